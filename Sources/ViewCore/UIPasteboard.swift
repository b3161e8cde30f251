import Foundation

/// The system pasteboard, as Apple's `UIPasteboard.general`: strings, URLs,
/// images and colours an app copies and reads back. Each session has its own,
/// empty at its start, so that no run sees another's.
open class UIPasteboard: NSObject {
    /// The pasteboard every app shares; the session's.
    open class var general: UIPasteboard { Session.current.pasteboard }

    /// Bumped at each change, as UIKit's is.
    open private(set) var changeCount = 0
    private var contents: [Any] = [] {
        didSet { changeCount += 1 }
    }

    open var numberOfItems: Int { contents.count }

    open var strings: [String]? {
        get { values(String.self) }
        set { contents = newValue ?? [] }
    }
    open var string: String? {
        get { strings?.first }
        set { contents = newValue.map { [$0] } ?? [] }
    }
    open var urls: [URL]? {
        get { values(URL.self) }
        set { contents = newValue ?? [] }
    }
    open var url: URL? {
        get { urls?.first }
        set { contents = newValue.map { [$0] } ?? [] }
    }
    open var images: [UIImage]? {
        get { values(UIImage.self) }
        set { contents = newValue ?? [] }
    }
    open var image: UIImage? {
        get { images?.first }
        set { contents = newValue.map { [$0] } ?? [] }
    }
    open var colors: [UIColor]? {
        get { values(UIColor.self) }
        set { contents = newValue ?? [] }
    }
    open var color: UIColor? {
        get { colors?.first }
        set { contents = newValue.map { [$0] } ?? [] }
    }

    open var hasStrings: Bool { contents.contains { $0 is String } }
    open var hasURLs: Bool { contents.contains { $0 is URL } }
    open var hasImages: Bool { contents.contains { $0 is UIImage } }
    open var hasColors: Bool { contents.contains { $0 is UIColor } }

    /// The items of a kind, in order; nil when there are none, as in UIKit.
    private func values<T>(_ type: T.Type) -> [T]? {
        let found = contents.compactMap { $0 as? T }
        return found.isEmpty ? nil : found
    }
}
