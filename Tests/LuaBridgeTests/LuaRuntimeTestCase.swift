import XCTest
@testable import LuaBridge
import ViewCore

/// A test with a fresh session and a Lua runtime in it; the session's end
/// closes the runtime.
class LuaRuntimeTestCase: XCTestCase {
    var runtime: LuaRuntime!

    override func setUp() {
        super.setUp()
        Session.start()
        runtime = LuaRuntime()
    }

    override func tearDown() {
        Session.current.end()
        runtime = nil
        super.tearDown()
    }
}
