import Foundation

/// UIKit's additions to Foundation's `IndexPath` (its `NSIndexPath` category):
/// a table's rows and a collection's items are index paths of two indexes,
/// the section first. Foundation on Linux has the type without them.
///
/// As in UIKit, `row` and `item` read the second index and `section` the
/// first; an index path of another length has no row or section there (it
/// traps in UIKit), so here they read as 0 rather than trapping, which keeps
/// a script's odd index path from ending the process.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    public var section: Int {
        get { count == 2 ? self[0] : 0 }
        set { if count == 2 { self[0] = newValue } }
    }

    public var row: Int {
        get { count == 2 ? self[1] : 0 }
        set { if count == 2 { self[1] = newValue } }
    }

    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// `<NSIndexPath: {section, row}>`'s short form, for messages: `{0, 3}`.
    var pairNotation: String { "{\(section), \(row)}" }
}
