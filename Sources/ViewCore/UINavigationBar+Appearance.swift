import Foundation

/// Which appearance a navigation bar shows, as iOS 15 chooses it: at the top
/// of the screen's content, the top item's or the bar's scroll-edge
/// appearance, else the standard one with no background or shadow (iOS 15's
/// transparent bar); elsewhere the standard one; in a compact height the
/// compact variants first. The top item's appearances win over the bar's.
///
/// The screen's content is the top controller's view if it is a scroll view,
/// else that view's first subview if it is one (the engine's reading of
/// UIKit's content scroll view); with none, the bar is at the edge. A bar
/// outside a navigation controller shows its standard appearance.
extension UINavigationBar {
    /// The appearance shown now; nil while the app has set none, when the
    /// legacy properties decide.
    var shownAppearance: UINavigationBarAppearance? {
        let item = topItem
        guard usesAppearances || item?.usesAppearances == true else { return nil }
        let compact = isCompactHeight
        let standard = (compact ? item?.compactAppearance ?? compactAppearance : nil) ?? item?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = (compact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil)
            ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance {
            return edge
        }
        let transparent = UINavigationBarAppearance(barAppearance: standard)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    var isAtScrollEdge: Bool {
        guard let controller = managingController?.topViewController else { return false }
        guard let view = controller.viewIfLoaded,
              let content = view as? UIScrollView ?? view.subviews.first as? UIScrollView else { return true }
        return content.contentOffset.y <= -content.adjustedContentInset.top
    }

    /// The title's attributes: the shown appearance's over the bar's own.
    func titleAttributes(large: Bool, in appearance: UINavigationBarAppearance?) -> [NSAttributedString.Key: Any] {
        var attributes = (large ? largeTitleTextAttributes : titleTextAttributes) ?? [:]
        if let appearance {
            attributes.merge(large ? appearance.largeTitleTextAttributes : appearance.titleTextAttributes) { $1 }
        }
        return attributes
    }
}

extension UINavigationBarAppearance {
    /// What a button of this style takes where its item sets no attributes.
    func buttonTitleAttributes(done: Bool, back: Bool) -> [NSAttributedString.Key: Any] {
        let buttons = back ? backButtonAppearance : done ? doneButtonAppearance : buttonAppearance
        return buttons.normal.titleTextAttributes
    }
}

extension UINavigationItem {
    var usesAppearances: Bool {
        standardAppearance != nil || compactAppearance != nil || scrollEdgeAppearance != nil || compactScrollEdgeAppearance != nil
    }
}

extension UIScrollView {
    /// A screen's content that reaches or leaves its top (or its end) changes
    /// which appearance its navigation bar (or tab bar) shows.
    func scrollEdgeMayHaveChanged() {
        guard Session.current.barsFollowScrollEdges else { return }
        let owner = viewDelegate ?? superviewStorage?.viewDelegate
        owner?.navigationController?.navigationBar.setNeedsLayout()
        // A search bar that folds away when scrolling changes the bar's height.
        owner?.navigationController?.barsMayHaveChanged()
        owner?.tabBarController?.tabBar.setNeedsLayout()
    }
}
