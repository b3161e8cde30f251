import XCTest
@testable import ViewCore

/// R5: the constraint phase and the order of the commit's phases.
///
///     W (window, visible)
///     └ R (0 100; 300 300)
///       ├ A (0 0; 100 100)
///       │ └ A1 (0 0; 50 50)
///       └ B (100 0; 100 100)
final class ConstraintsTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var r: LoggingView!, a: LoggingView!, a1: LoggingView!, b: LoggingView!
    var all: [LoggingView] { [r, a, a1, b] }

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        r = view("R", CGRect(x: 0, y: 100, width: 300, height: 300))
        a = view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        a1 = view("A1", CGRect(x: 0, y: 0, width: 50, height: 50))
        b = view("B", CGRect(x: 100, y: 0, width: 100, height: 100))
        r.addSubview(a)
        a.addSubview(a1)
        r.addSubview(b)
        window.addSubview(r)
        settle()
    }

    override func tearDown() {
        window = nil; r = nil; a = nil; a1 = nil; b = nil
        super.tearDown()
    }

    // MARK: R5.1

    func test_R5_1_phaseOrder() {
        // Marked in an order unrelated to the tree, to show the passes set their own.
        for view in [b, r, a1, a] as [LoggingView] {
            view.setNeedsDisplay()
            view.setNeedsLayout()
            view.setNeedsUpdateConstraints()
        }
        XCTAssertEqual(commit(), [
            "-[A1 updateConstraints]",
            "-[A updateConstraints]",
            "-[B updateConstraints]",
            "-[R updateConstraints]",
            "-[R layoutSubviews]",
            "-[A layoutSubviews]",
            "-[A1 layoutSubviews]",
            "-[B layoutSubviews]",
            "-[R drawRect:] (0 0; 300 300)",
            "-[A drawRect:] (0 0; 100 100)",
            "-[A1 drawRect:] (0 0; 50 50)",
            "-[B drawRect:] (0 0; 100 100)",
        ])
    }

    func test_R5_1_laterPhaseInvalidatingAnEarlierOneRepeatsTheCommit() {
        var first = true
        // During layout, A invalidates B's constraints; during display, B invalidates
        // A1's. Both wait for the round's remaining phases, then the commit goes round again.
        a.onLayoutSubviews = { _ in if first { self.b.setNeedsUpdateConstraints() } }
        b.onDraw = { _, _ in if first { self.a1.setNeedsUpdateConstraints() }; first = false }
        for view in all { view.setNeedsLayout(); view.setNeedsDisplay() }

        XCTAssertEqual(commit(), [
            "-[R layoutSubviews]",
            "-[A layoutSubviews]",
            "-[A1 layoutSubviews]",
            "-[B layoutSubviews]",
            "-[R drawRect:] (0 0; 300 300)",
            "-[A drawRect:] (0 0; 100 100)",
            "-[A1 drawRect:] (0 0; 50 50)",
            "-[B drawRect:] (0 0; 100 100)",
            "-[A1 updateConstraints]",
            "-[B updateConstraints]",
            "-[A1 layoutSubviews]",
            "-[B layoutSubviews]",
        ])
        XCTAssertFalse(DisplayCycle.shared.hasPendingWork)
    }

    func test_R5_1_eachPhaseCoversEveryWindowBeforeTheNext() {
        let other = makeWindow("W2")
        let x = view("X", CGRect(x: 0, y: 100, width: 10, height: 10))
        other.addSubview(x)
        settle()

        for view in [b!, x] {
            view.setNeedsUpdateConstraints()
            view.setNeedsLayout()
            view.setNeedsDisplay()
        }
        XCTAssertEqual(commit(), [
            "-[B updateConstraints]",
            "-[X updateConstraints]",
            "-[B layoutSubviews]",
            "-[X layoutSubviews]",
            "-[B drawRect:] (0 0; 100 100)",
            "-[X drawRect:] (0 0; 10 10)",
        ])
    }

    func test_R5_1_controllerUpdateViewConstraintsRunsBetweenTheRootViewsSubviewsAndTheRootView() {
        let controller = LoggingController(name: "VC", log: log)
        controller.view = r
        settle()

        for view in all { view.setNeedsUpdateConstraints() }
        XCTAssertEqual(commit(), [
            "-[A1 updateConstraints]",
            "-[A updateConstraints]",
            "-[B updateConstraints]",
            "-[VC updateViewConstraints]",
            "-[R updateConstraints]",
            "-[VC viewWillLayoutSubviews]",
            "-[R layoutSubviews]",
            "-[VC viewDidLayoutSubviews]",
            "-[A layoutSubviews]",
            "-[A1 layoutSubviews]",
            "-[B layoutSubviews]",
        ])
        _ = controller
    }

    // MARK: R5.2

    func test_R5_2_setNeedsUpdateConstraintsMarksAndNeedsUpdateConstraintsReportsIt() {
        XCTAssertEqual(all.filter(\.needsUpdateConstraints).map(\.name), [])
        a.setNeedsUpdateConstraints()
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(all.filter(\.needsUpdateConstraints).map(\.name), ["A"])
        XCTAssertEqual(commit(), ["-[A updateConstraints]", "-[A layoutSubviews]"])
        XCTAssertEqual(all.filter(\.needsUpdateConstraints).map(\.name), [])
    }

    func test_R5_2_updateConstraintsIfNeededRunsThePassForTheSubtreeNow() {
        r.setNeedsUpdateConstraints()
        a1.setNeedsUpdateConstraints()
        b.setNeedsUpdateConstraints()

        a.updateConstraintsIfNeeded()
        XCTAssertEqual(log.take(), ["-[A1 updateConstraints]"])
        XCTAssertEqual(all.filter(\.needsUpdateConstraints).map(\.name), ["R", "B"])
        XCTAssertEqual(markedForLayout(all), ["A1"], "layout follows at the commit")

        a.updateConstraintsIfNeeded()
        XCTAssertEqual(log.take(), [], "nothing marked: nothing runs")

        XCTAssertEqual(commit(), [
            "-[B updateConstraints]",
            "-[R updateConstraints]",
            "-[R layoutSubviews]",
            "-[A1 layoutSubviews]",
            "-[B layoutSubviews]",
        ])
    }

    func test_R5_2_updateConstraintsOverrideMustCallSuper() {
        a.callsSuperUpdateConstraints = false
        a.setNeedsUpdateConstraints()
        let exception = UIKitException.capture { VirtualRunLoop.main.runOnce() }
        XCTAssertEqual(exception?.name, .internalInconsistencyException)
        XCTAssertEqual(exception?.reason,
                       "LoggingView #\(a.objectID) did not call super's -updateConstraints; an override must call [super updateConstraints] as its final step")
        XCTAssertEqual(log.take(), ["-[A updateConstraints]", "-[A layoutSubviews]"])
        XCTAssertFalse(a.needsUpdateConstraints)

        // Fixed, the next pass raises nothing (the base class fails the test otherwise).
        a.callsSuperUpdateConstraints = true
        a.setNeedsUpdateConstraints()
        XCTAssertEqual(commit(), ["-[A updateConstraints]", "-[A layoutSubviews]"])
    }

    func test_R5_2_updateViewConstraintsOverrideMustCallSuper() {
        let controller = LoggingController(name: "VC", log: log)
        controller.view = r
        settle()

        controller.callsSuperUpdateViewConstraints = false
        r.setNeedsUpdateConstraints()
        let exception = UIKitException.capture { VirtualRunLoop.main.runOnce() }
        XCTAssertEqual(exception?.name, .internalInconsistencyException)
        XCTAssertEqual(exception?.reason,
                       "LoggingController #\(controller.objectID) did not call super's -updateViewConstraints; an override must call [super updateViewConstraints]")
        XCTAssertEqual(log.take(), ["-[VC updateViewConstraints]"])
        XCTAssertFalse(r.needsUpdateConstraints)
    }
}
