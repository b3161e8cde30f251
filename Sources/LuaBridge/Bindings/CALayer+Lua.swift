import Foundation
import ViewCore

/// `CALayer`: a view's (`view.layer`) or one of its own (`CALayer()`), and
/// its subclasses `CAShapeLayer` and `CAGradientLayer`, all subclassable
/// (`display`, `drawInContext`, `layoutSublayers` are hooks). Their
/// properties come from the class registry (ViewCore's CALayer.swift,
/// CAShapeLayer.swift, CAGradientLayer.swift).
extension LuaRuntime {
    func registerLayer() {
        registerNative(NativeClass(CALayer.self) { [unowned self] layer in
            layer.construct = { _ in CALayer() }
            addAnimationMethods(to: layer)
            layer.action("addSublayer") { (layer: CALayer, args) in layer.addSublayer(try args[2]) }
            layer.action("insertSublayerAtIndex") { (layer: CALayer, args) in
                let index: Int = try args[3]
                guard index >= 0 else { throw LuaError.argument(3, "index \(index) is negative") }
                layer.insertSublayer(try args[2], at: UInt32(clamping: index))
            }
            layer.action("insertSublayerAbove") { (layer: CALayer, args) in layer.insertSublayer(try args[2], above: try args[3]) }
            layer.action("insertSublayerBelow") { (layer: CALayer, args) in layer.insertSublayer(try args[2], below: try args[3]) }
            layer.action("removeFromSuperlayer") { (layer: CALayer, _) in layer.removeFromSuperlayer() }
            layer.action("setNeedsDisplayInRect") { (layer: CALayer, args) in layer.setNeedsDisplay(try args[2] as CGRect) }
            layer.action("displayIfNeeded") { (layer: CALayer, _) in layer.displayIfNeeded() }
            layer.function("needsDisplay") { (layer: CALayer, _) in layer.needsDisplay() }
            // What the last drawInContext: drew, one string per operation (for tests).
            layer.getter("drawing") { (layer: CALayer) in layer.lastDrawing?.operations.map(\.description) ?? [] }
            layer.function("needsLayout") { (layer: CALayer, _) in layer.needsLayout() }
        })
        registerNative(NativeClass(CAShapeLayer.self) { layer in
            layer.construct = { _ in CAShapeLayer() }
        })
        registerNative(NativeClass(CAGradientLayer.self) { layer in
            layer.construct = { _ in CAGradientLayer() }
        })
    }
}
