import CLua
import Foundation
@_spi(Bridging) import ViewCore

/// Text: `UIFont` (`UIFont:systemFontOfSize(17)`, `:boldSystemFontOfSize`,
/// `:systemFontOfSizeWeight(15, UIFontWeightSemibold)`), `UILabel`
/// (subclassable: `textRectForBoundsLimitedToNumberOfLines`, `drawTextInRect`),
/// and NSString's measuring as functions of a Lua string, with attributes
/// keyed as UIKit keys them: `NSString.sizeWithAttributes(text,
/// {[NSFontAttributeName] = font})`.
extension LuaRuntime {
    func registerText() {
        registerNative(NativeClass(UIFont.self) { font in
            font.classFunction("systemFontOfSize") { args in UIFont.systemFont(ofSize: try args[2]) }
            font.classFunction("boldSystemFontOfSize") { args in UIFont.boldSystemFont(ofSize: try args[2]) }
            font.classFunction("italicSystemFontOfSize") { args in UIFont.italicSystemFont(ofSize: try args[2]) }
            font.classFunction("systemFontOfSizeWeight") { args in
                UIFont.systemFont(ofSize: try args[2], weight: UIFont.Weight(rawValue: try args[3]))
            }
            font.classFunction("fontWithNameSize") { args in UIFont(name: try args[2], size: try args[3]) }
            font.function("fontWithSize") { (font: UIFont, args) in font.withSize(try args[2]) }
            font.classFunction("preferredFontForTextStyle") { args in UIFont.preferredFont(forTextStyle: try args[2]) }
            font.classFunction("preferredFontForTextStyleCompatibleWithTraitCollection") { args in
                UIFont.preferredFont(forTextStyle: try args[2], compatibleWith: try args[3])
            }
            font.classFunction("monospacedDigitSystemFontOfSizeWeight") { args in
                UIFont.monospacedDigitSystemFont(ofSize: try args[2], weight: UIFont.Weight(rawValue: try args[3]))
            }
            font.classFunction("monospacedSystemFontOfSizeWeight") { args in
                UIFont.monospacedSystemFont(ofSize: try args[2], weight: UIFont.Weight(rawValue: try args[3]))
            }
            font.classFunction("fontWithDescriptorSize") { args in UIFont(descriptor: try args[2], size: try args[3]) }
        })

        registerNative(NativeClass(UIFontDescriptor.self) { descriptor in
            descriptor.function("fontDescriptorWithSymbolicTraits") { (descriptor: UIFontDescriptor, args) in
                descriptor.withSymbolicTraits(try args[2])
            }
            descriptor.function("fontDescriptorWithSize") { (descriptor: UIFontDescriptor, args) in
                descriptor.withSize(try args[2])
            }
            descriptor.classFunction("preferredFontDescriptorWithTextStyle") { args in
                UIFontDescriptor.preferredFontDescriptor(withTextStyle: try args[2])
            }
        })

        registerNative(NativeClass(UIFontMetrics.self) { metrics in
            metrics.construct = { args in UIFontMetrics(forTextStyle: try args[1]) }
            metrics.classProperty("defaultMetrics") { args in args.push(UIFontMetrics.default) }
            metrics.classFunction("metricsForTextStyle") { args in UIFontMetrics(forTextStyle: try args[2]) }
            metrics.function("scaledFontForFont") { (metrics: UIFontMetrics, args) in metrics.scaledFont(for: try args[2]) }
            metrics.function("scaledFontForFontMaximumPointSize") { (metrics: UIFontMetrics, args) in
                metrics.scaledFont(for: try args[2], maximumPointSize: try args[3])
            }
            metrics.function("scaledFontForFontCompatibleWithTraitCollection") { (metrics: UIFontMetrics, args) in
                metrics.scaledFont(for: try args[2], compatibleWith: try args[3])
            }
            metrics.function("scaledFontForFontMaximumPointSizeCompatibleWithTraitCollection") { (metrics: UIFontMetrics, args) in
                metrics.scaledFont(for: try args[2], maximumPointSize: try args[3], compatibleWith: try args[4])
            }
            metrics.function("scaledValueForValue") { (metrics: UIFontMetrics, args) in metrics.scaledValue(for: try args[2]) }
            metrics.function("scaledValueForValueCompatibleWithTraitCollection") { (metrics: UIFontMetrics, args) in
                metrics.scaledValue(for: try args[2], compatibleWith: try args[3])
            }
        })

        registerNative(NativeClass(UILabel.self) { label in
            label.construct = { args in args.count == 0 ? UILabel() : UILabel(frame: try args[1]) }
        })

        lua.newTable()
        lua.setField("sizeWithAttributes", register { args in
            let text: String = try args[1]
            return args.push(text.size(withAttributes: try textAttributes(args, 2)))
        })
        lua.setField("boundingRectWithSizeOptionsAttributesContext", register { args in
            let text: String = try args[1]
            let options = NSStringDrawingOptions(rawValue: try args[3] as Int? ?? 0)
            return args.push(text.boundingRect(with: try args[2], options: options, attributes: try textAttributes(args, 4), context: nil))
        })
        lua_setglobal(lua.state, "NSString")
    }
}

/// A Lua table of text attributes keyed by UIKit's names (NSFontAttributeName
/// is "NSFont", NSForegroundColorAttributeName "NSColor"); nil for none.
func textAttributes(_ args: LuaStack, _ index: Int32) throws -> [NSAttributedString.Key: Any]? {
    let lua = args.lua
    if lua.isNoneOrNil(index) { return nil }
    guard lua.type(at: index) == LUA_TTABLE else { throw args.typeError(index, expected: "table") }
    let table = lua.absolute(index)
    var result: [NSAttributedString.Key: Any] = [:]
    if lua.rawGet(table, field: NSAttributedString.Key.font.rawValue) != LUA_TNIL {
        result[.font] = try args.object(lua.top, UIFont.self)
    }
    lua.pop()
    if lua.rawGet(table, field: NSAttributedString.Key.foregroundColor.rawValue) != LUA_TNIL {
        result[.foregroundColor] = try args.object(lua.top, UIColor.self)
    }
    lua.pop()
    return result
}

/// Pushes text attributes as that table; nil for none.
func pushTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, on args: LuaStack) -> Int32 {
    guard let attributes else { return args.pushNil() }
    let lua = args.lua
    lua.newTable()
    for key in [NSAttributedString.Key.font, .foregroundColor] {
        guard let value = attributes[key] as AnyObject? else { continue }
        args.runtime.push(value, on: lua)
        lua.rawSet(-2, field: key.rawValue)
    }
    return 1
}
