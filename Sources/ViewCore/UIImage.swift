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
    /// The PNG file's bytes and their pixels, shared with the copies
    /// `withRenderingMode(_:)` and its siblings make.
    let pixels: ImagePixels

    /// How the image is drawn: its own colors, or its shape in a tint.
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// The color `withTintColor(_:)` gave it, which a template image is drawn
    /// in rather than its view's tint.
    var tintColorStorage: UIColor?
    /// What a system image is (UIImage+Symbols.swift); nil for another.
    var symbol: SymbolImage?

    /// The image's pixels, or nil for an image without a PNG file or one
    /// Cairo cannot read (drawn as nothing).
    var bitmap: Bitmap? { pixels.bitmap }

    public override convenience init() {
        self.init(pixelSize: .zero, scale: 1, name: nil, pngData: nil)
    }

    init(pixelSize: CGSize, scale: CGFloat, name: String?, pngData: Data?) {
        size = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
        self.scale = scale
        self.name = name
        pixels = ImagePixels(pngData: pngData)
        super.init()
    }

    /// An image of pixels drawn here (an image renderer's, a snapshot's), of
    /// `size` points at `scale`.
    init(size: CGSize, scale: CGFloat, bitmap: Bitmap?) {
        self.size = size
        self.scale = scale
        name = nil
        pixels = ImagePixels(bitmap: bitmap)
        super.init()
    }

    /// `image`'s pixels at another size and scale.
    init(size: CGSize, scale: CGFloat, sharing image: UIImage) {
        self.size = size
        self.scale = scale
        name = nil
        pixels = image.pixels
        super.init()
    }

    /// A copy of `image` (its pixels shared) that the caller changes.
    init(copying image: UIImage, size: CGSize? = nil) {
        self.size = size ?? image.size
        scale = image.scale
        name = image.name
        pixels = image.pixels
        renderingMode = image.renderingMode
        tintColorStorage = image.tintColorStorage
        symbol = image.symbol
        capInsets = image.capInsets
        resizingMode = image.resizingMode
        super.init()
    }

    /// The edges a resizable image keeps as they are when stretched; zero
    /// for an image that stretches whole.
    public internal(set) var capInsets = UIEdgeInsets.zero
    public internal(set) var resizingMode = ResizingMode.tile

    /// How a resizable image fills the middle between its caps.
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// The image with caps that keep their size when it is drawn larger: the
    /// middle is stretched (a tiling middle is drawn stretched too). Insets
    /// that are negative or not finite count as zero.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode = .tile) -> UIImage {
        let copy = UIImage(copying: self)
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
        copy.capInsets = UIEdgeInsets(top: usable(capInsets.top), left: usable(capInsets.left),
                                      bottom: usable(capInsets.bottom), right: usable(capInsets.right))
        copy.resizingMode = resizingMode
        return copy
    }

    /// The image as a PNG file's bytes: the file it came from, or its pixels
    /// encoded; nil for an image without pixels.
    open func pngData() -> Data? {
        pixels.pngData ?? (try? pixels.bitmap?.pngData())
    }

    /// Nil: the engine has no JPEG encoder, and UIKit answers nil for data it
    /// cannot encode.
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }

    /// The same image drawn as `renderingMode` says.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(copying: self)
        copy.renderingMode = renderingMode
        return copy
    }

    /// The same system image at `configuration` (its values replacing the
    /// image's); another image is returned as it is (UIImage+Symbols.swift).
    open func withConfiguration(_ configuration: Configuration) -> UIImage {
        symbolImage(withConfiguration: configuration)
    }

    /// The same system image with `configuration`'s values applied over its
    /// own; nil for another image.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        symbolImage(applying: configuration)
    }

    /// The image's shape in `color`, in the same rendering mode (Apple's
    /// reference: a bitmap is drawn as the color through its alpha, a system
    /// image "always uses the specified tint color").
    open func withTintColor(_ color: UIColor) -> UIImage {
        let copy = UIImage(copying: self)
        copy.tintColorStorage = color
        return copy
    }

    /// `withTintColor(_:)` with a rendering mode.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let copy = withTintColor(color)
        copy.renderingMode = renderingMode
        return copy
    }

    /// The color the image's shape is drawn in where a view of tint `tint`
    /// shows it; nil to draw its own colors. A template takes the view's
    /// tint; an image given a tint color keeps it; a system image is a
    /// template unless it is drawn as its original (black, the label color).
    func shapeColor(inTint tint: @autoclosure () -> UIColor) -> UIColor? {
        if symbol != nil { return tintColorStorage ?? (renderingMode == .alwaysOriginal ? .label : tint()) }
        if renderingMode == .alwaysTemplate { return tint() }
        return tintColorStorage
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
        let origin = symbol.map { "symbol(system: \($0.name))" } ?? name.map { "named(main: \($0))" } ?? "anonymous"
        return "<UIImage: \(origin) \(describedSize)>"
    }
}

extension UIImage {
    /// How an image is drawn: `.automatic` lets the context decide (a system
    /// image, or an image in a system button, is a template there).
    public enum RenderingMode: Int, Sendable {
        case automatic = 0, alwaysOriginal, alwaysTemplate
    }
}

/// A PNG file's bytes and the pixels decoded from them when first drawn.
final class ImagePixels {
    let pngData: Data?
    /// `.some(nil)` when the bytes cannot be decoded.
    private var decoded: Bitmap??

    init(pngData: Data?) { self.pngData = pngData }

    /// Pixels drawn here rather than read from a file.
    init(bitmap: Bitmap?) {
        pngData = nil
        decoded = .some(bitmap)
    }

    var bitmap: Bitmap? {
        if let decoded { return decoded }
        let bitmap = pngData.flatMap { try? Bitmap(pngData: $0) }
        decoded = .some(bitmap)
        return bitmap
    }
}
