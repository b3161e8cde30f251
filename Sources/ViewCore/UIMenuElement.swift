import Foundation

/// What a menu holds: an action (`UIAction`) or a menu within it (`UIMenu`),
/// each with a title, a subtitle and an image, as UIKit's `UIMenuElement`.
open class UIMenuElement: NSObject {
    /// How an element shows and behaves.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown, not chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark.
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }

    var titleStorage: String
    var imageStorage: UIImage?

    open var title: String { titleStorage }
    open var subtitle: String?
    open var image: UIImage? { imageStorage }

    init(title: String, image: UIImage?) {
        titleStorage = title
        imageStorage = image
        super.init()
    }
}
