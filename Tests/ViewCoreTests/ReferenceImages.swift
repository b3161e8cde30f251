import XCTest
@testable import ViewCore

/// Reference images: a snapshot compared pixel by pixel with the PNG of the
/// same name in Tests/Fixtures/snapshots, which is written from the snapshot
/// when it is missing (then read it, and commit it). A channel may differ by
/// `tolerance` (antialiasing varies a little between Cairo versions), and a
/// few edge pixels by more.
enum ReferenceImages {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/snapshots")

    static func assertMatches(_ bitmap: Bitmap, _ name: String, tolerance: Int = 3,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let path = folder.appendingPathComponent(name + ".png").path
        guard FileManager.default.fileExists(atPath: path) else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try bitmap.writePNG(to: path)
            print("wrote the reference image \(path)")
            return
        }
        let reference = try Bitmap(contentsOfFile: path)
        guard reference.width == bitmap.width, reference.height == bitmap.height else {
            XCTFail("\(name): \(bitmap.width)×\(bitmap.height), the reference is \(reference.width)×\(reference.height)",
                    file: file, line: line)
            return
        }
        var outliers: [String] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let (a, b) = (bitmap.pixel(x: x, y: y), reference.pixel(x: x, y: y))
                let channels = [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)]
                if channels.contains(where: { abs(Int($0.0) - Int($0.1)) > tolerance }) {
                    outliers.append("(\(x), \(y)) is \([a.red, a.green, a.blue, a.alpha]), not \([b.red, b.green, b.blue, b.alpha])")
                }
            }
        }
        // One pixel in two hundred may differ more: an edge's antialiasing.
        let allowed = bitmap.width * bitmap.height / 200
        XCTAssertLessThanOrEqual(outliers.count, allowed,
                                 "\(name): \(outliers.count) pixels differ from the reference, first \(outliers.prefix(3))",
                                 file: file, line: line)
    }
}
