import XCTest
@_spi(Bridging) @testable import ViewCore

/// UIColor's initializers, component getters and equality, as UIKit's.
final class ColorTests: ViewCoreTestCase {
    private func components(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        XCTAssertTrue(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        return [red, green, blue, alpha]
    }

    private func assertClose(_ a: [CGFloat], _ b: [CGFloat], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, file: file, line: line)
        for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: 1e-9, "\(a) vs \(b)", file: file, line: line) }
    }

    func testColorsWithTheSameComponentsAreEqualAndHashAlike() {
        let a = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let b = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        XCTAssertEqual(a, b)
        XCTAssertTrue(a.isEqual(b))
        XCTAssertEqual(a.hash, b.hash)
        XCTAssertEqual(Set([a, b]).count, 1)
        XCTAssertNotEqual(a, UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        XCTAssertEqual(UIColor(white: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    func testHueSaturationAndBrightnessGoBothWays() {
        assertClose(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1])
        assertClose(components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 0.5)), [0, 1, 0, 0.5])
        assertClose(components(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)), [0.4, 0.8, 0.8, 1])
        assertClose(components(UIColor(hue: 0.3, saturation: 0, brightness: 0.25, alpha: 1)), [0.25, 0.25, 0.25, 1])
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor.systemOrange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        let back = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
        assertClose(components(back), components(.systemOrange))
        XCTAssertTrue(UIColor.white.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
        XCTAssertEqual([hue, saturation, brightness], [0, 0, 1])
    }

    func testGrayscaleComponentsOnlyForGrayColors() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        XCTAssertTrue(UIColor(white: 0.5, alpha: 0.25).getWhite(&white, alpha: &alpha))
        XCTAssertEqual([white, alpha], [0.5, 0.25])
        white = -1
        XCTAssertFalse(UIColor.red.getWhite(&white, alpha: &alpha), "UIKit refuses an RGB color")
        XCTAssertEqual(white, -1)
        XCTAssertTrue(UIColor.black.withAlphaComponent(0.5).getWhite(&white, alpha: &alpha))
        XCTAssertEqual([white, alpha], [0, 0.5])
    }

    func testDisplayP3IsConvertedToExtendedSRGB() {
        assertClose(components(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)), [1, 1, 1, 1])
        let red = components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertGreaterThan(red[0], 1, "P3's red lies outside sRGB")
        XCTAssertLessThan(red[1], 0)
    }

    func testColorLiteralsAreUIColors() {
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertTrue(type(of: literal) == UIColor.self)
        XCTAssertEqual(literal, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    func testADynamicColorIsEqualOnlyToItselfAndBoundedWhenItCycles() {
        let dynamic = UIColor { _ in .red }
        XCTAssertEqual(dynamic, dynamic)
        XCTAssertNotEqual(dynamic, UIColor { _ in .red })
        XCTAssertNotEqual(dynamic, .red)
        XCTAssertEqual(dynamic.description, "<UIDynamicProviderColor>")
        XCTAssertEqual(dynamic.withAlphaComponent(0.5).cgColor, UIColor.red.withAlphaComponent(0.5).cgColor)
        var selfReferring: UIColor?
        selfReferring = UIColor { _ in selfReferring ?? .red }
        XCTAssertEqual(selfReferring?.cgColor, UIColor.clear.cgColor)
        selfReferring = nil
    }

    func testTheSystemColorsHaveTheirLightValues() {
        XCTAssertEqual(UIColor.tintColor, UIColor.systemBlue)
        assertClose(components(.systemIndigo), [88.0 / 255, 86.0 / 255, 214.0 / 255, 1])
        assertClose(components(.secondaryLabel), [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6])
        XCTAssertEqual(UIColor.namedSystemColors["tintColor"], UIColor.systemBlue)
    }
}
