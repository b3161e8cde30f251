import XCTest
@testable import ViewCore

/// A view that draws with a closure, for pixels tests.
private final class DrawingView: UIView {
    var drawing: (CGContext, CGRect) -> Void = { _, _ in }
    var drawnRects: [CGRect] = []

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        if let context = UIGraphicsGetCurrentContext() { drawing(context, rect) }
    }
}

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

/// Pixels: R4.4 and R4.5 (what a view's drawing leaves in its store) and
/// R11.5–R11.8 (how layers composite). Snapshots at scale 1 unless a test
/// says otherwise, so that a pixel is a point.
final class CompositingTests: ViewCoreTestCase {
    private typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    private func assertPixel(_ bitmap: Bitmap, _ x: Int, _ y: Int, _ expected: Pixel, accuracy: Int = 2,
                             file: StaticString = #filePath, line: UInt = #line) {
        let p = bitmap.pixel(x: x, y: y)
        let actual = [p.red, p.green, p.blue, p.alpha].map(Int.init)
        let wanted = [expected.red, expected.green, expected.blue, expected.alpha].map(Int.init)
        let close = zip(actual, wanted).allSatisfy { abs($0 - $1) <= accuracy }
        XCTAssertTrue(close, "pixel (\(x), \(y)) is \(actual), not \(wanted)", file: file, line: line)
    }

    private func fill(_ color: CGColor, _ rect: CGRect) -> (CGContext, CGRect) -> Void {
        { context, _ in
            context.setFillColor(color)
            context.fill(rect)
        }
    }

    // MARK: R4.4 Opaque views and clearing

    /// UIKit's header: "opaque views must fill their entire bounds or the
    /// results are undefined. the active CGContext in drawRect: will not have
    /// been cleared"; in practice the undrawn part shows black, never what is
    /// beneath the view.
    func test_R4_4_thePixelsUnderAnOpaqueViewAreNeverDrawn() throws {
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        below.backgroundColor = UIColor(cgColor: red)
        let opaque = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        opaque.drawing = fill(blue, CGRect(x: 0, y: 0, width: 10, height: 10))
        below.addSubview(opaque)

        let bitmap = try below.snapshot(scale: 1)
        assertPixel(bitmap, 5, 5, (0, 0, 255, 255))
        assertPixel(bitmap, 15, 5, (0, 0, 0, 255), accuracy: 0)
    }

    func test_R4_4_aNonOpaqueViewShowsWhatIsBeneathWhereItDoesNotDraw() throws {
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        below.backgroundColor = UIColor(cgColor: red)
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.isOpaque = false
        view.drawing = fill(blue, CGRect(x: 0, y: 0, width: 10, height: 10))
        below.addSubview(view)

        let bitmap = try below.snapshot(scale: 1)
        assertPixel(bitmap, 5, 5, (0, 0, 255, 255))
        assertPixel(bitmap, 15, 5, (255, 0, 0, 255))
    }

    /// An opaque view with a background colour shows the colour beneath its
    /// drawing, as apps that set one see it.
    func test_R4_4_anOpaqueViewWithABackgroundColorShowsItWhereItDoesNotDraw() throws {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = UIColor(cgColor: green)
        view.drawing = fill(blue, CGRect(x: 0, y: 0, width: 10, height: 10))
        let bitmap = try view.snapshot(scale: 1)
        assertPixel(bitmap, 5, 5, (0, 0, 255, 255))
        assertPixel(bitmap, 15, 5, (0, 255, 0, 255))
    }

    func test_R4_4_withoutClearingANonOpaqueViewDrawsOverWhatItDrewBefore() throws {
        let window = makeWindow("W")
        let view = DrawingView(frame: CGRect(x: 0, y: 100, width: 20, height: 10))
        view.isOpaque = false
        view.clearsContextBeforeDrawing = false
        view.drawing = fill(blue, CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        settle()
        view.drawing = fill(green, CGRect(x: 10, y: 0, width: 10, height: 10))
        view.setNeedsDisplay()
        settle()

        let kept = try view.snapshot(scale: 1)
        assertPixel(kept, 5, 5, (0, 0, 255, 255))
        assertPixel(kept, 15, 5, (0, 255, 0, 255))

        view.clearsContextBeforeDrawing = true
        view.setNeedsDisplay()
        settle()
        let cleared = try view.snapshot(scale: 1)
        assertPixel(cleared, 5, 5, (0, 0, 0, 0))
        assertPixel(cleared, 15, 5, (0, 255, 0, 255))
    }

    // MARK: R4.5 The dirty rect

    /// `setNeedsDisplay(_:)`'s documentation: only the marked rect is
    /// redrawn; what the view drew elsewhere stays.
    func test_R4_5_onlyTheDirtyRectIsRedrawnTheRestIsKept() throws {
        let window = makeWindow("W")
        let view = DrawingView(frame: CGRect(x: 0, y: 100, width: 20, height: 10))
        view.drawing = fill(blue, CGRect(x: 0, y: 0, width: 20, height: 10))
        window.addSubview(view)
        settle()
        view.drawing = fill(green, CGRect(x: 0, y: 0, width: 20, height: 10))
        view.setNeedsDisplay(CGRect(x: 10, y: 0, width: 10, height: 10))
        settle()

        XCTAssertEqual(view.drawnRects.last, CGRect(x: 10, y: 0, width: 10, height: 10))
        let bitmap = try view.snapshot(scale: 1)
        assertPixel(bitmap, 5, 5, (0, 0, 255, 255))
        assertPixel(bitmap, 15, 5, (0, 255, 0, 255))
    }

    func test_R4_5_aSnapshotDrawsAViewThatHasNotDrawnYetOnce() throws {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.drawing = fill(red, CGRect(x: 0, y: 0, width: 4, height: 4))
        _ = try view.snapshot(scale: 1)
        _ = try view.snapshot(scale: 1)
        XCTAssertEqual(view.drawnRects, [CGRect(x: 0, y: 0, width: 4, height: 4)])
    }

    // MARK: R11.5 Background, corners, border

    /// `CALayer.cornerRadius`: rounds the background and the border; the
    /// content only with `masksToBounds`. `borderWidth`: "drawn inset from the
    /// receiver's bounds", above the content and the sublayers.
    func test_R11_5_cornersRoundTheBackgroundAndTheBorderIsInsideTheBoundsAboveSublayers() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = UIColor(cgColor: blue)
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 2
        card.layer.borderColor = red
        let child = UIView(frame: CGRect(x: 0, y: 10, width: 40, height: 20))
        child.backgroundColor = UIColor(cgColor: green)
        card.addSubview(child)

        let bitmap = try card.snapshot(scale: 1)
        assertPixel(bitmap, 0, 0, (0, 0, 0, 0), accuracy: 0)
        assertPixel(bitmap, 20, 5, (0, 0, 255, 255))
        assertPixel(bitmap, 20, 20, (0, 255, 0, 255))
        assertPixel(bitmap, 0, 20, (255, 0, 0, 255))
        assertPixel(bitmap, 39, 20, (255, 0, 0, 255))
        assertPixel(bitmap, 2, 20, (0, 255, 0, 255))
    }

    /// `masksToBounds` (`clipsToBounds`): sublayers are clipped to the
    /// bounds, rounded by the corner radius.
    func test_R11_5_masksToBoundsClipsSublayersToTheRoundedBounds() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let child = UIView(frame: CGRect(x: -10, y: -10, width: 60, height: 60))
        child.backgroundColor = UIColor(cgColor: green)
        card.addSubview(child)
        root.addSubview(card)

        assertPixel(try root.snapshot(scale: 1), 5, 5, (0, 255, 0, 255))
        card.clipsToBounds = true
        card.layer.cornerRadius = 10
        let clipped = try root.snapshot(scale: 1)
        assertPixel(clipped, 5, 5, (0, 0, 0, 0), accuracy: 0)
        assertPixel(clipped, 11, 11, (0, 0, 0, 0), accuracy: 0)
        assertPixel(clipped, 30, 30, (0, 255, 0, 255))
    }

    // MARK: R11.6 Opacity and visibility

    /// `CALayer.opacity` applies to the layer and its sublayers as one
    /// group: overlapping sublayers do not show through one another.
    func test_R11_6_opacityAppliesToTheLayerAndItsSublayersAsOneGroup() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        root.backgroundColor = .white
        let group = UIView(frame: root.bounds)
        group.alpha = 0.5
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        a.backgroundColor = UIColor(cgColor: blue)
        let b = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 10))
        b.backgroundColor = UIColor(cgColor: blue)
        group.addSubview(a)
        group.addSubview(b)
        root.addSubview(group)

        let bitmap = try root.snapshot(scale: 1)
        assertPixel(bitmap, 5, 5, (127, 127, 255, 255))
        assertPixel(bitmap, 15, 5, (127, 127, 255, 255))
    }

    func test_R11_6_hiddenViewsAndLayersAreNotDrawn() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = UIColor(cgColor: red)
        view.isHidden = true
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        layer.backgroundColor = red
        layer.isHidden = true
        root.addSubview(view)
        root.layer.addSublayer(layer)

        let bitmap = try root.snapshot(scale: 1)
        assertPixel(bitmap, 5, 5, (0, 0, 0, 0), accuracy: 0)
        assertPixel(bitmap, 15, 5, (0, 0, 0, 0), accuracy: 0)
    }

    // MARK: R11.7 Where layers go

    /// A bounds origin moves what the view's sublayers show (scrolling); a
    /// layer added with `addSublayer` goes where its frame says, among the
    /// subviews' layers; `zPosition` orders siblings before their order does.
    func test_R11_7_boundsOriginScrollsSublayersAndZPositionOrdersSiblings() throws {
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let right = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 10))
        right.backgroundColor = UIColor(cgColor: green)
        content.addSubview(right)
        scroller.addSubview(content)
        scroller.bounds.origin = CGPoint(x: 20, y: 0)
        assertPixel(try scroller.snapshot(scale: 1), 5, 5, (0, 255, 0, 255))

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let front = CALayer()
        front.frame = root.bounds
        front.backgroundColor = red
        front.zPosition = 1
        let back = UIView(frame: root.bounds)
        back.backgroundColor = UIColor(cgColor: blue)
        root.layer.addSublayer(front)
        root.addSubview(back)
        assertPixel(try root.snapshot(scale: 1), 5, 5, (255, 0, 0, 255))
        front.zPosition = 0
        assertPixel(try root.snapshot(scale: 1), 5, 5, (0, 0, 255, 255))
    }

    func test_R11_7_snapshotsAreAtTheScreensScaleUnlessAskedOtherwise() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        view.backgroundColor = UIColor(cgColor: red)
        let bitmap = try view.snapshot()
        XCTAssertEqual(bitmap.width, Int(10 * UIScreen.main.scale))
        XCTAssertEqual(bitmap.height, Int(5 * UIScreen.main.scale))
    }

    // MARK: R11.8 Shadows

    /// `shadowOpacity` above 0 casts the shape of what the layer draws (or of
    /// `shadowPath`), blurred by `shadowRadius` and moved by `shadowOffset`
    /// (0, -3 by default: upward on iOS).
    func test_R11_8_aShadowFollowsWhatTheLayerDrawsMovedByItsOffset() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        card.backgroundColor = UIColor(cgColor: blue)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 5, height: 5)
        root.addSubview(card)

        let bitmap = try root.snapshot(scale: 1)
        assertPixel(bitmap, 42, 42, (0, 0, 0, 255))
        assertPixel(bitmap, 30, 30, (0, 0, 255, 255))
        assertPixel(bitmap, 18, 18, (255, 255, 255, 255))

        card.layer.shadowRadius = 6
        let blurred = try root.snapshot(scale: 1)
        let edge = blurred.pixel(x: 47, y: 30)
        XCTAssertTrue(edge.red > 40 && edge.red < 230, "the shadow's edge is soft: \(edge)")
    }

    // MARK: Contents

    func test_R11_7_anImageViewShowsItsImageByItsContentMode() throws {
        let source = try Bitmap(width: 2, height: 2)
        source.draw { context in
            source.cairo.pointee.set_source_rgba(context, 1, 0, 0, 1)
            source.cairo.pointee.paint(context)
        }
        let image = try XCTUnwrap(UIImage(data: try source.pngData()))
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        imageView.contentMode = .center
        let bitmap = try imageView.snapshot(scale: 1)
        assertPixel(bitmap, 5, 5, (255, 0, 0, 255))
        assertPixel(bitmap, 1, 1, (0, 0, 0, 0), accuracy: 0)
        imageView.contentMode = .scaleToFill
        assertPixel(try imageView.snapshot(scale: 1), 1, 1, (255, 0, 0, 255))
    }

    // MARK: Frames and files

    func test_anUnchangedTreeGivesBackTheLastFrameAndAChangeDrawsAgain() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = UIColor(cgColor: red)
        let first = try view.snapshot(scale: 1)
        XCTAssertTrue(try view.snapshot(scale: 1) === first)
        view.backgroundColor = UIColor(cgColor: blue)
        let second = try view.snapshot(scale: 1)
        XCTAssertFalse(second === first)
        assertPixel(second, 5, 5, (0, 0, 255, 255))
    }

    func test_theSamePixelsGiveTheSamePNGBytesAndReadBack() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 7))
        view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        view.layer.cornerRadius = 3
        let data = try view.snapshot(scale: 2).pngData()
        Session.start()
        let again = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 7))
        again.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        again.layer.cornerRadius = 3
        XCTAssertEqual(try again.snapshot(scale: 2).pngData(), data)
        let read = try Bitmap(pngData: data)
        XCTAssertEqual([read.width, read.height], [24, 14])
        assertPixel(read, 12, 7, (51, 102, 153, 255))
    }

    /// Text is drawn in the repository's Inter (Fonts/Inter), found from
    /// where the engine was built, never through the system's fonts: a
    /// label's snapshot has the glyphs' dark pixels.
    func test_textIsDrawnInTheRepositorysFont() throws {
        XCTAssertTrue(UIFont.fontFolder.hasSuffix("/Fonts/Inter"), UIFont.fontFolder)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.backgroundColor = .white
        label.textColor = .black
        label.text = "Hg"
        let bitmap = try label.snapshot(scale: 1)
        var dark = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).red < 128 { dark += 1 }
        }
        XCTAssertGreaterThan(dark, 20, "the glyphs are drawn")
    }

    func test_badInputIsAClearError() throws {
        let empty = UIView(frame: .zero)
        XCTAssertThrowsError(try empty.snapshot(scale: 1)) { error in
            XCTAssertTrue("\(error)".contains("has no area"), "\(error)")
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertThrowsError(try view.snapshot(scale: .nan))
        XCTAssertThrowsError(try view.snapshot(scale: -1))
        XCTAssertThrowsError(try view.snapshot(scale: 1e9))
        XCTAssertThrowsError(try Bitmap(pngData: Data("not a png".utf8)))
        let huge = UIView(frame: CGRect(x: 0, y: 0, width: 1e12, height: 10))
        XCTAssertThrowsError(try huge.snapshot(scale: 1))
    }
}
