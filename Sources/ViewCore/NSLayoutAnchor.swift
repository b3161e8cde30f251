import Foundation

/// What every anchor is, whatever its kind: an attribute of a view or layout
/// guide. UIKit's Swift overlay has no such class (Objective-C's lightweight
/// generics need none); here it lets an anchor of unknown kind be held
/// (`NSLayoutConstraint.firstAnchor`) and be cast to its kind, and it is what
/// Lua calls `NSLayoutAnchor`.
open class AnyLayoutAnchor: CustomStringConvertible {
    /// Held strongly: an anchor is made on each access and lives as long as the
    /// expression that uses it.
    let item: LayoutItem
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The anchor of the attribute's kind.
    static func make(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> AnyLayoutAnchor {
        if attribute.isDimension { return NSLayoutDimension(item, attribute) }
        return attribute.axis == .horizontal ? NSLayoutXAxisAnchor(item, attribute) : NSLayoutYAxisAnchor(item, attribute)
    }

    static func className(for attribute: NSLayoutConstraint.Attribute) -> String {
        if attribute.isDimension { return "NSLayoutDimension" }
        return attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
    }

    /// The standard space between sibling views, which the visual format
    /// language's `-` also means. UIKit derives it from the fonts of views
    /// with text; between views without text it is 8 points.
    public static let systemSpacing: CGFloat = 8

    /// The view or layout guide the anchor belongs to.
    public var anchorItem: AnyObject { item }

    /// `<NSLayoutXAxisAnchor "UIView:#3.leading">`
    public var description: String {
        "<\(AnyLayoutAnchor.className(for: attribute)) \"\(item.layoutItemName).\(attribute.name)\">"
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ other: AnyLayoutAnchor?,
                    multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant,
                           caller: "+[NSLayoutConstraint constraintWithAnchor:relatedBy:toAnchor:multiplier:constant:]")
    }
}

/// An anchor that relates only to anchors of its own kind, as in UIKit: the
/// type parameter is the kind (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`,
/// `NSLayoutDimension`), so an x-axis anchor constrained to a y-axis anchor or
/// to a dimension does not compile.
open class NSLayoutAnchor<AnchorType: AnyObject>: AnyLayoutAnchor {
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor)
    }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }
}

/// Leading, trailing, left, right and centerX anchors.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The receiver at least, at most or exactly `multiplier` system spacings
    /// after `anchor` (``AnyLayoutAnchor/systemSpacing``).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: multiplier * AnyLayoutAnchor.systemSpacing)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: multiplier * AnyLayoutAnchor.systemSpacing)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: multiplier * AnyLayoutAnchor.systemSpacing)
    }
}

/// Top, bottom, centerY and baseline anchors.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The receiver at least, at most or exactly `multiplier` system spacings
    /// below `anchor` (``AnyLayoutAnchor/systemSpacing``).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: multiplier * AnyLayoutAnchor.systemSpacing)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: multiplier * AnyLayoutAnchor.systemSpacing)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: multiplier * AnyLayoutAnchor.systemSpacing)
    }
}

/// Width and height anchors: related to each other (with a multiplier) or to a constant.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m)
    }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: c)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: c)
    }
}

/// The anchors of views and layout guides alike.
protocol LayoutAnchors: LayoutItem {}

extension LayoutAnchors {
    func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, attribute) }
    func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, attribute) }
    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension { NSLayoutDimension(self, attribute) }
}
