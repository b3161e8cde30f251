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

/// R4.8: CoreGraphics' Swift interface over the drawing context (ellipses,
/// several rects, drawing modes, tangent arcs, shadows, radial gradients,
/// gradients made from a colour space and a CFArray, colour spaces), and
/// R4.9: NSString's and String's drawing and measuring with attributes.
/// Sources: Apple's CGContext reference (`fillEllipse(in:)`, `drawPath(using:)`,
/// `addArc(tangent1End:tangent2End:radius:)`: "the arc is tangent to the line
/// from the current point to (x1, y1), and the line from (x1, y1) to (x2, y2)",
/// `setShadow(offset:blur:color:)`, `drawRadialGradient`), and NSString's
/// UIKit additions (`draw(at:withAttributes:)`, `draw(in:withAttributes:)`,
/// NSParagraphStyle's `lineSpacing`, `alignment`).
final class GraphicsContextTests: ViewCoreTestCase {
    private func pixels(size: CGFloat = 40, _ drawing: @escaping (CGContext) -> Void) throws -> Bitmap {
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: size, height: size))
        canvas.isOpaque = false
        canvas.drawing = drawing
        return try canvas.snapshot(scale: 1)
    }

    private func channels(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let p = bitmap.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha].map(Int.init)
    }

    private func recorded(_ drawing: (CGContext) -> Void) -> [String] {
        let context = CGContext(bounds: CGRect(x: 0, y: 0, width: 40, height: 40))
        drawing(context)
        return context.operations.map(\.description)
    }

    func test_R4_8_ellipsesRectsAndDrawingModes() throws {
        XCTAssertEqual(recorded { context in
            context.setFillColor(red)
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.fill([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 2, width: 1, height: 1)])
            context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
            context.drawPath(using: .fillStroke)
        }, [
            "fillPath E (0 0; 10 10) [1 0 0 1]", "fill (0 0; 1 1) [1 0 0 1]", "fill (2 2; 1 1) [1 0 0 1]",
            "fillPath R (5 5; 10 10) [1 0 0 1]", "strokePath R (5 5; 10 10) [0 0 0 1] width 1",
        ])
        let bitmap = try pixels { context in
            context.setFillColor(red)
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            context.setStrokeColor(blue)
            context.stroke(CGRect(x: 10, y: 10, width: 20, height: 20), width: 4)
        }
        XCTAssertEqual(channels(bitmap, 20, 20), [255, 0, 0, 255], "the ellipse fills the middle")
        XCTAssertEqual(channels(bitmap, 1, 1)[3], 0, "not the corners")
        XCTAssertEqual(channels(bitmap, 10, 20), [0, 0, 255, 255], "the stroke is 4 points wide")
    }

    func test_R4_8_aTangentArcRoundsTheCornerBetweenTwoLines() {
        let context = CGContext(bounds: CGRect(x: 0, y: 0, width: 40, height: 40))
        context.move(to: CGPoint(x: 0, y: 0))
        context.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
        XCTAssertEqual(context.currentPointOfPath.x, 20, accuracy: 1e-9)
        XCTAssertEqual(context.currentPointOfPath.y, 5, accuracy: 1e-9)
        let box = context.boundingBoxOfPath
        XCTAssertEqual(box.minX, 0)
        XCTAssertEqual(box.maxX, 20, accuracy: 1e-9)

        let straight = CGContext(bounds: .zero)
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        XCTAssertEqual(straight.currentPointOfPath, CGPoint(x: 10, y: 0), "points in a line make a line to the corner")
        let empty = CGContext(bounds: .zero)
        empty.addArc(tangent1End: CGPoint(x: 3, y: 4), tangent2End: .zero, radius: .nan)
        XCTAssertEqual(empty.currentPointOfPath, CGPoint(x: 3, y: 4), "with no current point it starts at the corner")
        XCTAssertTrue(CGContext(bounds: .zero).boundingBoxOfPath.isNull)
        empty.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 6)])
        XCTAssertEqual(empty.currentPointOfPath, CGPoint(x: 6, y: 6))
    }

    func test_R4_8_aShadowFallsBeneathWhatIsDrawnMovedByItsOffset() throws {
        let bitmap = try pixels { context in
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue)
            context.setFillColor(red)
            context.fill(CGRect(x: 5, y: 5, width: 15, height: 15))
        }
        XCTAssertEqual(channels(bitmap, 10, 10), [255, 0, 0, 255], "what is drawn")
        XCTAssertEqual(channels(bitmap, 25, 25), [0, 0, 255, 255], "its shadow, down and right")
        XCTAssertEqual(channels(bitmap, 35, 35)[3], 0)
        let cleared = try pixels { context in
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: .nan, color: blue)
            context.setFillColor(red)
            context.fill(CGRect(x: 5, y: 5, width: 15, height: 15))
        }
        XCTAssertEqual(channels(cleared, 25, 25)[3], 0, "a blur that is no number sets no shadow")
    }

    func test_R4_8_radialGradientsAndGradientsFromAColorSpace() throws {
        let space = try XCTUnwrap(CGColorSpace(name: CGColorSpace.sRGB))
        XCTAssertNil(CGColorSpace(name: "no such space"))
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let locations: [CGFloat] = [0, 1]
        let gradient = try XCTUnwrap(CGGradient(colorsSpace: space, colors: colors as CFArray, locations: locations))
        XCTAssertEqual(gradient.colors, colors)
        XCTAssertNil(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [] as CFArray, locations: nil))
        let bitmap = try pixels { context in
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0,
                                       endCenter: CGPoint(x: 20, y: 20), endRadius: 10, options: [])
        }
        XCTAssertGreaterThan(channels(bitmap, 20, 20)[0], 230, "nearly the start colour at the centre")
        XCTAssertGreaterThan(channels(bitmap, 29, 20)[2], 200, "nearly the end colour near the edge")
        XCTAssertEqual(channels(bitmap, 35, 20)[3], 0, "nothing past the end circle without the option")
        let padded = try pixels { context in
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0,
                                       endCenter: CGPoint(x: 20, y: 20), endRadius: 10, options: .drawsAfterEndLocation)
        }
        XCTAssertEqual(channels(padded, 35, 20), [0, 0, 255, 255], "the end colour past it with the option")
        XCTAssertEqual(CGColor(gray: 0.5, alpha: 1).components, [0.5, 0.5, 0.5, 1])
        XCTAssertEqual(UIColor.red.cgColor.copy(alpha: 0.5)?.alpha, 0.5)
    }

    func test_R4_9_stringsDrawAndMeasureWithTheirAttributes() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .right
        let plain = "a\nb".size(withAttributes: [.font: font])
        let spaced = "a\nb".size(withAttributes: [.font: font, .paragraphStyle: style])
        XCTAssertEqual(spaced.height, plain.height + 4, accuracy: 1e-9, "line spacing goes between the lines")
        XCTAssertEqual(("a\nb" as NSString).size(withAttributes: [.font: font]), plain)
        let copy = try XCTUnwrap(style.copy() as? NSParagraphStyle)
        XCTAssertEqual(copy, style, "a copy is equal")
        XCTAssertFalse(copy is NSMutableParagraphStyle)
        XCTAssertEqual((NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)?.alignment, .natural)

        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        canvas.drawing = { _ in
            ("Hi" as NSString).draw(at: CGPoint(x: 2, y: 3), withAttributes: [.font: font, .foregroundColor: UIColor.red])
            "Right".draw(in: CGRect(x: 0, y: 20, width: 100, height: 20), withAttributes: [.font: font, .paragraphStyle: style])
            "Gone".draw(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), withAttributes: nil)
        }
        _ = try canvas.snapshot(scale: 1)
        let operations = try XCTUnwrap(canvas.contents).operations.map(\.description)
        let rightWidth = "Right".size(withAttributes: [.font: font]).width
        XCTAssertEqual(operations, ["clear (0 0; 100 40)", "text \"Hi\" at (2 3) [1 0 0 1]",
                                    "text \"Right\" at (\(shortNumber(100 - rightWidth)) 20) [0 0 0 1]"])
    }
}
