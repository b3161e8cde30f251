import Foundation

/// How much a constraint matters, 1 to 1000. UIKit's engine satisfies higher
/// priorities before lower ones; how the priorities become solver strengths is
/// `LayoutEngine.strength(for:)`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// A view or a layout guide: what a constraint's items are.
protocol LayoutItem: AnyObject {
    /// The view that places the item in the hierarchy: the view itself, or a
    /// guide's owning view.
    var hierarchyView: UIView? { get }
    /// The active constraints that name this item.
    var constraintMentions: ConstraintMentions { get }
    /// How descriptions name it: `UIView:#3`, `UILayoutGuide:#9'UIViewSafeAreaLayoutGuide'`.
    var layoutItemName: String { get }
}

/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`,
/// at a priority. Items are held weakly, as UIKit's are; an active constraint is
/// held by its container, the nearest common ancestor of its items (`constraints`
/// of that view), which is also the coordinate space the engine expresses it in.
///
/// Leading and trailing are left and right, or right and left where the item's
/// `effectiveUserInterfaceLayoutDirection` is right to left.
open class NSLayoutConstraint: CustomStringConvertible {
    /// The part of an object's visual representation that a constraint relates.
    public enum Attribute: Int, Sendable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public static let baseline = Attribute.lastBaseline
    }

    /// The relation between the first attribute and the modified second attribute of a constraint.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The axis, horizontal or vertical, that a layout priority or arrangement applies to.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// A stable per-session number, printed where UIKit prints an address.
    public let objectID: Int
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    /// Settable inside ViewCore only: the engine's autoresizing constraints follow
    /// their view's geometry.
    public internal(set) var multiplier: CGFloat
    public var identifier: String?

    /// False when creation raised (a non-finite number, an illegal pairing): such
    /// a constraint can be held and described but never becomes active.
    public private(set) var isValid = true
    /// One of the engine's own constraints (autoresizing, content size, guides):
    /// the engine activates and deactivates it, never the app.
    let isEngineOwned: Bool

    /// The view that holds the constraint while it is active. Unretained: that
    /// view holds the constraint, and lets go of it (clearing this) before it dies.
    unowned(unsafe) var container: UIView?
    /// Where the engine keeps the constraint while it is installed (LayoutEngine.swift).
    var installation: LayoutEngine.Installation?
    /// Where its first and second items list it while it is active (ConstraintMentions.swift).
    var mentionSlots = MentionSlots()

    // MARK: Creation

    /// `+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]`.
    /// Bad arguments raise as UIKit raises; the constraint made then is invalid.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute,
                            multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as? LayoutItem
        let second = view2 as? LayoutItem
        self.init(first: first, attr1, relation, second, second == nil ? .notAnAttribute : attr2,
                  multiplier: multiplier, constant: c,
                  caller: "+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]",
                  itemsAreLayoutItems: first != nil && (view2 == nil || second != nil))
    }

    private let caller: String

    init(first: LayoutItem?, _ attr1: Attribute, _ relation: Relation, _ second: LayoutItem?, _ attr2: Attribute,
         multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority = .required, caller: String,
         itemsAreLayoutItems: Bool = true, engineOwned: Bool = false) {
        objectID = Session.current.nextObjectID()
        firstItem = first
        secondItem = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constantStorage = constant
        self.priorityStorage = priority
        self.caller = caller
        isEngineOwned = engineOwned
        if !engineOwned { validate(itemsAreLayoutItems: itemsAreLayoutItems) }
    }

    /// UIKit's checks at creation, in its words.
    private func validate(itemsAreLayoutItems: Bool) {
        if !itemsAreLayoutItems {
            invalidate(.invalidArgumentException, "\(caller): Constraint items must each be a view or layout guide.")
            return
        }
        if !multiplier.isFinite {
            invalidate(.internalInconsistencyException, "Multiplier is not finite!  That's illegal.  multiplier:\(shortNumber(multiplier))")
            multiplier = 1
            return
        }
        if !constantStorage.isFinite {
            invalidate(.internalInconsistencyException, notFiniteConstantReason(constantStorage))
            constantStorage = 0
            return
        }
        if firstAttribute == .notAnAttribute || (secondItem != nil && secondAttribute == .notAnAttribute) {
            invalidate(.invalidArgumentException, "\(caller): Unknown layout attribute")
            return
        }
        if firstAttribute.isLocation && (secondItem == nil || multiplier == 0) {
            invalidate(.invalidArgumentException, "\(caller): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs")
            return
        }
        guard secondItem != nil else { return }
        // Dimensions pair across axes (an aspect ratio); locations only along one.
        if firstAttribute.isLocation != secondAttribute.isLocation
            || (firstAttribute.isLocation && firstAttribute.axis != secondAttribute.axis) {
            invalidate(.invalidArgumentException, "\(caller): Invalid pairing of layout attributes")
            return
        }
        if (firstAttribute.isLeadingTrailing && secondAttribute.isLeftRight)
            || (firstAttribute.isLeftRight && secondAttribute.isLeadingTrailing) {
            invalidate(.invalidArgumentException, "\(caller): A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
        }
    }

    private func invalidate(_ name: UIKitException.Name, _ reason: String) {
        guard isValid else { return }
        isValid = false
        UIKitException.raise(name, reason)
    }

    private func notFiniteConstantReason(_ value: CGFloat) -> String {
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(shortNumber(value)) firstAnchor:\(anchorDescription(firstItem, firstAttribute)) secondAnchor:\(anchorDescription(secondItem, secondAttribute))"
    }

    // MARK: Mutable state

    private var constantStorage: CGFloat
    private var priorityStorage: UILayoutPriority

    /// A new constant re-expresses only this constraint in its engine.
    public var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue.isFinite else {
                UIKitException.raise(.internalInconsistencyException, notFiniteConstantReason(newValue))
                return
            }
            guard newValue != constantStorage else { return }
            constantStorage = newValue
            engineInputDidChange()
        }
    }

    /// 1 to 1000. An active constraint cannot change between required and not, as in UIKit.
    public var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            guard newValue.rawValue > 0, newValue.rawValue <= 1000 else {
                UIKitException.raise(.invalidArgumentException,
                    "It's illegal to set priority:\(shortNumber(CGFloat(newValue.rawValue))). Priorities must be greater than 0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000.")
                return
            }
            if isActive, (newValue == .required) != (priorityStorage == .required) {
                UIKitException.raise(.internalInconsistencyException,
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(shortNumber(CGFloat(newValue.rawValue))) and the existing priority was \(shortNumber(CGFloat(priorityStorage.rawValue))).")
                return
            }
            guard newValue != priorityStorage else { return }
            priorityStorage = newValue
            engineInputDidChange()
        }
    }

    /// Activating adds the constraint to its items' nearest common ancestor;
    /// deactivating takes it out. Either marks the items' superviews for layout (R5.3).
    public var isActive: Bool {
        get { container != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// What an item looks like from this constraint's first and second anchors.
    public var firstAnchor: AnyLayoutAnchor? { (firstItem as? LayoutItem).map { AnyLayoutAnchor.make($0, firstAttribute) } }
    public var secondAnchor: AnyLayoutAnchor? { (secondItem as? LayoutItem).map { AnyLayoutAnchor.make($0, secondAttribute) } }

    // MARK: Activation

    func activate() {
        guard isValid, !isEngineOwned, container == nil else { return }
        guard let first = firstItem as? LayoutItem, let firstView = first.hierarchyView else {
            UIKitException.raise(.genericException, "Unable to activate constraint \(description): its first item is gone or is a layout guide that no view owns.")
            return
        }
        var ancestor = firstView
        if let second = secondItem as? LayoutItem {
            guard let secondView = second.hierarchyView, let common = UIView.nearestCommonAncestor(firstView, secondView) else {
                UIKitException.raise(.genericException,
                    "Unable to activate constraint with anchors \(anchorDescription(firstItem, firstAttribute)) and \(anchorDescription(secondItem, secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
                return
            }
            ancestor = common
        } else if secondAttribute != .notAnAttribute {
            UIKitException.raise(.genericException, "Unable to activate constraint \(description): its second item is gone.")
            return
        }
        ancestor.addStoredConstraint(self)
        markItemsForLayout(in: ancestor)
    }

    func deactivate() {
        guard let container else { return }
        container.removeStoredConstraint(self)
        markItemsForLayout(in: container)
    }

    /// R5.3: the superviews of the items lay out again. Between two items, the
    /// container stands for its own superview (the constraint places what is
    /// inside it; should the solution change the container's own frame, the
    /// solve marks its superview); a guide's owning view stands for the guide's.
    func markItemsForLayout(in container: UIView) {
        let between = secondItem != nil
        for item in [firstItem, secondItem] {
            if let view = item as? UIView {
                (between && view === container ? view : view.superview ?? view).setNeedsLayout()
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                owner.setNeedsLayout()
            }
        }
    }

    /// A new constant or priority of an installed constraint.
    func engineInputDidChange() {
        guard let installation else { return }
        installation.engine?.constraintDidChange(self)
        if let container { markItemsForLayout(in: container) }
    }

    // MARK: Description

    /// What `description` calls the constraint's class.
    var descriptionClassName: String { "NSLayoutConstraint" }
    /// What comes before the equation (an autoresizing constraint's `h=--& v=--&`).
    var descriptionPrefix: String? { nil }
    /// What comes after it (a content size constraint's priorities).
    var descriptionSuffix: String? { nil }

    func attributeName(_ attribute: Attribute) -> String { attribute.name }

    /// `<NSLayoutConstraint:#12 'name' UIView:#3.leading == UIView:#2.leading + 8 @750   (active)>`
    public var description: String {
        var text = "<\(descriptionClassName):#\(objectID)"
        if let descriptionPrefix { text += " " + descriptionPrefix }
        if let identifier { text += " '\(identifier)'" }
        text += " " + itemName(firstItem) + "." + attributeName(firstAttribute) + " " + relation.symbol + " "
        if secondItem != nil {
            if multiplier != 1 { text += shortNumber(multiplier) + "*" }
            text += itemName(secondItem) + "." + attributeName(secondAttribute)
            if constant > 0 { text += " + " + shortNumber(constant) }
            if constant < 0 { text += " - " + shortNumber(-constant) }
        } else {
            text += shortNumber(constant)
        }
        if priority != .required { text += " @" + shortNumber(CGFloat(priority.rawValue)) }
        if let descriptionSuffix { text += " " + descriptionSuffix }
        text += isActive || installation != nil ? "   (active)>" : "   (inactive)>"
        return text
    }

    private func itemName(_ item: AnyObject?) -> String {
        (item as? LayoutItem)?.layoutItemName ?? "(null)"
    }

    func anchorDescription(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item = item as? LayoutItem else { return "(null)" }
        return "<\(AnyLayoutAnchor.className(for: attribute)) \"\(item.layoutItemName).\(attribute.name)\">"
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension NSLayoutConstraint.Attribute {
    public var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        default: .vertical
        }
    }

    var isDimension: Bool { self == .width || self == .height }
    var isLocation: Bool { !isDimension && self != .notAnAttribute }
    var isLeadingTrailing: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
    var isLeftRight: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// The margin attributes are the plain ones of the item's `layoutMarginsGuide`.
    var withoutMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
