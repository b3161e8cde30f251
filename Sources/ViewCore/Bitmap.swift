import Foundation
import LazyCairo

/// Why pixels could not be made, read or written.
public struct RenderingError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
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
        let word = rows { $0[y][x] }
        let alpha = hasAlpha ? UInt8(word >> 24) : 255
        func component(_ shift: UInt32) -> UInt8 {
            let premultiplied = UInt32((word >> shift) & 0xff)
            guard alpha != 0 else { return 0 }
            return UInt8(min(255, (premultiplied * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        return (component(16), component(8), component(0), alpha)
    }

    /// The pixel words, row by row (Cairo's native-endian premultiplied ARGB).
    func rows<Result>(_ body: ([UnsafeMutableBufferPointer<UInt32>]) throws -> Result) rethrows -> Result {
        cairo.pointee.surface_flush(surface)
        let stride = Int(cairo.pointee.image_surface_get_stride(surface))
        let base = UnsafeMutableRawPointer(cairo.pointee.image_surface_get_data(surface))
        let rows = (0..<height).map { row in
            UnsafeMutableBufferPointer(start: base.map { ($0 + row * stride).assumingMemoryBound(to: UInt32.self) },
                                       count: base == nil ? 0 : width)
        }
        defer { cairo.pointee.surface_mark_dirty(surface) }
        return try body(rows)
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

    public func writePNG(to path: String) throws {
        let data = try pngData()
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            throw RenderingError("cannot write \(path)")
        }
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
