import QuartzCore
import UIKit
import XCTest

/// A screen as an iOS app would write it: views laid out in code, a button
/// with a closure action, a layer with rounded corners, accessibility
/// identifiers for UI tests. Nothing here knows it runs on Linux.
final class ProfileViewController: UIViewController {
    private(set) var events: [String] = []
    let nameLabel = UILabel()
    private(set) lazy var followButton: UIButton = {
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Follow") { [weak self] _ in
            self?.events.append("follow tapped")
        })
        button.accessibilityIdentifier = "profile.follow"
        return button
    }()
    let avatar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        view.backgroundColor = .systemBackground
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        avatar.layer.cornerRadius = 24
        avatar.layer.masksToBounds = true
        [avatar, nameLabel, followButton].forEach(view.addSubview)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear(\(animated))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear(\(animated))")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top + 16
        avatar.frame = CGRect(x: 16, y: top, width: 48, height: 48)
        nameLabel.frame = CGRect(x: avatar.frame.maxX + 12, y: top, width: view.bounds.width - 92, height: 24)
        followButton.sizeToFit()
        followButton.frame.origin = CGPoint(x: nameLabel.frame.minX, y: nameLabel.frame.maxY + 4)
    }
}

final class ProfileScreenTests: AppTestCase {
    func testPushingTheScreenRunsItsCallbacksAndLaysItOut() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        show(navigation)
        let profile = ProfileViewController()
        navigation.pushViewController(profile, animated: true)
        VirtualRunLoop.main.runUntilIdle()

        XCTAssertEqual(profile.events, ["viewDidLoad", "viewWillAppear(true)", "viewDidAppear(true)"])
        XCTAssertTrue(navigation.topViewController === profile)
        let top = profile.view.safeAreaInsets.top
        XCTAssertGreaterThan(top, 0, "below the status bar and the navigation bar")
        XCTAssertEqual(profile.avatar.frame, CGRect(x: 16, y: top + 16, width: 48, height: 48))
        XCTAssertEqual(profile.avatar.layer.cornerRadius, 24)
        XCTAssertTrue(profile.avatar.clipsToBounds, "masksToBounds is the view's clipsToBounds")
        XCTAssertEqual(profile.nameLabel.accessibilityLabel, "Ada Lovelace")
        XCTAssertEqual(profile.followButton.title(for: .normal), "Follow")
    }

    func testTheButtonsClosureRunsWhenTapped() throws {
        let profile = ProfileViewController()
        show(profile)
        let button = try XCTUnwrap(profile.view.subviews.first { $0.accessibilityIdentifier == "profile.follow" } as? UIButton)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        Simulator.tap(center)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(profile.events.last, "follow tapped")
    }
}
