import XCTest
@testable import ViewCore

/// A PNG of `width` × `height` pixels: the signature, an IHDR chunk and an
/// empty image; all UIImage reads is the header.
func pngData(width: UInt32, height: UInt32) -> Data {
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func word(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    data.append(contentsOf: word(13) + Array("IHDR".utf8) + word(width) + word(height) + [8, 6, 0, 0, 0] + word(0))
    data.append(contentsOf: word(0) + Array("IEND".utf8) + word(0))
    return data
}

/// UIImage's size and scale from a PNG's header and name, and UIImageView's
/// size from its image (UIKit's documentation of both: "the size of the
/// image, in points", `init(image:)` "adjusts the frame of the receiver to
/// match the size of the specified image", and image views are not
/// user-interaction enabled by default).
final class ImageViewTests: ViewCoreTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ImageViewTests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        Session.current.mainBundle = Bundle(path: folder.path) ?? .main
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func write(_ name: String, _ width: UInt32, _ height: UInt32) {
        try? pngData(width: width, height: height).write(to: folder.appendingPathComponent(name))
    }

    func testAnImageNamedTakesTheScreensScaleFirstThenTheLargest() {
        write("star@2x.png", 48, 48)
        write("star@3x.png", 72, 72)
        write("star.png", 24, 24)
        let star = UIImage(named: "star")
        XCTAssertEqual(star?.scale, UIScreen.main.scale)
        XCTAssertEqual(star?.size, CGSize(width: 24, height: 24))
        XCTAssertEqual(UIImage(named: "star.png")?.size, CGSize(width: 24, height: 24), "the extension may be given")
        write("logo@2x.png", 200, 80)
        XCTAssertEqual(UIImage(named: "logo")?.scale, 2, "no @3x: the @2x")
        XCTAssertEqual(UIImage(named: "logo")?.size, CGSize(width: 100, height: 40))
        XCTAssertEqual(UIImage(named: "logo")?.description, "<UIImage: named(main: logo) {100, 40}>")
    }

    func testWhatIsNotAPNGIsNoImage() throws {
        XCTAssertNil(UIImage(named: "missing"))
        XCTAssertNil(UIImage(named: ""))
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("text.png"))
        XCTAssertNil(UIImage(named: "text"))
        try pngData(width: 4, height: 4).prefix(20).write(to: folder.appendingPathComponent("cut.png"))
        XCTAssertNil(UIImage(named: "cut"), "cut off before its size")
        XCTAssertNil(UIImage(data: pngData(width: 0, height: 4)), "no pixels")
        XCTAssertNil(UIImage(data: pngData(width: 4, height: 4), scale: .nan))
        XCTAssertEqual(UIImage(data: pngData(width: .max, height: 1))?.size.width, CGFloat(UInt32.max))
    }

    func testAScaleSuffixInAPathIsTheImagesScale() {
        write("icon@3x.png", 90, 30)
        XCTAssertEqual(UIImage(contentsOfFile: folder.appendingPathComponent("icon@3x.png").path)?.size,
                       CGSize(width: 30, height: 10))
    }

    func testAnImageViewIsSizedByItsImage() {
        let image = UIImage(data: pngData(width: 60, height: 30), scale: 2)
        let view = UIImageView(image: image)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 30, height: 15))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 30, height: 15))
        XCTAssertFalse(view.isUserInteractionEnabled)
        XCTAssertFalse(view.isOpaque)
        view.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        view.sizeToFit()
        XCTAssertEqual(view.frame.size, CGSize(width: 30, height: 15))
        view.image = nil
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    func testAHighlightedImageViewShowsItsHighlightedImage() {
        let view = UIImageView(image: UIImage(data: pngData(width: 10, height: 10)),
                               highlightedImage: UIImage(data: pngData(width: 20, height: 20)))
        view.isHighlighted = true
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 20))
    }
}
