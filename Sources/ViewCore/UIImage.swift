import Foundation

/// An image, as far as layout sees one: its size in points and its scale.
/// The size comes from a PNG file's header (its `IHDR` chunk), the scale
/// from the file's `@2x`/`@3x` suffix, as UIKit reads them; no pixel is
/// decoded.
open class UIImage: NSObject {
    /// In points: the pixel size divided by the scale.
    public let size: CGSize
    public let scale: CGFloat
    /// The name it was found by (`UIImage(named:)`), for its description.
    let name: String?

    public override convenience init() {
        self.init(pixelSize: .zero, scale: 1, name: nil)
    }

    init(pixelSize: CGSize, scale: CGFloat, name: String?) {
        size = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
        self.scale = scale
        self.name = name
        super.init()
    }

    /// The image named in the main bundle (a script's folder): `name` with or
    /// without `.png`, the variant for the screen's scale first, then the
    /// others from the largest down. Nil if none is a readable PNG.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let folder = URL(fileURLWithPath: bundle?.bundlePath ?? Session.current.mainBundlePath)
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        guard !base.isEmpty else { return nil }
        let displayScale = traitCollection?.displayScale ?? UIScreen.main.scale
        let screenScale = displayScale.isFinite ? max(1, min(3, Int(displayScale.rounded()))) : 1
        let scales = [screenScale] + [3, 2, 1].filter { $0 != screenScale }
        for scale in scales {
            let file = folder.appendingPathComponent(scale == 1 ? "\(base).png" : "\(base)@\(scale)x.png")
            guard let data = try? Data(contentsOf: file), let pixels = UIImage.pngPixelSize(data) else { continue }
            self.init(pixelSize: pixels, scale: CGFloat(scale), name: base)
            return
        }
        return nil
    }

    /// The PNG at `path`, its scale from an `@2x`/`@3x` suffix.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let pixels = UIImage.pngPixelSize(data) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(pixelSize: pixels, scale: scale, name: nil)
    }

    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard scale.isFinite, scale > 0, let pixels = UIImage.pngPixelSize(data) else { return nil }
        self.init(pixelSize: pixels, scale: scale, name: nil)
    }

    /// Width and height from a PNG's header: the signature, then the `IHDR`
    /// chunk (after Apple's `CgBI` chunk in an optimized file). Nil for
    /// anything else.
    static func pngPixelSize(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(64))
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func word(_ offset: Int) -> UInt32? {
            guard offset + 4 <= bytes.count else { return nil }
            return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        var offset = 8
        while let length = word(offset), offset + 8 <= bytes.count {
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "IHDR" {
                guard let width = word(offset + 8), let height = word(offset + 12), width > 0, height > 0 else { return nil }
                return CGSize(width: CGFloat(width), height: CGFloat(height))
            }
            guard type == "CgBI", length < 64 else { return nil }
            offset += 12 + Int(length)
        }
        return nil
    }

    /// UIKit's shape, without the address: `<UIImage: named(main: star) {24, 24}>`.
    open override var description: String {
        let origin = name.map { "named(main: \($0))" } ?? "anonymous"
        return "<UIImage: \(origin) {\(shortNumber(size.width)), \(shortNumber(size.height))}>"
    }
}
