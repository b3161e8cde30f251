import CLua
import Foundation
@_spi(Bridging) import ViewCore

extension UIStackView.Distribution: LuaEnumeration { static let objectiveCName = "UIStackViewDistribution" }
extension UIStackView.Alignment: LuaEnumeration { static let objectiveCName = "UIStackViewAlignment" }

/// `UIStackView` as scripts see it: `UIStackView()`, `UIStackView(frame)` or
/// `UIStackView{a, b}` (its arranged subviews, as `initWithArrangedSubviews:`),
/// the arranging methods, and UIKit's constants of its distributions and
/// alignments. Its properties come from the class registry (UIStackView.swift).
extension LuaRuntime {
    func registerStackView() {
        registerNative(NativeClass(UIStackView.self) { stack in
            stack.construct = { args in
                if args.count == 0 { return UIStackView() }
                if args.lua.type(at: 1) == LUA_TTABLE { return UIStackView(arrangedSubviews: try args[1]) }
                return UIStackView(frame: try args[1])
            }
            stack.action("addArrangedSubview") { (stack: UIStackView, args) in stack.addArrangedSubview(try args[2]) }
            stack.action("insertArrangedSubviewAtIndex") { (stack: UIStackView, args) in
                stack.insertArrangedSubview(try args[2], at: try args[3])
            }
            stack.action("removeArrangedSubview") { (stack: UIStackView, args) in stack.removeArrangedSubview(try args[2]) }
            stack.action("setCustomSpacingAfterView") { (stack: UIStackView, args) in
                stack.setCustomSpacing(try args[2], after: try args[3])
            }
            stack.function("customSpacingAfterView") { (stack: UIStackView, args) in stack.customSpacing(after: try args[2]) }
        })

        let distributions: [(String, UIStackView.Distribution)] = [
            ("Fill", .fill), ("FillEqually", .fillEqually), ("FillProportionally", .fillProportionally),
            ("EqualSpacing", .equalSpacing), ("EqualCentering", .equalCentering),
        ]
        let alignments: [(String, UIStackView.Alignment)] = [
            ("Fill", .fill), ("Leading", .leading), ("Top", .top), ("FirstBaseline", .firstBaseline),
            ("Center", .center), ("Trailing", .trailing), ("Bottom", .bottom), ("LastBaseline", .lastBaseline),
        ]
        let constants = distributions.map { ("UIStackViewDistribution" + $0.0, $0.1.rawValue) }
            + alignments.map { ("UIStackViewAlignment" + $0.0, $0.1.rawValue) }
        for (name, value) in constants {
            main.push(value)
            lua_setglobal(main.state, name)
        }
        main.push(Double(UIStackView.spacingUseDefault))
        lua_setglobal(main.state, "UIStackViewSpacingUseDefault")
    }
}
