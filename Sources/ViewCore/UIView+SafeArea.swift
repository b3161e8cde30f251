import Foundation

/// Safe area and layout margins (R9.2). The safe area comes from the screen (status
/// bar, notch, home indicator) and from controllers along the way down
/// (`additionalSafeAreaInsets`, bars of navigation and tab bar controllers). A
/// view's insets are how far the safe region of its superview reaches into its
/// bounds, plus its controller's additions if it is a controller's root view.
///
/// The layout walk carries the safe region down as it goes and notices changes.
/// A view works its insets out again only if its superview's region moved or
/// something they are computed from changed (its frame, its superview's bounds,
/// its margins, its controller's additions, its place in the hierarchy: each
/// clears `safeAreaCurrent`); otherwise what it last reported holds. A view
/// whose insets or effective margins changed is told
/// (`layoutMarginsDidChange`, then `safeAreaInsetsDidChange`; its controller's
/// `viewLayoutMarginsDidChange`, `viewSafeAreaInsetsDidChange`) before it lays out.
extension UIView {
    public var safeAreaInsets: UIEdgeInsets {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            view = current.superviewStorage
        }
        guard chain.last is UIWindow else { return .zero }
        var region = UIView.screenSafeRegion
        var insets = UIEdgeInsets.zero
        for view in chain.reversed() {
            (insets, region) = view.safeArea(withinSuperviewRegion: region)
        }
        return insets
    }

    /// The layout margins with the safe area added where the view asks for it.
    public var effectiveLayoutMargins: UIEdgeInsets { margins(withSafeArea: safeAreaInsets) }

    /// The margins given the view's safe area: its own, with the safe area
    /// added if it asks; and where it preserves its superview's margins, each
    /// edge at least as far in as the superview's margin reaches past the gap
    /// between the two edges ("the superview's margins are also considered
    /// … where the distance between the edge of a view and its superview is
    /// smaller than the corresponding margin").
    func margins(withSafeArea insets: UIEdgeInsets) -> UIEdgeInsets {
        var margins = insetsLayoutMarginsFromSafeArea ? layoutMargins + insets : layoutMargins
        guard preservesSuperviewLayoutMargins, let superview = superviewStorage else { return margins }
        let outer = superview.reportedLayoutMargins, area = superview.bounds, frame = frameStorage
        margins.top = max(margins.top, outer.top - (frame.minY - area.minY))
        margins.left = max(margins.left, outer.left - (frame.minX - area.minX))
        margins.bottom = max(margins.bottom, outer.bottom - (area.maxY - frame.maxY))
        margins.right = max(margins.right, outer.right - (area.maxX - frame.maxX))
        return margins
    }

    /// The screen's safe region, in the coordinates a window's frame is in.
    static var screenSafeRegion: CGRect {
        UIScreen.main.bounds.inset(by: UIScreen.main.safeAreaInsets)
    }

    /// This view's insets and safe region (in its bounds coordinates), given its
    /// superview's safe region in the superview's bounds coordinates.
    func safeArea(withinSuperviewRegion region: CGRect) -> (insets: UIEdgeInsets, region: CGRect) {
        let bounds = self.bounds
        let local = region.offsetBy(dx: boundsOrigin.x - frameStorage.origin.x,
                                    dy: boundsOrigin.y - frameStorage.origin.y)
        var insets = UIEdgeInsets(top: max(0, local.minY - bounds.minY), left: max(0, local.minX - bounds.minX),
                                  bottom: max(0, bounds.maxY - local.maxY), right: max(0, bounds.maxX - local.maxX))
        if let controller = viewDelegate { insets = insets + controller.safeAreaAdditions }
        return (insets, bounds.inset(by: insets))
    }

    /// The safe region a subview sees from this view: nil outside a window.
    var safeRegionForSubviews: CGRect? {
        guard window != nil else { return nil }
        return bounds.inset(by: safeAreaInsets)
    }

    /// Called by the layout walk on a view in a window: compares the insets and
    /// effective margins with those last reported and tells the view (and its
    /// controller) of a change, marking it for layout. Returns the region to hand
    /// to the subviews, and whether it moved (then the walk checks every subview).
    func refreshSafeArea(withinSuperviewRegion region: CGRect, regionMoved: Bool) -> (region: CGRect, changed: Bool) {
        if !regionMoved, cycleFlags.contains(.safeAreaCurrent) {
            return (bounds.inset(by: reportedSafeAreaInsets), false)
        }
        cycleFlags.insert(.safeAreaCurrent)
        let (insets, ownRegion) = safeArea(withinSuperviewRegion: region)
        let margins = margins(withSafeArea: insets)
        let marginsChanged = margins != reportedLayoutMargins
        let insetsChanged = insets != reportedSafeAreaInsets
        guard marginsChanged || insetsChanged else { return (ownRegion, false) }
        reportedLayoutMargins = margins
        reportedSafeAreaInsets = insets
        if marginsChanged {
            layoutMarginsDidChange()
            viewDelegate?.viewLayoutMarginsDidChange()
        }
        if insetsChanged {
            safeAreaInsetsChangedInternally()
            safeAreaInsetsDidChange()
            viewDelegate?.viewSafeAreaInsetsDidChange()
        }
        setNeedsLayout()
        if constraintState != nil { constraintGuidesDidChange() }
        // New margins send the walk through the subviews too: those that
        // preserve them follow.
        return (ownRegion, insetsChanged || marginsChanged)
    }

    /// Something the safe area is computed from changed: the next layout walk
    /// works it out again.
    @inline(__always)
    func safeAreaInputsChanged() {
        cycleFlags.remove(.safeAreaCurrent)
    }
}
