import Foundation

/// CoreGraphics' immutable path: a sequence of subpaths, kept as the elements
/// that made them (CGContext.PathElement), in the coordinates they were given
/// in once any transform passed to the call that added them is applied.
open class CGPath: Equatable, CustomStringConvertible {
    public internal(set) var elements: [CGContext.PathElement]

    init(elements: [CGContext.PathElement]) { self.elements = elements }

    public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
        self.init(elements: CGPath.transformed([.rect(rect)], by: transform))
    }

    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        self.init(elements: CGPath.transformed([.ellipse(rect)], by: transform))
    }

    /// Corners of one radius; CoreGraphics' separate width and height are
    /// taken as their smaller, the circular corners UIKit draws.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: CGAffineTransform? = nil) {
        self.init(elements: CGPath.transformed([.roundedRect(rect, cornerRadius: min(cornerWidth, cornerHeight))], by: transform))
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.elements == b.elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// `<CGPath: M 0 0 L 10 10>`: its elements as a drawing's description
    /// writes them.
    public var description: String {
        "<\(self is CGMutablePath ? "CGMutablePath" : "CGPath"): \(CGContext.PathElement.describe(elements))>"
    }

    /// The smallest rectangle holding every point of the path, control points
    /// included (`boundingBoxOfPath` leaves them out); `.null` for an empty path.
    public var boundingBox: CGRect {
        // A quadratic curve's own control point, which its cubic form does not hold.
        let quadControls = elements.compactMap { element -> CGPoint? in
            if case .quadCurve(_, let control) = element, element.isFinite { return control }
            return nil
        }
        let points = CGPath.curves(of: elements).flatMap(\.points) + quadControls
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// The tightest box around the path's outline.
    public var boundingBoxOfPath: CGRect { CGPath.boundingBoxOfOutline(elements) }

    /// The point the next element starts from: after a close, the start of
    /// the subpath it closed; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for segment in CGPath.curves(of: elements) {
            switch segment {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p), .curve(let p, _, _): current = p
            case .close: current = subpathStart
            }
        }
        return current
    }

    /// Whether `point` is inside the path's fill.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let local = point.applying(transform.inverted())
        return CGPath.windingNumber(of: local, in: elements, evenOdd: rule == .evenOdd)
    }

    public func copy() -> CGPath { CGPath(elements: elements) }
    public func mutableCopy() -> CGMutablePath { CGMutablePath(elements: elements) }

    /// Elements with `transform` applied: lines and curves stay what they
    /// are; arcs and shapes become the curves that draw them, since a
    /// transform may skew them out of their kind.
    static func transformed(_ elements: [CGContext.PathElement], by transform: CGAffineTransform?) -> [CGContext.PathElement] {
        guard let transform, !transform.isIdentity else { return elements }
        func apply(_ segment: Segment) -> CGContext.PathElement {
            switch segment {
            case .move(let p): return .move(p.applying(transform))
            case .line(let p): return .line(p.applying(transform))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .close: return .close
            }
        }
        var result: [CGContext.PathElement] = []
        for element in elements {
            switch element {
            case .move(let p): result.append(apply(.move(p)))
            case .line(let p): result.append(apply(.line(p)))
            case .curve(let p, let c1, let c2): result.append(apply(.curve(to: p, control1: c1, control2: c2)))
            case .quadCurve(let p, let c): result.append(.quadCurve(to: p.applying(transform), control: c.applying(transform)))
            case .close: result.append(.close)
            case .arc(let center, let radius, let start, let end, let clockwise):
                guard element.isFinite else { continue }
                let arc = arcCurves(center: center, radius: radius, start: start, end: end, clockwise: clockwise)
                // Joined to the subpath before it, as an arc is.
                result.append(apply(result.isEmpty ? .move(arc.start) : .line(arc.start)))
                result += arc.curves.map(apply)
            case .rect, .ellipse, .roundedRect, .roundedCorners:
                result += curves(of: [element]).map(apply)
            }
        }
        return result
    }
}

/// A path that can be added to.
open class CGMutablePath: CGPath {
    public convenience init() { self.init(elements: []) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements += CGPath.transformed([.move(point)], by: transform)
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements += CGPath.transformed([.line(point)], by: transform)
    }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        elements += CGPath.transformed([.move(first)] + points.dropFirst().map { .line($0) }, by: transform)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements += CGPath.transformed([.curve(to: end, control1: control1, control2: control2)], by: transform)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements += CGPath.transformed([.quadCurve(to: end, control: control)], by: transform)
    }
    /// `clockwise` in CoreGraphics' sense, counterclockwise on a flipped screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let arc = CGContext.PathElement.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                                            clockwise: !clockwise)
        elements += CGPath.transformed([arc], by: transform)
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        elements += CGPath.transformed([.rect(rect)], by: transform)
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        elements += CGPath.transformed([.ellipse(rect)], by: transform)
    }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        elements += CGPath.transformed([.roundedRect(rect, cornerRadius: min(cornerWidth, cornerHeight))], by: transform)
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += CGPath.transformed(path.elements, by: transform)
    }
    public func closeSubpath() { elements.append(.close) }
}

// MARK: - Paths as lines and cubic curves

extension CGPath {
    /// A path reduced to what every consumer understands.
    enum Segment {
        case move(CGPoint)
        case line(CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close

        var points: [CGPoint] {
            switch self {
            case .move(let p), .line(let p): return [p]
            case .curve(let p, let c1, let c2): return [c1, c2, p]
            case .close: return []
            }
        }
    }

    /// The elements as moves, lines and cubic curves. An arc continues the
    /// current subpath with a line to its start, as CoreGraphics draws it.
    static func curves(of elements: [CGContext.PathElement]) -> [Segment] {
        var segments: [Segment] = []
        var current: CGPoint?
        var subpathStart = CGPoint.zero
        func moveOrLine(_ p: CGPoint) {
            segments.append(current == nil ? .move(p) : .line(p))
            if current == nil { subpathStart = p }
            current = p
        }
        func closedShape(_ shape: [Segment]) {
            segments += shape
            if case .move(let start)? = shape.first { subpathStart = start; current = start }
        }
        for element in elements where element.isFinite {
            switch element {
            case .move(let p):
                segments.append(.move(p))
                current = p
                subpathStart = p
            case .line(let p): moveOrLine(p)
            case .curve(let p, let c1, let c2):
                if current == nil { moveOrLine(c1) }
                segments.append(.curve(to: p, control1: c1, control2: c2))
                current = p
            case .quadCurve(let p, let c):
                let start = current ?? c
                if current == nil { moveOrLine(c) }
                segments.append(.curve(to: p, control1: start + (c - start) * (2.0 / 3.0),
                                       control2: p + (c - p) * (2.0 / 3.0)))
                current = p
            case .arc(let center, let radius, let start, let end, let clockwise):
                let arc = arcCurves(center: center, radius: radius, start: start, end: end, clockwise: clockwise)
                moveOrLine(arc.start)
                segments += arc.curves
                current = arc.end
            case .rect(let r):
                closedShape([.move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)),
                             .line(CGPoint(x: r.maxX, y: r.maxY)), .line(CGPoint(x: r.minX, y: r.maxY)), .close])
            case .ellipse(let r):
                closedShape(ellipseCurves(r))
            case .roundedRect(let r, let radius):
                closedShape(roundedRectCurves(r, radius: radius))
            case .roundedCorners(let r, let radius, let corners):
                closedShape(roundedRectCurves(r, radius: radius, corners: corners))
            case .close:
                segments.append(.close)
                current = subpathStart
            }
        }
        return segments
    }

    /// The circle's fraction of a quarter turn that a cubic curve follows
    /// within a few parts in ten thousand.
    private static let kappa: CGFloat = 0.5522847498

    static func arcCurves(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
        -> (start: CGPoint, end: CGPoint, curves: [Segment]) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        // On a y-down screen, clockwise is the direction of increasing angle.
        var sweep = end - start
        let turn = 2 * CGFloat.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            if sweep > turn { sweep = turn }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            if sweep < -turn { sweep = -turn }
        }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var curves: [Segment] = []
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (a, b) = (point(angle), point(next))
            curves.append(.curve(to: b, control1: CGPoint(x: a.x - handle * sin(angle), y: a.y + handle * cos(angle)),
                                 control2: CGPoint(x: b.x + handle * sin(next), y: b.y - handle * cos(next))))
            angle = next
        }
        return (point(start), point(start + sweep), curves)
    }

    static func ellipseCurves(_ r: CGRect) -> [Segment] {
        let (rx, ry) = (r.width / 2, r.height / 2)
        let (cx, cy) = (r.midX, r.midY)
        let (kx, ky) = (rx * kappa, ry * kappa)
        // Clockwise on the screen from the rightmost point, as CoreGraphics adds it.
        return [
            .move(CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky)),
            .close,
        ]
    }

    /// A radius beyond half the shorter side is that half, as Core Animation
    /// and UIBezierPath clamp it. Clockwise on the screen from the end of the
    /// top left corner; corners outside `corners` stay square.
    static func roundedRectCurves(_ r: CGRect, radius: CGFloat, corners: UIRectCorner = .allCorners) -> [Segment] {
        let radius = max(0, min(radius, min(r.width, r.height) / 2))
        guard radius > 0, !corners.intersection(.allCorners).isEmpty else {
            return curves(of: [.rect(r)])
        }
        func corner(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let (topLeft, topRight) = (corner(.topLeft), corner(.topRight))
        let (bottomLeft, bottomRight) = (corner(.bottomLeft), corner(.bottomRight))
        var segments: [Segment] = [.move(CGPoint(x: r.minX + topLeft, y: r.minY)), .line(CGPoint(x: r.maxX - topRight, y: r.minY))]
        // Each corner: from where the edge before it stops to where the next begins, its handles toward the corner.
        func round(_ radius: CGFloat, from start: CGPoint, corner: CGPoint, to end: CGPoint) {
            guard radius > 0 else { return }
            let k = 1 - kappa
            segments.append(.curve(to: end, control1: CGPoint(x: start.x + (corner.x - start.x) * (1 - k), y: start.y + (corner.y - start.y) * (1 - k)),
                                   control2: CGPoint(x: end.x + (corner.x - end.x) * (1 - k), y: end.y + (corner.y - end.y) * (1 - k))))
        }
        round(topRight, from: CGPoint(x: r.maxX - topRight, y: r.minY), corner: CGPoint(x: r.maxX, y: r.minY),
              to: CGPoint(x: r.maxX, y: r.minY + topRight))
        segments.append(.line(CGPoint(x: r.maxX, y: r.maxY - bottomRight)))
        round(bottomRight, from: CGPoint(x: r.maxX, y: r.maxY - bottomRight), corner: CGPoint(x: r.maxX, y: r.maxY),
              to: CGPoint(x: r.maxX - bottomRight, y: r.maxY))
        segments.append(.line(CGPoint(x: r.minX + bottomLeft, y: r.maxY)))
        round(bottomLeft, from: CGPoint(x: r.minX + bottomLeft, y: r.maxY), corner: CGPoint(x: r.minX, y: r.maxY),
              to: CGPoint(x: r.minX, y: r.maxY - bottomLeft))
        segments.append(.line(CGPoint(x: r.minX, y: r.minY + topLeft)))
        round(topLeft, from: CGPoint(x: r.minX, y: r.minY + topLeft), corner: CGPoint(x: r.minX, y: r.minY),
              to: CGPoint(x: r.minX + topLeft, y: r.minY))
        segments.append(.close)
        return segments
    }

    /// The path as polylines, each curve cut into short lines: for hit
    /// testing and tight bounds.
    static func polylines(of elements: [CGContext.PathElement]) -> [[CGPoint]] {
        var lines: [[CGPoint]] = []
        var current: [CGPoint] = []
        for segment in curves(of: elements) {
            switch segment {
            case .move(let p):
                if current.count > 1 { lines.append(current) }
                current = [p]
            case .line(let p): current.append(p)
            case .curve(let p, let c1, let c2):
                guard let start = current.last else { current = [p]; continue }
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * start.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                if let first = current.first { current.append(first) }
                if current.count > 1 { lines.append(current) }
                current = current.first.map { [$0] } ?? []
            }
        }
        if current.count > 1 { lines.append(current) }
        return lines
    }

    static func boundingBoxOfOutline(_ elements: [CGContext.PathElement]) -> CGRect {
        let points = polylines(of: elements).flatMap { $0 }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// Whether `point` is inside, by the nonzero winding rule or the even-odd one.
    static func windingNumber(of point: CGPoint, in elements: [CGContext.PathElement], evenOdd: Bool) -> Bool {
        var winding = 0
        for line in polylines(of: elements) {
            // Each subpath is closed for filling, as a fill closes it.
            let closed = line.first == line.last ? line : line + [line[0]]
            for (a, b) in zip(closed, closed.dropFirst()) {
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
