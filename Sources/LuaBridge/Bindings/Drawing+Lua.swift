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
        contextFunction("CGContextStrokeLineSegments") { context, args in
            let points = (try args[2] as [CGPoint])
            let count = (try args[3] as Int)
            guard (0...points.count).contains(count) else {
                throw LuaError.argument(3, "count \(count) is outside the \(points.count) points given")
            }
            context.strokeLineSegments(between: Array(points.prefix(count)))
        }
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
    }
}
