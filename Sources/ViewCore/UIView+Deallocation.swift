/// R2.6: a dying view's subviews leave it (`removeFromSuperview`, front to back),
/// and each deallocates as soon as it has left if nothing else holds it. So
/// deallocation nests: a view's teardown runs inside its superview's, one native
/// deinit (and its callbacks) per level, and a deep enough hierarchy would
/// overflow the stack.
///
/// The nesting is bounded. Up to `maximumNestedDeallocations` nested view
/// deallocations the order is UIKit's exactly. Below that, a dying view's subviews
/// still leave it in UIKit's order, but are kept alive in the session's
/// `ViewReleaseQueue`; when the outermost deallocation has finished its own work,
/// the queue lets go of them one at a time, oldest first, each deallocation nesting
/// to the bound again. Only the views below the bound deallocate later than UIKit
/// would deallocate them, after the rest of the outermost teardown.
final class ViewReleaseQueue {
    static var shared: ViewReleaseQueue { Session.current.viewReleases }

    /// 64: deeper than the view hierarchies of real apps (a table cell in a
    /// navigation controller in a tab bar controller is some 30 levels down), so
    /// their deallocation order is UIKit's; a small, fixed amount of native stack
    /// whatever the depth; and well below the 200 nested C calls Lua allows
    /// (LUAI_MAXCCALLS), since a Lua class's `dealloc` and hooks run inside these
    /// deinits, each a call from C into Lua, while the deallocation that started
    /// it all may itself run from Lua (a collection, a finalizer).
    static let maximumNestedDeallocations = 64

    /// How many view deinits are running, one inside the other.
    var depth = 0
    /// Views kept alive past the bound, oldest first from `next`.
    private var deferred: [UIView?] = []
    private var next = 0
    private var isReleasing = false

    func keep(_ view: UIView) { deferred.append(view) }

    /// Lets go of the deferred views, oldest first; what their deallocations defer
    /// in turn joins the end of the queue. A deallocation finishing inside this
    /// loop leaves the rest to it.
    func releaseDeferredViews() {
        guard !isReleasing, next < deferred.count else { return }
        isReleasing = true
        while next < deferred.count {
            // Out of the array first: the view deallocates (if nothing else holds
            // it) after the write, when its deinit may queue more.
            let view = deferred[next]
            withExtendedLifetime(view) {
                deferred[next] = nil
                next += 1
            }
        }
        deferred.removeAll()
        next = 0
        isReleasing = false
    }
}

extension UIView {
    /// The subviews leave, front to back. The loop keeps no reference (no copy of
    /// the array) to the ones still waiting, so their deallocations do not pile up
    /// until it ends. `deferring`: past the nesting bound, each is kept in the queue
    /// before it leaves.
    func detachSubviewsForDeallocation(deferring: Bool, into releases: ViewReleaseQueue) {
        var index = subviewStorage.count - 1
        while index >= 0 {
            if index < subviewStorage.count {
                let subview = subviewStorage[index]
                if deferring { releases.keep(subview) }
                if subview.superviewStorage === self { subview.removeFromSuperview() }
            }
            index -= 1
        }
        // A subview whose `removeFromSuperview` override did not detach it (or one
        // added during the teardown) must not keep a dangling superview or window.
        for subview in subviewStorage where subview.superviewStorage === self {
            subview.superviewStorage = nil
            subview.updateWindow()
            if deferring { releases.keep(subview) }
        }
        // Let go of those now, while this deallocation counts as nesting, rather
        // than when Swift destroys the array after the deinit (and outside any
        // access to the array).
        var leftovers: [UIView] = []
        swap(&leftovers, &subviewStorage)
    }
}
