import Foundation
import LazyCairo

/// Why pixels could not be made, read or written.
public struct RenderingError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Cairo's functions, loaded with the first pixels asked for (Sources/LazyCairo).
enum Cairo {
    static func functions() throws -> UnsafePointer<luaui_cairo_functions> {
        var error: UnsafePointer<CChar>?
        guard let functions = luaui_cairo(&error) else {
            throw RenderingError(error.map { String(cString: $0) } ?? "cannot load libcairo")
        }
        return functions
    }

    static func describe(_ status: cairo_status_t, _ cairo: UnsafePointer<luaui_cairo_functions>) -> String {
        cairo.pointee.status_to_string(status).map { String(cString: $0) } ?? "Cairo's status \(status.rawValue)"
    }
}

/// Pixels: 8-bit premultiplied ARGB in Cairo's image surface, with or
/// without alpha (an opaque view's backing store has none, so what it leaves
/// undrawn is black, as UIKit's is). Snapshots, backing stores and the
/// images drawn into them are bitmaps.
public final class Bitmap {
    let surface: OpaquePointer
    let cairo: UnsafePointer<luaui_cairo_functions>
    public let width: Int
    public let height: Int
    public let hasAlpha: Bool

    /// A bitmap of transparent pixels, or of black ones without alpha. A side
    /// that is not a positive size below 32,768 pixels (Cairo's limit) is
    /// refused.
    public init(width: Int, height: Int, hasAlpha: Bool = true) throws {
        guard (1...32_767).contains(width), (1...32_767).contains(height) else {
            throw RenderingError("a bitmap of \(width) × \(height) pixels cannot be made (each side 1 to 32767)")
        }
        cairo = try Cairo.functions()
        let surface = cairo.pointee.image_surface_create(hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                                                         Int32(width), Int32(height))
        self.surface = try Bitmap.checked(surface, cairo)
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
    }

    /// The bitmap a PNG file's bytes hold.
    public init(pngData data: Data) throws {
        let cairo = try Cairo.functions()
        self.cairo = cairo
        let reader = PNGReader(data: data)
        let made = withExtendedLifetime(reader) {
            cairo.pointee.image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                return Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue().read(into: buffer, count: Int(length))
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        do {
            surface = try Bitmap.checked(made, cairo)
        } catch {
            throw RenderingError("not a PNG file Cairo can read (\(error))")
        }
        width = Int(cairo.pointee.image_surface_get_width(surface))
        height = Int(cairo.pointee.image_surface_get_height(surface))
        hasAlpha = cairo.pointee.image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    }

    /// Pixels along a side of `points` points at `scale`, rounded up; 0 for
    /// a length that is not a positive finite number, and past Cairo's limit
    /// one more than it, which `init` refuses.
    static func pixels(_ points: CGFloat, scale: CGFloat) -> Int {
        let pixels = (points * scale).rounded(.up)
        guard pixels.isFinite, pixels > 0 else { return 0 }
        return pixels > 32_767 ? 32_768 : Int(pixels)
    }

    public convenience init(contentsOfFile path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RenderingError("cannot read \(path)")
        }
        try self.init(pngData: data)
    }

    deinit { cairo.pointee.surface_destroy(surface) }

    private static func checked(_ surface: OpaquePointer?, _ cairo: UnsafePointer<luaui_cairo_functions>) throws -> OpaquePointer {
        guard let surface else { throw RenderingError("Cairo made no surface") }
        let status = cairo.pointee.surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo.pointee.surface_destroy(surface)
            throw RenderingError(Cairo.describe(status, cairo))
        }
        return surface
    }

    // MARK: Drawing into it

    /// Runs `body` with a Cairo context on the bitmap, then flushes it.
    func draw(_ body: (OpaquePointer) throws -> Void) rethrows {
        guard let context = cairo.pointee.create(surface) else { return }
        defer {
            cairo.pointee.destroy(context)
            cairo.pointee.surface_flush(surface)
        }
        try body(context)
    }

    // MARK: Pixels

    /// A pixel's components, 0…255, not premultiplied; alpha is 255 in a
    /// bitmap without alpha. Outside the bitmap, transparent black.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return (0, 0, 0, 0) }
        return withWords { words, rowLength in components(words[y * rowLength + x]) }
    }

    private func components(_ word: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let alpha = hasAlpha ? UInt8(word >> 24) : 255
        func component(_ shift: UInt32) -> UInt8 {
            let premultiplied = UInt32((word >> shift) & 0xff)
            guard alpha != 0 else { return 0 }
            return UInt8(min(255, (premultiplied * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        return (component(16), component(8), component(0), alpha)
    }

    /// The pixel words (Cairo's native-endian premultiplied ARGB), a row
    /// `rowLength` words after the one above; changes are Cairo's to see.
    func withWords<Result>(_ body: (UnsafeMutablePointer<UInt32>, Int) throws -> Result) rethrows -> Result {
        cairo.pointee.surface_flush(surface)
        let stride = Int(cairo.pointee.image_surface_get_stride(surface))
        guard let data = cairo.pointee.image_surface_get_data(surface) else {
            var none: UInt32 = 0
            return try body(&none, 0)
        }
        defer { cairo.pointee.surface_mark_dirty(surface) }
        return try data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { try body($0, stride / 4) }
    }

    // MARK: Comparing

    /// How this bitmap differs from `reference`: the pixels whose components
    /// differ by more than `tolerance` (0…255), the largest difference, and an
    /// image of them: each differing pixel red, brighter the more it differs,
    /// over a faded copy of the reference. Bitmaps of different sizes are
    /// refused.
    public func differences(from reference: Bitmap, tolerance: Int) throws -> (count: Int, largest: Int, image: Bitmap) {
        guard width == reference.width, height == reference.height else {
            throw RenderingError("the images differ in size: \(width) × \(height) pixels, the reference \(reference.width) × \(reference.height)")
        }
        let image = try Bitmap(width: width, height: height)
        var count = 0, largest = 0
        withWords { words, rowLength in
            reference.withWords { referenceWords, referenceRowLength in
                image.withWords { out, outRowLength in
                    for y in 0..<height {
                        for x in 0..<width {
                            let a = components(words[y * rowLength + x])
                            let b = reference.components(referenceWords[y * referenceRowLength + x])
                            let difference = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                                                 abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
                            largest = max(largest, difference)
                            let word: UInt32
                            if difference > tolerance {
                                count += 1
                                word = 0xff00_0000 | UInt32(128 + difference / 2) << 16
                            } else {
                                let gray = UInt32(192 + (Int(b.red) + Int(b.green) + Int(b.blue)) / 12)
                                word = 0xff00_0000 | gray << 16 | gray << 8 | gray
                            }
                            out[y * outRowLength + x] = word
                        }
                    }
                }
            }
        }
        return (count, largest, image)
    }

    // MARK: PNG

    /// The bitmap as a PNG file's bytes: the same pixels give the same bytes.
    public func pngData() throws -> Data {
        let writer = PNGWriter()
        let status = withExtendedLifetime(writer) {
            cairo.pointee.surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PNGWriter>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderingError("cannot encode PNG: \(Cairo.describe(status, cairo))")
        }
        return writer.data
    }

    /// Writes the PNG file; a write that fails part-way (a full disk) is an
    /// error too, which Foundation's `Data.write` does not always report.
    public func writePNG(to path: String) throws {
        let data = try pngData()
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw RenderingError("cannot write \(path): \(String(cString: strerror(errno)))") }
        var failure: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(file, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(file) != 0, failure == 0 { failure = errno }
        guard failure == 0 else { throw RenderingError("cannot write \(path): \(String(cString: strerror(failure)))") }
    }
}

private final class PNGReader {
    let data: Data
    var offset = 0
    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard count <= data.count - offset else { return CAIRO_STATUS_READ_ERROR }
        data.copyBytes(to: buffer, from: data.startIndex + offset..<data.startIndex + offset + count)
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

private final class PNGWriter {
    var data = Data()
}
