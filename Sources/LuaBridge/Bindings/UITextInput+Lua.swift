import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

extension UIKeyboardType: LuaEnumeration { static let objectiveCName = "UIKeyboardType" }
extension UIReturnKeyType: LuaEnumeration { static let objectiveCName = "UIReturnKeyType" }
extension UITextAutocapitalizationType: LuaEnumeration { static let objectiveCName = "UITextAutocapitalizationType" }
extension UITextAutocorrectionType: LuaEnumeration { static let objectiveCName = "UITextAutocorrectionType" }
extension UITextSpellCheckingType: LuaEnumeration { static let objectiveCName = "UITextSpellCheckingType" }
extension UIKeyboardAppearance: LuaEnumeration { static let objectiveCName = "UIKeyboardAppearance" }
extension UITextField.BorderStyle: LuaEnumeration { static let objectiveCName = "UITextBorderStyle" }
extension UITextField.ViewMode: LuaEnumeration { static let objectiveCName = "UITextFieldViewMode" }
extension UITextField.DidEndEditingReason: LuaEnumeration { static let objectiveCName = "UITextFieldDidEndEditingReason" }
extension UITextContentType: LuaStringConstant {
    static let objectiveCName = "UITextContentType"
    static var known: [UITextContentType] { UITextContentType.all.map(\.1) }
}

/// An `NSRange` crosses as a table `{location = n, length = n}` (what
/// `NSMakeRange(location, length)` makes): integers, neither negative.
extension NSRange: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "NSRange" }

    static func read(from stack: LuaStack, at index: Int32) throws -> NSRange {
        let lua = stack.lua
        guard lua.type(at: index) == LUA_TTABLE else { throw stack.typeError(index, NSRange.self) }
        var parts: [Int] = []
        for field in ["location", "length"] {
            _ = lua.rawGet(index, field: field)
            defer { lua.pop() }
            guard let value = try? Int.read(from: stack, at: lua.top), value >= 0 else {
                throw LuaError.argument(index, "NSRange's \(field) must be an integer ≥ 0")
            }
            parts.append(value)
        }
        return NSRange(location: parts[0], length: parts[1])
    }

    func push(onto stack: LuaStack) {
        stack.lua.newTable(arrayCount: 0)
        stack.lua.push(location)
        stack.lua.rawSet(-2, field: "location")
        stack.lua.push(length)
        stack.lua.rawSet(-2, field: "length")
    }
}

/// Text input as scripts see it: the first responder's methods on every
/// responder (`becomeFirstResponder`, `resignFirstResponder`,
/// `isFirstResponder`), `UITextField` and `UITextView` with their delegates
/// as a table or an object whose methods are named by their selectors
/// (`textFieldShouldReturn`, `textFieldShouldChangeCharactersInRangeReplacementString`,
/// `textViewDidChange`…), the keyboard's keys (`Simulator.typeText`,
/// `Simulator.deleteBackward`, `Simulator.pressReturn`), and
/// `NSNotificationCenter.defaultCenter`, where the keyboard and the text
/// inputs post their notifications. Properties come from the class registry.
extension LuaRuntime {
    func registerTextInput() {
        registerNative(NativeClass(UITextField.self) { [unowned self] field in
            field.construct = { args in args.count == 0 ? UITextField() : UITextField(frame: try args[1]) }
            field.getters["delegate"] = { args in
                let field = try args.object(1, UITextField.self)
                if let adapter = field.delegate as? LuaTextFieldDelegate { return adapter.push(on: args.lua) }
                args.runtime.push(field.delegate as AnyObject?, on: args.lua)
                return 1
            }
            field.setters["delegate"] = { [unowned self] args in
                let field = try args.object(1, UITextField.self)
                let delegate = try protocolAdapter(LuaTextFieldDelegate.self, owner: "text field", at: 2, in: args) {
                    $0 is UITextFieldDelegate
                }
                field.holdDelegate(delegate as? LuaTextFieldDelegate)
                field.delegate = delegate as? UITextFieldDelegate
                return 0
            }
        })

        registerNative(NativeClass(UITextView.self) { [unowned self] view in
            view.construct = { args in args.count == 0 ? UITextView() : UITextView(frame: try args[1]) }
            view.getters["delegate"] = { args in
                let view = try args.object(1, UITextView.self)
                if let adapter = view.delegate as? LuaTextViewDelegate { return adapter.push(on: args.lua) }
                args.runtime.push(view.delegate as AnyObject?, on: args.lua)
                return 1
            }
            view.setters["delegate"] = { [unowned self] args in
                let view = try args.object(1, UITextView.self)
                let delegate = try protocolAdapter(LuaTextViewDelegate.self, owner: "text view", at: 2, in: args) {
                    $0 is UITextViewDelegate
                }
                view.holdScrollDelegate(delegate as? LuaTextViewDelegate)
                view.delegate = delegate as? UITextViewDelegate
                return 0
            }
        })

        registerNotifications()

        let constants: [(String, Int)] = [
            ("UIKeyboardTypeDefault", 0), ("UIKeyboardTypeASCIICapable", 1), ("UIKeyboardTypeNumbersAndPunctuation", 2),
            ("UIKeyboardTypeURL", 3), ("UIKeyboardTypeNumberPad", 4), ("UIKeyboardTypePhonePad", 5),
            ("UIKeyboardTypeNamePhonePad", 6), ("UIKeyboardTypeEmailAddress", 7), ("UIKeyboardTypeDecimalPad", 8),
            ("UIKeyboardTypeTwitter", 9), ("UIKeyboardTypeWebSearch", 10), ("UIKeyboardTypeASCIICapableNumberPad", 11),
            ("UIKeyboardTypeAlphabet", 1),
            ("UIReturnKeyDefault", 0), ("UIReturnKeyGo", 1), ("UIReturnKeyGoogle", 2), ("UIReturnKeyJoin", 3),
            ("UIReturnKeyNext", 4), ("UIReturnKeyRoute", 5), ("UIReturnKeySearch", 6), ("UIReturnKeySend", 7),
            ("UIReturnKeyYahoo", 8), ("UIReturnKeyDone", 9), ("UIReturnKeyEmergencyCall", 10), ("UIReturnKeyContinue", 11),
            ("UITextAutocapitalizationTypeNone", 0), ("UITextAutocapitalizationTypeWords", 1),
            ("UITextAutocapitalizationTypeSentences", 2), ("UITextAutocapitalizationTypeAllCharacters", 3),
            ("UITextAutocorrectionTypeDefault", 0), ("UITextAutocorrectionTypeNo", 1), ("UITextAutocorrectionTypeYes", 2),
            ("UITextSpellCheckingTypeDefault", 0), ("UITextSpellCheckingTypeNo", 1), ("UITextSpellCheckingTypeYes", 2),
            ("UIKeyboardAppearanceDefault", 0), ("UIKeyboardAppearanceDark", 1), ("UIKeyboardAppearanceLight", 2),
            ("UIKeyboardAppearanceAlert", 1),
            ("UITextBorderStyleNone", 0), ("UITextBorderStyleLine", 1), ("UITextBorderStyleBezel", 2),
            ("UITextBorderStyleRoundedRect", 3),
            ("UITextFieldViewModeNever", 0), ("UITextFieldViewModeWhileEditing", 1),
            ("UITextFieldViewModeUnlessEditing", 2), ("UITextFieldViewModeAlways", 3),
            ("UITextFieldDidEndEditingReasonCommitted", 0),
        ]
        for (name, value) in constants {
            main.push(value)
            lua_setglobal(main.state, name)
        }
        for (name, value) in LuaRuntime.textInputStringConstants {
            main.push(value)
            lua_setglobal(main.state, name)
        }
        main.pushFunction(register { args in
            let location: Int = try args[1], length: Int = try args[2]
            guard location >= 0, length >= 0 else { throw LuaError.message("NSMakeRange: location and length must be ≥ 0") }
            return args.push(NSRange(location: location, length: length))
        })
        lua_setglobal(main.state, "NSMakeRange")

        // The keyboard's keys, beside the fingers in Simulator.
        lua_getglobal(main.state, "Simulator")
        main.setField("typeText", register { args in
            Simulator.typeText(try args[1])
            return 0
        })
        main.setField("deleteBackward", register { _ in
            Simulator.deleteBackward()
            return 0
        })
        main.setField("pressReturn", register { _ in
            Simulator.pressReturn()
            return 0
        })
        main.setField("keyboardFrame", register { args in args.push(Simulator.keyboardFrame) })
        main.pop()
    }

    /// The notification names and user info keys, by their Objective-C
    /// names; each is its own string, as in UIKit.
    static let textInputStringConstants: [(String, String)] = {
        var constants = [
            "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
            "UIKeyboardDidHideNotification", "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
            "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
            "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
            "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
            "UITextFieldTextDidEndEditingNotification",
            "UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification",
            "UITextViewTextDidEndEditingNotification",
        ].map { ($0, $0) }
        constants += UITextContentType.all.map { ("UITextContentType\($0.0)", $0.1.rawValue) }
        return constants
    }()

    /// `NSNotificationCenter.defaultCenter` (Foundation's `NotificationCenter.default`)
    /// and the `NSNotification`s it hands observers. A script's observers
    /// belong to the session: they are removed when it ends, as the app that
    /// added them is gone.
    private func registerNotifications() {
        registerNative(NativeClass(luaOnly: "NSNotification", swiftType: NSNotification.self, properties: [
            Property("name", get: { (note: NSNotification) in note.name.rawValue }),
        ]) { [unowned self] note in
            note.getters["object"] = { [unowned self] args in
                let note = try args.object(1, NSNotification.self)
                return pushAny(note.object, on: args.lua) ? 1 : args.pushNil()
            }
            note.getters["userInfo"] = { [unowned self] args in
                let note = try args.object(1, NSNotification.self)
                guard let userInfo = note.userInfo else { return args.pushNil() }
                args.lua.newTable(arrayCount: 0)
                for (key, value) in userInfo {
                    guard let key = key.base as? String else { continue }
                    guard pushUserInfoValue(value, on: args.lua) else { continue }
                    args.lua.rawSet(-2, field: key)
                }
                return 1
            }
        })

        registerNative(NativeClass(luaOnly: "NSNotificationObserver", swiftType: NotificationObserver.self))

        registerNative(NativeClass(luaOnly: "NSNotificationCenter", swiftType: NotificationCenter.self) { [unowned self] center in
            center.classProperty("defaultCenter") { args in args.push(NotificationCenter.default) }
            center.function("addObserverForNameObjectQueueUsingBlock") { [unowned self] (center: NotificationCenter, args) in
                let name: String? = try args[2]
                let object: AnyObject? = args.lua.isNoneOrNil(3) ? nil : try args.object(3, AnyObject.self)
                guard args.lua.isNoneOrNil(4) else {
                    throw LuaError.argument(4, "queue must be nil: notifications are delivered on the main thread, where they are posted")
                }
                let block: LuaFunction = try args[5]
                let token = center.addObserver(forName: name.map { Notification.Name($0) }, object: object, queue: nil) {
                    [weak self] notification in
                    guard let self else { return }
                    _ = block.call(with: LuaAny(NSNotification(name: notification.name, object: notification.object,
                                                              userInfo: notification.userInfo)))
                }
                removeAtSessionEnd(token, from: center)
                return NotificationObserver(token)
            }
            center.action("addObserverSelectorNameObject") { [unowned self] (center: NotificationCenter, args) in
                let observer = try args.object(2, AnyObject.self)
                let selector: String = try args[3]
                let name: String? = try args[4]
                let object: AnyObject? = args.lua.isNoneOrNil(5) ? nil : try args.object(5, AnyObject.self)
                let method = LuaRuntime.luaName(ofSelector: selector)
                let token = center.addObserver(forName: name.map { Notification.Name($0) }, object: object, queue: nil) {
                    [weak self, weak observer] notification in
                    guard let self, let observer else { return }
                    callNotificationMethod(method, of: observer, with: NSNotification(
                        name: notification.name, object: notification.object, userInfo: notification.userInfo))
                }
                selectorObservers.append((WeakObject(observer), token))
                removeAtSessionEnd(token, from: center)
            }
            center.action("removeObserver") { [unowned self] (center: NotificationCenter, args) in
                removeObserver(try args.object(2, AnyObject.self), name: nil, from: center)
            }
            center.action("removeObserverNameObject") { [unowned self] (center: NotificationCenter, args) in
                removeObserver(try args.object(2, AnyObject.self), name: try args[3], from: center)
            }
            center.action("postNotificationNameObject") { (center: NotificationCenter, args) in
                let object: AnyObject? = args.lua.isNoneOrNil(3) ? nil : try args.object(3, AnyObject.self)
                center.post(name: Notification.Name(try args[2] as String), object: object)
            }
            center.action("postNotificationNameObjectUserInfo") { [unowned self] (center: NotificationCenter, args) in
                let object: AnyObject? = args.lua.isNoneOrNil(3) ? nil : try args.object(3, AnyObject.self)
                center.post(name: Notification.Name(try args[2] as String), object: object,
                            userInfo: try userInfo(at: 4, in: args))
            }
        })
    }

    /// A block's observer, or every selector observer registered for
    /// `observer` (for `name`, or all).
    private func removeObserver(_ observer: AnyObject, name: String?, from center: NotificationCenter) {
        if let block = observer as? NotificationObserver {
            return center.removeObserver(block.token, name: name.map { Notification.Name($0) }, object: nil)
        }
        selectorObservers.removeAll { $0.observer.object == nil }
        for entry in selectorObservers where entry.observer.object === observer {
            center.removeObserver(entry.token, name: name.map { Notification.Name($0) }, object: nil)
        }
        if name == nil { selectorObservers.removeAll { $0.observer.object === observer } }
    }

    private func removeAtSessionEnd(_ token: NSObjectProtocol, from center: NotificationCenter) {
        Session.current.onEnd { [weak self, weak center] in
            center?.removeObserver(token)
            self?.selectorObservers.removeAll { $0.token === token }
        }
    }

    /// Calls the observer's method for the selector with the notification.
    private func callNotificationMethod(_ method: String, of observer: AnyObject, with note: NSNotification) {
        guard !gate.state.pointee.isClosed else { return }
        let base = lua.top
        defer { lua.top = base }
        push(observer, on: lua)
        lua.pushRef(luaClass(of: observer).membersRef)
        guard lua.rawGet(-1, field: method) == LUA_TFUNCTION else {
            if pendingError == nil {
                pendingError = .error(.message("the notification observer \(className(of: observer)) has no method \(method)"))
            }
            return
        }
        push(observer, on: lua)
        push(note, on: lua)
        pcall(lua, arguments: 2, results: 0)
    }

    /// A user info value as Lua sees it: a rect, point or size for an
    /// `NSValue` of one, a boolean or number for an `NSNumber`, and what
    /// crosses as itself otherwise.
    private func pushUserInfoValue(_ value: Any, on lua: Lua) -> Bool {
        let stack = LuaStack(lua: lua, runtime: self)
        if let number = value as? NSNumber {
            switch String(cString: number.objCType) {
            case "c", "B": stack.push(number.boolValue)
            case "f", "d": stack.push(number.doubleValue)
            default: stack.push(number.intValue)
            }
            return true
        }
        if let boxed = value as? NSValue {
            let type = String(cString: boxed.objCType)
            if type.hasPrefix("{CGRect") { stack.push(boxed.cgRectValue); return true }
            if type.hasPrefix("{CGPoint") { stack.push(boxed.cgPointValue); return true }
            if type.hasPrefix("{CGSize") { stack.push(boxed.cgSizeValue); return true }
            return false
        }
        return pushAny(value, on: lua)
    }

    /// A table of user info keyed by strings; a rect, point or size goes in
    /// an `NSValue`, a number in an `NSNumber`, as UIKit's user info holds
    /// them.
    private func userInfo(at index: Int32, in args: LuaStack) throws -> [AnyHashable: Any]? {
        let lua = args.lua
        if lua.isNoneOrNil(index) { return nil }
        guard lua.type(at: index) == LUA_TTABLE else { throw args.typeError(index, expected: "table") }
        var result: [AnyHashable: Any] = [:]
        let table = lua.absolute(index)
        lua.pushNil()
        while lua_next(lua.state, table) != 0 {
            defer { lua.pop() }
            guard lua.type(at: -2) == LUA_TSTRING, let key = lua.string(at: -2) else {
                throw LuaError.argument(index, "user info keys must be strings")
            }
            switch anyValue(at: lua.top, in: lua) {
            case let rect as CGRect: result[key] = NSValue(cgRect: rect)
            case let point as CGPoint: result[key] = NSValue(cgPoint: point)
            case let size as CGSize: result[key] = NSValue(cgSize: size)
            case let number as Int: result[key] = NSNumber(value: number)
            case let number as Double: result[key] = NSNumber(value: number)
            case let flag as Bool: result[key] = NSNumber(value: flag)
            case let value?: result[key] = value
            case nil: throw LuaError.argument(index, "the user info value of \(key) cannot cross to Swift")
            }
        }
        return result
    }
}

extension NotificationCenter: LuaObject {}

/// What `addObserverForNameObjectQueueUsingBlock` returns, to remove the
/// observer with.
final class NotificationObserver: LuaObject {
    let token: NSObjectProtocol
    init(_ token: NSObjectProtocol) { self.token = token }
}

/// An object held weakly, for lists of observers.
struct WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A text field's delegate written in Lua (LuaProtocolAdapter says how).
final class LuaTextFieldDelegate: LuaProtocolAdapter, UITextFieldDelegate {
    private func answer(_ selector: String, _ field: UITextField) -> Bool {
        ask(selector, field, LuaAny.self, count: 0) { _ in }.map { Self.truth($0.value) } ?? true
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { answer("textFieldShouldBeginEditing:", textField) }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { answer("textFieldShouldEndEditing:", textField) }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { answer("textFieldShouldClear:", textField) }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { answer("textFieldShouldReturn:", textField) }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        tell("textFieldDidBeginEditing:", textField, count: 0) { _ in }
    }

    /// The form with the reason if the delegate has it, else the other, as UIKit does.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        if responds(to: "textFieldDidEndEditing:reason:") {
            tell("textFieldDidEndEditing:reason:", textField, count: 1) { $0.push(reason) }
        } else {
            tell("textFieldDidEndEditing:", textField, count: 0) { _ in }
        }
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        ask("textField:shouldChangeCharactersInRange:replacementString:", textField, LuaAny.self, count: 2) { stack in
            stack.push(range)
            stack.push(string)
        }.map { Self.truth($0.value) } ?? true
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
        tell("textFieldDidChangeSelection:", textField, count: 0) { _ in }
    }
}

/// A text view's delegate written in Lua (LuaProtocolAdapter says how).
final class LuaTextViewDelegate: LuaScrollViewDelegate, UITextViewDelegate {
    private func answer(_ selector: String, _ view: UITextView) -> Bool {
        ask(selector, view, LuaAny.self, count: 0) { _ in }.map { Self.truth($0.value) } ?? true
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { answer("textViewShouldBeginEditing:", textView) }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { answer("textViewShouldEndEditing:", textView) }
    func textViewDidBeginEditing(_ textView: UITextView) { tell("textViewDidBeginEditing:", textView, count: 0) { _ in } }
    func textViewDidEndEditing(_ textView: UITextView) { tell("textViewDidEndEditing:", textView, count: 0) { _ in } }
    func textViewDidChange(_ textView: UITextView) { tell("textViewDidChange:", textView, count: 0) { _ in } }
    func textViewDidChangeSelection(_ textView: UITextView) { tell("textViewDidChangeSelection:", textView, count: 0) { _ in } }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        ask("textView:shouldChangeTextInRange:replacementText:", textView, LuaAny.self, count: 2) { stack in
            stack.push(range)
            stack.push(text)
        }.map { Self.truth($0.value) } ?? true
    }
}
