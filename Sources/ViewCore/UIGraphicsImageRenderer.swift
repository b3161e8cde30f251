import Foundation

/// How a renderer's output is made.
open class UIGraphicsRendererFormat: NSObject {
    /// The format of the main screen's drawing.
    open class func `default`() -> Self { self.init() }

    public required override init() { super.init() }

    /// The rectangle the output covers, in points.
    open internal(set) var bounds: CGRect = .zero
}

/// An image renderer's format: pixels per point (the screen's scale unless
/// set), and whether the image is opaque (then what the drawing leaves
/// undrawn is black, as for an opaque view's store).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The range of colours the image holds: the engine's images are all
    /// standard range.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended, standard
    }

    open var scale: CGFloat = UIScreen.main.scale
    open var opaque = false
    open var preferredRange = Range.automatic

    /// The format best for the main screen: the same as `default()`.
    open class func preferred() -> Self { self.init() }

    public required init() { super.init() }
}

/// What a renderer's drawing closure is given: the context it draws in, and
/// UIKit's shortcuts on it.
open class UIGraphicsRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Outlines `rect` with a one-point line in the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.stroke(rect) }
    }

    private func withBlendMode(_ mode: CGBlendMode, _ draw: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(mode)
        draw()
        cgContext.restoreGState()
    }

    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// An image renderer's context: its drawing as an image so far.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// What has been drawn until now, as an image.
    open var currentImage: UIImage {
        ImageDrawing(context: cgContext, format: format as? UIGraphicsImageRendererFormat ?? .default()).image()
    }
}

/// The base of UIKit's renderers.
open class UIGraphicsRenderer: NSObject {
    public let format: UIGraphicsRendererFormat
    /// Whether it makes images: true for an image renderer.
    open var allowsImageOutput: Bool { true }

    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        self.format = format
        super.init()
    }
}

/// Makes images of drawing: `image { context in … }` runs the closure with a
/// context that is UIKit's current one, then turns what it drew into pixels
/// at the format's scale. A size or scale that makes no pixels gives an
/// image of that size with none.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    private var imageFormat: UIGraphicsImageRendererFormat {
        format as? UIGraphicsImageRendererFormat ?? .default()
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(bounds: format.bounds.isFinite ? format.bounds : .zero)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return ImageDrawing(context: context, format: imageFormat).image()
    }

    /// The image's PNG file; empty when it has no pixels.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// A recording turned into an image's pixels.
struct ImageDrawing {
    let context: CGContext
    let scale: CGFloat
    let opaque: Bool

    init(context: CGContext, format: UIGraphicsImageRendererFormat) {
        self.context = context
        scale = format.scale.isFinite && format.scale > 0 ? format.scale : UIScreen.main.scale
        opaque = format.opaque
    }

    init(context: CGContext, scale: CGFloat, opaque: Bool) {
        self.context = context
        self.scale = scale.isFinite && scale > 0 ? scale : UIScreen.main.scale
        self.opaque = opaque
    }

    func image() -> UIImage {
        let bounds = context.bounds
        return UIImage(size: bounds.size, scale: scale, bitmap: pixels())
    }

    private func pixels() -> Bitmap? {
        let bounds = context.bounds
        let width = Bitmap.pixels(bounds.width, scale: scale), height = Bitmap.pixels(bounds.height, scale: scale)
        guard width > 0, height > 0, let bitmap = try? Bitmap(width: width, height: height, hasAlpha: !opaque) else {
            return nil
        }
        let cairo = bitmap.cairo
        bitmap.draw { target in
            cairo.pointee.scale(target, scale, scale)
            cairo.pointee.translate(target, -bounds.minX, -bounds.minY)
            context.replay(into: target, cairo, limitedTo: bounds)
        }
        return bitmap
    }
}

// MARK: - UIKit's image context functions

/// Begins drawing into a new image of `size` points, as UIKit's current
/// context until `UIGraphicsEndImageContext()`; a scale of 0 is the screen's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(bounds: CGRect(origin: .zero, size: size.width.isFinite && size.height.isFinite ? size : .zero))
    Session.current.imageContexts.append((context, scale == 0 ? UIScreen.main.scale : scale, opaque))
    UIGraphicsPushContext(context)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context has drawn, as an image; nil when the
/// current context is no image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = Session.current.imageContexts.last, UIGraphicsGetCurrentContext() === entry.context else { return nil }
    return ImageDrawing(context: entry.context, scale: entry.scale, opaque: entry.opaque).image()
}

/// Ends the current image context; nothing when there is none.
public func UIGraphicsEndImageContext() {
    guard let entry = Session.current.imageContexts.last, UIGraphicsGetCurrentContext() === entry.context else { return }
    Session.current.imageContexts.removeLast()
    UIGraphicsPopContext()
}
