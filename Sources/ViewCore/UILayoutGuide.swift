import Foundation

/// A rectangle that takes part in constraint-based layout without being a view.
/// Its frame is in its owning view's coordinate space. The safe area and layout
/// margins guides of a view are layout guides whose position the engine ties to
/// the view's `safeAreaInsets` and `effectiveLayoutMargins` with required
/// constraints (`UIViewSafeAreaLayoutGuide-…`, `UIView-…Margin-guide-constraint`);
/// a scroll view's content guide starts at the content's origin and its frame
/// guide covers the visible rectangle (`UIScrollView-…LayoutGuide-…`).
open class UILayoutGuide: LayoutAnchors, CustomStringConvertible {
    public let objectID: Int
    public var identifier: String = ""
    /// Weak, as in UIKit: the view holds its guides.
    public internal(set) weak var owningView: UIView?
    /// What the last solve made of it; zero until then.
    public internal(set) var layoutFrame: CGRect = .zero

    enum Kind { case user, safeArea, margins, readableContent, keyboard, scrollContent, scrollFrame }
    let kind: Kind

    public convenience init() { self.init(kind: .user) }

    init(kind: Kind) {
        objectID = Session.current.nextObjectID()
        self.kind = kind
        switch kind {
        case .user: break
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .margins: identifier = "UIViewLayoutMarginsGuide"
        case .readableContent: identifier = "UIViewReadableContentGuide"
        case .keyboard: identifier = "UIKeyboardLayoutGuide"
        // The names UIKit's constraint descriptions give them.
        case .scrollContent: identifier = "UIScrollView-contentLayoutGuide"
        case .scrollFrame: identifier = "UIScrollView-frameLayoutGuide"
        }
    }

    var hierarchyView: UIView? { owningView }
    let constraintMentions = ConstraintMentions()
    var layoutItemName: String { identifier.isEmpty ? "UILayoutGuide:#\(objectID)" : "UILayoutGuide:#\(objectID)'\(identifier)'" }

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }

    /// `<UILayoutGuide: #9 - (0 20; 375 647), layoutFrame = …, owningView = <UIView: #3 …>>` in UIKit's shape.
    public var description: String {
        var text = "<UILayoutGuide: #\(objectID) - \(frameNotation(layoutFrame))"
        if !identifier.isEmpty { text += ", identifier: '\(identifier)'" }
        if let owningView { text += ", owningView: \(owningView.className):#\(owningView.objectID)" }
        return text + ">"
    }
}
