import XCTest
@testable import LuaBridge
import ViewCore

/// `:help Class.property` has a line for every property scripts can read, and
/// `:help Class` one for every native class: a property or class added without
/// one fails here, and so does an entry left behind when its property or class
/// goes (or is renamed).
final class PropertyDocumentationTests: LuaRuntimeTestCase {
    /// Every property, by the class that declares it, as `:help` lists them.
    private var boundProperties: [BoundProperty] {
        runtime.nativeClassOrder.flatMap { luaClass in
            luaClass.native.properties(runtime: runtime).filter { $0.owner == luaClass.name }
        }
    }

    func testEveryBoundPropertyIsDocumented() {
        XCTAssertFalse(boundProperties.isEmpty)
        for property in boundProperties {
            let entry = PropertyDocumentation.entry(property.name, in: property.owner)
            XCTAssertNotNil(entry, "\(property.owner).\(property.name) has no entry in PropertyDocumentation")
            // A Lua-only getter declares no type: the entry is where :help finds it.
            if property.valueType == nil, let entry {
                XCTAssertNotNil(entry.type, "\(property.owner).\(property.name) is Lua-only: its entry needs a type")
            }
        }
    }

    func testEveryPropertyDocumentationEntryNamesABoundProperty() {
        let properties = boundProperties
        for key in PropertyDocumentation.entries.keys {
            if let dot = key.firstIndex(of: ".") {
                let owner = String(key[..<dot]), name = String(key[key.index(after: dot)...])
                XCTAssertTrue(properties.contains { $0.owner == owner && $0.name == name },
                              "PropertyDocumentation has \(key), but \(owner) declares no property \(name)")
            } else {
                // An entry for every class with the name is stale too when each
                // of them has an entry of its own.
                let owners = properties.filter { $0.name == key }.map(\.owner)
                XCTAssertTrue(owners.contains { PropertyDocumentation.entries["\($0).\(key)"] == nil },
                              "PropertyDocumentation has \(key), which no class without an entry of its own declares")
            }
        }
    }

    func testEveryClassPropertyIsDocumentedAndEveryEntryNamesOne() {
        var bound: Set<String> = []
        for luaClass in runtime.nativeClassOrder {
            let className = luaClass.name
            for name in luaClass.native.classProperties.entries.keys {
                bound.insert("\(className).\(name)")
                XCTAssertNotNil(ClassDocumentation.classProperty(name, of: className),
                                "\(className).\(name) has no line in ClassDocumentation")
            }
        }
        for key in ClassDocumentation.classProperties.keys {
            XCTAssertTrue(bound.contains(key), "ClassDocumentation has \(key), which is no class property")
        }
    }

    func testEveryNativeClassIsDocumented() {
        for luaClass in runtime.nativeClassOrder {
            XCTAssertNotNil(ClassDocumentation.summary(of: luaClass.name),
                            "\(luaClass.name) has no entry in ClassDocumentation")
        }
    }

    func testEveryClassDocumentationEntryNamesANativeClass() {
        let names = Set(runtime.nativeClassOrder.map(\.name))
        for name in ClassDocumentation.summaries.keys {
            XCTAssertTrue(names.contains(name), "ClassDocumentation has \(name), which is no native class")
        }
    }
}
