import Foundation

/// A section's header or footer in a table: a view whose `contentView` holds
/// what it shows, with a `textLabel` made when first asked for, reused by
/// identifier as cells are (`register(_:forHeaderFooterViewReuseIdentifier:)`,
/// `dequeueReusableHeaderFooterView(withIdentifier:)`). A table shows a
/// section's title (`titleForHeaderInSection`) in one of these, so a
/// delegate's `willDisplayHeaderView` can restyle its label, as UIKit's
/// programming guide for table views suggests.
///
/// Geometry decided here (docs/tables-and-collections.md): the content view
/// fills the view; the text label sits `UITableViewCell.margin` points in
/// from the sides, as tall as the content view, the detail label (if any)
/// below it at its natural height.
open class UITableViewHeaderFooterView: UIView {
    open private(set) var reuseIdentifier: String?

    /// The view's one subview by default; what it shows goes in it. A
    /// content configuration replaces it with its own view.
    public private(set) var contentView: UIView

    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?

    /// What a content configuration shows in place of the labels; nil for none.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { contentView = showContentConfiguration(contentConfiguration, in: contentView) }
    }

    /// The view's bottom subview, filling it.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            backgroundView = adoptCellView(backgroundView, replacing: oldValue)
            placeCellBackground(backgroundView)
        }
    }

    public init(reuseIdentifier: String?) {
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        addSubview(contentView)
    }

    /// `initWithFrame:` is `initWithReuseIdentifier:nil`, then the frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a table makes a view of a registered class: Swift calls an
    /// initializer through a metatype only if it is `required`, and UIKit's
    /// `init(reuseIdentifier:)` is not. As a convenience initializer this
    /// reaches a subclass's override of `init(reuseIdentifier:)`. Not UIKit's
    /// API: failable only so that the bridge's stand-ins can decline it.
    public required convenience init?(registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    override var viewsHeldBesidesSubviews: [UIView] {
        super.viewsHeldBesidesSubviews
            + [contentView, textLabelStorage, detailTextLabelStorage, backgroundView].compactMap { $0 }
    }

    /// Made on first use, in the content view.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Made on first use, in the content view.
    open var detailTextLabel: UILabel? {
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A header's list configuration, without content.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

    /// Sent by `dequeueReusableHeaderFooterView(withIdentifier:)` to a view it
    /// takes from the reuse pool, just before returning it; an override
    /// resets what the last section left (it must call super).
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        let margin = UITableViewCell.margin
        let width = max(bounds.width - 2 * margin, 0)
        let detailHeight = detailTextLabelStorage?.intrinsicContentSize.height ?? 0
        textLabelStorage?.frame = CGRect(x: margin, y: 0, width: width, height: max(bounds.height - detailHeight, 0))
        detailTextLabelStorage?.frame = CGRect(x: margin, y: max(bounds.height - detailHeight, 0), width: width,
                                               height: detailHeight)
    }

    override var descriptionDetails: [String] {
        guard let reuseIdentifier else { return [] }
        return ["reuseIdentifier = '\(reuseIdentifier)'"]
    }
}

extension UITableViewHeaderFooterView {
    /// What `initWithReuseIdentifier:` does, for a bridge that has made the
    /// object already (a script's class).
    @_spi(Bridging) public func initialize(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
    }

    static let headerFooterCatalog: [AnyProperty] = [
        Property("contentView", get: { (object: UITableViewHeaderFooterView) in object.contentView }),
        Property("textLabel", get: { (object: UITableViewHeaderFooterView) in object.textLabel }),
        Property("detailTextLabel", get: { (object: UITableViewHeaderFooterView) in object.detailTextLabel }),
        Property("reuseIdentifier", get: { (object: UITableViewHeaderFooterView) in object.reuseIdentifier }),
        Property("backgroundView", get: { (object: UITableViewHeaderFooterView) in object.backgroundView },
                 set: { $0.backgroundView = $1 }),
    ]
}
