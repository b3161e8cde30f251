import Foundation

/// A layer of its own at the commit: marked for layout or display, it is
/// laid out (`layoutSublayers`) and drawn (`display`) by the display cycle's
/// next commit, after the views of its pass (DisplayCycle.swift). A view's
/// layer is never registered: its view's marks stand for it.
extension CALayer {
    func markNeedsDisplay() {
        VisibleChanges.note()
        needsDisplayStorage = true
        DisplayCycle.shared.register(self)
    }

    func markNeedsLayout() {
        needsLayoutStorage = true
        DisplayCycle.shared.register(self)
    }

    /// Core Animation's default display: a new backing store of the bounds'
    /// size, cleared, that `draw(in:)` fills and that becomes `contents`. A
    /// layer with no area, or whose drawing draws nothing, has no contents.
    /// A view's layer draws its view (`draw(_:)`).
    func drawIntoBackingStore() {
        if let owningView {
            owningView.displayForSnapshot()
            return
        }
        let bounds = self.bounds
        guard bounds.isFinite, !bounds.size.isEmptyArea else {
            contents = nil
            return
        }
        let context = CGContext(bounds: bounds)
        delegate?.layerWillDraw(self)
        draw(in: context)
        lastDrawing = context
        guard !context.operations.isEmpty else {
            if contents is BackingStore { contents = nil }
            return
        }
        let store = BackingStore(bounds: bounds, isOpaque: isOpaque)
        store.contentsScale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        store.add(context, in: bounds)
        contents = store
    }

    /// The display of a marked layer: the mark goes first, as Core Animation
    /// clears it, so that a `display()` that draws nothing is not asked again.
    func displayMarked() {
        needsDisplayStorage = false
        display()
    }

    /// This layer's `layoutSublayers` if it is marked, then its sublayers'
    /// that are, top-down, with a stack of its own: a layer tree may be
    /// deeper than Swift's.
    func layOutBelow() {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            if layer.owningView == nil, layer.needsLayoutStorage {
                layer.needsLayoutStorage = false
                layer.layoutSublayers()
            }
            pending += (layer.sublayers ?? []).reversed().filter { $0.owningView == nil }
        }
    }

    /// A snapshot's drawing of the layers of their own below this one that
    /// are marked for display and shown.
    func displayOwnSublayersIfNeeded() {
        var pending = (sublayers ?? []).filter { $0.owningView == nil }
        while let layer = pending.popLast() {
            guard !layer.isHidden else { continue }
            if layer.needsDisplayStorage { layer.displayMarked() }
            pending += (layer.sublayers ?? []).filter { $0.owningView == nil }
        }
    }

    /// How many layers are above this one.
    var depth: Int {
        var count = 0
        var current = superlayer
        while let layer = current {
            count += 1
            current = layer.superlayer
        }
        return count
    }

    /// Whether the layer would be seen if drawn: it and every layer above it
    /// shown, up to the layer of a view in a window on screen.
    var isInVisibleWindow: Bool {
        var current: CALayer? = self
        while let layer = current {
            if let view = layer.owningView {
                guard let window = view.window, window.canDisplay else { return false }
                var ancestor: UIView? = view
                while let shown = ancestor {
                    if shown.isHidden { return false }
                    ancestor = shown.superview
                }
                return true
            }
            if layer.isHidden { return false }
            current = layer.superlayer
        }
        return false
    }
}
