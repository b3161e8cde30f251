import Foundation


/// An object that manages image-based content and its geometry: every view
/// has one (`UIView.layer`), whose delegate is the view. A view's geometry is
/// its layer's, and the engine keeps it once, in the view: a view's layer
/// answers its frame, bounds, position, opacity, visibility, clipping and
/// background colour from the view, and sets them there, so the two never
/// disagree. A layer made on its own keeps its own. Its sublayers are its
/// view's subviews' layers, in the subviews' order, among those added with
/// `addSublayer`.
open class CALayer: NSObject {
    /// The view this layer backs: its geometry and appearance are the view's.
    public private(set) weak var owningView: UIView?
    open weak var delegate: CALayerDelegate?

    private var boundsStorage = CGRect.zero
    private var positionStorage = CGPoint.zero
    var anchorPointStorage = CGPoint(x: 0.5, y: 0.5) { didSet { VisibleChanges.note() } }
    private var opacityStorage: Float = 1
    private var hiddenStorage = false
    private var masksToBoundsStorage = false { didSet { VisibleChanges.note() } }
    private var backgroundColorStorage: CGColor?
    /// A view's transform is its layer's: the engine keeps it here, for view
    /// and layer alike (UIView.transform).
    var transformStorage = CATransform3DIdentity {
        didSet {
            VisibleChanges.note()
            hasTransform = transformStorage != CATransform3DIdentity
        }
    }
    /// Whether `transformStorage` is other than the identity: read by every
    /// conversion between a view and its superview.
    private(set) var hasTransform = false
    private var sublayerStorage: [CALayer] = [] { didSet { VisibleChanges.note() } }
    /// The animations running or filling on this layer, in the order added
    /// (CALayer+Animation.swift).
    var animationRecords: [AnimationRecord] = [] { didSet { VisibleChanges.note() } }
    /// The layer a presentation copy was made from (`model()`).
    weak var modelLayerStorage: CALayer?
    private weak var superlayerStorage: CALayer?
    var needsDisplayStorage = false
    var needsLayoutStorage = false
    private var opaqueStorage = false
    /// The context `draw(in:)` last drew into, with its operations, for tests.
    public internal(set) var lastDrawing: CGContext?
    private var objectIDStorage = 0

    /// Whether the layer is in the display cycle's list of layers to lay out
    /// or draw (DisplayCycle.swift).
    var isRegisteredForCommit = false
    /// The display cycle's commit count when the layer was made: until a
    /// commit has passed, its changes do not animate (CALayer+Actions.swift).
    let bornInCommit = DisplayCycle.shared.commitCount
    private var appearance = Appearance()

    /// What a layer shows that a view does not keep, in one value so that
    /// each property's accessors stay one line.
    private struct Appearance {
        var zPosition: CGFloat = 0
        var cornerRadius: CGFloat = 0
        var borderWidth: CGFloat = 0
        var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var shadowOpacity: Float = 0
        var shadowOffset = CGSize(width: 0, height: -3)
        var shadowRadius: CGFloat = 3
        var shadowPath: CGPath?
        var contents: Any?
        var maskedCorners = CACornerMask.all
        var cornerCurve = CALayerCornerCurve.circular
        var mask: CALayer?
    }

    open var zPosition: CGFloat {
        get { appearance.zPosition }
        set { change("zPosition") { appearance.zPosition = newValue } }
    }
    open var cornerRadius: CGFloat {
        get { appearance.cornerRadius }
        set { change("cornerRadius") { appearance.cornerRadius = newValue } }
    }
    open var borderWidth: CGFloat {
        get { appearance.borderWidth }
        set { change("borderWidth") { appearance.borderWidth = newValue } }
    }
    open var borderColor: CGColor? {
        get { appearance.borderColor }
        set { change("borderColor") { appearance.borderColor = newValue } }
    }
    open var shadowColor: CGColor? {
        get { appearance.shadowColor }
        set { change("shadowColor") { appearance.shadowColor = newValue } }
    }
    open var shadowOpacity: Float {
        get { appearance.shadowOpacity }
        set { change("shadowOpacity") { appearance.shadowOpacity = newValue } }
    }
    open var shadowOffset: CGSize {
        get { appearance.shadowOffset }
        set { change("shadowOffset") { appearance.shadowOffset = newValue } }
    }
    open var shadowRadius: CGFloat {
        get { appearance.shadowRadius }
        set { change("shadowRadius") { appearance.shadowRadius = newValue } }
    }
    /// The shape the shadow takes; nil for the shape of what the layer draws.
    open var shadowPath: CGPath? {
        get { appearance.shadowPath }
        set { change("shadowPath") { appearance.shadowPath = newValue } }
    }
    /// What the layer shows: a `UIImage` set by the program, or the backing
    /// store its drawing filled (`display()`); nil for nothing.
    open var contents: Any? {
        get { appearance.contents }
        set { change("contents") { appearance.contents = newValue } }
    }
    /// The corners `cornerRadius` rounds: all four by default.
    open var maskedCorners: CACornerMask {
        get { appearance.maskedCorners }
        set { change("maskedCorners") { appearance.maskedCorners = newValue } }
    }
    /// Kept and read back; drawn as circular arcs either way.
    open var cornerCurve: CALayerCornerCurve {
        get { appearance.cornerCurve }
        set { change("cornerCurve") { appearance.cornerCurve = newValue } }
    }
    /// A layer whose alpha shows or hides this layer's background, content,
    /// sublayers, border and shadow, placed in this layer's bounds
    /// coordinates; it is in no tree. A layer cannot be its own mask.
    open var mask: CALayer? {
        get { appearance.mask }
        set {
            guard newValue !== self else {
                UIKitException.raise(.invalidArgumentException, "\(self) cannot be its own mask")
                return
            }
            change("mask") { appearance.mask = newValue }
        }
    }
    /// How image contents are placed in the bounds (CACornerMask.swift says
    /// which way up); a view's image content follows its `contentMode`.
    open var contentsGravity = CALayerContentsGravity.resize { didSet { VisibleChanges.note() } }
    /// Kept and read back: the compositor samples contents smoothly whatever
    /// the filter (Core Animation's defaults, linear both ways).
    open var minificationFilter = CALayerContentsFilter.linear
    open var magnificationFilter = CALayerContentsFilter.linear
    open var minificationFilterBias: Float = 0
    /// Kept and read back: compositing draws every layer directly, so a
    /// rasterized layer looks the same as a live one, as it should.
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var allowsEdgeAntialiasing = false
    open var allowsGroupOpacity = true
    open var drawsAsynchronously = false
    open var isGeometryFlipped = false
    public var name: String?
    /// Pixels per point of the layer's content: 1 for a layer made on its own,
    /// the screen's scale for a view's.
    public var contentsScale: CGFloat = 1

    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, as Core Animation makes a presentation
    /// layer: a subclass with properties of its own overrides it, copies
    /// them, and calls super.
    public init(layer: Any) {
        super.init()
        if let model = layer as? CALayer { takeModelValues(of: model) }
    }

    /// Layers are not archived in this engine; the initializer is here for
    /// the subclasses that must declare it, as UIKit's have it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A new layer of the engine's class nearest to this one's: what a view's
    /// layer of this class (`UIView.layerClass`) and a presentation copy are
    /// made of. Swift cannot make an instance of a class known only at run
    /// time without a required initializer, and UIKit's layer initializers
    /// are not required (a subclass overrides `init()` and `init(layer:)`),
    /// so a layer class of the program's own is made as its nearest engine
    /// superclass.
    class func makeEngineInstance() -> CALayer { CALayer() }

    /// Makes this new layer the one of `view` (`UIView.layer`).
    func back(_ view: UIView) {
        owningView = view
        delegate = view
        contentsScale = UIScreen.main.scale
        sublayerStorage = view.subviews.map(\.layer)
    }

    // MARK: Geometry

    /// A layer of its own given a new size is marked for layout, and for
    /// display if `needsDisplayOnBoundsChange`.
    open var bounds: CGRect {
        get { owningView?.bounds ?? boundsStorage }
        set {
            if let owningView {
                owningView.bounds = newValue
            } else if !UIView.refusesBounds(newValue) {
                let resized = newValue.size != boundsStorage.size
                change("bounds") { boundsStorage = newValue }
                if resized { boundsResized() }
            }
        }
    }

    private func boundsResized() {
        guard modelLayerStorage == nil else { return }
        markNeedsLayout()
        if needsDisplayOnBoundsChange { markNeedsDisplay() }
    }

    /// Where the anchor point is, in the superlayer's coordinates: a view's
    /// center.
    open var position: CGPoint {
        get { owningView?.center ?? positionStorage }
        set {
            if let owningView {
                owningView.center = newValue
            } else if !UIView.refusesPosition(newValue) {
                change("position") { positionStorage = newValue }
            }
        }
    }

    /// The point of the bounds, as fractions of its size, that `position`
    /// places; changing it keeps the position and moves the frame, as
    /// UIKit's does. A value that is not finite is ignored.
    open var anchorPoint: CGPoint {
        get { anchorPointStorage }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            guard let owningView else {
                change("anchorPoint") { anchorPointStorage = newValue }
                return
            }
            let position = owningView.center
            anchorPointStorage = newValue
            owningView.center = position
        }
    }

    /// The layer's transform, about its anchor point; a view's transform is its
    /// affine part. A transform with a NaN or an infinity is ignored.
    open var transform: CATransform3D {
        get { transformStorage }
        set {
            if let owningView {
                owningView.transform3D = newValue
            } else if newValue.isFinite {
                change("transform") { transformStorage = newValue }
            }
        }
    }

    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The bounds' size placed by the position and anchor point, in the
    /// superlayer's coordinates; with a transform, the smallest rectangle
    /// holding the transformed bounds.
    open var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            let size = boundsStorage.size
            let placed = CGRect(x: -anchorPointStorage.x * size.width, y: -anchorPointStorage.y * size.height,
                                width: size.width, height: size.height)
            return (hasTransform ? placed.applying(affineTransform()) : placed)
                .offsetBy(dx: positionStorage.x, dy: positionStorage.y)
        }
        set {
            if let owningView {
                owningView.frame = newValue
                return
            }
            guard !UIView.refusesFrame(newValue) else { return }
            // Core Animation sets a frame as the position and the bounds' size.
            position = CGPoint(x: newValue.origin.x + anchorPointStorage.x * newValue.width,
                               y: newValue.origin.y + anchorPointStorage.y * newValue.height)
            bounds.size = newValue.size
        }
    }

    // MARK: Appearance a view keeps

    /// A view's alpha.
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? opacityStorage }
        set {
            if let owningView {
                owningView.alpha = CGFloat(newValue)
            } else if !newValue.isNaN {
                change("opacity") { opacityStorage = newValue }
            }
        }
    }

    open var isHidden: Bool {
        get { owningView?.isHidden ?? hiddenStorage }
        set {
            if let owningView { owningView.isHidden = newValue } else { change("hidden") { hiddenStorage = newValue } }
        }
    }

    /// A view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? masksToBoundsStorage }
        set {
            if let owningView { owningView.clipsToBounds = newValue } else { masksToBoundsStorage = newValue }
        }
    }

    open var backgroundColor: CGColor? {
        get { owningView.map { $0.resolvedBackgroundColor } ?? backgroundColorStorage }
        set {
            if let owningView {
                owningView.backgroundColor = newValue.map(UIColor.init(cgColor:))
            } else {
                change("backgroundColor") { backgroundColorStorage = newValue }
            }
        }
    }

    // MARK: The layer tree

    open var superlayer: CALayer? {
        if let owningView { return owningView.superview?.layer }
        return superlayerStorage
    }

    /// Nil when there are none, as UIKit has it.
    open var sublayers: [CALayer]? {
        sublayerStorage.isEmpty ? nil : sublayerStorage
    }

    /// Adds `layer` on top of the others. A view's layer goes with its view:
    /// onto this layer's view, as `addSubview` puts it.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: sublayerStorage.count))
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        if let view = layer.owningView {
            guard let owningView else {
                UIKitException.raise(.invalidArgumentException, "a view's layer goes into the layer of another view (addSubview)")
                return
            }
            owningView.addSubview(view)
            return
        }
        guard layer !== self, !isAncestor(of: layer) else {
            UIKitException.raise(.invalidArgumentException, "\(layer) cannot be a sublayer of itself or of its own sublayer")
            return
        }
        layer.removeFromSuperlayer()
        sublayerStorage.insert(layer, at: min(Int(index), sublayerStorage.count))
        layer.superlayerStorage = self
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayerStorage.firstIndex { $0 === sibling } }.map { $0 + 1 }
        insertSublayer(layer, at: UInt32(clamping: index ?? sublayerStorage.count))
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayerStorage.firstIndex { $0 === sibling } }
        insertSublayer(layer, at: UInt32(clamping: index ?? 0))
    }

    /// A view's layer leaves with its view.
    open func removeFromSuperlayer() {
        if let owningView {
            owningView.removeFromSuperview()
            return
        }
        superlayerStorage?.sublayerStorage.removeAll { $0 === self }
        superlayerStorage = nil
    }

    private func isAncestor(of layer: CALayer) -> Bool {
        var current = superlayer
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    // MARK: Display

    /// Marks the layer's content to be drawn again at the next commit
    /// (CALayer+Display.swift); a view's layer asks its view.
    open func setNeedsDisplay() {
        if let owningView { owningView.setNeedsDisplay() } else { markNeedsDisplay() }
    }

    /// Core Animation redraws a layer's whole content, so the rect only says
    /// that something changed; a view's layer passes it to its view.
    open func setNeedsDisplay(_ r: CGRect) {
        if let owningView { owningView.setNeedsDisplay(r) } else if !r.containsNaN { markNeedsDisplay() }
    }

    open func needsDisplay() -> Bool { owningView?.needsDisplay ?? needsDisplayStorage }

    /// Draws now if the layer is marked for display.
    open func displayIfNeeded() {
        if let owningView {
            if owningView.needsDisplay { owningView.displayForSnapshot() }
        } else if needsDisplayStorage {
            displayMarked()
        }
    }

    /// Draws the layer's content: the delegate's `display(_:)` if it has one,
    /// else a new backing store of the bounds' size that `draw(in:)` fills
    /// and that becomes the layer's `contents`.
    open func display() {
        if let delegate { delegate.display(self) } else { drawIntoBackingStore() }
    }

    /// Draws the layer's content into `ctx`, in the layer's bounds
    /// coordinates: the delegate's `draw(_:in:)`, or nothing.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Whether a change of the property under `key` marks the layer for
    /// display: for properties a subclass adds and sets by key-value coding.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Whether a new size of the bounds marks the layer for display.
    open var needsDisplayOnBoundsChange = false

    /// Whether the layer's content covers its bounds: its backing store then
    /// has no alpha, and what `draw(in:)` leaves undrawn is black. A view's
    /// is the view's `isOpaque`.
    open var isOpaque: Bool {
        get { owningView?.isOpaque ?? opaqueStorage }
        set { if let owningView { owningView.isOpaque = newValue } else { opaqueStorage = newValue } }
    }

    // MARK: Layout

    /// Marks the layer to be laid out at the next commit; a view's layer
    /// asks its view.
    open func setNeedsLayout() {
        if let owningView { owningView.setNeedsLayout() } else { markNeedsLayout() }
    }

    open func needsLayout() -> Bool { owningView?.needsLayout ?? needsLayoutStorage }

    /// A view's layer lays its view out. A layer of its own goes up to the
    /// highest of its superlayers still marked, as Core Animation does, and
    /// lays out that layer's tree: each marked layer's `layoutSublayers`,
    /// top-down.
    open func layoutIfNeeded() {
        if let owningView {
            owningView.layoutIfNeeded()
            return
        }
        var top = self
        while let above = top.superlayer, above.owningView == nil, above.needsLayoutStorage { top = above }
        top.layOutBelow()
    }

    /// Lays out the sublayers: the delegate's `layoutSublayers(of:)`, which a
    /// view answers with its `layoutSubviews`; a subclass overrides it and
    /// calls super.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Actions

    /// Actions by key, searched after the delegate's (`action(forKey:)`).
    open var actions: [String: CAAction]?

    /// The action a class gives a key when nothing before it in the search
    /// does: none here.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// The action for a change under `event` (a property's name), searched as
    /// Core Animation searches (CALayer+Actions.swift): the delegate's
    /// `action(for:forKey:)`, where `NSNull` ends the search with no action;
    /// then `actions`; then `defaultAction(forKey:)`; then, for an animatable
    /// property of a layer of its own, an implicit animation.
    open func action(forKey event: String) -> CAAction? {
        searchAction(forKey: event)
    }

    // MARK: Presentation

    /// Every value compositing reads, from the model (a view's, for its
    /// layer); a subclass adds its own.
    func takeModelValues(of model: CALayer) {
        anchorPoint = model.anchorPoint
        bounds = model.bounds
        position = model.position
        transform = model.transform
        opacity = model.opacity
        isHidden = model.isHidden
        masksToBounds = model.masksToBounds
        backgroundColor = model.backgroundColor
        zPosition = model.zPosition
        cornerRadius = model.cornerRadius
        borderWidth = model.borderWidth
        borderColor = model.borderColor
        shadowColor = model.shadowColor
        shadowOpacity = model.shadowOpacity
        shadowOffset = model.shadowOffset
        shadowRadius = model.shadowRadius
        shadowPath = model.shadowPath
        maskedCorners = model.maskedCorners
        cornerCurve = model.cornerCurve
        mask = model.mask
        contentsGravity = model.contentsGravity
        name = model.name
        contents = model.contents
        contentsScale = model.contentsScale
    }

    // MARK: Identity

    /// A stable id, given when first asked for, in the order of the session's
    /// other objects.
    public var objectID: Int {
        if objectIDStorage == 0 { objectIDStorage = Session.current.nextObjectID() }
        return objectIDStorage
    }

    /// UIKit prints `<CALayer: 0x600003e4c0a0>`; the engine prints the id.
    open override var description: String { "<\(String(describing: type(of: self))): #\(objectID)>" }

    // MARK: Keeping up with the view

    /// The view's subviews changed: its layer's sublayers follow. A subview's
    /// layer goes on top when the subview is the frontmost, else just below
    /// the layer of the subview now in front of it; layers added with
    /// `addSublayer` keep their places.
    func subviewMoved(_ view: UIView) {
        sublayerStorage.removeAll { $0.owningView === view }
        guard let owningView, view.superview === owningView, let index = owningView.subviews.firstIndex(where: { $0 === view }) else {
            return
        }
        let subviews = owningView.subviews
        let layer = view.layer
        if index == subviews.count - 1 {
            sublayerStorage.append(layer)
        } else if let next = sublayerStorage.firstIndex(where: { $0.owningView === subviews[index + 1] }) {
            sublayerStorage.insert(layer, at: next)
        } else {
            sublayerStorage.append(layer)
        }
    }
}

extension CALayer {
    /// `CALayer`'s properties by key (NativeClasses.swift).
    static let catalog: [AnyProperty] = [
        Property("bounds", get: { (layer: CALayer) in layer.bounds }, set: { $0.bounds = $1 }),
        Property("position", get: { (layer: CALayer) in layer.position }, set: { $0.position = $1 }),
        Property("anchorPoint", get: { (layer: CALayer) in layer.anchorPoint }, set: { $0.anchorPoint = $1 }),
        Property("frame", get: { (layer: CALayer) in layer.frame }, set: { $0.frame = $1 }),
        Property("zPosition", get: { (layer: CALayer) in layer.zPosition }, set: { $0.zPosition = $1 }),
        Property("opacity", get: { (layer: CALayer) in layer.opacity }, set: { $0.opacity = $1 }),
        Property("hidden", get: { (layer: CALayer) in layer.isHidden }, set: { $0.isHidden = $1 }),
        Property("masksToBounds", get: { (layer: CALayer) in layer.masksToBounds }, set: { $0.masksToBounds = $1 }),
        Property("backgroundColor", get: { (layer: CALayer) in layer.backgroundColor }, set: { $0.backgroundColor = $1 }),
        Property("cornerRadius", get: { (layer: CALayer) in layer.cornerRadius }, set: { $0.cornerRadius = $1 }),
        Property("borderWidth", get: { (layer: CALayer) in layer.borderWidth }, set: { $0.borderWidth = $1 }),
        Property("borderColor", get: { (layer: CALayer) in layer.borderColor }, set: { $0.borderColor = $1 }),
        Property("shadowColor", get: { (layer: CALayer) in layer.shadowColor }, set: { $0.shadowColor = $1 }),
        Property("shadowOpacity", get: { (layer: CALayer) in layer.shadowOpacity }, set: { $0.shadowOpacity = $1 }),
        Property("shadowOffset", get: { (layer: CALayer) in layer.shadowOffset }, set: { $0.shadowOffset = $1 }),
        Property("shadowRadius", get: { (layer: CALayer) in layer.shadowRadius }, set: { $0.shadowRadius = $1 }),
        Property("maskedCorners", get: { (layer: CALayer) in layer.maskedCorners }, set: { $0.maskedCorners = $1 }),
        Property("cornerCurve", get: { (layer: CALayer) in layer.cornerCurve }, set: { $0.cornerCurve = $1 }),
        Property("mask", get: { (layer: CALayer) in layer.mask }, set: { $0.mask = $1 }),
        // An image, as `contents = image.CGImage` sets one in Objective-C; drawn content reads as nil.
        Property("contents", get: { (layer: CALayer) in layer.contents as? UIImage }, set: { $0.contents = $1 }),
        Property("contentsGravity", get: { (layer: CALayer) in layer.contentsGravity }, set: { $0.contentsGravity = $1 }),
        Property("shouldRasterize", get: { (layer: CALayer) in layer.shouldRasterize }, set: { $0.shouldRasterize = $1 }),
        Property("rasterizationScale", get: { (layer: CALayer) in layer.rasterizationScale },
                 set: { $0.rasterizationScale = $1 }),
        Property("name", get: { (layer: CALayer) in layer.name }, set: { $0.name = $1 }),
        Property("needsDisplayOnBoundsChange", get: { (layer: CALayer) in layer.needsDisplayOnBoundsChange },
                 set: { $0.needsDisplayOnBoundsChange = $1 }),
        Property("opaque", get: { (layer: CALayer) in layer.isOpaque }, set: { $0.isOpaque = $1 }),
        Property("contentsScale", get: { (layer: CALayer) in layer.contentsScale }, set: { $0.contentsScale = $1 }),
        Property("superlayer", get: { (layer: CALayer) in layer.superlayer }),
        Property("sublayers", get: { (layer: CALayer) in layer.sublayers }),
        Property("delegate", get: { (layer: CALayer) in layer.delegate as? UIView }),
    ]
}
