import CLua
import Foundation
import ViewCore

/// CoreGraphics' and UIKit's drawing functions by their C names, over the
/// recording context (`UIGraphicsGetCurrentContext()` inside `drawRect:`).
extension LuaRuntime {
    func registerDrawing() {
        registerNative(NativeClass(luaOnly: "CGContext", swiftType: CGContext.self, properties: [
            Property("operations", get: { (context: CGContext) in context.operations.map(\.description) }),
        ]))

        setGlobal("UIGraphicsGetCurrentContext") { args in args.push(UIGraphicsGetCurrentContext()) }
        setGlobal("UIGraphicsPushContext") { args in UIGraphicsPushContext(try args.object(1, CGContext.self)); return 0 }
        setGlobal("UIGraphicsPopContext") { _ in UIGraphicsPopContext(); return 0 }
        setGlobal("UIGraphicsBeginImageContextWithOptions") { args in
            UIGraphicsBeginImageContextWithOptions(try args[1], try LuaRuntime.cBoolean(args, 2), try args[3])
            return 0
        }
        setGlobal("UIGraphicsGetImageFromCurrentImageContext") { args in args.push(UIGraphicsGetImageFromCurrentImageContext()) }
        setGlobal("UIGraphicsEndImageContext") { _ in UIGraphicsEndImageContext(); return 0 }
        // The PNG file's bytes as a Lua string, or nil.
        setGlobal("UIImagePNGRepresentation") { args in
            guard let data = try args.object(1, UIImage.self).pngData() else { args.lua.pushNil(); return 1 }
            args.lua.push(bytes: [UInt8](data))
            return 1
        }
        setGlobal("UIRectFill") { args in UIRectFill((try args[1] as CGRect)); return 0 }
        setGlobal("UIRectFrame") { args in UIRectFrame((try args[1] as CGRect)); return 0 }

        func contextFunction(_ name: String, _ body: @escaping (CGContext, LuaStack) throws -> Void) {
            setGlobal(name) { args in
                try body(try args.object(1, CGContext.self), args)
                return 0
            }
        }
        func color(_ args: LuaStack, from index: Int32) throws -> ViewCore.CGColor {
            ViewCore.CGColor(red: (try args[index] as CGFloat), green: (try args[index + 1] as CGFloat),
                             blue: (try args[index + 2] as CGFloat), alpha: (try args[index + 3] as CGFloat))
        }
        contextFunction("CGContextFillRect") { $0.fill((try $1[2] as CGRect)) }
        contextFunction("CGContextStrokeRect") { $0.stroke((try $1[2] as CGRect)) }
        contextFunction("CGContextClearRect") { $0.clear((try $1[2] as CGRect)) }
        contextFunction("CGContextSetLineWidth") { $0.setLineWidth((try $1[2] as CGFloat)) }
        contextFunction("CGContextSetRGBFillColor") { $0.setFillColor(try color($1, from: 2)) }
        contextFunction("CGContextSetRGBStrokeColor") { $0.setStrokeColor(try color($1, from: 2)) }
        contextFunction("CGContextSetFillColorWithColor") { $0.setFillColor(try $1.object(2, UIColor.self).cgColor) }
        contextFunction("CGContextSetStrokeColorWithColor") { $0.setStrokeColor(try $1.object(2, UIColor.self).cgColor) }
        contextFunction("CGContextSaveGState") { context, _ in context.saveGState() }
        contextFunction("CGContextRestoreGState") { context, _ in context.restoreGState() }
        contextFunction("CGContextBeginPath") { context, _ in context.beginPath() }
        contextFunction("CGContextClosePath") { context, _ in context.closePath() }
        contextFunction("CGContextMoveToPoint") { $0.move(to: CGPoint(x: (try $1[2] as CGFloat), y: (try $1[3] as CGFloat))) }
        contextFunction("CGContextAddLineToPoint") { $0.addLine(to: CGPoint(x: (try $1[2] as CGFloat), y: (try $1[3] as CGFloat))) }
        contextFunction("CGContextAddRect") { $0.addRect((try $1[2] as CGRect)) }
        contextFunction("CGContextAddEllipseInRect") { $0.addEllipse(in: (try $1[2] as CGRect)) }
        contextFunction("CGContextStrokeLineSegments") { $0.strokeLineSegments(between: try LuaRuntime.countedPoints($1)) }
        setGlobal("CGContextIsPathEmpty") { args in args.push(try args.object(1, CGContext.self).isPathEmpty) }
        contextFunction("CGContextFillPath") { context, _ in context.fillPath() }
        contextFunction("CGContextStrokePath") { context, _ in context.strokePath() }
        contextFunction("CGContextFillEllipseInRect") {
            $0.beginPath()
            $0.addEllipse(in: (try $1[2] as CGRect))
            $0.fillPath()
        }
        contextFunction("CGContextStrokeEllipseInRect") {
            $0.beginPath()
            $0.addEllipse(in: (try $1[2] as CGRect))
            $0.strokePath()
        }
        contextFunction("CGContextShowTextAtPoint") {
            $0.drawText((try $1[4] as String), at: CGPoint(x: (try $1[2] as CGFloat), y: (try $1[3] as CGFloat)))
        }
        registerTransformsAndClips(contextFunction)
        registerPathsAndGradients(contextFunction)
    }

    /// The current transform, the line's and the blend's state, and clips.
    /// Numbers that are not finite leave the state as it was (a transform
    /// that is not finite is ignored, a NaN alpha too), as CoreGraphics
    /// draws nothing sensible with them.
    private func registerTransformsAndClips(_ contextFunction: (String, @escaping (CGContext, LuaStack) throws -> Void) -> Void) {
        contextFunction("CGContextTranslateCTM") { $0.translateBy(x: try $1[2], y: try $1[3]) }
        contextFunction("CGContextScaleCTM") { $0.scaleBy(x: try $1[2], y: try $1[3]) }
        contextFunction("CGContextRotateCTM") { $0.rotate(by: try $1[2]) }
        contextFunction("CGContextConcatCTM") { $0.concatenate(try $1[2]) }
        setGlobal("CGContextGetCTM") { args in args.push(try args.object(1, CGContext.self).ctm) }
        contextFunction("CGContextSetLineCap") { $0.setLineCap(try $1[2]) }
        contextFunction("CGContextSetLineJoin") { $0.setLineJoin(try $1[2]) }
        contextFunction("CGContextSetMiterLimit") { $0.setMiterLimit(try $1[2]) }
        contextFunction("CGContextSetLineDash") { context, args in
            let (lengths, phase) = try LuaRuntime.dashPattern(args, lengths: 3, count: 4, phase: 2)
            context.setLineDash(phase: phase, lengths: lengths)
        }
        contextFunction("CGContextSetAlpha") { $0.setAlpha(try $1[2]) }
        contextFunction("CGContextSetBlendMode") { $0.setBlendMode(try $1[2]) }
        contextFunction("CGContextClip") { context, _ in context.clip() }
        contextFunction("CGContextEOClip") { context, _ in context.clip(using: .evenOdd) }
        contextFunction("CGContextClipToRect") { $0.clip(to: (try $1[2] as CGRect)) }
    }

    /// The first `count` of the points at 2, the count at 3, as the C
    /// functions that take an array and its length have them.
    static func countedPoints(_ args: LuaStack) throws -> [CGPoint] {
        let points = (try args[2] as [CGPoint])
        let count = (try args[3] as Int)
        guard (0...points.count).contains(count) else {
            throw LuaError.argument(3, "count \(count) is outside the \(points.count) points given")
        }
        return Array(points.prefix(count))
    }

    /// Curves, arcs and CGPaths in the context's path; CGPath's own
    /// functions; gradients.
    private func registerPathsAndGradients(_ contextFunction: (String, @escaping (CGContext, LuaStack) throws -> Void) -> Void) {
        let path = NativeClass(luaOnly: "CGPath", swiftType: CGPath.self)
        registerNative(path)
        registerNative(NativeClass(luaOnly: "CGMutablePath", swiftType: CGMutablePath.self, superclass: path.registered))
        registerNative(NativeClass(luaOnly: "CGGradient", swiftType: CGGradient.self, properties: [
            Property("colors", get: { (gradient: CGGradient) in gradient.colors }),
            Property("locations", get: { (gradient: CGGradient) in gradient.locations }),
        ]))
        func point(_ args: LuaStack, _ x: Int32) throws -> CGPoint { CGPoint(x: try args[x] as CGFloat, y: try args[x + 1] as CGFloat) }

        contextFunction("CGContextEOFillPath") { context, _ in context.fillPath(using: .evenOdd) }
        contextFunction("CGContextAddCurveToPoint") {
            $0.addCurve(to: try point($1, 6), control1: try point($1, 2), control2: try point($1, 4))
        }
        contextFunction("CGContextAddQuadCurveToPoint") { $0.addQuadCurve(to: try point($1, 4), control: try point($1, 2)) }
        contextFunction("CGContextAddArc") {
            $0.addArc(center: try point($1, 2), radius: try $1[4], startAngle: try $1[5], endAngle: try $1[6],
                      clockwise: try LuaRuntime.cBoolean($1, 7))
        }
        contextFunction("CGContextAddPath") { $0.addPath(try $1.object(2, CGPath.self)) }
        contextFunction("CGContextAddArcToPoint") {
            $0.addArc(tangent1End: try point($1, 2), tangent2End: try point($1, 4), radius: try $1[6])
        }
        contextFunction("CGContextAddLines") { $0.addLines(between: try LuaRuntime.countedPoints($1)) }
        contextFunction("CGContextDrawPath") { $0.drawPath(using: try $1[2]) }
        setGlobal("CGContextGetPathBoundingBox") { args in args.push(try args.object(1, CGContext.self).boundingBoxOfPath) }
        setGlobal("CGContextGetPathCurrentPoint") { args in args.push(try args.object(1, CGContext.self).currentPointOfPath) }
        contextFunction("CGContextSetShadow") { $0.setShadow(offset: try $1[2], blur: try $1[3]) }
        contextFunction("CGContextSetShadowWithColor") {
            $0.setShadow(offset: try $1[2], blur: try $1[3], color: (try $1[4] as UIColor?)?.cgColor)
        }
        contextFunction("CGContextSetShouldAntialias") { $0.setShouldAntialias(try LuaRuntime.cBoolean($1, 2)) }
        contextFunction("CGContextDrawRadialGradient") {
            $0.drawRadialGradient(try $1.object(2, CGGradient.self), startCenter: try $1[3], startRadius: try $1[4],
                                  endCenter: try $1[5], endRadius: try $1[6], options: try $1[7])
        }
        contextFunction("CGContextDrawLinearGradient") {
            $0.drawLinearGradient(try $1.object(2, CGGradient.self), start: try $1[3], end: try $1[4], options: try $1[5])
        }
        setGlobal("CGGradientCreateWithColors") { args in
            // The colour space (argument 1) is always device RGB here; nil is what scripts pass.
            let colors: [ViewCore.CGColor] = try args[2]
            guard !colors.isEmpty else { throw LuaError.argument(2, "a gradient needs at least one colour") }
            let locations: [CGFloat]? = try args[3]
            if let locations {
                guard locations.count == colors.count else {
                    throw LuaError.argument(3, "\(locations.count) locations for \(colors.count) colours")
                }
                guard locations.allSatisfy({ $0.isFinite }) else { throw LuaError.argument(3, "locations must be finite numbers") }
            }
            return args.push(CGGradient(colors: colors, locations: locations))
        }

        setGlobal("CGPathCreateMutable") { args in args.push(CGMutablePath()) }
        func pathFunction(_ name: String, _ body: @escaping (CGMutablePath, CGAffineTransform, LuaStack) throws -> Void) {
            setGlobal(name) { args in
                let path = try args.object(1, CGMutablePath.self)
                try body(path, (try args[2] as CGAffineTransform?) ?? .identity, args)
                return 0
            }
        }
        pathFunction("CGPathMoveToPoint") { $0.move(to: try point($2, 3), transform: $1) }
        pathFunction("CGPathAddLineToPoint") { $0.addLine(to: try point($2, 3), transform: $1) }
        pathFunction("CGPathAddCurveToPoint") {
            $0.addCurve(to: try point($2, 7), control1: try point($2, 3), control2: try point($2, 5), transform: $1)
        }
        pathFunction("CGPathAddQuadCurveToPoint") { $0.addQuadCurve(to: try point($2, 5), control: try point($2, 3), transform: $1) }
        pathFunction("CGPathAddArc") {
            $0.addArc(center: try point($2, 3), radius: try $2[5], startAngle: try $2[6], endAngle: try $2[7],
                      clockwise: try LuaRuntime.cBoolean($2, 8), transform: $1)
        }
        pathFunction("CGPathAddRect") { $0.addRect(try $2[3], transform: $1) }
        pathFunction("CGPathAddEllipseInRect") { $0.addEllipse(in: try $2[3], transform: $1) }
        setGlobal("CGPathCloseSubpath") { args in
            try args.object(1, CGMutablePath.self).closeSubpath()
            return 0
        }
        setGlobal("CGPathGetBoundingBox") { args in args.push(try args.object(1, CGPath.self).boundingBox) }
        setGlobal("CGPathIsEmpty") { args in args.push(try args.object(1, CGPath.self).isEmpty) }
        setGlobal("CGPathContainsPoint") { args in
            let path = try args.object(1, CGPath.self)
            let transform = (try args[2] as CGAffineTransform?) ?? .identity
            return args.push(path.contains(try args[3], using: try LuaRuntime.cBoolean(args, 4) ? .evenOdd : .winding,
                                           transform: transform))
        }
    }

    /// A C `bool` or `int` flag: a boolean, or a number (0 is false).
    static func cBoolean(_ args: LuaStack, _ index: Int32) throws -> Bool {
        if args.lua.type(at: index) == LUA_TNUMBER { return (try args[index] as Double) != 0 }
        return try flag(args, index)
    }
}
