/// The view hierarchy: adding, removing and reordering subviews, with UIKit's
/// callbacks in UIKit's order (rules R2.1–R2.5 of uikit-behavior.md).
///
/// Callbacks may change the hierarchy themselves (a `didMoveToWindow` that removes
/// the view, say). Every walk iterates over a copy of the subview array, and a
/// detach re-reads where the view is instead of trusting an index taken earlier.
/// The walks keep their own stack (UIView+Traversal.swift), and nothing done for one
/// view walks to the root, so that work on a hierarchy is linear in its size
/// whatever its depth.
extension UIView {
    public var superview: UIView? { superviewStorage }

    /// The subviews, back to front.
    public var subviews: [UIView] { subviewStorage }

    /// The window at the root of this view's hierarchy, if the root is a window.
    public var window: UIWindow? { windowStorage }

    /// Brings `windowStorage` up to date below this view after it joined or left a
    /// superview: the whole subtree shares the root's window. Nothing is walked when
    /// the window does not change, and when it does the window calls walk the
    /// subtree anyway.
    func updateWindow() {
        let newWindow: UIWindow?
        if let superview = superviewStorage {
            newWindow = superview.windowStorage
        } else {
            newWindow = isWindow ? unsafeDowncast(self, to: UIWindow.self) : nil
        }
        guard windowStorage !== newWindow else { return }
        windowStorage = newWindow
        guard !subviewStorage.isEmpty else { return }
        // No callback runs here, so the order does not matter and nothing holds the
        // views but the hierarchy: a plain stack of unretained references.
        var pending: [Unmanaged<UIView>] = []
        for subview in subviewStorage { pending.append(.passUnretained(subview)) }
        while let next = pending.popLast() {
            next._withUnsafeGuaranteedRef { view in
                view.windowStorage = newWindow
                for subview in view.subviewStorage { pending.append(.passUnretained(subview)) }
            }
        }
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superviewStorage
        }
        return false
    }

    /// Depth-first, this view first; nil when no view has the tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var found: UIView?
        walkSubtreePreOrder { view, _ in
            if view.tag == tag { found = view }
            return found == nil
        }
        return found
    }

    // MARK: Adding

    func insert(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = indexOfSubview(sibling, caller: "insertSubview:aboveSubview:") else { return }
        insert(view, at: index + 1, caller: "insertSubview:aboveSubview:")
    }

    func insert(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = indexOfSubview(sibling, caller: "insertSubview:belowSubview:") else { return }
        insert(view, at: index, caller: "insertSubview:belowSubview:")
    }

    // MARK: Reordering (R2.4: no move callbacks; the superview is marked for layout)

    func moveToFront(_ view: UIView) {
        guard view.superviewStorage === self, let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        subviewStorage.remove(at: index)
        subviewStorage.append(view)
        layerStorage?.subviewMoved(view)
        setNeedsLayout()
    }

    func moveToBack(_ view: UIView) {
        guard view.superviewStorage === self, let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        subviewStorage.remove(at: index)
        subviewStorage.insert(view, at: 0)
        layerStorage?.subviewMoved(view)
        setNeedsLayout()
    }

    func exchange(at index1: Int, with index2: Int) {
        let range = subviewStorage.indices
        guard range.contains(index1), range.contains(index2) else {
            UIKitException.raise(.rangeException, "-[\(className) exchangeSubviewAtIndex:withSubviewAtIndex:]: index \(range.contains(index1) ? index2 : index1) beyond bounds [0 .. \(subviewStorage.count - 1)]")
            return
        }
        subviewStorage.swapAt(index1, index2)
        layerStorage?.subviewMoved(subviewStorage[index1])
        layerStorage?.subviewMoved(subviewStorage[index2])
        setNeedsLayout()
    }

    // MARK: Removing

    /// R2.2. Removing a view that has no superview does nothing.
    func remove() {
        guard let superview = superviewStorage else { return }
        let oldWindow = window
        let styles = stylesBeforeMove()
        let tints = tintsBeforeMove()
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        detachFromSuperview()
        if oldWindow != nil { sendDidMoveToWindow() }
        didMoveToSuperview()
        deliverStyleChangesAfterMove(styles)  // R9.3
        deliverTintChangesAfterMove(tints)  // R18.3
    }

    // MARK: The one insertion path

    /// Validates, then runs R2.1 (or R2.3 for a move between superviews, or R2.4
    /// for a move within this one). Every insertion API comes through here, so the
    /// errors of R2.7 are detected in one place.
    func insert(_ view: UIView, at index: Int, caller: String, marksInsertedView: Bool = true) {
        if view === self {
            UIKitException.raise(.invalidArgumentException, "Can't add self as subview")
            return
        }
        // A view without subviews has no descendants: adding a new view at the bottom
        // of a deep hierarchy does not walk up it.
        if !view.subviewStorage.isEmpty, isDescendant(of: view) {
            UIKitException.raise(.invalidArgumentException, "-[\(className) \(caller)]: can't add a view to one of its own descendants")
            return
        }
        if view.superviewStorage === self, let oldIndex = subviewStorage.firstIndex(where: { $0 === view }) {
            let limit = subviewStorage.count - 1
            guard index >= 0, index <= subviewStorage.count else {
                raiseIndexOutOfBounds(index, limit: subviewStorage.count, caller: caller)
                return
            }
            // Already here: only the order changes (index counts the view's old slot).
            subviewStorage.remove(at: oldIndex)
            subviewStorage.insert(view, at: min(oldIndex < index ? index - 1 : index, limit))
            layerStorage?.subviewMoved(view)
            setNeedsLayout()
            return
        }
        guard index >= 0, index <= subviewStorage.count else {
            raiseIndexOutOfBounds(index, limit: subviewStorage.count, caller: caller)
            return
        }

        let styles = view.stylesBeforeMove()
        let tints = view.tintsBeforeMove()
        if let oldSuperview = view.superviewStorage { oldSuperview.willRemoveSubview(view) }  // R2.3
        let oldWindow = view.window
        let newWindow = window
        let windowChanges = oldWindow !== newWindow
        if windowChanges { view.sendWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        // Callbacks may have moved things: insert where the caller asked, clamped.
        // They run here too, in detaching (the old superview's setNeedsLayout), and
        // may put the view back in a superview, which it then leaves again, or make
        // this view one of its descendants, which attaching would turn into a loop:
        // so the check comes last, right before the view attaches.
        var detachments = 0
        while true {
            if !view.subviewStorage.isEmpty, isDescendant(of: view) {
                UIKitException.raise(.invalidArgumentException,
                    "-[\(className) \(caller)]: the view's callbacks made the receiver one of its descendants")
                return
            }
            guard view.superviewStorage != nil else { break }
            detachments += 1
            guard detachments <= 8 else {
                UIKitException.raise(.internalInconsistencyException,
                    "-[\(className) \(caller)]: callbacks keep adding the view to another superview")
                return
            }
            view.detachFromSuperview()
        }
        attach(view, at: min(index, subviewStorage.count), marking: marksInsertedView)
        if windowChanges { view.sendDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.deliverStyleChangesAfterMove(styles)  // R9.3
        view.deliverTintChangesAfterMove(tints)  // R18.3
    }

    private func raiseIndexOutOfBounds(_ index: Int, limit: Int, caller: String) {
        UIKitException.raise(.rangeException, "-[\(className) \(caller)]: index \(index) beyond bounds [0 .. \(limit)]")
    }

    private func indexOfSubview(_ sibling: UIView, caller: String) -> Int? {
        if sibling.superviewStorage === self, let index = subviewStorage.firstIndex(where: { $0 === sibling }) {
            return index
        }
        UIKitException.raise(.invalidArgumentException, "-[\(className) \(caller)]: \(sibling.className) #\(sibling.objectID) is not a subview of \(className) #\(objectID)")
        return nil
    }

    /// `marking` is false only for a navigation controller bringing back the view
    /// of a controller uncovered by a pop, which keeps its layout (R8.3).
    private func attach(_ view: UIView, at index: Int, marking: Bool) {
        subviewStorage.insert(view, at: index)
        view.superviewStorage = self
        layerStorage?.subviewMoved(view)
        view.safeAreaInputsChanged()
        view.updateWindow()
        view.constraintsDidMove()
        DisplayCycle.shared.propagateMarks(from: view)
        // R3.3: adding marks the added view and its new superview.
        if marking { view.setNeedsLayout() }
        setNeedsLayout()
    }

    func detachFromSuperview() {
        guard let superview = superviewStorage else { return }
        constraintsWillLeaveSuperview()
        // From the front: views are most often removed soon after being added.
        if let index = superview.subviewStorage.lastIndex(where: { $0 === self }) {
            superview.subviewStorage.remove(at: index)
        }
        superviewStorage = nil
        superview.layerStorage?.subviewMoved(self)
        safeAreaInputsChanged()
        updateWindow()
        constraintsDidMove(leavingDeallocatedSuperview: superview.isDeallocating)
        DisplayCycle.shared.becameRoot(self)
        superview.setNeedsLayout()  // R3.3: removing marks the old superview.
    }

    /// R2.5: `willMoveToWindow:` pre-order over the subtree.
    func sendWillMove(toWindow newWindow: UIWindow?, depth: Int = 0) {
        if depth == 0, newWindow !== windowStorage { resignFirstResponderLeavingView() }
        guard depth < UIView.walkRecursionLimit else {
            walkSubtreePreOrder { view, _ in
                view.willMoveToWindowVisit(newWindow)
                return true
            }
            return
        }
        willMoveToWindowVisit(newWindow)
        for subview in subviewStorage { subview.sendWillMove(toWindow: newWindow, depth: depth + 1) }
    }

    @inline(__always)
    private func willMoveToWindowVisit(_ newWindow: UIWindow?) {
        viewDelegate?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
    }

    /// R2.5: `didMoveToWindow` post-order over the subtree. A view arriving in a
    /// window that has never been drawn is marked for display (R4.2).
    func sendDidMoveToWindow(depth: Int = 0) {
        guard depth < UIView.walkRecursionLimit else {
            walkSubtreePostOrder { $0.didMoveToWindowVisit() }
            return
        }
        for subview in subviewStorage { subview.sendDidMoveToWindow(depth: depth + 1) }
        didMoveToWindowVisit()
    }

    @inline(__always)
    private func didMoveToWindowVisit() {
        if windowStorage != nil {
            if !hasContents { setNeedsDisplay() }
            if type(of: self).requiresConstraintBasedLayout { markNeedsUpdateConstraints() }
            if followsContentSizeCategory { contentSizeCategoryMayHaveChanged() }
            let appearance = Session.current.appearance
            if !appearance.proxies.isEmpty { appearance.apply(to: self) }
        }
        didMoveToWindow()
        viewDelegate?.rootViewDidMoveToWindow()
    }
}
