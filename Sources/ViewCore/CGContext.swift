import Foundation

/// A drawing context shaped like CoreGraphics' `CGContext` that records what it is
/// asked to draw, so that tests can assert on a view's drawing. A rasterizer can
/// later stand behind the same API.
public final class CGContext {
    /// One drawing call, with the graphics state it was made in where that matters.
    public enum Operation: Equatable, CustomStringConvertible {
        case clear(CGRect)
        case fill(CGRect, color: CGColor)
        case stroke(CGRect, color: CGColor, lineWidth: CGFloat)
        case fillPath([PathElement], color: CGColor)
        case strokePath([PathElement], color: CGColor, lineWidth: CGFloat)
        case text(String, at: CGPoint, color: CGColor)

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
            }
        }
    }

    /// One element of the current path, as the recording context keeps it.
    public enum PathElement: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case rect(CGRect)
        case ellipse(CGRect)
        case close

        static func describe(_ path: [PathElement]) -> String {
            path.map { element in
                switch element {
                case .move(let p): return "M \(shortNumber(p.x)) \(shortNumber(p.y))"
                case .line(let p): return "L \(shortNumber(p.x)) \(shortNumber(p.y))"
                case .rect(let r): return "R \(frameNotation(r))"
                case .ellipse(let r): return "E \(frameNotation(r))"
                case .close: return "Z"
                }
            }.joined(separator: " ")
        }
    }

    private struct GraphicsState {
        var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var lineWidth: CGFloat = 1
    }

    /// The area the context covers: the view's bounds.
    public let bounds: CGRect
    public private(set) var operations: [Operation] = []
    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    private var path: [PathElement] = []

    public init(bounds: CGRect) { self.bounds = bounds }

    // MARK: Graphics state

    public func saveGState() { savedStates.append(state) }
    public func restoreGState() { if let saved = savedStates.popLast() { state = saved } }
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public var fillColor: CGColor { state.fillColor }
    public var strokeColor: CGColor { state.strokeColor }
    public var lineWidth: CGFloat { state.lineWidth }

    // MARK: Rectangles

    public func clear(_ rect: CGRect) { operations.append(.clear(rect)) }
    public func fill(_ rect: CGRect) { operations.append(.fill(rect, color: state.fillColor)) }
    public func stroke(_ rect: CGRect) {
        operations.append(.stroke(rect, color: state.strokeColor, lineWidth: state.lineWidth))
    }

    // MARK: Paths

    public func beginPath() { path.removeAll() }
    public func move(to point: CGPoint) { path.append(.move(point)) }
    public func addLine(to point: CGPoint) { path.append(.line(point)) }
    public func addRect(_ rect: CGRect) { path.append(.rect(rect)) }
    public func addEllipse(in rect: CGRect) { path.append(.ellipse(rect)) }
    public func closePath() { path.append(.close) }
    public var isPathEmpty: Bool { path.isEmpty }

    /// Fills and consumes the current path.
    public func fillPath() {
        operations.append(.fillPath(path, color: state.fillColor))
        path.removeAll()
    }

    /// Strokes and consumes the current path.
    public func strokePath() {
        operations.append(.strokePath(path, color: state.strokeColor, lineWidth: state.lineWidth))
        path.removeAll()
    }

    /// Strokes a polyline through the points, pairwise, like `CGContextStrokeLineSegments`.
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments: [PathElement] = []
        var index = 0
        while index + 1 < points.count {
            segments += [.move(points[index]), .line(points[index + 1])]
            index += 2
        }
        operations.append(.strokePath(segments, color: state.strokeColor, lineWidth: state.lineWidth))
    }

    // MARK: Text

    /// Text drawn with the fill color, as `NSString`'s `draw(at:withAttributes:)` does.
    public func drawText(_ string: String, at point: CGPoint) {
        operations.append(.text(string, at: point, color: state.fillColor))
    }
}

// MARK: - UIKit's graphics-context functions

/// The context `draw(_:)` draws into; nil outside drawing (R4.4).
public func UIGraphicsGetCurrentContext() -> CGContext? { Session.current.graphicsContexts.last }
public func UIGraphicsPushContext(_ context: CGContext) { Session.current.graphicsContexts.append(context) }
public func UIGraphicsPopContext() { _ = Session.current.graphicsContexts.popLast() }

/// Fills the rect with the current context's fill color.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Outlines the rect with a one-point line. Like UIKit's, it uses the fill color.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setStrokeColor(context.fillColor)
    context.setLineWidth(1)
    context.stroke(rect)
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
