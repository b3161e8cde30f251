import Foundation

/// Keeps the engine's unavoidable recursions from overflowing the native stack.
///
/// Most of the engine's walks over a hierarchy keep a stack of their own
/// (UIView+Traversal.swift). Some recursions are UIKit's API, though: the default
/// `hitTest(_:with:)` calls each subview's `hitTest(_:with:)`, and the default
/// touch handlers pass the touches to the next responder's; an override anywhere
/// on the way must be called, so those calls nest one native frame (or a few) per
/// level. Each such call goes through `nest`, which counts the levels on the
/// current stack; past the stack's allowance (`levelsOnCallerStack`, then
/// `levelsOnOwnStack`) the rest of the recursion runs on a new thread with a large
/// stack of its own while the caller waits for it, and so on, so that a recursion
/// of any depth completes. The engine stays single-threaded
/// in effect: exactly one thread runs its code at any time.
enum NativeStack {
    /// Levels of recursion allowed on the stack the engine was entered on (a
    /// process's main thread has 8 MiB): a level of hit-testing or touch passing is a
    /// few frames, a few hundred bytes in a debug build, several kilobytes if a Lua
    /// override runs at that level.
    static let levelsOnCallerStack = 1_000
    /// Levels allowed on a stack `NativeStack` made, and its size (reserved, not
    /// committed: the pages are touched only as deep as the recursion goes).
    static let levelsOnOwnStack = 100_000
    static let ownStackSize = 512 << 20

    /// Levels nested on the current stack, and the bound for it.
    nonisolated(unsafe) private static var levels = 0
    nonisolated(unsafe) private static var limit = levelsOnCallerStack

    /// Runs `body` as one more level of a recursion.
    @inline(__always)
    static func nest<T>(_ body: () -> T) -> T {
        guard levels < limit else { return onOwnStack(body) }
        levels += 1
        defer { levels -= 1 }
        return body()
    }

    /// Runs `body` on a new thread with a large stack, waiting for it.
    @inline(never)
    private static func onOwnStack<T>(_ body: () -> T) -> T {
        let (savedLevels, savedLimit) = (levels, limit)
        (levels, limit) = (1, levelsOnOwnStack)
        defer { (levels, limit) = (savedLevels, savedLimit) }
        return withoutActuallyEscaping(body) { body in
            var result: T?
            let job = Job { result = body() }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, ownStackSize)
            var thread = pthread_t()
            let context = Unmanaged.passRetained(job).toOpaque()
            let created = pthread_create(&thread, &attributes, { context in
                if let context { Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run() }
                return nil
            }, context)
            guard created == 0 else {
                // No thread to be had: go on here, as deep as the stack allows.
                Unmanaged<Job>.fromOpaque(context).release()
                return body()
            }
            pthread_join(thread, nil)
            guard let result else { return body() }
            return result
        }
    }

    private final class Job {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
