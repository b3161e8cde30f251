import Foundation

/// A view a collection view keeps in its reuse pool, the superclass of its
/// cells and of its supplementary views (section headers and footers): it has
/// a reuse identifier, is sent `prepareForReuse()` as it is taken from the
/// pool for another element (never when new), and `apply(_:)` with the
/// layout's attributes each time the collection view places it.
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?

    /// How a collection view makes a view of a registered class: Swift calls
    /// an initializer through a metatype only if it is `required`, and UIKit's
    /// `init(frame:)` is not. This one is, and as a convenience initializer it
    /// reaches the subclass's override of `init(frame:)`; a subclass inherits
    /// it when it overrides `init(frame:)` or declares no designated
    /// initializer (UITableViewCell's `init(registeredWithStyle:…)` says more).
    public required convenience init?(registeredWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Sent as the collection view takes the view from its reuse pool, just
    /// before returning it; an override resets what the last element left (it
    /// must call super).
    open func prepareForReuse() {}

    /// Sent by the collection view after it has set the view's frame from the
    /// layout's attributes, for a subclass that reads attributes of its own
    /// (a layout's subclass of `UICollectionViewLayoutAttributes`). Does
    /// nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would rather have, for self-sizing layouts: the
    /// ones given, unchanged, by default. (No layout here sizes views by their
    /// content, so the collection view does not ask.)
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

extension UICollectionReusableView {
    static let reusableCatalog: [AnyProperty] = [
        Property("reuseIdentifier", get: { (object: UICollectionReusableView) in object.reuseIdentifier }),
    ]
}
