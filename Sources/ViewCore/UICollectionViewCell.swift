import Foundation

/// An item of a collection view: a `contentView` filling it, where what the
/// item shows goes, and the selected and highlighted states the collection
/// view sets.
open class UICollectionViewCell: UICollectionReusableView {
    /// The cell's one subview by default.
    public let contentView: UIView
    /// The cell's bottom subview (UIView+CellBackgrounds.swift).
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            backgroundView = adoptCellView(backgroundView, replacing: oldValue)
            placeCellBackground(backgroundView)
        }
    }
    /// A subview above the background while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            selectedBackgroundView = adoptCellView(selectedBackgroundView, replacing: oldValue)
            showCellSelectedBackground(selectedBackgroundView, selectedStorage || highlightedStorage, above: backgroundView)
        }
    }
    /// Set by the collection view as the item is selected or deselected.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue) }
    }
    /// Set by the collection view while a finger is on the item.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue) }
    }
    private var selectedStorage = false
    private var highlightedStorage = false

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

    /// The setters as Objective-C names them (`setSelected:`), so that a
    /// bridge's subclass can override them, as a script's class does; Swift
    /// code overrides `isSelected` itself.
    @_spi(Bridging) open func setSelected(_ selected: Bool) {
        selectedStorage = selected
        showCellSelectedBackground(selectedBackgroundView, selectedStorage || highlightedStorage, above: backgroundView)
    }

    @_spi(Bridging) open func setHighlighted(_ highlighted: Bool) {
        highlightedStorage = highlighted
        showCellSelectedBackground(selectedBackgroundView, selectedStorage || highlightedStorage, above: backgroundView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }
}

extension UICollectionViewCell {
    /// What `initWithFrame:` does for a bridge that has made the cell already:
    /// the content view takes the cell's size at once, as it does when made
    /// with the frame.
    @_spi(Bridging) public func initialize(cellFrame frame: CGRect) {
        initialize(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }

    static let cellCatalog: [AnyProperty] = [
        Property("contentView", get: { (object: UICollectionViewCell) in object.contentView }),
        Property("backgroundView", get: { (object: UICollectionViewCell) in object.backgroundView }, set: { $0.backgroundView = $1 }),
        Property("selectedBackgroundView", get: { (object: UICollectionViewCell) in object.selectedBackgroundView },
                 set: { $0.selectedBackgroundView = $1 }),
        Property("selected", get: { (object: UICollectionViewCell) in object.isSelected }, set: { $0.isSelected = $1 }),
        Property("highlighted", get: { (object: UICollectionViewCell) in object.isHighlighted }, set: { $0.isHighlighted = $1 }),
    ]
}
