import XCTest
@testable import ViewCore

/// The display cycle holds the roots of marked trees unretained: a root that dies
/// must leave the registry, even when its own teardown marked it again.
final class DisplayCycleLifetimeTests: XCTestCase {
    func testMarkedRootDyingDuringItsTeardownLeavesTheRegistry() {
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(UIView())          // marks and registers the parent as a root
            VirtualRunLoop.main.runOnce()               // commits: the parent is no longer registered
            XCTAssertFalse(parent.needsLayout)
        }                                        // the teardown removes the subview, marking the dying parent
        VirtualRunLoop.main.runOnce()                   // would touch the dead parent if it were still registered
        XCTAssertFalse(DisplayCycle.shared.hasPendingWork)
    }

    func testRegisteredRootDyingBeforeTheCommitLeavesTheRegistry() {
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.setNeedsLayout()
        }
        VirtualRunLoop.main.runOnce()
        XCTAssertFalse(DisplayCycle.shared.hasPendingWork)
    }
}
