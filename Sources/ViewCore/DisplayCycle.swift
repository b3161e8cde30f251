import Foundation

/// The commit at the end of each run loop turn, UIKit's `CATransaction` commit:
/// update constraints (bottom-up), then layout (top-down), then display (top-down),
/// each over every dirty tree before the next, repeated until nothing is marked
/// (R5.1), within `maximumPasses`.
///
/// Marks are flags on the views. A view with a mark gives every ancestor the
/// matching "subtree" flag, so a pass walks only the paths that lead to marks, and
/// the root of a marked tree is registered here. The invariant, per kind of mark:
/// if a view has a mark or a subtree flag, so does each ancestor up to the root, and
/// the root is registered. Display marks are the exception: a hidden view, a view of
/// empty size and a view outside a window keep their own display marks without
/// holding their ancestors' flags, and re-assert them (`propagateMarks`) when shown,
/// resized or moved into a window.
///
/// Trees outside a window are laid out too (Core Animation commits every layer the
/// transaction saw marked); only drawing needs a window (R4.2).
public final class DisplayCycle {
    /// The current session's.
    public static var shared: DisplayCycle { Session.current.displayCycle }

    init() {}

    /// How many constraint/layout/display rounds one commit may take before the
    /// layout is reported as never settling (R3.6).
    public var maximumPasses = 100

    struct Flags: OptionSet {
        let rawValue: UInt8
        static let needsLayout = Flags(rawValue: 1 << 0)
        static let subtreeNeedsLayout = Flags(rawValue: 1 << 1)
        static let needsDisplay = Flags(rawValue: 1 << 2)
        static let subtreeNeedsDisplay = Flags(rawValue: 1 << 3)
        static let needsUpdateConstraints = Flags(rawValue: 1 << 4)
        static let subtreeNeedsUpdateConstraints = Flags(rawValue: 1 << 5)
        /// The view is in `roots`.
        static let registered = Flags(rawValue: 1 << 6)
        /// The view's reported safe area and margins still hold: nothing they
        /// are computed from changed since (UIView+SafeArea.swift).
        static let safeAreaCurrent = Flags(rawValue: 1 << 7)

        static let layout: Flags = [.needsLayout, .subtreeNeedsLayout]
        static let display: Flags = [.needsDisplay, .subtreeNeedsDisplay]
        static let constraints: Flags = [.needsUpdateConstraints, .subtreeNeedsUpdateConstraints]
        static let all: Flags = [.layout, .display, .constraints]
    }

    /// Unretained: a pending commit does not keep a tree alive, and a registered
    /// view takes itself out when it is destroyed (`forget`). Not a weak reference:
    /// that would give every view ever registered a side table, which makes each
    /// of its retains and releases several times slower.
    private struct RootEntry {
        unowned(unsafe) let view: UIView
        /// Compared without loading `view`, which may be in the middle of its deinit.
        let id: ObjectIdentifier
        /// The view was destroyed: `view` must not be read. The entry goes at the
        /// next commit, so that forgetting a view is constant time (each view knows
        /// its entry, `UIView.rootIndex`) however many views are registered.
        var isForgotten = false
        init(_ view: UIView) {
            self.view = view
            id = ObjectIdentifier(view)
        }
    }

    /// Roots of trees holding marks, in the order they were first marked.
    private var roots: [RootEntry] = []

    /// True while a commit runs its passes, so that a commit requested from inside
    /// one (a hook calling `VirtualRunLoop.main.runOnce()`) is refused rather than
    /// nested. Not while the after-commit blocks run: no pass is under way then,
    /// and a block may run the run loop (a completion waiting for what it started).
    public private(set) var isCommitting = false

    /// Blocks to run once the commit has laid out and drawn (a transition's end),
    /// oldest first. Each is taken off before it runs, so that a commit nested in
    /// one (a block running the run loop) runs the others, and none twice.
    private var afterCommit: [() -> Void] = []

    /// Layers of their own marked for layout or display (CALayer+Display.swift),
    /// held weakly: a pending commit keeps no layer alive. A layer marked for
    /// display outside a window on screen stays here until it can draw.
    private var layers: [WeakLayer] = []

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    /// How many commits have run in the session: a layer made before the
    /// last one has been committed, and its changes animate (CALayer+Actions.swift).
    private(set) var commitCount = 0

    public var hasPendingWork: Bool {
        !afterCommit.isEmpty || roots.contains { !$0.isForgotten && isDirty($0.view) }
            || layers.contains { $0.layer.map(isDirty) ?? false }
    }

    /// Runs `block` at the end of the next commit, after its last pass; what the
    /// block marks is handled by the same commit.
    public func performAfterCommit(_ block: @escaping () -> Void) {
        afterCommit.append(block)
        VirtualRunLoop.main.requestFoundationTurn()
    }

    // MARK: Marking

    /// Gives `view` the mark `own`, and its ancestors `subtree`, registering the root.
    func mark(_ view: UIView, _ own: Flags, subtree: Flags) {
        view.cycleFlags.insert(own)
        propagate(subtree, above: view)
    }

    private func propagate(_ subtree: Flags, above view: UIView) {
        var current = view
        while let parent = current.superviewStorage {
            if parent.cycleFlags.contains(subtree) { return }
            parent.cycleFlags.insert(subtree)
            current = parent
        }
        register(current)
    }

    /// Re-asserts the marks a view carries into its (new) ancestors: after it was
    /// inserted, shown, or given a non-empty size.
    func propagateMarks(from view: UIView) {
        let flags = view.cycleFlags
        if !flags.isDisjoint(with: .layout) { propagate(.subtreeNeedsLayout, above: view) }
        if !flags.isDisjoint(with: .constraints) { propagate(.subtreeNeedsUpdateConstraints, above: view) }
        if !flags.isDisjoint(with: .display), !view.isHidden { propagate(.subtreeNeedsDisplay, above: view) }
    }

    /// A view just left its superview: if it carries marks it is now the root of a
    /// marked tree.
    func becameRoot(_ view: UIView) {
        if !view.cycleFlags.isDisjoint(with: .all) { register(view) }
    }

    /// A registered view being destroyed leaves the registry.
    func forget(_ view: UIView) {
        let id = ObjectIdentifier(view)
        let index = Int(view.rootIndex)
        if roots.indices.contains(index), roots[index].id == id, !roots[index].isForgotten {
            roots[index].isForgotten = true
        } else if let found = roots.firstIndex(where: { $0.id == id && !$0.isForgotten }) {
            roots[found].isForgotten = true  // registered with another session's cycle
        }
    }

    private func register(_ root: UIView) {
        guard !root.cycleFlags.contains(.registered) else { return }
        root.cycleFlags.insert(.registered)
        root.rootIndex = Int32(clamping: roots.count)
        roots.append(RootEntry(root))
        if roots.count == 1 { VirtualRunLoop.main.requestFoundationTurn() }
    }

    /// A layer of its own just marked: it is laid out, or drawn, at the next
    /// commit that can.
    func register(_ layer: CALayer) {
        guard !layer.isRegisteredForCommit else { return }
        layer.isRegisteredForCommit = true
        layers.append(WeakLayer(layer: layer))
        VirtualRunLoop.main.requestFoundationTurn()
    }

    /// The session's end: marked trees are let go, their marks kept, so that a
    /// view still held can be marked into another session.
    func discardPendingWork() {
        for entry in roots where !entry.isForgotten { entry.view.cycleFlags.remove(.registered) }
        roots.removeAll()
        for entry in layers { entry.layer?.isRegisteredForCommit = false }
        layers.removeAll()
        afterCommit.removeAll()
    }

    /// Layout and constraint marks always count; display marks only where drawing
    /// can happen, in a window that is not hidden.
    private func isDirty(_ root: UIView) -> Bool {
        guard root.superviewStorage == nil else { return false }
        if !root.cycleFlags.isDisjoint(with: [.layout, .constraints]) { return true }
        return root.canDisplay && !root.cycleFlags.isDisjoint(with: .display)
    }

    /// Layout marks always count; a display mark only where the layer would be seen.
    private func isDirty(_ layer: CALayer) -> Bool {
        layer.needsLayoutStorage || layer.needsDisplayStorage && layer.isInVisibleWindow
    }

    // MARK: The commit

    /// Runs the three phases over every registered tree until none is marked.
    public func commit() {
        guard !isCommitting else { return }
        isCommitting = true
        defer { isCommitting = false }
        commitCount += 1
        var pass = 0
        while true {
            let dirty = takeDirtyRoots()
            let dirtyLayers = takeDirtyLayers()
            if dirty.isEmpty, dirtyLayers.isEmpty {
                if afterCommit.isEmpty { return }
                isCommitting = false
                var remaining = afterCommit.count
                while remaining > 0, !afterCommit.isEmpty {
                    let block = afterCommit.removeFirst()
                    block()
                    remaining -= 1
                }
                isCommitting = true
                continue
            }
            pass += 1
            if pass > maximumPasses {
                reportFeedbackLoop(in: dirty, layers: dirtyLayers)
                return
            }
            for root in dirty where !root.cycleFlags.isDisjoint(with: .constraints) {
                root.updateConstraintsBelow()
            }
            for root in dirty { root.solveConstraintsIfNeeded() }
            for root in dirty where !root.cycleFlags.isDisjoint(with: .layout) {
                root.layoutBelow(safeRegion: root.ownSafeRegionAsRoot, regionMoved: true)
            }
            for layer in dirtyLayers where layer.needsLayoutStorage { layer.layOutBelow() }
            for root in dirty where root.canDisplay && !root.cycleFlags.isDisjoint(with: .display) {
                root.displayBelow()
            }
            for layer in dirtyLayers where layer.needsDisplayStorage && layer.isInVisibleWindow { layer.displayMarked() }
            for layer in dirtyLayers where layer.needsLayoutStorage || layer.needsDisplayStorage { register(layer) }
            for root in dirty where root.superviewStorage == nil && !root.cycleFlags.isDisjoint(with: .all) {
                register(root)
            }
        }
    }

    private func takeDirtyRoots() -> [UIView] {
        let taken = roots
        roots.removeAll(keepingCapacity: true)
        var dirty: [UIView] = []
        // A root with only display marks that cannot draw (outside a window, or
        // a hidden window) leaves the registry: it comes back when its marks are
        // re-asserted (`propagateMarks`), so that no turn walks the views that
        // wait to be shown.
        for entry in taken where !entry.isForgotten {
            let view = entry.view
            view.cycleFlags.remove(.registered)
            if isDirty(view) { dirty.append(view) }
        }
        return dirty
    }

    /// The registered layers that have work now, top-down; the others stay
    /// registered, and those let go or with no marks leave.
    private func takeDirtyLayers() -> [CALayer] {
        guard !layers.isEmpty else { return [] }
        var dirty: [CALayer] = []
        var waiting: [WeakLayer] = []
        for entry in layers {
            guard let layer = entry.layer else { continue }
            if isDirty(layer) {
                layer.isRegisteredForCommit = false
                dirty.append(layer)
            } else if layer.needsDisplayStorage {
                waiting.append(entry)
            } else {
                layer.isRegisteredForCommit = false
            }
        }
        layers = waiting
        return dirty.enumerated().map { (layer: $1, depth: $1.depth, order: $0) }
            .sorted { ($0.depth, $0.order) < ($1.depth, $1.order) }.map(\.layer)
    }

    /// R3.6: names the views still marked, clears every mark so the engine goes on
    /// from a clean state, and raises.
    private func reportFeedbackLoop(in dirty: [UIView], layers dirtyLayers: [CALayer]) {
        var involved: [String] = []
        for layer in dirtyLayers + layers.compactMap(\.layer) where layer.needsLayoutStorage || layer.needsDisplayStorage {
            involved.append(layer.description)
            (layer.needsLayoutStorage, layer.needsDisplayStorage, layer.isRegisteredForCommit) = (false, false, false)
        }
        layers.removeAll()
        // Down the marked paths, with a stack of its own (UIView+Traversal.swift):
        // each view's marks are noted on the way down and cleared on the way up.
        func note(_ view: UIView) {
            if !view.cycleFlags.isDisjoint(with: [.needsLayout, .needsUpdateConstraints, .needsDisplay]) {
                involved.append(view.description)
            }
        }
        for root in dirty {
            note(root)
            var current = UIView.SubviewCursor(root)
            var above: [UIView.SubviewCursor] = []
            while true {
                guard current.next < current.subviews.count else {
                    current.view.cycleFlags.subtract(.all)
                    current.view.dirtyRect = .null
                    guard let parent = above.popLast() else { break }
                    current = parent
                    continue
                }
                let subview = current.subviews[current.next]
                current.next += 1
                if !subview.cycleFlags.isDisjoint(with: .all) {
                    note(subview)
                    above.append(current)
                    current = UIView.SubviewCursor(subview)
                }
            }
        }
        UIKitException.raise(.internalInconsistencyException,
            "The layout did not settle after \(maximumPasses) passes of the display cycle; still invalid: \(involved.joined(separator: ", "))")
    }
}
