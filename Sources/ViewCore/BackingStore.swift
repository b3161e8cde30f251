import Foundation

/// A view's drawn content (R4): what its `draw(_:)` calls recorded, turned
/// into pixels only when a snapshot first needs them, so that drawing costs
/// no rasterizing in a run that never asks for pixels.
///
/// UIKit redraws only the dirty rect, over what the store already holds: a
/// pass replays one `draw(_:)` call clipped to its rect onto the pixels of
/// the passes before it. A new size (or opacity) is a new store, as in UIKit.
final class BackingStore {
    private struct Pass {
        let drawing: CGContext
        let rect: CGRect
    }

    /// The bounds the passes were drawn in.
    private(set) var bounds: CGRect
    /// Without alpha: what no pass draws is black (R4.4).
    let isOpaque: Bool
    /// A layer's store keeps its layer's `contentsScale`, as Core Animation
    /// does: a layer of its own left at 1 is drawn at 1 pixel per point and
    /// scaled up. Nil for a view's, drawn at the snapshot's scale.
    var contentsScale: CGFloat?
    /// Passes not yet in `bitmap`, oldest first.
    private var pending: [Pass] = []
    private var bitmap: Bitmap?
    private var bitmapScale: CGFloat = 0
    /// Counts the passes added, so that a compositor can tell a store that
    /// changed from one that did not.
    private(set) var generation = 0

    /// Unbaked passes beyond this are rasterized while drawing (at the screen's
    /// scale, if no snapshot chose one), so that a view redrawn piecemeal for
    /// a long run keeps bounded memory.
    private static let pendingLimit = 32

    init(bounds: CGRect, isOpaque: Bool) {
        self.bounds = bounds
        self.isOpaque = isOpaque
    }

    /// Whether a drawing of `bounds` by a view so opaque continues this store.
    func accepts(bounds other: CGRect, isOpaque opaque: Bool) -> Bool {
        other.size == bounds.size && opaque == isOpaque
    }

    func add(_ drawing: CGContext, in rect: CGRect) {
        // A pass that clears all it may draw on leaves nothing of the earlier ones.
        if drawing.clearsWhole(rect), rect.contains(CGRect(origin: drawing.bounds.origin, size: bounds.size)) {
            pending.removeAll()
            bitmap = nil
        }
        bounds = drawing.bounds
        pending.append(Pass(drawing: drawing, rect: rect))
        generation += 1
        VisibleChanges.note()
        if pending.count > BackingStore.pendingLimit {
            _ = try? pixels(scale: bitmapScale > 0 ? bitmapScale : UIScreen.main.scale)
        }
    }

    /// The store's pixels at `scale` pixels per point, every pass applied.
    /// Asked at another scale than before, the store starts again from the
    /// passes it still holds.
    func pixels(scale: CGFloat) throws -> Bitmap? {
        let width = Bitmap.pixels(bounds.width, scale: scale), height = Bitmap.pixels(bounds.height, scale: scale)
        guard width > 0, height > 0 else { return nil }
        if bitmap == nil || bitmapScale != scale {
            bitmap = try Bitmap(width: width, height: height, hasAlpha: !isOpaque)
            bitmapScale = scale
        }
        guard let bitmap else { return nil }
        if !pending.isEmpty {
            let cairo = bitmap.cairo
            bitmap.draw { context in
                cairo.pointee.scale(context, scale, scale)
                for pass in pending {
                    cairo.pointee.save(context)
                    cairo.pointee.translate(context, -pass.drawing.bounds.minX, -pass.drawing.bounds.minY)
                    pass.drawing.replay(into: context, cairo, limitedTo: pass.rect)
                    cairo.pointee.restore(context)
                }
            }
            pending.removeAll()
        }
        return bitmap
    }
}

extension CGContext {
    /// Whether the recording starts by clearing all of `rect`.
    func clearsWhole(_ rect: CGRect) -> Bool {
        guard case .clear(let cleared)? = recording.first?.operation, recording.first?.state.clips.isEmpty == true else {
            return false
        }
        return cleared.contains(rect)
    }
}
