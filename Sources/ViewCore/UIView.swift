import Foundation

/// The headless counterpart of UIKit's `UIView`: geometry, appearance properties, and
/// the flags the display cycle reads. The hierarchy, layout, display and description
/// live in the `UIView+…` files beside this one.
///
/// Deallocation: a Swift subclass's `deinit` plays the part of `-dealloc`. It runs
/// first; then `UIView`'s own `deinit` sends `removeFromSuperview` to each subview
/// (R2.6). Swift destroys a subclass's stored properties only after every `deinit`
/// in the chain has run, so overrides such as `willRemoveSubview(_:)` called during
/// that teardown may still use them.
open class UIView: UIResponder {
    // Stored properties are laid out in declaration order: what the display
    // cycle's walk reads of every view (the hierarchy and the flags) comes first,
    // in the cache lines of the object's header.
    //
    // The hierarchy's fields are read for every view of every walk, and a dynamic
    // exclusivity check costs several times the read: they are exempt. No code
    // runs while one of them is being modified (an array mutation in place
    // releases nothing the engine does not still hold), so no access can overlap.

    // MARK: Hierarchy storage
    /// `unowned(unsafe)`: a superview always detaches its subviews before it dies
    /// (see `deinit`), so the reference never dangles, and a weak reference would
    /// read as nil during the superview's own teardown, when callbacks still need it.
    @exclusivity(unchecked) unowned(unsafe) var superviewStorage: UIView?
    @exclusivity(unchecked) var subviewStorage: [UIView] = [] { didSet { VisibleChanges.note() } }
    /// The views held strongly besides the subviews, one entry per reference:
    /// what UIKit's classes keep in strong properties (a cell's content view,
    /// a button's image view while it shows nothing, a table's reuse pool).
    /// The leak check (`Session.respondersHeldFromOutside`) counts them as
    /// held from inside, as it counts subviews: a script's cycle through them
    /// is one UIKit would leak as well. A class that keeps views lists them.
    var viewsHeldBesidesSubviews: [UIView] { [] }

    /// The controller whose root view this is (`_viewDelegate` in UIKit).
    @exclusivity(unchecked) unowned(unsafe) var viewDelegate: UIViewController?

    /// The root of this view's hierarchy if it is a window, kept by every move
    /// into and out of a hierarchy (`updateWindow`), so that `window` does not
    /// walk to the root. `unowned(unsafe)`: a window detaches its subviews before
    /// it dies, which clears theirs.
    @exclusivity(unchecked) unowned(unsafe) var windowStorage: UIWindow?

    /// What the display cycle must do here and below (DisplayCycle.swift).
    @exclusivity(unchecked) var cycleFlags: DisplayCycle.Flags = []

    open var isHidden: Bool = false {
        didSet {
            VisibleChanges.note()
            // A hidden subtree is skipped by the display pass with its marks kept;
            // showing it again lets the commit find them.
            if oldValue && !isHidden { DisplayCycle.shared.propagateMarks(from: self) }
            if isHidden && !oldValue { resignFirstResponderLeavingView() }
            if oldValue != isHidden, let stack = superviewStorage as? UIStackView {
                stack.arrangedSubviewHiddenDidChange(self)
            }
        }
    }
    open var insetsLayoutMarginsFromSafeArea: Bool = true {
        didSet { safeAreaInputsChanged() }
    }
    /// Whether the superview's margins count where this view comes nearer its
    /// superview's edge than they reach (UIView+SafeArea.swift).
    open var preservesSuperviewLayoutMargins = false {
        didSet { safeAreaInputsChanged() }
    }
    /// Set by UIWindow's initializers: read where a dynamic cast would cost more.
    var isWindow = false
    /// Set by UIImageView's initializers, for the compositor, which asks every view.
    var isImageView = false
    /// Where the display cycle keeps this view among the roots of marked trees,
    /// while it is one (DisplayCycle.swift), so that it leaves in constant time.
    var rootIndex: Int32 = 0

    // MARK: Geometry storage
    // The frame is stored, not derived from center and bounds, so that setting a
    // frame reads back exactly; bounds keep their own origin (scroll position).
    var frameStorage: CGRect { didSet { VisibleChanges.note() } }
    var boundsOrigin: CGPoint = .zero { didSet { VisibleChanges.note() } }
    /// Made when first asked for (`layer`): its geometry is the view's own.
    var layerStorage: CALayer?
    /// What a script or a nib set of the view's accessibility; most views have none.
    var accessibilityStorage: AccessibilityStorage?
    /// The interactions added (`addInteraction`); nil for none, as most views have.
    var interactionStorage: [UIInteraction]?

    // MARK: Display state
    var dirtyRect: CGRect = .null
    /// Set once the view has been drawn; a view entering a window undrawn is marked
    /// for display (R4.2).
    var hasContents = false
    /// Set by `UIView.updateConstraints()`, to detect an override that skips super.
    var calledSuperUpdateConstraints = false
    /// `overrideUserInterfaceStyle`'s value; here, in the padding before the
    /// next pointer, it costs a view no memory.
    var overrideUserInterfaceStyleStorage: UIUserInterfaceStyle = .unspecified { didSet { VisibleChanges.note() } }
    /// `tintAdjustmentMode` as set (`.automatic` inherits), in the same padding.
    var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic { didSet { VisibleChanges.note() } }
    /// Set on a view whose font follows the content size category (a label
    /// that adjusts its font), which a change of category or a window reaches.
    var followsContentSizeCategory = false
    /// `tintColor` as set; nil inherits (UIView+Tint.swift).
    var tintColorStorage: UIColor? { didSet { VisibleChanges.note() } }

    /// Constraint-based layout's state (UIView+Constraints.swift); nil for a view
    /// that never met a constraint.
    var constraintState: ViewConstraintState?

    /// The insets and effective margins last reported through the
    /// `…DidChange` callbacks (UIView+SafeArea.swift).
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    var reportedLayoutMargins = UIView.defaultLayoutMargins

    /// What the last `draw(_:)` drew: the recording context it was given.
    public internal(set) var contents: CGContext?
    /// Every `draw(_:)` since the view last drew anew, for snapshots; nil for
    /// a view whose drawing is UIView's own, which draws nothing.
    var backingStore: BackingStore? { didSet { VisibleChanges.note() } }

    // MARK: Appearance
    open var tag: Int = 0
    var alphaStorage: CGFloat = 1 { didSet { VisibleChanges.note() } }
    open var isOpaque: Bool = true
    open var clearsContextBeforeDrawing: Bool = true
    open var contentMode: ContentMode = .scaleToFill { didSet { VisibleChanges.note() } }
    open var backgroundColor: UIColor? {
        willSet {
            willChangeAnimatable("backgroundColor",
                                 from: .color(backgroundColor?.cgColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)))
        }
        didSet {
            VisibleChanges.note()
            noteCustomized(.backgroundColor)
        }
    }
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if constraintState != nil && autoresizingMask != oldValue { constraintInputsDidChange() } }
    }
    open var autoresizesSubviews: Bool = true
    /// Whether the view's content flips with the layout direction.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
    }
    open var clipsToBounds: Bool = false { didSet { VisibleChanges.note() } }
    open var isUserInteractionEnabled: Bool = true
    /// False (the default): while a touch is in the view, no other touch
    /// reaches it (UIWindow+Events.swift).
    open var isMultipleTouchEnabled: Bool = false
    /// While a touch is in this view or below it, no other view of the window
    /// gets a touch, and none reaches it while other views are touched.
    open var isExclusiveTouch: Bool = false {
        didSet { noteCustomized(.exclusiveTouch) }
    }
    /// The appearance properties set on the view itself (UIAppearance.swift).
    var appearanceFlags: AppearanceFlags = []
    /// UIView+Gestures.swift.
    var gestureRecognizerList: [UIGestureRecognizer] = []
    /// The interface style the view and its subviews take (a window's:
    /// everything in it); `.unspecified` (the default) inherits
    /// (UIUserInterfaceStyle.swift).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleStorage }
        set {
            guard newValue != overrideUserInterfaceStyleStorage else { return }
            UserInterfaceStyleInheritance.changeOverride(of: self, controller: nil) { overrideUserInterfaceStyleStorage = newValue }
        }
    }

    /// The first tint color set on the view or above it, the system blue
    /// where none is, dimmed while the view's `tintAdjustmentMode` is; nil
    /// restores inheritance (UIView+Tint.swift).
    open var tintColor: UIColor! {
        get { effectiveTint.color }
        set { changeTint { tintColorStorage = newValue } }
    }

    /// Never `.automatic` when read: the first mode set on the view or above
    /// it, `.normal` where none is.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTint.mode }
        set { changeTint { tintAdjustmentModeStorage = newValue } }
    }

    /// Sent to the view and to each view below it whose tint color (or
    /// adjustment mode) changed, parent first: when one is set, and when a
    /// move puts the view under another tint.
    open func tintColorDidChange() {}

    /// What a view that shows its tint refreshes when it changes, before the
    /// app's `tintColorDidChange()` (a system button's title color).
    func effectiveTintDidChange() {}

    /// A view that `followsContentSizeCategory` takes the category it now
    /// has, before it hears of the change (UIContentSizeCategory.swift).
    func contentSizeCategoryMayHaveChanged() {}

    // MARK: Margins (UIView+SafeArea.swift)
    var layoutMarginsStorage = UIView.defaultLayoutMargins

    // MARK: Creation (R1)

    /// A frame containing NaN is refused as Core Animation refuses it; the view
    /// then starts with a zero frame.
    public init(frame: CGRect) {
        frameStorage = UIView.refusesFrame(frame) ? .zero : frame
        super.init()
    }

    /// The archived-view initializer (R1.2): the frame, the other archived
    /// properties and the subviews, from an `ArchiveCoder` (ArchiveCoder.swift).
    public required init?(coder: NSCoder) {
        frameStorage = .zero
        super.init()
        initialize(coder: coder)
    }

    /// R1.1: `init()` is `init(frame: .zero)`, dispatched dynamically so that a
    /// subclass's `init(frame:)` runs.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Called on every object of a nib once all of them exist and outlets are set.
    open func awakeFromNib() {}

    /// Whether the view sets up its constraints in `updateConstraints`: a
    /// view of such a class is marked for the constraint pass as it enters a
    /// window, so that its `updateConstraints` runs though nothing else asks.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The view whose baseline is this view's first baseline in constraints: a
    /// subview with text, in an override; by default `forLastBaselineLayout`.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose baseline is this view's last baseline in constraints;
    /// by default the view itself.
    open var forLastBaselineLayout: UIView { self }

    deinit {
        isDeallocating = true
        // R2.6: `dealloc` (the subclass deinits) has run; now the subviews leave
        // (UIView+Deallocation.swift), each deallocating as it leaves unless the
        // deallocations nest too deep.
        let releases = ViewReleaseQueue.shared
        releases.depth += 1
        // Before the subviews leave: with the constraints this view holds gone,
        // none crosses their edge, and each leaves at no cost in constraints.
        if constraintState != nil { constraintsViewWillDeallocate() }
        detachSubviewsForDeallocation(deferring: releases.depth > ViewReleaseQueue.maximumNestedDeallocations,
                                      into: releases)
        // Last: the teardown itself marks this view (removing a subview marks its
        // superview), which may have registered it with the display cycle.
        if cycleFlags.contains(.registered) { DisplayCycle.shared.forget(self) }
        releases.depth -= 1
        if releases.depth == 0 { releases.releaseDeferredViews() }
    }

    override open var next: UIResponder? { viewDelegate ?? superviewStorage }

    // MARK: - The overridable API
    // Swift cannot override a method declared in an extension, so every method a
    // subclass (or a Lua class) may override is declared here, in the class body,
    // and forwards to its implementation in the `UIView+…` file named beside it.

    // MARK: Hierarchy (UIView+Hierarchy.swift)

    open func addSubview(_ view: UIView) {
        insert(view, at: subviewStorage.count, caller: "addSubview:")
    }

    /// `index` is 0-based, back to front; `0...subviews.count` is valid.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index, caller: "insertSubview:atIndex:")
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, aboveSubview: siblingSubview)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, belowSubview: siblingSubview)
    }

    /// A view that is not a subview is ignored, as in UIKit.
    open func bringSubviewToFront(_ view: UIView) { moveToFront(view) }

    /// A view that is not a subview is ignored, as in UIKit.
    open func sendSubviewToBack(_ view: UIView) { moveToBack(view) }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        exchange(at: index1, with: index2)
    }

    open func removeFromSuperview() { remove() }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Hit testing (UIEvent.swift)

    /// The deepest visible, interactive view containing the point, front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { hitTestSubviews(point, with: event) }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { CGRectContainsPoint(bounds, point) }

    /// The properties a proxy may set (UIKit's `UI_APPEARANCE_SELECTOR`s):
    /// UIView's `backgroundColor`, and `exclusiveTouch`, which apps set through
    /// the proxy (`[[UIView appearance] setExclusiveTouch:YES]`) to keep two
    /// buttons from acting at once; a subclass adds its own.
    open class var appearanceKeys: Set<String> { ["backgroundColor", "exclusiveTouch"] }

    /// The per-state setters a proxy may record (a button's `setTitleColor:forState:`).
    open class var appearanceSelectors: Set<String> { [] }

    /// Applies a proxy's recorded setter unless the view set that state's
    /// value itself.
    func applyAppearance(_ invocation: AppearanceInvocation) {}

    /// What a subclass adds to its description after the frame, in UIKit's
    /// words (a label's `text = 'Hello'`).
    var descriptionDetails: [String] { [] }

    /// `<CardView: #4; frame = (0 20; 375 647)>` (UIView+Description.swift).
    open override var description: String { viewDescription }

    /// The frame an initializer given `frame` starts with: a control of a
    /// fixed size (UISwitch) keeps its own.
    func initialFrame(_ frame: CGRect) -> CGRect { frame }

    /// Asked of the views a recognizer watches touches in, as it is about to
    /// recognize: false makes it fail (UISlider keeps swipes off its thumb so).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Layout (UIView+Layout.swift)

    open func setNeedsLayout() { markNeedsLayout() }
    open func layoutIfNeeded() { layoutSubtreeIfNeeded() }
    /// Applies the frames the constraint solver computed for the subviews; an
    /// override that calls super first sees them (R5.3).
    open func layoutSubviews() { applyConstraintFrames() }
    /// R3.5: the current size, unless a subclass knows better.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { resizeToFit() }
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }

    // MARK: Constraints phase (UIView+Layout.swift)

    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }
    open func updateConstraintsIfNeeded() { updateConstraintsBelow() }
    /// R5.2: an override must call super as its last step.
    open func updateConstraints() { calledSuperUpdateConstraints = true }

    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    /// The engine's own notice of a change of `safeAreaInsets`, which no
    /// override can skip (a scroll view's adjusted insets follow them).
    func safeAreaInsetsChangedInternally() {}

    // MARK: Traits (UITraitCollection.swift)

    /// R9.1: sent when a rotation changes the size classes, to the views in a
    /// window, after their controllers (Simulator.swift).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Display (UIView+Display.swift)

    open func setNeedsDisplay() { markNeedsDisplay(in: nil) }
    open func setNeedsDisplay(_ rect: CGRect) { markNeedsDisplay(in: rect) }
    /// Draws into `UIGraphicsGetCurrentContext()`, which exists only during this call.
    open func draw(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.reachedDefaultDraw = true }

    // MARK: Geometry
    // Each setter refuses NaN as Core Animation does, with its exception, and keeps
    // the old value; infinite values are kept, as a layer keeps them (UIView+Geometry.swift).

    /// With a transform, the smallest rectangle holding the transformed bounds
    /// (UIKit: "the value of this property is undefined" then; this is what it
    /// reports). Setting it then moves the view so that that rectangle starts
    /// at the new origin, its bounds and transform unchanged: a decision, as
    /// UIKit documents none.
    open var frame: CGRect {
        get {
            guard let layer = layerStorage, layer.hasTransform else { return frameStorage }
            return transformedFrame(layer)
        }
        set {
            if let layer = layerStorage, layer.hasTransform {
                guard !UIView.refusesFrame(newValue) else { return }
                let current = transformedFrame(layer), center = self.center
                self.center = CGPoint(x: newValue.minX + (center.x - current.minX), y: newValue.minY + (center.y - current.minY))
                return
            }
            setUntransformedFrame(newValue)
        }
    }

    /// The frame as the view's center and bounds make it, before its transform:
    /// what layout sets, as UIKit's sets a view's center and bounds.
    func setUntransformedFrame(_ newValue: CGRect) {
        guard !UIView.refusesFrame(newValue) else { return }
        let old = frameStorage
        guard newValue != old else { return }
        willChangeAnimatable("position", from: .point(center))
        if newValue.size != old.size { willChangeAnimatable("bounds", from: .rect(bounds)) }
        frameStorage = newValue
        safeAreaInputsChanged()
        if newValue.size != old.size { sizeDidChange(from: old.size) }
        if constraintState != nil { constraintGeometryDidChange() }
    }

    /// The view's affine transform about its center (its layer's anchor
    /// point): its layer's transform. It changes the frame the view reports,
    /// not its bounds or center, and lays nothing out, as in UIKit. A
    /// transform with a NaN or an infinity is ignored.
    open var transform: CGAffineTransform {
        get { layerStorage.map { CATransform3DGetAffineTransform($0.transformStorage) } ?? .identity }
        set {
            guard newValue.isFinite else { return }
            guard newValue != .identity || layerStorage?.hasTransform == true else { return }
            willChangeAnimatable("transform", from: .transform(transform3D))
            layer.transformStorage = CATransform3DMakeAffineTransform(newValue)
        }
    }

    /// The layer's whole transform (iOS 13's `transform3D`).
    open var transform3D: CATransform3D {
        get { layerStorage?.transformStorage ?? CATransform3DIdentity }
        set {
            guard newValue.isFinite else { return }
            guard newValue != CATransform3DIdentity || layerStorage?.hasTransform == true else { return }
            willChangeAnimatable("transform", from: .transform(transform3D))
            layer.transformStorage = newValue
        }
    }

    /// Setting bounds keeps the center; a new origin scrolls the content.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frameStorage.size) }
        set {
            guard !UIView.refusesBounds(newValue) else { return }
            if newValue != bounds { willChangeAnimatable("bounds", from: .rect(bounds)) }
            if newValue.origin != boundsOrigin {
                boundsOrigin = newValue.origin
                for subview in subviewStorage { subview.safeAreaInputsChanged() }
                setNeedsLayout()
                // A scroll view's frame guide is placed at the scroll position.
                if constraintState?.scrollFrameGuide != nil { constraintGuidesDidChange() }
            }
            let oldSize = frameStorage.size
            guard newValue.size != oldSize else { return }
            let center = self.center
            let anchor = anchorPoint
            frameStorage = CGRect(x: center.x - anchor.x * newValue.width, y: center.y - anchor.y * newValue.height,
                                  width: newValue.width, height: newValue.height)
            sizeDidChange(from: oldSize)
            if constraintState != nil { constraintGeometryDidChange() }
        }
    }

    /// The layer's position: the point of the frame its anchor point names,
    /// the middle unless the layer's anchor point was moved.
    // MARK: Accessibility (UIAccessibility, UIAccessibilityIdentification)

    /// Whether assistive apps see the view as one element: false unless the
    /// view is a standard control or a label (`defaultIsAccessibilityElement`).
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityValues.isElement = newValue }
    }

    /// A string that identifies the view to UI tests; nil unless set.
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibilityValues.identifier = newValue }
    }

    /// What assistive apps say the view is: a label's text or a control's
    /// title unless set (`defaultAccessibilityLabel`).
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
        set { accessibilityValues.label = newValue }
    }

    /// What happens when the element is used; nil unless set.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibilityValues.hint = newValue }
    }

    /// The element's value, when it has one apart from its label; nil unless set.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { accessibilityValues.value = newValue }
    }

    /// What the element is and does for VoiceOver; a class's own by default
    /// (a label's static text, a button's button), until set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
        set { accessibilityValues.traits = newValue }
    }

    /// Whether VoiceOver skips the view's subviews.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilityValues.elementsHidden = newValue }
    }

    /// Whether VoiceOver reads only this view's elements and not its siblings'.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilityValues.viewIsModal = newValue }
    }

    /// Whether VoiceOver reads the view's subviews as a group.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibilityValues.groupsChildren = newValue }
    }

    /// Where the element is on the screen, in screen coordinates: the view's
    /// bounds there, until set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? convert(bounds, to: nil) }
        set { accessibilityValues.frame = newValue }
    }

    /// The elements VoiceOver reads inside the view, in order; nil for its
    /// subviews'.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibilityValues.elements = newValue }
    }

    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }

    private var accessibilityValues: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let made = AccessibilityStorage()
        accessibilityStorage = made
        return made
    }

    private var anchorPoint: CGPoint { layerStorage?.anchorPointStorage ?? CGPoint(x: 0.5, y: 0.5) }

    /// The layer the view draws into and is composited as (of `layerClass`),
    /// made when first asked for.
    public var layer: CALayer {
        if let layerStorage { return layerStorage }
        let layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).makeEngineInstance()
        layerStorage = layer
        layer.back(self)
        return layer
    }

    /// The class of the view's layer: a subclass returns `CAShapeLayer.self`
    /// or `CAGradientLayer.self` for a view that is a shape or a gradient. A
    /// class that is no layer's makes a plain `CALayer`, where UIKit would
    /// fail; a layer class of the program's own makes its nearest engine
    /// superclass (`CALayer.makeEngineInstance()` says why).
    open class var layerClass: AnyClass { CALayer.self }

    // MARK: The layer's delegate

    /// A view lays out its subviews when its layer lays out its sublayers:
    /// the controller's `viewWillLayoutSubviews`, `layoutSubviews`, then
    /// `viewDidLayoutSubviews`. The layout pass goes through here for a view
    /// whose layer has been made, so that an override that calls super runs
    /// after the view's own layout, as in UIKit.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === layerStorage else { return }
        layOutSubviewsWithController()
    }

    /// A view draws its layer's content with `draw(_:)`, the layer's context
    /// made UIKit's current one.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === layerStorage else { return }
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
    }

    /// A view's layer never animates a change by itself: outside an
    /// animation block the view answers `NSNull`, which ends the search with
    /// no action; inside one, the block's own animation of the change, as
    /// the block will add it.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let context = UIView.animationContext, AnimatableKey.named(event) != nil else { return NSNull() }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = context.duration
        animation.beginTime = context.delay > 0 ? CACurrentMediaTime() + context.delay : 0
        animation.timingFunction = context.curve.timingFunction
        return animation
    }

    open var center: CGPoint {
        get {
            let anchor = anchorPoint
            return CGPoint(x: frameStorage.minX + anchor.x * frameStorage.width,
                           y: frameStorage.minY + anchor.y * frameStorage.height)
        }
        set {
            guard !UIView.refusesPosition(newValue) else { return }
            willChangeAnimatable("position", from: .point(center))
            let anchor = anchorPoint
            frameStorage.origin = CGPoint(x: newValue.x - anchor.x * frameStorage.width,
                                          y: newValue.y - anchor.y * frameStorage.height)
            safeAreaInputsChanged()
            if constraintState != nil { constraintGeometryDidChange() }
        }
    }

    /// UIKit documents 0 to 1; a layer clamps what it draws with, and keeps what it
    /// is given, so values outside are kept. NaN is refused.
    open var alpha: CGFloat {
        get { alphaStorage }
        set {
            if newValue.isNaN {
                UIKitException.raise(.invalidArgumentException, "-[\(className) setAlpha:]: alpha is NaN")
                return
            }
            if newValue != alphaStorage { willChangeAnimatable("opacity", from: .scalar(alphaStorage)) }
            alphaStorage = newValue
        }
    }

    open var layoutMargins: UIEdgeInsets {
        get { layoutMarginsStorage }
        set {
            guard !refusesInsets(newValue, "setLayoutMargins:") else { return }
            guard newValue != layoutMarginsStorage else { return }
            layoutMarginsStorage = newValue
            safeAreaInputsChanged()
            setNeedsLayout()
            if constraintState != nil { constraintGuidesDidChange() }
        }
    }

    /// R3.3, R3.4, R4.3: a new size marks this view and its superview for layout,
    /// resizes autoresizing subviews at once, and redraws a `.redraw` view.
    func sizeDidChange(from oldSize: CGSize) {
        safeAreaInputsChanged()
        for subview in subviewStorage { subview.safeAreaInputsChanged() }
        setNeedsLayout()
        // Frames the engine applies in the superview's layoutSubviews do not lay it out again.
        if let superview = superviewStorage, superview !== constraintState?.member?.engine.applyingSuperview {
            superview.setNeedsLayout()
        }
        if autoresizesSubviews {
            let newSize = frameStorage.size
            for subview in subviewStorage {
                subview.resize(withOldSuperviewSize: oldSize, newSuperviewSize: newSize)
            }
        }
        if contentMode == .redraw { setNeedsDisplay() }
        // A view marked while it had no area was passed over by the display pass.
        if oldSize.isEmptyArea, cycleFlags.contains(.needsDisplay) {
            DisplayCycle.shared.propagateMarks(from: self)
        }
    }
}

extension UIView {
    /// How a view lays out its content when its bounds change.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom
        case left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    /// How a view resizes when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// `UIViewNoIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
}

extension UIView: CALayerDelegate {}
