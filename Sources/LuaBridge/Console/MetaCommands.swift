import CLua
import Foundation
@_spi(Bridging) import ViewCore

/// A command typed after `:` at the start of an input.
struct MetaCommand {
    /// Its name, then any aliases.
    let names: [String]
    /// What follows the name, for `:help`.
    let argument: String
    let summary: String
    let run: (Console, String) -> Void

    static let all: [MetaCommand] = [
        MetaCommand(names: ["help", "h", "?"], argument: "[NAME]",
                    summary: "this; with a NAME (UIView, UIView.frame, UIView:addSubview), what it is",
                    run: { $0.help($1) }),
        MetaCommand(names: ["tree"], argument: "",
                    summary: "the key window's recursiveDescription", run: { console, _ in console.printTree() }),
        MetaCommand(names: ["shot"], argument: "[FILE]",
                    summary: "the key window as the screen shows it, as a PNG file (shot-1.png, shot-2.png, …)",
                    run: { $0.writeShot($1) }),
        MetaCommand(names: ["trace"], argument: "on|off",
                    summary: "print the engine's lifecycle calls, as --trace does",
                    run: { $0.setTracing($1) }),
        MetaCommand(names: ["pause"], argument: "",
                    summary: "stop running the run loop after each input", run: { console, _ in console.state.isPaused = true }),
        MetaCommand(names: ["resume"], argument: "",
                    summary: "run the run loop until idle after each input again", run: { $0.resume($1) }),
        MetaCommand(names: ["run"], argument: "SECONDS",
                    summary: "advance virtual time, running what falls due", run: { $0.advance($1) }),
        MetaCommand(names: ["device"], argument: "[NAME]",
                    summary: "the device; with a NAME, restart the app on it", run: { $0.switchDevice($1) }),
        MetaCommand(names: ["rotate"], argument: "ORIENTATION",
                    summary: "turn the device (portrait, landscapeLeft, …)",
                    run: { $0.rotate($1) }),
        MetaCommand(names: ["reset"], argument: "",
                    summary: "restart the app: a fresh Lua state, window and root", run: { $0.reset($1) }),
        MetaCommand(names: ["load"], argument: "FILE",
                    summary: "run a Lua file as an input", run: { $0.loadFile($1) }),
        MetaCommand(names: ["quit", "q", "exit"], argument: "",
                    summary: "leave (as Ctrl-D)", run: { console, _ in console.hasQuit = true }),
    ]

    /// `:rotate`'s arguments: UIDeviceOrientation's cases.
    static let rotations: [(name: String, orientation: UIDeviceOrientation)] = [
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown),
        ("landscapeLeft", .landscapeLeft), ("landscapeRight", .landscapeRight),
        ("faceUp", .faceUp), ("faceDown", .faceDown),
    ]

    /// What tab completion offers after a command's name.
    static var argumentCompletions: [String: [String]] {
        ["trace": ["on", "off"], "rotate": rotations.map(\.name)]
    }

    static func named(_ name: String) -> MetaCommand? { all.first { $0.names.contains(name) } }
}

extension Console {
    func runMetaCommand(_ name: String, argument: String) {
        guard let command = MetaCommand.named(name) else {
            return complain(name.isEmpty ? "a command's name goes after ':' (:help lists them)"
                                         : "unknown command ':\(name)' (:help lists them)")
        }
        command.run(self, argument)
    }

    func printTree() {
        guard let window = UIApplication.shared.keyWindow else { return complain("no key window") }
        print(window.recursiveDescription())
        fflush(stdout)
    }

    func writeShot(_ argument: String) {
        guard let window = UIApplication.shared.keyWindow else { return complain("no key window") }
        var path = argument
        if path.isEmpty {
            state.shotCount += 1
            path = "shot-\(state.shotCount).png"
        }
        do {
            let bitmap = try window.screenSnapshot()
            try bitmap.writePNG(to: path)
            print("wrote \(path) (\(bitmap.width) × \(bitmap.height) pixels)")
            fflush(stdout)
        } catch {
            complain("\(error)")
        }
    }

    func setTracing(_ argument: String) {
        switch argument {
        case "on": state.tracing = true
        case "off": state.tracing = false
        case "": print("trace is \(state.tracing ? "on" : "off")")
        default: return complain("usage: :trace on|off")
        }
        runtime.tracing = state.tracing
    }

    func resume(_ argument: String) {
        state.isPaused = false
        inRun { settle() }
    }

    func advance(_ argument: String) {
        guard let seconds = Double(argument), seconds >= 0, seconds.isFinite else {
            return complain("usage: :run SECONDS (a number of seconds of virtual time, not negative)")
        }
        inRun {
            VirtualRunLoop.main.run(for: seconds)
            _ = interpreter.settle(runningLoop: false, collecting: !runtime.limiter.isStopping)
        }
    }

    func switchDevice(_ argument: String) {
        guard !argument.isEmpty else {
            print(Simulator.device)
            return
        }
        guard let device = Device.named(argument) else {
            return complain("unknown device '\(argument)'; known devices: \(Device.knownNames.joined(separator: ", "))")
        }
        state.device = device
        state.restartDevice = device
        print("restarting on \(device.name)")
    }

    func rotate(_ argument: String) {
        guard let rotation = MetaCommand.rotations.first(where: { $0.name.lowercased() == argument.lowercased() }) else {
            return complain("usage: :rotate " + MetaCommand.rotations.map(\.name).joined(separator: "|"))
        }
        inRun {
            Simulator.rotate(rotation.orientation)
            settle()
        }
    }

    func reset(_ argument: String) {
        state.restartDevice = state.device
        print("restarting on \(state.device.name)")
    }

    func loadFile(_ argument: String) {
        guard !argument.isEmpty else { return complain("usage: :load FILE") }
        let status = luaL_loadfilex(lua.state, argument, nil)
        evaluate(loaded: status, declaring: [])
    }

    /// Runs `body` as one run of the limits (Ctrl-C stops it).
    private func inRun(_ body: () -> Void) {
        runtime.limiter.beginRun(interruptible: true)
        defer { runtime.limiter.endRun() }
        body()
    }
}
