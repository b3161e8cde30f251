import XCTest
@testable import LuaBridge
@_spi(Bridging) @testable import ViewCore

/// The runtime's internals, seen from Swift: identity, the hook bitset, lifetime
/// across Lua and Swift, and errors that never unwind through Swift frames.
final class BridgeInternalsTests: LuaRuntimeTestCase {
    func testIdentity_oneUserdataPerObject() throws {
        try runtime.run("""
            a = UIView()
            parent = UIView()
            parent:addSubview(a)
            b = parent.subviews[1]
            same = rawequal(a, b)
            """)
        XCTAssertTrue(runtime.object(global: "a") === runtime.object(global: "b"))
        try runtime.run("assert(same)")
    }

    func testHookBitset_followsDefinitionsAtOnce() throws {
        try runtime.run("V = UIView:subclass('V'); v = V()")
        let luaClass = try XCTUnwrap(runtime.classesByName["V"])
        XCTAssertEqual(luaClass.scripted!.hookRefs[luaClass.scripted!.standIn.hookID("layoutSubviews")!], 0, "not overridden: no Lua call")
        try runtime.run("function V:layoutSubviews() laidOut = (laidOut or 0) + 1 end")
        XCTAssertNotEqual(luaClass.scripted!.hookRefs[luaClass.scripted!.standIn.hookID("layoutSubviews")!], 0)
        let view = try XCTUnwrap(runtime.object(global: "v") as? UIView)
        view.layoutSubviews()
        try runtime.run("assert(laidOut == 1)")
        try runtime.run("V.layoutSubviews = nil")
        XCTAssertEqual(luaClass.scripted!.hookRefs[luaClass.scripted!.standIn.hookID("layoutSubviews")!], 0)
        view.layoutSubviews()
        try runtime.run("assert(laidOut == 1)")
    }

    func testHookBitset_inheritedFromLuaSuperclass() throws {
        try runtime.run("""
            A = UIView:subclass('A')
            B = A:subclass('B')
            function A:didMoveToWindow() end
            """)
        let b = try XCTUnwrap(runtime.classesByName["B"])
        XCTAssertNotEqual(b.scripted!.hookRefs[b.scripted!.standIn.hookID("didMoveToWindow")!], 0)
        XCTAssertEqual(b.scripted!.hookRefs[b.scripted!.standIn.hookID("didMoveToSuperview")!], 0)
    }

    func testHookError_calledFromSwift_isPendingNotThrown() throws {
        try runtime.run("""
            Bad = UIView:subclass('Bad')
            function Bad:layoutSubviews() error('from the hook') end
            bad = Bad()
            """)
        let bad = try XCTUnwrap(runtime.object(global: "bad") as? UIView)
        bad.layoutSubviews()  // a longjmp through this frame would crash the test
        let error = try XCTUnwrap(runtime.takePendingError())
        XCTAssertTrue(runtime.describe(error).hasSuffix("from the hook"))
    }

    func testHookError_surfacesWithTheHookInTheTraceback() {
        XCTAssertThrowsError(try runtime.run("""
            Bad = UIView:subclass('Bad')
            function Bad:layoutSubviews() error('boom') end
            local w = UIWindow()
            w:addSubview(Bad())
            RunLoop.main:runOnce()
            """)) { error in
            let scriptError = error as! LuaRuntime.ScriptError
            XCTAssertTrue(scriptError.message.hasSuffix("boom"), scriptError.message)
            XCTAssertTrue(scriptError.traceback?.contains("in -[Bad layoutSubviews]") == true,
                          scriptError.traceback ?? "no traceback")
        }
    }

    func testLifetime_fieldsLiveWithTheNativeOwner_thenEverythingGoes() throws {
        let owner = UIView()
        try runtime.run("""
            Tracked = UIView:subclass('Tracked')
            function Tracked:dealloc() deallocated = self.note end
            """)
        try runtime.run("local t = Tracked(); t.note = 'mine'; t.selfRef = function() return t end; pending = t")
        do {
            // Only the owner may hold it natively: no reference of the test's own survives this scope.
            let tracked = try XCTUnwrap(runtime.object(global: "pending") as? UIView)
            owner.addSubview(tracked)
        }
        try runtime.run("pending = nil; collectgarbage()")
        try runtime.run("assert(deallocated == nil)")
        XCTAssertEqual(owner.subviews.count, 1)
        do { owner.subviews[0].removeFromSuperview() }
        try runtime.run("collectgarbage(); assert(deallocated == 'mine', tostring(deallocated))")
    }

    /// Lua drops a userdata without its finalizer when the finalizer's call fails
    /// (a collection step at Lua's C-call limit); what it held is released at
    /// close all the same. (lost-finalizer.lua: by the next collectgarbage().)
    func testLostFinalizer_objectReleasedAtClose() throws {
        try runtime.run("""
            local function limit()
              local depth = 0
              local function nest() depth = depth + 1; pcall(nest) end
              nest()
              return depth
            end
            dropped = UIView()
            local depth = limit() - 1
            function dropAndStep()
              dropped = nil
              collectgarbage("stop")
              local function nest(remaining)
                if remaining == 0 then
                  collectgarbage("restart")
                  collectgarbage("step", 100000)
                else
                  pcall(nest, remaining - 1)
                end
              end
              nest(depth)
            end
            """)
        weak var dropped = runtime.object(global: "dropped")
        try runtime.run("dropAndStep()")
        XCTAssertNotNil(dropped, "finalized as usual: the step was not at the limit")
        runtime.close()
        XCTAssertNil(dropped)
    }

    func testClose_survivorsGoOnNatively() throws {
        let owner = UIView()
        try runtime.run("""
            Survivor = UIView:subclass('Survivor')
            function Survivor:layoutSubviews() error('must not run after close') end
            survivor = Survivor()
            """)
        let survivor = try XCTUnwrap(runtime.object(global: "survivor") as? UIView)
        owner.addSubview(survivor)
        runtime.close()
        survivor.layoutSubviews()
        survivor.removeFromSuperview()
        XCTAssertNil(survivor.superview)
    }

    func testEngineException_becomesALuaError() {
        XCTAssertThrowsError(try runtime.run("local v = UIView(); v:addSubview(v)")) { error in
            XCTAssertTrue((error as! LuaRuntime.ScriptError).message.hasSuffix("Can't add self as subview"))
        }
        XCTAssertNoThrow(try runtime.run("local v = UIView(); v:addSubview(UIView())"))
    }
}

final class BridgeDeinitTests: XCTestCase {
    /// A runtime released without close() releases its objects without calling back into itself.
    func testDroppingABridgeWithoutClosingIt() throws {
        var runtime: LuaRuntime? = LuaRuntime()
        try runtime!.run("""
            V = UIView:subclass('V')
            function V:dealloc() end
            views = {}
            for i = 1, 10 do views[i] = V() end
            """)
        runtime = nil
        XCTAssertNil(runtime)
    }
}
