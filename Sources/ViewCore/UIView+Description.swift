import Foundation

/// Deterministic descriptions in UIKit's shape, with per-run ids in place of addresses.
extension UIView {
    /// `<CardView: #4; frame = (0 20; 375 647); hidden = YES; alpha = 0.5>`,
    /// the view's `description`.
    var viewDescription: String {
        var parts = ["<\(className): #\(objectID)", "frame = \(frameNotation(frame))"]
        if boundsOrigin != .zero {
            parts.append("bounds = \(frameNotation(bounds))")
        }
        if layerStorage?.hasTransform == true {
            let t = transform
            parts.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(shortNumber).joined(separator: ", "))]")
        }
        parts += descriptionDetails
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(shortNumber(alpha))") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizingDescription)") }
        return parts.joined(separator: "; ") + ">"
    }

    /// UIKit's notation: `LM+W+RM+TM+H+BM`.
    private var autoresizingDescription: String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { autoresizingMask.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// The subtree, one view a line, each level indented by `   | ` as UIKit does.
    /// Below `descriptionIndentationLimit` levels the indentation stops growing and
    /// the line starts with its depth instead (`[65] `): the text of a deep chain
    /// would otherwise grow with the square of its depth.
    public func recursiveDescription() -> String {
        var text = ""
        let fullIndentation = String(repeating: "   | ", count: UIView.descriptionIndentationLimit)
        walkSubtreePreOrder { view, depth in
            if depth > 0 { text += "\n" }
            if depth <= UIView.descriptionIndentationLimit {
                text += fullIndentation.prefix(5 * depth)
            } else {
                text += fullIndentation
                text += "[\(depth)] "
            }
            text += view.description
            return true
        }
        return text
    }

    /// Levels of indentation `recursiveDescription` writes out.
    static let descriptionIndentationLimit = 64
}
