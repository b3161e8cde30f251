import Foundation

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every bit set, as UIKit's `~0UL`.
    public static let allCorners = UIRectCorner(rawValue: .max)

    /// `tl tr bl br`, the corners a path description names.
    var shortDescription: String {
        let names: [(UIRectCorner, String)] = [(.topLeft, "tl"), (.topRight, "tr"), (.bottomLeft, "bl"), (.bottomRight, "br")]
        let named = names.filter { contains($0.0) }.map(\.1)
        return named.isEmpty ? "none" : named.joined(separator: " ")
    }
}

/// A path of lines and curves with the attributes it is stroked with, drawn
/// into the current context (`UIGraphicsGetCurrentContext()`): UIKit's
/// wrapper of a `CGMutablePath`. Its elements are CGContext's `PathElement`s,
/// so a rectangle, an oval or a rounded rectangle reads as what made it in a
/// drawing's description.
///
/// As in UIKit, a line, a curve or a close with no current point (an empty
/// path) is ignored; iOS logs "no current point" for it. Elements with NaN or
/// infinite numbers are kept and drawn as nothing, and count in neither the
/// bounds nor `contains`.
open class UIBezierPath: NSObject, NSCopying {
    /// What the path is made of, in the order added.
    private(set) var elements: [CGContext.PathElement] = []

    /// The width of stroked lines, in points.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// How long a miter join may be, as a multiple of the line width, before
    /// it is drawn bevelled.
    open var miterLimit: CGFloat = 10
    /// Kept for the API: curves are flattened by the rasterizer's own
    /// tolerance.
    open var flatness: CGFloat = 0.6
    /// Whether fills, clips and `contains` use the even-odd rule rather than
    /// the nonzero winding one.
    open var usesEvenOddFillRule = false

    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() {
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        elements = [.rect(rect)]
    }

    /// The oval inscribed in the rectangle, clockwise from its rightmost point.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        elements = [.ellipse(rect)]
    }

    /// A radius beyond half the shorter side is that half.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        elements = [.roundedRect(rect, cornerRadius: cornerRadius)]
    }

    /// Only `corners` rounded. The radius is `cornerRadii.width`, clamped to
    /// half the shorter side; iOS has ignored `cornerRadii.height` since iOS 7.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        elements = [.roundedCorners(rect, radius: cornerRadii.width, corners: corners)]
    }

    /// An open arc; `clockwise` as it looks on the screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath path: CGPath) {
        self.init()
        elements = path.elements
    }

    /// A copy of the elements and of every drawing attribute.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.elements = elements
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    // MARK: The path

    /// An immutable copy of the path; setting one replaces the elements.
    open var cgPath: CGPath {
        get { CGPath(elements: elements) }
        set { elements = newValue.elements }
    }

    open func move(to point: CGPoint) { elements.append(.move(point)) }

    open func addLine(to point: CGPoint) {
        guard hasCurrentPoint(for: "CGPathAddLineToPoint") else { return }
        elements.append(.line(point))
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard hasCurrentPoint(for: "CGPathAddCurveToPoint") else { return }
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard hasCurrentPoint(for: "CGPathAddQuadCurveToPoint") else { return }
        elements.append(.quadCurve(to: endPoint, control: controlPoint))
    }

    /// Continues the subpath with a line to the arc's start, or starts one
    /// there; `clockwise` as it looks on the screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }

    open func close() {
        guard hasCurrentPoint(for: "CGPathCloseSubpath") else { return }
        elements.append(.close)
    }

    open func removeAllPoints() { elements.removeAll() }

    /// Adds the other path's elements; its drawing attributes are not taken.
    open func append(_ bezierPath: UIBezierPath) { elements += bezierPath.elements }

    /// The same subpaths, each traced from its end back to its start, in
    /// reverse order; shapes become the lines and curves that draw them.
    open func reversing() -> UIBezierPath {
        let reversed = copy() as? UIBezierPath ?? UIBezierPath()
        reversed.elements = UIBezierPath.reversed(elements)
        return reversed
    }

    /// Transforms every point; arcs and shapes become the curves that draw
    /// them unless the transform is the identity.
    open func apply(_ transform: CGAffineTransform) {
        elements = CGPath.transformed(elements, by: transform)
    }

    // MARK: What the path covers

    open var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point, control points included;
    /// `.null` for an empty path.
    open var bounds: CGRect { CGPath(elements: elements).boundingBox }

    /// Where the next element starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { CGPath(elements: elements).currentPoint }

    /// Whether the point is inside the path's fill, by `usesEvenOddFillRule`;
    /// open subpaths count as closed.
    open func contains(_ point: CGPoint) -> Bool {
        CGPath(elements: elements).contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Whether there is a point to continue from; iOS logs the CoreGraphics
    /// function's complaint when there is none, and so does the engine.
    private func hasCurrentPoint(for function: String) -> Bool {
        if elements.isEmpty { UIKitWarning.log("\(function): no current point.") }
        return !elements.isEmpty
    }

    // MARK: Dashes

    /// The first `count` lengths of `pattern`, alternately drawn and skipped,
    /// starting `phase` points into the pattern. No pattern, or a count of 0
    /// or less, makes the line solid.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = phase
            return
        }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    /// Writes the pattern into `pattern` (which must hold them all), its
    /// length into `count` and the phase into `phase`; each may be nil.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// The dash pattern and phase, for the bridge, which has no C arrays.
    @_spi(Bridging) public var lineDash: (pattern: [CGFloat], phase: CGFloat) { (dashPattern, dashPhase) }

    // MARK: Drawing

    /// Fills the path with the current context's fill colour, open subpaths
    /// closed; the context's state is saved and restored around it.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.fill(elements, evenOdd: usesEvenOddFillRule)
        context.restoreGState()
    }

    /// `fill()` with the blend mode and the alpha (clamped to 0…1).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.fill(elements, evenOdd: usesEvenOddFillRule)
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour and the
    /// path's line attributes; the context's state is saved and restored
    /// around it.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyLineAttributes(to: context)
        context.stroke(elements)
        context.restoreGState()
    }

    /// `stroke()` with the blend mode and the alpha (clamped to 0…1).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        applyLineAttributes(to: context)
        context.stroke(elements)
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's fill, by
    /// `usesEvenOddFillRule`. The clip stays until the context restores a
    /// state saved before it.
    open func addClip() {
        UIGraphicsGetCurrentContext()?.clip(to: elements, evenOdd: usesEvenOddFillRule)
    }

    private func applyLineAttributes(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }

    /// `<UIBezierPath: M 0 0 L 10 10>`: UIKit prints the address and the
    /// CGPath's elements; the engine prints no address.
    open override var description: String {
        "<UIBezierPath: \(CGContext.PathElement.describe(elements))>"
    }

    // MARK: Reversal

    static func reversed(_ elements: [CGContext.PathElement]) -> [CGContext.PathElement] {
        // Each subpath as its start, its segments (with their ends) and whether it closes.
        struct Subpath {
            var start: CGPoint
            var segments: [CGPath.Segment] = []
            var closed = false
        }
        var subpaths: [Subpath] = []
        for segment in CGPath.curves(of: elements) {
            switch segment {
            case .move(let p): subpaths.append(Subpath(start: p))
            case .line, .curve:
                if subpaths.isEmpty || subpaths[subpaths.count - 1].closed {
                    // A segment after a close starts from the closed subpath's start.
                    subpaths.append(Subpath(start: subpaths.last?.start ?? .zero))
                }
                subpaths[subpaths.count - 1].segments.append(segment)
            case .close:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
            }
        }
        var result: [CGContext.PathElement] = []
        for subpath in subpaths.reversed() {
            var points = [subpath.start]
            for segment in subpath.segments { points.append(segment.points.last ?? subpath.start) }
            result.append(.move(points[points.count - 1]))
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let target = points[index]
                switch segment {
                case .curve(_, let c1, let c2): result.append(.curve(to: target, control1: c2, control2: c1))
                default: result.append(.line(target))
                }
            }
            if subpath.closed { result.append(.close) }
        }
        return result
    }
}

extension UIBezierPath {
    /// `UIBezierPath`'s properties by key (NativeClasses.swift).
    static let catalog: [AnyProperty] = [
        Property("lineWidth", get: { (path: UIBezierPath) in path.lineWidth }, set: { $0.lineWidth = $1 }),
        Property("lineCapStyle", get: { (path: UIBezierPath) in path.lineCapStyle }, set: { $0.lineCapStyle = $1 }),
        Property("lineJoinStyle", get: { (path: UIBezierPath) in path.lineJoinStyle }, set: { $0.lineJoinStyle = $1 }),
        Property("miterLimit", get: { (path: UIBezierPath) in path.miterLimit }, set: { $0.miterLimit = $1 }),
        Property("flatness", get: { (path: UIBezierPath) in path.flatness }, set: { $0.flatness = $1 }),
        Property("usesEvenOddFillRule", get: { (path: UIBezierPath) in path.usesEvenOddFillRule },
                 set: { $0.usesEvenOddFillRule = $1 }),
        Property("bounds", get: { (path: UIBezierPath) in path.bounds }),
        Property("currentPoint", get: { (path: UIBezierPath) in path.currentPoint }),
        Property("empty", get: { (path: UIBezierPath) in path.isEmpty }),
        Property("CGPath", get: { (path: UIBezierPath) in path.cgPath }, set: { $0.cgPath = $1 }),
    ]
}
