import XCTest
@testable import ViewCore

/// R3: layout. The fixture is a tree outside any window (trees outside a window are
/// laid out too; only drawing needs one), so no safe-area callbacks interleave:
///
///     R (0 0; 200 200)
///     └ S (10 10; 100 100)
///       ├ A (0 0; 20 20)
///       │ └ A1 (0 0; 5 5)
///       └ B (30 0; 20 20)
final class LayoutTests: ViewCoreTestCase {
    var r: LoggingView!, s: LoggingView!, a: LoggingView!, a1: LoggingView!, b: LoggingView!
    var all: [UIView] { [r, s, a, a1, b] }

    override func setUp() {
        super.setUp()
        r = view("R", CGRect(x: 0, y: 0, width: 200, height: 200))
        s = view("S", CGRect(x: 10, y: 10, width: 100, height: 100))
        a = view("A", CGRect(x: 0, y: 0, width: 20, height: 20))
        a1 = view("A1", CGRect(x: 0, y: 0, width: 5, height: 5))
        b = view("B", CGRect(x: 30, y: 0, width: 20, height: 20))
        r.addSubview(s)
        s.addSubview(a)
        a.addSubview(a1)
        s.addSubview(b)
        settle()
    }

    override func tearDown() {
        r = nil; s = nil; a = nil; a1 = nil; b = nil
        super.tearDown()
    }

    // MARK: R3.1

    func test_R3_1_setNeedsLayoutOnlyMarks() {
        a.setNeedsLayout()
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(markedForLayout(all), ["A"])
        XCTAssertEqual(commit(), ["-[A layoutSubviews]"])
        XCTAssertEqual(markedForLayout(all), [])
        XCTAssertEqual(commit(), [])
    }

    func test_R3_1_layoutIfNeededLaysOutTheMarkedViewsOfItsSubtreeNow() {
        r.setNeedsLayout()
        a1.setNeedsLayout()
        b.setNeedsLayout()

        a.layoutIfNeeded()
        XCTAssertEqual(log.take(), ["-[A1 layoutSubviews]"])
        XCTAssertEqual(markedForLayout(all), ["R", "B"])

        s.layoutIfNeeded()
        XCTAssertEqual(log.take(), ["-[B layoutSubviews]"])
        XCTAssertEqual(markedForLayout(all), ["R"])

        // Nothing marked below: nothing runs.
        s.layoutIfNeeded()
        a1.layoutIfNeeded()
        XCTAssertEqual(log.take(), [])

        // The rest waits for the commit.
        XCTAssertEqual(commit(), ["-[R layoutSubviews]"])
        r.layoutIfNeeded()
        XCTAssertEqual(log.take(), [])
    }

    // MARK: R3.2

    func test_R3_2_layoutIsTopDown() {
        for view in [b, a1, a, s, r] as [LoggingView] { view.setNeedsLayout() }
        XCTAssertEqual(commit(), [
            "-[R layoutSubviews]",
            "-[S layoutSubviews]",
            "-[A layoutSubviews]",
            "-[A1 layoutSubviews]",
            "-[B layoutSubviews]",
        ])
    }

    func test_R3_2_controllerBracketsOnlyItsRootViewsLayout() {
        let controller = LoggingController(name: "VC", log: log)
        controller.view = s
        settle()

        for view in [b, a1, a, s] as [LoggingView] { view.setNeedsLayout() }
        XCTAssertEqual(commit(), [
            "-[VC viewWillLayoutSubviews]",
            "-[S layoutSubviews]",
            "-[VC viewDidLayoutSubviews]",
            "-[A layoutSubviews]",
            "-[A1 layoutSubviews]",
            "-[B layoutSubviews]",
        ])
        _ = controller
    }

    // MARK: R3.3, one test per trigger

    func test_R3_3_addingMarksTheAddedViewAndItsNewSuperview() {
        let calls: [(String, (UIView) -> Void)] = [
            ("addSubview:", { self.s.addSubview($0) }),
            ("insertSubview:atIndex:", { self.s.insertSubview($0, at: 1) }),
            ("insertSubview:aboveSubview:", { self.s.insertSubview($0, aboveSubview: self.a) }),
            ("insertSubview:belowSubview:", { self.s.insertSubview($0, belowSubview: self.b) }),
        ]
        for (label, insert) in calls {
            let v = view("V")
            insert(v)
            log.clear()
            XCTAssertEqual(markedForLayout(all + [v]), ["S", "V"], label)
            XCTAssertEqual(commit(), ["-[S layoutSubviews]", "-[V layoutSubviews]"], label)
            v.removeFromSuperview()
            settle()
        }
    }

    func test_R3_3_movingMarksTheMovedViewAndBothSuperviews() {
        r.addSubview(a)
        log.clear()
        XCTAssertEqual(markedForLayout(all), ["R", "S", "A"])
        XCTAssertEqual(commit(), ["-[R layoutSubviews]", "-[S layoutSubviews]", "-[A layoutSubviews]"])
    }

    func test_R3_3_removingMarksTheOldSuperview() {
        a.removeFromSuperview()
        log.clear()
        XCTAssertEqual(markedForLayout(all), ["S"])
        XCTAssertEqual(commit(), ["-[S layoutSubviews]"])
    }

    func test_R3_3_reorderingMarksTheSuperview() {
        let calls: [(String, () -> Void)] = [
            ("bringSubviewToFront:", { self.s.bringSubviewToFront(self.a) }),
            ("sendSubviewToBack:", { self.s.sendSubviewToBack(self.a) }),
            ("exchangeSubviewAtIndex:withSubviewAtIndex:", { self.s.exchangeSubview(at: 0, withSubviewAt: 1) }),
        ]
        for (label, reorder) in calls {
            reorder()
            XCTAssertEqual(markedForLayout(all), ["S"], label)
            XCTAssertEqual(commit(), ["-[S layoutSubviews]"], label)
        }
    }

    func test_R3_3_sizeChangeMarksTheViewAndItsSuperview() {
        s.frame = CGRect(x: 10, y: 10, width: 120, height: 100)
        XCTAssertEqual(markedForLayout(all), ["R", "S"], "via frame")
        XCTAssertEqual(commit(), ["-[R layoutSubviews]", "-[S layoutSubviews]"])

        s.bounds = CGRect(x: 0, y: 0, width: 80, height: 60)
        XCTAssertEqual(markedForLayout(all), ["R", "S"], "via bounds")
        XCTAssertEqual(s.center, CGPoint(x: 70, y: 60), "setting bounds keeps the center")
        XCTAssertEqual(commit(), ["-[R layoutSubviews]", "-[S layoutSubviews]"])

        // A leaf too: its superview is marked, its siblings are not.
        a.frame.size.height = 25
        XCTAssertEqual(markedForLayout(all), ["S", "A"])
        XCTAssertEqual(commit(), ["-[S layoutSubviews]", "-[A layoutSubviews]"])
    }

    func test_R3_3_originChangeOrSameFrameMarksNothing() {
        let changes: [(String, () -> Void)] = [
            ("frame origin", { self.s.frame = CGRect(x: 40, y: 50, width: 100, height: 100) }),
            ("center", { self.s.center = CGPoint(x: 0, y: 0) }),
            ("same frame", { self.s.frame = self.s.frame }),
            ("same bounds", { self.s.bounds = self.s.bounds }),
            ("same size through bounds", { self.a.bounds.size = CGSize(width: 20, height: 20) }),
        ]
        for (label, change) in changes {
            change()
            XCTAssertEqual(markedForLayout(all), [], label)
            XCTAssertEqual(commit(), [], label)
        }
    }

    func test_R3_3_scrollingMarksTheScrollView() {
        let scroll = LoggingScrollView(name: "Scroll", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scroll.contentSize = CGSize(width: 50, height: 500)
        let content = view("Content", CGRect(x: 0, y: 0, width: 50, height: 500))
        scroll.addSubview(content)
        r.addSubview(scroll)
        settle()
        let views = all + [scroll, content]

        scroll.contentOffset = CGPoint(x: 0, y: 30)
        XCTAssertEqual(markedForLayout(views), ["Scroll"], "contentOffset")
        XCTAssertEqual(commit(), ["-[Scroll layoutSubviews]"])

        scroll.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
        XCTAssertEqual(markedForLayout(views), ["Scroll"], "setContentOffset:animated:")
        XCTAssertEqual(commit(), ["-[Scroll layoutSubviews]"])

        scroll.bounds = CGRect(x: 0, y: 90, width: 50, height: 50)
        XCTAssertEqual(markedForLayout(views), ["Scroll"], "bounds origin")
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 90))
        XCTAssertEqual(commit(), ["-[Scroll layoutSubviews]"])

        scroll.contentOffset = CGPoint(x: 0, y: 90)
        XCTAssertEqual(markedForLayout(views), [], "same offset")
        XCTAssertEqual(commit(), [])
    }

    func test_R3_3_windowSizeChangeMarksTheRootView() {
        let window = makeWindow("W", visible: false)
        let root = view("Root", window.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]  // as a controller's view
        let child = view("Child", CGRect(x: 100, y: 100, width: 50, height: 50))
        root.addSubview(child)
        window.addSubview(root)
        settle()

        // Rotation: the screen turns, the window takes its new bounds.
        UIScreen.main.interfaceOrientation = .landscapeLeft
        window.frame = UIScreen.main.bounds
        XCTAssertEqual(root.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(markedForLayout([window, root, child]), ["W", "Root"])
        XCTAssertEqual(commit(), [
            "-[W layoutMarginsDidChange]",
            "-[W safeAreaInsetsDidChange]",
            "-[W layoutSubviews]",
            "-[Root layoutMarginsDidChange]",
            "-[Root safeAreaInsetsDidChange]",
            "-[Root layoutSubviews]",
        ])
    }

    func test_R3_3_setNeedsUpdateConstraintsLeadsToLayoutAfterTheConstraintPass() {
        a.setNeedsUpdateConstraints()
        XCTAssertEqual(markedForLayout(all), [])
        XCTAssertEqual(commit(), ["-[A updateConstraints]", "-[A layoutSubviews]"])
    }

    func test_R3_3_creatingAViewMarksNothing() {
        let v = view("V", CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(markedForLayout(all + [v]), [])
        XCTAssertFalse(DisplayCycle.shared.hasPendingWork)
        XCTAssertEqual(commit(), [])
    }

    // MARK: R3.4

    func test_R3_4_autoresizingAppliesAtOnceBeforeLayout() {
        let fill = view("F", CGRect(x: 0, y: 0, width: 100, height: 100))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinned = view("P", CGRect(x: 80, y: 80, width: 20, height: 20))
        pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        s.addSubview(fill)
        s.addSubview(pinned)
        settle()

        s.frame.size = CGSize(width: 150, height: 120)
        XCTAssertEqual(log.take(), [], "no layout pass has run")
        XCTAssertEqual(fill.frame, CGRect(x: 0, y: 0, width: 150, height: 120))
        XCTAssertEqual(pinned.frame, CGRect(x: 130, y: 100, width: 20, height: 20))
        XCTAssertEqual(markedForLayout(all + [fill, pinned]), ["R", "S", "F"])
        XCTAssertEqual(commit(), ["-[R layoutSubviews]", "-[S layoutSubviews]", "-[F layoutSubviews]"])
    }

    // MARK: R3.5

    func test_R3_5_sizeThatFitsAnswersTheCurrentSize() {
        let plain = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        XCTAssertEqual(plain.sizeThatFits(CGSize(width: 100, height: 100)), CGSize(width: 30, height: 40))
        XCTAssertEqual(plain.sizeThatFits(.zero), CGSize(width: 30, height: 40))
        plain.sizeToFit()
        XCTAssertEqual(plain.frame, CGRect(x: 5, y: 6, width: 30, height: 40))
    }

    func test_R3_5_sizeToFitAsksWithTheCurrentSizeAndKeepsTheOrigin() {
        s.fittingSize = CGSize(width: 70, height: 20)
        a.fittingSize = CGSize(width: 1, height: 1)
        s.sizeToFit()
        XCTAssertEqual(log.take(), ["-[S sizeThatFits:] (100 100)"], "asked once, with the bounds size; no subview asked")
        XCTAssertEqual(s.frame, CGRect(x: 10, y: 10, width: 70, height: 20))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 20, height: 20), "subviews are not sized")
        XCTAssertEqual(markedForLayout(all), ["R", "S"], "a new size marks as usual")
    }

    // MARK: R3.6

    func test_R3_6_layoutThatNeverSettlesIsStoppedAndReported() {
        DisplayCycle.shared.maximumPasses = 5
        a.onLayoutSubviews = { $0.setNeedsLayout() }
        b.onLayoutSubviews = { $0.setNeedsLayout() }
        a.setNeedsLayout()
        b.setNeedsLayout()

        let exception = UIKitException.capture { VirtualRunLoop.main.runOnce() }
        XCTAssertEqual(log.take(), Array(repeating: ["-[A layoutSubviews]", "-[B layoutSubviews]"], count: 5).flatMap { $0 })
        XCTAssertEqual(exception?.name, .internalInconsistencyException)
        XCTAssertEqual(exception?.reason,
                       "The layout did not settle after 5 passes of the display cycle; still invalid: \(a.description), \(b.description)")
        XCTAssertEqual(markedForLayout(all), [], "the marks are cleared")

        a.onLayoutSubviews = nil
        b.onLayoutSubviews = nil
        XCTAssertEqual(commit(), [])
        b.setNeedsLayout()
        XCTAssertEqual(commit(), ["-[B layoutSubviews]"])
    }
}
