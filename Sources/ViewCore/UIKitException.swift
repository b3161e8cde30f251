/// The engine's equivalent of the `NSException`s UIKit raises for programming errors
/// (adding a view to itself, an index out of range, a layout that never settles).
///
/// Every such error goes through `UIKitException.raise`, the one place they are
/// detected and reported. The current `handler` decides what happens: by default it
/// stops the process like an uncaught exception does on iOS; the Lua bridge and the
/// tests install a handler that records the exception so it can be turned into a Lua
/// error or asserted on. After the handler returns, the method that raised returns
/// without doing its work, leaving the engine consistent.
public struct UIKitException: Error, Equatable, CustomStringConvertible {
    /// The name of an exception, such as `NSInternalInconsistencyException`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let invalidArgumentException = Name(rawValue: "NSInvalidArgumentException")
        public static let rangeException = Name(rawValue: "NSRangeException")
        public static let internalInconsistencyException = Name(rawValue: "NSInternalInconsistencyException")
        public static let genericException = Name(rawValue: "NSGenericException")
        /// Core Animation's, for a layer given a position or bounds containing NaN.
        public static let layerInvalidGeometry = Name(rawValue: "CALayerInvalidGeometry")
        /// Not a programming error: the run loop stopped because its host asked it
        /// to (`VirtualRunLoop.interruption`).
        public static let interruptedException = Name(rawValue: "VirtualRunLoopInterruptedException")
    }

    public let name: Name
    public let reason: String

    public init(name: Name, reason: String) {
        self.name = name
        self.reason = reason
    }

    public var description: String { reason }

    /// What happens to a raised exception. Replaced by `capture(_:)` for its duration.
    public static var handler: (UIKitException) -> Void = { exception in
        fatalError("*** Terminating app due to uncaught exception '\(exception.name.rawValue)', reason: '\(exception.reason)'")
    }

    /// Reports a programming error through the current handler.
    public static func raise(_ name: Name, _ reason: String) {
        handler(UIKitException(name: name, reason: reason))
    }

    /// Runs `body`, collecting the exceptions it raises instead of stopping the process.
    /// Returns the first one, if any. Nests: an outer capture sees nothing an inner one caught.
    @discardableResult
    public static func capture(_ body: () throws -> Void) rethrows -> UIKitException? {
        let previous = handler
        var first: UIKitException?
        handler = { exception in if first == nil { first = exception } }
        defer { handler = previous }
        try body()
        return first
    }
}
