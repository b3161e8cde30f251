import Foundation

/// Why a nib or a storyboard could not be loaded: the file, the element at
/// fault (with its line) when there is one, and what is wrong. Loading never
/// traps on a file's contents; it throws this, and leaves nothing half-loaded
/// in a hierarchy.
///
/// The engine's own loading calls throw it; the UIKit-named ones raise its
/// `exception`, as UIKit raises where its Swift signatures cannot throw.
public struct NibError: Error, Equatable, CustomStringConvertible {
    public let file: String
    /// The element as `NibElement.reference` names it, or nil for the file as a whole.
    public let element: String?
    public let reason: String
    /// The name of UIKit's exception for the failure.
    public let exceptionName: UIKitException.Name
    /// UIKit's own reason, where UIKit has a message for the failure (a
    /// missing file); the description is more precise everywhere else.
    private let uikitReason: String?

    public init(file: String, element: NibElement? = nil, _ reason: String,
                exceptionName: UIKitException.Name = .internalInconsistencyException, uikitReason: String? = nil) {
        self.file = file
        self.element = element?.reference
        self.reason = reason
        self.exceptionName = exceptionName
        self.uikitReason = uikitReason
    }

    /// `CardView.xib: <outlet property="title" destination="x9"> (line 40): no object has the id 'x9'`
    public var description: String {
        guard let element else { return "\(file) \(reason)" }
        return "\(file): \(element): \(reason)"
    }

    /// What UIKit raises where the engine's own calls throw this.
    public var exception: UIKitException {
        UIKitException(name: exceptionName, reason: uikitReason ?? description)
    }

    /// Reports a failed load through `UIKitException`, for the UIKit-named
    /// calls. Loading throws only `NibError`s; anything else is reported as
    /// an inconsistency with its own description.
    static func raise(_ error: Error) {
        let exception = (error as? NibError)?.exception
            ?? UIKitException(name: .internalInconsistencyException, reason: "\(error)")
        UIKitException.raise(exception.name, exception.reason)
    }
}

extension Bundle {
    /// The bundle as UIKit's exceptions print it.
    var exceptionDescription: String { "NSBundle <\(bundleURL.path)> (loaded)" }
}
