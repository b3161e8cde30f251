import Foundation

/// A controller whose view is a collection view it is the data source and
/// delegate of, as Apple's `UICollectionViewController` reference describes
/// it: made with a layout, its view (unless a nib gives one) a collection view
/// with that layout the size of the screen (one made without a layout raises
/// UIKit's exception as its view loads, and gets a flow layout); `clearsSelectionOnViewWillAppear`
/// deselects the selected items in `viewWillAppear(_:)` ("the default value
/// of this property is true"), and `installsStandardGestureForInteractiveMovement`
/// is kept (interactive movement is not simulated). The data source and
/// delegate methods are declared here for subclasses to override, each
/// answering as the protocol's default does; an item the subclass does not
/// describe gets an empty cell (a decision).
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// Nil for a controller made without one, whose view cannot load.
    private var layout: UICollectionViewLayout?
    /// The managed collection view: the view, or one the app set.
    var collectionViewStorage: UICollectionView?

    /// Whether `viewWillAppear(_:)` deselects the collection view's selected items.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press reorders items; kept only.
    open var installsStandardGestureForInteractiveMovement = true

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Without a layout: loading the view raises UIKit's exception.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view the controller manages: its view, loaded first.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return collectionViewStorage
        }
        set {
            adopt(newValue)
            view = newValue
        }
    }

    /// The layout the controller was made with, or its collection view's.
    open var collectionViewLayout: UICollectionViewLayout! { collectionViewStorage?.collectionViewLayout ?? layout }

    /// Setting a collection view as the view makes it the managed one.
    open override var view: UIView! {
        get { super.view }
        set {
            if let collection = newValue as? UICollectionView { adopt(collection) }
            super.view = newValue
        }
    }

    private func adopt(_ collection: UICollectionView?) {
        collectionViewStorage = collection
        guard let collection else { return }
        if collection.dataSource == nil { collection.dataSource = self }
        if collection.delegate == nil { collection.delegate = self }
    }

    open override func loadView() {
        if storyboardScene?.scene.viewArchive != nil || nibName != nil || nibNamedAfterClass() != nil {
            super.loadView()
            return
        }
        if layout == nil {
            UIKitException.raise(.invalidArgumentException, "UICollectionView must be initialized with a non-nil layout parameter")
        }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout ?? UICollectionViewFlowLayout())
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionViewStorage,
              let selected = collection.indexPathsForSelectedItems else { return }
        for indexPath in selected { collection.deselectItem(at: indexPath, animated: animated) }
    }

    /// What `initWithCollectionViewLayout:` does, for a bridge that has made
    /// the object already (a script's controller class).
    @_spi(Bridging) public func initialize(collectionViewLayout layout: UICollectionViewLayout) {
        initialize(nibName: nil, bundle: nil)
        self.layout = layout
    }

    // MARK: UICollectionViewDataSource

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No view: a layout that places supplementary views raises without an override.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UnprovidedSupplementaryView(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
}
