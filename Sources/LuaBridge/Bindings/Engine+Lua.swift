import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// The project's own headless API: `RunLoop`, `Simulator`, `trace`; the drawing
/// functions; `collectgarbage`.
extension LuaRuntime {
    func registerEngine() {
        setGlobal("UIAccessibilityPostNotification") { args in
            let raw = try args[1] as Int
            guard let notification = UInt32(exactly: raw) else {
                throw LuaError.argument(1, "\(raw) is no accessibility notification")
            }
            UIAccessibility.post(notification: UIAccessibility.Notification(rawValue: notification),
                                 argument: args.runtime.anyValue(at: 2, in: args.lua))
            return 0
        }
        registerNative(NativeClass(luaOnly: "RunLoop", swiftType: VirtualRunLoop.self, properties: [
            Property("currentTime", get: { (loop: VirtualRunLoop) in loop.currentTime }),
        ]) { [unowned self] runLoop in
            runLoop.action("runOnce") { [unowned self] (loop: VirtualRunLoop, _) in
                loop.runOnce()
                releaseUnownedAnchors()
            }
            runLoop.action("runUntilIdle") { [unowned self] (loop: VirtualRunLoop, _) in
                loop.runUntilIdle()
                releaseUnownedAnchors()
            }
            runLoop.action("runFor") { [unowned self] (loop: VirtualRunLoop, args) in
                loop.run(for: try seconds(args, 2))
                releaseUnownedAnchors()
            }
            runLoop.action("perform") { (loop: VirtualRunLoop, args) in
                let function: LuaFunction = try args[2]
                loop.perform { function.call() }
            }
            // Timers: `after` fires once, `every` repeats; each calls its function
            // with the timer, as NSTimer passes itself, and returns it.
            for (name, repeats) in [("after", false), ("every", true)] {
                runLoop.function(name) { [unowned self] (loop: VirtualRunLoop, args) in
                    let delay = try seconds(args, 2)
                    let function: LuaFunction = try args[3]
                    return loop.schedule(after: delay, repeats: repeats) { function.call(with: $0) }
                }
            }
            // The engine's CADisplayLink: the function runs at every frame with the
            // time, until it returns false or its handler is invalidated.
            runLoop.function("onFrame") { (loop: VirtualRunLoop, args) in
                let function: LuaFunction = try args[2]
                return loop.addFrameHandler { function.call(with: $0) }
            }
            runLoop.classProperty("main") { args in args.push(VirtualRunLoop.main) }
        })

        registerNative(NativeClass(luaOnly: "Timer", swiftType: ScheduledTimer.self, properties: [
            Property("valid", get: { (timer: ScheduledTimer) in timer.isValid }),
            Property("interval", get: { (timer: ScheduledTimer) in timer.interval }),
            Property("repeats", get: { (timer: ScheduledTimer) in timer.repeats }),
            Property("fireTime", get: { (timer: ScheduledTimer) in timer.fireTime }),
        ]) { timer in
            timer.action("invalidate") { (timer: ScheduledTimer, _) in timer.invalidate() }
        })

        registerNative(NativeClass(luaOnly: "FrameHandler", swiftType: FrameHandler.self, properties: [
            Property("valid", get: { (handler: FrameHandler) in handler.isValid }),
        ]) { frameHandler in
            frameHandler.action("invalidate") { (handler: FrameHandler, _) in handler.invalidate() }
        })

        registerNative(NativeClass(luaOnly: "InteractivePop", swiftType: InteractivePop.self, properties: [
            Property("fraction", get: { (pop: InteractivePop) in pop.fraction }),
        ]) { pop in
            pop.action("update") { (pop: InteractivePop, args) in pop.update(try args[2]) }
            pop.action("finish") { (pop: InteractivePop, _) in pop.finish() }
            pop.action("cancel") { (pop: InteractivePop, _) in pop.cancel() }
        })

        registerNative(NativeClass(UITouch.self) { touch in
            touch.function("locationInView") { (touch: UITouch, args) in touch.location(in: try args[2]) }
            touch.function("previousLocationInView") { (touch: UITouch, args) in touch.previousLocation(in: try args[2]) }
        })
        registerNative(NativeClass(UIEvent.self) { event in
            event.function("touchesForView") { (event: UIEvent, args) in event.touches(for: try args.object(2, UIView.self)) }
            event.function("touchesForWindow") { (event: UIEvent, args) in event.touches(for: try args.object(2, UIWindow.self)) }
        })

        registerNative(NativeClass(luaOnly: "Finger", swiftType: Finger.self, properties: [
            Property("touch", get: { (finger: Finger) in finger.touch }),
            Property("down", get: { (finger: Finger) in finger.isDown }),
        ]) { finger in
            finger.action("moveTo") { (finger: Finger, args) in finger.move(to: try args.screenPoint(2)) }
            finger.action("lift") { (finger: Finger, _) in finger.lift() }
            finger.action("cancel") { (finger: Finger, _) in finger.cancel() }
        })

        main.newTable()
        main.setField("rotate", register { args in
            Simulator.rotate(try args[1])
            return 0
        })
        main.setField("tap", register { args in
            Simulator.tap(try args.screenPoint(1))
            return 0
        })
        main.setField("tapAlertAction", register { args in
            let title: String = try args[1]
            guard Simulator.tapAlertAction(titled: title) else {
                throw LuaError.argument(1, "no alert on screen has an action titled \"\(title)\"")
            }
            return 0
        })
        main.setField("presentedMenu", register { args in args.push(Simulator.presentedMenu) })
        main.setField("chooseMenuElement", register { args in args.push(Simulator.chooseMenuElement(titled: try args[1])) })
        main.setField("dismissMenu", register { _ in
            Simulator.dismissMenu()
            return 0
        })
        main.setField("openContextMenu", register { args in args.push(Simulator.openContextMenu(at: try args.screenPoint(1))) })
        main.setField("tapTogether", register { args in
            Simulator.tapTogether(try args.screenPoint(1), try args.screenPoint(3))
            return 0
        })
        main.setField("touchDown", register { args in args.push(Simulator.touchDown(try args.screenPoint(1))) })
        main.setField("drag", register { [unowned self] args in
            let finger = Simulator.drag(from: try args.screenPoint(1), to: try args.screenPoint(3), duration: try seconds(args, 5))
            return args.push(finger)
        })
        main.setField("setUserInterfaceLayoutDirection", register { args in
            Simulator.setUserInterfaceLayoutDirection(try args[1])
            return 0
        })
        main.setField("setPreferredContentSizeCategory", register { args in
            Simulator.setPreferredContentSizeCategory(try args[1])
            return 0
        })
        main.setField("memoryWarning", register { _ in Simulator.memoryWarning(); return 0 })
        main.setField("background", register { _ in Simulator.background(); return 0 })
        main.setField("foreground", register { _ in Simulator.foreground(); return 0 })
        main.setField("beginEdgeSwipe", register { args in args.push(Simulator.beginEdgeSwipe()) })
        main.setField("tapStatusBar", register { _ in Simulator.tapStatusBar(); return 0 })
        main.setField("hapticEvents", register { args in args.push(Simulator.hapticEvents.map(HapticEventValue.init)) })
        main.setField("accessibilityNotifications", register { args in
            let posted = UIAccessibility.postedNotifications
            args.lua.newTable()
            for (index, entry) in posted.enumerated() {
                args.lua.newTable()
                args.lua.push(Int(entry.notification.rawValue))
                args.lua.rawSet(-2, field: "notification")
                if !args.runtime.pushAny(entry.argument, on: args.lua) { args.lua.pushNil() }
                args.lua.rawSet(-2, field: "argument")
                lua_rawseti(args.lua.state, -2, lua_Integer(index + 1))
            }
            return 1
        })
        main.setField("swipeRow", register { args in
            let table = try args.object(1, UITableView.self)
            let indexPath: IndexPath = try args[2]
            let title: String = try args[3]
            let edge: NSDirectionalRectEdge = args.lua.isNoneOrNil(4) ? .trailing : try args[4]
            guard table.cellForRow(at: indexPath) != nil else {
                throw LuaError.message("no row {\(indexPath.section), \(indexPath.row)} is shown in the table to swipe")
            }
            guard Simulator.swipeRow(at: indexPath, in: table, edge: edge, tappingActionTitled: title) else {
                throw LuaError.message("row {\(indexPath.section), \(indexPath.row)} shows no action titled '\(title)'")
            }
            return 0
        })
        main.setField("moveRow", register { args in
            let table = try args.object(1, UITableView.self)
            let (from, to): (IndexPath, IndexPath) = (try args[2], try args[3])
            guard Simulator.moveRow(at: from, to: to, in: table) else {
                throw LuaError.message("row {\(from.section), \(from.row)} cannot move to {\(to.section), \(to.row)}"
                                       + (table.isEditing ? "" : ": the table is not editing"))
            }
            return 0
        })
        main.push(Simulator.device)
        main.rawSet(-2, field: "device")
        lua_setglobal(main.state, "Simulator")

        main.newTable()
        main.setField("capture", register { [unowned self] args in
            _ = try args[1] as LuaFunction
            args.lua.top = 1
            traceCaptures.append([])
            let succeeded = pcall(args.lua, arguments: 0, results: 0)
            let lines = traceCaptures.removeLast()
            if !succeeded { return 0 }  // the pending error is raised on return
            args.lua.newTable(arrayCount: Int32(lines.count))
            for (position, line) in lines.enumerated() {
                args.lua.push(line)
                args.lua.rawSet(-2, position + 1)
            }
            return 1
        })
        lua_setglobal(main.state, "trace")

        // collectgarbage(): "collect" (the default) frees every object nothing holds.
        let collect = register { [unowned self] args in
            collectEverything()
            return args.push(0)
        }
        lua_getglobal(main.state, "collectgarbage")
        luaui_push_collectgarbage(main.state, Int32(collect))
        lua_setglobal(main.state, "collectgarbage")
    }
}

extension Lua {
    /// Sets `t[name]` (t on top) to a registered function.
    func setField(_ name: String, _ function: Int) {
        pushFunction(function)
        rawSet(-2, field: name)
    }
}

extension LuaStack {
    /// A point of the screen given as two numbers from `index`: finite, as a
    /// finger can only touch the screen somewhere.
    fileprivate func screenPoint(_ index: Int32) throws -> CGPoint {
        let x: CGFloat = try self[index], y: CGFloat = try self[index + 1]
        guard x.isFinite else { throw LuaError.argument(index, "x must be a finite number") }
        guard y.isFinite else { throw LuaError.argument(index + 1, "y must be a finite number") }
        return CGPoint(x: x, y: y)
    }
}

extension LuaRuntime {
    /// A duration argument: a finite number of seconds, not negative.
    fileprivate func seconds(_ args: LuaStack, _ index: Int32) throws -> TimeInterval {
        let seconds: Double = try args[index]
        guard seconds >= 0, seconds.isFinite else { throw LuaError.argument(index, "seconds must be a finite number ≥ 0") }
        return seconds
    }
}
