import XCTest
@testable import ViewCore

/// Appearance proxies (UIAppearance.swift). Apple's UIAppearance overview:
/// "iOS applies appearance changes when a view enters a window, it doesn't
/// change the appearance of a view that's already in a window"; a value set
/// on the view itself is kept; the most specific proxy wins.
final class AppearanceTests: ViewCoreTestCase {
    final class Card: UIView {}
    final class Badge: UIView {}
    final class Screen: UIViewController {}

    var window: LoggingWindow!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    func testAProxysValueReachesAViewAsItEntersAWindow() {
        UIView.appearance().isExclusiveTouch = true
        let view = UIView()
        XCTAssertFalse(view.isExclusiveTouch, "not in a window yet")
        let container = UIView()
        container.addSubview(view)
        XCTAssertFalse(view.isExclusiveTouch)
        window.addSubview(container)
        XCTAssertTrue(view.isExclusiveTouch)
        XCTAssertTrue(container.isExclusiveTouch)
        XCTAssertEqual(UIView.appearance().isExclusiveTouch, true)
    }

    func testAViewInAWindowKeepsWhatItHasUntilItEntersAgain() {
        let view = UIView()
        window.addSubview(view)
        UIView.appearance().backgroundColor = .red
        XCTAssertNil(view.backgroundColor, "already in a window")
        view.removeFromSuperview()
        window.addSubview(view)
        XCTAssertEqual(view.backgroundColor, .red)
        UIView.appearance().backgroundColor = .blue
        view.removeFromSuperview()
        window.addSubview(view)
        XCTAssertEqual(view.backgroundColor, .blue, "a proxy's value does not count as the view's own")
    }

    func testAValueSetOnTheViewItselfIsNeverReplaced() {
        UIView.appearance().backgroundColor = .red
        UIView.appearance().isExclusiveTouch = true
        let before = UIView(), after = UIView(), cleared = UIView()
        before.backgroundColor = .green
        cleared.backgroundColor = nil
        window.addSubview(before)
        window.addSubview(after)
        window.addSubview(cleared)
        XCTAssertEqual(before.backgroundColor, .green)
        XCTAssertNil(cleared.backgroundColor, "nil set on the view is its own value too")
        XCTAssertTrue(before.isExclusiveTouch, "only the property set is kept")
        after.backgroundColor = .yellow
        after.removeFromSuperview()
        window.addSubview(after)
        XCTAssertEqual(after.backgroundColor, .yellow)
    }

    func testASubclasssProxyWinsOverItsSuperclasss() {
        Card.appearance().backgroundColor = .blue
        UIView.appearance().backgroundColor = .red
        let card = Card(), badge = Badge(), plain = UIView()
        for view in [card, badge, plain] { window.addSubview(view) }
        XCTAssertEqual(card.backgroundColor, .blue, "Card's proxy, though UIView's was set later")
        XCTAssertEqual(badge.backgroundColor, .red)
        XCTAssertEqual(plain.backgroundColor, .red)
    }

    /// Containers are listed nearest first ("in ascending hierarchical
    /// order"); a longer list is more specific than a shorter one, and any
    /// list more specific than none.
    func testTheMostSpecificContainmentWins() {
        UIView.appearance(whenContainedInInstancesOf: [Card.self]).backgroundColor = .blue
        Badge.appearance().backgroundColor = .red
        Badge.appearance(whenContainedInInstancesOf: [Card.self, Card.self]).backgroundColor = .green
        let outer = Card(), inner = Card()
        let inInner = Badge(), inOuter = Badge(), outside = Badge()
        outer.addSubview(inner)
        inner.addSubview(inInner)
        outer.addSubview(inOuter)
        window.addSubview(outer)
        window.addSubview(outside)
        XCTAssertEqual(inInner.backgroundColor, .green, "in a card in a card")
        XCTAssertEqual(inOuter.backgroundColor, .blue, "in one card: UIView's contained proxy beats Badge's plain one")
        XCTAssertEqual(outside.backgroundColor, .red)
        XCTAssertEqual(inner.backgroundColor, .blue)
        XCTAssertNil(outer.backgroundColor, "a card in no card")
    }

    /// View controllers are appearance containers too: the views of a
    /// controller's view hierarchy are contained in it.
    func testAControllerIsAContainerOfItsViews() {
        UIView.appearance(whenContainedInInstancesOf: [Screen.self]).backgroundColor = .blue
        let screen = Screen()
        let inside = UIView()
        screen.view.addSubview(inside)
        window.rootViewController = screen
        let outside = UIView()
        window.addSubview(outside)
        XCTAssertEqual(inside.backgroundColor, .blue)
        XCTAssertNil(outside.backgroundColor)
    }

    func testOnlyAppearancePropertiesCanBeRecorded() {
        assertRaises(.invalidArgumentException, "-[_UIAppearance setValue:forKey:]: alpha is not an appearance property of UIView") {
            UIView.appearance().setValue(0.5, forKey: "alpha")
        }
        assertRaises(.invalidArgumentException,
                     "-[_UIAppearance setValue:forKey:]: Optional(\"yes\") is not a value of type Bool for the key exclusiveTouch") {
            UIView.appearance().setValue("yes", forKey: "exclusiveTouch")
        }
        let failed = UIKitException.capture { UIView.appearance().alpha = 0.5 }
        XCTAssertEqual(failed?.name, .invalidArgumentException)
        XCTAssertTrue(UIView.appearance().values.isEmpty)
    }

    /// Each class adds its own appearance properties and per-state setters
    /// (UIKit's `UI_APPEARANCE_SELECTOR`s): a label's text colour and font, a
    /// switch's tints, a button's `setTitleColor(_:for:)`; a state the app set
    /// itself keeps its value.
    func testSubclassesAddTheirOwnAppearanceProperties() {
        UILabel.appearance().setValue(UIColor.gray, forKey: "textColor")
        UILabel.appearance().setValue(UIFont.boldSystemFont(ofSize: 20), forKey: "font")
        UIButton.appearance().setTitleColor(.red, for: .normal)
        UIButton.appearance().setTitleColor(.green, for: .highlighted)
        let label = UILabel(), button = UIButton(type: .system)
        button.setTitleColor(.black, for: .highlighted)
        window.addSubview(label)
        window.addSubview(button)
        XCTAssertEqual(label.textColor, .gray)
        XCTAssertEqual(label.font, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(button.titleColor(for: .normal), .red)
        XCTAssertEqual(button.titleColor(for: .highlighted), .black, "set on the button itself")
        assertRaises(.invalidArgumentException, "-[_UIAppearance setValue:forKey:]: textColor is not an appearance property of UIView") {
            UIView.appearance().setValue(UIColor.red, forKey: "textColor")
        }
        assertRaises(.invalidArgumentException,
                     "-[_UIAppearance setTitleColor:forState:]: setTitleColor:forState: is not an appearance method of UILabel") {
            UILabel.appearance().setTitleColor(.red, for: .normal)
        }
    }

    /// The seeds' case through the proxy, as apps write it:
    /// `[[UIView appearance] setExclusiveTouch:YES]`.
    func testExclusiveTouchForEveryViewKeepsTwoButtonsFromActingAtOnce() {
        UIView.appearance().isExclusiveTouch = true
        let push = TouchLoggingView("push", log, CGRect(x: 0, y: 0, width: 100, height: 50))
        let pop = TouchLoggingView("pop", log, CGRect(x: 200, y: 0, width: 100, height: 50))
        window.addSubview(push)
        window.addSubview(pop)
        log.clear()
        Simulator.tapTogether(CGPoint(x: 10, y: 10), CGPoint(x: 210, y: 10))
        XCTAssertEqual(log.take(), ["push began (10 10)", "push ended (10 10)"])
    }

    func testANewSessionHasNoProxies() {
        UIView.appearance().backgroundColor = .red
        resetEngine()
        let view = UIView()
        let window = makeWindow("W2")
        window.addSubview(view)
        XCTAssertNil(view.backgroundColor)
    }
}
