/// The active constraints that name one layout item (a view or a guide) as
/// their first or second item. When a subtree leaves its superview, the
/// constraints crossing its edge are found from the subtree's own items, at a
/// cost that does not grow with the constraints its ancestors hold.
///
/// Invariant: a constraint is listed by each of its distinct items exactly while
/// it is active; `NSLayoutConstraint.mentionSlots` says where, so that taking
/// it out is one swap with the last entry.
final class ConstraintMentions {
    private(set) var constraints: [NSLayoutConstraint] = []

    func add(_ constraint: NSLayoutConstraint, side: Int) {
        constraint.mentionSlots[side] = (self, constraints.count)
        constraints.append(constraint)
    }

    func remove(_ constraint: NSLayoutConstraint, side: Int) {
        guard let (list, slot) = constraint.mentionSlots[side], list === self else { return }
        constraint.mentionSlots[side] = nil
        let last = constraints.removeLast()
        guard last !== constraint else { return }
        constraints[slot] = last
        for lastSide in 0..<2 where last.mentionSlots[lastSide]?.list === self {
            last.mentionSlots[lastSide] = (self, slot)
        }
    }
}

/// A constraint's places in its first (side 0) and second (side 1) items' lists.
struct MentionSlots {
    typealias Slot = (list: ConstraintMentions, slot: Int)
    private var first: Slot?
    private var second: Slot?

    subscript(side: Int) -> Slot? {
        get { side == 0 ? first : second }
        set { if side == 0 { first = newValue } else { second = newValue } }
    }
}

extension NSLayoutConstraint {
    /// Lists the constraint with its items, each once (a constraint between
    /// two attributes of one view is listed once).
    func addMentions() {
        let items = [firstItem as? LayoutItem, secondItem as? LayoutItem]
        for side in 0..<2 {
            guard let item = items[side], side == 0 || item !== items[0] else { continue }
            item.constraintMentions.add(self, side: side)
        }
    }

    func removeMentions() {
        for side in 0..<2 {
            mentionSlots[side]?.list.remove(self, side: side)
        }
    }
}
