import UIKit
import XCTest

/// A compose screen in the style of many iOS apps: controls made in lazy
/// properties whose closures use `self` as the target, colors from literals,
/// and an action method the control calls. With no Objective-C runtime, the
/// controller names its action methods in `performAction(_:sender:event:)`.
final class ComposerViewController: UIViewController {
    private(set) var events: [String] = []

    lazy var sendButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.addTarget(self, action: Selector("send:"), for: .touchUpInside)
        button.addTarget(self, action: Selector("touchedDown:"), for: .touchDown)
        button.backgroundColor = #colorLiteral(red: 0, green: 0.478, blue: 1, alpha: 1)
        return button
    }()

    lazy var cancelButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Cancel", for: .normal)
        button.addAction(UIAction { [unowned self] _ in self.events.append("cancel") }, for: .touchUpInside)
        return button
    }()

    let accent = #colorLiteral(red: 1, green: 0.584, blue: 0, alpha: 1)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        cancelButton.backgroundColor = accent
        view.addSubview(sendButton)
        view.addSubview(cancelButton)
        events.append("viewDidLoad")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top + 12
        cancelButton.frame = CGRect(x: 16, y: top, width: 80, height: 44)
        sendButton.frame = CGRect(x: view.bounds.width - 96, y: top, width: 80, height: 44)
    }

    func send(_ sender: UIButton) {
        events.append("send from \(sender.title(for: .normal) ?? "?")")
    }

    override func performAction(_ selector: Selector, sender: Any?, event: UIEvent?) -> Bool {
        switch selector {
        case "send:":
            guard let button = sender as? UIButton else { return false }
            send(button)
        case "touchedDown:":
            events.append("touch down")
        default:
            return super.performAction(selector, sender: sender, event: event)
        }
        return true
    }
}

final class ComposerScreenTests: AppTestCase {
    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    func testTheLazyButtonsTargetTheController() {
        let composer = ComposerViewController()
        show(composer)
        Simulator.tap(center(of: composer.sendButton))
        Simulator.tap(center(of: composer.cancelButton))
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(composer.events, ["viewDidLoad", "touch down", "send from Send", "cancel"])
        XCTAssertTrue(composer.sendButton.allTargets.first === composer)
    }

    func testTheButtonsAreLaidOutBelowTheStatusBar() {
        let composer = ComposerViewController()
        show(composer)
        let top = composer.view.safeAreaInsets.top
        XCTAssertGreaterThan(top, 0)
        XCTAssertEqual(composer.sendButton.frame, CGRect(x: UIScreen.main.bounds.width - 96, y: top + 12, width: 80, height: 44))
        XCTAssertEqual(composer.cancelButton.frame.origin, CGPoint(x: 16, y: top + 12))
    }

    func testColorLiteralsAreUIColors() {
        let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let color: UIColor = literal
        XCTAssertEqual(color, UIColor(red: CGFloat(Float(0.2)), green: CGFloat(Float(0.4)), blue: CGFloat(Float(0.6)), alpha: 1))
        let composer = ComposerViewController()
        composer.loadViewIfNeeded()
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertEqual(composer.cancelButton.backgroundColor?.getRed(&red, green: &green, blue: &blue, alpha: &alpha), true)
        XCTAssertEqual(red, 1)
        XCTAssertEqual(green, CGFloat(Float(0.584)))
        XCTAssertEqual(blue, 0)
        XCTAssertEqual(alpha, 1)
        XCTAssertEqual(composer.view.backgroundColor, UIColor.systemGroupedBackground)
    }

    func testANamedColorWithoutACatalogIsNil() {
        let color = UIColor(named: "Accent")
        XCTAssertNil(color)
        XCTAssertNil(UIColor(named: "Accent", in: nil, compatibleWith: nil))
    }
}
