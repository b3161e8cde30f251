import XCTest
@testable import ViewCore

/// R18.18–R18.19: the status bar's appearance, and color appearance between
/// trait collections. Sources: Apple's `UIViewController.preferredStatusBarStyle`
/// ("If you change the return value for this method, call the
/// setNeedsStatusBarAppearanceUpdate() method"), `childForStatusBarStyle`
/// ("If your container view controller derives its status bar style from one
/// of its child view controllers, implement this method and return that
/// child"), `modalPresentationCapturesStatusBarAppearance` ("status bar
/// appearance control is transferred from the presenting to the presented
/// view controller only if the presented controller's modalPresentationStyle
/// value is fullScreen") and `UITraitCollection.hasDifferentColorAppearance(comparedTo:)`
/// references; sarunw.com's "preferredStatusBarStyle not getting called" (a
/// controller in a container is not asked).
final class StatusBarTests: ViewCoreTestCase {
    private final class Styled: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        var child: UIViewController?
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var childForStatusBarStyle: UIViewController? { child }
    }

    func test_R18_18_theKeyWindowsTopControllerDecidesWhenAsked() {
        let root = Styled()
        root.style = .lightContent
        let window = makeWindow("window")
        window.rootViewController = root
        window.makeKey()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .lightContent)
        root.style = .darkContent
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .lightContent, "not asked yet")
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .darkContent)
        XCTAssertTrue(UIApplication.shared.isStatusBarHidden)
    }

    func test_R18_18_aFullScreenPresentationTakesTheStatusBarASheetDoesNot() {
        let root = Styled()
        let window = makeWindow("window")
        window.rootViewController = root
        window.makeKey()
        VirtualRunLoop.main.runUntilIdle()
        let sheet = Styled()
        sheet.style = .lightContent
        root.present(sheet, animated: false)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .default, "a sheet leaves it to its presenter")
        sheet.dismiss(animated: false)
        VirtualRunLoop.main.runUntilIdle()
        sheet.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheet, animated: true)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .lightContent, "unless it captures it")
        sheet.dismiss(animated: false)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .default, "back to the presenter once dismissed")

        let cover = Styled()
        cover.style = .darkContent
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .darkContent)
    }

    func test_R18_18_aContainerDecidesUnlessItNamesAChild() {
        let top = Styled()
        top.style = .lightContent
        let navigation = UINavigationController(rootViewController: top)
        let window = makeWindow("window")
        window.rootViewController = navigation
        window.makeKey()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .default, "the navigation controller is asked, not its top")

        let parent = Styled()
        parent.child = top
        window.rootViewController = parent
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .lightContent, "the child it names decides")
        parent.child = parent
        parent.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .default, "a controller naming itself decides itself")
        let loop = Styled()
        loop.style = .lightContent
        loop.child = parent
        parent.child = loop
        parent.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .default, "a cycle of children ends after 64 steps, on the root")
    }

    func test_R18_19_colorAppearanceDiffersWithTheInterfaceStyle() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertTrue(light.hasDifferentColorAppearance(comparedTo: dark))
        XCTAssertFalse(light.hasDifferentColorAppearance(comparedTo: UIScreen.main.traitCollection))
        XCTAssertFalse(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(preferredContentSizeCategory: .extraLarge).with(.light)),
                       "a text size is no color appearance")
        XCTAssertTrue(light.hasDifferentColorAppearance(comparedTo: nil))
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
    }
}
