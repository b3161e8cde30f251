import Foundation

/// Why a nib or a storyboard could not be loaded: the file, the element at
/// fault (with its line) when there is one, and what is wrong. Loading never
/// traps on a file's contents; it throws this, and leaves nothing half-loaded
/// in a hierarchy.
public struct NibError: Error, Equatable, CustomStringConvertible {
    public let file: String
    /// The element as `NibElement.reference` names it, or nil for the file as a whole.
    public let element: String?
    public let reason: String

    public init(file: String, element: NibElement? = nil, _ reason: String) {
        self.file = file
        self.element = element?.reference
        self.reason = reason
    }

    /// `CardView.xib: <outlet property="title" destination="x9"> (line 40): no object has the id 'x9'`
    public var description: String {
        guard let element else { return "\(file) \(reason)" }
        return "\(file): \(element): \(reason)"
    }
}
