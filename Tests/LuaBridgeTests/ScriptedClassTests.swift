import XCTest
@testable import LuaBridge
@_spi(Bridging) @testable import ViewCore

/// Lua classes as the class registry sees them: instantiated from an archive
/// through `initWithCoder`, set by key, and their hooks past the first 64.
final class ScriptedClassTests: LuaRuntimeTestCase {
    /// R1.2 for a Lua class: the registry makes the instance and sends the
    /// script's initWithCoder, whose super call decodes the archive.
    func test_R1_2_aLuaClassFromAnArchiveRunsItsInitWithCoder() throws {
        try runtime.run("""
            log = {}
            CardView = UIView:subclass("CardView")
            function CardView:initWithCoder(coder)
              log[#log + 1] = "initWithCoder tag=" .. tostring(coder:decodeObjectForKey("tag"))
              CardView.super.initWithCoder(self, coder)
              log[#log + 1] = "after super: frame=" .. tostring(self.frame) .. " tag=" .. self.tag
              self.fromArchive = true
            end
            function CardView:didAddSubview(subview) log[#log + 1] = "didAddSubview" end
            """)
        let child = UIView()
        let coder = ArchiveCoder(["frame": CGRect(x: 1, y: 2, width: 30, height: 40), "tag": 3, "subviews": [child]])
        let object = Session.current.classes.instantiate("CardView", coder: coder)
        let card = try XCTUnwrap(object as? UIView)
        XCTAssertEqual(card.className, "CardView")
        XCTAssertTrue(child.superview === card)
        runtime.setGlobal("card", to: card)
        try runtime.run("""
            assert(table.concat(log, "; ") == "initWithCoder tag=3; didAddSubview; after super: frame=(1.0, 2.0, 30.0, 40.0) tag=3", table.concat(log, "; "))
            assert(card.fromArchive)
            """)
    }

    func test_R1_2_anInitWithCoderThatRaisesGivesNoObject() throws {
        try runtime.run("""
            Broken = UIView:subclass("Broken")
            function Broken:initWithCoder(coder) error("cannot decode") end
            """)
        XCTAssertNil(runtime.instantiate(try XCTUnwrap(runtime.classesByName["Broken"]), coder: ArchiveCoder([:])))
        XCTAssertTrue(runtime.takeErrorReport()?.message.hasSuffix("cannot decode") ?? false)
    }

    /// Key-value coding on a Lua class's instance: its native properties by key,
    /// and any other key as a field the script reads.
    func testKeyValueCodingReachesNativePropertiesAndFields() throws {
        try runtime.run("Cell = UIView:subclass('Cell'); cell = Cell()")
        let cell = try XCTUnwrap(runtime.object(global: "cell") as? UIView)
        cell.setValue(NSNumber(value: 12), forKey: "tag")
        cell.setValue("Title", forKey: "caption")
        cell.setValue(CGRect(x: 0, y: 0, width: 4, height: 4), forKey: "highlightFrame")
        XCTAssertEqual(cell.value(forKey: "caption") as? String, "Title")
        try runtime.run("""
            assert(cell.tag == 12)
            assert(cell.caption == "Title")
            assert(cell.highlightFrame == CGRect(0, 0, 4, 4))
            cell.count = 5
            """)
        XCTAssertEqual(cell.value(forKey: "count") as? Int, 5)
        XCTAssertEqual(UIKitException.capture { cell.setValue(Data(), forKey: "blob") }?.name, .invalidArgumentException,
                       "a value of a type that does not cross to Lua")
    }

    /// Every property of every class in ViewCore's registry crosses to Lua.
    func testEveryRegistryPropertyIsBoundInLua() {
        for registered in NativeClasses.all {
            for property in registered.properties {
                XCTAssertNotNil(property.accept(LuaAccessors()), "\(registered.name).\(property.key): \(property.valueType) does not cross to Lua")
            }
        }
    }

    /// A class may have any number of hooks: each object carries the first 64
    /// bits of its class's mask, and the class answers for the others.
    func testHooksPastTheFirst64() throws {
        try runtime.run("Many = UIView:subclass('Many')")
        let luaClass = try XCTUnwrap(runtime.classesByName["Many"])
        let hooks = (0..<130).map { HookInfo(name: "hook\($0)", selector: "hook\($0)", declaration: "func hook\($0)()", traced: false, onlyIfOverridden: false) }
        let standIn = StandIn(type: UIView.self, hooks: hooks, make: { ScriptedUIView(scriptedClass: $0) },
                              callSuper: { _, _, _ in 0 })
        let scripted = ScriptedClass(runtime: runtime, luaClass: luaClass, superclass: NativeClasses.view, standIn: standIn)
        let object = ScriptedUIView(scriptedClass: scripted)
        scripted.hookRefs[3] = 1
        scripted.hookRefs[100] = 1
        scripted.updateBridgedHooks(isTracing: false, isClosed: false)
        XCTAssertTrue(object.bridges(3))
        XCTAssertFalse(object.bridges(4))
        XCTAssertTrue(object.bridgesBeyondInline(100))
        XCTAssertFalse(object.bridgesBeyondInline(99))
        XCTAssertFalse(object.bridgesBeyondInline(129))
        scripted.updateBridgedHooks(isTracing: true, isClosed: false)
        XCTAssertTrue(object.bridgesBeyondInline(129), "tracing reaches every hook")
        scripted.updateBridgedHooks(isTracing: true, isClosed: true)
        XCTAssertFalse(object.bridges(3) || object.bridgesBeyondInline(100), "nothing reaches a closed runtime")
        scripted.hookRefs[3] = 0
        scripted.hookRefs[100] = 0
    }
}
