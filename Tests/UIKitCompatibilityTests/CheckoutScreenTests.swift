import UIKit
import XCTest

/// A checkout screen as iOS 15+ apps write it: a dark header asking for light
/// status bar content, a filled button in the app's tint whose configuration
/// follows its state, a system image, a Dynamic Type price label, and a
/// layout that animates alongside a rotation.
final class CheckoutViewController: UIViewController {
    let header = UIView()
    let price = UILabel()
    let icon = UIImageView(image: UIImage(systemName: "cart.fill"))
    private(set) var payButton: UIButton!
    private(set) var paid = 0
    private(set) var transitions: [String] = []
    var darkHeader = true {
        didSet { setNeedsStatusBarAppearanceUpdate() }
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { darkHeader ? .lightContent : .darkContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.backgroundColor = .black
        view.addSubview(header)

        price.font = .preferredFont(forTextStyle: .title1)
        price.adjustsFontForContentSizeCategory = true
        price.text = "$42.00"
        view.addSubview(price)
        view.addSubview(icon)

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pay"
        configuration.image = UIImage(systemName: "creditcard")
        configuration.imagePadding = 8
        configuration.buttonSize = .large
        configuration.cornerStyle = .capsule
        payButton = UIButton(configuration: configuration, primaryAction: UIAction { [unowned self] _ in
            paid += 1
            payButton.isEnabled = false
        })
        payButton.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = !button.isEnabled
            updated?.title = button.isEnabled ? "Pay" : "Paying…"
            button.configuration = updated
        }
        view.addSubview(payButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 120)
        price.sizeToFit()
        price.frame.origin = CGPoint(x: 20, y: header.frame.maxY + 20)
        icon.frame.origin = CGPoint(x: bounds.width - 20 - icon.frame.width, y: price.frame.minY)
        let size = payButton.intrinsicContentSize
        payButton.frame = CGRect(x: (bounds.width - size.width) / 2, y: price.frame.maxY + 30, width: size.width, height: size.height)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append("will \(Int(size.width))")
        coordinator.animate(alongsideTransition: { [unowned self] _ in transitions.append("alongside") },
                            completion: { [unowned self] _ in transitions.append("done") })
    }
}

final class CheckoutScreenTests: AppTestCase {
    func testTheHeaderAsksForLightContentAndChangesItWhenAsked() {
        let checkout = CheckoutViewController()
        show(checkout)
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .lightContent)
        checkout.darkHeader = false
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .darkContent)
    }

    func testThePayButtonTakesTheTintAndItsStateChangesItsConfiguration() throws {
        let checkout = CheckoutViewController()
        show(checkout)
        window.tintColor = .systemIndigo
        VirtualRunLoop.main.runUntilIdle()
        let button = checkout.payButton!
        let background = try XCTUnwrap(button.subviews.first)
        XCTAssertEqual(background.backgroundColor, .systemIndigo)
        XCTAssertEqual(background.layer.cornerRadius, button.bounds.height / 2)
        XCTAssertEqual(button.titleLabel?.textColor, .white)
        XCTAssertEqual(button.imageView?.image?.isSymbolImage, true)
        XCTAssertEqual(checkout.icon.tintColor, .systemIndigo)

        Simulator.tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(checkout.paid, 1)
        XCTAssertEqual(button.titleLabel?.text, "Paying…")
        XCTAssertEqual(button.configuration?.showsActivityIndicator, true)
        XCTAssertNil(button.imageView?.superview, "the indicator took the image's place")
    }

    func testALargerTextSizeGrowsThePrice() {
        let checkout = CheckoutViewController()
        show(checkout)
        let before = checkout.price.frame.height
        Simulator.setPreferredContentSizeCategory(.accessibilityLarge)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(checkout.price.font.pointSize, 43)
        XCTAssertGreaterThan(checkout.price.frame.height, before)
    }

    func testARotationAnimatesAlongside() {
        let checkout = CheckoutViewController()
        show(checkout)
        Simulator.rotate(.landscapeLeft)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(checkout.transitions, ["will \(Int(UIScreen.main.bounds.width))", "alongside", "done"])
    }
}
