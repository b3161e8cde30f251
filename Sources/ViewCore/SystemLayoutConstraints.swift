import Foundation

/// A view's frame and autoresizing mask as constraints, for a view whose
/// `translatesAutoresizingMaskIntoConstraints` is true: its center and size
/// along each axis as linear functions of its superview's size, the same
/// functions springs and struts apply (R3.4). Described as UIKit describes them,
/// `h=--& v=--&`: for the left margin, the width and the right margin, `&` if
/// flexible and `-` if fixed, the right margin flexible when nothing else is.
public final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    let maskNotation: String

    init(_ view: UIView, _ attribute: Attribute, to superview: UIView?, multiplier: CGFloat, constant: CGFloat, notation: String) {
        maskNotation = notation
        super.init(first: view, attribute, .equal, superview, superview == nil ? .notAnAttribute : attribute,
                   multiplier: multiplier, constant: constant, caller: "", engineOwned: true)
    }

    override var descriptionClassName: String { "NSAutoresizingMaskLayoutConstraint" }
    override var descriptionPrefix: String? { maskNotation }

    override func attributeName(_ attribute: Attribute) -> String {
        switch attribute {
        case .centerX: "midX"
        case .centerY: "midY"
        default: attribute.name
        }
    }
}

/// A view's intrinsic size along one axis: no larger than it at the content
/// hugging priority, no smaller at the compression resistance priority.
public final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    public let hugging: UILayoutPriority
    public let compressionResistance: UILayoutPriority
    let axis: Axis

    init(_ view: UIView, axis: Axis, size: CGFloat, hugging: UILayoutPriority, compressionResistance: UILayoutPriority) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.axis = axis
        super.init(first: view, axis == .horizontal ? .width : .height, .equal, nil, .notAnAttribute,
                   multiplier: 1, constant: size, caller: "", engineOwned: true)
    }

    override var descriptionClassName: String { "NSContentSizeLayoutConstraint" }
    override var descriptionSuffix: String? {
        "Hug:\(shortNumber(CGFloat(hugging.rawValue))) CompressionResistance:\(shortNumber(CGFloat(compressionResistance.rawValue)))"
    }
}

/// The engine's own constraints for a member, from what they depend on
/// (`LayoutEngine.SystemKey`), with the view they are expressed in.
enum SystemConstraints {
    static func make(for item: LayoutItem, _ key: LayoutEngine.SystemKey) -> ([NSLayoutConstraint], UIView?) {
        switch key {
        case .none:
            return ([], nil)
        case .rootSize(let size):
            guard let view = item as? UIView else { return ([], nil) }
            return ([NSAutoresizingMaskLayoutConstraint(view, .width, to: nil, multiplier: 1, constant: size.width, notation: "h=--& v=--&"),
                     NSAutoresizingMaskLayoutConstraint(view, .height, to: nil, multiplier: 1, constant: size.height, notation: "h=--& v=--&")],
                    view)
        case let .autoresizing(frame, superviewSize, mask):
            guard let view = item as? UIView, let superview = view.superviewStorage else { return ([], nil) }
            let notation = "h=" + axisNotation(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                + " v=" + axisNotation(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            var built: [NSLayoutConstraint] = []
            for horizontal in [true, false] {
                let (lead, length, size) = horizontal ? (frame.minX, frame.width, superviewSize.width) : (frame.minY, frame.height, superviewSize.height)
                let flexible = horizontal
                    ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                    : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
                let (leadShare, lengthShare) = shares(lead: lead, length: length, trail: size - lead - length, flexible: flexible)
                // center' = center + (leadShare + lengthShare/2)·(size' - size), written with the
                // superview's center (size'/2); length' = length + lengthShare·(size' - size).
                let centerSlope = leadShare + lengthShare / 2
                let centerConstant = lead + length / 2 - centerSlope * size
                let centerAttribute: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
                let sizeAttribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
                built.append(NSAutoresizingMaskLayoutConstraint(
                    view, centerAttribute, to: centerSlope == 0 ? nil : superview, multiplier: 2 * centerSlope,
                    constant: centerSlope == 0 ? lead + length / 2 : centerConstant, notation: notation))
                built.append(NSAutoresizingMaskLayoutConstraint(
                    view, sizeAttribute, to: lengthShare == 0 ? nil : superview, multiplier: lengthShare,
                    constant: lengthShare == 0 ? length : length - lengthShare * size, notation: notation))
            }
            return (built, superview)
        case let .contentSize(size, hugging, compression):
            guard let view = item as? UIView else { return ([], nil) }
            var built: [NSLayoutConstraint] = []
            if size.width != UIView.noIntrinsicMetric {
                built.append(NSContentSizeLayoutConstraint(view, axis: .horizontal, size: size.width,
                    hugging: UILayoutPriority(hugging[0]), compressionResistance: UILayoutPriority(compression[0])))
            }
            if size.height != UIView.noIntrinsicMetric {
                built.append(NSContentSizeLayoutConstraint(view, axis: .vertical, size: size.height,
                    hugging: UILayoutPriority(hugging[1]), compressionResistance: UILayoutPriority(compression[1])))
            }
            return (built, view)
        case .guide(let insets):
            guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return ([], nil) }
            let names: [String]
            switch guide.kind {
            case .safeArea: names = ["UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-top",
                                     "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-bottom"]
            // The content guide's size is left to the constraints on it: only
            // its origin is tied, to the content's.
            case .scrollContent: names = ["UIScrollView-contentLayoutGuide-left", "UIScrollView-contentLayoutGuide-top"]
            case .scrollFrame: names = ["UIScrollView-frameLayoutGuide-left", "UIScrollView-frameLayoutGuide-top",
                                        "UIScrollView-frameLayoutGuide-right", "UIScrollView-frameLayoutGuide-bottom"]
            case .readableContent: names = ["UIViewReadableContentGuide-left", "UIViewReadableContentGuide-top",
                                            "UIViewReadableContentGuide-right", "UIViewReadableContentGuide-bottom"]
            case .keyboard: names = ["UIKeyboardLayoutGuide-left", "UIKeyboardLayoutGuide-top",
                                     "UIKeyboardLayoutGuide-right", "UIKeyboardLayoutGuide-bottom"]
            default: names = ["UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
                              "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"]
            }
            let sides: [(NSLayoutConstraint.Attribute, CGFloat)] = [(.left, insets.left), (.top, insets.top),
                                                                    (.right, -insets.right), (.bottom, -insets.bottom)]
            let built = zip(names, sides).map { name, side in
                let constraint = NSLayoutConstraint(first: guide, side.0, .equal, owner, side.0, multiplier: 1,
                                                    constant: side.1, caller: "", engineOwned: true)
                constraint.identifier = name
                return constraint
            }
            return (built, owner)
        }
    }

    private static func axisNotation(_ lead: Bool, _ length: Bool, _ trail: Bool) -> String {
        guard lead || length || trail else { return "--&" }
        return (lead ? "&" : "-") + (length ? "&" : "-") + (trail ? "&" : "-")
    }

    /// How a change of the superview's size is shared (R3.4): among the flexible
    /// parts in proportion to their lengths, or equally if those are all zero.
    private static func shares(lead: CGFloat, length: CGFloat, trail: CGFloat,
                               flexible: (Bool, Bool, Bool)) -> (lead: CGFloat, length: CGFloat) {
        let parts = [flexible.0 ? max(lead, 0) : nil, flexible.1 ? max(length, 0) : nil, flexible.2 ? max(trail, 0) : nil]
        let present = parts.compactMap { $0 }
        guard !present.isEmpty else { return (0, 0) }
        let total = present.reduce(0, +)
        func share(_ part: CGFloat?) -> CGFloat {
            guard let part else { return 0 }
            return total > 0 ? part / total : 1 / CGFloat(present.count)
        }
        return (share(parts[0]), share(parts[1]))
    }
}
