import Foundation

/// A view a collection view keeps in its reuse pool: it has a reuse identifier
/// and is sent `prepareForReuse()` as it is taken from the pool for another
/// item (never when new).
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?

    /// Sent as the collection view takes the view from its reuse pool, just
    /// before returning it; an override resets what the last item left (it
    /// must call super).
    open func prepareForReuse() {}
}

/// An item of a collection view: a `contentView` filling it, where what the
/// item shows goes, and the selected and highlighted states the collection
/// view sets.
open class UICollectionViewCell: UICollectionReusableView {
    /// The cell's one subview by default.
    public let contentView: UIView
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false

    override var viewsHeldBesidesSubviews: [UIView] {
        super.viewsHeldBesidesSubviews + [contentView, backgroundView, selectedBackgroundView].compactMap { $0 }
    }

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a collection view makes a cell of a registered class: Swift calls
    /// an initializer through a metatype only if it is `required`, and UIKit's
    /// `init(frame:)` is not. This one is, and as a convenience initializer it
    /// reaches the subclass's override of `init(frame:)`; a subclass inherits
    /// it when it overrides `init(frame:)` or declares no designated
    /// initializer (UITableViewCell's `init(registeredWithStyle:…)` says more).
    public required convenience init?(registeredWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }
}
