import UIKit
import XCTest

/// What each screen's tests do first: a fresh app for every test, and a
/// window that shows the screen under test, settled.
class AppTestCase: XCTestCase {
    var window: UIWindow!

    override func setUp() {
        super.setUp()
        Session.start()
    }

    override func tearDown() {
        window?.isHidden = true
        window = nil
        super.tearDown()
    }

    /// `root` as the key window's root controller, once it has appeared.
    func show(_ root: UIViewController) {
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        VirtualRunLoop.main.runUntilIdle()
    }
}
