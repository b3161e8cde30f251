import XCTest
@testable import LuaBridge
import ViewCore

/// `:help NAME` has a line for every method the bindings declare: a method
/// added without one fails here.
final class MethodDocumentationTests: LuaRuntimeTestCase {
    func testEveryBoundMethodIsDocumented() {
        for luaClass in runtime.nativeClassOrder {
            let native = luaClass.native
            for name in native.methods.entries.keys {
                XCTAssertNotNil(MethodDocumentation.entry(name, in: native.name),
                                "\(native.name):\(name) has no entry in MethodDocumentation")
            }
        }
    }
}
