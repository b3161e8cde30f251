import Foundation
import LazyCairo
@_spi(Bridging) import ViewCore

/// Issue 18's compositing: a screen-sized window of 1,000 views (a grid of
/// coloured cells, a tenth of them with a child) composited at 3× into a
/// fresh bitmap. Floor: Cairo filling the same rectangles, in the same
/// colours, into a fresh bitmap of the same size. Then the same tree
/// snapshot again with nothing changed, against the full composite.
func pixelBenchmarks(_ schedule: Schedule) -> [Row] {
    Session.start()
    let scale: CGFloat = 3
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    root.backgroundColor = .white
    var fills: [(CGRect, CGColor)] = [(root.bounds, UIColor.white.cgColor)]
    var count = 1
    var index = 0
    while count < 1_000 {
        let frame = CGRect(x: CGFloat(index % 20) * 19.5 + 1, y: CGFloat(index / 20) * 16 + 4, width: 17, height: 14)
        let color = UIColor(red: CGFloat(index % 7) / 7, green: CGFloat(index % 11) / 11, blue: CGFloat(index % 5) / 5, alpha: 1)
        let cell = UIView(frame: frame)
        cell.backgroundColor = color
        root.addSubview(cell)
        fills.append((frame, color.cgColor))
        count += 1
        if index % 10 == 0, count < 1_000 {
            let child = UIView(frame: CGRect(x: 4, y: 4, width: 9, height: 6))
            child.backgroundColor = .black
            cell.addSubview(child)
            fills.append((CGRect(x: frame.minX + 4, y: frame.minY + 4, width: 9, height: 6), UIColor.black.cgColor))
            count += 1
        }
        index += 1
    }
    let (width, height) = (Int(393 * scale), Int(852 * scale))
    var error: UnsafePointer<CChar>?
    guard let cairo = luaui_cairo(&error)?.pointee else { fail("pixels: \(error.map { String(cString: $0) } ?? "no Cairo")") }

    var full = Samples(), floor = Samples(), unchanged = Samples()
    for run in 0..<(schedule.warmup + schedule.repetitions) {
        var bitmap: Bitmap?
        let fullTime = elapsed { bitmap = try? Compositor().render(root, scale: scale) }
        guard bitmap?.pixel(x: 1, y: 1).red == 255 else { fail("pixels: the composite is not white at its corner") }
        let floorTime = elapsed {
            let surface = cairo.image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            let context = cairo.create(surface)
            cairo.scale(context, scale, scale)
            for (rect, color) in fills {
                cairo.set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
                cairo.rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
                cairo.fill(context)
            }
            cairo.destroy(context)
            cairo.surface_flush(surface)
            cairo.surface_destroy(surface)
        }
        _ = try? root.snapshot(scale: scale)
        var again: Bitmap?
        let unchangedTime = elapsed { again = try? root.snapshot(scale: scale) }
        blackHole(again)
        if run >= schedule.warmup {
            full.add(fullTime)
            floor.add(floorTime)
            unchanged.add(unchangedTime)
        }
    }
    return [
        Row(name: "pixels: a 1,000-view window composited at 3x (floor: Cairo filling its rects)", value: full,
            floor: floor, per: 1_000_000, unit: "ms", target: .ratioAtMost(2)),
        Row(name: "pixels: the same window again, nothing changed (floor: the full composite)", value: unchanged,
            floor: full, per: 1_000_000, unit: "ms", target: .ratioAtMost(0.05)),
    ]
}
