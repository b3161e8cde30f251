import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// The gesture recognizers as scripts see them: `UITapGestureRecognizer(target,
/// "tapped:")` or `UITapGestureRecognizer(function)`, target-action by the
/// naming rule (`tapped:` calls `target:tapped(recognizer)`; a function is
/// called with the recognizer), subclassable (touches, `reset`, and how a
/// recognizer stands with others), and a delegate that is a table or an
/// object whose methods are called by their selectors' Lua names. Their
/// properties come from the class registry (UIGestureRecognizer+Properties.swift).
extension LuaRuntime {
    func registerGestureRecognizers() {
        registerNative(NativeClass(UIGestureRecognizer.self) { [unowned self] base in
            base.construct = { [unowned self] args in try makeRecognizer({ UIGestureRecognizer() }, args) }
            base.initializer = { $0.count == 0 ? "init" : "initWithTargetAction" }
            base.methods["init"] = { [unowned self] args in
                // UIKit's init is initWithTarget:nil action:NULL.
                args.lua.top = 1
                args.lua.pushNil()
                args.lua.pushNil()
                send("initWithTargetAction", argumentCount: 2, in: args.lua)
                return 0
            }
            base.action("initWithTargetAction") { [unowned self] (recognizer: UIGestureRecognizer, args) in
                try addAction(to: recognizer, from: args, at: 2)
            }
            base.action("addTargetAction") { [unowned self] (recognizer: UIGestureRecognizer, args) in
                guard !args.lua.isNoneOrNil(2) || args.lua.type(at: 3) == LUA_TFUNCTION else {
                    throw LuaError.argument(2, "a target is needed with a selector")
                }
                try addAction(to: recognizer, from: args, at: 2)
            }
            base.action("removeTargetAction") { (recognizer: UIGestureRecognizer, args) in
                if args.lua.type(at: 3) == LUA_TFUNCTION {
                    return recognizer.removeHandlers { ($0 as? LuaFunction)?.isSame(asValueAt: 3, in: args.lua) ?? false }
                }
                let target: AnyObject? = args.lua.isNoneOrNil(2) ? nil : try args.object(2, AnyObject.self)
                recognizer.removeTarget(target, action: (try args[3] as String?).map { Selector($0) })
            }
            base.action("requireGestureRecognizerToFail") { (recognizer: UIGestureRecognizer, args) in
                recognizer.require(toFail: try args[2])
            }
            base.function("locationInView") { (recognizer: UIGestureRecognizer, args) in recognizer.location(in: try args[2]) }
            base.function("locationOfTouchInView") { (recognizer: UIGestureRecognizer, args) in
                recognizer.location(ofTouch: try args[2], in: try args[3])
            }
            base.action("ignoreTouchForEvent") { (recognizer: UIGestureRecognizer, args) in
                recognizer.ignore(try args[2], for: try args[3])
            }
            base.getters["delegate"] = { args in
                let recognizer = try args.object(1, UIGestureRecognizer.self)
                if let delegate = recognizer.delegate as? LuaGestureDelegate { return delegate.push(on: args.lua) }
                args.runtime.push(recognizer.delegate as AnyObject?, on: args.lua)
                return 1
            }
            base.setters["delegate"] = { [unowned self] args in
                let recognizer = try args.object(1, UIGestureRecognizer.self)
                let delegate = try gestureDelegate(at: 2, in: args)
                recognizer.holdDelegate(delegate as? LuaGestureDelegate)
                recognizer.delegate = delegate
                return 0
            }
        })

        let makers: [(type: AnyClass, make: () -> UIGestureRecognizer)] = [
            (UITapGestureRecognizer.self, { UITapGestureRecognizer() }),
            (UILongPressGestureRecognizer.self, { UILongPressGestureRecognizer() }),
            (UIScreenEdgePanGestureRecognizer.self, { UIScreenEdgePanGestureRecognizer() }),
            (UISwipeGestureRecognizer.self, { UISwipeGestureRecognizer() }),
            (UIPinchGestureRecognizer.self, { UIPinchGestureRecognizer() }),
            (UIRotationGestureRecognizer.self, { UIRotationGestureRecognizer() }),
        ]
        for maker in makers {
            registerNative(NativeClass(maker.type) { [unowned self] recognizerClass in
                recognizerClass.construct = { [unowned self] args in try makeRecognizer(maker.make, args) }
            })
        }
        registerNative(NativeClass(UIPanGestureRecognizer.self) { [unowned self] pan in
            pan.construct = { [unowned self] args in try makeRecognizer({ UIPanGestureRecognizer() }, args) }
            pan.function("translationInView") { (pan: UIPanGestureRecognizer, args) in pan.translation(in: try args[2]) }
            pan.action("setTranslationInView") { (pan: UIPanGestureRecognizer, args) in
                pan.setTranslation(try args[2], in: try args[3])
            }
            pan.function("velocityInView") { (pan: UIPanGestureRecognizer, args) in pan.velocity(in: try args[2]) }
        })
    }

    /// UIView's side: attaching and detaching recognizers.
    func addGestureMethods(to view: NativeClass) {
        view.action("addGestureRecognizer") { (view: UIView, args) in view.addGestureRecognizer(try args[2]) }
        view.action("removeGestureRecognizer") { (view: UIView, args) in view.removeGestureRecognizer(try args[2]) }
    }

    /// `Class()`, `Class(target, "action:")` or `Class(function)`.
    private func makeRecognizer(_ make: () -> UIGestureRecognizer, _ args: LuaStack) throws -> UIGestureRecognizer {
        let recognizer = make()
        if args.count > 0 { try addAction(to: recognizer, from: args, at: 1) }
        return recognizer
    }

    /// The target and action at `index` and the next: a function as the
    /// action (the target then unused), or a target and a selector.
    private func addAction(to recognizer: UIGestureRecognizer, from args: LuaStack, at index: Int32) throws {
        if args.lua.type(at: index) == LUA_TFUNCTION || args.lua.type(at: index + 1) == LUA_TFUNCTION {
            let function: LuaFunction = try args[args.lua.type(at: index) == LUA_TFUNCTION ? index : index + 1]
            recognizer.addHandler({ [weak self] recognizer in self?.call(function, with: recognizer) }, owner: function)
            return
        }
        if args.lua.isNoneOrNil(index) && args.lua.isNoneOrNil(index + 1) { return }
        let target = try args.object(index, AnyObject.self)
        recognizer.addTarget(target, action: Selector(try args[index + 1] as String))
    }

    private func call(_ function: LuaFunction, with recognizer: UIGestureRecognizer) {
        guard function.function.isLive else { return }
        function.push(onto: LuaStack(lua: lua, runtime: self))
        push(recognizer, on: lua)
        pcall(lua, arguments: 1, results: 0)
    }

    /// The delegate a Lua value stands for: nil, a table, a Lua object, or a
    /// native one (the navigation controller's own, put back).
    private func gestureDelegate(at index: Int32, in args: LuaStack) throws -> UIGestureRecognizerDelegate? {
        let type = args.lua.type(at: index)
        if type == LUA_TNIL || type == LUA_TNONE { return nil }
        if type == LUA_TTABLE {
            args.lua.pushValue(at: index)
            return LuaGestureDelegate(table: LuaReference(runtime: self, popping: args.lua))
        }
        let object = try args.object(index, AnyObject.self)
        if ownScripted(object) == nil, let native = object as? UIGestureRecognizerDelegate { return native }
        return LuaGestureDelegate(object: object, runtime: self)
    }
}

/// A recognizer's delegate written in Lua. A table is held by the recognizer;
/// an object is held weakly, as UIKit holds delegates, so that a controller
/// that is its own view's recognizers' delegate can go. Each question is asked
/// only if the delegate has the method (`gestureRecognizerShouldBegin`,
/// `gestureRecognizerShouldReceiveTouch`, …), UIKit's answer otherwise.
final class LuaGestureDelegate: UIGestureRecognizerDelegate {
    private let table: LuaReference?
    private weak var object: AnyObject?
    private unowned(unsafe) let runtime: LuaRuntime
    private let gate: HookGate

    init(table: LuaReference) {
        self.table = table
        runtime = table.runtime
        gate = table.gate
    }

    init(object: AnyObject, runtime: LuaRuntime) {
        table = nil
        self.object = object
        self.runtime = runtime
        gate = runtime.gate
    }

    /// Pushes the Lua value (nil once an object delegate is gone).
    func push(on lua: Lua) -> Int32 {
        if let table, table.isLive { table.push(on: lua) } else { runtime.push(object, on: lua) }
        return 1
    }

    /// Calls the method for `selector` with the recognizer and `other`, if
    /// the delegate has it; its truth, or nil.
    private func ask(_ selector: String, _ recognizer: UIGestureRecognizer, _ other: AnyObject?) -> Bool? {
        guard !gate.state.pointee.isClosed, table != nil || object != nil else { return nil }
        let lua = runtime.lua
        let base = lua.top
        defer { lua.top = base }
        _ = push(on: lua)
        let name = LuaRuntime.luaName(ofSelector: selector)
        if let object {
            lua.pushRef(runtime.luaClass(of: object).membersRef)
            _ = lua.rawGet(-1, field: name)
            luaui_remove(lua.state, -2)
        } else {
            _ = lua.rawGet(-1, field: name)
        }
        guard lua.type(at: -1) == LUA_TFUNCTION else { return nil }
        lua_rotate(lua.state, -2, 1)
        runtime.push(recognizer, on: lua)
        runtime.push(other, on: lua)
        guard runtime.pcall(lua, arguments: 3, results: 1) else { return nil }
        return lua.toBool(-1)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        ask("gestureRecognizerShouldBegin:", gestureRecognizer, nil) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        ask("gestureRecognizer:shouldReceiveTouch:", gestureRecognizer, touch) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        ask("gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:", gestureRecognizer, otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        ask("gestureRecognizer:shouldRequireFailureOfGestureRecognizer:", gestureRecognizer, otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        ask("gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:", gestureRecognizer, otherGestureRecognizer) ?? false
    }
}
