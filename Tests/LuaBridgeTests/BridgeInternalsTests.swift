import XCTest
@testable import LuaBridge
@_spi(LuaBridge) @testable import ViewCore

/// The bridge's internals, seen from Swift: identity, the hook bitset, lifetime
/// across Lua and Swift, and errors that never unwind through Swift frames.
final class BridgeInternalsTests: XCTestCase {
    var bridge: LuaBridge!

    override func setUp() {
        bridge = LuaBridge()
    }

    override func tearDown() {
        bridge.close()
        bridge = nil
        RunLoop.main.runUntilIdle()
    }

    func testIdentity_oneUserdataPerObject() throws {
        try bridge.run("""
            a = UIView()
            parent = UIView()
            parent:addSubview(a)
            b = parent.subviews[1]
            same = rawequal(a, b)
            """)
        XCTAssertTrue(bridge.object(global: "a") === bridge.object(global: "b"))
        try bridge.run("assert(same)")
    }

    func testHookBitset_followsDefinitionsAtOnce() throws {
        try bridge.run("V = UIView:subclass('V'); v = V()")
        let luaClass = try XCTUnwrap(bridge.classesByName["V"])
        XCTAssertEqual(luaClass.hookRefs[ViewHook.layoutSubviews], 0, "not overridden: no Lua call")
        try bridge.run("function V:layoutSubviews() laidOut = (laidOut or 0) + 1 end")
        XCTAssertNotEqual(luaClass.hookRefs[ViewHook.layoutSubviews], 0)
        let view = try XCTUnwrap(bridge.object(global: "v") as? UIView)
        view.layoutSubviews()
        try bridge.run("assert(laidOut == 1)")
        try bridge.run("V.layoutSubviews = nil")
        XCTAssertEqual(luaClass.hookRefs[ViewHook.layoutSubviews], 0)
        view.layoutSubviews()
        try bridge.run("assert(laidOut == 1)")
    }

    func testHookBitset_inheritedFromLuaSuperclass() throws {
        try bridge.run("""
            A = UIView:subclass('A')
            B = A:subclass('B')
            function A:didMoveToWindow() end
            """)
        let b = try XCTUnwrap(bridge.classesByName["B"])
        XCTAssertNotEqual(b.hookRefs[ViewHook.didMoveToWindow], 0)
        XCTAssertEqual(b.hookRefs[ViewHook.didMoveToSuperview], 0)
    }

    func testHookError_calledFromSwift_isPendingNotThrown() throws {
        try bridge.run("""
            Bad = UIView:subclass('Bad')
            function Bad:layoutSubviews() error('from the hook') end
            bad = Bad()
            """)
        let bad = try XCTUnwrap(bridge.object(global: "bad") as? UIView)
        bad.layoutSubviews()  // a longjmp through this frame would crash the test
        let error = try XCTUnwrap(bridge.takePendingError())
        XCTAssertTrue(bridge.describe(error).hasSuffix("from the hook"))
    }

    func testHookError_surfacesWithTheHookInTheTraceback() {
        XCTAssertThrowsError(try bridge.run("""
            Bad = UIView:subclass('Bad')
            function Bad:layoutSubviews() error('boom') end
            local w = UIWindow()
            w:addSubview(Bad())
            RunLoop.main:runOnce()
            """)) { error in
            let scriptError = error as! LuaBridge.ScriptError
            XCTAssertTrue(scriptError.message.hasSuffix("boom"), scriptError.message)
            XCTAssertTrue(scriptError.traceback?.contains("in -[Bad layoutSubviews]") == true,
                          scriptError.traceback ?? "no traceback")
        }
    }

    func testLifetime_fieldsLiveWithTheNativeOwner_thenEverythingGoes() throws {
        let owner = UIView()
        try bridge.run("""
            Tracked = UIView:subclass('Tracked')
            function Tracked:dealloc() deallocated = self.note end
            """)
        try bridge.run("local t = Tracked(); t.note = 'mine'; t.selfRef = function() return t end; pending = t")
        do {
            // Only the owner may hold it natively: no reference of the test's own survives this scope.
            let tracked = try XCTUnwrap(bridge.object(global: "pending") as? UIView)
            owner.addSubview(tracked)
        }
        try bridge.run("pending = nil; collectgarbage()")
        try bridge.run("assert(deallocated == nil)")
        XCTAssertEqual(owner.subviews.count, 1)
        do { owner.subviews[0].removeFromSuperview() }
        try bridge.run("collectgarbage(); assert(deallocated == 'mine', tostring(deallocated))")
    }

    func testClose_survivorsGoOnNatively() throws {
        let owner = UIView()
        try bridge.run("""
            Survivor = UIView:subclass('Survivor')
            function Survivor:layoutSubviews() error('must not run after close') end
            survivor = Survivor()
            """)
        let survivor = try XCTUnwrap(bridge.object(global: "survivor") as? UIView)
        owner.addSubview(survivor)
        bridge.close()
        survivor.layoutSubviews()
        survivor.removeFromSuperview()
        XCTAssertNil(survivor.superview)
    }

    func testEngineException_becomesALuaError() {
        XCTAssertThrowsError(try bridge.run("local v = UIView(); v:addSubview(v)")) { error in
            XCTAssertTrue((error as! LuaBridge.ScriptError).message.hasSuffix("Can't add self as subview"))
        }
        XCTAssertNoThrow(try bridge.run("local v = UIView(); v:addSubview(UIView())"))
    }
}

final class BridgeDeinitTests: XCTestCase {
    /// A bridge released without close() releases its objects without calling back into itself.
    func testDroppingABridgeWithoutClosingIt() throws {
        var bridge: LuaBridge? = LuaBridge()
        try bridge!.run("""
            V = UIView:subclass('V')
            function V:dealloc() end
            views = {}
            for i = 1, 10 do views[i] = V() end
            """)
        bridge = nil
        XCTAssertNil(bridge)
    }
}
