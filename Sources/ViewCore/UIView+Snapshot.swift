import Foundation

/// Pixels of a view tree: `snapshot(scale:)` and PNG files of it, as UIKit's
/// `drawHierarchy(in:afterScreenUpdates:)` renders a view into an image.
extension UIView {
    /// The view and its subviews composited (Compositor.swift) at `scale`
    /// pixels per point, the screen's by default, its bounds filling the
    /// bitmap. A view that must still draw (it is marked for display, or has
    /// never drawn, as a view outside a window has not) draws first, as a
    /// snapshot after screen updates makes it.
    public func snapshot(scale: CGFloat? = nil) throws -> Bitmap {
        try Session.current.compositor.render(self, scale: scale ?? UIScreen.main.scale)
    }

    /// Draws the view and its subviews, as the screen shows them, into the
    /// current context scaled into `rect`; false when there is no current
    /// context or the view has nothing to show. The engine always draws what
    /// is pending first, as `afterScreenUpdates` true asks.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFinite,
              let bitmap = try? snapshot() else { return false }
        context.draw(UIImage(size: bounds.size, scale: UIScreen.main.scale, bitmap: bitmap), in: rect)
        return true
    }

    /// A view showing the view as it is now: an image view of its snapshot,
    /// the size of its bounds; nil when it has nothing to show.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let bitmap = try? snapshot() else { return nil }
        let copy = UIImageView(image: UIImage(size: bounds.size, scale: UIScreen.main.scale, bitmap: bitmap))
        copy.frame = CGRect(origin: .zero, size: bounds.size)
        return copy
    }

    /// Writes `snapshot(scale:)` as a PNG file.
    public func snapshotPNG(to path: String, scale: CGFloat? = nil) throws {
        try snapshot(scale: scale).writePNG(to: path)
    }

    /// Hidden subtrees are not drawn, as the display pass skips them. The walk
    /// keeps its own stack: a tree may be deeper than Swift's. A snapshot
    /// asked for by a `draw(_:)` this walk runs draws nothing more: it shows
    /// what is drawn, rather than drawing again without end.
    func drawPendingForSnapshot() {
        let session = Session.current
        guard !session.isDrawingForSnapshot else { return }
        session.isDrawingForSnapshot = true
        defer { session.isDrawingForSnapshot = false }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard !view.isHidden else { continue }
            if view.cycleFlags.contains(.needsDisplay) || !view.hasContents, !view.frameStorage.size.isEmptyArea {
                view.displayForSnapshot()
            }
            view.layerStorage?.displayOwnSublayersIfNeeded()
            pending += view.subviewStorage.reversed()
        }
    }

    /// What Core Animation shows as the view's layer's content: what its
    /// `draw(_:)` drew, or for an image view its image.
    var compositedContent: CompositedContent? {
        if isImageView, let imageView = self as? UIImageView {
            guard let image = imageView.shownImage else { return nil }
            if let color = image.shapeColor(inTint: imageView.tintColor) {
                let resolved = Session.current.overridesUserInterfaceStyle ? color.resolvedColor(with: traitCollection) : color
                return CompositedContent(content: .silhouette(image, color: resolved.cgColor), size: image.size)
            }
            return CompositedContent(content: .image(image), size: image.size)
        }
        guard let store = backingStore else { return nil }
        return CompositedContent(content: .store(store, generation: store.generation), size: store.bounds.size)
    }
}

extension UIWindow {
    /// The window as the screen shows it: over the screen's black where the
    /// window's own background leaves it uncovered.
    public func screenSnapshot(scale: CGFloat? = nil) throws -> Bitmap {
        try Session.current.compositor.render(self, scale: scale ?? UIScreen.main.scale,
                                                     background: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }
}

/// A layer's content and its natural size in points, placed in the bounds
/// by the view's content mode, as the layer's `contentsGravity` places it.
final class CompositedContent {
    let content: Compositor.Content
    let size: CGSize

    init(content: Compositor.Content, size: CGSize) {
        self.content = content
        self.size = size
    }

    func rect(in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        var placed = CGRect(origin: .zero, size: size)
        switch mode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let factor = mode == .scaleAspectFit ? fit : fill
            placed.size = CGSize(width: size.width * factor, height: size.height * factor)
            placed.origin = CGPoint(x: bounds.midX - placed.width / 2, y: bounds.midY - placed.height / 2)
            return placed
        default: break
        }
        let left = bounds.minX, right = bounds.maxX - size.width, midX = bounds.midX - size.width / 2
        let top = bounds.minY, bottom = bounds.maxY - size.height, midY = bounds.midY - size.height / 2
        switch mode {
        case .top: placed.origin = CGPoint(x: midX, y: top)
        case .bottom: placed.origin = CGPoint(x: midX, y: bottom)
        case .left: placed.origin = CGPoint(x: left, y: midY)
        case .right: placed.origin = CGPoint(x: right, y: midY)
        case .topLeft: placed.origin = CGPoint(x: left, y: top)
        case .topRight: placed.origin = CGPoint(x: right, y: top)
        case .bottomLeft: placed.origin = CGPoint(x: left, y: bottom)
        case .bottomRight: placed.origin = CGPoint(x: right, y: bottom)
        default: placed.origin = CGPoint(x: midX, y: midY)
        }
        return placed
    }
}

extension Bitmap {
    /// Blurs the alpha channel with three box blurs, close to a Gaussian of
    /// deviation `sigma` pixels; the colour becomes black at that alpha
    /// (a mask needs only the alpha).
    func blurAlpha(sigma: CGFloat) {
        withWords { words, rowLength in
            var alpha = [Float](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width { alpha[y * width + x] = Float(words[y * rowLength + x] >> 24) }
            }
            if sigma.isFinite, sigma >= 0.5 {
                let radius = Int(min(((sqrt(4 * sigma * sigma + 1) - 1) / 2).rounded(), 10_000))
                var scratch = alpha
                for _ in 0..<3 {
                    Bitmap.boxBlur(&alpha, into: &scratch, width: width, height: height, radius: radius, horizontal: true)
                    Bitmap.boxBlur(&scratch, into: &alpha, width: width, height: height, radius: radius, horizontal: false)
                }
            }
            for y in 0..<height {
                for x in 0..<width { words[y * rowLength + x] = UInt32(min(max(alpha[y * width + x].rounded(), 0), 255)) << 24 }
            }
        }
    }

    /// A running-sum blur of one pass along rows or columns; edges count as
    /// transparent.
    private static func boxBlur(_ source: inout [Float], into target: inout [Float], width: Int, height: Int,
                                radius: Int, horizontal: Bool) {
        let (lines, length) = horizontal ? (height, width) : (width, height)
        let scale = 1 / Float(2 * radius + 1)
        for line in 0..<lines {
            let index: (Int) -> Int = horizontal ? { line * width + $0 } : { $0 * width + line }
            var sum: Float = 0
            for i in 0..<min(radius, length) { sum += source[index(i)] }
            for i in 0..<length {
                if i + radius < length { sum += source[index(i + radius)] }
                if i - radius - 1 >= 0 { sum -= source[index(i - radius - 1)] }
                target[index(i)] = sum * scale
            }
        }
    }
}
