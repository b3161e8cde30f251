import XCTest
@testable import ViewCore

/// R9.3: the interface style a view or controller has, from the overrides
/// above it, and the trait callbacks a change of override sends.
final class UserInterfaceStyleTests: ViewCoreTestCase {
    private final class StyleView: UIView {
        var name = ""
        var heard: ((String) -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            heard?("\(name) \(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)->\(traitCollection.userInterfaceStyle.rawValue)")
        }
    }

    private final class StyleController: UIViewController {
        var name = ""
        var heard: ((String) -> Void)?
        override func loadView() {
            let root = StyleView()
            root.name = name + ".view"
            root.heard = heard
            view = root
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            heard?("\(name) \(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)->\(traitCollection.userInterfaceStyle.rawValue)")
        }
    }

    private func view(_ name: String) -> StyleView {
        let view = StyleView()
        view.name = name
        view.heard = { [unowned self] line in log.add(line) }
        return view
    }

    private func controller(_ name: String) -> StyleController {
        let controller = StyleController()
        controller.name = name
        controller.heard = { [unowned self] line in log.add(line) }
        return controller
    }

    func test_R9_3_theScreenIsLightAndAnOverrideReachesTheSubviews() {
        let outer = view("outer"), inner = view("inner"), leaf = view("leaf")
        outer.addSubview(inner)
        inner.addSubview(leaf)
        XCTAssertEqual(leaf.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(UIScreen.main.traitCollection.userInterfaceStyle, .light)
        inner.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(outer.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(leaf.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(log.take(), ["inner 1->2", "leaf 1->2"])
        leaf.overrideUserInterfaceStyle = .light
        inner.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(log.take(), ["leaf 2->1", "inner 2->1"], "the leaf keeps its own style")
        inner.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(log.take(), [], "no change, no callback")
    }

    func test_R9_3_aViewMovedIntoAnotherStyleHearsOfIt() {
        let dark = view("dark"), light = view("light"), moving = view("moving"), leaf = view("leaf"), own = view("own")
        dark.overrideUserInterfaceStyle = .dark
        own.overrideUserInterfaceStyle = .light
        moving.addSubview(leaf)
        moving.addSubview(own)
        light.addSubview(moving)
        log.clear()
        dark.addSubview(moving)
        XCTAssertEqual(log.take(), ["moving 1->2", "leaf 1->2"], "after the move's callbacks; not the view with its own style")
        moving.removeFromSuperview()
        XCTAssertEqual(log.take(), ["moving 2->1", "leaf 2->1"])
        light.addSubview(moving)
        XCTAssertEqual(log.take(), [], "the same style")
    }

    func test_R9_3_aControllersOverrideReachesItsViewsAndChildren() {
        let parent = controller("P"), child = controller("C")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = parent
        parent.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(child.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(window.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(log.take(), ["P 1->2", "P.view 1->2", "C 1->2", "C.view 1->2"], "parent first, a controller before its view")
    }

    /// Apple's UIView.overrideUserInterfaceStyle: a view's style stops at the
    /// root view of a child controller; a window's reaches everything in it.
    func test_R9_3_aViewsOverrideStopsAtAChildControllerAndAWindowsDoesNot() {
        let parent = controller("P"), child = controller("C")
        let container = view("container")
        parent.view.addSubview(container)
        parent.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        container.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(child.view.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(log.take(), ["container 1->2"])
        container.overrideUserInterfaceStyle = .unspecified
        log.clear()
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(log.take(), ["P 1->2", "P.view 1->2", "container 1->2", "C 1->2", "C.view 1->2"])
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        window.isHidden = true
    }

    /// Apple's `UIColor.init(dynamicProvider:)` and `UITraitCollection.current`:
    /// a dynamic color is resolved against the current traits, which are the
    /// view's own while it draws or hears of a trait change.
    func test_R9_3_dynamicColorsResolveAgainstTheCurrentTraits() {
        let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(ink.cgColor, UIColor.black.cgColor)
        XCTAssertEqual(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            XCTAssertEqual(ink.cgColor, UIColor.white.cgColor)
        }
        XCTAssertEqual(ink.cgColor, UIColor.black.cgColor, "the current traits are put back")

        final class Badge: UIView {
            var drawnWith: [CGColor] = []
            var heardWith: [CGColor] = []
            let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
            override func draw(_ rect: CGRect) { drawnWith.append(ink.cgColor) }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                heardWith.append(ink.cgColor)
                setNeedsDisplay()
            }
        }
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let window = makeWindow("window")
        window.addSubview(badge)
        VirtualRunLoop.main.runUntilIdle()
        window.overrideUserInterfaceStyle = .dark
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(badge.heardWith, [UIColor.white.cgColor])
        XCTAssertEqual(badge.drawnWith, [UIColor.black.cgColor, UIColor.white.cgColor])
    }

    func test_R9_3_aLayerShowsItsViewsDynamicBackgroundInTheViewsStyle() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .blue : .white }
        XCTAssertEqual(view.layer.backgroundColor, UIColor.white.cgColor)
        view.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(view.layer.backgroundColor, UIColor.blue.cgColor)
        let pixel = try view.snapshot(scale: 1).pixel(x: 2, y: 2)
        XCTAssertEqual([pixel.red, pixel.green, pixel.blue, pixel.alpha], [0, 0, 255, 255])
    }

    func test_R9_3_aPresentedControllerTakesItsPresentersStyle() {
        let presenter = controller("A"), presented = controller("B")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        presenter.overrideUserInterfaceStyle = .dark
        presenter.present(presented, animated: false)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(presented.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(presented.view.traitCollection.userInterfaceStyle, .dark)
        window.isHidden = true
    }
}
