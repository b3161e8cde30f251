import XCTest
@testable import ViewCore

/// R18.14–R18.15: system images. Sources: Apple's `UIImage(systemName:)`
/// ("Creates an image object that contains a system symbol image"),
/// `UIImage.SymbolConfiguration` (point size, weight, scale, text style;
/// `applying(_:)`), `UIImageView.preferredSymbolConfiguration` references,
/// and the Human Interface Guidelines' "SF Symbols" (symbols sit with text
/// of the font's size, in small, medium and large scales). The sizes are
/// the engine's (UIImage+Symbols.swift says how).
final class SystemImageTests: ViewCoreTestCase {
    func test_R18_14_aSymbolIsATemplateSizedAsItsFontsLine() throws {
        let star = try XCTUnwrap(UIImage(systemName: "star.fill"))
        XCTAssertTrue(star.isSymbolImage)
        XCTAssertEqual(star.renderingMode, .automatic)
        // 17 × 1.193 = 20.29, rounded up to a 3× screen's pixels.
        XCTAssertEqual(star.size.width, 20.333, accuracy: 0.001)
        XCTAssertEqual(star.size.width, star.size.height)
        XCTAssertEqual(star.scale, UIScreen.main.scale)
        XCTAssertEqual(star.description, "<UIImage: symbol(system: star.fill) {20.3333, 20.3333}>")

        let large = try XCTUnwrap(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large)))
        XCTAssertEqual(large.size.width, roundedUpToPixels(CGSize(width: 34 * 1.19336 * 1.29, height: 0)).width, accuracy: 0.34)
        let small = try XCTUnwrap(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        XCTAssertLessThan(small.size.width, star.size.width)
        let title = try XCTUnwrap(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        XCTAssertEqual(title.size.width, roundedUpToPixels(CGSize(width: 34 * 1.19336, height: 0)).width, accuracy: 0.34)
    }

    func test_R18_14_onlyNamesASymbolCouldHaveMakeAnImage() {
        for name in ["star", "1.circle", "square.and.arrow.up", "person.crop.circle.badge.plus"] {
            XCTAssertNotNil(UIImage(systemName: name), name)
        }
        for name in ["", "Star", ".star", "star.", "star..fill", "star fill", "star/fill", "☆"] {
            XCTAssertNil(UIImage(systemName: name), name)
        }
        XCTAssertNotNil(UIImage(systemName: "no.such.symbol.exists"), "any well-formed name: there is no catalog")
        XCTAssertFalse(UIImage().isSymbolImage)
        XCTAssertNil(UIImage().symbolConfiguration)
    }

    func test_R18_14_configurationsApplyAndReplace() throws {
        let base = try XCTUnwrap(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .light)))
        let bolder = try XCTUnwrap(base.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .heavy)))
        XCTAssertEqual(bolder.symbolConfiguration, UIImage.SymbolConfiguration(pointSize: 20, weight: .heavy))
        XCTAssertEqual(bolder.size, base.size, "weight does not change the size")
        let replaced = base.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        XCTAssertEqual(replaced.symbolConfiguration, UIImage.SymbolConfiguration(scale: .large), "withConfiguration replaces")
        XCTAssertEqual(replaced.symbolConfiguration?.description, "<UIImageSymbolConfiguration: scale=large>")
        XCTAssertNil(UIImage().applyingSymbolConfiguration(.unspecified))
        XCTAssertEqual(UIImage.SymbolConfiguration(pointSize: .nan), UIImage.SymbolConfiguration.unspecified, "a NaN size is unspecified")
        XCTAssertEqual(UIImage.SymbolConfiguration(pointSize: 20, weight: .bold).configurationWithoutPointSizeAndWeight(),
                       UIImage.SymbolConfiguration.unspecified)
        let font = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 22, weight: .semibold))
        XCTAssertEqual(font, UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold))

        let view = UIImageView(image: base)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        XCTAssertEqual(view.intrinsicContentSize.width, roundedUpToPixels(CGSize(width: 40 * 1.19336, height: 0)).width, accuracy: 0.34)
        XCTAssertTrue(view.image === base, "the view keeps the image it was given")
    }

    /// Snapshots draw a system image as a box of its tint: the view's, its
    /// `withTintColor(_:)` color, or black when drawn as its original.
    func test_R18_15_aSymbolDrawsAsABoxOfItsTint() throws {
        let star = try XCTUnwrap(UIImage(systemName: "star"))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 30))
        container.backgroundColor = .white
        container.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let tinted = UIImageView(image: star)
        let colored = UIImageView(image: star.withTintColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1)))
        let original = UIImageView(image: star.withRenderingMode(.alwaysOriginal))
        colored.frame.origin.x = 30
        original.frame.origin.x = 60
        [tinted, colored, original].forEach(container.addSubview)
        let bitmap = try container.snapshot(scale: 1)
        let red = bitmap.pixel(x: 10, y: 10), blue = bitmap.pixel(x: 40, y: 10), black = bitmap.pixel(x: 70, y: 10)
        XCTAssertEqual([red.red, red.green, red.blue], [255, 0, 0])
        XCTAssertEqual([blue.red, blue.green, blue.blue], [0, 0, 255])
        XCTAssertEqual([black.red, black.green, black.blue], [0, 0, 0])
        XCTAssertEqual(bitmap.pixel(x: 25, y: 25).red, 255, "white outside the box")

        let button = UIButton(type: .system)
        button.setImage(star, for: .normal)
        XCTAssertEqual(button.intrinsicContentSize.width, star.size.width)
    }
}
