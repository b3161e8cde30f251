import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

extension UIActivityIndicatorView.Style: LuaEnumeration { static let objectiveCName = "UIActivityIndicatorViewStyle" }
extension UIProgressView.Style: LuaEnumeration { static let objectiveCName = "UIProgressViewStyle" }
extension UIBlurEffect.Style: LuaEnumeration { static let objectiveCName = "UIBlurEffectStyle" }
extension UIVibrancyEffectStyle: LuaEnumeration { static let objectiveCName = "UIVibrancyEffectStyle" }
extension UIImpactFeedbackGenerator.FeedbackStyle: LuaEnumeration { static let objectiveCName = "UIImpactFeedbackStyle" }
extension UINotificationFeedbackGenerator.FeedbackType: LuaEnumeration { static let objectiveCName = "UINotificationFeedbackType" }

/// The small controls and views of R17 as scripts see them: their
/// properties from the registry (NativeClasses+Controls.swift), the methods
/// by the naming rule (`segmented:insertSegmentWithTitleAtIndexAnimated("All", 0, false)`),
/// `Class(…)` with what UIKit's initializers take (`UISegmentedControl{"A", "B"}`,
/// `UIActivityIndicatorView(UIActivityIndicatorViewStyleLarge)`), and the
/// feedback generators, whose feedback `Simulator.hapticEvents()` lists.
extension LuaRuntime {
    func registerValueControls() {
        registerNative(NativeClass(UIRefreshControl.self) { control in
            control.construct = { args in args.count == 0 ? UIRefreshControl() : UIRefreshControl(frame: try args[1]) }
        })

        registerNative(NativeClass(UISegmentedControl.self) { control in
            control.construct = { args in
                if args.count == 0 { return UISegmentedControl(frame: .zero) }
                if args.lua.type(at: 1) == LUA_TTABLE, luaui_togeometry(args.lua.state, 1) == nil {
                    return UISegmentedControl(items: try segmentItems(args, 1))
                }
                return UISegmentedControl(frame: try args[1])
            }
            control.action("insertSegmentWithTitleAtIndexAnimated") { (control: UISegmentedControl, args) in
                control.insertSegment(withTitle: try args[2], at: try args[3], animated: (try args[4] as Bool?) ?? false)
            }
            control.action("insertSegmentWithImageAtIndexAnimated") { (control: UISegmentedControl, args) in
                control.insertSegment(with: try args[2] as UIImage?, at: try args[3], animated: (try args[4] as Bool?) ?? false)
            }
            control.action("removeSegmentAtIndexAnimated") { (control: UISegmentedControl, args) in
                control.removeSegment(at: try args[2], animated: (try args[3] as Bool?) ?? false)
            }
            control.action("removeAllSegments") { (control: UISegmentedControl, _) in control.removeAllSegments() }
            control.action("setTitleForSegmentAtIndex") { (control: UISegmentedControl, args) in
                control.setTitle(try args[2], forSegmentAt: try args[3])
            }
            control.function("titleForSegmentAtIndex") { (control: UISegmentedControl, args) in
                control.titleForSegment(at: try args[2])
            }
            control.action("setImageForSegmentAtIndex") { (control: UISegmentedControl, args) in
                control.setImage(try args[2], forSegmentAt: try args[3])
            }
            control.function("imageForSegmentAtIndex") { (control: UISegmentedControl, args) in
                control.imageForSegment(at: try args[2])
            }
            control.action("setEnabledForSegmentAtIndex") { (control: UISegmentedControl, args) in
                control.setEnabled(try args[2], forSegmentAt: try args[3])
            }
            control.function("isEnabledForSegmentAtIndex") { (control: UISegmentedControl, args) in
                control.isEnabledForSegment(at: try args[2])
            }
            control.action("setWidthForSegmentAtIndex") { (control: UISegmentedControl, args) in
                control.setWidth(try args[2], forSegmentAt: try args[3])
            }
            control.function("widthForSegmentAtIndex") { (control: UISegmentedControl, args) in
                control.widthForSegment(at: try args[2])
            }
            control.action("setContentOffsetForSegmentAtIndex") { (control: UISegmentedControl, args) in
                control.setContentOffset(try args[2], forSegmentAt: try args[3])
            }
            control.function("contentOffsetForSegmentAtIndex") { (control: UISegmentedControl, args) in
                control.contentOffsetForSegment(at: try args[2])
            }
            control.action("setTitleTextAttributesForState") { (control: UISegmentedControl, args) in
                control.setTitleTextAttributes(try textAttributes(args, 2), for: try args[3])
            }
            control.methods["titleTextAttributesForState"] = { args in
                try args.withReceiver(UISegmentedControl.self) { control in
                    pushTextAttributes(control.titleTextAttributes(for: try args[2]), on: args)
                }
            }
        })

        registerNative(NativeClass(UIPageControl.self) { control in
            control.construct = { args in args.count == 0 ? UIPageControl() : UIPageControl(frame: try args[1]) }
            control.function("sizeForNumberOfPages") { (control: UIPageControl, args) in
                control.size(forNumberOfPages: try args[2])
            }
        })

        registerNative(NativeClass(UIStepper.self) { stepper in
            stepper.construct = { args in args.count == 0 ? UIStepper() : UIStepper(frame: try args[1]) }
        })
    }

    func registerEffectViews() {
        registerNative(NativeClass(UIActivityIndicatorView.self) { indicator in
            indicator.construct = { args in
                if args.count == 0 { return UIActivityIndicatorView(frame: .zero) }
                if args.lua.type(at: 1) == LUA_TNUMBER { return UIActivityIndicatorView(style: try args[1]) }
                return UIActivityIndicatorView(frame: try args[1])
            }
        })

        registerNative(NativeClass(UIProgressView.self) { progress in
            progress.construct = { args in
                if args.count == 0 { return UIProgressView(frame: .zero) }
                if args.lua.type(at: 1) == LUA_TNUMBER { return UIProgressView(progressViewStyle: try args[1]) }
                return UIProgressView(frame: try args[1])
            }
            progress.action("setProgressAnimated") { (progress: UIProgressView, args) in
                progress.setProgress(try args[2], animated: try args[3])
            }
        })

        registerNative(NativeClass(UIVisualEffect.self))
        registerNative(NativeClass(UIBlurEffect.self) { blur in
            blur.classFunction("effectWithStyle") { args in UIBlurEffect(style: try args[2]) }
        })
        registerNative(NativeClass(UIVibrancyEffect.self) { vibrancy in
            vibrancy.classFunction("effectForBlurEffect") { args in UIVibrancyEffect(blurEffect: try args[2]) }
            vibrancy.classFunction("effectForBlurEffectStyle") { args in
                UIVibrancyEffect(blurEffect: try args[2], style: try args[3])
            }
        })
        registerNative(NativeClass(UIVisualEffectView.self) { view in
            view.construct = { args in
                if args.count == 0 { return UIVisualEffectView(effect: nil) }
                if luaui_togeometry(args.lua.state, 1) != nil { return UIVisualEffectView(frame: try args[1]) }
                return UIVisualEffectView(effect: try args[1] as UIVisualEffect?)
            }
        })

        registerNative(NativeClass(UIFeedbackGenerator.self) { generator in
            generator.construct = { _ in UIFeedbackGenerator() }
            generator.action("prepare") { (generator: UIFeedbackGenerator, _) in generator.prepare() }
        })
        registerNative(NativeClass(UIImpactFeedbackGenerator.self) { generator in
            generator.construct = { args in
                args.count == 0 ? UIImpactFeedbackGenerator() : UIImpactFeedbackGenerator(style: try args[1])
            }
            generator.action("impactOccurred") { (generator: UIImpactFeedbackGenerator, _) in generator.impactOccurred() }
            generator.action("impactOccurredWithIntensity") { (generator: UIImpactFeedbackGenerator, args) in
                generator.impactOccurred(intensity: try args[2])
            }
        })
        registerNative(NativeClass(UINotificationFeedbackGenerator.self) { generator in
            generator.construct = { _ in UINotificationFeedbackGenerator() }
            generator.action("notificationOccurred") { (generator: UINotificationFeedbackGenerator, args) in
                generator.notificationOccurred(try args[2])
            }
        })
        registerNative(NativeClass(UISelectionFeedbackGenerator.self) { generator in
            generator.construct = { _ in UISelectionFeedbackGenerator() }
            generator.action("selectionChanged") { (generator: UISelectionFeedbackGenerator, _) in generator.selectionChanged() }
        })
    }
}

/// A segmented control's items: a sequence of titles and images.
private func segmentItems(_ args: LuaStack, _ index: Int32) throws -> [Any] {
    let lua = args.lua
    let table = lua.absolute(index)
    var items: [Any] = []
    for position in stride(from: 1, through: Int(lua_rawlen(lua.state, table)), by: 1) {
        let type = lua.rawGet(table, position)
        defer { lua.pop() }
        if type == LUA_TSTRING, let title = lua.string(at: lua.top) {
            items.append(title)
        } else if let image = try? args.object(lua.top, UIImage.self) {
            items.append(image)
        } else {
            throw LuaError.argument(index, "a title or a UIImage expected at position \(position), got \(args.runtime.typeName(at: -1, in: lua))")
        }
    }
    return items
}

/// Each haptic event as a table: `{kind = "impact", style = …, intensity = …, time = …}`,
/// `{kind = "notification", type = …, time = …}`, `{kind = "selection", time = …}`.
struct HapticEventValue: LuaValue {
    let event: HapticEvent

    static func typeName(in stack: LuaStack) -> String { "table" }
    static func read(from stack: LuaStack, at index: Int32) throws -> HapticEventValue {
        throw stack.typeError(index, expected: "nothing")
    }

    func push(onto stack: LuaStack) {
        let lua = stack.lua
        lua.newTable()
        switch event.kind {
        case .impact(let style, let intensity):
            lua.push("impact"); lua.rawSet(-2, field: "kind")
            style.push(onto: stack); lua.rawSet(-2, field: "style")
            lua.push(Double(intensity)); lua.rawSet(-2, field: "intensity")
        case .notification(let type):
            lua.push("notification"); lua.rawSet(-2, field: "kind")
            type.push(onto: stack); lua.rawSet(-2, field: "type")
        case .selection:
            lua.push("selection"); lua.rawSet(-2, field: "kind")
        }
        lua.push(event.time); lua.rawSet(-2, field: "time")
    }
}
