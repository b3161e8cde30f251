import Foundation

/// An image: its size in points and its scale, from a PNG file's header (its
/// `IHDR` chunk) and the file's `@2x`/`@3x` suffix, as UIKit reads them. Its
/// pixels are decoded only when a snapshot draws it.
open class UIImage: NSObject {
    /// In points: the pixel size divided by the scale.
    public let size: CGSize
    public let scale: CGFloat
    /// The name it was found by (`UIImage(named:)`), for its description.
    let name: String?
    /// The PNG file's bytes, which a snapshot decodes; nil for an image made
    /// without one.
    let pngData: Data?
    /// The pixels, decoded when first drawn; `.some(nil)` when they cannot be.
    private var decoded: Bitmap??

    /// The image's pixels, or nil for an image without a PNG file or one
    /// Cairo cannot read (drawn as nothing).
    var bitmap: Bitmap? {
        if let decoded { return decoded }
        let bitmap = pngData.flatMap { try? Bitmap(pngData: $0) }
        decoded = .some(bitmap)
        return bitmap
    }

    public override convenience init() {
        self.init(pixelSize: .zero, scale: 1, name: nil, pngData: nil)
    }

    init(pixelSize: CGSize, scale: CGFloat, name: String?, pngData: Data?) {
        size = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
        self.scale = scale
        self.name = name
        self.pngData = pngData
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
            self.init(pixelSize: pixels, scale: CGFloat(scale), name: base, pngData: data)
            return
        }
        return nil
    }

    /// The PNG at `path`, its scale from an `@2x`/`@3x` suffix.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let pixels = UIImage.pngPixelSize(data) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(pixelSize: pixels, scale: scale, name: nil, pngData: data)
    }

    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard scale.isFinite, scale > 0, let pixels = UIImage.pngPixelSize(data) else { return nil }
        self.init(pixelSize: pixels, scale: scale, name: nil, pngData: data)
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

    /// Draws the image scaled to fill `rect` in the current context; nothing
    /// outside drawing.
    open func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect)
    }

    /// Draws the image at its size in points, its top left at `point`.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// UIKit's shape, without the address: `<UIImage: named(main: star) {24, 24}>`.
    /// `{24, 24}`, the size as UIKit's description prints it.
    var describedSize: String { "{\(shortNumber(size.width)), \(shortNumber(size.height))}" }

    open override var description: String {
        let origin = name.map { "named(main: \($0))" } ?? "anonymous"
        return "<UIImage: \(origin) \(describedSize)>"
    }
}
