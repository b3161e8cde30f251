import Foundation

extension Session {
    /// What is inconsistent in the session's state, one line each; empty when
    /// nothing is. For tests and the fuzzer: after any sequence of calls, good or
    /// bad, the hierarchy is whole, and once the run loop is idle with no
    /// transition running, no controller is left between a will- and a
    /// did-callback.
    public func consistencyProblems() -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        // A window made a subview of another tree is checked as part of it.
        for window in application.windows where window.superviewStorage == nil {
            checkTree(window, window: window, seen: &seen, problems: &problems)
        }
        for controller in liveControllers.all {
            for child in controller.children where child.parent !== controller {
                let named = child.parent.map(describe) ?? "none"
                problems.append("\(describe(child)) is a child of \(describe(controller)) but names another parent (\(named))")
            }
        }
        if !transitions.isRunning, !runLoop.hasWorkNow {
            for controller in liveControllers.all where controller.isBetweenAppearanceCallbacks {
                let state = controller.appearanceState == .appearing ? "appearing" : "disappearing"
                let place = [
                    controller.parent.map { "child of \(describe($0))" },
                    controller.presentingViewController.map { "presented by \(describe($0))" },
                    controller.viewStorage?.window.map { "view in \($0.description)" },
                ].compactMap { $0 }.joined(separator: ", ")
                problems.append("\(describe(controller)) began an appearance transition that never ended "
                    + "(\(state)\(place.isEmpty ? "" : "; " + place))")
            }
        }
        return problems
    }

    private func checkTree(_ view: UIView, window: UIWindow, seen: inout Set<ObjectIdentifier>, problems: inout [String]) {
        var stack = [view]
        while let current = stack.popLast() {
            guard seen.insert(ObjectIdentifier(current)).inserted else {
                problems.append("\(current.description) is reached twice")
                continue
            }
            if current.window !== window {
                problems.append("\(current.description) is in \(window.description) but reports another window")
            }
            for subview in current.subviewStorage {
                if subview.superviewStorage !== current {
                    problems.append("\(subview.description) is a subview of \(current.description) but names another superview")
                }
                stack.append(subview)
            }
            if let layer = current.layerStorage {
                let viewLayers = (layer.sublayers ?? []).compactMap(\.owningView).map(ObjectIdentifier.init)
                if viewLayers != current.subviewStorage.map(ObjectIdentifier.init) {
                    problems.append("the sublayers of \(current.description)'s layer are not its subviews' layers in order")
                }
            }
        }
    }

    private func describe(_ controller: UIViewController) -> String { "\(controller.className) #\(controller.objectID)" }

    /// Responders alive in the process, whatever their session: after every
    /// session has ended and nothing holds its objects, none.
    public static var liveResponderCount: Int { UIResponder.liveCount }

    /// Whether responders made from now on are listed (weakly) for
    /// `respondersHeldFromOutside`. Off unless a leak check asks: a weak
    /// reference gives every object a side table.
    nonisolated(unsafe) public static var tracksResponders = false

    /// The live tracked responders that something outside the responders holds:
    /// more strong references than the strong references among the live
    /// responders account for. After every session has ended and its Lua state
    /// has closed, a responder a script left in a cycle (a window that is its
    /// root controller's view) is held from inside, as UIKit would leak it;
    /// one held from outside is a leak of the engine's or of a bridge's.
    public static func respondersHeldFromOutside() -> [String] {
        // Unretained, so that reading a count adds nothing to it.
        var live: [Unmanaged<UIResponder>] = []
        for reference in UIResponder.tracked {
            if let object = reference.object { live.append(.passUnretained(object)) }
        }
        var heldFromInside: [ObjectIdentifier: Int] = [:]
        for object in live {
            for held in object.takeUnretainedValue().strongResponderReferences {
                heldFromInside[ObjectIdentifier(held), default: 0] += 1
            }
        }
        return live.filter { object in
            swiftRetainCount(object.toOpaque()) > heldFromInside[ObjectIdentifier(object.takeUnretainedValue()), default: 0]
        }.map { object in
            let responder = object.takeUnretainedValue()
            return "\(responder.className) #\(responder.objectID)"
        }
    }
}

extension Session {
    /// Where the list of tracked responders ends now: the responders made from
    /// here on are tracked after it (`liveResponders(madeFrom:to:)`).
    public static var trackedResponderMark: Int { UIResponder.tracked.count }

    /// The tracked responders made between two marks that are still alive, as
    /// the test runner finds what a spec file leaked.
    public static func liveResponders(madeFrom start: Int, to end: Int) -> [UIResponder] {
        let tracked = UIResponder.tracked
        let range = max(0, start)..<min(max(start, end), tracked.count)
        return tracked[range].compactMap(\.object)
    }

    /// Drops the entries of responders that are gone; marks taken before no
    /// longer hold.
    public static func forgetDeadTrackedResponders() {
        UIResponder.tracked.removeAll { $0.object == nil }
    }
}

@_silgen_name("swift_retainCount")
private func swiftRetainCount(_ object: UnsafeMutableRawPointer) -> Int

extension UIResponder {
    struct WeakReference { weak var object: UIResponder? }

    nonisolated(unsafe) static var tracked: [WeakReference] = []

    /// The responders this one holds strongly: the hierarchy's and containment's
    /// edges, and the views UIKit's classes keep in strong properties. Not the
    /// engine's hold on work under way (a transition's children, a touch a
    /// table tracks): what that keeps once the session has ended is the
    /// engine's leak, which the check must see.
    var strongResponderReferences: [UIResponder] {
        var held: [UIResponder] = []
        if let view = self as? UIView { held += view.subviewStorage + view.viewsHeldBesidesSubviews }
        if let window = self as? UIWindow, let root = window.rootStorage { held.append(root) }
        if let controller = self as? UIViewController {
            if let view = controller.viewStorage { held.append(view) }
            held += controller.children as [UIResponder]
            if let presented = controller.presentedViewController { held.append(presented) }
            if let search = controller.navigationItemStorage?.searchController { held.append(search) }
        }
        if let search = self as? UISearchController {
            held.append(search.searchBar)
            if let results = search.searchResultsController, results.parent !== search { held.append(results) }
        }
        if let navigation = self as? UINavigationController { held.append(navigation.navigationBar) }
        if let tabs = self as? UITabBarController { held.append(tabs.tabBar) }
        if let tables = self as? UITableViewController, let table = tables.tableViewStorage { held.append(table) }
        if let collections = self as? UICollectionViewController, let collection = collections.collectionViewStorage {
            held.append(collection)
        }
        return held
    }
}

extension UIViewController {
    var isBetweenAppearanceCallbacks: Bool { appearanceState == .appearing || appearanceState == .disappearing }
}
