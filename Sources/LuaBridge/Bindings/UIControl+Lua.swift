import CLua
import Foundation
@_spi(Bridging) import ViewCore

/// `UIControl` as scripts see it: `UIControl(frame)`, subclassable (its
/// tracking hooks), and target-action by the naming rule:
/// `control:addTargetActionForControlEvents(target, "buttonTapped:", UIControlEventTouchUpInside)`
/// calls `target:buttonTapped(sender)`; a function as the action is called
/// with the control and the event, whatever the target; a nil target with a
/// selector sends it up the responder chain. Its properties come from the
/// class registry (NativeClasses.swift).
extension LuaRuntime {
    func registerControl() {
        registerNative(NativeClass(UIControl.self) { [unowned self] control in
            control.construct = { args in args.count == 0 ? UIControl() : UIControl(frame: try args[1]) }
            control.action("addTargetActionForControlEvents") { [unowned self] (control: UIControl, args) in
                let events: UIControl.Event = try args[4]
                if args.lua.type(at: 3) == LUA_TFUNCTION {
                    let function: LuaFunction = try args[3]
                    control.addHandler({ [weak self] sender, event in self?.call(function, sender, event) }, owner: function,
                                       for: events)
                } else {
                    let target: AnyObject? = args.lua.isNoneOrNil(2) ? nil : try args.object(2, AnyObject.self)
                    control.addTarget(target, action: Selector(try args[3] as String), for: events)
                }
            }
            control.action("removeTargetActionForControlEvents") { (control: UIControl, args) in
                let events: UIControl.Event = try args[4]
                if args.lua.type(at: 3) == LUA_TFUNCTION {
                    control.removeHandlers(where: { ($0 as? LuaFunction)?.isSame(asValueAt: 3, in: args.lua) ?? false }, for: events)
                } else if args.lua.isNoneOrNil(2) && args.lua.type(at: 3) != LUA_TSTRING {
                    control.removeUntargetedActions(for: events)
                } else {
                    let target: AnyObject? = args.lua.isNoneOrNil(2) ? nil : try args.object(2, AnyObject.self)
                    control.removeTarget(target, action: (try args[3] as String?).map { Selector($0) }, for: events)
                }
            }
            control.action("sendActionsForControlEvents") { (control: UIControl, args) in control.sendActions(for: try args[2]) }
            control.action("sendActionToForEvent") { (control: UIControl, args) in
                let target: AnyObject? = args.lua.isNoneOrNil(3) ? nil : try args.object(3, AnyObject.self)
                control.sendAction(Selector(try args[2] as String), to: target, for: try args[4])
            }
            control.function("actionsForTargetForControlEvent") { (control: UIControl, args) in
                let target: AnyObject? = args.lua.isNoneOrNil(2) ? nil : try args.object(2, AnyObject.self)
                return control.actions(forTarget: target, forControlEvent: try args[3]) ?? []
            }
            control.getter("allTargets") { (control: UIControl) in control.allTargets.map(LuaAny.init) }
        })

        registerNative(NativeClass(UIButton.self) { [unowned self] button in
            button.construct = { args in args.count == 0 ? UIButton() : UIButton(frame: try args[1]) }
            button.classFunction("buttonWithType") { args in UIButton(type: try args[2]) }
            button.action("setTitleForState") { (button: UIButton, args) in button.setTitle(try args[2], for: try args[3]) }
            button.function("titleForState") { (button: UIButton, args) in button.title(for: try args[2]) }
            button.action("setTitleColorForState") { (button: UIButton, args) in button.setTitleColor(try args[2], for: try args[3]) }
            button.function("titleColorForState") { (button: UIButton, args) in button.titleColor(for: try args[2]) }
            button.action("setImageForState") { (button: UIButton, args) in button.setImage(try args[2], for: try args[3]) }
            button.function("imageForState") { (button: UIButton, args) in button.image(for: try args[2]) }
            addButtonConfiguration(to: button)
        })

        registerNative(NativeClass(UISwitch.self) { switchControl in
            switchControl.construct = { args in args.count == 0 ? UISwitch() : UISwitch(frame: try args[1]) }
            switchControl.action("setOnAnimated") { (control: UISwitch, args) in control.setOn(try args[2], animated: try args[3]) }
        })

        registerNative(NativeClass(UISlider.self) { slider in
            slider.construct = { args in args.count == 0 ? UISlider() : UISlider(frame: try args[1]) }
            slider.action("setValueAnimated") { (slider: UISlider, args) in slider.setValue(try args[2], animated: try args[3]) }
        })

        registerValueControls()
    }

    /// A function action's call: the control and the event, protected.
    private func call(_ function: LuaFunction, _ sender: UIControl, _ event: UIEvent?) {
        guard function.function.isLive else { return }
        function.push(onto: LuaStack(lua: lua, runtime: self))
        push(sender, on: lua)
        if let event { event.push(onto: LuaStack(lua: lua, runtime: self)) } else { lua.pushNil() }
        pcall(lua, arguments: 2, results: 0)
    }
}
