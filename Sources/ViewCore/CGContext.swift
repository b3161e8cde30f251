import Foundation

/// A drawing context shaped like CoreGraphics' `CGContext`. It records what it is
/// asked to draw, each operation with the graphics state it was made in, so that
/// tests can assert on a view's drawing (`operations`) and the compositor can
/// replay it into pixels (CGContext+Rasterizing.swift) when a snapshot asks.
public final class CGContext {
    /// One drawing call, described by what it draws; the state it was made in is
    /// kept beside it (`recording`).
    public enum Operation: Equatable, CustomStringConvertible {
        case clear(CGRect)
        case fill(CGRect, color: CGColor)
        case stroke(CGRect, color: CGColor, lineWidth: CGFloat)
        case fillPath([PathElement], color: CGColor)
        case strokePath([PathElement], color: CGColor, lineWidth: CGFloat)
        case text(String, at: CGPoint, color: CGColor)
        case image(UIImage, in: CGRect)
        case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
        case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                            options: CGGradientDrawingOptions)

        public var description: String {
            switch self {
            case .clear(let rect): return "clear \(frameNotation(rect))"
            case .fill(let rect, let color): return "fill \(frameNotation(rect)) [\(color)]"
            case .stroke(let rect, let color, let width):
                return "stroke \(frameNotation(rect)) [\(color)] width \(shortNumber(width))"
            case .fillPath(let path, let color): return "fillPath \(PathElement.describe(path)) [\(color)]"
            case .strokePath(let path, let color, let width):
                return "strokePath \(PathElement.describe(path)) [\(color)] width \(shortNumber(width))"
            case .text(let string, let point, let color):
                return "text \"\(string)\" at (\(shortNumber(point.x)) \(shortNumber(point.y))) [\(color)]"
            case .image(let image, let rect): return "image \(image.describedSize) in \(frameNotation(rect))"
            case .linearGradient(let gradient, let start, let end, let options):
                return "linearGradient \(gradient) from (\(shortNumber(start.x)) \(shortNumber(start.y)))"
                    + " to (\(shortNumber(end.x)) \(shortNumber(end.y)))"
                    + (options.contains(.drawsBeforeStartLocation) ? " before" : "")
                    + (options.contains(.drawsAfterEndLocation) ? " after" : "")
            case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius, let options):
                return "radialGradient \(gradient) from (\(shortNumber(startCenter.x)) \(shortNumber(startCenter.y))) r \(shortNumber(startRadius))"
                    + " to (\(shortNumber(endCenter.x)) \(shortNumber(endCenter.y))) r \(shortNumber(endRadius))"
                    + (options.contains(.drawsBeforeStartLocation) ? " before" : "")
                    + (options.contains(.drawsAfterEndLocation) ? " after" : "")
            }
        }
    }

    /// One element of a path. Arcs and rounded rectangles are kept whole, so a
    /// description reads as the call that made them.
    public enum PathElement: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        /// `clockwise` as it looks on the screen, whose y axis points down
        /// (UIBezierPath's sense; CGContext's is the opposite).
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        case rect(CGRect)
        case ellipse(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
        /// Only `corners` rounded, each with `radius` (UIBezierPath's
        /// `byRoundingCorners`).
        case roundedCorners(CGRect, radius: CGFloat, corners: UIRectCorner)
        case close

        static func describe(_ path: [PathElement]) -> String {
            path.map { element in
                switch element {
                case .move(let p): return "M \(point(p))"
                case .line(let p): return "L \(point(p))"
                case .curve(let p, let c1, let c2): return "C \(point(c1)) \(point(c2)) \(point(p))"
                case .quadCurve(let p, let c): return "Q \(point(c)) \(point(p))"
                case .arc(let center, let radius, let start, let end, let clockwise):
                    return "A \(point(center)) r \(shortNumber(radius)) \(shortNumber(start)) \(shortNumber(end))\(clockwise ? " cw" : "")"
                case .rect(let r): return "R \(frameNotation(r))"
                case .ellipse(let r): return "E \(frameNotation(r))"
                case .roundedRect(let r, let radius): return "RR \(frameNotation(r)) r \(shortNumber(radius))"
                case .roundedCorners(let r, let radius, let corners):
                    return "RR \(frameNotation(r)) r \(shortNumber(radius)) \(corners.shortDescription)"
                case .close: return "Z"
                }
            }.joined(separator: " ")
        }

        private static func point(_ p: CGPoint) -> String { "\(shortNumber(p.x)) \(shortNumber(p.y))" }

        /// Whether every number in it is finite: the rasterizer leaves out a
        /// path with NaN or infinity, as CoreGraphics draws nothing for it.
        var isFinite: Bool {
            switch self {
            case .move(let p), .line(let p): return p.isFinite
            case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
            case .quadCurve(let p, let c): return p.isFinite && c.isFinite
            case .arc(let center, let radius, let start, let end, _):
                return center.isFinite && radius.isFinite && start.isFinite && end.isFinite
            case .rect(let r), .ellipse(let r): return r.isFinite
            case .roundedRect(let r, let radius), .roundedCorners(let r, let radius, _): return r.isFinite && radius.isFinite
            case .close: return true
            }
        }
    }

    /// A region drawing is limited to: a path, in the transform it was set in.
    struct Clip: Equatable {
        var path: [PathElement]
        var transform: CGAffineTransform
        var evenOdd: Bool
    }

    /// What `saveGState` saves: everything that shapes how an operation draws.
    struct GraphicsState: Equatable {
        var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dashPhase: CGFloat = 0
        var dashLengths: [CGFloat] = []
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var transform = CGAffineTransform.identity
        var clips: [Clip] = []
        var font: UIFont?
        var evenOddFill = false
        var shadow: Shadow?
        var antialiases = true
    }

    /// `setShadow(offset:blur:color:)`: what every operation drawn while it is
    /// set casts beneath itself.
    struct Shadow: Equatable {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    /// The area the context covers: the view's bounds.
    public let bounds: CGRect
    /// Each operation with the state it was made in.
    private(set) var recording: [(operation: Operation, state: GraphicsState)] = []
    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    private var path: [PathElement] = []
    /// Set when UIView's own (empty) `draw(_:)` ran: a view whose drawing is
    /// only that has no content of its own to composite.
    var reachedDefaultDraw = false

    public init(bounds: CGRect) { self.bounds = bounds }

    public var operations: [Operation] { recording.map(\.operation) }

    private func record(_ operation: Operation) { recording.append((operation, state)) }

    // MARK: Graphics state

    public func saveGState() { savedStates.append(state) }
    public func restoreGState() { if let saved = savedStates.popLast() { state = saved } }
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }
    /// What follows casts a shadow of `color` (nil for none), moved by
    /// `offset` (down for a positive height, as in a UIKit context) and
    /// blurred by `blur`. Values that are not finite set no shadow.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(blur, 0), color: color)
    }
    /// A shadow in CoreGraphics' default colour, black at a third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }
    /// Whether edges are antialiased; off draws them hard.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.antialiases = shouldAntialias }
    /// Kept: whether `setShouldAntialias` may take effect.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { allowsAntialiasing_ = allowsAntialiasing }
    private var allowsAntialiasing_ = true
    /// Kept; images are always scaled smoothly.
    public var interpolationQuality = CGInterpolationQuality.default
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Lengths that are negative or not finite make the line solid, as an
    /// empty pattern does.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let usable = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        state.dashPhase = phase.isFinite ? phase : 0
        state.dashLengths = usable ? lengths : []
    }
    /// Clamped to 0…1; NaN leaves it unchanged.
    public func setAlpha(_ alpha: CGFloat) { if !alpha.isNaN { state.alpha = min(max(alpha, 0), 1) } }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// The font `drawText` draws in (UILabel sets its own).
    public func setFont(_ font: UIFont?) { state.font = font }
    public var fillColor: CGColor { state.fillColor }
    public var strokeColor: CGColor { state.strokeColor }
    public var lineWidth: CGFloat { state.lineWidth }

    // MARK: The current transform

    /// The user-space transform, from the view's coordinates.
    public var ctm: CGAffineTransform { state.transform }
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` before the current one; one that is not finite is
    /// ignored.
    public func concatenate(_ transform: CGAffineTransform) {
        guard transform.isFinite else { return }
        state.transform = transform.concatenating(state.transform)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, and consumes the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clips.append(Clip(path: path, transform: state.transform, evenOdd: rule == .evenOdd))
        path.removeAll()
    }

    public func clip(to rect: CGRect) {
        state.clips.append(Clip(path: [.rect(rect)], transform: state.transform, evenOdd: false))
    }

    /// Intersects the clip with the union of the rects.
    public func clip(to rects: [CGRect]) {
        state.clips.append(Clip(path: rects.map { .rect($0) }, transform: state.transform, evenOdd: false))
    }

    // MARK: Rectangles

    public func clear(_ rect: CGRect) { record(.clear(rect)) }
    public func fill(_ rect: CGRect) { record(.fill(rect, color: state.fillColor)) }
    public func stroke(_ rect: CGRect) {
        record(.stroke(rect, color: state.strokeColor, lineWidth: state.lineWidth))
    }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    public func fillEllipse(in rect: CGRect) { fill([.ellipse(rect)], evenOdd: false) }
    public func strokeEllipse(in rect: CGRect) { stroke([.ellipse(rect)]) }

    // MARK: Paths

    public func beginPath() { path.removeAll() }
    public func move(to point: CGPoint) { path.append(.move(point)) }
    public func addLine(to point: CGPoint) { path.append(.line(point)) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.append(.curve(to: end, control1: control1, control2: control2))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.append(.quadCurve(to: end, control: control)) }
    /// `clockwise` in CoreGraphics' sense, which in a view's flipped
    /// coordinates looks counterclockwise on the screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise))
    }
    public func addRect(_ rect: CGRect) { path.append(.rect(rect)) }
    public func addRects(_ rects: [CGRect]) { path += rects.map { .rect($0) } }
    /// A line to the first point, or a move to it on an empty path, then lines
    /// through the others.
    public func addLines(between points: [CGPoint]) {
        for (index, point) in points.enumerated() {
            path.append(index == 0 && path.isEmpty ? .move(point) : .line(point))
        }
    }
    /// A line toward `tangent1End`, then an arc of `radius` tangent to the
    /// lines from the current point to it and from it to `tangent2End`, as
    /// CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`. With no
    /// current point the path starts at `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let current = currentPoint else {
            path.append(.move(tangent1End))
            return
        }
        path += CGContext.tangentArc(from: current, corner: tangent1End, to: tangent2End, radius: radius)
    }
    public func addEllipse(in rect: CGRect) { path.append(.ellipse(rect)) }
    public func addPath(_ other: CGPath) { path += other.elements }
    public func closePath() { path.append(.close) }
    public var isPathEmpty: Bool { path.isEmpty }
    /// The current point: where the path's last element ends; `.zero` for an
    /// empty path.
    public var currentPointOfPath: CGPoint { currentPoint ?? .zero }
    /// The smallest rectangle holding the path, control points included;
    /// `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { CGPath(elements: path).boundingBox }

    /// Fills, strokes, or both, the current path, and consumes it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let elements = path
        switch mode {
        case .fill: fill(elements, evenOdd: false)
        case .eoFill: fill(elements, evenOdd: true)
        case .stroke: stroke(elements)
        case .fillStroke: fill(elements, evenOdd: false); stroke(elements)
        case .eoFillStroke: fill(elements, evenOdd: true); stroke(elements)
        }
        path.removeAll()
    }

    private var currentPoint: CGPoint? {
        var subpathStart: CGPoint?
        var point: CGPoint?
        for element in path {
            switch element {
            case .move(let p): (point, subpathStart) = (p, p)
            case .line(let p), .curve(let p, _, _), .quadCurve(let p, _): point = p
            case .arc(let center, let radius, _, let end, _):
                point = CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
            case .rect(let r), .ellipse(let r), .roundedRect(let r, _), .roundedCorners(let r, _, _):
                (point, subpathStart) = (r.origin, r.origin)
            case .close: point = subpathStart
            }
        }
        return point
    }

    /// The line and arc of a tangent arc: nothing but a line to the corner
    /// when the three points are in a line or the radius is not a positive
    /// number.
    static func tangentArc(from p0: CGPoint, corner p1: CGPoint, to p2: CGPoint, radius: CGFloat) -> [PathElement] {
        let (ax, ay) = (p0.x - p1.x, p0.y - p1.y), (bx, by) = (p2.x - p1.x, p2.y - p1.y)
        let (la, lb) = ((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        let cross = ax * by - ay * bx
        guard radius > 0, radius.isFinite, la > 0, lb > 0, abs(cross) > 1e-12 else { return [.line(p1)] }
        let angle = acos(max(-1, min(1, (ax * bx + ay * by) / (la * lb))))
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: p1.x + ax / la * distance, y: p1.y + ay / la * distance)
        let end = CGPoint(x: p1.x + bx / lb * distance, y: p1.y + by / lb * distance)
        // The centre is along the bisector, radius / sin(angle / 2) from the corner.
        let (bisectorX, bisectorY) = (ax / la + bx / lb, ay / la + by / lb)
        let bisectorLength = (bisectorX * bisectorX + bisectorY * bisectorY).squareRoot()
        let toCenter = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisectorX / bisectorLength * toCenter, y: p1.y + bisectorY / bisectorLength * toCenter)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        let endAngle = atan2(end.y - center.y, end.x - center.x)
        // On the screen (y down) the turn from a to b is clockwise when the cross product is negative.
        return [.line(start), .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: cross < 0)]
    }

    /// Fills and consumes the current path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        var fillState = state
        fillState.evenOddFill = rule == .evenOdd
        recording.append((.fillPath(path, color: state.fillColor), fillState))
        path.removeAll()
    }

    /// Strokes and consumes the current path.
    public func strokePath() {
        record(.strokePath(path, color: state.strokeColor, lineWidth: state.lineWidth))
        path.removeAll()
    }

    /// Fills `elements` in the current state, leaving the current path as it
    /// is: how UIBezierPath's `fill` draws.
    func fill(_ elements: [PathElement], evenOdd: Bool) {
        var fillState = state
        fillState.evenOddFill = evenOdd
        recording.append((.fillPath(elements, color: state.fillColor), fillState))
    }

    /// Strokes `elements` in the current state, leaving the current path as
    /// it is: how UIBezierPath's `stroke` draws.
    func stroke(_ elements: [PathElement]) {
        record(.strokePath(elements, color: state.strokeColor, lineWidth: state.lineWidth))
    }

    /// Intersects the clip with `elements`, leaving the current path as it
    /// is: how UIBezierPath's `addClip` clips.
    func clip(to elements: [PathElement], evenOdd: Bool) {
        state.clips.append(Clip(path: elements, transform: state.transform, evenOdd: evenOdd))
    }

    /// Strokes a polyline through the points, pairwise, like `CGContextStrokeLineSegments`.
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments: [PathElement] = []
        var index = 0
        while index + 1 < points.count {
            segments += [.move(points[index]), .line(points[index + 1])]
            index += 2
        }
        record(.strokePath(segments, color: state.strokeColor, lineWidth: state.lineWidth))
    }

    // MARK: Images and gradients

    /// Draws the image scaled to fill `rect`, the right way up (as UIImage's
    /// `draw(in:)` does in a view's context).
    public func draw(_ image: UIImage, in rect: CGRect) { record(.image(image, in: rect)) }

    /// Fills the clip with the gradient along the line from `start` to `end`;
    /// before the start and past the end with the end colours only as
    /// `options` say.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.linearGradient(gradient, start: start, end: end, options: options))
    }

    /// Fills the clip with the gradient between two circles: inside the
    /// start circle and outside the end circle only as `options` say.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        record(.radialGradient(gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                               endRadius: endRadius, options: options))
    }

    // MARK: Text

    /// Text drawn with the fill color, as `NSString`'s `draw(at:withAttributes:)`
    /// does: `point` is the top left of the line, whose baseline is the font's
    /// ascender below it.
    public func drawText(_ string: String, at point: CGPoint) {
        record(.text(string, at: point, color: state.fillColor))
    }
}

/// How the ends of stroked lines look.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How stroked lines meet.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// Which points a path's fill covers.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// What `drawPath(using:)` does with the path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How smoothly images are scaled, as CoreGraphics names the levels.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, medium, high
}

/// How drawing combines with what is beneath it: the modes Cairo has.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear = 16, copy
}

/// Whether a gradient extends past its first and last locations.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Colors spread over a range, as `CGGradient(colorsSpace:colors:locations:)`
/// makes them; locations default to even spacing.
public final class CGGradient: Equatable, CustomStringConvertible {
    public let colors: [CGColor]
    public let locations: [CGFloat]

    /// CoreGraphics' initializer: `colors` an array of `CGColor`s (or
    /// `UIColor`s), `locations` one per colour or nil. The colour space is
    /// taken and the colours kept in extended sRGB.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { ($0 as? CGColor) ?? ($0 as? UIColor)?.cgColor }
        guard !list.isEmpty else { return nil }
        self.init(colors: list, locations: locations.map { pointer in list.indices.map { pointer[$0] } })
    }

    public init(colors: [CGColor], locations: [CGFloat]? = nil) {
        self.colors = colors
        let spacing = colors.count > 1 ? 1 / CGFloat(colors.count - 1) : 0
        let given = locations.map { Array($0.prefix(colors.count)) } ?? []
        self.locations = given.count == colors.count ? given : colors.indices.map { CGFloat($0) * spacing }
    }

    public static func == (a: CGGradient, b: CGGradient) -> Bool { a.colors == b.colors && a.locations == b.locations }

    public var description: String {
        zip(colors, locations).map { "[\($0)] at \(shortNumber($1))" }.joined(separator: ", ")
    }
}

// MARK: - UIKit's graphics-context functions

/// The context `draw(_:)` draws into; nil outside drawing (R4.4).
public func UIGraphicsGetCurrentContext() -> CGContext? { Session.current.graphicsContexts.last }
public func UIGraphicsPushContext(_ context: CGContext) { Session.current.graphicsContexts.append(context) }
public func UIGraphicsPopContext() { _ = Session.current.graphicsContexts.popLast() }

/// Fills the rect with the current context's fill color.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Outlines the inside of the rect with a one-point line: the stroke runs half
/// a point in from its edges. Like UIKit's, it uses the fill color.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setStrokeColor(context.fillColor)
    context.setLineWidth(1)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    context.restoreGState()
}

extension UIColor {
    /// Makes this the current context's fill and stroke color.
    public func set() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    var isFinite: Bool { origin.isFinite && width.isFinite && height.isFinite }
}
