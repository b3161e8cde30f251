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
        })

        registerNative(NativeClass(UILabel.self) { label in
            label.construct = { args in args.count == 0 ? UILabel() : UILabel(frame: try args[1]) }
        })

        lua.newTable()
        lua.setField("sizeWithAttributes", register { args in
            let text: String = try args[1]
            return args.push(text.size(withAttributes: try attributes(args, 2)))
        })
        lua.setField("boundingRectWithSizeOptionsAttributesContext", register { args in
            let text: String = try args[1]
            let options = NSStringDrawingOptions(rawValue: try args[3] as Int? ?? 0)
            return args.push(text.boundingRect(with: try args[2], options: options, attributes: try attributes(args, 4), context: nil))
        })
        lua_setglobal(lua.state, "NSString")
    }
}

/// A Lua table of text attributes keyed by UIKit's names (NSFontAttributeName
/// is "NSFont"); nil for none.
private func attributes(_ args: LuaStack, _ index: Int32) throws -> [NSAttributedString.Key: Any]? {
    let lua = args.lua
    if lua.isNoneOrNil(index) { return nil }
    guard lua.type(at: index) == LUA_TTABLE else { throw args.typeError(index, expected: "table") }
    var result: [NSAttributedString.Key: Any] = [:]
    if lua.rawGet(index, field: NSAttributedString.Key.font.rawValue) != LUA_TNIL {
        result[.font] = try args.object(lua.top, UIFont.self)
    }
    lua.pop()
    return result
}
