import XCTest
@testable import ViewCore

/// R4: display. Views sit inside the safe area of the default device (iPhone 15,
/// 393×852, safe from y 59 to 818) so that no safe-area callbacks interleave.
final class DisplayTests: ViewCoreTestCase {
    var window: LoggingWindow!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        window.setNeedsLayout()  // its first pass reports its safe area; get it done
        settle()
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    // MARK: R4.1

    func test_R4_1_setNeedsDisplayOnlyMarksRectsAccumulateAndDrawingFollowsLayoutTopDown() {
        let v = view("V", CGRect(x: 10, y: 100, width: 100, height: 100))
        let c = view("C", CGRect(x: 10, y: 10, width: 50, height: 50))
        v.addSubview(c)
        window.addSubview(v)
        settle()

        c.setNeedsDisplay()
        v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        v.setNeedsDisplay(CGRect(x: 20, y: 30, width: 10, height: 10))
        v.setNeedsLayout()
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(markedForDisplay([window, v, c]), ["V", "C"])
        XCTAssertEqual(commit(), [
            "-[V layoutSubviews]",
            "-[V drawRect:] (0 0; 30 40)",
            "-[C drawRect:] (0 0; 50 50)",
        ])
        XCTAssertEqual(markedForDisplay([window, v, c]), [])
        XCTAssertEqual(commit(), [])
    }

    func test_R4_1_markingTheWholeViewMeansItsBoundsWhenDrawn() {
        let v = view("V", CGRect(x: 10, y: 100, width: 100, height: 100))
        window.addSubview(v)
        settle()

        v.setNeedsDisplay()
        v.bounds.origin = CGPoint(x: 0, y: 40)  // scrolled after the mark
        XCTAssertEqual(commit(), ["-[V layoutSubviews]", "-[V drawRect:] (0 40; 100 100)"])

        v.setNeedsDisplay(CGRect(x: 0, y: 40, width: 10, height: 10))
        v.setNeedsDisplay()
        XCTAssertEqual(commit(), ["-[V drawRect:] (0 40; 100 100)"], "a part and the whole make the whole")
    }

    // MARK: R4.2

    func test_R4_2_aViewIsDrawnWhenItFirstAppearsOnScreen() {
        let v = view("V", CGRect(x: 10, y: 100, width: 100, height: 100))
        let c = view("C", CGRect(x: 0, y: 0, width: 50, height: 50))
        v.addSubview(c)
        settle()

        window.addSubview(v)
        log.clear()
        XCTAssertEqual(commit(), [
            "-[W layoutSubviews]",
            "-[V layoutSubviews]",
            "-[V drawRect:] (0 0; 100 100)",
            "-[C drawRect:] (0 0; 50 50)",
        ])

        // Back on screen, or in another window: the contents are kept, nothing redraws.
        v.removeFromSuperview()
        window.addSubview(v)
        log.clear()
        XCTAssertEqual(commit(), ["-[W layoutSubviews]", "-[V layoutSubviews]"])
        let other = makeWindow("W2")
        other.setNeedsLayout()
        settle()
        other.addSubview(v)
        log.clear()
        XCTAssertEqual(commit(), ["-[W layoutSubviews]", "-[W2 layoutSubviews]", "-[V layoutSubviews]"])
    }

    func test_R4_2_notDrawnOutsideAWindow() {
        let v = view("V", CGRect(x: 10, y: 100, width: 100, height: 100))
        v.setNeedsDisplay()
        XCTAssertEqual(commit(), [])
        XCTAssertTrue(v.needsDisplay, "the mark waits")

        window.addSubview(v)
        log.clear()
        XCTAssertEqual(commit(), ["-[W layoutSubviews]", "-[V layoutSubviews]", "-[V drawRect:] (0 0; 100 100)"])
    }

    func test_R4_2_notDrawnInAHiddenWindow() {
        let hidden = makeWindow("H", visible: false)
        let v = view("V", CGRect(x: 10, y: 100, width: 100, height: 100))
        hidden.addSubview(v)
        log.clear()
        XCTAssertEqual(commit(), [
            "-[H layoutMarginsDidChange]",
            "-[H safeAreaInsetsDidChange]",
            "-[H layoutSubviews]",
            "-[V layoutSubviews]",
        ])
        XCTAssertTrue(v.needsDisplay)

        show(hidden)
        XCTAssertEqual(commit(), ["-[V drawRect:] (0 0; 100 100)"])
    }

    func test_R4_2_notDrawnWhileHidden() {
        let v = view("V", CGRect(x: 10, y: 100, width: 100, height: 100))
        window.addSubview(v)
        v.isHidden = true
        log.clear()
        XCTAssertEqual(commit(), ["-[W layoutSubviews]", "-[V layoutSubviews]"])

        v.isHidden = false
        XCTAssertEqual(commit(), ["-[V drawRect:] (0 0; 100 100)"])
    }

    func test_R4_2_notDrawnWithEmptyBounds() {
        let v = view("V", CGRect(x: 10, y: 100, width: 0, height: 50))
        window.addSubview(v)
        log.clear()
        XCTAssertEqual(commit(), ["-[W layoutSubviews]", "-[V layoutSubviews]"])
        XCTAssertTrue(v.needsDisplay)

        v.frame.size.width = 40
        XCTAssertEqual(commit(), ["-[W layoutSubviews]", "-[V layoutSubviews]", "-[V drawRect:] (0 0; 40 50)"])
    }

    func test_R4_2_neverDrawnWhenTheRectToDrawIsEmpty() {
        let v = view("V", CGRect(x: 10, y: 100, width: 100, height: 100))
        window.addSubview(v)
        settle()

        v.setNeedsDisplay(CGRect(x: 500, y: 500, width: 10, height: 10))
        XCTAssertEqual(commit(), [], "outside the bounds")
        XCTAssertFalse(v.needsDisplay)
        v.setNeedsDisplay(.zero)
        XCTAssertEqual(commit(), [], "an empty rect")
        v.setNeedsDisplay(CGRect(x: 90, y: 90, width: 50, height: 50))
        XCTAssertEqual(commit(), ["-[V drawRect:] (90 90; 10 10)"], "clipped to the bounds")
    }

    // MARK: R4.3

    func test_R4_3_sizeChangeRedrawsOnlyWithContentModeRedraw() {
        let redraw = view("Redraw", CGRect(x: 10, y: 100, width: 50, height: 50))
        redraw.contentMode = .redraw
        let scale = view("Scale", CGRect(x: 100, y: 100, width: 50, height: 50))
        for v in [redraw, scale] { window.addSubview(v) }
        settle()

        redraw.frame.size = CGSize(width: 60, height: 60)
        scale.frame.size = CGSize(width: 60, height: 60)
        XCTAssertEqual(commit(), [
            "-[W layoutSubviews]",
            "-[Redraw layoutSubviews]",
            "-[Scale layoutSubviews]",
            "-[Redraw drawRect:] (0 0; 60 60)",
        ])

        redraw.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        XCTAssertEqual(commit(), ["-[W layoutSubviews]", "-[Redraw layoutSubviews]", "-[Redraw drawRect:] (0 0; 30 30)"])

        // Moving is not resizing.
        redraw.center = CGPoint(x: 200, y: 300)
        XCTAssertEqual(commit(), [])
    }

    // MARK: R4.4

    func test_R4_4_currentContextExistsOnlyInsideDrawRect() {
        let v = view("V", CGRect(x: 10, y: 100, width: 100, height: 100))
        let c = view("C", CGRect(x: 0, y: 0, width: 20, height: 20))
        v.addSubview(c)
        var seen: [String: CGContext] = [:]
        for view in [v, c] {
            view.onDraw = { view, _ in
                seen[view.name] = UIGraphicsGetCurrentContext()
                UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }
        }
        XCTAssertNil(UIGraphicsGetCurrentContext())
        window.addSubview(v)
        VirtualRunLoop.main.runOnce()
        XCTAssertNil(UIGraphicsGetCurrentContext(), "nil outside drawRect:")
        XCTAssertNotNil(seen["V"])
        XCTAssertTrue(seen["V"] === v.contents)
        XCTAssertTrue(seen["C"] === c.contents)
        XCTAssertFalse(seen["V"] === seen["C"], "each view draws into its own context")
        XCTAssertEqual(v.contents?.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func test_R4_4_clearsContextBeforeDrawing() {
        let v = view("V", CGRect(x: 10, y: 100, width: 100, height: 100))
        v.onDraw = { _, _ in UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
        window.addSubview(v)
        VirtualRunLoop.main.runOnce()
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(v.contents?.operations, [
            .clear(CGRect(x: 0, y: 0, width: 100, height: 100)),
            .fill(CGRect(x: 0, y: 0, width: 5, height: 5), color: black),
        ])

        v.setNeedsDisplay(CGRect(x: 10, y: 10, width: 20, height: 20))
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(v.contents?.operations, [
            .clear(CGRect(x: 10, y: 10, width: 20, height: 20)),
            .fill(CGRect(x: 0, y: 0, width: 5, height: 5), color: black),
        ], "only the rect to draw is cleared")

        v.clearsContextBeforeDrawing = false
        v.setNeedsDisplay()
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(v.contents?.operations, [.fill(CGRect(x: 0, y: 0, width: 5, height: 5), color: black)])
    }

    func test_R4_4_opaqueViewHidesWhatIsUnderIt() throws {
        throw XCTSkip("R4.4's compositing part: ViewCore records drawing per view but has no compositor yet, so there is nothing for `isOpaque` to hide")
    }
}
