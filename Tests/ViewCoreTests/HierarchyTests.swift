import XCTest
@testable import ViewCore

/// R2: hierarchy changes and their callbacks, in UIKit's order.
final class HierarchyTests: ViewCoreTestCase {
    /// V with A (which has A1) and B: a subtree whose pre-order is V A A1 B and
    /// whose post-order is A1 A B V.
    private func makeSubtree() -> (v: LoggingView, a: LoggingView, a1: LoggingView, b: LoggingView) {
        let v = view("V"), a = view("A"), a1 = view("A1"), b = view("B")
        v.addSubview(a)
        a.addSubview(a1)
        v.addSubview(b)
        return (v, a, a1, b)
    }

    // MARK: R2.1

    func test_R2_1_addOrder() {
        let window = makeWindow("W", visible: false)
        let s = view("S")
        window.addSubview(s)
        let (v, a, a1, b) = makeSubtree()

        // What V sees during its callbacks: still outside during the will… calls,
        // inserted during the did… calls.
        var observed: [String] = []
        v.onWillMoveToSuperview = { view, _ in
            observed.append("willMoveToSuperview: superview \(nameOf(view.superview)), window \(nameOf(view.window))")
        }
        v.onDidMoveToWindow = { view in
            observed.append("didMoveToWindow: superview \(nameOf(view.superview)), window \(nameOf(view.window))")
        }
        log.clear()

        s.addSubview(v)
        XCTAssertEqual(log.take(), [
            "-[V willMoveToWindow:] W",
            "-[A willMoveToWindow:] W",
            "-[A1 willMoveToWindow:] W",
            "-[B willMoveToWindow:] W",
            "-[V willMoveToSuperview:] S",
            "-[A1 didMoveToWindow]",
            "-[A didMoveToWindow]",
            "-[B didMoveToWindow]",
            "-[V didMoveToWindow]",
            "-[V didMoveToSuperview]",
            "-[S didAddSubview:] V",
        ])
        XCTAssertEqual(observed, [
            "willMoveToSuperview: superview nil, window nil",
            "didMoveToWindow: superview S, window W",
        ])
        XCTAssertEqual(s.subviews.names, ["V"])
        XCTAssertTrue(v.superview === s)
        for view in [v, a, a1, b] { XCTAssertTrue(view.window === window, view.name) }
    }

    func test_R2_1_addWithoutWindowChangeSkipsWindowCalls() {
        let s = view("S")
        let (v, _, _, _) = makeSubtree()
        log.clear()
        s.addSubview(v)
        XCTAssertEqual(log.take(), [
            "-[V willMoveToSuperview:] S",
            "-[V didMoveToSuperview]",
            "-[S didAddSubview:] V",
        ])
        XCTAssertNil(v.window)
    }

    func test_R2_1_everyInsertionCallFollowsTheSameOrder() {
        let window = makeWindow("W", visible: false)
        let s = view("S"), x = view("X"), y = view("Y")
        window.addSubview(s)
        s.addSubview(x)
        s.addSubview(y)
        let expectedLog = [
            "-[V willMoveToWindow:] W",
            "-[C willMoveToWindow:] W",
            "-[V willMoveToSuperview:] S",
            "-[C didMoveToWindow]",
            "-[V didMoveToWindow]",
            "-[V didMoveToSuperview]",
            "-[S didAddSubview:] V",
        ]
        let cases: [(String, (LoggingView) -> Void, [String])] = [
            ("addSubview:", { s.addSubview($0) }, ["X", "Y", "V"]),
            ("insertSubview:atIndex: 0", { s.insertSubview($0, at: 0) }, ["V", "X", "Y"]),
            ("insertSubview:atIndex: 1", { s.insertSubview($0, at: 1) }, ["X", "V", "Y"]),
            ("insertSubview:atIndex: 2", { s.insertSubview($0, at: 2) }, ["X", "Y", "V"]),
            ("insertSubview:aboveSubview: X", { s.insertSubview($0, aboveSubview: x) }, ["X", "V", "Y"]),
            ("insertSubview:aboveSubview: Y", { s.insertSubview($0, aboveSubview: y) }, ["X", "Y", "V"]),
            ("insertSubview:belowSubview: X", { s.insertSubview($0, belowSubview: x) }, ["V", "X", "Y"]),
            ("insertSubview:belowSubview: Y", { s.insertSubview($0, belowSubview: y) }, ["X", "V", "Y"]),
        ]
        for (label, insert, order) in cases {
            let v = view("V"), c = view("C")
            v.addSubview(c)
            log.clear()
            insert(v)
            XCTAssertEqual(log.take(), expectedLog, label)
            XCTAssertEqual(s.subviews.names, order, label)
            v.removeFromSuperview()
        }
    }

    // MARK: R2.2

    func test_R2_2_removeOrder() {
        let window = makeWindow("W", visible: false)
        let s = view("S")
        window.addSubview(s)
        let (v, a, a1, b) = makeSubtree()
        s.addSubview(v)

        var observed: [String] = []
        v.onWillMoveToSuperview = { view, _ in
            observed.append("willMoveToSuperview: superview \(nameOf(view.superview)), window \(nameOf(view.window))")
        }
        v.onDidMoveToWindow = { view in
            observed.append("didMoveToWindow: superview \(nameOf(view.superview)), window \(nameOf(view.window))")
        }
        log.clear()

        v.removeFromSuperview()
        XCTAssertEqual(log.take(), [
            "-[S willRemoveSubview:] V",
            "-[V willMoveToSuperview:] nil",
            "-[V willMoveToWindow:] nil",
            "-[A willMoveToWindow:] nil",
            "-[A1 willMoveToWindow:] nil",
            "-[B willMoveToWindow:] nil",
            "-[A1 didMoveToWindow]",
            "-[A didMoveToWindow]",
            "-[B didMoveToWindow]",
            "-[V didMoveToWindow]",
            "-[V didMoveToSuperview]",
        ])
        XCTAssertEqual(observed, [
            "willMoveToSuperview: superview S, window W",
            "didMoveToWindow: superview nil, window nil",
        ])
        XCTAssertTrue(s.subviews.isEmpty)
        XCTAssertNil(v.superview)
        for view in [v, a, a1, b] { XCTAssertNil(view.window, view.name) }

        // Removing a view that has no superview does nothing.
        v.removeFromSuperview()
        XCTAssertEqual(log.take(), [])
    }

    func test_R2_2_removeOutsideAWindowSkipsWindowCalls() {
        let s = view("S")
        let (v, _, _, _) = makeSubtree()
        s.addSubview(v)
        log.clear()
        v.removeFromSuperview()
        XCTAssertEqual(log.take(), [
            "-[S willRemoveSubview:] V",
            "-[V willMoveToSuperview:] nil",
            "-[V didMoveToSuperview]",
        ])
    }

    // MARK: R2.3

    func test_R2_3_moveOrder() {
        let w1 = makeWindow("W1", visible: false), w2 = makeWindow("W2", visible: false)
        let s1 = view("S1"), s2 = view("S2"), s3 = view("S3")
        w1.addSubview(s1)
        w2.addSubview(s2)
        w1.addSubview(s3)
        let v = view("V"), c = view("C")
        v.addSubview(c)
        s1.addSubview(v)
        log.clear()

        // Between windows: willRemoveSubview: on the old superview, then R2.1.
        s2.addSubview(v)
        XCTAssertEqual(log.take(), [
            "-[S1 willRemoveSubview:] V",
            "-[V willMoveToWindow:] W2",
            "-[C willMoveToWindow:] W2",
            "-[V willMoveToSuperview:] S2",
            "-[C didMoveToWindow]",
            "-[V didMoveToWindow]",
            "-[V didMoveToSuperview]",
            "-[S2 didAddSubview:] V",
        ])
        XCTAssertTrue(s1.subviews.isEmpty)
        XCTAssertEqual(s2.subviews.names, ["V"])
        XCTAssertTrue(c.window === w2)

        // Within one window: no window calls.
        let s4 = view("S4")
        w2.addSubview(s4)
        log.clear()
        s4.insertSubview(v, at: 0)
        XCTAssertEqual(log.take(), [
            "-[S2 willRemoveSubview:] V",
            "-[V willMoveToSuperview:] S4",
            "-[V didMoveToSuperview]",
            "-[S4 didAddSubview:] V",
        ])
        XCTAssertTrue(v.superview === s4)
        XCTAssertTrue(s2.subviews.isEmpty)

        // Out of a window into a detached view, then back into another window.
        s3.removeFromSuperview()
        log.clear()
        s3.addSubview(v)
        XCTAssertEqual(log.take(), [
            "-[S4 willRemoveSubview:] V",
            "-[V willMoveToWindow:] nil",
            "-[C willMoveToWindow:] nil",
            "-[V willMoveToSuperview:] S3",
            "-[C didMoveToWindow]",
            "-[V didMoveToWindow]",
            "-[V didMoveToSuperview]",
            "-[S3 didAddSubview:] V",
        ])
        w1.addSubview(v)
        XCTAssertEqual(log.take(), [
            "-[S3 willRemoveSubview:] V",
            "-[V willMoveToWindow:] W1",
            "-[C willMoveToWindow:] W1",
            "-[V willMoveToSuperview:] W1",
            "-[C didMoveToWindow]",
            "-[V didMoveToWindow]",
            "-[V didMoveToSuperview]",
            "-[W1 didAddSubview:] V",
        ])
        XCTAssertEqual(w1.subviews.names, ["S1", "V"])
    }

    // MARK: R2.4

    func test_R2_4_reorderSendsNoMoveCallbacks() {
        let window = makeWindow("W", visible: false)
        let s = view("S"), a = view("A"), b = view("B"), c = view("C"), stranger = view("Stranger")
        window.addSubview(s)
        for subview in [a, b, c] { s.addSubview(subview) }
        let all: [UIView] = [window, s, a, b, c, stranger]
        settle()

        let steps: [(String, () -> Void, [String])] = [
            ("bringSubviewToFront: A", { s.bringSubviewToFront(a) }, ["B", "C", "A"]),
            ("sendSubviewToBack: A", { s.sendSubviewToBack(a) }, ["A", "B", "C"]),
            ("exchangeSubviewAtIndex:0 withSubviewAtIndex:2", { s.exchangeSubview(at: 0, withSubviewAt: 2) }, ["C", "B", "A"]),
            ("exchangeSubviewAtIndex:1 withSubviewAtIndex:0", { s.exchangeSubview(at: 1, withSubviewAt: 0) }, ["B", "C", "A"]),
        ]
        for (label, step, order) in steps {
            step()
            XCTAssertEqual(log.take(), [], label)
            XCTAssertEqual(s.subviews.names, order, label)
            XCTAssertEqual(markedForLayout(all), ["S"], label)
            settle()
        }

        // A view that is not a subview is ignored, as in UIKit: nothing changes or is marked.
        s.bringSubviewToFront(stranger)
        s.sendSubviewToBack(stranger)
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(s.subviews.names, ["B", "C", "A"])
        XCTAssertNil(stranger.superview)
        XCTAssertEqual(markedForLayout(all), [])
    }

    /// The engine's decision (UIView+Hierarchy.swift): inserting a view where it
    /// already is a subview only reorders it, like R2.4.
    func test_R2_4_reinsertingASubviewOnlyReorders() {
        let s = view("S"), a = view("A"), b = view("B"), c = view("C")
        for subview in [a, b, c] { s.addSubview(subview) }
        settle()

        s.addSubview(a)
        XCTAssertEqual(s.subviews.names, ["B", "C", "A"])
        s.insertSubview(a, at: 0)
        XCTAssertEqual(s.subviews.names, ["A", "B", "C"])
        s.insertSubview(a, aboveSubview: b)
        XCTAssertEqual(s.subviews.names, ["B", "A", "C"])
        s.insertSubview(c, belowSubview: b)
        XCTAssertEqual(s.subviews.names, ["C", "B", "A"])
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(markedForLayout([s, a, b, c]), ["S"])
    }

    // MARK: R2.5

    func test_R2_5_ancestorEntersWindow() {
        let window = makeWindow("W", visible: false)
        let container = view("C")
        let (v, a, a1, b) = makeSubtree()
        container.addSubview(v)
        log.clear()

        window.addSubview(container)
        XCTAssertEqual(log.take(), [
            "-[C willMoveToWindow:] W",
            "-[V willMoveToWindow:] W",
            "-[A willMoveToWindow:] W",
            "-[A1 willMoveToWindow:] W",
            "-[B willMoveToWindow:] W",
            "-[C willMoveToSuperview:] W",
            "-[A1 didMoveToWindow]",
            "-[A didMoveToWindow]",
            "-[B didMoveToWindow]",
            "-[V didMoveToWindow]",
            "-[C didMoveToWindow]",
            "-[C didMoveToSuperview]",
            "-[W didAddSubview:] C",
        ])
        for view in [container, v, a, a1, b] { XCTAssertTrue(view.window === window, view.name) }

        container.removeFromSuperview()
        XCTAssertEqual(log.take(), [
            "-[W willRemoveSubview:] C",
            "-[C willMoveToSuperview:] nil",
            "-[C willMoveToWindow:] nil",
            "-[V willMoveToWindow:] nil",
            "-[A willMoveToWindow:] nil",
            "-[A1 willMoveToWindow:] nil",
            "-[B willMoveToWindow:] nil",
            "-[A1 didMoveToWindow]",
            "-[A didMoveToWindow]",
            "-[B didMoveToWindow]",
            "-[V didMoveToWindow]",
            "-[C didMoveToWindow]",
            "-[C didMoveToSuperview]",
        ])
        for view in [container, v, a, a1, b] { XCTAssertNil(view.window, view.name) }
    }

    // MARK: R2.6

    func test_R2_6_deallocOrder() {
        var v: LoggingView? = view("V")
        do {
            let a = view("A")
            a.addSubview(view("A1"))
            v!.addSubview(a)
            v!.addSubview(view("B"))
        }
        log.clear()

        v = nil
        XCTAssertEqual(log.take(), [
            "-[V dealloc]",
            "-[V willRemoveSubview:] B",
            "-[B willMoveToSuperview:] nil",
            "-[B didMoveToSuperview]",
            "-[B dealloc]",
            "-[V willRemoveSubview:] A",
            "-[A willMoveToSuperview:] nil",
            "-[A didMoveToSuperview]",
            "-[A dealloc]",
            "-[A willRemoveSubview:] A1",
            "-[A1 willMoveToSuperview:] nil",
            "-[A1 didMoveToSuperview]",
            "-[A1 dealloc]",
        ])
    }

    func test_R2_6_subviewHeldElsewhereIsRemovedButLives() {
        var v: LoggingView? = view("V")
        let kept = view("K")
        v!.addSubview(kept)
        log.clear()

        v = nil
        XCTAssertEqual(log.take(), [
            "-[V dealloc]",
            "-[V willRemoveSubview:] K",
            "-[K willMoveToSuperview:] nil",
            "-[K didMoveToSuperview]",
        ])
        XCTAssertNil(kept.superview)
        XCTAssertNil(kept.window)
    }

    func test_R2_6_windowDeallocSendsWindowCalls() {
        var window: LoggingWindow? = makeWindow("W", visible: false)
        do {
            let a = view("A")
            a.addSubview(view("A1"))
            window!.addSubview(a)
        }
        log.clear()

        window = nil
        XCTAssertEqual(log.take(), [
            "-[W dealloc]",
            "-[W willRemoveSubview:] A",
            "-[A willMoveToSuperview:] nil",
            "-[A willMoveToWindow:] nil",
            "-[A1 willMoveToWindow:] nil",
            "-[A1 didMoveToWindow]",
            "-[A didMoveToWindow]",
            "-[A didMoveToSuperview]",
            "-[A dealloc]",
            "-[A willRemoveSubview:] A1",
            "-[A1 willMoveToSuperview:] nil",
            "-[A1 didMoveToSuperview]",
            "-[A1 dealloc]",
        ])
    }

    func test_R2_6_controllerDeallocReleasesItsView() {
        var controller: LoggingController? = LoggingController(name: "VC", log: log)
        do {
            let v = view("V")
            v.addSubview(view("A"))
            controller!.view = v
        }
        log.clear()

        controller = nil
        XCTAssertEqual(log.take(), [
            "-[VC dealloc]",
            "-[V dealloc]",
            "-[V willRemoveSubview:] A",
            "-[A willMoveToSuperview:] nil",
            "-[A didMoveToSuperview]",
            "-[A dealloc]",
        ])
    }

    /// R2.6 nests one deallocation inside another per level. Past
    /// `ViewReleaseQueue.maximumNestedDeallocations` (64) nested deallocations the
    /// engine bounds the native stack: a dying view's subviews still leave it in
    /// UIKit's order, but are kept until the outermost deallocation has done the
    /// rest of its work, then deallocate oldest first. Here V64, whose deallocation
    /// is the 65th nested one, has two subviews: UIKit would deallocate B (and its
    /// subtree) before removing A; the engine removes both first. Above that depth
    /// (and in every hierarchy up to 64 levels) the order is UIKit's.
    func test_R2_6_deallocationsNestedPastTheBoundComeAfterTheRest() {
        XCTAssertEqual(ViewReleaseQueue.maximumNestedDeallocations, 64)
        var top: LoggingView? = view("V0")
        do {
            var bottom = top!
            for level in 1...64 {
                let next = view("V\(level)")
                bottom.addSubview(next)
                bottom = next
            }
            let a = view("A")
            a.addSubview(view("A1"))
            bottom.addSubview(a)
            bottom.addSubview(view("B"))
        }
        log.clear()

        top = nil
        var nested: [String] = ["-[V0 dealloc]"]
        for level in 1...64 {
            nested += ["-[V\(level - 1) willRemoveSubview:] V\(level)", "-[V\(level) willMoveToSuperview:] nil",
                       "-[V\(level) didMoveToSuperview]", "-[V\(level) dealloc]"]
        }
        XCTAssertEqual(log.take(), nested + [
            "-[V64 willRemoveSubview:] B",
            "-[B willMoveToSuperview:] nil",
            "-[B didMoveToSuperview]",
            "-[V64 willRemoveSubview:] A",
            "-[A willMoveToSuperview:] nil",
            "-[A didMoveToSuperview]",
            // The outermost deallocation is done: the kept views go, oldest first.
            "-[B dealloc]",
            "-[A dealloc]",
            "-[A willRemoveSubview:] A1",
            "-[A1 willMoveToSuperview:] nil",
            "-[A1 didMoveToSuperview]",
            "-[A1 dealloc]",
        ])
    }

    /// A subview whose `removeFromSuperview` override never calls super stays in
    /// place during the teardown; it must not be left pointing at the freed superview.
    final class StubbornView: LoggingView {
        override func removeFromSuperview() { log.add("-[\(name) removeFromSuperview] (refused)") }
    }

    func test_R2_6_subviewThatRefusesToLeaveIsNotLeftDangling() {
        var v: LoggingView? = view("V")
        let stubborn = StubbornView(name: "K", log: log)
        v!.addSubview(stubborn)
        log.clear()

        v = nil
        XCTAssertEqual(log.take(), [
            "-[V dealloc]",
            "-[K removeFromSuperview] (refused)",
        ])
        XCTAssertNil(stubborn.superview)
        XCTAssertNil(stubborn.window)
        // The orphan is usable: it can join another view.
        let s = view("S")
        s.addSubview(stubborn)
        XCTAssertEqual(log.take(), [
            "-[K willMoveToSuperview:] S",
            "-[K didMoveToSuperview]",
            "-[S didAddSubview:] K",
        ])
    }

    // MARK: R2.7

    /// After a refused call: no callback ran, the hierarchy and the marks are as before.
    private func assertUnchanged(_ s: LoggingView, _ subviews: [String], _ marked: [UIView],
                                 file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(log.take(), [], "callbacks", file: file, line: line)
        XCTAssertEqual(s.subviews.names, subviews, "subviews", file: file, line: line)
        XCTAssertEqual(markedForLayout(marked), [], "layout marks", file: file, line: line)
    }

    func test_R2_7_addingSelfRaises() {
        let s = view("S"), a = view("A")
        s.addSubview(a)
        settle()
        for (label, call) in [
            ("addSubview:", { s.addSubview(s) }),
            ("insertSubview:atIndex:", { s.insertSubview(s, at: 0) }),
            ("insertSubview:aboveSubview:", { s.insertSubview(s, aboveSubview: a) }),
            ("insertSubview:belowSubview:", { s.insertSubview(s, belowSubview: a) }),
        ] as [(String, () -> Void)] {
            assertRaises(.invalidArgumentException, "Can't add self as subview", call)
            assertUnchanged(s, ["A"], [s, a])
            XCTAssertNil(s.superview, label)
        }
    }

    func test_R2_7_addingToADescendantRaises() {
        let root = view("R"), s = view("S"), d = view("D")
        root.addSubview(s)
        s.addSubview(d)
        settle()
        let all = [root, s, d]
        assertRaises(.invalidArgumentException, "-[LoggingView addSubview:]: can't add a view to one of its own descendants") {
            d.addSubview(root)
        }
        assertUnchanged(d, [], all)
        assertRaises(.invalidArgumentException, "-[LoggingView insertSubview:atIndex:]: can't add a view to one of its own descendants") {
            d.insertSubview(s, at: 0)
        }
        assertUnchanged(d, [], all)
        assertRaises(.invalidArgumentException, "-[LoggingView insertSubview:aboveSubview:]: can't add a view to one of its own descendants") {
            s.insertSubview(root, aboveSubview: d)
        }
        assertUnchanged(s, ["D"], all)
        assertRaises(.invalidArgumentException, "-[LoggingView insertSubview:belowSubview:]: can't add a view to one of its own descendants") {
            s.insertSubview(root, belowSubview: d)
        }
        assertUnchanged(s, ["D"], all)
        XCTAssertNil(root.superview)
        XCTAssertTrue(s.superview === root)
        XCTAssertTrue(d.superview === s)
    }

    func test_R2_7_insertAtIndexOutOfRangeRaises() {
        let s = view("S"), a = view("A"), b = view("B"), v = view("V")
        s.addSubview(a)
        s.addSubview(b)
        settle()
        let all = [s, a, b, v]
        // A new subview: 0...count is valid.
        assertRaises(.rangeException, "-[LoggingView insertSubview:atIndex:]: index 3 beyond bounds [0 .. 2]") {
            s.insertSubview(v, at: 3)
        }
        assertUnchanged(s, ["A", "B"], all)
        assertRaises(.rangeException, "-[LoggingView insertSubview:atIndex:]: index -1 beyond bounds [0 .. 2]") {
            s.insertSubview(v, at: -1)
        }
        assertUnchanged(s, ["A", "B"], all)
        XCTAssertNil(v.superview)
        // A view that already is a subview: the same range.
        assertRaises(.rangeException, "-[LoggingView insertSubview:atIndex:]: index 3 beyond bounds [0 .. 2]") {
            s.insertSubview(a, at: 3)
        }
        assertUnchanged(s, ["A", "B"], all)
        assertRaises(.rangeException, "-[LoggingView insertSubview:atIndex:]: index -1 beyond bounds [0 .. 2]") {
            s.insertSubview(b, at: -1)
        }
        assertUnchanged(s, ["A", "B"], all)
        // The bounds themselves are valid.
        s.insertSubview(v, at: 2)
        XCTAssertEqual(s.subviews.names, ["A", "B", "V"])
    }

    func test_R2_7_exchangeIndexOutOfRangeRaises() {
        let s = view("S"), a = view("A"), b = view("B")
        s.addSubview(a)
        s.addSubview(b)
        settle()
        let all = [s, a, b]
        assertRaises(.rangeException, "-[LoggingView exchangeSubviewAtIndex:withSubviewAtIndex:]: index 2 beyond bounds [0 .. 1]") {
            s.exchangeSubview(at: 2, withSubviewAt: 0)
        }
        assertUnchanged(s, ["A", "B"], all)
        assertRaises(.rangeException, "-[LoggingView exchangeSubviewAtIndex:withSubviewAtIndex:]: index 5 beyond bounds [0 .. 1]") {
            s.exchangeSubview(at: 1, withSubviewAt: 5)
        }
        assertUnchanged(s, ["A", "B"], all)
        assertRaises(.rangeException, "-[LoggingView exchangeSubviewAtIndex:withSubviewAtIndex:]: index -1 beyond bounds [0 .. 1]") {
            s.exchangeSubview(at: -1, withSubviewAt: 1)
        }
        assertUnchanged(s, ["A", "B"], all)
    }

    func test_R2_7_insertAboveANonSubviewRaises() {
        let s = view("S"), a = view("A"), v = view("V"), stranger = view("X")
        s.addSubview(a)
        settle()
        assertRaises(.invalidArgumentException,
                     "-[LoggingView insertSubview:aboveSubview:]: LoggingView #\(stranger.objectID) is not a subview of LoggingView #\(s.objectID)") {
            s.insertSubview(v, aboveSubview: stranger)
        }
        assertUnchanged(s, ["A"], [s, a, v, stranger])
        XCTAssertNil(v.superview)
    }

    func test_R2_7_insertBelowANonSubviewRaises() {
        let s = view("S"), a = view("A"), v = view("V"), other = view("O"), nephew = view("N")
        s.addSubview(a)
        other.addSubview(nephew)
        settle()
        // A subview of another view is not a sibling either.
        assertRaises(.invalidArgumentException,
                     "-[LoggingView insertSubview:belowSubview:]: LoggingView #\(nephew.objectID) is not a subview of LoggingView #\(s.objectID)") {
            s.insertSubview(v, belowSubview: nephew)
        }
        assertUnchanged(s, ["A"], [s, a, v, other, nephew])
        XCTAssertNil(v.superview)
    }
}
