import Foundation

/// What a view keeps for constraint-based layout, made on first use so that a
/// view that never meets a constraint carries one empty reference.
final class ViewConstraintState {
    /// The active constraints this view is the container of (`constraints`).
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, once asked for.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// The engine of the hierarchy this view is the root of, once it has constraints.
    var engine: LayoutEngine?
    /// This root left a superview being deallocated without taking the active
    /// constraints of its subtree along: its engine collects them when first
    /// asked for. A deallocation then frees a deep hierarchy in time linear in
    /// its depth, where moving each level's constraints into an engine of its
    /// own, only to free them as the level goes, would be quadratic.
    var collectsConstraintsOnDemand = false
    /// This view's part in its hierarchy's engine, while it takes part.
    var member: LayoutEngine.Member?
    /// How many subviews are members: `layoutSubviews` applies their frames.
    var memberSubviewCount = 0
    /// `intrinsicContentSize` as last asked; nil once invalidated.
    var intrinsicContentSize: CGSize?
    /// The active constraints naming this view, once one has.
    var mentions: ConstraintMentions?

    /// The guides the view owns, its safe area and margins guides included.
    var allLayoutGuides: [UILayoutGuide] {
        var guides = layoutGuides
        if let safeAreaGuide { guides.append(safeAreaGuide) }
        if let marginsGuide { guides.append(marginsGuide) }
        if let readableGuide { guides.append(readableGuide) }
        if let keyboardGuide { guides.append(keyboardGuide) }
        if let scrollContentGuide { guides.append(scrollContentGuide) }
        if let scrollFrameGuide { guides.append(scrollFrameGuide) }
        return guides
    }

    /// The lists of the active constraints naming the view or one of its guides.
    var allMentions: [ConstraintMentions] {
        [mentions].compactMap { $0 } + allLayoutGuides.map(\.constraintMentions)
    }
}

/// The constraint API of UIView (UIKit's `UIConstraintBasedLayout…` categories)
/// and how constraints follow views through the hierarchy.
///
/// Where constraints live: an active constraint is held by its container, the
/// nearest common ancestor of its items, and is installed in the engine of that
/// container's root. When a subtree leaves its superview the constraints between
/// it and the rest are deactivated (UIKit does the same), and those inside it
/// move to the engine of its new root.
extension UIView {
    func ensureConstraintState() -> ViewConstraintState {
        if let constraintState { return constraintState }
        let state = ViewConstraintState()
        constraintState = state
        return state
    }

    // MARK: Constraints held

    /// The active constraints this view holds, as container of their items.
    public var constraints: [NSLayoutConstraint] { constraintState?.constraints ?? [] }

    /// UIKit's older API: activates the constraint. It is held by the items'
    /// nearest common ancestor, whichever view it was added to.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.activate() }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates the constraint if this view holds it; otherwise does nothing, as in UIKit.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.container === self { constraint.deactivate() }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func addStoredConstraint(_ constraint: NSLayoutConstraint) {
        let state = ensureConstraintState()
        state.constraints.append(constraint)
        constraint.container = self
        constraint.addMentions()
        Session.activeConstraintCount += 1
        layoutEngine(creating: true)?.add(constraint)
    }

    func removeStoredConstraint(_ constraint: NSLayoutConstraint) {
        guard let state = constraintState, let index = state.constraints.firstIndex(where: { $0 === constraint }) else { return }
        state.constraints.remove(at: index)
        constraint.container = nil
        constraint.removeMentions()
        Session.activeConstraintCount -= 1
        constraint.installation?.engine?.remove(constraint)
        constraint.installation = nil
    }

    /// The engine of this view's hierarchy: its root's.
    func layoutEngine(creating: Bool) -> LayoutEngine? {
        let root = rootView
        if let engine = root.constraintState?.engine { return engine }
        var collected: [NSLayoutConstraint] = []
        if let state = root.constraintState, state.collectsConstraintsOnDemand {
            state.collectsConstraintsOnDemand = false
            collected = root.constraintsBelow().filter { $0.installation == nil }
        }
        guard creating || !collected.isEmpty else { return nil }
        let engine = LayoutEngine(host: root)
        root.ensureConstraintState().engine = engine
        for constraint in collected { engine.add(constraint) }
        return engine
    }

    /// Siblings and a view with its superview, the usual pairs, are answered at
    /// once; otherwise both climb to the same depth and then together.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        if a.superviewStorage === b.superviewStorage { return a.superviewStorage }
        if a.superviewStorage === b { return b }
        if b.superviewStorage === a { return a }
        func depth(_ view: UIView) -> Int {
            var count = 0
            var current = view.superviewStorage
            while let above = current { count += 1; current = above.superviewStorage }
            return count
        }
        var (x, y): (UIView?, UIView?) = (a, b)
        var (dx, dy) = (depth(a), depth(b))
        while dx > dy { x = x?.superviewStorage; dx -= 1 }
        while dy > dx { y = y?.superviewStorage; dy -= 1 }
        while let left = x, let right = y {
            if left === right { return left }
            x = left.superviewStorage
            y = right.superviewStorage
        }
        return nil
    }

    // MARK: Moving through the hierarchy

    /// Before this view leaves its superview: the constraints between its subtree
    /// and the rest are deactivated, and those inside leave the old engine.
    /// Those between are the ones naming an item of the subtree whose container
    /// (the items' nearest common ancestor) lies outside it.
    func constraintsWillLeaveSuperview() {
        // A superview being deallocated holds no constraints any more (UIView.deinit).
        guard Session.activeConstraintCount > 0, let superview = superviewStorage, !superview.isDeallocating else { return }
        var crossing: [NSLayoutConstraint] = []
        var inside: [NSLayoutConstraint] = []
        walkSubtreePreOrder { view, _ in
            guard let state = view.constraintState else { return true }
            inside += state.constraints
            for list in state.allMentions {
                for constraint in list.constraints {
                    guard let container = constraint.container, container !== self, !container.isDescendant(of: self) else { continue }
                    crossing.append(constraint)
                }
            }
            return true
        }
        for constraint in crossing { constraint.deactivate() }
        guard let engine = superview.layoutEngine(creating: false) else { return }
        for constraint in inside { engine.remove(constraint) }
    }

    /// After this view joined a superview or left one: the constraints inside its
    /// subtree go to the engine of its root.
    func constraintsDidMove(leavingDeallocatedSuperview: Bool = false) {
        guard Session.activeConstraintCount > 0 else { return }
        if leavingDeallocatedSuperview {
            ensureConstraintState().collectsConstraintsOnDemand = true
            return
        }
        // A member that stays one is now tied to another superview's size.
        if let member = constraintState?.member { member.engine.systemInputsDidChange(member) }
        var moving: [NSLayoutConstraint]
        constraintState?.collectsConstraintsOnDemand = false
        if let engine = constraintState?.engine, superviewStorage != nil {
            // This view was a root: its engine goes, with everything in it.
            moving = engine.tearDown()
            constraintState?.engine = nil
        } else {
            moving = constraintsBelow()
        }
        moving.removeAll { $0.installation != nil }
        guard !moving.isEmpty, let engine = layoutEngine(creating: true) else { return }
        for constraint in moving { engine.add(constraint) }
    }

    /// The active constraints held in this subtree, pre-order.
    func constraintsBelow() -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        walkSubtreePreOrder { view, _ in
            if let state = view.constraintState { found += state.constraints }
            return true
        }
        return found
    }

    /// From `UIView.deinit`: constraints held here outlive this view only as
    /// inactive ones.
    func constraintsViewWillDeallocate() {
        guard let state = constraintState else { return }
        for constraint in state.constraints {
            constraint.container = nil
            constraint.removeMentions()
            constraint.installation = nil
            Session.activeConstraintCount -= 1
        }
        state.constraints = []
        _ = state.engine?.tearDown()
        state.engine = nil
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    /// The baselines of the views `forFirstBaselineLayout` and
    /// `forLastBaselineLayout` name; a view without text has its first baseline
    /// at its top edge and its last at its bottom edge, as in UIKit.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { constraintState?.layoutGuides ?? [] }

    /// A guide belongs to one view: adding it here takes it from another.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .user else { return }
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        ensureConstraintState().layoutGuides.append(guide)
        guide.owningView = self
    }

    /// The constraints that use the guide are deactivated first.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard let state = constraintState, let index = state.layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        for constraint in guide.constraintMentions.constraints { constraint.deactivate() }
        state.layoutGuides.remove(at: index)
        guide.owningView = nil
    }

    /// The safe area as a guide, kept at `safeAreaInsets` from the edges.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = ensureConstraintState()
        if let guide = state.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea)
        guide.owningView = self
        guide.layoutFrame = bounds.inset(by: safeAreaInsets)
        state.safeAreaGuide = guide
        return guide
    }

    /// The margins as a guide, kept at `effectiveLayoutMargins` from the edges.
    public var layoutMarginsGuide: UILayoutGuide {
        let state = ensureConstraintState()
        if let guide = state.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins)
        guide.owningView = self
        guide.layoutFrame = bounds.inset(by: effectiveLayoutMargins)
        state.marginsGuide = guide
        return guide
    }

    /// The margins' guide narrowed, where it is wider, to `readableWidth`
    /// about its middle: lines of text a reader can follow.
    public var readableContentGuide: UILayoutGuide {
        let state = ensureConstraintState()
        if let guide = state.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent)
        guide.owningView = self
        guide.layoutFrame = bounds.inset(by: readableContentInsets)
        state.readableGuide = guide
        return guide
    }

    /// The readable width at the default text size: 672 points, as measured
    /// on an iPad (useyourloaf.com, "Readable Content Guides": 672 points
    /// wide, 176 in from the sides of a 1024-point view). Apple documents none.
    static let readableWidth: CGFloat = 672

    var readableContentInsets: UIEdgeInsets {
        var insets = effectiveLayoutMargins
        let room = bounds.width - insets.left - insets.right
        if room > UIView.readableWidth {
            insets.left += (room - UIView.readableWidth) / 2
            insets.right += (room - UIView.readableWidth) / 2
        }
        return insets
    }

    /// The keyboard as a guide (UIKeyboardLayoutGuide.swift).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let state = ensureConstraintState()
        if let guide = state.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.owningView = self
        guide.layoutFrame = bounds.inset(by: keyboardGuideInsets(for: guide))
        state.keyboardGuide = guide
        Keyboard.current.watch(self)
        return guide
    }

    // MARK: Autoresizing and intrinsic size

    /// True for views made in code, as in UIKit: the view's frame and
    /// autoresizing mask become constraints when it takes part in constraint layout.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { constraintState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            ensureConstraintState().translatesAutoresizingMaskIntoConstraints = newValue
            constraintInputsDidChange()
        }
    }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        constraintState?.hugging[axis.rawValue] ?? .defaultLow
    }

    /// A NaN priority is ignored; others are kept within 1 to 1000.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard !priority.rawValue.isNaN else { return }
        ensureConstraintState().hugging[axis.rawValue] = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
        constraintInputsDidChange()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        constraintState?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard !priority.rawValue.isNaN else { return }
        ensureConstraintState().compressionResistance[axis.rawValue] = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
        constraintInputsDidChange()
    }

    /// The intrinsic size as the engine last asked for it: asked again only after
    /// `invalidateIntrinsicContentSize`. A NaN or infinite metric counts as none.
    var cachedIntrinsicContentSize: CGSize {
        let state = ensureConstraintState()
        if let size = state.intrinsicContentSize { return size }
        var size = intrinsicContentSize
        if !size.width.isFinite || size.width < 0 { size.width = UIView.noIntrinsicMetric }
        if !size.height.isFinite || size.height < 0 { size.height = UIView.noIntrinsicMetric }
        state.intrinsicContentSize = size
        return size
    }

    /// Something the engine's own constraints for this view depend on changed.
    func constraintInputsDidChange() {
        guard let member = constraintState?.member else { return }
        member.engine.systemInputsDidChange(member)
        (superviewStorage ?? self).setNeedsLayout()
    }

    /// A member whose frame the engine takes as given (the root, or a view that
    /// translates its autoresizing mask) changed it: solve again. The frames the
    /// engine applies do not count.
    /// The subviews that translate their masks are tied to this view's size.
    @inline(__always)
    func constraintGeometryDidChange() {
        guard let state = constraintState else { return }
        if let member = state.member, member.engine.applyingSuperview == nil,
           member.isHost || state.translatesAutoresizingMaskIntoConstraints {
            member.engine.systemInputsDidChange(member)
            (superviewStorage ?? self).setNeedsLayout()
        }
        if state.memberSubviewCount > 0 {
            for subview in subviewStorage {
                guard let member = subview.constraintState?.member, subview.translatesAutoresizingMaskIntoConstraints else { continue }
                member.engine.systemInputsDidChange(member)
            }
        }
        if state.safeAreaGuide != nil || state.marginsGuide != nil || state.readableGuide != nil || state.keyboardGuide != nil {
            constraintGuidesDidChange()
        }
    }

    /// The safe area, the margins or the scroll position moved: the guides
    /// follow at the next solve.
    func constraintGuidesDidChange() {
        guard let state = constraintState else { return }
        for guide in [state.safeAreaGuide, state.marginsGuide, state.readableGuide, state.keyboardGuide, state.scrollFrameGuide] {
            if let guide, let engine = layoutEngine(creating: false), let member = engine.existingMember(for: guide) {
                engine.systemInputsDidChange(member)
                setNeedsLayout()
            }
        }
    }

    // MARK: The solve and its frames

    /// UIView's own `layoutSubviews`: the subviews that take part in constraint
    /// layout get the frames the engine solved.
    func applyConstraintFrames() {
        guard let state = constraintState, state.memberSubviewCount > 0 else { return }
        guard let engine = subviewStorage.lazy.compactMap({ $0.constraintState?.member?.engine }).first else { return }
        engine.solveIfNeeded()
        let previous = engine.applyingSuperview
        engine.applyingSuperview = self
        defer { engine.applyingSuperview = previous }
        for subview in subviewStorage {
            guard let member = subview.constraintState?.member, member.engine === engine, !member.isHost else { continue }
            let frame = member.solvedFrame
            guard frame != subview.frameStorage else { continue }
            // The engine sets a view's center and bounds, whatever its transform.
            if subview.layerStorage?.hasTransform == true { subview.setUntransformedFrame(frame) } else { subview.frame = frame }
        }
    }

    /// Solves this view's hierarchy now, if anything changed (the commit, between
    /// the constraint and layout phases; `layoutIfNeeded`).
    func solveConstraintsIfNeeded() {
        guard Session.activeConstraintCount > 0 else { return }
        layoutEngine(creating: false)?.solveIfNeeded()
    }

    // MARK: Fitting size

    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// UIKit's value: large rather than infinite.
    public static let layoutFittingExpandedSize = CGSize(width: 10000000, height: 10000000)

    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the constraints inside this view give it, as near `targetSize` as
    /// the fitting priorities let them: solved in an engine of its own, with this
    /// view as its root, so the hierarchy's layout is untouched.
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        // As in UIKit, the constraints are brought up to date first (a stack
        // view makes its own in `updateConstraints`).
        updateConstraintsIfNeeded()
        let inside = constraintsBelow()
        guard !inside.isEmpty else {
            let intrinsic = cachedIntrinsicContentSize
            return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? frameStorage.width : intrinsic.width,
                          height: intrinsic.height == UIView.noIntrinsicMetric ? frameStorage.height : intrinsic.height)
        }
        let scratch = LayoutEngine(host: self, isScratch: true)
        scratch.fittingTarget = (targetSize, horizontalFittingPriority, verticalFittingPriority)
        var borrowed: [(NSLayoutConstraint, LayoutEngine.Installation?)] = []
        for constraint in inside {
            borrowed.append((constraint, constraint.installation))
            scratch.add(constraint)
        }
        let target = NSLayoutConstraint(first: self, .width, .equal, nil, .notAnAttribute, multiplier: 1,
                                        constant: targetSize.width.isFinite ? targetSize.width : 0,
                                        priority: horizontalFittingPriority, caller: "", engineOwned: true)
        let targetHeight = NSLayoutConstraint(first: self, .height, .equal, nil, .notAnAttribute, multiplier: 1,
                                              constant: targetSize.height.isFinite ? targetSize.height : 0,
                                              priority: verticalFittingPriority, caller: "", engineOwned: true)
        for constraint in [target, targetHeight] {
            scratch.addOwned(constraint, ancestor: self)
        }
        scratch.needsSolve = true
        scratch.solveIfNeeded()
        let size = scratch.existingMember(for: self).map { CGSize(width: $0.solvedFrame.width, height: $0.solvedFrame.height) }
        _ = scratch.tearDown()
        for (constraint, installation) in borrowed { constraint.installation = installation }
        return size ?? frameStorage.size
    }

    // MARK: Debugging

    /// Whether the constraints leave this view's frame undetermined.
    public var hasAmbiguousLayout: Bool {
        guard let member = constraintState?.member else { return false }
        return member.engine.isAmbiguous(member)
    }

    /// The constraints the engine holds that bear on this view along the axis.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let member = constraintState?.member else { return [] }
        member.engine.solveIfNeeded()
        return member.engine.constraintsAffecting(self, axis: axis)
    }

    /// Moves this view, if its layout is ambiguous, to another of the frames its
    /// constraints allow (at the next layout), each call the other way.
    public func exerciseAmbiguityInLayout() {
        guard let member = constraintState?.member else { return }
        member.engine.exerciseAmbiguity(member)
    }
}

extension UIView: LayoutAnchors {
    var hierarchyView: UIView? { self }
    var constraintMentions: ConstraintMentions {
        let state = ensureConstraintState()
        if let mentions = state.mentions { return mentions }
        let mentions = ConstraintMentions()
        state.mentions = mentions
        return mentions
    }
    var layoutItemName: String { "\(className):#\(objectID)" }
}

