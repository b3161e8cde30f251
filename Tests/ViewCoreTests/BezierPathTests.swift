import XCTest
@testable import ViewCore

/// A view that draws with a closure.
private final class Canvas: UIView {
    var drawing: (CGContext) -> Void = { _ in }

    override func draw(_ rect: CGRect) {
        if let context = UIGraphicsGetCurrentContext() { drawing(context) }
    }
}

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

/// UIBezierPath: R4.6 (what a path is made of) and R4.7 (how it draws into
/// the current context). Pixel tests at scale 1, each primitive against its
/// reference image in Tests/Fixtures/snapshots.
final class BezierPathTests: ViewCoreTestCase {
    private func assertPixel(_ bitmap: Bitmap, _ x: Int, _ y: Int, _ expected: [Int], accuracy: Int = 2,
                             file: StaticString = #filePath, line: UInt = #line) {
        let p = bitmap.pixel(x: x, y: y)
        let actual = [p.red, p.green, p.blue, p.alpha].map(Int.init)
        XCTAssertTrue(zip(actual, expected).allSatisfy { abs($0 - $1) <= accuracy },
                      "pixel (\(x), \(y)) is \(actual), not \(expected)", file: file, line: line)
    }

    /// A 40×40 transparent canvas's pixels after `drawing`.
    private func pixels(_ drawing: @escaping (CGContext) -> Void) throws -> Bitmap {
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        canvas.isOpaque = false
        canvas.drawing = drawing
        return try canvas.snapshot(scale: 1)
    }

    private func describe(_ path: UIBezierPath) -> String { CGContext.PathElement.describe(path.elements) }

    // MARK: R4.6 What a path is made of

    /// `UIBezierPath` reference: rect, oval and rounded rect paths are closed
    /// subpaths; the current point after a close is the subpath's start.
    func test_R4_6_shapesAreClosedSubpathsThatReadAsWhatMadeThem() {
        let rect = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 10, height: 20))
        XCTAssertEqual(describe(rect), "R (1 2; 10 20)")
        XCTAssertEqual(rect.currentPoint, CGPoint(x: 1, y: 2))
        XCTAssertEqual(rect.bounds, CGRect(x: 1, y: 2, width: 10, height: 20))
        XCTAssertFalse(rect.isEmpty)
        XCTAssertEqual(describe(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 4))), "E (0 0; 8 4)")
        XCTAssertEqual(describe(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 8, height: 4), cornerRadius: 1)),
                       "RR (0 0; 8 4) r 1")
        let empty = UIBezierPath()
        XCTAssertTrue(empty.isEmpty)
        XCTAssertEqual(empty.currentPoint, .zero)
        XCTAssertTrue(empty.bounds.isNull)
        XCTAssertEqual(empty.lineWidth, 1)
        XCTAssertEqual(empty.miterLimit, 10)
        XCTAssertEqual(empty.lineCapStyle, .butt)
        XCTAssertEqual(empty.lineJoinStyle, .miter)
        XCTAssertFalse(empty.usesEvenOddFillRule)
    }

    /// `UIBezierPath.bounds`: "the smallest rectangle that completely encloses
    /// all points in the path, including any control points".
    func test_R4_6_boundsIncludeTheControlPoints() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), controlPoint1: CGPoint(x: 0, y: 20), controlPoint2: CGPoint(x: 10, y: 20))
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 0))
        XCTAssertEqual(path.cgPath.boundingBoxOfPath.height, 15, accuracy: 0.1)
    }

    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`'s reference: "Values
    /// larger than half the rectangle's width or height are clamped
    /// appropriately to half the width or height"; and, as answers on Stack
    /// Overflow found ("UIBezierPath issue with oval shape", 2023: "the height
    /// value of cornerRadii is ignored"), only the width counts: a 100×40
    /// rectangle asked for radii of 40 gets corners of 20 (jianshu.com/p/f936bb30f105).
    func test_R4_6_roundedCornersClampTheRadiusToHalfTheShorterSideAndIgnoreTheHeight() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let bottom = UIBezierPath(roundedRect: rect, byRoundingCorners: [.bottomLeft, .bottomRight],
                                  cornerRadii: CGSize(width: 40, height: 2))
        XCTAssertEqual(describe(bottom), "RR (0 0; 100 40) r 40 bl br")
        XCTAssertTrue(bottom.contains(CGPoint(x: 1, y: 1)), "the top corners stay square")
        XCTAssertTrue(bottom.contains(CGPoint(x: 98, y: 1)))
        // Outside a corner of 20 (its centre is 24 away), inside one of 2 or of the height's.
        XCTAssertFalse(bottom.contains(CGPoint(x: 3, y: 37)))
        XCTAssertFalse(bottom.contains(CGPoint(x: 97, y: 37)))
        XCTAssertTrue(bottom.contains(CGPoint(x: 20, y: 39)), "the corner is no larger than 20")
        XCTAssertTrue(bottom.contains(CGPoint(x: 6, y: 34)), "it is a corner of 20: 19.8 from its centre")
        XCTAssertEqual(bottom.bounds, rect)

        let all = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 5, height: 30))
        XCTAssertFalse(all.contains(CGPoint(x: 0.5, y: 0.5)))
        XCTAssertTrue(all.contains(CGPoint(x: 3, y: 3)), "a corner of 5, not of 30")
        let none = UIBezierPath(roundedRect: rect, byRoundingCorners: [], cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertTrue(none.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    /// `UIBezierPath`'s arc: "a start angle of 0 radians, an end angle of π
    /// radians, and setting the clockwise parameter to true draws the bottom
    /// half of the circle"; the current point is the arc's end.
    func test_R4_6_arcsTurnClockwiseAsTheScreenShowsThem() {
        let center = CGPoint(x: 50, y: 50)
        let bottom = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        XCTAssertEqual(bottom.bounds.maxY, 60, accuracy: 0.01)
        XCTAssertEqual(bottom.bounds.minY, 50, accuracy: 0.01)
        XCTAssertEqual(bottom.currentPoint.x, 40, accuracy: 0.001)
        let top = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        XCTAssertEqual(top.bounds.minY, 40, accuracy: 0.01)
        XCTAssertEqual(top.bounds.maxY, 50, accuracy: 0.01)
        // An arc added to a subpath is joined to it by a line.
        let joined = UIBezierPath()
        joined.move(to: .zero)
        joined.addArc(withCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(joined.bounds.minX, 0)
        XCTAssertEqual(joined.currentPoint.y, 60, accuracy: 0.001)
    }

    /// iOS ignores a line, a curve or a close with no current point, and logs
    /// CoreGraphics' complaint.
    func test_R4_6_aSegmentWithNoCurrentPointIsIgnoredWithIOSsWarning() {
        let path = UIBezierPath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addCurve(to: .zero, controlPoint1: .zero, controlPoint2: .zero)
        path.addQuadCurve(to: .zero, controlPoint: .zero)
        path.close()
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(warnings, ["CGPathAddLineToPoint: no current point.", "CGPathAddCurveToPoint: no current point.",
                                  "CGPathAddQuadCurveToPoint: no current point.", "CGPathCloseSubpath: no current point."])
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.close()
        XCTAssertEqual(describe(path), "M 0 0 L 5 5 Z")
        XCTAssertEqual(path.currentPoint, .zero)
        path.removeAllPoints()
        XCTAssertTrue(path.isEmpty)
    }

    /// `usesEvenOddFillRule`: the even-odd rule decides `contains` (and fills
    /// and clips); the nonzero rule by default.
    func test_R4_6_containsFollowsTheFillRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        XCTAssertTrue(path.contains(CGPoint(x: 15, y: 15)))
        path.usesEvenOddFillRule = true
        XCTAssertFalse(path.contains(CGPoint(x: 15, y: 15)))
        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(path.contains(CGPoint(x: 35, y: 5)))
        // An open subpath counts as closed.
        let triangle = UIBezierPath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 20, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 20))
        XCTAssertTrue(triangle.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(triangle.contains(CGPoint(x: 15, y: 15)))
    }

    /// `reversing()`: "the reversed contents of the current path": each
    /// subpath from its end to its start, curves with their handles swapped.
    func test_R4_6_reversingTracesEachSubpathBackward() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 2), controlPoint2: CGPoint(x: 12, y: 8))
        path.move(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 20))
        path.close()
        path.lineWidth = 3
        let reversed = path.reversing()
        XCTAssertEqual(describe(reversed), "M 30 20 L 20 20 Z M 10 10 C 12 8 12 2 10 0 L 0 0")
        XCTAssertEqual(reversed.lineWidth, 3)
        XCTAssertEqual(describe(path.reversing().reversing()), "M 0 0 L 10 0 C 12 2 12 8 10 10 M 20 20 L 30 20 Z")
        XCTAssertEqual(reversed.bounds, path.bounds)
    }

    /// `apply(_:)` moves every point; `append(_:)` adds the other path's
    /// elements; `cgPath` is a copy, and setting one replaces the elements;
    /// a copy keeps every attribute.
    func test_R4_6_applyAppendCGPathAndCopies() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1))
        XCTAssertEqual(path.bounds, CGRect(x: 5, y: 0, width: 20, height: 10))
        path.apply(.identity)
        XCTAssertEqual(path.bounds, CGRect(x: 5, y: 0, width: 20, height: 10))

        let mutable = CGMutablePath()
        mutable.move(to: .zero)
        mutable.addLine(to: CGPoint(x: 3, y: 4))
        let fromCG = UIBezierPath(cgPath: mutable)
        mutable.addLine(to: CGPoint(x: 9, y: 9))
        XCTAssertEqual(describe(fromCG), "M 0 0 L 3 4")
        let cgPath = fromCG.cgPath
        fromCG.addLine(to: CGPoint(x: 1, y: 1))
        XCTAssertEqual(cgPath.elements.count, 2)
        fromCG.cgPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 2, height: 2)).cgPath
        XCTAssertEqual(describe(fromCG), "E (0 0; 2 2)")

        fromCG.append(UIBezierPath(rect: .zero))
        XCTAssertEqual(describe(fromCG), "E (0 0; 2 2) R (0 0; 0 0)")
        fromCG.lineJoinStyle = .bevel
        fromCG.setLineDash([4, 2], count: 2, phase: 1)
        let copy = try XCTUnwrap(fromCG.copy() as? UIBezierPath)
        XCTAssertEqual(copy.lineJoinStyle, .bevel)
        var count = 0
        copy.getLineDash(nil, count: &count, phase: nil)
        XCTAssertEqual(count, 2)
        XCTAssertEqual(describe(copy), describe(fromCG))
    }

    /// `setLineDash(_:count:phase:)` takes `count` values of the C array;
    /// `getLineDash` gives them back; a count of 0 makes the line solid.
    func test_R4_6_theDashPatternIsCopiedFromTheCArray() {
        let path = UIBezierPath()
        var lengths: [CGFloat] = [5, 2, 3, 2]
        path.setLineDash(lengths, count: 3, phase: 6)
        lengths[0] = 100
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        XCTAssertEqual([count], [3])
        XCTAssertEqual(phase, 6)
        var read = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&read, count: nil, phase: nil)
        XCTAssertEqual(read, [5, 2, 3])
        path.setLineDash(nil, count: 2, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)
        XCTAssertEqual(count, 0)
    }

    // MARK: R4.7 Drawing a path

    /// `fill()` and `stroke()`: "uses the current fill color" / stroke colour
    /// and the path's drawing properties, and "automatically saves the
    /// current graphics state prior to drawing and restores that state";
    /// `fill(with:alpha:)` adds the blend mode and the alpha.
    func test_R4_7_fillAndStrokeUseTheContextsColorsAndThePathsAttributesAndRestoreTheState() throws {
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var after: (lineWidth: CGFloat, empty: Bool)?
        var recording: [(CGContext.Operation, CGContext.GraphicsState)] = []
        canvas.drawing = { context in
            UIColor(cgColor: red).setFill()
            UIColor(cgColor: blue).setStroke()
            context.move(to: CGPoint(x: 1, y: 1))
            let path = UIBezierPath(rect: CGRect(x: 2, y: 2, width: 10, height: 10))
            path.lineWidth = 4
            path.lineCapStyle = .round
            path.lineJoinStyle = .bevel
            path.setLineDash([3, 1], count: 2, phase: 0)
            path.fill()
            path.stroke()
            path.fill(with: .multiply, alpha: 0.5)
            path.stroke(with: .screen, alpha: 2)
            after = (context.lineWidth, context.isPathEmpty)
            recording = context.recording.map { ($0.operation, $0.state) }
        }
        _ = try canvas.snapshot(scale: 1)
        XCTAssertEqual(recording.map(\.0.description), [
            "clear (0 0; 40 40)",
            "fillPath R (2 2; 10 10) [1 0 0 1]",
            "strokePath R (2 2; 10 10) [0 0 1 1] width 4",
            "fillPath R (2 2; 10 10) [1 0 0 1]",
            "strokePath R (2 2; 10 10) [0 0 1 1] width 4",
        ])
        let stroke = recording[2].1
        XCTAssertEqual(stroke.lineCap, .round)
        XCTAssertEqual(stroke.lineJoin, .bevel)
        XCTAssertEqual(stroke.dashLengths, [3, 1])
        XCTAssertEqual(recording[3].1.blendMode, .multiply)
        XCTAssertEqual(recording[3].1.alpha, 0.5)
        XCTAssertEqual(recording[4].1.blendMode, .screen)
        XCTAssertEqual(recording[4].1.alpha, 1)
        XCTAssertEqual(after?.lineWidth, 1, "the state is restored")
        XCTAssertEqual(after?.empty, false, "the context's own path is left alone")
    }

    /// `addClip()`: "subsequent drawing operations result in rendered content
    /// only if they occur within the fill area of the specified path", until
    /// a saved state is restored; the even-odd rule when the path uses it.
    func test_R4_7_addClipLimitsLaterDrawingUntilTheStateIsRestored() throws {
        let bitmap = try pixels { context in
            context.saveGState()
            let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
            ring.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)))
            ring.usesEvenOddFillRule = true
            ring.addClip()
            UIColor(cgColor: red).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 20))
            context.restoreGState()
            UIColor(cgColor: blue).setFill()
            UIRectFill(CGRect(x: 0, y: 30, width: 40, height: 10))
        }
        assertPixel(bitmap, 5, 5, [255, 0, 0, 255])
        assertPixel(bitmap, 20, 15, [0, 0, 0, 0], accuracy: 0)
        assertPixel(bitmap, 20, 35, [0, 0, 255, 255])
        try ReferenceImages.assertMatches(bitmap, "bezier-clip")
    }

    /// Outside `draw(_:)` there is no current context: drawing does nothing.
    func test_R4_7_withoutACurrentContextDrawingDoesNothing() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5))
        path.fill()
        path.stroke()
        path.fill(with: .normal, alpha: 1)
        path.stroke(with: .normal, alpha: 1)
        path.addClip()
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    /// Each primitive's pixels, against its reference image, and a few
    /// pixels that say what it is.
    func test_R4_7_eachPrimitiveDrawsAsItsReferenceImage() throws {
        func draw(_ name: String, _ body: @escaping () -> Void) throws -> Bitmap {
            let bitmap = try pixels { _ in
                UIColor(cgColor: red).setFill()
                UIColor(cgColor: blue).setStroke()
                body()
            }
            try ReferenceImages.assertMatches(bitmap, name)
            return bitmap
        }
        let rect = try draw("bezier-rect") { UIBezierPath(rect: CGRect(x: 5, y: 5, width: 30, height: 20)).fill() }
        assertPixel(rect, 6, 6, [255, 0, 0, 255])
        assertPixel(rect, 20, 30, [0, 0, 0, 0], accuracy: 0)

        let oval = try draw("bezier-oval") {
            let path = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 32, height: 32))
            path.lineWidth = 3
            path.stroke()
        }
        assertPixel(oval, 20, 4, [0, 0, 255, 255], accuracy: 40)
        assertPixel(oval, 20, 20, [0, 0, 0, 0], accuracy: 0)
        assertPixel(oval, 5, 5, [0, 0, 0, 0], accuracy: 0)

        let rounded = try draw("bezier-rounded-rect") {
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 12).fill()
        }
        assertPixel(rounded, 1, 1, [0, 0, 0, 0], accuracy: 0)
        assertPixel(rounded, 20, 1, [255, 0, 0, 255])

        let corners = try draw("bezier-rounded-corners") {
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topRight, .bottomLeft],
                         cornerRadii: CGSize(width: 16, height: 16)).fill()
        }
        assertPixel(corners, 1, 1, [255, 0, 0, 255])
        assertPixel(corners, 38, 1, [0, 0, 0, 0], accuracy: 0)
        assertPixel(corners, 1, 38, [0, 0, 0, 0], accuracy: 0)
        assertPixel(corners, 38, 38, [255, 0, 0, 255])

        let arc = try draw("bezier-arc") {
            let path = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: true)
            path.lineWidth = 4
            path.lineCapStyle = .round
            path.stroke()
        }
        assertPixel(arc, 20, 35, [0, 0, 255, 255], accuracy: 40)
        assertPixel(arc, 20, 5, [0, 0, 0, 0], accuracy: 0)

        let curves = try draw("bezier-curves") {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 2, y: 38))
            path.addCurve(to: CGPoint(x: 38, y: 38), controlPoint1: CGPoint(x: 2, y: 0), controlPoint2: CGPoint(x: 38, y: 0))
            path.addQuadCurve(to: CGPoint(x: 2, y: 38), controlPoint: CGPoint(x: 20, y: 20))
            path.fill()
            path.lineWidth = 2
            path.lineJoinStyle = .round
            path.stroke()
        }
        assertPixel(curves, 20, 20, [255, 0, 0, 255])
        assertPixel(curves, 20, 38, [0, 0, 0, 0], accuracy: 0)

        let dashes = try draw("bezier-dashes") {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 20))
            path.addLine(to: CGPoint(x: 40, y: 20))
            path.lineWidth = 6
            path.setLineDash([10, 10], count: 2, phase: 0)
            path.stroke()
        }
        assertPixel(dashes, 5, 20, [0, 0, 255, 255])
        assertPixel(dashes, 15, 20, [0, 0, 0, 0], accuracy: 0)
        assertPixel(dashes, 25, 20, [0, 0, 255, 255])

        let evenOdd = try draw("bezier-even-odd") {
            let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
            path.append(UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)))
            path.usesEvenOddFillRule = true
            path.fill(with: .normal, alpha: 0.5)
        }
        assertPixel(evenOdd, 20, 20, [0, 0, 0, 0], accuracy: 0)
        assertPixel(evenOdd, 20, 5, [255, 0, 0, 128])
    }

    /// A path with NaN in it draws nothing where the NaN is, and crashes
    /// nothing: the elements are kept, left out of the bounds.
    func test_R4_6_nonFiniteNumbersAreKeptButNeitherDrawnNorMeasured() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: 5, y: CGFloat.infinity))
        path.addArc(withCenter: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
        XCTAssertEqual(path.elements.count, 4)
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = .nan
        let bitmap = try pixels { _ in
            UIColor(cgColor: red).setFill()
            path.fill()
            path.stroke()
        }
        assertPixel(bitmap, 5, 5, [255, 0, 0, 255])
    }
}
