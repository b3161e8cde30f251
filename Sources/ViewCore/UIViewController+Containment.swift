import Foundation

/// Containment (R8.8): the container calls `didMove(toParent:)` after adding a
/// child and `willMove(toParent: nil)` before removing one; UIKit makes the other
/// two calls itself.
extension UIViewController {
    func add(child: UIViewController) {
        if let problem = containmentProblem(adding: child) {
            return UIKitException.raise(.invalidArgumentException, "-[\(className) addChildViewController:]: \(problem)")
        }
        if child.parent === self { return }
        // "If the new child view controller is already the child of a container
        // view controller, it is removed from that container before being added"
        // (UIKit's documentation of addChild(_:)): removeFromParent sends
        // didMove(toParent: nil) first.
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Why `child` cannot be contained here: containment is a tree, so neither
    /// this controller nor one of its ancestors can be its child.
    func containmentProblem(adding child: UIViewController) -> String? {
        if child === self { return "a controller cannot be its own child" }
        var ancestor = parent
        while let current = ancestor {
            if current === child { return "\(child.className) #\(child.objectID) is an ancestor of \(className) #\(objectID)" }
            ancestor = current.parent
        }
        return nil
    }

    /// Makes `controllers` this container's children, each naming it as its
    /// parent. A container's callbacks (willMove(toParent:), appearance) may
    /// have taken some elsewhere while it changed its children; its list wins,
    /// so that containment stays a consistent tree. Returns those it adopted.
    @discardableResult
    func adoptChildren(_ controllers: [UIViewController]) -> [UIViewController] {
        children = controllers
        let adopted = controllers.filter { $0.parent !== self }
        for controller in adopted {
            controller.parent?.children.removeAll { $0 === controller }
            controller.parent = self
        }
        return adopted
    }

    func removeFromParentController() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The nearest navigation controller holding this controller.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest tab bar controller holding this controller.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    private func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent
        }
        return nil
    }
}
