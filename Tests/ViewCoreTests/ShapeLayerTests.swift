import XCTest
@testable import ViewCore

/// A view whose layer is a shape layer, as iOS code writes one.
private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer? { layer as? CAShapeLayer }
}

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

/// CAShapeLayer: R11.9. Snapshots at scale 1.
final class ShapeLayerTests: ViewCoreTestCase {
    private func assertPixel(_ bitmap: Bitmap, _ x: Int, _ y: Int, _ expected: [Int], accuracy: Int = 2,
                             file: StaticString = #filePath, line: UInt = #line) {
        let p = bitmap.pixel(x: x, y: y)
        let actual = [p.red, p.green, p.blue, p.alpha].map(Int.init)
        XCTAssertTrue(zip(actual, expected).allSatisfy { abs($0 - $1) <= accuracy },
                      "pixel (\(x), \(y)) is \(actual), not \(expected)", file: file, line: line)
    }

    /// A 40×40 root with `layer` added, placed at the root's origin.
    private func snapshot(_ layer: CALayer) throws -> Bitmap {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        layer.frame = root.bounds
        root.layer.addSublayer(layer)
        return try root.snapshot(scale: 1)
    }

    /// `CAShapeLayer`'s reference: `fillColor` "Default is opaque black",
    /// `strokeColor` nil, `lineWidth` 1, `miterLimit` 10, `strokeStart` 0 and
    /// `strokeEnd` 1 ("The default value of this property is 0.0" / "1.0"),
    /// `path` nil, butt caps, miter joins, the nonzero rule.
    func test_R11_9_theDefaultsFillInOpaqueBlackAndStrokeNothing() throws {
        let layer = CAShapeLayer()
        XCTAssertNil(layer.path)
        XCTAssertEqual(layer.fillColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertNil(layer.strokeColor)
        XCTAssertEqual(layer.lineWidth, 1)
        XCTAssertEqual(layer.miterLimit, 10)
        XCTAssertEqual([layer.strokeStart, layer.strokeEnd], [0, 1])
        XCTAssertEqual(layer.lineCap, .butt)
        XCTAssertEqual(layer.lineJoin, .miter)
        XCTAssertEqual(layer.fillRule, .nonZero)
        XCTAssertEqual(layer.fillRule.rawValue, "non-zero")
        XCTAssertNil(layer.lineDashPattern)
        XCTAssertNil(layer.drawing, "no path, nothing to draw")

        layer.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
        let bitmap = try snapshot(layer)
        assertPixel(bitmap, 20, 20, [0, 0, 0, 255])
        assertPixel(bitmap, 5, 5, [0, 0, 0, 0], accuracy: 0)
    }

    /// The path is filled, then stroked, above the layer's background and
    /// below its sublayers; it is not clipped to the bounds ("If the path
    /// extends outside the layer bounds it will not automatically be
    /// clipped"); a nil fill colour fills nothing.
    func test_R11_9_thePathIsFilledThenStrokedBetweenTheBackgroundAndTheSublayers() throws {
        let layer = CAShapeLayer()
        layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        layer.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 30, height: 30)).cgPath
        layer.fillColor = red
        layer.strokeColor = blue
        layer.lineWidth = 4
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 18, y: 18, width: 4, height: 4)
        sublayer.backgroundColor = blue
        layer.addSublayer(sublayer)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        root.layer.addSublayer(layer)
        let bitmap = try root.snapshot(scale: 1)
        assertPixel(bitmap, 2, 20, [255, 255, 255, 255])
        assertPixel(bitmap, 10, 20, [255, 0, 0, 255])
        assertPixel(bitmap, 20, 20, [0, 0, 255, 255])
        assertPixel(bitmap, 20, 5, [0, 0, 255, 255], accuracy: 40)
        assertPixel(bitmap, 30, 20, [255, 0, 0, 255], accuracy: 2)
        try ReferenceImages.assertMatches(bitmap, "shape-layer-oval")

        layer.fillColor = nil
        let unfilled = try root.snapshot(scale: 1)
        assertPixel(unfilled, 10, 20, [255, 255, 255, 255])
        assertPixel(unfilled, 30, 20, [0, 0, 0, 0], accuracy: 0)
    }

    /// `strokeStart` and `strokeEnd`: "the subregion of the path to stroke…
    /// Values in between are interpreted linearly along the path length".
    func test_R11_9_strokeStartAndEndStrokeThatFractionOfThePathsLength() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 40, y: 20))
        let layer = CAShapeLayer()
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = blue
        layer.lineWidth = 6
        layer.strokeStart = 0.25
        layer.strokeEnd = 0.75
        let bitmap = try snapshot(layer)
        assertPixel(bitmap, 5, 20, [0, 0, 0, 0], accuracy: 0)
        assertPixel(bitmap, 12, 20, [0, 0, 255, 255])
        assertPixel(bitmap, 27, 20, [0, 0, 255, 255])
        assertPixel(bitmap, 35, 20, [0, 0, 0, 0], accuracy: 0)

        // Round a square's outline: half its length is its top and right sides.
        let square = CAShapeLayer()
        square.path = CGPath(rect: CGRect(x: 5, y: 5, width: 30, height: 30))
        square.fillColor = nil
        square.strokeColor = red
        square.lineWidth = 2
        square.strokeEnd = 0.5
        let half = try snapshot(square)
        assertPixel(half, 20, 5, [255, 0, 0, 255], accuracy: 30)
        assertPixel(half, 35, 20, [255, 0, 0, 255], accuracy: 30)
        assertPixel(half, 20, 35, [0, 0, 0, 0], accuracy: 0)
        assertPixel(half, 5, 20, [0, 0, 0, 0], accuracy: 0)
        try ReferenceImages.assertMatches(half, "shape-layer-stroke-end")

        square.strokeStart = 0.6
        square.strokeEnd = 0.4
        XCTAssertNil(square.drawing, "a start past the end strokes nothing, and there is no fill")
        square.strokeStart = .nan
        square.strokeEnd = 2
        XCTAssertEqual(square.drawing?.stroke?.start, 0)
        XCTAssertEqual(square.drawing?.stroke?.end, 1)
    }

    /// Dashes, caps, joins and the even-odd rule, against the reference image.
    func test_R11_9_dashesCapsJoinsAndTheFillRule() throws {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 2, y: 2, width: 36, height: 36))
        path.addRect(CGRect(x: 12, y: 12, width: 16, height: 16))
        layer.path = path
        layer.fillRule = .evenOdd
        layer.fillColor = red
        layer.strokeColor = blue
        layer.lineWidth = 3
        layer.lineJoin = .round
        layer.lineCap = .round
        layer.lineDashPattern = [6, 4]
        layer.lineDashPhase = 2
        let bitmap = try snapshot(layer)
        assertPixel(bitmap, 20, 20, [0, 0, 0, 0], accuracy: 0)
        assertPixel(bitmap, 7, 20, [255, 0, 0, 255])
        try ReferenceImages.assertMatches(bitmap, "shape-layer-dashes")
    }

    /// A view whose `layerClass` is `CAShapeLayer` has a shape layer, drawn
    /// as the view's own; the path set on it is a copy.
    func test_R11_9_aViewWhoseLayerClassIsCAShapeLayerDrawsItsPath() throws {
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let shape = try XCTUnwrap(view.shapeLayer)
        let path = CGMutablePath()
        path.addEllipse(in: view.bounds)
        shape.path = path
        shape.fillColor = red
        path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        let bitmap = try view.snapshot(scale: 1)
        assertPixel(bitmap, 10, 10, [255, 0, 0, 255])
        assertPixel(bitmap, 1, 1, [0, 0, 0, 0], accuracy: 0)
        XCTAssertTrue(UIView().layer.self is CALayer)
        XCTAssertFalse(UIView().layer is CAShapeLayer)
    }
}
