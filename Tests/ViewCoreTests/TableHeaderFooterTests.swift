import XCTest
@testable import ViewCore

/// A header view that logs its making and reuse, named in the order made.
final class LoggingHeaderView: UITableViewHeaderFooterView {
    static var log: CallLog?
    static var made = 0
    let name: String

    override init(reuseIdentifier: String?) {
        LoggingHeaderView.made += 1
        name = "header\(LoggingHeaderView.made)"
        super.init(reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        LoggingHeaderView.log?.add("-[\(name) prepareForReuse]")
    }
}

/// Sections of three rows whose headers the delegate makes: dequeued
/// header-footer views, plain views, or (nil) the title's.
final class HeaderSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let log: CallLog
    let sections: Int
    var header: (UITableView, Int) -> UIView? = { _, _ in nil }

    init(log: CallLog, sections: Int) {
        self.log = log
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { header(tableView, section) }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        let name = (view as? LoggingHeaderView)?.name ?? String(describing: type(of: view))
        log.add("tableView:willDisplayHeaderView:forSection: \(section) \(name)")
        (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .systemBlue
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.add("tableView:didEndDisplayingHeaderView:forSection: \(section)")
    }
}

final class TableHeaderFooterTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var table: UITableView!
    var source: HeaderSource!

    override func setUp() {
        super.setUp()
        LoggingHeaderView.log = log
        LoggingHeaderView.made = 0
        window = makeWindow("W")
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        // Under the status bar: `.never` keeps the content's top at the view's (R17.4).
        table.contentInsetAdjustmentBehavior = .never
        window.addSubview(table)
    }

    override func tearDown() {
        LoggingHeaderView.log = nil
        window = nil; table = nil; source = nil
        super.tearDown()
    }

    func load(sections: Int = 6, header: @escaping (UITableView, Int) -> UIView? = { _, _ in nil }) {
        source = HeaderSource(log: log, sections: sections)
        source.header = header
        table.dataSource = source
        table.delegate = source
        settle()
    }

    // MARK: R13.12 a section's title in a header-footer view

    /// Sources: Apple's `UITableViewHeaderFooterView` reference (a header's
    /// `textLabel`, `contentView`, `backgroundView`) and its guidance to restyle
    /// a title's label in `tableView(_:willDisplayHeaderView:forSection:)`;
    /// `headerView(forSection:)` returns `UITableViewHeaderFooterView?` in
    /// UIKit's Swift interface.
    func test_R13_12_aTitleShowsInAHeaderFooterViewsTextLabel() {
        table.dataSource = nil
        source = HeaderSource(log: log, sections: 6)
        table.dataSource = source
        table.delegate = source
        VirtualRunLoop.main.runOnce()
        guard let header = table.headerView(forSection: 0) else { return XCTFail("no header view for a titled section") }
        XCTAssertEqual(header.textLabel?.text, "SECTION 0", "a grouped table's titles are upper case")
        XCTAssertEqual(header.textLabel?.textColor, .systemBlue, "willDisplayHeaderView restyled the label")
        XCTAssertEqual(header.frame, table.rectForHeader(inSection: 0))
        header.layoutIfNeeded()
        XCTAssertEqual(header.contentView.frame, header.bounds)
        XCTAssertEqual(header.textLabel?.frame, CGRect(x: 16, y: 0, width: 320 - 32, height: 30))
        XCTAssertTrue(header.textLabel?.superview === header.contentView)
        XCTAssertEqual(log.take().filter { $0.hasPrefix("tableView:willDisplay") }.first,
                       "tableView:willDisplayHeaderView:forSection: 0 UITableViewHeaderFooterView")
    }

    func test_R13_12_aPlainViewHeaderIsShownButNotAnswered() {
        let plain = UIView()
        load { _, section in section == 0 ? plain : nil }
        XCTAssertTrue(plain.superview === table)
        XCTAssertEqual(plain.frame, table.rectForHeader(inSection: 0))
        XCTAssertNil(table.headerView(forSection: 0), "UIKit's return type holds only header-footer views")
        XCTAssertNotNil(table.headerView(forSection: 1))
    }

    func test_R13_12_aHeaderFooterViewsBackgroundAndConfiguration() {
        let view = UITableViewHeaderFooterView(reuseIdentifier: "h")
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let background = UIView()
        view.backgroundView = background
        XCTAssertTrue(view.subviews.first === background, "the background is the bottom subview")
        view.layoutIfNeeded()
        XCTAssertEqual(background.frame, view.bounds)
        var configuration = view.defaultContentConfiguration()
        configuration.text = "Recent"
        view.contentConfiguration = configuration
        XCTAssertTrue(view.contentView is UIListContentView)
        XCTAssertEqual(configuration.textProperties.font, .preferredFont(forTextStyle: .headline))
        XCTAssertEqual(UIListContentConfiguration.groupedHeader().textProperties.color, .secondaryLabel)
        assertRaises(.invalidArgumentException, "Can't add self as subview") { view.backgroundView = view }
        XCTAssertTrue(view.backgroundView === nil, "a view cannot be its own background")
    }

    // MARK: R13.13 registered header-footer views, reused

    /// Sources: Apple's `register(_:forHeaderFooterViewReuseIdentifier:)` and
    /// `dequeueReusableHeaderFooterView(withIdentifier:)` references (a
    /// registered class is made when the pool is empty; nil without one), and
    /// `prepareForReuse()` ("called just before the object is returned from
    /// the dequeue method").
    func test_R13_13_registeredHeadersAreMadeThenReusedWhileScrolling() {
        table.register(LoggingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        load(sections: 10) { table, _ in table.dequeueReusableHeaderFooterView(withIdentifier: "header") }
        let shown = (0..<10).compactMap { (table.headerView(forSection: $0) as? LoggingHeaderView)?.name }
        XCTAssertEqual(shown, ["header1", "header2"])
        log.clear()
        table.contentOffset = CGPoint(x: 0, y: 400)
        VirtualRunLoop.main.runOnce()
        let lines = log.take()
        XCTAssertEqual(lines, [
            "tableView:didEndDisplayingHeaderView:forSection: 0",
            "tableView:didEndDisplayingHeaderView:forSection: 1",
            "-[header2 prepareForReuse]",
            "tableView:willDisplayHeaderView:forSection: 3 header2",
        ], "headers that left serve the sections that come, last in first out as cells")
        XCTAssertEqual(LoggingHeaderView.made, 2)
        XCTAssertEqual(table.headerView(forSection: 0), nil)
    }

    func test_R13_13_dequeueingWithoutARegistrationAndBadClasses() {
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "none"))
        assertRaises(.invalidArgumentException,
                     "-[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]: must pass a class of kind UITableViewHeaderFooterView") {
            table.register(UIView.self, forHeaderFooterViewReuseIdentifier: "view")
        }
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "view"))
        table.register(LoggingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        let made = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
        XCTAssertEqual(made?.reuseIdentifier, "header")
        XCTAssertTrue(made is LoggingHeaderView)
        table.register(nil, forHeaderFooterViewReuseIdentifier: "header")
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
    }
}
