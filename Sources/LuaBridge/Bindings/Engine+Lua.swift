import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// The project's own headless API: `RunLoop`, `Simulator`, `trace`; the drawing
/// functions; `collectgarbage`.
extension LuaRuntime {
    func registerEngine() {
        let runLoop = NativeClass("RunLoop", superclass: "NSObject", swiftType: VirtualRunLoop.self)
        runLoop.methods["runOnce"] = { [unowned self] args in
            try args.object(1, VirtualRunLoop.self).runOnce()
            releaseUnownedAnchors()
            return 0
        }
        runLoop.methods["runUntilIdle"] = { [unowned self] args in
            try args.object(1, VirtualRunLoop.self).runUntilIdle()
            releaseUnownedAnchors()
            return 0
        }
        runLoop.methods["runFor"] = { [unowned self] args in
            let seconds = try args.number(2)
            guard seconds >= 0, seconds.isFinite else { throw LuaError.argument(2, "seconds must be a finite number ≥ 0") }
            try args.object(1, VirtualRunLoop.self).run(for: seconds)
            releaseUnownedAnchors()
            return 0
        }
        runLoop.methods["perform"] = { args in
            let loop = try args.object(1, VirtualRunLoop.self)
            guard let function = try args.optionalFunction(2) else { throw args.typeError(2, expected: "function") }
            loop.perform { function.call() }
            return 0
        }
        // Timers: `after` fires once, `every` repeats; each calls its function
        // with the timer, as NSTimer passes itself, and returns it.
        for (name, repeats) in [("after", false), ("every", true)] {
            runLoop.methods[name] = { args in
                let loop = try args.object(1, VirtualRunLoop.self)
                let seconds = try args.number(2)
                guard seconds >= 0, seconds.isFinite else { throw LuaError.argument(2, "seconds must be a finite number ≥ 0") }
                guard let function = try args.optionalFunction(3) else { throw args.typeError(3, expected: "function") }
                return args.push(loop.schedule(after: seconds, repeats: repeats) { function.call(with: $0) })
            }
        }
        // The engine's CADisplayLink: the function runs at every frame with the
        // time, until it returns false or its handler is invalidated.
        runLoop.methods["onFrame"] = { args in
            let loop = try args.object(1, VirtualRunLoop.self)
            guard let function = try args.optionalFunction(2) else { throw args.typeError(2, expected: "function") }
            return args.push(loop.addFrameHandler { function.call(with: $0) })
        }
        runLoop.readOnly("currentTime", .seconds) { (object: VirtualRunLoop) in
            object.currentTime
        }
        registerNative(runLoop)
        installClassProperty("RunLoop", "main") { args in args.push(VirtualRunLoop.main) }

        let timer = NativeClass("Timer", superclass: "NSObject", swiftType: ScheduledTimer.self)
        timer.action("invalidate") { (timer: ScheduledTimer) in timer.invalidate() }
        timer.readOnly("valid", .bool) { (timer: ScheduledTimer) in timer.isValid }
        timer.readOnly("interval", .seconds) { (timer: ScheduledTimer) in timer.interval }
        timer.readOnly("repeats", .bool) { (timer: ScheduledTimer) in timer.repeats }
        timer.readOnly("fireTime", .seconds) { (timer: ScheduledTimer) in timer.fireTime }
        registerNative(timer)

        let frameHandler = NativeClass("FrameHandler", superclass: "NSObject", swiftType: FrameHandler.self)
        frameHandler.action("invalidate") { (handler: FrameHandler) in handler.invalidate() }
        frameHandler.readOnly("valid", .bool) { (handler: FrameHandler) in handler.isValid }
        registerNative(frameHandler)

        let pop = NativeClass("InteractivePop", superclass: "NSObject", swiftType: InteractivePop.self)
        pop.methods["update"] = { args in
            try args.object(1, InteractivePop.self).update(try args.cgFloat(2))
            return 0
        }
        pop.action("finish") { (pop: InteractivePop) in pop.finish() }
        pop.action("cancel") { (pop: InteractivePop) in pop.cancel() }
        pop.readOnly("fraction", .number) { (object: InteractivePop) in object.fraction }
        registerNative(pop)

        let touch = NativeClass("UITouch", superclass: "NSObject", swiftType: UITouch.self)
        touch.readOnly("view", .object(UIView.self)) { (object: UITouch) in object.view }
        touch.readOnly("window", .object(UIWindow.self)) { (object: UITouch) in object.window }
        touch.readOnly("tapCount", .int) { (object: UITouch) in object.tapCount }
        touch.readOnly("phase", .enumeration(UITouch.Phase.self)) { (object: UITouch) in object.phase }
        touch.methods["locationInView"] = { args in
            args.push(try args.object(1, UITouch.self).location(in: try args.optionalObject(2, UIView.self)))
        }
        registerNative(touch)
        let event = NativeClass("UIEvent", superclass: "NSObject", swiftType: UIEvent.self)
        event.getters["allTouches"] = { args in
            let touches = try args.object(1, UIEvent.self).allTouches ?? []
            return args.push(touches.sorted { $0.sequence < $1.sequence } as [AnyObject])
        }
        event.readOnly("timestamp", .seconds) { (object: UIEvent) in
            object.timestamp
        }
        registerNative(event)

        main.newTable()
        main.setField("rotate", register { args in
            let raw = try args.integer(1)
            guard let orientation = UIDeviceOrientation(rawValue: raw) else {
                throw LuaError.argument(1, "\(raw) is not a UIDeviceOrientation")
            }
            Simulator.rotate(orientation)
            return 0
        })
        main.setField("tap", register { args in
            Simulator.tap(CGPoint(x: try args.cgFloat(1), y: try args.cgFloat(2)))
            return 0
        })
        main.setField("memoryWarning", register { _ in Simulator.memoryWarning(); return 0 })
        main.setField("background", register { _ in Simulator.background(); return 0 })
        main.setField("foreground", register { _ in Simulator.foreground(); return 0 })
        main.setField("beginEdgeSwipe", register { args in args.push(Simulator.beginEdgeSwipe()) })
        main.push(Simulator.device)
        main.rawSet(-2, field: "device")
        lua_setglobal(main.state, "Simulator")

        main.newTable()
        main.setField("capture", register { [unowned self] args in
            guard args.lua.type(at: 1) == LUA_TFUNCTION else { throw args.typeError(1, expected: "function") }
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
