import Foundation

/// Cell and supplementary view registrations (iOS 14): a registration names
/// a view class and a handler that configures each view dequeued through it;
/// the collection view registers the class the first time the registration
/// is used with it (R13.19).
extension UICollectionView {
    /// A cell class and the handler that configures its cells for their items.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for the item at the index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler

        public init(handler: @escaping Handler) {
            self.handler = handler
        }

        /// The identifier the collection view pools the registration's cells
        /// under: one per cell class, so that no address shows in it.
        var reuseIdentifier: String { "CellRegistration:" + String(reflecting: Cell.self) }
    }

    /// A supplementary view class, its kind, and the handler that configures
    /// its views.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view of the kind at the index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }

        var reuseIdentifier: String { "SupplementaryRegistration:" + String(reflecting: Supplementary.self) }
    }

    /// A cell of the registration's class, dequeued as
    /// `dequeueReusableCell(withReuseIdentifier:for:)` does, then given to
    /// the handler with the item (a nil item skips the handler).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        if !hasRegistration(forCellWithReuseIdentifier: registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell ?? Cell(registeredWithFrame: dequeued.frame) else {
            fatalError("\(Cell.self)'s init(frame:) made no cell")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A view of the registration's class and kind, dequeued as
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
    /// does, then given to the handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let kind = registration.elementKind
        if !hasRegistration(forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier) {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let view = dequeued as? Supplementary ?? Supplementary(registeredWithFrame: dequeued.frame) else {
            fatalError("\(Supplementary.self)'s init(frame:) made no view")
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
