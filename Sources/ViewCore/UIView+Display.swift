import Foundation

/// Display (R4): marking rects, and the top-down drawing walk of the commit.
extension UIView {
    /// Whether the view is marked for display.
    public var needsDisplay: Bool { cycleFlags.contains(.needsDisplay) }

    /// R4.1: rects accumulate as a union, in the view's bounds coordinates. Marking
    /// the whole view means the bounds it has when drawn, not those it had when
    /// marked: a view marked while it had no area (R4.2) is drawn whole once it has one.
    /// A rect with a NaN in it names no area: it marks nothing.
    func markNeedsDisplay(in rect: CGRect?) {
        if let rect, rect.containsNaN { return }
        VisibleChanges.note()
        let addition = rect ?? .infinite
        dirtyRect = dirtyRect.isNull ? addition : CGRectUnion(dirtyRect, addition)
        guard !cycleFlags.contains(.needsDisplay) else { return }
        DisplayCycle.shared.mark(self, .needsDisplay, subtree: .subtreeNeedsDisplay)
    }

    /// A window on screen: the root of a tree the display pass may draw.
    var canDisplay: Bool { isWindow && !isHidden }

    /// Whether the display pass draws this view now; views that cannot keep their
    /// marks without counting as dirty (see DisplayCycle).
    private var isDrawable: Bool { !isHidden && !frameStorage.size.isEmptyArea }

    /// R4.1, R4.2: this view (if marked, visible and of non-empty size), then its
    /// subviews, top-down. Hidden subtrees are skipped with their marks kept. Below
    /// `walkRecursionLimit` levels the walk keeps its own stack (UIView+Traversal.swift).
    func displayBelow(depth: Int = 0) {
        guard depth < UIView.walkRecursionLimit else {
            displayBelowWithOwnStack()
            return
        }
        guard displayAndEnter() else { return }
        for subview in subviewStorage where !subview.cycleFlags.isDisjoint(with: .display) {
            subview.displayBelow(depth: depth + 1)
        }
        leaveDisplayWalk()
    }

    private func displayBelowWithOwnStack() {
        guard displayAndEnter() else { return }
        var current = SubviewCursor(self)
        var above: [SubviewCursor] = []
        while true {
            guard current.next < current.subviews.count else {
                current.view.leaveDisplayWalk()
                guard let parent = above.popLast() else { return }
                current = parent
                continue
            }
            let subview = current.subviews[current.next]
            current.next += 1
            if !subview.cycleFlags.isDisjoint(with: .display), subview.displayAndEnter() {
                above.append(current)
                current = SubviewCursor(subview)
            }
        }
    }

    /// The walk's visit of this view; true if the walk goes below it.
    @inline(__always)
    private func displayAndEnter() -> Bool {
        guard !isHidden else { return false }
        if cycleFlags.contains(.needsDisplay), isDrawable { display() }
        return cycleFlags.contains(.subtreeNeedsDisplay)
    }

    @inline(__always)
    private func leaveDisplayWalk() {
        let stillPending = subviewStorage.contains {
            $0.isDrawable && !$0.cycleFlags.isDisjoint(with: .display)
        }
        if !stillPending { cycleFlags.remove(.subtreeNeedsDisplay) }
    }

    /// A snapshot's drawing of a view that has not drawn what it must.
    func displayForSnapshot() { display() }

    /// Draws the marked rect into a fresh recording context (R4.2, R4.4).
    private func display() {
        // Infinite: the whole view, whatever its bounds (CGRectInfinite is finite).
        let rect = dirtyRect.isNull || dirtyRect.isInfinite ? bounds : CGRectIntersection(dirtyRect, bounds)
        cycleFlags.remove(.needsDisplay)
        dirtyRect = .null
        guard !CGRectIsEmpty(rect) else { return }
        let context = CGContext(bounds: bounds)
        if clearsContextBeforeDrawing { context.clear(rect) }
        UIGraphicsPushContext(context)
        // As in UIKit, dynamic colors resolve against the drawing view's traits.
        if Session.current.overridesUserInterfaceStyle {
            traitCollection.performAsCurrent { draw(rect) }
        } else {
            draw(rect)
        }
        UIGraphicsPopContext()
        contents = context
        hasContents = true
        keep(context, drawnIn: rect)
    }

    /// R4.4: an opaque view's store has no alpha, so what its drawing leaves
    /// undrawn is black, as UIKit's header warns ("opaque views must fill
    /// their entire bounds or the results are undefined"). UIKit's apps see
    /// that black only where the view has no background colour: one with a
    /// background colour, even a clear one, shows it beneath the drawing, so
    /// the engine keeps alpha for it.
    private func keep(_ context: CGContext, drawnIn rect: CGRect) {
        let drewNothing = context.reachedDefaultDraw && context.operations.allSatisfy {
            if case .clear = $0 { return true } else { return false }
        }
        guard !drewNothing else {
            backingStore = nil
            return
        }
        let opaque = isOpaque && backgroundColor == nil
        if backingStore?.accepts(bounds: bounds, isOpaque: opaque) != true {
            backingStore = BackingStore(bounds: bounds, isOpaque: opaque)
        }
        backingStore?.add(context, in: rect)
    }
}

extension CGSize {
    /// NaN counts as no area.
    var isEmptyArea: Bool { !(width > 0 && height > 0) }
}
