import Foundation
@_spi(Bridging) import ViewCore

/// Storyboards as scripts see them: `UIStoryboard:storyboardWithNameBundle(name, bundle)`
/// (a nil bundle is the main bundle, the running script's folder), its
/// controllers, and segues: `controller:performSegueWithIdentifierSender(id, sender)`,
/// with the hooks `prepareForSegueSender` and `shouldPerformSegueWithIdentifierSender`.
extension LuaRuntime {
    func registerStoryboardClasses() {
        registerNative(NativeClass(UIStoryboard.self) { [unowned self] storyboard in
            storyboard.classFunction("storyboardWithNameBundle") { args in
                try loading { try UIStoryboard.load(name: try args[2], bundle: try args[3]) }
            }
            storyboard.methods["instantiateInitialViewController"] = { [unowned self] args in
                try args.withReceiver(UIStoryboard.self) { storyboard in
                    try reportingLoad(args) { args.push(try storyboard.loadInitialViewController()) }
                }
            }
            storyboard.methods["instantiateViewControllerWithIdentifier"] = { [unowned self] args in
                try args.withReceiver(UIStoryboard.self) { storyboard in
                    let identifier: String = try args[2]
                    return try reportingLoad(args) { args.push(try storyboard.loadViewController(withIdentifier: identifier)) }
                }
            }
        })

        registerNative(NativeClass(UIStoryboardSegue.self) { segue in
            segue.action("perform") { (segue: UIStoryboardSegue, _) in segue.perform() }
        })
    }

    /// A load's result; its error as a Lua error, unless a Lua error raised
    /// inside it (a class's initWithCoder) is pending, which says more.
    private func reportingLoad(_ args: LuaStack, _ body: () throws -> Int32) throws -> Int32 {
        do {
            return try body()
        } catch let error as LuaError {
            throw error
        } catch {
            if pendingError != nil { return 0 }
            throw LuaError.message("\(error)")
        }
    }
}

/// A load's error as a Lua error.
private func loading<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as LuaError {
        throw error
    } catch {
        throw LuaError.message("\(error)")
    }
}
