import Foundation
import LazyCairo

/// The ends of a shape layer's stroked lines, by Core Animation's names.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroked lines meet, by Core Animation's names.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which points a shape layer's fill covers.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a path: filled with `fillColor` (opaque black by
/// default), then stroked with `strokeColor` (none by default), above its
/// background and below its sublayers, unclipped by its bounds. `strokeStart`
/// and `strokeEnd` stroke only that fraction of the path's length.
open class CAShapeLayer: CALayer {
    /// A copy of the path set: changing a mutable path afterwards leaves the
    /// layer's as it was, as committing a transaction does in Core Animation.
    open var path: CGPath? {
        get { pathStorage }
        set { change("path") { pathStorage = newValue?.copy() } }
    }
    private var pathStorage: CGPath?
    private var style = Style()

    /// The shape's paint, in one value so that each property's accessors
    /// stay one line.
    private struct Style {
        var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var fillRule: CAShapeLayerFillRule = .nonZero
        var strokeColor: CGColor?
        var lineWidth: CGFloat = 1
        var lineCap: CAShapeLayerLineCap = .butt
        var lineJoin: CAShapeLayerLineJoin = .miter
        var miterLimit: CGFloat = 10
        var lineDashPattern: [NSNumber]?
        var lineDashPhase: CGFloat = 0
        var strokeStart: CGFloat = 0
        var strokeEnd: CGFloat = 1
    }

    open var fillColor: CGColor? {
        get { style.fillColor }
        set { change("fillColor") { style.fillColor = newValue } }
    }
    open var fillRule: CAShapeLayerFillRule {
        get { style.fillRule }
        set { change("fillRule") { style.fillRule = newValue } }
    }
    open var strokeColor: CGColor? {
        get { style.strokeColor }
        set { change("strokeColor") { style.strokeColor = newValue } }
    }
    open var lineWidth: CGFloat {
        get { style.lineWidth }
        set { change("lineWidth") { style.lineWidth = newValue } }
    }
    open var lineCap: CAShapeLayerLineCap {
        get { style.lineCap }
        set { change("lineCap") { style.lineCap = newValue } }
    }
    open var lineJoin: CAShapeLayerLineJoin {
        get { style.lineJoin }
        set { change("lineJoin") { style.lineJoin = newValue } }
    }
    open var miterLimit: CGFloat {
        get { style.miterLimit }
        set { change("miterLimit") { style.miterLimit = newValue } }
    }
    /// Lengths alternately drawn and skipped; nil for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { style.lineDashPattern }
        set { change("lineDashPattern") { style.lineDashPattern = newValue } }
    }
    open var lineDashPhase: CGFloat {
        get { style.lineDashPhase }
        set { change("lineDashPhase") { style.lineDashPhase = newValue } }
    }
    /// Where along the path's length, from 0 to 1, the stroke begins.
    open var strokeStart: CGFloat {
        get { style.strokeStart }
        set { change("strokeStart") { style.strokeStart = newValue } }
    }
    /// Where along the path's length, from 0 to 1, the stroke ends.
    open var strokeEnd: CGFloat {
        get { style.strokeEnd }
        set { change("strokeEnd") { style.strokeEnd = newValue } }
    }

    override class func makeEngineInstance() -> CALayer { CAShapeLayer() }

    override func takeModelValues(of model: CALayer) {
        super.takeModelValues(of: model)
        guard let shape = model as? CAShapeLayer else { return }
        pathStorage = shape.pathStorage
        style = shape.style
    }

    /// What a shape layer's animations reach, besides a layer's.
    static let animatableKeys: [String: AnimatableKey] = {
        func scalar(_ get: @escaping (CAShapeLayer) -> CGFloat, _ set: @escaping (CAShapeLayer, CGFloat) -> Void) -> AnimatableKey {
            AnimatableKey(get: { ($0 as? CAShapeLayer).map { .scalar(get($0)) } }, set: { layer, value in
                if let shape = layer as? CAShapeLayer, case .scalar(let v) = value { set(shape, v) }
            })
        }
        func color(_ get: @escaping (CAShapeLayer) -> CGColor?, _ set: @escaping (CAShapeLayer, CGColor?) -> Void) -> AnimatableKey {
            AnimatableKey.color({ ($0 as? CAShapeLayer).flatMap(get) }, { layer, value in
                if let shape = layer as? CAShapeLayer { set(shape, value) }
            })
        }
        return [
            "strokeStart": scalar({ $0.strokeStart }, { $0.strokeStart = $1 }),
            "strokeEnd": scalar({ $0.strokeEnd }, { $0.strokeEnd = $1 }),
            "lineWidth": scalar({ $0.lineWidth }, { $0.lineWidth = $1 }),
            "lineDashPhase": scalar({ $0.lineDashPhase }, { $0.lineDashPhase = $1 }),
            "miterLimit": scalar({ $0.miterLimit }, { $0.miterLimit = $1 }),
            "fillColor": color({ $0.fillColor }, { $0.fillColor = $1 }),
            "strokeColor": color({ $0.strokeColor }, { $0.strokeColor = $1 }),
        ]
    }()

    /// What the compositor draws for the layer; nil when it draws nothing.
    var drawing: ShapeDrawing? {
        guard let path = pathStorage, !path.isEmpty else { return nil }
        let fill = fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        var stroke: ShapeDrawing.Stroke?
        if let color = strokeColor, color.alpha > 0, lineWidth.isFinite, lineWidth > 0 {
            let start = strokeStart.isFinite ? min(max(strokeStart, 0), 1) : 0
            let end = strokeEnd.isFinite ? min(max(strokeEnd, 0), 1) : 1
            if start < end {
                stroke = ShapeDrawing.Stroke(
                    color: color, width: lineWidth, cap: lineCap.cgLineCap, join: lineJoin.cgLineJoin,
                    miterLimit: miterLimit.isFinite ? miterLimit : 10,
                    dash: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
                    dashPhase: lineDashPhase.isFinite ? lineDashPhase : 0, start: start, end: end)
            }
        }
        guard fill != nil || stroke != nil else { return nil }
        return ShapeDrawing(path: path.elements, fill: fill, evenOdd: fillRule == .evenOdd, stroke: stroke)
    }
}

extension CAShapeLayerLineCap {
    var cgLineCap: CGLineCap {
        switch self {
        case .round: return .round
        case .square: return .square
        default: return .butt
        }
    }
}

extension CAShapeLayerLineJoin {
    var cgLineJoin: CGLineJoin {
        switch self {
        case .round: return .round
        case .bevel: return .bevel
        default: return .miter
        }
    }
}

/// A shape layer's path and how it is painted, as the compositor lists it
/// (`Compositor.Command.shape`) and draws it.
struct ShapeDrawing: Equatable {
    struct Stroke: Equatable {
        var color: CGColor
        var width: CGFloat
        var cap: CGLineCap
        var join: CGLineJoin
        var miterLimit: CGFloat
        var dash: [CGFloat]
        var dashPhase: CGFloat
        var start: CGFloat
        var end: CGFloat
    }

    var path: [CGContext.PathElement]
    var fill: CGColor?
    var evenOdd: Bool
    var stroke: Stroke?

    /// Fills, then strokes, in the target's current user space (the layer's
    /// bounds coordinates).
    func draw(on target: OpaquePointer, _ cairo: UnsafePointer<luaui_cairo_functions>) {
        let c = cairo.pointee
        c.save(target)
        defer { c.restore(target) }
        if let fill {
            CGContext.addSegments(CGPath.curves(of: path), to: target, cairo)
            c.set_fill_rule(target, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            c.set_source_rgba(target, fill.red, fill.green, fill.blue, fill.alpha)
            c.fill(target)
        }
        guard let stroke else { return }
        let segments = stroke.start > 0 || stroke.end < 1
            ? ShapeDrawing.trimmed(path, from: stroke.start, to: stroke.end)
            : CGPath.curves(of: path)
        CGContext.addSegments(segments, to: target, cairo)
        c.set_source_rgba(target, stroke.color.red, stroke.color.green, stroke.color.blue, stroke.color.alpha)
        c.set_line_width(target, stroke.width)
        c.set_line_cap(target, cairo_line_cap_t(UInt32(stroke.cap.rawValue)))
        c.set_line_join(target, cairo_line_join_t(UInt32(stroke.join.rawValue)))
        c.set_miter_limit(target, stroke.miterLimit)
        let dash = stroke.dash.allSatisfy { $0.isFinite && $0 >= 0 } && stroke.dash.contains { $0 > 0 } ? stroke.dash : []
        dash.map(Double.init).withUnsafeBufferPointer { lengths in
            c.set_dash(target, lengths.baseAddress, Int32(lengths.count), stroke.dashPhase)
        }
        c.stroke(target)
    }

    /// The part of the path between the fractions `start` and `end` of its
    /// length, as lines along its flattened outline; a closed subpath is
    /// followed round to its start.
    static func trimmed(_ path: [CGContext.PathElement], from start: CGFloat, to end: CGFloat) -> [CGPath.Segment] {
        let lines = CGPath.polylines(of: path)
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = lines.reduce(0) { sum, line in sum + zip(line, line.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) } }
        guard total > 0 else { return [] }
        let (from, to) = (start * total, end * total)
        var segments: [CGPath.Segment] = []
        var walked: CGFloat = 0
        for line in lines {
            var drawing = false
            for (a, b) in zip(line, line.dropFirst()) {
                let length = distance(a, b)
                defer { walked += length }
                guard length > 0, walked + length > from, walked < to else { continue }
                func point(at position: CGFloat) -> CGPoint {
                    let t = min(max((position - walked) / length, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    segments.append(.move(point(at: max(from, walked))))
                    drawing = true
                }
                segments.append(.line(point(at: min(to, walked + length))))
            }
        }
        return segments
    }
}

extension CAShapeLayer {
    /// `CAShapeLayer`'s own properties by key (NativeClasses.swift).
    static let shapeCatalog: [AnyProperty] = [
        Property("path", get: { (layer: CAShapeLayer) in layer.path }, set: { $0.path = $1 }),
        Property("fillColor", get: { (layer: CAShapeLayer) in layer.fillColor }, set: { $0.fillColor = $1 }),
        Property("fillRule", get: { (layer: CAShapeLayer) in layer.fillRule }, set: { $0.fillRule = $1 }),
        Property("strokeColor", get: { (layer: CAShapeLayer) in layer.strokeColor }, set: { $0.strokeColor = $1 }),
        Property("lineWidth", get: { (layer: CAShapeLayer) in layer.lineWidth }, set: { $0.lineWidth = $1 }),
        Property("lineCap", get: { (layer: CAShapeLayer) in layer.lineCap }, set: { $0.lineCap = $1 }),
        Property("lineJoin", get: { (layer: CAShapeLayer) in layer.lineJoin }, set: { $0.lineJoin = $1 }),
        Property("miterLimit", get: { (layer: CAShapeLayer) in layer.miterLimit }, set: { $0.miterLimit = $1 }),
        // Numbers rather than NSNumber objects, which cross as objects.
        Property("lineDashPattern", get: { (layer: CAShapeLayer) in layer.lineDashPattern?.map { CGFloat($0.doubleValue) } },
                 set: { $0.lineDashPattern = $1?.map { NSNumber(value: Double($0)) } }),
        Property("lineDashPhase", get: { (layer: CAShapeLayer) in layer.lineDashPhase }, set: { $0.lineDashPhase = $1 }),
        Property("strokeStart", get: { (layer: CAShapeLayer) in layer.strokeStart }, set: { $0.strokeStart = $1 }),
        Property("strokeEnd", get: { (layer: CAShapeLayer) in layer.strokeEnd }, set: { $0.strokeEnd = $1 }),
    ]
}
