import XCTest
@testable import ViewCore

/// R4.10: images of drawing (UIGraphicsImageRenderer and the image context
/// functions), views drawn into images (`drawHierarchy`, `snapshotView`),
/// images' data, CGImages, and resizable images. Sources: Apple's
/// `UIGraphicsImageRenderer` ("the renderer's format … scale … the default
/// is the main screen's scale"), `UIGraphicsBeginImageContextWithOptions`
/// ("if you specify a value of 0.0, the scale factor is set to the scale
/// factor of the device's main screen"), `drawHierarchy(in:afterScreenUpdates:)`,
/// `resizableImage(withCapInsets:resizingMode:)` ("cap insets … are not
/// stretched"), `jpegData(compressionQuality:)` (nil for data it cannot make).
final class ImageRendererTests: ViewCoreTestCase {
    private func channels(_ image: UIImage, _ x: Int, _ y: Int) throws -> [Int] {
        let p = try XCTUnwrap(image.bitmap).pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha].map(Int.init)
    }

    func test_R4_10_aRendererDrawsAnImageAtTheScreensScale() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20))
        var current: CGContext?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 10, width: 10, height: 10))
        }
        XCTAssertTrue(current != nil, "the renderer's context is UIKit's current one while it draws")
        XCTAssertNil(UIGraphicsGetCurrentContext(), "and only then")
        XCTAssertEqual(image.size, CGSize(width: 10, height: 20))
        XCTAssertEqual(image.scale, UIScreen.main.scale)
        XCTAssertEqual(try channels(image, 15, 15), [255, 0, 0, 255])
        XCTAssertEqual(try channels(image, 15, 45), [0, 0, 255, 255])
        XCTAssertEqual(try channels(image, 0, 59)[3], 0, "outside the ellipse nothing is drawn")

        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let opaque = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in }
        XCTAssertEqual(try channels(opaque, 1, 1), [0, 0, 0, 255], "what an opaque image leaves undrawn is black")
        let png = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).pngData { _ in }
        XCTAssertEqual(UIImage(data: png)?.size, CGSize(width: 4, height: 4))
        let empty = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: -3)).image { _ in }
        XCTAssertNil(empty.bitmap, "a size with no pixels gives an image with none")
        XCTAssertNil(empty.pngData())
    }

    func test_R4_10_imageContextsNestAndEnd() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        let inner = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        XCTAssertEqual(inner.scale, 1)
        UIGraphicsEndImageContext()
        let outer = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertEqual(outer.scale, UIScreen.main.scale, "a scale of 0 is the screen's")
        XCTAssertEqual(try channels(outer, 1, 1), [255, 0, 0, 255])
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "no image context, no image")
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    func test_R4_10_viewsDrawIntoImagesAndSnapshotViews() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.backgroundColor = .blue
        let image = UIGraphicsImageRenderer(bounds: card.bounds).image { _ in
            XCTAssertTrue(card.drawHierarchy(in: card.bounds, afterScreenUpdates: true))
        }
        XCTAssertEqual(try channels(image, 5, 5), [0, 0, 255, 255])
        XCTAssertFalse(card.drawHierarchy(in: card.bounds, afterScreenUpdates: false), "no context, nothing drawn")
        let copy = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        XCTAssertEqual(copy.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
        card.backgroundColor = .red
        let shown = try copy.snapshot(scale: 1)
        XCTAssertEqual(shown.pixel(x: 5, y: 5).blue, 255, "the snapshot view keeps what the view showed")
        XCTAssertNil(UIView().snapshotView(afterScreenUpdates: true), "nothing to show")
    }

    func test_R4_10_cgImagesDataAndResizableImages() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 2, y: 2, width: 2, height: 2))
        }
        let cgImage = try XCTUnwrap(image.cgImage)
        XCTAssertEqual([cgImage.width, cgImage.height], [12, 12])
        XCTAssertEqual(UIImage(cgImage: cgImage).size, CGSize(width: 12, height: 12))
        XCTAssertEqual(UIImage(cgImage: cgImage, scale: 3, orientation: .up).size, CGSize(width: 4, height: 4))
        XCTAssertNil(image.jpegData(compressionQuality: 0.8), "no JPEG encoder: nil, as UIKit answers for what it cannot encode")
        XCTAssertNotNil(image.pngData())

        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), resizingMode: .stretch)
        XCTAssertEqual(resizable.capInsets, UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        let view = UIImageView(image: resizable)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        let drawn = try view.snapshot(scale: 1)
        XCTAssertEqual(drawn.pixel(x: 1, y: 1).red, 255, "the corner keeps its size")
        XCTAssertEqual(drawn.pixel(x: 15, y: 15).blue, 255, "the middle stretches")
        XCTAssertEqual(drawn.pixel(x: 15, y: 1).red, 255, "the top edge stays its height")
        XCTAssertEqual(image.resizableImage(withCapInsets: UIEdgeInsets(top: .nan, left: -1, bottom: 0, right: 0)).capInsets, .zero)
    }
}
