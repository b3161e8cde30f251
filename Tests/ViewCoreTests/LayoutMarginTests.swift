import XCTest
@testable import ViewCore

/// A view that sets up its constraints in updateConstraints, as Apple's
/// pattern for `requiresConstraintBasedLayout` has it.
private final class SelfConstraining: UIView {
    var updates = 0
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

/// R9.5 (a view preserving its superview's margins) and R5.3 (a view that
/// requires constraint-based layout). Sources: Apple's
/// `preservesSuperviewLayoutMargins` ("the superview's margins are also
/// considered when laying out content … where the distance between the edge
/// of a view and its superview is smaller than the corresponding margin") and
/// `requiresConstraintBasedLayout` ("custom views should override this to
/// return true if they cannot layout correctly using autoresizing").
final class LayoutMarginTests: ViewCoreTestCase {
    func test_R9_5_aViewPreservingItsSuperviewsMarginsTakesThemWhereItIsNearerTheEdge() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let outer = UIView(frame: window.bounds)
        outer.insetsLayoutMarginsFromSafeArea = false
        outer.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        let inner = UIView(frame: CGRect(x: 10, y: 0, width: 180, height: 100))
        inner.insetsLayoutMarginsFromSafeArea = false
        inner.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        window.addSubview(outer)
        outer.addSubview(inner)
        window.isHidden = false
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(inner.effectiveLayoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "not preserving")

        inner.preservesSuperviewLayoutMargins = true
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(inner.effectiveLayoutMargins, UIEdgeInsets(top: 20, left: 20, bottom: 8, right: 20),
                       "10 points in from a 30-point margin leaves 20; its bottom is 100 points up, beyond the margin")

        outer.layoutMargins.left = 50
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(inner.effectiveLayoutMargins.left, 40, "a new superview margin reaches it")
        XCTAssertEqual(inner.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "its own stay as set")
    }

    func test_R5_3_aViewRequiringConstraintBasedLayoutIsUpdatedAsItEntersAWindow() {
        let view = SelfConstraining(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(view.updates, 0, "nothing asks outside a window")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.isHidden = false
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(view.updates, 1)
        XCTAssertFalse(UIView.requiresConstraintBasedLayout)
    }
}
