import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// The root classes and the app-wide objects: `NSObject`, `UIResponder`,
/// `UIScreen`, `UIApplication` and `UIApplicationMain`, `UIDevice`, `UIColor`,
/// `NSCoder`, and the coordinator and block objects hooks pass.
extension LuaRuntime {
    func registerFoundationClasses() {
        registerNative(NativeClass(NSObject.self) { [unowned self] object in
            object.methods["subclass"] = { [unowned self] args in
                let superclass = try luaClass(at: 1, in: args)
                let name: String = try args[2]
                args.lua.pushRef(try makeSubclass(of: superclass, named: name).tableRef)
                return 1
            }
            // NSObject's init does nothing; a Lua class's runs on the instance.
            object.methods["init"] = { _ in 0 }
            object.getters["className"] = { [unowned self] args in
                guard let pointer = luaui_toobject(args.lua.state, 1)?.pointee.object else {
                    return args.push(typeName(at: 1, in: args.lua))
                }
                return args.push(className(of: Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()))
            }
            object.getters["description"] = { [unowned self] args in args.push(describeObject(at: 1, in: args.lua)) }
            // Key-value coding: what a nib's attributes and runtime attributes set,
            // and what a stand-in (a nib's UILabel) keeps.
            object.methods["valueForKey"] = { [unowned self] args in
                let value = KeyValueAccess.value(forKey: try args[2], of: try args.object(1, AnyObject.self))
                return pushAny(value, on: args.lua) ? 1 : args.pushNil()
            }
            object.methods["setValueForKey"] = { [unowned self] args in
                KeyValueAccess.setValue(anyValue(at: 2, in: args.lua), forKey: try args[3], of: try args.object(1, AnyObject.self))
                return 0
            }
            object.methods["isKindOfClass"] = { [unowned self] args in
                let target = try luaClass(at: 2, in: args)
                let receiver = try args.object(1, AnyObject.self)
                return args.push(luaClass(of: receiver).registered.isSubclass(of: target.registered))
            }
        })
        registerNative(NativeClass(UIResponder.self))

        registerNative(NativeClass(UIScreen.self) { screen in
            screen.classProperty("mainScreen") { args in args.push(UIScreen.main) }
        })

        registerApplication()

        registerNative(NativeClass(UIDevice.self) { device in
            device.action("beginGeneratingDeviceOrientationNotifications") { (device: UIDevice, _) in
                device.beginGeneratingDeviceOrientationNotifications()
            }
            device.action("endGeneratingDeviceOrientationNotifications") { (device: UIDevice, _) in
                device.endGeneratingDeviceOrientationNotifications()
            }
            device.classProperty("currentDevice") { args in args.push(UIDevice.current) }
        })

        registerColor()
        registerCoder()

        registerTransitionCoordinator()

        registerNative(NativeClass(luaOnly: "NSBlock", swiftType: BlockObject.self))
        addCallMetamethod(to: "NSBlock") { args in
            let block = try args.object(1, BlockObject.self)
            if let booleanBody = block.booleanBody { booleanBody(try args[2]) } else { block.body() }
            return 0
        }
    }

    /// The class whose table is at `index`.
    func luaClass(at index: Int32, in args: LuaStack) throws -> LuaClass {
        guard args.lua.type(at: index) == LUA_TTABLE,
              args.lua.rawGet(index, field: "className") == LUA_TSTRING,
              let luaClass = classesByName[args.lua.string(at: -1) ?? ""] else {
            throw LuaError.argument(index, "class expected, got \(typeName(at: index, in: args.lua))")
        }
        args.lua.pop()
        return luaClass
    }

    /// The classes of a sequence argument (`{UINavigationController, Screen}`).
    func classes(inSequenceAt index: Int32, in args: LuaStack) throws -> [RegisteredClass] {
        let lua = args.lua
        guard lua.type(at: index) == LUA_TTABLE else {
            throw LuaError.argument(index, "sequence of classes expected, got \(typeName(at: index, in: lua))")
        }
        var result: [RegisteredClass] = []
        var position = 1
        while lua.rawGet(index, position) != LUA_TNIL {
            do {
                result.append(try luaClass(at: lua.top, in: args).registered)
            } catch {
                throw LuaError.argument(index, "element \(position) is not a class")
            }
            lua.pop()
            position += 1
        }
        lua.pop()
        return result
    }

    private func addCallMetamethod(to className: String, _ function: @escaping Function) {
        guard let luaClass = classesByName[className] else { return }
        main.pushRef(luaClass.metatableRef)
        main.pushFunction(register(function))
        main.rawSet(-2, field: "__call")
        main.pop()
    }

    private func registerColor() {
        registerNative(NativeClass(UIColor.self) { color in
            color.construct = { args in
                UIColor(red: try args[1], green: try args[2], blue: try args[3], alpha: (try args[4] as CGFloat?) ?? 1)
            }
            color.classFunction("colorWithRedGreenBlueAlpha") { args in
                UIColor(red: try args[2], green: try args[3], blue: try args[4], alpha: try args[5])
            }
            color.classFunction("colorWithWhiteAlpha") { args in UIColor(white: try args[2], alpha: try args[3]) }
            color.classFunction("colorWithHueSaturationBrightnessAlpha") { args in
                UIColor(hue: try args[2], saturation: try args[3], brightness: try args[4], alpha: try args[5])
            }
            color.classFunction("colorWithDisplayP3RedGreenBlueAlpha") { args in
                UIColor(displayP3Red: try args[2], green: try args[3], blue: try args[4], alpha: try args[5])
            }
            // UIKit's getters write through pointers; here they return the
            // components, or nothing where UIKit's getter answers NO.
            func components(_ name: String, _ read: @escaping (UIColor) -> [CGFloat]?) {
                color.methods[name] = { args in
                    try args.withReceiver(UIColor.self) { color in
                        guard let values = read(color) else { return 0 }
                        for value in values { value.push(onto: args) }
                        return Int32(values.count)
                    }
                }
            }
            components("getRedGreenBlueAlpha") { color in
                var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
                return color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) ? [red, green, blue, alpha] : nil
            }
            components("getHueSaturationBrightnessAlpha") { color in
                var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
                return color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
                    ? [hue, saturation, brightness, alpha] : nil
            }
            components("getWhiteAlpha") { color in
                var white: CGFloat = 0, alpha: CGFloat = 0
                return color.getWhite(&white, alpha: &alpha) ? [white, alpha] : nil
            }
            color.function("resolvedColorWithTraitCollection") { (color: UIColor, args) in
                color.resolvedColor(with: try args[2])
            }
            color.classFunction("colorNamed") { args in UIColor(named: try args[2] as String) }
            color.function("colorWithAlphaComponent") { (color: UIColor, args) in color.withAlphaComponent(try args[2]) }
            color.action("set") { (color: UIColor, _) in color.set() }
            color.action("setFill") { (color: UIColor, _) in color.setFill() }
            color.action("setStroke") { (color: UIColor, _) in color.setStroke() }
            color.getter("CGColor") { (color: UIColor) in color }
            // The named colours and the system ones (UIColor.systemBlueColor).
            for (name, value) in UIColor.namedSystemColors {
                color.classProperty(name) { args in args.push(value) }
            }
        })
    }

    /// What `initWithCoder` gets: an archive's values by key.
    private func registerCoder() {
        registerNative(NativeClass(luaOnly: "NSCoder", swiftType: NSCoder.self) { [unowned self] coder in
            coder.function("containsValueForKey") { (coder: NSCoder, args) in coder.containsValue(forKey: try args[2]) }
            coder.methods["decodeObjectForKey"] = { [unowned self] args in
                let value = try args.object(1, NSCoder.self).decodeObject(forKey: try args[2])
                return pushAny(value, on: args.lua) ? 1 : args.pushNil()
            }
            coder.function("decodeBoolForKey") { (coder: NSCoder, args) in coder.decodeBool(forKey: try args[2]) }
            coder.function("decodeIntegerForKey") { (coder: NSCoder, args) in coder.decodeInteger(forKey: try args[2]) }
            coder.function("decodeDoubleForKey") { (coder: NSCoder, args) in coder.decodeDouble(forKey: try args[2]) }
        })
    }
}
