import XCTest
@testable import ViewCore

/// A view whose layer is a gradient layer.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

/// CAGradientLayer: R11.10. Snapshots at scale 1.
final class GradientLayerTests: ViewCoreTestCase {
    private func assertPixel(_ bitmap: Bitmap, _ x: Int, _ y: Int, _ expected: [Int], accuracy: Int = 3,
                             file: StaticString = #filePath, line: UInt = #line) {
        let p = bitmap.pixel(x: x, y: y)
        let actual = [p.red, p.green, p.blue, p.alpha].map(Int.init)
        XCTAssertTrue(zip(actual, expected).allSatisfy { abs($0 - $1) <= accuracy },
                      "pixel (\(x), \(y)) is \(actual), not \(expected)", file: file, line: line)
    }

    private func snapshot(_ layer: CALayer, width: CGFloat = 40, height: CGFloat = 40) throws -> Bitmap {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        layer.frame = root.bounds
        root.layer.addSublayer(layer)
        return try root.snapshot(scale: 1)
    }

    /// `CAGradientLayer`'s reference: `startPoint` (0.5, 0) and `endPoint`
    /// (0.5, 1) in the unit square of the bounds, `type` "Defaults to
    /// axial", `locations` nil "the stops are spread uniformly".
    func test_R11_10_anAxialGradientRunsTopToBottomByDefaultWithEvenlySpreadStops() throws {
        let layer = CAGradientLayer()
        XCTAssertEqual(layer.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(layer.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(layer.type, .axial)
        XCTAssertNil(layer.colors)
        XCTAssertNil(layer.locations)
        XCTAssertNil(layer.drawing(in: CGRect(x: 0, y: 0, width: 10, height: 10)), "no colours, nothing drawn")

        layer.colors = [red, white, blue]
        let bitmap = try snapshot(layer, height: 41)
        assertPixel(bitmap, 20, 0, [253, 3, 3, 255], accuracy: 8)
        assertPixel(bitmap, 20, 20, [255, 255, 255, 255], accuracy: 8)
        assertPixel(bitmap, 20, 40, [3, 3, 253, 255], accuracy: 8)
        assertPixel(bitmap, 0, 10, [255, 128, 128, 255], accuracy: 8)
        try ReferenceImages.assertMatches(bitmap, "gradient-layer-axial")
    }

    /// `locations` place the stops; points outside the unit square put the
    /// ends outside the bounds; past an end the end colour stays.
    func test_R11_10_locationsAndPointsPlaceTheStops() throws {
        let layer = CAGradientLayer()
        layer.colors = [red, blue]
        layer.locations = [0.5, 1]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        let bitmap = try snapshot(layer)
        assertPixel(bitmap, 5, 20, [255, 0, 0, 255])
        assertPixel(bitmap, 19, 20, [255, 0, 0, 255], accuracy: 8)
        assertPixel(bitmap, 30, 20, [128, 0, 128, 255], accuracy: 12)

        layer.locations = [0.5]
        XCTAssertEqual(layer.drawing(in: layer.bounds)?.gradient.locations, [0, 1], "a count that is not the colours' spreads them")
        layer.locations = nil
        layer.startPoint = CGPoint(x: 0.25, y: 0.5)
        layer.endPoint = CGPoint(x: 0.75, y: 0.5)
        let inside = try snapshot(layer)
        assertPixel(inside, 5, 20, [255, 0, 0, 255])
        assertPixel(inside, 35, 20, [0, 0, 255, 255])
    }

    /// `kCAGradientLayerRadial`: an ellipse centred on the start point whose
    /// edge passes through the end point's x and y (a decision: Apple
    /// documents only the name); one colour fills the bounds.
    func test_R11_10_aRadialGradientIsAnEllipseAboutTheStartPoint() throws {
        let layer = CAGradientLayer()
        layer.type = .radial
        layer.colors = [white, blue]
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 1)
        let bitmap = try snapshot(layer)
        assertPixel(bitmap, 20, 20, [255, 255, 255, 255], accuracy: 12)
        assertPixel(bitmap, 39, 20, [0, 0, 255, 255], accuracy: 12)
        assertPixel(bitmap, 20, 39, [0, 0, 255, 255], accuracy: 12)
        assertPixel(bitmap, 30, 20, [128, 128, 255, 255], accuracy: 12)
        try ReferenceImages.assertMatches(bitmap, "gradient-layer-radial")

        layer.type = .conic
        XCTAssertNil(layer.drawing(in: layer.bounds), "conic gradients are not drawn")
        layer.type = .axial
        layer.colors = [red]
        assertPixel(try snapshot(layer), 20, 20, [255, 0, 0, 255])
    }

    /// The gradient is rounded by the corner radius as a background is, and
    /// lies above the background; a view whose `layerClass` is
    /// `CAGradientLayer` draws it as its own.
    func test_R11_10_aGradientViewIsRoundedByItsCornerRadius() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let layer = try XCTUnwrap(view.layer as? CAGradientLayer)
        layer.colors = [red, UIColor(cgColor: blue)]
        layer.cornerRadius = 12
        view.backgroundColor = UIColor(cgColor: white)
        let bitmap = try view.snapshot(scale: 1)
        assertPixel(bitmap, 0, 0, [0, 0, 0, 0], accuracy: 0)
        assertPixel(bitmap, 20, 1, [249, 0, 6, 255], accuracy: 8)
        XCTAssertEqual(layer.drawnColors, [red, blue], "a UIColor is taken as its CGColor")
        try ReferenceImages.assertMatches(bitmap, "gradient-layer-rounded")
    }
}
