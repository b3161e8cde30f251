import Foundation
import LazyCairo

/// The kinds of gradient a gradient layer draws, by Core Animation's names.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient of `colors` (CGColors) at
/// `locations`, from `startPoint` to `endPoint` in the unit square of its
/// bounds (top to bottom by default), above its background and rounded by
/// its `cornerRadius` as its background is. An axial gradient keeps the end
/// colours past its ends; a radial one is an ellipse centred on the start
/// point whose edge passes the end point's x and y. Conic gradients are not
/// drawn.
open class CAGradientLayer: CALayer {
    private var gradient = Gradient()

    /// The gradient's settings, in one value so that each property's
    /// accessors stay one line.
    private struct Gradient {
        var colors: [Any]?
        var locations: [NSNumber]?
        var startPoint = CGPoint(x: 0.5, y: 0)
        var endPoint = CGPoint(x: 0.5, y: 1)
        var type: CAGradientLayerType = .axial
    }

    /// `CGColor`s (a `UIColor` is taken too); anything else is left out.
    open var colors: [Any]? {
        get { gradient.colors }
        set { change("colors") { gradient.colors = newValue } }
    }
    /// Each colour's place from 0 to 1; nil, or a count other than the
    /// colours', spreads them evenly.
    open var locations: [NSNumber]? {
        get { gradient.locations }
        set { change("locations") { gradient.locations = newValue } }
    }
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set { change("startPoint") { gradient.startPoint = newValue } }
    }
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set { change("endPoint") { gradient.endPoint = newValue } }
    }
    open var type: CAGradientLayerType {
        get { gradient.type }
        set { change("type") { gradient.type = newValue } }
    }

    override class func makeEngineInstance() -> CALayer { CAGradientLayer() }

    override func takeModelValues(of model: CALayer) {
        super.takeModelValues(of: model)
        guard let model = model as? CAGradientLayer else { return }
        gradient = model.gradient
    }

    /// What a gradient layer's animations reach, besides a layer's.
    static let animatableKeys: [String: AnimatableKey] = {
        func point(_ get: @escaping (CAGradientLayer) -> CGPoint, _ set: @escaping (CAGradientLayer, CGPoint) -> Void) -> AnimatableKey {
            AnimatableKey(get: { ($0 as? CAGradientLayer).map { .point(get($0)) } }, set: { layer, value in
                if let gradient = layer as? CAGradientLayer, case .point(let v) = value { set(gradient, v) }
            })
        }
        return [
            "startPoint": point({ $0.startPoint }, { $0.startPoint = $1 }),
            "endPoint": point({ $0.endPoint }, { $0.endPoint = $1 }),
        ]
    }()

    /// The colours the layer draws, in order.
    var drawnColors: [CGColor] {
        (colors ?? []).compactMap { ($0 as? CGColor) ?? ($0 as? UIColor)?.cgColor }
    }

    /// What the compositor draws in `bounds`; nil when it draws nothing.
    func drawing(in bounds: CGRect) -> GradientDrawing? {
        let colors = drawnColors
        guard !colors.isEmpty, type == .axial || type == .radial,
              startPoint.isFinite, endPoint.isFinite, bounds.width > 0, bounds.height > 0 else { return nil }
        let given = (locations ?? []).map { CGFloat($0.doubleValue) }
        let usable = given.count == colors.count && given.allSatisfy(\.isFinite)
        let gradient = CGGradient(colors: colors, locations: usable ? given : nil)
        func place(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        return GradientDrawing(gradient: gradient, start: place(startPoint), end: place(endPoint), radial: type == .radial)
    }
}

/// A gradient layer's gradient placed in its bounds, as the compositor lists
/// it (`Compositor.Command.gradient`) and draws it.
struct GradientDrawing: Equatable {
    var gradient: CGGradient
    var start: CGPoint
    var end: CGPoint
    var radial: Bool

    /// Paints the target's current path (the layer's rounded bounds) with the
    /// gradient, in its current user space.
    func fill(on target: OpaquePointer, _ cairo: UnsafePointer<luaui_cairo_functions>) {
        let c = cairo.pointee
        let (rx, ry) = (abs(end.x - start.x), abs(end.y - start.y))
        let pattern: OpaquePointer?
        if !radial {
            pattern = start == end ? nil : c.pattern_create_linear(start.x, start.y, end.x, end.y)
        } else if rx > 0, ry > 0 {
            // A unit circle about the start point, stretched to the ellipse.
            pattern = c.pattern_create_radial(0, 0, 0, 0, 0, 1)
            var matrix = cairo_matrix_t(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -start.x / rx, y0: -start.y / ry)
            if let pattern { c.pattern_set_matrix(pattern, &matrix) }
        } else {
            pattern = nil
        }
        guard let pattern else {
            // No axis: every point is past the end, in the last colour.
            if let last = gradient.colors.last { c.set_source_rgba(target, last.red, last.green, last.blue, last.alpha) }
            c.fill(target)
            return
        }
        for (color, location) in zip(gradient.colors, gradient.locations) {
            c.pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
        }
        c.pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        c.set_source(target, pattern)
        c.fill(target)
        c.pattern_destroy(pattern)
    }
}

extension CAGradientLayer {
    /// `CAGradientLayer`'s own properties by key (NativeClasses.swift).
    static let gradientCatalog: [AnyProperty] = [
        // Colours and numbers rather than the untyped array and NSNumber objects.
        Property("colors", get: { (layer: CAGradientLayer) in layer.colors.map { _ in layer.drawnColors } },
                 set: { (layer: CAGradientLayer, colors: [CGColor]?) in layer.colors = colors }),
        Property("locations", get: { (layer: CAGradientLayer) in layer.locations?.map { CGFloat($0.doubleValue) } },
                 set: { $0.locations = $1?.map { NSNumber(value: Double($0)) } }),
        Property("startPoint", get: { (layer: CAGradientLayer) in layer.startPoint }, set: { $0.startPoint = $1 }),
        Property("endPoint", get: { (layer: CAGradientLayer) in layer.endPoint }, set: { $0.endPoint = $1 }),
        Property("type", get: { (layer: CAGradientLayer) in layer.type }, set: { $0.type = $1 }),
    ]
}
