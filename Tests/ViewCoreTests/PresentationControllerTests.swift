import XCTest
@testable import ViewCore

/// R8.12: presentation controllers — a sheet's detents, a popover's source,
/// the adaptive delegate. On the default phone a sheet's large detent is 10
/// points below the 59-point safe area's top.
final class PresentationControllerTests: ViewCoreTestCase {
    private final class AdaptiveDelegate: UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate {}

    private var window: UIWindow!
    private var root: UIViewController!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        root = UIViewController()
        window.rootViewController = root
        VirtualRunLoop.main.runUntilIdle()
    }

    override func tearDown() {
        window = nil; root = nil
        super.tearDown()
    }

    /// Apple's `presentationController` and `sheetPresentationController`:
    /// made for the style the controller has, before it is presented, so
    /// that an app sets detents first; the same one after.
    func test_R8_12_aControllerHasThePresentationControllerItsStyleCallsFor() {
        let sheet = UIViewController()
        XCTAssertTrue(sheet.sheetPresentationController === sheet.presentationController)
        XCTAssertNil(sheet.popoverPresentationController, "not a popover: nil")
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        XCTAssertNotNil(popover.popoverPresentationController)
        XCTAssertNil(popover.sheetPresentationController)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        XCTAssertNil(full.sheetPresentationController)
        XCTAssertFalse(full.presentationController is UISheetPresentationController)

        let delegate = AdaptiveDelegate()
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertTrue(sheet.presentationController?.presentingViewController === root)
        XCTAssertTrue(sheet.presentationController?.delegate === delegate)
        XCTAssertEqual(sheet.presentationController?.frameOfPresentedViewInContainerView,
                       CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    /// Apple's `UISheetPresentationController.Detent.medium()`: "approximately
    /// half the height of the screen"; the sheet rests at its selected
    /// detent, the smallest when none is selected; a custom detent's
    /// resolver is given the largest height.
    func test_R8_12_aSheetRestsAtItsSelectedDetent() throws {
        let presented = UIViewController()
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        root.present(presented, animated: false)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 426, width: 393, height: 426), "the smallest: medium")
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 69, width: 393, height: 783))

        var given: CGFloat = 0
        sheet.detents = [.custom { context in
            given = context.maximumDetentValue
            return 200
        }, .large()]
        sheet.selectedDetentIdentifier = nil
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 652, width: 393, height: 200))
        XCTAssertEqual(given, 783)
        XCTAssertEqual(sheet.detents.first?.identifier.rawValue, "UISheetPresentationController.Detent-1")
        sheet.detents = [.custom { _ in .nan }]
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 69, width: 393, height: 783), "no height: large")
    }

    /// A popover keeps its source and arrow settings; the engine shows it
    /// over the full screen, as UIKit adapts one in a compact width.
    func test_R8_12_aPopoverKeepsItsSourceAndShowsOverTheFullScreen() throws {
        let presented = UIViewController()
        presented.modalPresentationStyle = .popover
        let popover = try XCTUnwrap(presented.popoverPresentationController)
        popover.sourceView = root.view
        popover.sourceRect = CGRect(x: 10, y: 10, width: 20, height: 20)
        popover.permittedArrowDirections = [.up, .down]
        root.present(presented, animated: false)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(presented.view.frame, window.bounds)
        XCTAssertTrue(root.view.window === window, "the presenter stays")
        XCTAssertEqual(popover.permittedArrowDirections, [.up, .down])
        XCTAssertEqual(popover.arrowDirection, .unknown)
    }
}
