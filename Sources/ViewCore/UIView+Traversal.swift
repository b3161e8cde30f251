/// Walks over a view's subtree with a stack of their own instead of the native
/// one, so that a hierarchy of any depth (a chain of a million views) is walked in
/// constant native stack, in the order a recursive walk would take.
///
/// Each view's subviews are read (a copy of the array, as a recursive `for` loop
/// takes one) when the walk reaches them, so callbacks that change the hierarchy
/// during a walk see the effects a recursive walk would show.
///
/// The walks the display cycle and every hierarchy change take (window moves,
/// constraints, layout, display) recurse for their first `walkRecursionLimit`
/// levels, the fastest way through the hierarchies of real apps (a call per view,
/// its state in registers), and go on below with a stack of their own: the native
/// stack they use is bounded either way.
extension UIView {
    /// Levels a walk goes down by recursion. A variable so that tests can run the
    /// walks' own stacks over shallow hierarchies.
    nonisolated(unsafe) static var walkRecursionLimit = 32

    /// Where a walk stands among one view's subviews. The walks keep the cursor
    /// they are working through in a local and stack only those above it.
    struct SubviewCursor {
        /// The parent's cursor (or the caller) holds it.
        unowned(unsafe) let view: UIView
        let subviews: [UIView]
        var next = 0

        init(_ view: UIView) {
            self.view = view
            subviews = view.subviewStorage
        }
    }

    /// Pre-order: a view, then its subviews' subtrees, back to front; a view's
    /// subviews are read after its visit. `visit` gets each view and its depth below
    /// this one, and returns false to end the walk.
    func walkSubtreePreOrder(_ visit: (UIView, Int) -> Bool) {
        guard visit(self, 0) else { return }
        var current = SubviewCursor(self)
        var above: [SubviewCursor] = []
        while true {
            guard current.next < current.subviews.count else {
                guard let parent = above.popLast() else { return }
                current = parent
                continue
            }
            let view = current.subviews[current.next]
            current.next += 1
            guard visit(view, above.count + 1) else { return }
            if !view.subviewStorage.isEmpty {
                above.append(current)
                current = SubviewCursor(view)
            }
        }
    }

    /// Post-order: a view's subviews' subtrees, back to front, then the view; a
    /// view's subviews are read when the walk first reaches it.
    func walkSubtreePostOrder(_ visit: (UIView) -> Void) {
        var current = SubviewCursor(self)
        var above: [SubviewCursor] = []
        while true {
            guard current.next < current.subviews.count else {
                visit(current.view)
                guard let parent = above.popLast() else { return }
                current = parent
                continue
            }
            let view = current.subviews[current.next]
            current.next += 1
            if view.subviewStorage.isEmpty {
                visit(view)
            } else {
                above.append(current)
                current = SubviewCursor(view)
            }
        }
    }
}
