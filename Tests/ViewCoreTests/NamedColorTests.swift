import XCTest
@testable import ViewCore

/// `UIColor(named:in:compatibleWith:)` reads the color sets of an app's asset
/// catalogs as Xcode writes them (`Name.colorset/Contents.json`), and a nib's
/// named color with no `<resources>` entry comes from the catalogs beside it.
final class NamedColorTests: ViewCoreTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("NamedColorTests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func writeColorSet(_ path: String, _ colors: String) throws {
        let set = folder.appendingPathComponent("App/Assets.xcassets/\(path).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("{ \"colors\" : [ \(colors) ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }".utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
    }

    private func entry(_ space: String, _ red: String, _ green: String, _ blue: String, alpha: String = "1.000",
                       idiom: String = "universal", appearance: String? = nil) -> String {
        let appearances = appearance.map { #""appearances" : [ { "appearance" : "luminosity", "value" : "\#($0)" } ], "# } ?? ""
        return #"{ \#(appearances)"color" : { "color-space" : "\#(space)", "components" : { "alpha" : "\#(alpha)", "blue" : "\#(blue)", "green" : "\#(green)", "red" : "\#(red)" } }, "idiom" : "\#(idiom)" }"#
    }

    func testTheLightAppearanceOfTheDevicesIdiomWins() throws {
        try writeColorSet("Brand", [
            entry("srgb", "0.100", "0.100", "0.100"),
            entry("srgb", "0.000", "0.000", "0.000", appearance: "dark"),
            entry("srgb", "0.300", "0.300", "0.300", idiom: "iphone"),
            entry("srgb", "0.500", "0.500", "0.500", idiom: "ipad"),
        ].joined(separator: ", "))
        let bundle = try XCTUnwrap(Bundle(path: folder.path))
        XCTAssertEqual(UIColor(named: "Brand", in: bundle, compatibleWith: nil)?.cgColor,
                       CGColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1), "the iPhone's entry, on an iPhone")
        XCTAssertNil(UIColor(named: "Missing", in: bundle, compatibleWith: nil))
    }

    func testDisplayP3ComponentsBecomeExtendedSRGB() throws {
        try writeColorSet("Vivid", entry("display-p3", "1.000", "0.000", "0.000"))
        let color = try XCTUnwrap(UIColor(named: "Vivid", in: Bundle(path: folder.path), compatibleWith: nil)).cgColor
        // P3's red lies outside sRGB: more than 1 of red, less than 0 of the others.
        XCTAssertEqual(color.red, 1.0931, accuracy: 0.001)
        XCTAssertEqual(color.green, -0.2267, accuracy: 0.001)
        XCTAssertEqual(color.blue, -0.1501, accuracy: 0.001)
    }

    func testANibsNamedColorComesFromTheCatalogBesideIt() throws {
        try writeColorSet("Brand", entry("srgb", "0.800", "0.400", "0.200"))
        let xib = folder.appendingPathComponent("App/Card.xib")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <color key="backgroundColor" name="Brand"/>
                    </view>
                </objects>
            </document>
            """.utf8).write(to: xib)
        let nib = UINib(nibName: "Card", bundle: Bundle(path: folder.appendingPathComponent("App").path))
        let view = try XCTUnwrap(nib.instantiate(withOwner: nil).first as? UIView)
        XCTAssertEqual(view.backgroundColor?.cgColor, CGColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1))
    }
}
