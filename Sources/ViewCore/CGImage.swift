import Foundation

/// A bitmap image, as CoreGraphics has it: pixels without a scale. A
/// `UIImage`'s `cgImage` shares the image's pixels; `UIImage(cgImage:)` and a
/// layer's `contents` take one.
public final class CGImage {
    /// The pixels, as an image one pixel per point.
    let image: UIImage
    public let width: Int
    public let height: Int
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }

    init?(_ source: UIImage) {
        guard let bitmap = source.bitmap else { return nil }
        width = bitmap.width
        height = bitmap.height
        image = UIImage(size: CGSize(width: width, height: height), scale: 1, sharing: source)
    }
}

extension UIImage {
    /// The image's pixels as a CGImage; nil for an image without pixels.
    public var cgImage: CGImage? { CGImage(self) }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// The CGImage's pixels at `scale` pixels per point; the engine keeps
    /// every image upright.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let usable = scale.isFinite && scale > 0 ? scale : 1
        self.init(size: CGSize(width: CGFloat(cgImage.width) / usable, height: CGFloat(cgImage.height) / usable),
                  scale: usable, sharing: cgImage.image)
    }

    /// Which way up the image's pixels are: always up here.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public var imageOrientation: Orientation { .up }
}
