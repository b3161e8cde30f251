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
                problems.append("\(describe(child)) is a child of \(describe(controller)) but names another parent")
            }
        }
        if !transitions.isRunning, !runLoop.hasWorkNow {
            for controller in liveControllers.all where controller.isBetweenAppearanceCallbacks {
                problems.append("\(describe(controller)) began an appearance transition that never ended")
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
        }
    }

    private func describe(_ controller: UIViewController) -> String { "\(controller.className) #\(controller.objectID)" }

    /// Responders alive in the process, whatever their session: after every
    /// session has ended and nothing holds its objects, none.
    public static var liveResponderCount: Int { UIResponder.liveCount }
}

extension UIViewController {
    var isBetweenAppearanceCallbacks: Bool { appearanceState == .appearing || appearanceState == .disappearing }
}
