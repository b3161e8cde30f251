import Foundation
import ViewCore

/// `CALayer`: a view's (`view.layer`) or one of its own (`CALayer()`), and
/// its subclasses `CAShapeLayer` and `CAGradientLayer`. Their properties come
/// from the class registry (ViewCore's CALayer.swift, CAShapeLayer.swift,
/// CAGradientLayer.swift).
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
            layer.action("setNeedsDisplay") { (layer: CALayer, _) in layer.setNeedsDisplay() }
            layer.action("setNeedsLayout") { (layer: CALayer, _) in layer.setNeedsLayout() }
            layer.action("layoutIfNeeded") { (layer: CALayer, _) in layer.layoutIfNeeded() }
            layer.function("needsDisplay") { (layer: CALayer, _) in layer.needsDisplay() }
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
