import Foundation
@_spi(Bridging) import ViewCore

/// The appearance proxy as scripts see it (`UIView:appearance()`, made in
/// UIView+Lua.swift): the appearance properties of every view class, each
/// refused by a proxy whose class does not have it, and a button's
/// `setTitleColorForState`.
extension LuaRuntime {
    func registerAppearanceProxy() {
        func property<Value>(_ key: String, _ type: Value.Type) -> AnyProperty {
            Property(key, get: { (proxy: UIAppearanceProxy) in proxy.value(forKey: key) as? Value },
                     set: { (proxy: UIAppearanceProxy, value: Value?) in proxy.setValue(value, forKey: key) })
        }
        registerNative(NativeClass(luaOnly: "_UIAppearance", swiftType: UIAppearanceProxy.self, properties: [
            property("backgroundColor", UIColor.self), property("exclusiveTouch", Bool.self),
            property("textColor", UIColor.self), property("font", UIFont.self),
            property("onTintColor", UIColor.self), property("thumbTintColor", UIColor.self),
            property("minimumTrackTintColor", UIColor.self), property("maximumTrackTintColor", UIColor.self),
            property("contentEdgeInsets", UIEdgeInsets.self),
        ]) { appearance in
            appearance.action("setTitleColorForState") { (proxy: UIAppearanceProxy, args) in
                proxy.setTitleColor(try args[2], for: try args[3])
            }
            appearance.refusesField = { key in "'\(key)' is not an appearance property of any view class" }
        })
    }
}
