import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// A Swift type that crosses between Lua and Swift. There is one conformance per
/// type, and calls, properties, hooks and results all use it, as mlua's
/// `FromLua`/`IntoLua` do: a new type is added to the bridge here, once.
protocol LuaValue {
    /// What messages call the type: `number`, `CGRect`, `UIView`.
    static func typeName(in stack: LuaStack) -> String
    /// The value at `index`; a value of another type throws `LuaError.argument`.
    static func read(from stack: LuaStack, at index: Int32) throws -> Self
    func push(onto stack: LuaStack)
}

extension LuaStack {
    /// The error for a value at `index` that is not a `T`.
    func typeError<T: LuaValue>(_ index: Int32, _ type: T.Type) -> LuaError {
        typeError(index, expected: T.typeName(in: self))
    }
}

// MARK: - Plain values

/// BOOL: a Lua boolean; nil, or an argument left out, is NO, as nil is 0 in
/// Objective-C.
extension Bool: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "boolean" }

    static func read(from stack: LuaStack, at index: Int32) throws -> Bool {
        switch stack.lua.type(at: index) {
        case LUA_TBOOLEAN: return stack.lua.toBool(index)
        case LUA_TNIL, LUA_TNONE: return false
        default: throw stack.typeError(index, Bool.self)
        }
    }

    func push(onto stack: LuaStack) { stack.lua.push(self) }
}

/// NSInteger: a number with an exact integer representation.
extension Int: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "number" }

    static func read(from stack: LuaStack, at index: Int32) throws -> Int {
        var isInteger: Int32 = 0
        let value = luaui_tointeger(stack.lua.state, index, &isInteger)
        guard isInteger != 0 else {
            if stack.lua.type(at: index) == LUA_TNUMBER {
                throw LuaError.argument(index, "number has no integer representation")
            }
            throw stack.typeError(index, Int.self)
        }
        return Int(value)
    }

    func push(onto stack: LuaStack) { stack.lua.push(self) }
}

extension Double: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "number" }

    static func read(from stack: LuaStack, at index: Int32) throws -> Double {
        var isNumber: Int32 = 0
        let value = luaui_tonumber(stack.lua.state, index, &isNumber)
        guard isNumber != 0 else { throw stack.typeError(index, Double.self) }
        return value
    }

    func push(onto stack: LuaStack) { stack.lua.push(self) }
}

extension CGFloat: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "number" }
    static func read(from stack: LuaStack, at index: Int32) throws -> CGFloat { CGFloat(try Double.read(from: stack, at: index)) }
    func push(onto stack: LuaStack) { stack.lua.push(Double(self)) }
}

/// A window level crosses as its number (`UIWindowLevelAlert` is 2000).
extension UIWindow.Level: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "number" }
    static func read(from stack: LuaStack, at index: Int32) throws -> UIWindow.Level {
        UIWindow.Level(try CGFloat.read(from: stack, at: index))
    }
    func push(onto stack: LuaStack) { rawValue.push(onto: stack) }
}

/// `float` (a slider's value): a number, narrowed on the way in; on the way
/// out, the double nearest the float's shortest decimal form, so that 1/6
/// prints as 0.16666667 rather than as the float's exact binary value.
extension Float: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "number" }
    static func read(from stack: LuaStack, at index: Int32) throws -> Float { Float(try Double.read(from: stack, at: index)) }
    func push(onto stack: LuaStack) { stack.lua.push(Double(description) ?? Double(self)) }
}

extension String: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "string" }

    static func read(from stack: LuaStack, at index: Int32) throws -> String {
        guard let text = stack.lua.string(at: index) else { throw stack.typeError(index, String.self) }
        return text
    }

    func push(onto stack: LuaStack) { stack.lua.push(self) }
}

/// nil, or an argument left out, is nil.
extension Optional: LuaValue where Wrapped: LuaValue {
    static func typeName(in stack: LuaStack) -> String { Wrapped.typeName(in: stack) }

    static func read(from stack: LuaStack, at index: Int32) throws -> Wrapped? {
        stack.isNil(index) ? nil : try Wrapped.read(from: stack, at: index)
    }

    func push(onto stack: LuaStack) {
        if let self { self.push(onto: stack) } else { stack.lua.pushNil() }
    }
}

/// A Lua sequence, 1-based, in the array's order.
extension Array: LuaValue where Element: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "table" }

    static func read(from stack: LuaStack, at index: Int32) throws -> [Element] {
        let lua = stack.lua
        guard lua.type(at: index) == LUA_TTABLE else { throw stack.typeError(index, [Element].self) }
        let table = lua.absolute(index)
        let length = Int(lua_rawlen(lua.state, table))
        var result: [Element] = []
        result.reserveCapacity(length)
        for position in 0..<length {
            _ = lua.rawGet(table, position + 1)
            defer { lua.pop() }
            do {
                result.append(try Element.read(from: stack, at: lua.top))
            } catch LuaError.argument(_, let message) {
                // A value of the right type refused for itself keeps its reason.
                if !message.contains("expected") { throw LuaError.argument(index, "at position \(position + 1): \(message)") }
                throw LuaError.argument(index, "\(Element.typeName(in: stack)) expected at position \(position + 1), got \(stack.runtime.typeName(at: -1, in: lua))")
            }
        }
        return result
    }

    func push(onto stack: LuaStack) {
        stack.lua.newTable(arrayCount: Int32(clamping: count))
        for (position, element) in enumerated() {
            element.push(onto: stack)
            stack.lua.rawSet(-2, position + 1)
        }
    }
}

// MARK: - Enumerations and options

/// An Objective-C enumeration: an integer that names a case (CoreGraphics'
/// are 32-bit).
protocol LuaEnumeration: LuaValue, RawRepresentable where RawValue: FixedWidthInteger {
    /// Its Objective-C name, for messages: `UIViewContentMode`.
    static var objectiveCName: String { get }
}

extension LuaEnumeration {
    static func typeName(in stack: LuaStack) -> String { objectiveCName }

    static func read(from stack: LuaStack, at index: Int32) throws -> Self {
        let raw = try Int.read(from: stack, at: index)
        guard let value = RawValue(exactly: raw).flatMap(Self.init(rawValue:)) else {
            throw LuaError.argument(index, "\(raw) is not a valid \(objectiveCName)")
        }
        return value
    }

    func push(onto stack: LuaStack) { stack.lua.push(Int(truncatingIfNeeded: rawValue)) }
}

/// A constant Objective-C names by a string (`kCALineCapRound`, whose value
/// is `"round"`): a Lua string, one of `known`.
protocol LuaStringConstant: LuaValue, RawRepresentable where RawValue == String {
    static var objectiveCName: String { get }
    static var known: [Self] { get }
}

extension LuaStringConstant {
    static func typeName(in stack: LuaStack) -> String { objectiveCName }

    static func read(from stack: LuaStack, at index: Int32) throws -> Self {
        guard let text = stack.lua.type(at: index) == LUA_TSTRING ? stack.lua.string(at: index) : nil else {
            throw stack.typeError(index, Self.self)
        }
        guard let value = known.first(where: { $0.rawValue == text }) else {
            let names = known.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw LuaError.argument(index, "\"\(text)\" is not a \(objectiveCName) (\(names))")
        }
        return value
    }

    func push(onto stack: LuaStack) { stack.lua.push(rawValue) }
}

extension UITransitionContextViewControllerKey: LuaStringConstant {
    static let objectiveCName = "UITransitionContextViewControllerKey"
    static let known: [UITransitionContextViewControllerKey] = [.from, .to]
}

extension UITransitionContextViewKey: LuaStringConstant {
    static let objectiveCName = "UITransitionContextViewKey"
    static let known: [UITransitionContextViewKey] = [.from, .to]
}

extension CGLineCap: LuaEnumeration { static let objectiveCName = "CGLineCap" }
extension UIView.AnimationCurve: LuaEnumeration { static let objectiveCName = "UIViewAnimationCurve" }
extension UIViewAnimatingPosition: LuaEnumeration { static let objectiveCName = "UIViewAnimatingPosition" }
extension UIViewAnimatingState: LuaEnumeration { static let objectiveCName = "UIViewAnimatingState" }
extension CGLineJoin: LuaEnumeration { static let objectiveCName = "CGLineJoin" }
extension CGPathDrawingMode: LuaEnumeration { static let objectiveCName = "CGPathDrawingMode" }
extension UIImage.ResizingMode: LuaEnumeration { static let objectiveCName = "UIImageResizingMode" }
extension CGBlendMode: LuaEnumeration { static let objectiveCName = "CGBlendMode" }

extension CAShapeLayerLineCap: LuaStringConstant {
    static let objectiveCName = "CAShapeLayerLineCap"
    static let known: [CAShapeLayerLineCap] = [.butt, .round, .square]
}

extension CAShapeLayerLineJoin: LuaStringConstant {
    static let objectiveCName = "CAShapeLayerLineJoin"
    static let known: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
}

extension CAShapeLayerFillRule: LuaStringConstant {
    static let objectiveCName = "CAShapeLayerFillRule"
    static let known: [CAShapeLayerFillRule] = [.nonZero, .evenOdd]
}

extension CAMediaTimingFillMode: LuaStringConstant {
    static let objectiveCName = "CAMediaTimingFillMode"
    static let known: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
}

extension CAAnimationCalculationMode: LuaStringConstant {
    static let objectiveCName = "CAAnimationCalculationMode"
    static let known: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
}

extension CALayerCornerCurve: LuaStringConstant {
    static let objectiveCName = "CALayerCornerCurve"
    static let known: [CALayerCornerCurve] = [.circular, .continuous]
}

extension CALayerContentsGravity: LuaStringConstant {
    static let objectiveCName = "CALayerContentsGravity"
    static let known: [CALayerContentsGravity] = [.center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft,
                                                  .bottomRight, .resize, .resizeAspect, .resizeAspectFill]
}

extension CACornerMask: LuaOptions {
    static let objectiveCName = "CACornerMask"
    static let allOptions: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

extension UIFont.TextStyle: LuaStringConstant {
    static let objectiveCName = "UIFontTextStyle"
    static let known = UIFont.TextStyle.allStyles
}

extension UIContentSizeCategory: LuaStringConstant {
    static let objectiveCName = "UIContentSizeCategory"
    static let known = [UIContentSizeCategory.unspecified] + UIContentSizeCategory.ordered
}

/// `UIFontDescriptorSymbolicTraits`: a number of UIFontDescriptorTrait… bits.
extension UIFontDescriptor.SymbolicTraits: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "UIFontDescriptorSymbolicTraits" }

    static func read(from stack: LuaStack, at index: Int32) throws -> UIFontDescriptor.SymbolicTraits {
        let raw = try Int.read(from: stack, at: index)
        guard let bits = UInt32(exactly: raw) else {
            throw LuaError.argument(index, "\(raw) is not a valid UIFontDescriptorSymbolicTraits")
        }
        return UIFontDescriptor.SymbolicTraits(rawValue: bits)
    }

    func push(onto stack: LuaStack) { stack.lua.push(Int(rawValue)) }
}

extension CAGradientLayerType: LuaStringConstant {
    static let objectiveCName = "CAGradientLayerType"
    static let known: [CAGradientLayerType] = [.axial, .radial, .conic]
}

/// `UIRectCorner`: its four bits; `UIRectCornerAllCorners` is UIKit's `~0`,
/// which Lua's integers hold as -1, so bits past the four are taken and
/// mean nothing, as in UIKit.
extension UIRectCorner: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "UIRectCorner" }

    static func read(from stack: LuaStack, at index: Int32) throws -> UIRectCorner {
        UIRectCorner(rawValue: UInt(bitPattern: try Int.read(from: stack, at: index)))
    }

    func push(onto stack: LuaStack) { stack.lua.push(Int(bitPattern: rawValue)) }
}

/// `UIAccessibilityTraits`: `UIAccessibilityTrait…` bits combined with `|`;
/// a bit that names no trait is refused.
extension UIAccessibilityTraits: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "UIAccessibilityTraits" }

    static func read(from stack: LuaStack, at index: Int32) throws -> UIAccessibilityTraits {
        let raw = try Int.read(from: stack, at: index)
        guard let bits = UInt64(exactly: raw), bits & ~UIAccessibilityTraits.known.rawValue == 0 else {
            throw LuaError.argument(index, "\(raw) is not a combination of UIAccessibilityTraits")
        }
        return UIAccessibilityTraits(rawValue: bits)
    }

    func push(onto stack: LuaStack) { stack.lua.push(Int(rawValue)) }
}

/// `CGGradientDrawingOptions`: `kCGGradientDrawsBeforeStartLocation` and
/// `kCGGradientDrawsAfterEndLocation`, combined with `|`.
extension CGGradientDrawingOptions: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "CGGradientDrawingOptions" }

    static func read(from stack: LuaStack, at index: Int32) throws -> CGGradientDrawingOptions {
        let raw = try Int.read(from: stack, at: index)
        guard let bits = UInt32(exactly: raw), bits & ~3 == 0 else {
            throw LuaError.argument(index, "\(raw) is not a combination of CGGradientDrawingOptions")
        }
        return CGGradientDrawingOptions(rawValue: bits)
    }

    func push(onto stack: LuaStack) { stack.lua.push(Int(rawValue)) }
}

/// Objective-C options: an integer whose bits name options, combined with `|`.
/// A bit that names no option, and a negative number, are refused.
protocol LuaOptions: LuaValue, OptionSet where RawValue == UInt {
    static var objectiveCName: String { get }
    /// Every option there is.
    static var allOptions: Self { get }
}

extension LuaOptions {
    static func typeName(in stack: LuaStack) -> String { objectiveCName }

    static func read(from stack: LuaStack, at index: Int32) throws -> Self {
        let raw = try Int.read(from: stack, at: index)
        guard let bits = UInt(exactly: raw), bits & ~allOptions.rawValue == 0 else {
            throw LuaError.argument(index, "\(raw) is not a combination of \(objectiveCName) options")
        }
        return Self(rawValue: bits)
    }

    func push(onto stack: LuaStack) { stack.lua.push(Int(rawValue)) }
}

extension UIView.ContentMode: LuaEnumeration { static let objectiveCName = "UIViewContentMode" }
extension UIView.TintAdjustmentMode: LuaEnumeration { static let objectiveCName = "UIViewTintAdjustmentMode" }
extension UIImage.RenderingMode: LuaEnumeration { static let objectiveCName = "UIImageRenderingMode" }
extension UIImage.SymbolWeight: LuaEnumeration { static let objectiveCName = "UIImageSymbolWeight" }
extension UIImage.SymbolScale: LuaEnumeration { static let objectiveCName = "UIImageSymbolScale" }
extension UIStatusBarStyle: LuaEnumeration { static let objectiveCName = "UIStatusBarStyle" }
extension UIModalPresentationStyle: LuaEnumeration { static let objectiveCName = "UIModalPresentationStyle" }
extension UIModalTransitionStyle: LuaEnumeration { static let objectiveCName = "UIModalTransitionStyle" }
extension UINavigationController.Operation: LuaEnumeration { static let objectiveCName = "UINavigationControllerOperation" }
extension UIBarButtonItem.Style: LuaEnumeration { static let objectiveCName = "UIBarButtonItemStyle" }
extension UIBarButtonItem.SystemItem: LuaEnumeration { static let objectiveCName = "UIBarButtonSystemItem" }
extension UITabBarItem.SystemItem: LuaEnumeration { static let objectiveCName = "UITabBarSystemItem" }
extension UINavigationItem.LargeTitleDisplayMode: LuaEnumeration {
    static let objectiveCName = "UINavigationItemLargeTitleDisplayMode"
}
extension UIBarStyle: LuaEnumeration { static let objectiveCName = "UIBarStyle" }
extension UIBarMetrics: LuaEnumeration { static let objectiveCName = "UIBarMetrics" }
extension UIAlertController.Style: LuaEnumeration { static let objectiveCName = "UIAlertControllerStyle" }
extension UIAlertAction.Style: LuaEnumeration { static let objectiveCName = "UIAlertActionStyle" }
extension UIMenuElement.State: LuaEnumeration { static let objectiveCName = "UIMenuElementState" }
extension UIInterfaceOrientation: LuaEnumeration { static let objectiveCName = "UIInterfaceOrientation" }
extension UIDeviceOrientation: LuaEnumeration { static let objectiveCName = "UIDeviceOrientation" }
extension UIUserInterfaceIdiom: LuaEnumeration { static let objectiveCName = "UIUserInterfaceIdiom" }
extension UIUserInterfaceSizeClass: LuaEnumeration { static let objectiveCName = "UIUserInterfaceSizeClass" }
extension UIUserInterfaceStyle: LuaEnumeration { static let objectiveCName = "UIUserInterfaceStyle" }
extension UITouch.Phase: LuaEnumeration { static let objectiveCName = "UITouchPhase" }
extension UIApplication.State: LuaEnumeration { static let objectiveCName = "UIApplicationState" }
extension UIUserInterfaceLayoutDirection: LuaEnumeration { static let objectiveCName = "UIUserInterfaceLayoutDirection" }
extension UITraitEnvironmentLayoutDirection: LuaEnumeration {
    static let objectiveCName = "UITraitEnvironmentLayoutDirection"
}
extension UISemanticContentAttribute: LuaEnumeration { static let objectiveCName = "UISemanticContentAttribute" }
extension NSLayoutConstraint.Attribute: LuaEnumeration { static let objectiveCName = "NSLayoutAttribute" }
extension NSLayoutConstraint.Relation: LuaEnumeration { static let objectiveCName = "NSLayoutRelation" }
extension NSLayoutConstraint.Axis: LuaEnumeration { static let objectiveCName = "UILayoutConstraintAxis" }

/// A priority is a number, as scripts and nibs write it (`UILayoutPriorityDefaultHigh`
/// is 750); what is out of range is for the receiver to refuse, as UIKit does.
extension UILayoutPriority: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "number" }

    static func read(from stack: LuaStack, at index: Int32) throws -> UILayoutPriority {
        UILayoutPriority(Float(try Double.read(from: stack, at: index)))
    }

    func push(onto stack: LuaStack) { stack.lua.push(Double(rawValue)) }
}

extension UIInterfaceOrientationMask: LuaOptions {
    static let objectiveCName = "UIInterfaceOrientationMask"
    static let allOptions = UIInterfaceOrientationMask.all
}

extension UIMenuElement.Attributes: LuaOptions {
    static let objectiveCName = "UIMenuElementAttributes"
    static let allOptions: UIMenuElement.Attributes = [.disabled, .destructive, .hidden, .keepsMenuPresented]
}

extension UIView.AutoresizingMask: LuaOptions {
    static let objectiveCName = "UIViewAutoresizing"
    static let allOptions: UIView.AutoresizingMask = [
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
        .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
    ]
}

extension UIView.AnimationOptions: LuaOptions {
    static let objectiveCName = "UIViewAnimationOptions"
    /// The flags, each curve and transition, and the frame rates.
    static let allOptions = UIView.AnimationOptions(rawValue: 0x3FF | 0x3 << 16 | 0x7 << 20 | 0xF << 24)
}

extension UIView.KeyframeAnimationOptions: LuaOptions {
    static let objectiveCName = "UIViewKeyframeAnimationOptions"
    /// The flags and the calculation modes.
    static let allOptions = UIView.KeyframeAnimationOptions(rawValue: 0x3FF | 0x7 << 10)
}

extension UIControl.Event: LuaOptions {
    static let objectiveCName = "UIControlEvents"
    static let allOptions: UIControl.Event = .allEvents
}

extension UIControl.State: LuaOptions {
    static let objectiveCName = "UIControlState"
    static let allOptions: UIControl.State = [.highlighted, .disabled, .selected, .focused, .application, .reserved]
}

extension UIButton.ButtonType: LuaEnumeration { static let objectiveCName = "UIButtonType" }
extension NSTextAlignment: LuaEnumeration { static let objectiveCName = "NSTextAlignment" }
extension NSLineBreakMode: LuaEnumeration { static let objectiveCName = "NSLineBreakMode" }
extension UIGestureRecognizer.State: LuaEnumeration { static let objectiveCName = "UIGestureRecognizerState" }

extension UIRectEdge: LuaOptions {
    static let objectiveCName = "UIRectEdge"
    static let allOptions: UIRectEdge = .all
}

extension UISwipeGestureRecognizer.Direction: LuaOptions {
    static let objectiveCName = "UISwipeGestureRecognizerDirection"
    static let allOptions: UISwipeGestureRecognizer.Direction = [.right, .left, .up, .down]
}

extension UIControl.ContentHorizontalAlignment: LuaEnumeration {
    static let objectiveCName = "UIControlContentHorizontalAlignment"
}

extension UIControl.ContentVerticalAlignment: LuaEnumeration {
    static let objectiveCName = "UIControlContentVerticalAlignment"
}

// MARK: - Objects

/// A native class whose instances cross as themselves: the same object is the
/// same userdata (LuaRuntime+Identity.swift).
protocol LuaObject: AnyObject, LuaValue {}

extension LuaObject {
    static func typeName(in stack: LuaStack) -> String { stack.runtime.luaName(of: Self.self) }
    static func read(from stack: LuaStack, at index: Int32) throws -> Self { try stack.object(index, Self.self) }
    func push(onto stack: LuaStack) { stack.runtime.push(self, on: stack.lua) }
}

extension NSObject: LuaObject {}
extension UIScreen: LuaObject {}
extension UIDevice: LuaObject {}
extension UITouch: LuaObject {}
extension UIEvent: LuaObject {}
extension CGContext: LuaObject {}
extension VirtualRunLoop: LuaObject {}
extension ScheduledTimer: LuaObject {}
extension FrameHandler: LuaObject {}
extension InteractivePop: LuaObject {}
extension Finger: LuaObject {}
extension UIAppearanceProxy: LuaObject {}
extension NSLayoutConstraint: LuaObject {}
extension AnyLayoutAnchor: LuaObject {}
extension UILayoutGuide: LuaObject {}
extension UINib: LuaObject {}
extension UIStoryboard: LuaObject {}
extension UIStoryboardSegue: LuaObject {}
extension CALayer: LuaObject {}
extension CGPath: LuaObject {}
extension CAAnimation: LuaObject {}
extension CAMediaTimingFunction: LuaObject {}
extension CATransaction: LuaObject {}
extension UIViewPropertyAnimator: LuaObject {}
extension ControllerTransition: LuaObject {}
extension CGGradient: LuaObject {}

/// A CGColor crosses as the UIColor of its components, as `UIColor.CGColor`
/// gives it: Lua has one colour object.
extension CGColor: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "UIColor" }

    static func read(from stack: LuaStack, at index: Int32) throws -> CGColor {
        try stack.object(index, UIColor.self).cgColor
    }

    func push(onto stack: LuaStack) { UIColor(cgColor: self).push(onto: stack) }
}

/// Touches as a sequence, oldest first: a set's order varies between runs.
extension Set: LuaValue where Element == UITouch {
    static func typeName(in stack: LuaStack) -> String { "table" }

    static func read(from stack: LuaStack, at index: Int32) throws -> Set<UITouch> {
        Set(try [UITouch].read(from: stack, at: index))
    }

    func push(onto stack: LuaStack) { sorted { $0.sequence < $1.sequence }.push(onto: stack) }
}

// MARK: - Traits

/// A trait collection as a table: `{horizontalSizeClass = …, verticalSizeClass = …,
/// userInterfaceIdiom = …, displayScale = …, layoutDirection = …, userInterfaceStyle = …,
/// preferredContentSizeCategory = …}`,
/// with UIKit's enumeration values.
extension UITraitCollection: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "UITraitCollection" }

    static func read(from stack: LuaStack, at index: Int32) throws -> UITraitCollection {
        let lua = stack.lua
        guard lua.type(at: index) == LUA_TTABLE else { throw stack.typeError(index, UITraitCollection.self) }
        let table = lua.absolute(index)
        func field<T: LuaValue>(_ name: String, _ fallback: T) throws -> T {
            _ = lua.rawGet(table, field: name)
            defer { lua.pop() }
            do {
                return try T?.read(from: stack, at: lua.top) ?? fallback
            } catch LuaError.argument(_, let message) {
                throw LuaError.argument(index, "field '\(name)': \(message)")
            }
        }
        return UITraitCollection(
            horizontalSizeClass: try field("horizontalSizeClass", UIUserInterfaceSizeClass.unspecified),
            verticalSizeClass: try field("verticalSizeClass", UIUserInterfaceSizeClass.unspecified),
            userInterfaceIdiom: try field("userInterfaceIdiom", UIUserInterfaceIdiom.unspecified),
            displayScale: try field("displayScale", CGFloat(0)),
            layoutDirection: try field("layoutDirection", UITraitEnvironmentLayoutDirection.unspecified),
            userInterfaceStyle: try field("userInterfaceStyle", UIUserInterfaceStyle.unspecified),
            preferredContentSizeCategory: try field("preferredContentSizeCategory", UIContentSizeCategory.unspecified))
    }

    func push(onto stack: LuaStack) {
        let lua = stack.lua
        lua.newTable(recordCount: 7)
        horizontalSizeClass.push(onto: stack)
        lua.rawSet(-2, field: "horizontalSizeClass")
        verticalSizeClass.push(onto: stack)
        lua.rawSet(-2, field: "verticalSizeClass")
        userInterfaceIdiom.push(onto: stack)
        lua.rawSet(-2, field: "userInterfaceIdiom")
        displayScale.push(onto: stack)
        lua.rawSet(-2, field: "displayScale")
        layoutDirection.push(onto: stack)
        lua.rawSet(-2, field: "layoutDirection")
        userInterfaceStyle.push(onto: stack)
        lua.rawSet(-2, field: "userInterfaceStyle")
        preferredContentSizeCategory.push(onto: stack)
        lua.rawSet(-2, field: "preferredContentSizeCategory")
    }
}

// MARK: - Blocks and coordinators

/// A block: from Lua, a function (or a block that came from Swift); to Lua, an
/// `NSBlock` object called with `block()`.
struct Block: LuaValue {
    let body: () -> Void

    static func typeName(in stack: LuaStack) -> String { "function" }

    static func read(from stack: LuaStack, at index: Int32) throws -> Block {
        if luaui_toobject(stack.lua.state, index) != nil {
            return Block(body: try stack.object(index, BlockObject.self).body)
        }
        let function = try LuaFunction.read(from: stack, at: index)
        return Block { function.call() }
    }

    func push(onto stack: LuaStack) { stack.runtime.push(BlockObject(body), on: stack.lua) }
}

/// A value of any type (a segue's sender): to Lua as what it is, if its type
/// crosses (nil otherwise); from Lua as Swift boxes Lua's values.
struct LuaAny: LuaValue {
    let value: Any?
    init(_ value: Any?) { self.value = value }

    static func typeName(in stack: LuaStack) -> String { "any" }

    static func read(from stack: LuaStack, at index: Int32) throws -> LuaAny {
        LuaAny(stack.runtime.anyValue(at: index, in: stack.lua))
    }

    func push(onto stack: LuaStack) {
        if !stack.runtime.pushAny(value, on: stack.lua) { stack.lua.pushNil() }
    }
}

/// A Swift closure as scripts hold it.
final class BlockObject: LuaObject {
    let body: () -> Void
    /// A block of one Boolean (a swipe action's completion), called with the
    /// script's argument (nil is false).
    let booleanBody: ((Bool) -> Void)?
    init(_ body: @escaping () -> Void) {
        self.body = body
        booleanBody = nil
    }
    init(boolean body: @escaping (Bool) -> Void) {
        self.body = { body(false) }
        booleanBody = body
    }
}

/// A transition coordinator as scripts see it.
final class TransitionCoordinator: LuaObject {
    let coordinator: UIViewControllerTransitionCoordinator
    init(_ coordinator: UIViewControllerTransitionCoordinator) { self.coordinator = coordinator }
}
