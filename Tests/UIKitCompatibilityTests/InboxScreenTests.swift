import UIKit
import XCTest

/// An inbox: sections of messages under headers of the screen's own class,
/// each message's subject in bold with an unread mark in a second style, a
/// banner dismissed by a swipe, and a message shown over the list with a
/// cross dissolve. Written here in the way iOS apps write such screens.
final class InboxHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "InboxHeader"
    let countLabel = UILabel()
    private(set) var reuses = 0

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.textColor = .secondaryLabel
        contentView.addSubview(countLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        countLabel.text = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        countLabel.sizeToFit()
        countLabel.frame.origin = CGPoint(x: contentView.bounds.maxX - countLabel.frame.width - 16,
                                          y: (contentView.bounds.height - countLabel.frame.height) / 2)
    }
}

final class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    struct Message { let subject: String; let unread: Bool }

    let sections: [(title: String, messages: [Message])] = (1...6).map { day in
        ("Day \(day)", (1...4).map { Message(subject: "Message \(day).\($0)", unread: $0 == 1) })
    }
    let tableView = UITableView(frame: .zero, style: .plain)
    let banner = UILabel()
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 60
        tableView.sectionHeaderHeight = 32
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.register(InboxHeaderView.self, forHeaderFooterViewReuseIdentifier: InboxHeaderView.reuseIdentifier)
        view.addSubview(tableView)

        banner.text = "Swipe to dismiss"
        banner.textAlignment = .center
        banner.backgroundColor = .systemYellow
        banner.isUserInteractionEnabled = true
        let swipe = UISwipeGestureRecognizer(target: self, action: Selector("dismissBanner:"))
        swipe.direction = [.left, .right]
        banner.addGestureRecognizer(swipe)
        view.addSubview(banner)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        let bannerHeight: CGFloat = banner.superview == nil ? 0 : 44
        banner.frame = CGRect(x: 0, y: insets.top, width: view.bounds.width, height: bannerHeight)
        tableView.frame = CGRect(x: 0, y: insets.top + bannerHeight, width: view.bounds.width,
                                 height: view.bounds.height - insets.top - bannerHeight)
    }

    /// The swipe's action: the banner goes and the list takes its room.
    /// Linux has no `#selector`; the engine hands a selector's action to
    /// `performAction(_:sender:event:)`.
    override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
        guard action == Selector("dismissBanner:") else { return super.performAction(action, sender: sender, event: event) }
        events.append("banner dismissed")
        banner.removeFromSuperview()
        view.setNeedsLayout()
        return true
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let message = sections[indexPath.section].messages[indexPath.row]
        let subject = NSMutableAttributedString(string: message.subject,
                                                attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.label])
        if message.unread {
            subject.append(NSAttributedString(string: "  new", attributes: [.font: UIFont.systemFont(ofSize: 12),
                                                                             .foregroundColor: UIColor.systemBlue]))
        }
        cell.textLabel?.attributedText = subject
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: InboxHeaderView.reuseIdentifier) as? InboxHeaderView
        header?.textLabel?.text = sections[section].title
        header?.countLabel.text = "\(sections[section].messages.count)"
        return header
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        events.append("header \(section)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = UIViewController()
        detail.title = sections[indexPath.section].messages[indexPath.row].subject
        detail.modalPresentationStyle = .overFullScreen
        detail.modalTransitionStyle = .crossDissolve
        present(detail, animated: true)
        events.append("opened \(detail.title ?? "")")
    }
}

final class InboxScreenTests: AppTestCase {
    func testHeadersOfTheScreensClassShowEachSectionAndAreReused() throws {
        let inbox = InboxViewController()
        show(UINavigationController(rootViewController: inbox))
        let table = inbox.tableView
        let first = try XCTUnwrap(table.headerView(forSection: 0) as? InboxHeaderView)
        XCTAssertEqual(first.textLabel?.text, "Day 1")
        XCTAssertEqual(first.countLabel.text, "4")
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: table.bounds.width, height: 32))
        XCTAssertEqual(table.rect(forRowAt: IndexPath(row: 0, section: 1)).minY, 32 + 4 * 60 + 32)
        XCTAssertEqual(inbox.events.prefix(2), ["header 0", "header 1"])

        table.contentOffset = CGPoint(x: 0, y: 3 * (32 + 240))
        VirtualRunLoop.main.runUntilIdle()
        let later = try XCTUnwrap(table.headerView(forSection: 3) as? InboxHeaderView)
        XCTAssertEqual(later.textLabel?.text, "Day 4")
        XCTAssertGreaterThan(later.reuses, 0, "a header that scrolled away came back for a later section")
        XCTAssertNil(table.headerView(forSection: 0))
    }

    func testAnUnreadSubjectKeepsItsTwoStylesAndItsLabelTheFirst() throws {
        let inbox = InboxViewController()
        show(UINavigationController(rootViewController: inbox))
        let cell = try XCTUnwrap(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let label = try XCTUnwrap(cell.textLabel)
        XCTAssertEqual(label.text, "Message 1.1  new")
        XCTAssertEqual(label.font, .boldSystemFont(ofSize: 17))
        let styled = try XCTUnwrap(label.attributedText)
        XCTAssertEqual(styled.attributes(at: styled.length - 1, effectiveRange: nil)[.foregroundColor] as? UIColor, .systemBlue)
        let read = try XCTUnwrap(inbox.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel)
        XCTAssertEqual(read.text, "Message 1.2")
    }

    func testASwipeOnTheBannerDismissesItAndTheListTakesItsRoom() throws {
        let inbox = InboxViewController()
        show(inbox)
        let top = inbox.view.safeAreaInsets.top
        XCTAssertEqual(inbox.tableView.frame.minY, top + 44)
        XCTAssertTrue(inbox.banner.gestureRecognizers?.first is UISwipeGestureRecognizer)
        let start = inbox.banner.convert(CGPoint(x: 300, y: 22), to: nil)
        let finger = Simulator.touchDown(start)
        finger.move(to: CGPoint(x: start.x - 80, y: start.y + 4))
        finger.lift()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(inbox.events.filter { $0.hasPrefix("banner") }, ["banner dismissed"])
        XCTAssertNil(inbox.banner.superview)
        XCTAssertEqual(inbox.tableView.frame.minY, top)
    }

    func testTappingAMessageDissolvesItsDetailIn() throws {
        let inbox = InboxViewController()
        show(inbox)
        let table = inbox.tableView
        let point = table.convert(CGPoint(x: 100, y: table.rect(forRowAt: IndexPath(row: 2, section: 0)).midY), to: nil)
        Simulator.tap(point)
        XCTAssertEqual(inbox.events.last, "opened Message 1.3")
        VirtualRunLoop.main.runOnce()
        VirtualRunLoop.main.run(for: 0.2)
        let detail = try XCTUnwrap(inbox.presentedViewController)
        let shown = try XCTUnwrap(detail.view.layer.presentation())
        XCTAssertLessThan(shown.opacity, 1, "fading in")
        XCTAssertEqual(shown.position, detail.view.layer.position, "in place, not rising")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(detail.view.window, inbox.view.window, "over full screen: the list stays beneath")
    }
}
