import XCTest
@testable import ViewCore

/// A controller that supports what it is told.
private final class Locked: UIViewController {
    var supported = UIInterfaceOrientationMask.portrait
    var autorotates = true
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
    override var shouldAutorotate: Bool { autorotates }
}

/// R9.4: the interface turns with the device only to an orientation the
/// deciding controller supports: the key window's root, or the topmost
/// controller presented full screen over it; containers do not ask their
/// children. Source: Apple's `supportedInterfaceOrientations` ("the system
/// intersects the view controller's supported orientations with the app's
/// … the root view controller or the topmost presented view controller that
/// fills the window"), its defaults (`.all` on iPad, `.allButUpsideDown` on
/// iPhone), `attemptRotationToDeviceOrientation()`.
final class SupportedOrientationTests: ViewCoreTestCase {
    private func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        VirtualRunLoop.main.runUntilIdle()
        return window
    }

    func test_R9_4_theDefaultsAreAllButUpsideDownOnAPhoneAndAllOnAPad() {
        XCTAssertEqual(UIViewController().supportedInterfaceOrientations, .allButUpsideDown)
        let window = show(UIViewController())
        Simulator.rotate(.portraitUpsideDown)
        XCTAssertEqual(UIScreen.main.interfaceOrientation, .portrait)
        XCTAssertEqual(UIScreen.main.deviceOrientation, .portraitUpsideDown, "the device turns all the same")
        _ = window

        Session.start(device: Device.named("iPad (9th generation)") ?? Device.defaultDevice)
        XCTAssertEqual(UIViewController().supportedInterfaceOrientations, .all)
        let pad = show(UIViewController())
        Simulator.rotate(.portraitUpsideDown)
        XCTAssertEqual(UIScreen.main.interfaceOrientation, .portraitUpsideDown)
        _ = pad
    }

    func test_R9_4_theRootOrTheTopmostFullScreenControllerDecides() {
        let root = Locked()
        let window = show(UINavigationController(rootViewController: root))
        Simulator.rotate(.landscapeLeft)
        XCTAssertEqual(UIScreen.main.interfaceOrientation, .landscapeRight, "a navigation controller does not ask its top controller")
        Simulator.rotate(.portrait)
        VirtualRunLoop.main.runUntilIdle()

        let locked = Locked()
        window.rootViewController = locked
        VirtualRunLoop.main.runUntilIdle()
        Simulator.rotate(.landscapeLeft)
        XCTAssertEqual(UIScreen.main.interfaceOrientation, .portrait, "the root supports portrait only")

        let presented = Locked()
        presented.supported = .landscape
        presented.modalPresentationStyle = .fullScreen
        locked.present(presented, animated: false)
        VirtualRunLoop.main.runUntilIdle()
        UIViewController.attemptRotationToDeviceOrientation()
        XCTAssertEqual(UIScreen.main.interfaceOrientation, .landscapeRight, "a full-screen presented controller decides")

        presented.supported = .all
        presented.autorotates = false
        Simulator.rotate(.portrait)
        XCTAssertEqual(UIScreen.main.interfaceOrientation, .landscapeRight, "a controller that does not autorotate keeps it")
        presented.autorotates = true
        presented.setNeedsUpdateOfSupportedInterfaceOrientations()
        XCTAssertEqual(UIScreen.main.interfaceOrientation, .portrait)
    }

    func test_R9_4_aSheetDoesNotDecide() {
        let locked = Locked()
        let window = show(locked)
        let sheet = Locked()
        sheet.supported = .landscape
        locked.present(sheet, animated: false)
        VirtualRunLoop.main.runUntilIdle()
        Simulator.rotate(.landscapeLeft)
        XCTAssertEqual(UIScreen.main.interfaceOrientation, .portrait, "a page sheet does not fill the window")
        XCTAssertEqual(UIInterfaceOrientationMask.allButUpsideDown, [.portrait, .landscapeLeft, .landscapeRight])
        _ = window
    }
}
