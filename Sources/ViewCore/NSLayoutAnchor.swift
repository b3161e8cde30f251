import Foundation

/// An attribute of a view or layout guide, from which constraints are made.
/// UIKit's type rule (an x-axis anchor is never constrained to a y-axis anchor or
/// to a dimension) is kept by the subclasses' signatures: each accepts only its
/// own kind of anchor. Not generic as UIKit's Swift overlay is: the concrete
/// subclasses are what scripts and nibs name.
open class NSLayoutAnchor: CustomStringConvertible {
    /// Held strongly: an anchor is made on each access and lives as long as the
    /// expression that uses it.
    let item: LayoutItem
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    static func make(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchor {
        if attribute.isDimension { return NSLayoutDimension(item, attribute) }
        return attribute.axis == .horizontal ? NSLayoutXAxisAnchor(item, attribute) : NSLayoutYAxisAnchor(item, attribute)
    }

    static func className(for attribute: NSLayoutConstraint.Attribute) -> String {
        if attribute.isDimension { return "NSLayoutDimension" }
        return attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
    }

    /// The view or layout guide the anchor belongs to.
    public var anchorItem: AnyObject { item }

    /// `<NSLayoutXAxisAnchor "UIView:#3.leading">`
    public var description: String {
        "<\(NSLayoutAnchor.className(for: attribute)) \"\(item.layoutItemName).\(attribute.name)\">"
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?,
                    multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant,
                           caller: "+[NSLayoutConstraint constraintWithAnchor:relatedBy:toAnchor:multiplier:constant:]")
    }
}

/// Leading, trailing, left, right and centerX anchors.
open class NSLayoutXAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { constraint(.equal, anchor) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, anchor) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { constraint(.lessThanOrEqual, anchor) }
    public func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }
}

/// Top, bottom, centerY and baseline anchors.
open class NSLayoutYAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { constraint(.equal, anchor) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, anchor) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { constraint(.lessThanOrEqual, anchor) }
    public func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }
}

/// Width and height anchors: related to each other (with a multiplier) or to a constant.
open class NSLayoutDimension: NSLayoutAnchor {
    public func constraint(equalTo anchor: NSLayoutDimension) -> NSLayoutConstraint { constraint(.equal, anchor) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, anchor) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension) -> NSLayoutConstraint { constraint(.lessThanOrEqual, anchor) }
    public func constraint(equalTo anchor: NSLayoutDimension, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }
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
