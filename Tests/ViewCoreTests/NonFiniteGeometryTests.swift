import XCTest
@testable import ViewCore

/// Issue 11: no number a script can give (NaN, ±infinity) traps inside Foundation.
/// NaN geometry is refused at the assignment as Core Animation refuses it
/// (`CALayerInvalidGeometry`, "CALayer position contains NaN: [nan 333.5]",
/// "CALayer bounds contains NaN: [0 nan; 320 291]", the reasons crash reports
/// quote); an infinite position is kept, as a layer keeps it (daydreamboy/
/// HelloProjects' HelloIssueUI_CALayerPositionNaNCrash: a position of `width / 0`
/// "Ok, not crash", NaN raises); and every computation on geometry uses the
/// total rectangle functions of Geometry.swift.
final class NonFiniteGeometryTests: ViewCoreTestCase {
    let nan = CGFloat.nan, inf = CGFloat.infinity

    // MARK: The total rectangle functions

    /// For finite input (and the null and infinite rects), the functions agree with
    /// Foundation's methods, which follow CoreGraphics: standardized results,
    /// CGRectNull for rects that do not meet, touching rects meeting in a zero-width rect.
    func test_rectFunctionsGiveCoreGraphicsResultsForFiniteInput() {
        var random = SplitMix64(seed: 11)
        func coordinate() -> CGFloat { CGFloat(Int(random.next() % 21) - 10) / 2 }
        var rects: [CGRect] = [.null, .infinite, .zero, CGRect(x: 0, y: 0, width: 10, height: 5),
                               CGRect(x: 0, y: 5, width: 10, height: 5), CGRect(x: 10, y: 10, width: -5, height: -5)]
        for _ in 0..<60 { rects.append(CGRect(x: coordinate(), y: coordinate(), width: coordinate(), height: coordinate())) }
        let points = (0..<20).map { _ in CGPoint(x: coordinate(), y: coordinate()) } + [.zero, CGPoint(x: 10, y: 5)]

        for a in rects {
            XCTAssertEqual(CGRectStandardize(a), a.standardized, "\(a)")
            XCTAssertEqual(CGRectIsEmpty(a), a.isEmpty, "\(a)")
            XCTAssertEqual(CGRectInset(a, 1, -2), a.insetBy(dx: 1, dy: -2), "\(a)")
            XCTAssertEqual(CGRectInset(a, 3, 3), a.insetBy(dx: 3, dy: 3), "\(a)")
            XCTAssertEqual(CGRectOffset(a, 1.5, -2), a.offsetBy(dx: 1.5, dy: -2), "\(a)")
            for point in points {
                XCTAssertEqual(CGRectContainsPoint(a, point), a.contains(point), "\(a) \(point)")
            }
            for b in rects {
                XCTAssertEqual(CGRectIntersection(a, b), a.intersection(b), "\(a) ∩ \(b)")
                XCTAssertEqual(CGRectUnion(a, b), a.union(b), "\(a) ∪ \(b)")
                XCTAssertEqual(CGRectIntersectsRect(a, b), a.intersects(b), "\(a) meets \(b)")
                XCTAssertEqual(CGRectContainsRect(a, b), a.contains(b), "\(a) contains \(b)")
            }
        }
    }

    /// Foundation traps on these (intersection, contains and intersects of a rect
    /// with a NaN edge); the functions answer as for CGRectNull.
    func test_rectFunctionsTreatNaNAsTheNullRect() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
        let undefined = [CGRect(x: nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: nan, height: 10),
                         CGRect(x: 0, y: nan, width: 10, height: nan),
                         CGRect(x: -inf, y: 0, width: inf, height: 10)]  // its maximum edge is NaN
        for u in undefined {
            XCTAssertTrue(CGRectIntersection(r, u).isNull, "\(u)")
            XCTAssertTrue(CGRectIntersection(u, r).isNull, "\(u)")
            XCTAssertEqual(CGRectUnion(r, u), r, "\(u) contributes nothing")
            XCTAssertEqual(CGRectUnion(u, r), r, "\(u) contributes nothing")
            XCTAssertTrue(CGRectUnion(u, u).isNull, "\(u)")
            XCTAssertFalse(CGRectContainsPoint(u, CGPoint(x: 1, y: 1)), "\(u)")
            XCTAssertFalse(CGRectIntersectsRect(r, u), "\(u)")
            XCTAssertTrue(CGRectContainsRect(r, u), "\(u) adds nothing to r")
            XCTAssertFalse(CGRectContainsRect(u, r), "\(u)")
            XCTAssertTrue(CGRectIsEmpty(u), "\(u)")
            XCTAssertTrue(CGRectIsNull(u), "\(u)")
            XCTAssertTrue(CGRectStandardize(u).isNull, "\(u)")
            XCTAssertTrue(CGRectInset(u, 1, 1).isNull, "\(u)")
            XCTAssertTrue(CGRectOffset(u, 1, 1).isNull, "\(u)")
        }
        XCTAssertFalse(CGRectContainsPoint(r, CGPoint(x: nan, y: 1)))
        XCTAssertTrue(CGRectInset(r, nan, 1).isNull)
        XCTAssertTrue(CGRectOffset(r, 1, nan).isNull)

        // Infinite values compute as CoreGraphics computes them.
        let wide = CGRect(x: 0, y: 0, width: inf, height: 10)
        XCTAssertEqual(CGRectIntersection(wide, r), r)
        XCTAssertEqual(CGRectUnion(wide, r), wide)
        XCTAssertTrue(CGRectContainsPoint(wide, CGPoint(x: 1e300, y: 1)))
        XCTAssertFalse(CGRectContainsPoint(r, CGPoint(x: inf, y: 1)))
        XCTAssertTrue(CGRectIntersection(CGRect(x: -inf, y: 0, width: 10, height: 10), r).isNull)
    }

    // MARK: Refused at the assignment

    func test_NaNGeometryIsRefusedAsCoreAnimationRefusesIt() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        assertRaises(.layerInvalidGeometry, "CALayer position contains NaN: [nan 40]") {
            v.frame = CGRect(x: nan, y: 20, width: 30, height: 40)
        }
        assertRaises(.layerInvalidGeometry, "CALayer position contains NaN: [25 nan]") {
            v.frame = CGRect(x: 10, y: 20, width: 30, height: nan)
        }
        assertRaises(.layerInvalidGeometry, "CALayer position contains NaN: [nan 40]") {
            v.frame = CGRect(x: -inf, y: 20, width: inf, height: 40)
        }
        assertRaises(.layerInvalidGeometry, "CALayer bounds contains NaN: [0 nan; 30 40]") {
            v.bounds = CGRect(x: 0, y: nan, width: 30, height: 40)
        }
        assertRaises(.layerInvalidGeometry, "CALayer position contains NaN: [nan nan]") {
            v.center = CGPoint(x: nan, y: nan)
        }
        assertRaises(.invalidArgumentException, "-[UIView setAlpha:]: alpha is NaN") { v.alpha = nan }
        assertRaises(.invalidArgumentException, "-[UIView setLayoutMargins:]: {1, nan, 1, 1} contains NaN") {
            v.layoutMargins = UIEdgeInsets(top: 1, left: nan, bottom: 1, right: 1)
        }
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 20, width: 30, height: 40), "the old values stay")
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(v.alpha, 1)
        XCTAssertEqual(v.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertFalse(v.needsLayout, "nothing was marked")

        var created: UIView?
        assertRaises(.layerInvalidGeometry, "CALayer position contains NaN: [nan 5]") {
            created = UIView(frame: CGRect(x: 0, y: 0, width: nan, height: 10))
        }
        XCTAssertEqual(created?.frame, .zero, "a view created with a NaN frame starts with a zero one")

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        assertRaises(.layerInvalidGeometry, "CALayer bounds contains NaN: [nan 0; 100 100]") {
            scroll.contentOffset = CGPoint(x: nan, y: 0)
        }
        assertRaises(.invalidArgumentException, "-[UIScrollView setContentSize:]: (nan 10) contains NaN") {
            scroll.contentSize = CGSize(width: nan, height: 10)
        }
        assertRaises(.invalidArgumentException, "-[UIScrollView setContentInset:]: {nan, 0, 0, 0} contains NaN") {
            scroll.contentInset = UIEdgeInsets(top: nan, left: 0, bottom: 0, right: 0)
        }
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 30))
        XCTAssertEqual(scroll.contentSize, .zero)
        XCTAssertEqual(scroll.contentInset, .zero)

        let controller = UIViewController()
        assertRaises(.invalidArgumentException,
                     "-[UIViewController setAdditionalSafeAreaInsets:]: {0, 0, nan, 0} contains NaN") {
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: nan, right: 0)
        }
        XCTAssertEqual(controller.additionalSafeAreaInsets, .zero)
    }

    /// R3.5's sizeToFit takes whatever sizeThatFits answers: a NaN answer is refused
    /// by the frame it would make.
    func test_R3_5_aNaNSizeThatFitsIsRefusedBySizeToFit() {
        let v = view("V", CGRect(x: 0, y: 0, width: 10, height: 10))
        v.fittingSize = CGSize(width: nan, height: 4)
        assertRaises(.layerInvalidGeometry, "CALayer position contains NaN: [nan 2]") { v.sizeToFit() }
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // MARK: Kept, and nothing traps

    /// Infinite geometry is kept; layout, drawing, hit-testing, conversion, marking
    /// rects and describing go on without trapping.
    func test_infiniteGeometryIsKeptAndNothingTrapsOnIt() {
        let window = makeWindow("W")
        let wide = view("Wide", CGRect(x: 0, y: 0, width: inf, height: 100))
        let far = view("Far", CGRect(x: inf, y: -inf, width: 10, height: 10))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(wide)
        window.addSubview(far)
        window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: inf, y: -inf)
        scroll.contentSize = CGSize(width: inf, height: inf)
        scroll.contentInset = UIEdgeInsets(top: inf, left: 0, bottom: -inf, right: 0)
        wide.alpha = inf
        XCTAssertEqual(wide.frame.width, inf)
        XCTAssertEqual(far.center, CGPoint(x: inf, y: -inf))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: inf, y: -inf))

        XCTAssertEqual(commit().filter { $0.contains("drawRect:") },
                       ["-[Wide drawRect:] (0 0; inf 100)", "-[Far drawRect:] (0 0; 10 10)"], "R4.2: drawn on arrival")
        wide.setNeedsDisplay(CGRect(x: 5, y: 0, width: inf, height: inf))
        far.setNeedsDisplay(CGRect(x: -inf, y: 0, width: inf, height: 1))  // its right edge is NaN
        XCTAssertEqual(commit().filter { $0.contains("drawRect:") }, ["-[Wide drawRect:] (5 0; inf 100)"])

        XCTAssertTrue(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === wide)
        XCTAssertTrue(window.hitTest(CGPoint(x: 1e300, y: 5), with: nil) === nil, "outside the window")
        XCTAssertTrue(wide.hitTest(CGPoint(x: 1e300, y: 5), with: nil) === wide)
        XCTAssertEqual(far.convert(CGPoint(x: 1, y: 1), to: window), CGPoint(x: inf, y: -inf))
        XCTAssertEqual(window.convert(CGPoint(x: 1, y: 1), to: far), CGPoint(x: -inf, y: inf))
        XCTAssertTrue(far.convert(CGPoint(x: 1, y: 1), to: wide).x.isInfinite)
        XCTAssertTrue(wide.convert(CGPoint(x: nan, y: 1), to: far).x.isNaN)
        XCTAssertTrue(window.recursiveDescription().contains("frame = (inf -inf; 10 10)"))
        Simulator.tap(CGPoint(x: nan, y: nan))
        XCTAssertNil(window.hitTest(CGPoint(x: nan, y: 5), with: nil))
    }

    /// UIKit documents nothing for a NaN rect; it names no area, so it marks nothing.
    func test_R4_1_setNeedsDisplayWithANaNRectMarksNothing() {
        let window = makeWindow("W")
        let v = view("V", CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(v)
        settle()
        v.setNeedsDisplay(CGRect(x: nan, y: 0, width: 5, height: 5))
        XCTAssertFalse(v.needsDisplay)
        v.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
        v.setNeedsDisplay(CGRect(x: 0, y: nan, width: 5, height: 5))
        XCTAssertEqual(commit(), ["-[V drawRect:] (1 1; 2 2)"])
    }
}
