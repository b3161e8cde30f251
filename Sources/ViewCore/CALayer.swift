import Foundation

/// What a layer asks of the object it works for: a view, for the layer that
/// backs it.
public protocol CALayerDelegate: AnyObject {}

extension UIView: CALayerDelegate {}

/// An object that manages image-based content and its geometry: every view
/// has one (`UIView.layer`), whose delegate is the view. A view's geometry is
/// its layer's, and the engine keeps it once, in the view: a view's layer
/// answers its frame, bounds, position, opacity, visibility, clipping and
/// background colour from the view, and sets them there, so the two never
/// disagree. A layer made on its own keeps its own. Its sublayers are its
/// view's subviews' layers, in the subviews' order, among those added with
/// `addSublayer`.
open class CALayer: CustomStringConvertible {
    /// The view this layer backs: its geometry and appearance are the view's.
    public private(set) weak var owningView: UIView?
    open weak var delegate: CALayerDelegate?

    private var boundsStorage = CGRect.zero
    private var positionStorage = CGPoint.zero
    var anchorPointStorage = CGPoint(x: 0.5, y: 0.5)
    private var opacityStorage: Float = 1
    private var hiddenStorage = false
    private var masksToBoundsStorage = false
    private var backgroundColorStorage: CGColor?
    /// A view's transform is its layer's: the engine keeps it here, for view
    /// and layer alike (UIView.transform).
    var transformStorage = CATransform3DIdentity {
        didSet { hasTransform = transformStorage != CATransform3DIdentity }
    }
    /// Whether `transformStorage` is other than the identity: read by every
    /// conversion between a view and its superview.
    private(set) var hasTransform = false
    private var sublayerStorage: [CALayer] = []
    /// The animations running or filling on this layer, in the order added
    /// (CALayer+Animation.swift).
    var animationRecords: [AnimationRecord] = []
    /// The layer a presentation copy was made from (`model()`).
    weak var modelLayerStorage: CALayer?
    private weak var superlayerStorage: CALayer?
    private var needsDisplayStorage = false
    private var needsLayoutStorage = false
    private var objectIDStorage = 0

    public var zPosition: CGFloat = 0
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    /// The shape the shadow takes; nil for the shape of what the layer draws.
    public var shadowPath: CGPath?
    public var name: String?
    /// What the layer shows (a `UIImage` in this engine), nil for nothing.
    public var contents: Any?
    /// Pixels per point of the layer's content: 1 for a layer made on its own,
    /// the screen's scale for a view's.
    public var contentsScale: CGFloat = 1

    public required init() {}

    /// Makes this new layer the one of `view` (`UIView.layer`).
    func back(_ view: UIView) {
        owningView = view
        delegate = view
        contentsScale = UIScreen.main.scale
        sublayerStorage = view.subviews.map(\.layer)
    }

    // MARK: Geometry

    open var bounds: CGRect {
        get { owningView?.bounds ?? boundsStorage }
        set {
            if let owningView { owningView.bounds = newValue } else if !UIView.refusesBounds(newValue) { boundsStorage = newValue }
        }
    }

    /// Where the anchor point is, in the superlayer's coordinates: a view's
    /// center.
    open var position: CGPoint {
        get { owningView?.center ?? positionStorage }
        set {
            if let owningView { owningView.center = newValue } else if !UIView.refusesPosition(newValue) { positionStorage = newValue }
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
                anchorPointStorage = newValue
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
                transformStorage = newValue
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
            boundsStorage.size = newValue.size
            positionStorage = CGPoint(x: newValue.origin.x + anchorPointStorage.x * newValue.width,
                                      y: newValue.origin.y + anchorPointStorage.y * newValue.height)
        }
    }

    // MARK: Appearance a view keeps

    /// A view's alpha.
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? opacityStorage }
        set {
            if let owningView { owningView.alpha = CGFloat(newValue) } else if !newValue.isNaN { opacityStorage = newValue }
        }
    }

    open var isHidden: Bool {
        get { owningView?.isHidden ?? hiddenStorage }
        set {
            if let owningView { owningView.isHidden = newValue } else { hiddenStorage = newValue }
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
            if let owningView { owningView.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { backgroundColorStorage = newValue }
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

    // MARK: Display and layout

    /// A view's layer asks its view (`setNeedsDisplay`).
    open func setNeedsDisplay() {
        if let owningView { owningView.setNeedsDisplay() } else { needsDisplayStorage = true }
    }

    open func needsDisplay() -> Bool { owningView?.needsDisplay ?? needsDisplayStorage }

    /// A view's layer asks its view (`setNeedsLayout`).
    open func setNeedsLayout() {
        if let owningView { owningView.setNeedsLayout() } else { needsLayoutStorage = true }
    }

    open func needsLayout() -> Bool { owningView?.needsLayout ?? needsLayoutStorage }

    /// A view's layer lays its view out; a layer of its own runs `layoutSublayers`.
    open func layoutIfNeeded() {
        if let owningView {
            owningView.layoutIfNeeded()
            return
        }
        guard needsLayoutStorage else { return }
        needsLayoutStorage = false
        layoutSublayers()
    }

    /// Does nothing unless a subclass lays out its sublayers.
    open func layoutSublayers() {}

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
    open var description: String { "<\(String(describing: type(of: self))): #\(objectID)>" }

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
        Property("name", get: { (layer: CALayer) in layer.name }, set: { $0.name = $1 }),
        Property("contentsScale", get: { (layer: CALayer) in layer.contentsScale }, set: { $0.contentsScale = $1 }),
        Property("superlayer", get: { (layer: CALayer) in layer.superlayer }),
        Property("sublayers", get: { (layer: CALayer) in layer.sublayers }),
        Property("delegate", get: { (layer: CALayer) in layer.delegate as? UIView }),
    ]
}
