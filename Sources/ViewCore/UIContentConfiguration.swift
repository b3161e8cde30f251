import Foundation

/// What describes a view's content and makes the view that shows it: a cell
/// replaces its content view with the configuration's (or applies the
/// configuration to it, when it is one such a configuration made).
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    /// The configuration for a state (selected, highlighted…).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view a content configuration made, which takes new configurations.
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (one of its own kind).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state, as its configurations are updated for it.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public static func == (a: UICellConfigurationState, b: UICellConfigurationState) -> Bool {
        a.traitCollection == b.traitCollection && a.isDisabled == b.isDisabled && a.isHighlighted == b.isHighlighted
            && a.isSelected == b.isSelected && a.isFocused == b.isFocused && a.isEditing == b.isEditing
            && a.isExpanded == b.isExpanded && a.isSwiped == b.isSwiped && a.isReordering == b.isReordering
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isSelected)
        hasher.combine(isHighlighted)
        hasher.combine(isDisabled)
    }
}

extension UIView {
    /// What a cell's or header's `contentConfiguration` does to its content
    /// view `current`: a content view that supports the configuration takes
    /// it; else the configuration's own view takes `current`'s place among the
    /// subviews (views added to the old one leave with it, as in UIKit); nil
    /// puts back a plain view. Returns the content view now shown.
    func showContentConfiguration(_ configuration: UIContentConfiguration?, in current: UIView) -> UIView {
        guard let configuration else {
            return current is UIContentView ? replaceContentView(current, with: UIView()) : current
        }
        if let shown = current as? UIContentView, shown.supports(configuration) {
            shown.configuration = configuration
            return current
        }
        return replaceContentView(current, with: configuration.makeContentView())
    }

    private func replaceContentView(_ old: UIView, with view: UIView) -> UIView {
        view.frame = old.frame
        if let index = subviews.firstIndex(where: { $0 === old }) { insertSubview(view, at: index) } else { addSubview(view) }
        if old.superviewStorage === self { old.removeFromSuperview() }
        setNeedsLayout()
        return view
    }
}
