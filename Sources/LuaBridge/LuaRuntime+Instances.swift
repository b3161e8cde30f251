import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// Instances: making them, setting their properties and fields, describing them.
extension LuaRuntime {
    /// `obj.key = value`: a property's setter, or a per-instance field.
    func assign(_ args: LuaStack, in luaClass: LuaClass) throws -> Int32 {
        let lua = args.lua
        if let key = lua.string(at: 2) {
            if let setter = luaClass.native.setter(forKey: key, runtime: self) {
                luaui_remove(lua.state, 2)  // the setter reads the value as argument 2
                do {
                    return try setter(args)
                } catch LuaError.argument(_, let message) {
                    throw LuaError.message("bad value for property '\(key)' of \(typeName(at: 1, in: lua)) (\(message))")
                }
            }
            if luaClass.native.hasProperty(key, runtime: self) {
                throw LuaError.message("property '\(key)' of \(typeName(at: 1, in: lua)) is read-only")
            }
            if let refusal = luaClass.native.refusesField { throw LuaError.message(refusal(key)) }
        }
        try storeField(of: 1, key: 2, value: 3, on: lua)
        return 0
    }

    /// Sets a per-instance field of the object userdata at `object`.
    func storeField(of object: Int32, key: Int32, value: Int32, on lua: Lua) throws {
        guard let handle = luaui_toobject(lua.state, object) else { return }
        // lua_rawset would raise these itself, from under this Swift frame.
        if lua.isNoneOrNil(key) { throw LuaError.message("table index is nil") }
        if lua.type(at: key) == LUA_TNUMBER, luaui_tonumber(lua.state, key, nil).isNaN {
            throw LuaError.message("table index is NaN")
        }
        if lua_getiuservalue(lua.state, object, 1) != LUA_TTABLE {
            lua.pop()
            lua.newTable()
            lua.pushValue(at: -1)
            lua_setiuservalue(lua.state, object, 1)
            handle.pointee.flags |= ObjectFlags.hasFields
        }
        lua.pushValue(at: key)
        lua.pushValue(at: value)
        lua.rawSet(-3)
        lua.pop()
        // The cache mirrors the fields, which win over members of the same name.
        pushLookupCache(of: object, on: lua)
        lua.pushValue(at: key)
        lua.pushValue(at: value)
        lua.rawSet(-3)
        lua.pop()
    }

    /// Key-value coding of a Lua class's own key: the instance's field.
    func setField(_ key: String, of object: AnyObject, to value: Any?) {
        let lua = self.lua
        let base = lua.top
        defer { lua.top = base }
        push(object, on: lua)
        lua.push(key)
        guard pushAny(value, on: lua) else {
            return UIKitException.raise(.invalidArgumentException,
                "[<\(className(of: object)) \(describeObject(object))> setValue:forKey:]: \(type(of: value!)) values do not cross to Lua (key \(key))")
        }
        do {
            try storeField(of: base + 1, key: base + 2, value: base + 3, on: lua)
        } catch {
            UIKitException.raise(.invalidArgumentException, "\(error)")
        }
    }

    func field(_ key: String, of object: AnyObject) -> Any? {
        let lua = self.lua
        let base = lua.top
        defer { lua.top = base }
        push(object, on: lua)
        guard lua_getiuservalue(lua.state, -1, 1) == LUA_TTABLE else { return nil }
        _ = lua.rawGet(-1, field: key)
        return anyValue(at: -1, in: lua)
    }

    /// Pushes a Swift value of a type that crosses to Lua; false, pushing
    /// nothing, for one that does not.
    func pushAny(_ value: Any?, on lua: Lua) -> Bool {
        guard let value else { lua.pushNil(); return true }
        guard let crossing = value as? any LuaValue else { return false }
        crossing.push(onto: LuaStack(lua: lua, runtime: self))
        return true
    }

    /// A Lua value as Swift holds it boxed: a Bool, an Int or a Double, a String,
    /// an object, a geometry value; nil for what has no Swift counterpart.
    func anyValue(at index: Int32, in lua: Lua) -> Any? {
        let stack = LuaStack(lua: lua, runtime: self)
        switch lua.type(at: index) {
        case LUA_TBOOLEAN: return lua.toBool(index)
        case LUA_TNUMBER: return lua_isinteger(lua.state, index) != 0 ? try? stack[index] as Int : try? stack[index] as Double
        case LUA_TSTRING: return lua.string(at: index)
        case LUA_TUSERDATA:
            if let pointer = luaui_toobject(lua.state, index)?.pointee.object {
                return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
            }
            if let transform = luaui_totransform(lua.state, index) { return CGAffineTransform(transform.pointee) }
            guard let geometry = luaui_togeometry(lua.state, index),
                  let kind = GeometryKind(rawValue: geometry.pointee.kind) else { return nil }
            switch kind {
            case .rect: return CGRect(geometry.pointee.v)
            case .point: return CGPoint(geometry.pointee.v)
            case .size: return CGSize(geometry.pointee.v)
            case .insets: return UIEdgeInsets(geometry.pointee.v)
            case .indexPath: return IndexPath(row: Int(geometry.pointee.v.0), section: Int(geometry.pointee.v.1))
            case .directionalInsets: return NSDirectionalEdgeInsets(geometry.pointee.v)
            }
        default: return nil
        }
    }

    // MARK: Making instances

    /// `Class(…)`: a native instance, or one of a Lua class, to which the
    /// initializer the arguments call for (`init`, `initWithFrame`, …) is then sent.
    func construct(_ luaClass: LuaClass, _ args: LuaStack) throws -> Int32 {
        luaui_remove(args.lua.state, 1)  // the class table
        guard let scripted = luaClass.scripted else {
            guard let construct = luaClass.native.construct else {
                throw LuaError.message("\(luaClass.name) cannot be created from a script")
            }
            push(try construct(args), on: args.lua)
            return 1
        }
        let object = scripted.standIn.make(scripted)
        let selector = initializer(of: luaClass)?(args) ?? "init"
        push(object, on: args.lua)
        luaui_insert(args.lua.state, 1)
        send(selector, argumentCount: args.lua.top - 1, in: args.lua)
        push(object, on: args.lua)
        return 1
    }

    /// The initializer choice of the nearest native class that has one: a
    /// subclass of UIControl or UIScrollView sends `initWithFrame:` as UIView's do.
    private func initializer(of luaClass: LuaClass) -> ((LuaStack) -> String)? {
        var current: LuaClass? = luaClass
        while let candidate = current {
            if let initializer = candidate.native.initializer { return initializer }
            current = candidate.superclass
        }
        return nil
    }

    /// An instance of a Lua class from an archive: `initWithCoder` sent with the
    /// coder. Nil if the initializer raised (the error is then pending).
    func instantiate(_ luaClass: LuaClass, coder: NSCoder) -> AnyObject? {
        guard let scripted = luaClass.scripted else { return nil }
        let object = scripted.standIn.make(scripted)
        let lua = self.lua
        let base = lua.top
        defer { lua.top = base }
        push(object, on: lua)
        push(coder, on: lua)
        let hadError = pendingError != nil
        send("initWithCoder", argumentCount: 1, in: lua, at: base + 1)
        return !hadError && pendingError != nil ? nil : object
    }

    /// Sends an initializer to the object at index `receiver` (1 unless given)
    /// with the `argumentCount` arguments above it, as Objective-C's dynamic
    /// dispatch would: to the Lua override nearest the object's class, or to the
    /// native implementation. Traced.
    func send(_ selector: String, argumentCount: Int32, in lua: Lua, at receiver: Int32 = 1) {
        guard let pointer = luaui_toobject(lua.state, receiver)?.pointee.object,
              let object = ownScripted(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()) else { return }
        let luaClass = object.scriptedClass.luaClass
        if traceEnabled { trace("-[\(luaClass.name) \(Self.initializerSelectors[selector] ?? selector)]") }
        lua.pushRef(luaClass.membersRef)
        _ = lua.rawGet(-1, field: selector)
        luaui_remove(lua.state, -2)
        luaui_insert(lua.state, lua.top - argumentCount - 1)
        pcall(lua, arguments: argumentCount + 1, results: 0)
    }

    /// A control's action on one of this runtime's objects: the method the
    /// selector names by the naming rule (`buttonTapped:` is `buttonTapped`),
    /// called with the sender and, for a selector of two parts, the event.
    /// False if the object is not this runtime's or has no such method.
    func performAction(_ action: Selector, on target: AnyObject, sender: AnyObject?, event: UIEvent?) -> Bool {
        guard let object = ownScripted(target) else { return false }
        let lua = self.lua
        lua.pushRef(object.scriptedClass.luaClass.membersRef)
        guard lua.rawGet(-1, field: LuaRuntime.luaName(ofSelector: action.name)) == LUA_TFUNCTION else {
            lua.pop(2)
            return false
        }
        luaui_remove(lua.state, -2)
        let stack = LuaStack(lua: lua, runtime: self)
        push(target, on: lua)
        let parts = action.name.filter { $0 == ":" }.count
        if parts >= 1 { if let sender { push(sender, on: lua) } else { lua.pushNil() } }
        if parts >= 2 { if let event { event.push(onto: stack) } else { lua.pushNil() } }
        pcall(lua, arguments: 1 + Int32(min(parts, 2)), results: 0)
        return true
    }

    /// The Lua API's naming rule: a selector's colons dropped, each part after
    /// the first capitalised.
    static func luaName(ofSelector selector: String) -> String {
        selector.split(separator: ":").enumerated().map { index, part in
            index == 0 ? String(part) : part.prefix(1).uppercased() + part.dropFirst()
        }.joined()
    }

    static let initializerSelectors = [
        "init": "init", "initWithFrame": "initWithFrame:", "initWithCoder": "initWithCoder:",
        "initWithNibNameBundle": "initWithNibName:bundle:",
        "initWithRootViewController": "initWithRootViewController:",
        "initWithTargetAction": "initWithTarget:action:",
    ]

    // MARK: Descriptions

    /// `tostring(obj)`: the object's description.
    func describeObject(at index: Int32, in lua: Lua) -> String {
        guard let handle = luaui_toobject(lua.state, index) else { return lua.describe(at: index) }
        guard let pointer = handle.pointee.object else { return "<\(typeName(at: index, in: lua)) (deallocated)>" }
        return describeObject(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue())
    }

    func describeObject(_ object: AnyObject) -> String {
        // Views and colors print UIKit's descriptions, made deterministic (they
        // are NSObjects); other responders print as `<Class: #id>` below.
        if object is UIView || object is UIColor { return (object as? NSObject)?.description ?? "" }
        if let recognizer = object as? UIGestureRecognizer { return recognizer.description(named: className(of: recognizer)) }
        if object is UIImage || object is UIFont || object is UIBezierPath || object is UIImage.Configuration { return (object as? NSObject)?.description ?? "" }
        // NSObject's own description holds an address, which output never shows.
        if !(object is NSObject), let describable = object as? CustomStringConvertible { return describable.description }
        return "<\(className(of: object))\((object as? UIResponder).map { ": #\($0.objectID)" } ?? "")>"
    }

    /// The class name scripts see for an object: a Lua class's own, or the
    /// UIKit class a nib's stand-in stands for (`UILabel`).
    func className(of object: AnyObject) -> String {
        if let standIn = object as? NibStandIn { return standIn.standInClassName }
        return luaClass(of: object).name
    }
}
