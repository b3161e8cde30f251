import Foundation

/// Layout (R3) and the constraint phase (R5): marking, `layoutIfNeeded`, the
/// top-down layout walk, the bottom-up constraint walk, autoresizing and sizing.
extension UIView {
    /// Whether the view is marked for layout (`_needsLayout` in UIKit's debugging aids).
    public var needsLayout: Bool { cycleFlags.contains(.needsLayout) }

    /// R5.2: whether the view is marked for the constraint phase.
    public var needsUpdateConstraints: Bool { cycleFlags.contains(.needsUpdateConstraints) }

    func markNeedsLayout() {
        guard !cycleFlags.contains(.needsLayout) else { return }
        DisplayCycle.shared.mark(self, .needsLayout, subtree: .subtreeNeedsLayout)
    }

    func markNeedsUpdateConstraints() {
        guard !cycleFlags.contains(.needsUpdateConstraints) else { return }
        DisplayCycle.shared.mark(self, .needsUpdateConstraints, subtree: .subtreeNeedsUpdateConstraints)
    }

    /// R3.1: brings the constraints up to date, then lays out the marked views of
    /// this subtree, and nothing else.
    func layoutSubtreeIfNeeded() {
        updateConstraintsBelow()
        solveConstraintsIfNeeded()
        layoutBelow(safeRegion: superviewStorage?.safeRegionForSubviews ?? ownSafeRegionAsRoot, regionMoved: true)
    }

    /// For the root of a tree: the screen's safe region if the root is a window.
    var ownSafeRegionAsRoot: CGRect? { isWindow ? UIView.screenSafeRegion : nil }

    /// R3.2: this view's `layoutSubviews` (bracketed by its controller's
    /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews`), then its marked subviews'.
    /// In a window, `safeRegion` is the superview's safe region, carried down so
    /// that changes of insets are reported before layout (UIView+SafeArea.swift);
    /// a change makes the walk visit every subview to check theirs.
    /// A subtree flag stays set while a subview is still marked when the walk
    /// leaves it (a layout that invalidated a view already visited), so the commit
    /// comes back for another pass. Below `walkRecursionLimit` levels the walk keeps
    /// its own stack (UIView+Traversal.swift).
    func layoutBelow(safeRegion: CGRect?, regionMoved: Bool, depth: Int = 0) {
        guard depth < UIView.walkRecursionLimit else {
            layoutBelowWithOwnStack(safeRegion: safeRegion, regionMoved: regionMoved)
            return
        }
        var ownRegion: CGRect?
        var regionChanged = false
        if let safeRegion {
            (ownRegion, regionChanged) = refreshSafeArea(withinSuperviewRegion: safeRegion, regionMoved: regionMoved)
        }
        layOutIfMarked()
        guard regionChanged || cycleFlags.contains(.subtreeNeedsLayout) else { return }
        for subview in subviewStorage where regionChanged || !subview.cycleFlags.isDisjoint(with: .layout) {
            subview.layoutBelow(safeRegion: ownRegion, regionMoved: regionChanged, depth: depth + 1)
        }
        leaveLayoutWalk()
    }

    private func layoutBelowWithOwnStack(safeRegion: CGRect?, regionMoved: Bool) {
        guard var current = layOutAndEnter(safeRegion: safeRegion, regionMoved: regionMoved) else { return }
        var above: [LayoutWalkStep] = []
        while true {
            guard current.cursor.next < current.cursor.subviews.count else {
                current.cursor.view.leaveLayoutWalk()
                guard let parent = above.popLast() else { return }
                current = parent
                continue
            }
            let subview = current.cursor.subviews[current.cursor.next]
            current.cursor.next += 1
            if current.regionChanged || !subview.cycleFlags.isDisjoint(with: .layout),
               let entered = subview.layOutAndEnter(safeRegion: current.ownRegion, regionMoved: current.regionChanged) {
                above.append(current)
                current = entered
            }
        }
    }

    /// A view of the layout walk whose subviews it is going through.
    private struct LayoutWalkStep {
        var cursor: SubviewCursor
        let ownRegion: CGRect?
        let regionChanged: Bool
    }

    /// The walk's visit of this view: its safe area, then its layout if marked.
    /// Returns the step for its subviews if the walk goes below it.
    private func layOutAndEnter(safeRegion: CGRect?, regionMoved: Bool) -> LayoutWalkStep? {
        var ownRegion: CGRect?
        var regionChanged = false
        if let safeRegion {
            (ownRegion, regionChanged) = refreshSafeArea(withinSuperviewRegion: safeRegion, regionMoved: regionMoved)
        }
        layOutIfMarked()
        guard regionChanged || cycleFlags.contains(.subtreeNeedsLayout) else { return nil }
        return LayoutWalkStep(cursor: SubviewCursor(self), ownRegion: ownRegion, regionChanged: regionChanged)
    }

    @inline(__always)
    private func layOutIfMarked() {
        guard cycleFlags.contains(.needsLayout) else { return }
        cycleFlags.remove(.needsLayout)
        if let layer = layerStorage { layer.layoutSublayers() } else { layOutSubviewsWithController() }
    }

    /// The view's layout, bracketed by its controller's callbacks.
    func layOutSubviewsWithController() {
        let controller = viewDelegate
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    @inline(__always)
    private func leaveLayoutWalk() {
        if !subviewStorage.contains(where: { !$0.cycleFlags.isDisjoint(with: .layout) }) {
            cycleFlags.remove(.subtreeNeedsLayout)
        }
    }

    /// R5.1: subviews before superviews; a controller's `updateViewConstraints`
    /// runs between its root view's subviews and the root view itself. Below
    /// `walkRecursionLimit` levels the walk keeps its own stack (UIView+Traversal.swift).
    func updateConstraintsBelow(depth: Int = 0) {
        guard depth < UIView.walkRecursionLimit else {
            updateConstraintsBelowWithOwnStack()
            return
        }
        if cycleFlags.contains(.subtreeNeedsUpdateConstraints) {
            for subview in subviewStorage where !subview.cycleFlags.isDisjoint(with: .constraints) {
                subview.updateConstraintsBelow(depth: depth + 1)
            }
            leaveConstraintsWalk()
        }
        updateOwnConstraints()
    }

    private func updateConstraintsBelowWithOwnStack() {
        guard cycleFlags.contains(.subtreeNeedsUpdateConstraints) else {
            updateOwnConstraints()
            return
        }
        var current = SubviewCursor(self)
        var above: [SubviewCursor] = []
        while true {
            guard current.next < current.subviews.count else {
                current.view.leaveConstraintsWalk()
                current.view.updateOwnConstraints()
                guard let parent = above.popLast() else { return }
                current = parent
                continue
            }
            let subview = current.subviews[current.next]
            current.next += 1
            guard !subview.cycleFlags.isDisjoint(with: .constraints) else { continue }
            if subview.cycleFlags.contains(.subtreeNeedsUpdateConstraints) {
                above.append(current)
                current = SubviewCursor(subview)
            } else {
                subview.updateOwnConstraints()
            }
        }
    }

    @inline(__always)
    private func leaveConstraintsWalk() {
        if !subviewStorage.contains(where: { !$0.cycleFlags.isDisjoint(with: .constraints) }) {
            cycleFlags.remove(.subtreeNeedsUpdateConstraints)
        }
    }

    /// The constraint pass's work on this view, once its subviews are done.
    private func updateOwnConstraints() {
        guard cycleFlags.contains(.needsUpdateConstraints) else { return }
        cycleFlags.remove(.needsUpdateConstraints)
        if let controller = viewDelegate {
            controller.calledSuperUpdateViewConstraints = false
            controller.updateViewConstraints()
            if !controller.calledSuperUpdateViewConstraints {
                UIKitException.raise(.internalInconsistencyException,
                    "\(controller.className) #\(controller.objectID) did not call super's -updateViewConstraints; an override must call [super updateViewConstraints]")
                return
            }
        } else {
            runUpdateConstraints()
        }
        setNeedsLayout()  // R3.3: an update of constraints leads to layout.
    }

    /// Calls `updateConstraints` and checks that the override called super (R5.2).
    func runUpdateConstraints() {
        calledSuperUpdateConstraints = false
        updateConstraints()
        if !calledSuperUpdateConstraints {
            UIKitException.raise(.internalInconsistencyException,
                "\(className) #\(objectID) did not call super's -updateConstraints; an override must call [super updateConstraints] as its final step")
        }
    }

    /// R3.5: asks `sizeThatFits(_:)` with the current size and takes the answer,
    /// keeping the frame's origin.
    func resizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frameStorage.origin, size: size)
    }

    /// The size is asked again when the engine next needs it: a view that takes
    /// part in constraint layout is marked for the constraint pass, and its
    /// superview for layout, where the new size is taken into account.
    func intrinsicContentSizeDidChange() {
        if let state = constraintState {
            state.intrinsicContentSize = nil
            if let member = state.member {
                member.engine.systemInputsDidChange(member)
                setNeedsUpdateConstraints()
            }
        }
        superviewStorage?.setNeedsLayout()
        (superviewStorage as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
    }

    /// R3.4: springs and struts. Along each axis the change of the superview's size
    /// is shared among the flexible parts (leading margin, size, trailing margin) in
    /// proportion to their current lengths, or equally if those are all zero.
    func resize(withOldSuperviewSize old: CGSize, newSuperviewSize new: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        // A frame that comes from constraints is the engine's to change.
        if let state = constraintState, state.member != nil, !state.translatesAutoresizingMaskIntoConstraints { return }
        var frame = frameStorage
        (frame.origin.x, frame.size.width) = UIView.distribute(
            delta: new.width - old.width, leading: frame.origin.x, length: frame.size.width,
            trailing: old.width - frame.maxX,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        (frame.origin.y, frame.size.height) = UIView.distribute(
            delta: new.height - old.height, leading: frame.origin.y, length: frame.size.height,
            trailing: old.height - frame.maxY,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        // Springs and struts move the center and size the bounds, whatever the transform.
        if layerStorage?.hasTransform == true { setUntransformedFrame(frame) } else { self.frame = frame }
    }

    private static func distribute(delta: CGFloat, leading: CGFloat, length: CGFloat, trailing: CGFloat,
                                   flexible: (Bool, Bool, Bool)) -> (origin: CGFloat, length: CGFloat) {
        guard delta != 0 else { return (leading, length) }
        let parts = [flexible.0 ? max(leading, 0) : nil, flexible.1 ? max(length, 0) : nil, flexible.2 ? max(trailing, 0) : nil]
        let count = parts.compactMap { $0 }.count
        guard count > 0 else { return (leading, length) }
        let total = parts.compactMap { $0 }.reduce(0, +)
        func share(_ part: CGFloat?) -> CGFloat {
            guard let part else { return 0 }
            return total > 0 ? delta * part / total : delta / CGFloat(count)
        }
        return (leading + share(parts[0]), length + share(parts[1]))
    }
}
