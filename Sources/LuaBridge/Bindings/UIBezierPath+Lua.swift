import Foundation
@_spi(Bridging) import ViewCore

/// `UIBezierPath`: made with its class methods (`UIBezierPath:bezierPathWithRect(r)`)
/// or `UIBezierPath()`, built with its instance methods, drawn into the
/// current context with `fill`, `stroke` and `addClip`. Its properties come
/// from the class registry (ViewCore's UIBezierPath.swift).
extension LuaRuntime {
    func registerBezierPath() {
        registerNative(NativeClass(UIBezierPath.self) { path in
            path.construct = { _ in UIBezierPath() }
            path.classFunction("bezierPath") { _ in UIBezierPath() }
            path.classFunction("bezierPathWithRect") { args in UIBezierPath(rect: try args[2]) }
            path.classFunction("bezierPathWithOvalInRect") { args in UIBezierPath(ovalIn: try args[2]) }
            path.classFunction("bezierPathWithRoundedRectCornerRadius") { args in
                UIBezierPath(roundedRect: try args[2], cornerRadius: try args[3])
            }
            path.classFunction("bezierPathWithRoundedRectByRoundingCornersCornerRadii") { args in
                UIBezierPath(roundedRect: try args[2], byRoundingCorners: try args[3], cornerRadii: try args[4])
            }
            path.classFunction("bezierPathWithArcCenterRadiusStartAngleEndAngleClockwise") { args in
                UIBezierPath(arcCenter: try args[2], radius: try args[3], startAngle: try args[4], endAngle: try args[5],
                             clockwise: try LuaRuntime.flag(args, 6))
            }
            path.classFunction("bezierPathWithCGPath") { args in UIBezierPath(cgPath: try args.object(2, CGPath.self)) }

            path.action("moveToPoint") { (path: UIBezierPath, args) in path.move(to: try args[2]) }
            path.action("addLineToPoint") { (path: UIBezierPath, args) in path.addLine(to: try args[2]) }
            path.action("addCurveToPointControlPoint1ControlPoint2") { (path: UIBezierPath, args) in
                path.addCurve(to: try args[2], controlPoint1: try args[3], controlPoint2: try args[4])
            }
            path.action("addQuadCurveToPointControlPoint") { (path: UIBezierPath, args) in
                path.addQuadCurve(to: try args[2], controlPoint: try args[3])
            }
            path.action("addArcWithCenterRadiusStartAngleEndAngleClockwise") { (path: UIBezierPath, args) in
                path.addArc(withCenter: try args[2], radius: try args[3], startAngle: try args[4], endAngle: try args[5],
                            clockwise: try LuaRuntime.flag(args, 6))
            }
            path.action("closePath") { (path: UIBezierPath, _) in path.close() }
            path.action("removeAllPoints") { (path: UIBezierPath, _) in path.removeAllPoints() }
            path.action("appendPath") { (path: UIBezierPath, args) in path.append(try args.object(2, UIBezierPath.self)) }
            path.action("applyTransform") { (path: UIBezierPath, args) in path.apply(try args[2]) }
            path.function("bezierPathByReversingPath") { (path: UIBezierPath, _) in path.reversing() }
            path.function("containsPoint") { (path: UIBezierPath, args) in path.contains(try args[2]) }
            path.action("setLineDashCountPhase") { (path: UIBezierPath, args) in
                let (lengths, phase) = try LuaRuntime.dashPattern(args, lengths: 2, count: 3, phase: 4)
                lengths.withUnsafeBufferPointer { path.setLineDash($0.baseAddress, count: $0.count, phase: phase) }
            }
            path.getter("lineDashPattern") { (path: UIBezierPath) in path.lineDash.pattern }
            path.getter("lineDashPhase") { (path: UIBezierPath) in path.lineDash.phase }
            path.action("fill") { (path: UIBezierPath, _) in path.fill() }
            path.action("stroke") { (path: UIBezierPath, _) in path.stroke() }
            path.action("fillWithBlendModeAlpha") { (path: UIBezierPath, args) in path.fill(with: try args[2], alpha: try args[3]) }
            path.action("strokeWithBlendModeAlpha") { (path: UIBezierPath, args) in
                path.stroke(with: try args[2], alpha: try args[3])
            }
            path.action("addClip") { (path: UIBezierPath, _) in path.addClip() }
        })
    }

    /// A BOOL argument, which must be given: leaving `clockwise` out is
    /// more likely a slip than a wish for counterclockwise.
    static func flag(_ args: LuaStack, _ index: Int32) throws -> Bool {
        guard !args.isNil(index) else { throw LuaError.argument(index, "boolean expected, got no value") }
        return try args[index]
    }

    /// A C array and its count, as `setLineDash:count:phase:` and
    /// `CGContextSetLineDash` take them: the count must be between 0 and the
    /// table's length; lengths must be numbers that are neither negative nor
    /// NaN (CoreGraphics' own contract, which it does not check).
    static func dashPattern(_ args: LuaStack, lengths lengthsIndex: Int32, count countIndex: Int32, phase phaseIndex: Int32)
        throws -> (lengths: [CGFloat], phase: CGFloat) {
        let phase: CGFloat = try args[phaseIndex]
        let lengths: [CGFloat]? = try args[lengthsIndex]
        let count: Int = try args[countIndex]
        guard count >= 0, count <= (lengths?.count ?? 0) else {
            throw LuaError.argument(countIndex, "count \(count) is outside the \(lengths?.count ?? 0) lengths given")
        }
        let used = Array((lengths ?? []).prefix(count))
        if let bad = used.first(where: { !($0 >= 0) || !$0.isFinite }) {
            throw LuaError.argument(lengthsIndex, "dash lengths must be finite and not negative, not \(bad)")
        }
        guard phase.isFinite else { throw LuaError.argument(phaseIndex, "the phase must be a finite number, not \(phase)") }
        return (used, phase)
    }
}
