import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// One Lua state bound to the engine's current session, which it lives no longer
/// than: it closes when the session ends. It owns the state, the table of Swift
/// functions exposed to Lua, the classes (native and scripted), the identity map
/// from native objects to their userdata, and the error that a hook or the engine
/// raised while Swift frames were on the stack.
///
/// Errors never unwind through Swift: Swift calls Lua only through `lua_pcall`,
/// and Swift functions called by Lua return a status that the C trampoline
/// (CLuaShims) turns into a Lua error once the Swift frame has returned.
public final class LuaRuntime {
    /// A Swift function exposed to Lua. It returns how many results it pushed,
    /// or throws a `LuaError`.
    typealias Function = (LuaStack) throws -> Int32

    let main: Lua
    /// The state of the innermost Lua call into Swift (a coroutine's, possibly):
    /// hooks run on it.
    var lua: Lua

    /// Every registered function, by id, for as long as the runtime lives: held
    /// unmanaged so that a call borrows its function instead of retaining it.
    private var functions: [Unmanaged<FunctionEntry>] = []
    /// Functions replaced by `registerOnFirstCall`, released with the runtime.
    private var retiredFunctions: [Unmanaged<FunctionEntry>] = []
    var classesByName: [String: LuaClass] = [:]
    /// The Lua classes by name, oldest first, and those whose names were
    /// freed (`forgetClasses`), which live on for their instances.
    var definedClasses: [LuaClass] = []
    var forgottenClasses: [LuaClass] = []
    var nativeClassCache: [ObjectIdentifier: LuaClass] = [:]
    /// The native classes, superclasses first.
    var nativeClassOrder: [LuaClass] = []

    /// Registry references of the runtime's own tables.
    var objectsRef: Int32 = 0      // weak values: object address → userdata
    var anchorsRef: Int32 = 0      // object address → userdata, for objects with a native owner
    var dyingRef: Int32 = 0        // object address → userdata, during the object's finalization
    var userdataSlotsRef: Int32 = 0  // weak values: slot → a scripted object's userdata
    var userdataSlotCount: Int32 = 0
    /// The objects userdata hold a strong reference to, with how many hold each
    /// (two for a moment: `supersede`). What a lost finalizer leaves behind is
    /// found here (`releaseLostObjects`).
    var heldByLua: [UnsafeMutableRawPointer: Int] = [:]
    var freeUserdataSlots: [Int32] = []
    /// The message handler. Registered first, it has a trampoline of its own:
    /// pushing it is pushing a light C function, with no registry lookup.
    var tracebackFunction = 0
    /// Registry references of the geometry metatables, by `GeometryKind.rawValue`.
    var geometryMetatables = [Int32](repeating: 0, count: GeometryKind.allCases.count + 1)
    /// Registry reference of the transforms' metatable (AffineTransform.swift).
    var transformMetatable: Int32 = 0

    /// The first error a hook or the engine raised in the current call from Lua;
    /// raised in Lua when that call returns.
    var pendingError: PendingError?
    /// Whether the pending error is Lua's report of a stop (a limit, Ctrl-C),
    /// which the run loop's report of the same stop replaces: the run loop's
    /// says what it had left, and does not depend on where Lua was stopped.
    var pendingErrorIsStop = false
    /// Tracebacks of hook errors, by error message, for the top-level report.
    var hookTracebacks: [String: [UInt8]] = [:]
    /// The observers `addObserverSelectorNameObject` registered, with the
    /// token each notification centre gave (UITextInput+Lua.swift).
    var selectorObservers: [(observer: WeakObject, token: NSObjectProtocol)] = []

    /// The folder of the running script: the main bundle, where a nib named
    /// with a nil bundle is looked for. The current directory until a script runs.
    public var mainBundleFolder: String? { didSet { applyMainBundle() } }

    /// Whether `--trace` output is printed; `trace.capture` collects it instead.
    public var tracing = false { didSet { traceStateChanged() } }
    var traceCaptures: [[String]] = [] { didSet { traceStateChanged() } }
    /// Whether trace lines are wanted at all.
    private(set) var traceEnabled = false
    /// What hooks check first (Classes.swift).
    let gate = HookGate()

    private func traceStateChanged() {
        let enabled = tracing || !traceCaptures.isEmpty
        guard enabled != traceEnabled else { return }
        traceEnabled = enabled
        updateBridgedHooks()
    }

    private func updateBridgedHooks() {
        for luaClass in definedClasses + forgottenClasses {
            luaClass.scripted?.updateBridgedHooks(isTracing: traceEnabled, isClosed: isClosing)
        }
    }

    private var previousExceptionHandler: (UIKitException) -> Void = { _ in }
    /// How the session's end reaches the runtime. Not a weak reference: that
    /// would give the runtime a side table, and every retain of it (a
    /// geometry push reads its metatables) the slow path.
    private final class SessionLink { unowned(unsafe) var runtime: LuaRuntime? }
    private var sessionLink = SessionLink()
    var finalizerRuns = 0
    var isClosing = false
    /// The limits of the runs in this state, and Ctrl-C.
    let limiter: Limiter

    /// `ignoringEnvironment`: the package library ignores LUA_PATH and LUA_CPATH,
    /// as lua's `-E` has it. `limits`: what each run may use (`Limits`).
    public init(ignoringEnvironment: Bool = false, limits: Limits = Limits()) {
        var shared: OpaquePointer?
        guard let state = luaui_limits_newstate(&shared), let shared else { fatalError("Lua could not allocate its state") }
        limiter = Limiter(limits, shared: shared)
        main = Lua(state)
        lua = main
        luaui_extraspace(state).pointee = Unmanaged.passUnretained(self).toOpaque()
        if ignoringEnvironment {
            main.push(true)
            lua_setfield(state, Lua.registry, "LUA_NOENV")
        }
        luaL_openlibs(state)
        installCore()
        installBindings()
        limiter.start()
        bindToCurrentSession()
        previousExceptionHandler = UIKitException.handler
        UIKitException.handler = { [unowned self] exception in
            if pendingError == nil {
                pendingError = .exception(exception)
            } else if pendingErrorIsStop, exception.name == .interruptedException {
                _ = takePendingError().map(release)
                pendingError = .exception(exception)
            }
        }
    }

    private func applyMainBundle() {
        Session.current.mainBundleFolder = mainBundleFolder ?? LuaRuntime.currentDirectory
    }

    /// getcwd's answer, "." if it has none: FileManager's would first make the
    /// default manager, a cost at every start.
    private static var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        return getcwd(&buffer, buffer.count) != nil ? String(cString: buffer) : "."
    }

    /// The runtime closes when the current session ends.
    private func bindToCurrentSession() {
        sessionLink = SessionLink()
        sessionLink.runtime = self
        Session.current.onEnd { [sessionLink] in sessionLink.runtime?.close() }
        applyMainBundle()
        // Left when the runtime closes (another runtime of the session may
        // have put its own there since), holding the limiter, which then says
        // no stop: asked at every turn, it costs no weak load.
        VirtualRunLoop.main.interruption = { [limiter] in limiter.stopReason }
        Session.current.scriptActionPerformer = { [sessionLink] target, action, sender, event in
            sessionLink.runtime?.performAction(action, on: target, sender: sender, event: event) ?? false
        }
    }

    /// Ends the current session and goes on in a fresh one on `device`, as the
    /// test runner does before each test: the app is new, the Lua state and its
    /// classes stay (registered in the new session). Objects of the old session
    /// that Lua still holds act on the new one if used, as after `Session.start`.
    /// The tracebacks of errors its hooks raised go with the old app.
    public func startNewSession(device: Device) {
        hookTracebacks.removeAll()
        sessionLink.runtime = nil
        Session.start(device: device)
        bindToCurrentSession()
        for luaClass in definedClasses {
            if let scripted = luaClass.scripted { Session.current.classes.register(scripted) }
        }
        updateSimulatorDevice()
    }

    /// `Simulator.device`, a value of the session's (raw accesses: a script may
    /// have given the globals a metatable).
    private func updateSimulatorDevice() {
        lua_rawgeti(lua.state, Lua.registry, lua_Integer(LUA_RIDX_GLOBALS))
        if lua.rawGet(-1, field: "Simulator") == LUA_TTABLE {
            lua.push(Simulator.device)
            lua.rawSet(-2, field: "device")
        }
        lua.pop(2)
    }

    /// Closes the state. Objects still alive are released without their scripted
    /// hooks: the app is quitting, as on iOS, where nothing is deallocated at exit.
    /// Objects the engine still holds (a visible window) outlive the runtime and go
    /// on natively.
    public func close() {
        guard !isClosing else { return }
        isClosing = true
        gate.state.pointee.isClosed = true
        updateBridgedHooks()
        limiter.detach()
        // Finalizers release what their userdata hold and say so, unless the
        // runtime is being destroyed: then they do without it.
        let finalizersReport = luaui_extraspace(main.state).pointee != nil
        lua_close(main.state)
        if finalizersReport { releaseObjectsHeldByLua() }
        if UIApplication.shared.delegate is LuaApplicationDelegate { UIApplication.shared.delegate = nil }
        UIKitException.handler = previousExceptionHandler
    }

    /// A runtime dropped without `close()`: nothing may reach back into it while it
    /// is destroyed, so the state forgets it first and finalizers only release.
    deinit {
        sessionLink.runtime = nil
        if !isClosing {
            luaui_extraspace(main.state).pointee = nil
            close()
        }
        for function in functions + retiredFunctions { function.release() }
    }

    static func from(_ state: OpaquePointer) -> LuaRuntime {
        Unmanaged<LuaRuntime>.fromOpaque(luaui_extraspace(state).pointee!).takeUnretainedValue()
    }

    /// Registers a Swift function; returns the id `Lua.pushFunction` takes.
    @discardableResult
    func register(_ function: @escaping Function) -> Int {
        register(FunctionEntry(call: function))
    }

    @discardableResult
    func register(_ entry: FunctionEntry) -> Int {
        functions.append(Unmanaged.passRetained(entry))
        return functions.count - 1
    }

    /// Registers a function whose body `make` makes on its first call; what it
    /// makes then takes the function's place, so that later calls go straight to
    /// it. (The first body is kept: it is running when it is replaced.)
    func registerOnFirstCall(_ make: @escaping () -> FunctionEntry) -> Int {
        let id = functions.count
        return register { [unowned self] args in
            let entry = make()
            retiredFunctions.append(functions[id])
            functions[id] = Unmanaged.passRetained(entry)
            return try entry.call(args)
        }
    }

    /// Sets a global to a registered function.
    func setGlobal(_ name: String, _ function: @escaping Function) {
        main.pushFunction(register(function))
        lua_setglobal(main.state, name)
    }

    // MARK: Calls from Lua

    /// Runs function `id` for a call from Lua and converts its outcome into what
    /// the trampoline expects. An error left pending from before (this call came
    /// from Lua code that Swift called while it was pending) waits until this
    /// call is over.
    @inline(__always)
    func invoke(_ id: Int, state: OpaquePointer) -> Int32 {
        let outer = lua
        lua = Lua(state)
        defer { lua = outer }
        guard case .none = pendingError else { return runBesidePendingError(id) }
        return run(id)
    }

    @inline(never)
    private func runBesidePendingError(_ id: Int) -> Int32 {
        let outerIsStop = pendingErrorIsStop
        let outerPending = takePendingError()
        defer {
            if case .none = pendingError {
                pendingError = outerPending
                pendingErrorIsStop = outerIsStop
            }
        }
        return run(id)
    }

    @inline(__always)
    private func run(_ id: Int) -> Int32 {
        do {
            let results = try functions[id]._withUnsafeGuaranteedRef { try $0.call(LuaStack(lua: lua, runtime: self)) }
            guard case .none = pendingError else { return raise(takePendingError()!, on: lua) }
            return results
        } catch let error as LuaError {
            _ = takePendingError()
            return raise(.error(error), on: lua)
        } catch {
            _ = takePendingError()
            return raise(.error(.message("\(error)")), on: lua)
        }
    }

    func takePendingError() -> PendingError? {
        defer {
            pendingError = nil
            pendingErrorIsStop = false
        }
        return pendingError
    }

    /// Lets go of a pending error without raising it.
    func release(_ error: PendingError) {
        if case .value(let reference) = error { main.unref(reference) }
    }

    private func raise(_ error: PendingError, on lua: Lua) -> Int32 {
        switch error {
        case .error(.argument(let index, let message)):
            lua.push(message)
            luaui_set_argerror_index(index)
            return Int32(LUAUI_ARGERROR)
        case .error(.message(let message)):
            lua.push(message)
            return Int32(LUAUI_ERROR)
        case .exception(let exception):
            lua.push(exception.reason)
            return Int32(LUAUI_ERROR)
        case .value(let reference):
            lua.pushRef(reference)
            lua.unref(reference)
            return Int32(LUAUI_RAISE)
        }
    }

    /// Pushes a pending error as the value Lua would have raised for it, releasing it.
    func push(_ error: PendingError) {
        switch error {
        case .value(let reference):
            main.pushRef(reference)
            main.unref(reference)
        default:
            main.push(describe(error))
        }
    }

    /// The message of a pending error, for reports made outside any Lua call.
    func describe(_ error: PendingError) -> String {
        switch error {
        case .error(.argument(let index, let message)): return "bad argument #\(index) (\(message))"
        case .error(.message(let message)): return message
        case .exception(let exception): return exception.reason
        case .value(let reference):
            main.pushRef(reference)
            defer { main.pop() }
            return main.describe(at: -1)
        }
    }
}

/// The trampoline's view of the runtime: one C function pointer for every Swift function.
@_cdecl("luaui_dispatch")
func dispatch(_ state: OpaquePointer, _ id: Int32) -> Int32 {
    Unmanaged<LuaRuntime>.fromOpaque(luaui_extraspace(state).pointee!)
        ._withUnsafeGuaranteedRef { $0.invoke(Int(id), state: state) }
}
