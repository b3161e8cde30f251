import QuartzCore
import UIKit
import XCTest

/// A settings screen with an appearance switch, as apps wrote one once iOS 13
/// brought dark mode: the switch sets the window's `overrideUserInterfaceStyle`,
/// the card's colors are dynamic, and the card updates the one thing UIKit does
/// not resolve for it, its layer's border color, in `traitCollectionDidChange`.
/// A toast shows in a window of its own above the status bar.
enum Palette {
    static let card = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1) : UIColor(white: 1, alpha: 1)
    }
    static let border = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.2) : UIColor(white: 0, alpha: 0.1)
    }
}

final class ThemedCardView: UIView {
    private(set) var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Palette.card
        layer.borderWidth = 1
        layer.borderColor = Palette.border.cgColor
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle else { return }
        events.append("card: \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
        layer.borderColor = Palette.border.cgColor
    }
}

final class AppearanceSettingsViewController: UIViewController {
    private(set) var events: [String] = []
    let card = ThemedCardView()

    lazy var darkModeSwitch: UISwitch = {
        let control = UISwitch()
        control.addAction(UIAction { [unowned self] action in
            guard let control = action.sender as? UISwitch else { return }
            self.view.window?.overrideUserInterfaceStyle = control.isOn ? .dark : .light
        }, for: .valueChanged)
        return control
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(card)
        card.addSubview(darkModeSwitch)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        card.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 20, width: view.bounds.width - 32, height: 56)
        darkModeSwitch.frame.origin = CGPoint(x: card.bounds.width - darkModeSwitch.bounds.width - 12, y: 12)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        events.append("settings: \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
    }
}

/// A banner in a window above the app's, which takes the taps that land on it.
final class ToastWindow: UIWindow {
    private(set) var taps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = .statusBar + 1
        let dismiss = UIButton(type: .system, primaryAction: UIAction(title: "Dismiss") { [unowned self] _ in
            self.taps += 1
            self.isHidden = true
        })
        dismiss.frame = bounds
        addSubview(dismiss)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class ThemedSettingsTests: AppTestCase {
    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    func testTheSwitchTurnsTheWindowDarkAndTheCardFollows() throws {
        let settings = AppearanceSettingsViewController()
        show(settings)
        XCTAssertEqual(settings.card.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(settings.card.layer.backgroundColor, UIColor.white.cgColor)
        XCTAssertEqual(settings.card.layer.borderColor, UIColor(white: 0, alpha: 0.1).cgColor)

        Simulator.tap(center(of: settings.darkModeSwitch))
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertTrue(settings.darkModeSwitch.isOn)
        XCTAssertEqual(window.overrideUserInterfaceStyle, .dark)
        XCTAssertEqual(settings.events, ["settings: dark"])
        XCTAssertEqual(settings.card.events, ["card: dark"])
        XCTAssertEqual(settings.card.layer.borderColor, UIColor(white: 1, alpha: 0.2).cgColor)
        XCTAssertEqual(settings.card.layer.backgroundColor, UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1).cgColor)
        XCTAssertEqual(settings.card.backgroundColor, Palette.card, "the view keeps the dynamic color itself")

        Simulator.tap(center(of: settings.darkModeSwitch))
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(settings.card.events, ["card: dark", "card: light"])
        XCTAssertEqual(settings.card.layer.borderColor, UIColor(white: 0, alpha: 0.1).cgColor)
    }

    func testTheCardIsLaidOutBelowTheStatusBar() {
        let settings = AppearanceSettingsViewController()
        show(settings)
        let top = settings.view.safeAreaInsets.top
        XCTAssertEqual(settings.card.frame, CGRect(x: 16, y: top + 20, width: UIScreen.main.bounds.width - 32, height: 56))
        XCTAssertEqual(settings.darkModeSwitch.frame,
                       CGRect(x: settings.card.bounds.width - 51 - 12, y: 12, width: 51, height: 31))
    }

    func testAToastAboveTheStatusBarTakesTheTapsOnIt() {
        let settings = AppearanceSettingsViewController()
        show(settings)
        let toast = ToastWindow(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 120))
        toast.isHidden = false
        XCTAssertEqual(toast.windowLevel, UIWindow.Level(rawValue: 1001))
        XCTAssertGreaterThan(toast.windowLevel, window.windowLevel)
        XCTAssertTrue(window.isKeyWindow, "the toast does not become key")

        let point = CGPoint(x: 40, y: 60)
        XCTAssertTrue(window.hitTest(point, with: nil) != nil, "the app's window is there too, below the toast")
        Simulator.tap(point)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(toast.taps, 1)
        XCTAssertTrue(toast.isHidden)

        Simulator.tap(point)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(toast.taps, 1, "hidden, it takes no more taps")
    }
}
