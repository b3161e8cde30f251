import Foundation

/// A view that lays out its arranged subviews in a row or a column, built on
/// constraints as UIKit builds it: the stack view generates constraints between
/// its arranged subviews and its canvas (itself, or its layout margins guide),
/// names them with UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`,
/// `UISV-distributing-edge`, `UISV-alignment`, `UISV-spanning-boundary`,
/// `UISV-spanning-fit`, `UISV-ambiguity-suppression`, `UISV-hiding`) and owns
/// them: they are the only constraints it activates and deactivates.
///
/// Invariant: `generated` holds exactly the constraints of the last arrangement,
/// all active; any change that bears on them sets `needsArrangement` and marks
/// the stack view for the constraint pass, whose `updateConstraints` builds them
/// again, so that several changes between two commits cost one rebuild.
///
/// Like UIKit's, a stack view draws nothing of its own (a background color is
/// kept, as since iOS 14) and has no intrinsic content size: its size comes from
/// its constraints, or its arranged subviews' when nothing else sizes it.
open class UIStackView: UIView {
    /// How a stack view sizes and places its arranged views along its axis.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIKit's raw values, in which top is leading and bottom is trailing.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// What `customSpacing(after:)` answers for a view without custom spacing:
    /// the stack view's `spacing` applies.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// As `spacing` or a custom spacing: the system's spacing between views,
    /// 8 points, as `NSLayoutConstraint`'s standard spacing is.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    public private(set) var arrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generated: [NSLayoutConstraint] = []
    private var gapGuides: [UILayoutGuide] = []
    private var needsArrangement = false

    override var viewsHeldBesidesSubviews: [UIView] { super.viewsHeldBesidesSubviews + arrangedSubviews }

    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }
    /// Between adjacent arranged subviews; the minimum for the equal-spacing
    /// distributions. A non-finite spacing counts as zero: the engine takes only
    /// finite constants.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsArrangement() } }
    }
    /// Vertical stacks only: the spacing runs from one view's last baseline to
    /// the next one's first baseline.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }
    /// The canvas is the layout margins guide instead of the edges.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Arranged subviews

    /// Appends the view, making it a subview (the last) if it is not one, and
    /// hands its frame to the stack view's constraints.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// `stackIndex` is 0...arrangedSubviews.count; a view already arranged moves.
    /// A view that is not yet a subview is added as the last subview, as in UIKit.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            UIKitException.raise(.invalidArgumentException, "Can't add self as subview")
            return
        }
        var index = stackIndex
        if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) {
            if existing < index { index -= 1 }
            arrangedSubviews.remove(at: existing)
        }
        guard index >= 0, index <= arrangedSubviews.count else {
            UIKitException.raise(.invalidArgumentException,
                "-[UIStackView insertArrangedSubview:atIndex:]: index \(stackIndex) beyond bounds [0 .. \(arrangedSubviews.count)]")
            return
        }
        if view.superviewStorage !== self {
            addSubview(view)
            guard view.superviewStorage === self else { return }
            // The move's callbacks (a script's) may have arranged views meanwhile.
            arrangedSubviews.removeAll { $0 === view }
            index = min(index, arrangedSubviews.count)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: index)
        setNeedsArrangement()
    }

    /// The view stays a subview, as in UIKit: only the stack view's constraints
    /// on it go, at the next constraint pass.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// A subview leaving the stack view leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if isDeallocating {
            arrangedSubviews.removeAll { $0 === subview }
        } else {
            removeArrangedSubview(subview)
        }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        if spacing == UIStackView.spacingUseDefault {
            guard customSpacings.removeValue(forKey: key) != nil else { return }
        } else {
            guard customSpacings[key] != spacing else { return }
            customSpacings[key] = spacing
        }
        setNeedsArrangement()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Changes

    /// From `UIView.isHidden`: a hidden arranged subview collapses.
    func arrangedSubviewHiddenDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangement() }
    }

    /// From `invalidateIntrinsicContentSize`: proportions follow intrinsic sizes.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) {
            setNeedsArrangement()
        }
    }

    private func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    // MARK: The arrangement

    /// Replaces the generated constraints with those of the current state.
    private func arrange() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(generated)
        generated = []
        for guide in gapGuides { removeLayoutGuide(guide) }
        gapGuides = []
        guard !arrangedSubviews.isEmpty else { return }
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        arrangeAlongAxis(canvas)
        arrangeAcrossAxis(canvas)
        NSLayoutConstraint.activate(generated)
    }

    private func add(_ first: LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute,
                     _ second: LayoutItem?, _ secondAttribute: NSLayoutConstraint.Attribute,
                     relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
                     priority: UILayoutPriority = .required, _ identifier: String) {
        let constraint = NSLayoutConstraint(first: first, firstAttribute, relation, second, secondAttribute,
                                            multiplier: multiplier, constant: constant.isFinite ? constant : 0,
                                            priority: priority, caller: "-[UIStackView updateConstraints]")
        constraint.identifier = identifier
        generated.append(constraint)
    }

    /// The spacing after `view` toward the next visible one.
    private func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let gap = custom == UIStackView.spacingUseDefault ? spacing : custom
        return gap == UIStackView.spacingUseSystem ? 8 : gap
    }

    /// Along the axis: the visible views in a chain from the canvas's leading
    /// edge to its trailing one, spaced and sized as the distribution says; a
    /// hidden view has zero length at the end of the visible view before it, and
    /// its spacing goes with it.
    private func arrangeAlongAxis(_ canvas: LayoutItem) {
        let horizontal = axis == .horizontal
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let baselines = !horizontal && isBaselineRelativeArrangement
        let visible = arrangedSubviews.filter { !$0.isHidden }

        var previousVisible: UIView?
        for view in arrangedSubviews {
            if view.isHidden {
                add(view, length, nil, .notAnAttribute, "UISV-hiding")
                if let previousVisible {
                    add(view, lead, previousVisible, trail, "UISV-hiding")
                } else {
                    add(view, lead, canvas, lead, "UISV-hiding")
                }
            } else {
                previousVisible = view
            }
        }
        guard let first = visible.first, let last = visible.last else { return }
        add(canvas, lead, first, lead, "UISV-canvas-connection")
        add(canvas, trail, last, trail, "UISV-canvas-connection")

        let spaced: NSLayoutConstraint.Relation =
            distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
        for (previous, next) in zip(visible, visible.dropFirst()) {
            add(next, baselines ? .firstBaseline : lead, previous, baselines ? .lastBaseline : trail,
                relation: spaced, constant: gap(after: previous), "UISV-spacing")
        }

        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { add(view, length, first, length, "UISV-fill-equally") }
        case .fillProportionally:
            // Each view's share of the length left after spacing is its share of
            // the intrinsic lengths; just below required, so that a view's own
            // required size wins.
            let intrinsic = visible.map { view -> CGFloat in
                let size = view.cachedIntrinsicContentSize
                let value = horizontal ? size.width : size.height
                return value == UIView.noIntrinsicMetric ? 0 : value
            }
            let total = intrinsic.reduce(0, +)
            guard total > 0 else { break }
            let spacingTotal = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
            for (view, share) in zip(visible, intrinsic) {
                let proportion = share / total
                add(view, length, canvas, length, multiplier: proportion, constant: -proportion * spacingTotal,
                    priority: UILayoutPriority(999), "UISV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            // The gaps (edge to edge, or center to center) are layout guides of
            // equal length; equal centers give way before any view is compressed.
            let edges: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                distribution == .equalSpacing ? (trail, lead) : (center, center)
            let equalPriority: UILayoutPriority = distribution == .equalSpacing ? .required : UILayoutPriority(150)
            var firstGuide: UILayoutGuide?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                gapGuides.append(guide)
                add(guide, lead, previous, edges.0, "UISV-distributing-edge")
                add(guide, trail, next, edges.1, "UISV-distributing-edge")
                if let firstGuide {
                    add(guide, length, firstGuide, length, priority: equalPriority, "UISV-fill-equally")
                } else {
                    firstGuide = guide
                }
            }
        }
    }

    /// Across the axis: every visible view aligned with the first, which the
    /// canvas holds; when the alignment does not fill, each view stays within the
    /// canvas, the canvas fits the largest when nothing else sizes it, and a view
    /// without an intrinsic size there gets none. A hidden view takes no part
    /// (it would hold the canvas at its size): it only sits at the canvas's edge.
    /// Baseline alignments apply to horizontal stacks; a vertical one fills.
    private func arrangeAcrossAxis(_ canvas: LayoutItem) {
        let horizontal = axis == .horizontal
        let lead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let trail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let length: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        for view in arrangedSubviews where view.isHidden { add(view, lead, canvas, lead, "UISV-hiding") }
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard let first = views.first else { return }

        var alignment = self.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        let aligned: [NSLayoutConstraint.Attribute]
        switch alignment {
        case .fill: aligned = [lead, trail]
        case .leading: aligned = [lead]
        case .trailing: aligned = [trail]
        case .center: aligned = [center]
        case .firstBaseline: aligned = [.firstBaseline]
        case .lastBaseline: aligned = [.lastBaseline]
        }
        if alignment != .firstBaseline && alignment != .lastBaseline {
            for attribute in aligned { add(canvas, attribute, first, attribute, "UISV-canvas-connection") }
        }
        for view in views.dropFirst() {
            for attribute in aligned { add(view, attribute, first, attribute, "UISV-alignment") }
        }
        guard alignment != .fill else { return }
        for view in views {
            if alignment != .leading { add(view, lead, canvas, lead, relation: .greaterThanOrEqual, "UISV-spanning-boundary") }
            if alignment != .trailing { add(canvas, trail, view, trail, relation: .greaterThanOrEqual, "UISV-spanning-boundary") }
        }
        add(canvas, length, nil, .notAnAttribute, priority: UILayoutPriority(51), "UISV-spanning-fit")
        for view in views {
            add(view, length, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
        }
    }
}

extension UIStackView {
    /// `UIStackView`'s properties by key (NativeClasses.swift), with UIKit's
    /// names (`baselineRelativeArrangement`, as Interface Builder spells it).
    static let stackCatalog: [AnyProperty] = [
        Property("arrangedSubviews", get: { (view: UIStackView) in view.arrangedSubviews }),
        Property("axis", get: { (view: UIStackView) in view.axis }, set: { $0.axis = $1 }),
        Property("distribution", get: { (view: UIStackView) in view.distribution }, set: { $0.distribution = $1 }),
        Property("alignment", get: { (view: UIStackView) in view.alignment }, set: { $0.alignment = $1 }),
        Property("spacing", get: { (view: UIStackView) in view.spacing }, set: { $0.spacing = $1 }),
        Property("baselineRelativeArrangement", get: { (view: UIStackView) in view.isBaselineRelativeArrangement },
                 set: { $0.isBaselineRelativeArrangement = $1 }),
        Property("layoutMarginsRelativeArrangement",
                 get: { (view: UIStackView) in view.isLayoutMarginsRelativeArrangement },
                 set: { $0.isLayoutMarginsRelativeArrangement = $1 }),
    ]
}
