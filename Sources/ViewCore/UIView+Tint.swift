import Foundation

/// A view's tint, as Apple's `UIView.tintColor` and `tintAdjustmentMode`
/// references describe it: the first color set on the view or a superview
/// ("the first non-default value in the receiver's superview chain, starting
/// with itself"), the system blue where none is; the first adjustment mode
/// that is not `.automatic` likewise, `.normal` where none is; and a dimmed
/// color while the mode is `.dimmed`. `tintColorDidChange()` reaches each
/// view whose tint changed, the view where it was set first, then the views
/// below it, parent first ("sent to appropriate subviews of a view when its
/// tintColor is changed by client code or to subviews in the view hierarchy
/// of a view whose tintColor is implicitly changed when its superview or
/// tintAdjustmentMode changes", UIKit's header).
///
/// Until a view of the session has its tint or mode set, every view has the
/// default tint and a move changes none: moves then cost nothing here.
extension UIView {
    /// How a view's tint color is adjusted: `.dimmed` gives it a desaturated,
    /// darkened appearance; `.automatic` takes the superview's mode.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0, normal, dimmed
    }

    /// The tint the view has: its color before any dimming, and its mode.
    var effectiveTint: EffectiveTint { TintInheritance.tint(of: self) }

    /// Sets what `apply` sets of the view's own tint, then tells each view of
    /// the subtree whose tint changed.
    func changeTint(_ apply: () -> Void) {
        Session.current.customizesTint = true
        let before = TintInheritance.tints(below: self)
        apply()
        TintInheritance.deliverChanges(since: before, below: self)
    }

    /// Before a move, in a session that customizes tints: the subtree's tints.
    func tintsBeforeMove() -> [(UIView, EffectiveTint)]? {
        guard Session.current.customizesTint else { return nil }
        return TintInheritance.tints(below: self)
    }

    /// After a move: `tintColorDidChange()` to the views whose tint it changed.
    func deliverTintChangesAfterMove(_ before: [(UIView, EffectiveTint)]?) {
        guard let before else { return }
        TintInheritance.deliverChanges(since: before, below: self)
    }
}

/// A view's tint: the color it inherits or has, and its adjustment mode.
struct EffectiveTint: Equatable {
    var base: UIColor
    var mode: UIView.TintAdjustmentMode

    /// What `tintColor` answers: the base, dimmed while the mode is.
    var color: UIColor { mode == .dimmed ? TintInheritance.dimmed(base) : base }

    static func == (a: EffectiveTint, b: EffectiveTint) -> Bool { a.mode == b.mode && a.base.isEqual(b.base) }
}

enum TintInheritance {
    /// The tint a window has unless one is set: the app's tint color.
    static var defaultColor: UIColor { UIColor.tintColor }

    /// Ours: how deep tint deliveries may nest (a `tintColorDidChange()` that
    /// sets a tint, whose delivery reaches a view that sets another…) before
    /// further ones are dropped.
    static let maximumNesting = 32

    /// A loop up the superviews: a hierarchy may be thousands of views deep.
    static func tint(of start: UIView) -> EffectiveTint {
        var color: UIColor?
        var mode: UIView.TintAdjustmentMode = .automatic
        var view: UIView? = start
        while let current = view, color == nil || mode == .automatic {
            if color == nil { color = current.tintColorStorage }
            if mode == .automatic { mode = current.tintAdjustmentModeStorage }
            view = current.superviewStorage
        }
        return EffectiveTint(base: color ?? defaultColor, mode: mode == .automatic ? .normal : mode)
    }

    /// A decision, as UIKit documents only "a desaturated, darkened" color:
    /// the gray of the color's luma (Rec. 601), at 80 % of it, with the
    /// color's alpha; a dynamic color dims what it resolves to.
    static func dimmed(_ color: UIColor) -> UIColor {
        func dim(_ resolved: UIColor) -> UIColor {
            let c = resolved.cgColor
            let luma = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
            return UIColor(white: luma * 0.8, alpha: c.alpha)
        }
        guard color.dynamicProvider != nil else { return dim(color) }
        return UIColor { traits in dim(color.resolvedColor(with: traits)) }
    }

    /// The subtree's views, pre-order, each with its tint: one walk, a view
    /// taking its superview's tint where it sets none of its own.
    static func tints(below root: UIView) -> [(UIView, EffectiveTint)] {
        var found: [(UIView, EffectiveTint)] = []
        var byDepth: [EffectiveTint] = []
        root.walkSubtreePreOrder { view, depth in
            byDepth.removeSubrange(min(depth, byDepth.count)...)
            var tint: EffectiveTint
            if depth == 0 || byDepth.isEmpty {
                tint = self.tint(of: view)
            } else {
                tint = byDepth[byDepth.count - 1]
                if let own = view.tintColorStorage { tint.base = own }
                if view.tintAdjustmentModeStorage != .automatic { tint.mode = view.tintAdjustmentModeStorage }
            }
            found.append((view, tint))
            byDepth.append(tint)
            return true
        }
        return found
    }

    /// `tintColorDidChange()` to each view whose tint changed since `before`
    /// was taken, in its order. A view is not told again of a change made
    /// while it hears of one (a `tintColorDidChange()` that sets its own
    /// tint): the views below it are.
    static func deliverChanges(since before: [(UIView, EffectiveTint)], below root: UIView) {
        var after = tints(below: root)
        let sameViews = after.count == before.count && zip(before, after).allSatisfy { $0.0 === $1.0 }
        if !sameViews { after = before.map { ($0.0, tint(of: $0.0)) } }
        let session = Session.current
        for (old, new) in zip(before, after) where old.1 != new.1 {
            let view = new.0
            let id = ObjectIdentifier(view)
            guard !session.viewsHearingTintChange.contains(id),
                  session.viewsHearingTintChange.count < maximumNesting else { continue }
            session.viewsHearingTintChange.insert(id)
            view.effectiveTintDidChange()
            view.tintColorDidChange()
            session.viewsHearingTintChange.remove(id)
        }
    }
}
