import Foundation

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) through two control
/// points, mapping the fraction of an animation's time that has passed to the
/// fraction of its change shown.
open class CAMediaTimingFunction: Equatable, CustomStringConvertible {
    private let c1: (x: Double, y: Double)
    private let c2: (x: Double, y: Double)

    /// Control point coordinates outside 0…1 in x, or not finite, are clamped
    /// (x) or taken as 0 (not finite), as Core Animation keeps a curve a function.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clean(_ value: Float) -> Double { value.isFinite ? Double(value) : 0 }
        c1 = (min(max(clean(c1x), 0), 1), clean(c1y))
        c2 = (min(max(clean(c2x), 0), 1), clean(c2y))
    }

    /// Core Animation's named curves, with its control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A control point: 0 and 3 are the curve's ends, 1 and 2 its handles.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Double, Double) = [(0, 0), c1, c2, (1, 1)][min(max(index, 0), 3)]
        values[0] = Float(point.0)
        values[1] = Float(point.1)
    }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool {
        a.c1 == b.c1 && a.c2 == b.c2
    }

    public var description: String { "<CAMediaTimingFunction: (\(c1.x), \(c1.y)) (\(c2.x), \(c2.y))>" }

    /// The fraction of the change shown when `time` (0…1) of the duration has
    /// passed: the curve's y where its x is `time`.
    func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < 1 else { return 1 }
        if c1 == (0, 0) && c2 == (1, 1) { return time }
        return bezier(parameter(forX: time), c1.y, c2.y)
    }

    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The curve's parameter whose x is `x`: x grows with the parameter, so
    /// bisection finds it; Newton's steps first, where they converge.
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, c1.x, c2.x) - x
            if abs(error) < 1e-9 { return t }
            let u = 1 - t
            let slope = 3 * u * u * c1.x + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (1 - c2.x)
            guard abs(slope) > 1e-9 else { break }
            t -= error / slope
        }
        var (low, high) = (0.0, 1.0)
        t = x
        for _ in 0..<60 {
            let value = bezier(t, c1.x, c2.x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}

/// The names of Core Animation's timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

extension UIView.AnimationCurve {
    /// UIKit's curves are Core Animation's named ones.
    var timingFunction: CAMediaTimingFunction {
        switch self {
        case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
        case .easeIn: return CAMediaTimingFunction(name: .easeIn)
        case .easeOut: return CAMediaTimingFunction(name: .easeOut)
        case .linear: return CAMediaTimingFunction(name: .linear)
        }
    }
}

/// Core Foundation's time interval, in seconds, which Core Animation's timing uses.
public typealias CFTimeInterval = Double
