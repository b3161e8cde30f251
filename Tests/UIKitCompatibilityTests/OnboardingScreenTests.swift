import UIKit
import XCTest

/// An onboarding pager as iOS apps write it: a paging scroll view of three
/// pages whose page control and progress follow `scrollViewDidScroll`, a
/// page control that scrolls the pager when tapped, a segmented filter that
/// loads with a spinner showing, and a tick of selection feedback per page.
/// The delay the loading takes is injected, as apps do to test it; on a
/// phone it is `DispatchQueue.main.asyncAfter`.
final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
    let titles = ["Welcome", "Sync your notes", "You're set"]
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    let filter = UISegmentedControl(items: ["All", "Favourites"])
    let progressView = UIProgressView(progressViewStyle: .default)
    let spinner = UIActivityIndicatorView(style: .medium)
    private let feedback = UISelectionFeedbackGenerator()
    private var pageLabels: [UILabel] = []
    private(set) var events: [String] = []
    var schedule: (TimeInterval, @escaping () -> Void) -> Void = { delay, work in
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        view.addSubview(scrollView)
        for title in titles {
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            scrollView.addSubview(label)
            pageLabels.append(label)
        }
        pageControl.numberOfPages = titles.count
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.addAction(UIAction { [unowned self] _ in
            scrollView.setContentOffset(CGPoint(x: CGFloat(pageControl.currentPage) * scrollView.bounds.width, y: 0), animated: true)
        }, for: .valueChanged)
        filter.selectedSegmentIndex = 0
        filter.addAction(UIAction { [unowned self] _ in
            events.append("filter \(filter.selectedSegmentIndex)")
            load()
        }, for: .valueChanged)
        for control in [pageControl, filter, progressView, spinner] as [UIView] { view.addSubview(control) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        scrollView.frame = CGRect(x: 0, y: 120, width: width, height: 400)
        scrollView.contentSize = CGSize(width: width * CGFloat(titles.count), height: 400)
        for (index, label) in pageLabels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * width + 20, y: 180, width: width - 40, height: 40)
        }
        filter.frame.origin = CGPoint(x: (width - filter.frame.width) / 2, y: 70)
        pageControl.frame = CGRect(x: 0, y: 530, width: width, height: 37)
        progressView.frame = CGRect(x: 20, y: 590, width: width - 40, height: 4)
        spinner.center = CGPoint(x: width / 2, y: 650)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let width = scrollView.bounds.width
        guard width > 0 else { return }
        let page = Int((scrollView.contentOffset.x / width).rounded())
        if page != pageControl.currentPage {
            pageControl.currentPage = page
            feedback.selectionChanged()
        }
        let travel = scrollView.contentSize.width - width
        progressView.progress = travel > 0 ? Float(scrollView.contentOffset.x / travel) : 0
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        events.append("settled on page \(pageControl.currentPage)")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        events.append("scrolled to page \(pageControl.currentPage)")
    }

    private func load() {
        spinner.startAnimating()
        schedule(1) { [weak self] in
            self?.spinner.stopAnimating()
            self?.events.append("loaded")
        }
    }
}

/// A feed with pull to refresh: the refresh control's action fetches (after
/// an injected delay), adds a card, and ends refreshing.
final class FeedViewController: UIViewController {
    let scrollView = UIScrollView()
    let refreshControl = UIRefreshControl()
    private(set) var cards: [UIView] = []
    private(set) var fetches = 0
    var schedule: (TimeInterval, @escaping () -> Void) -> Void = { delay, work in
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.alwaysBounceVertical = true
        scrollView.refreshControl = refreshControl
        refreshControl.addAction(UIAction { [unowned self] _ in fetch() }, for: .valueChanged)
        view.addSubview(scrollView)
        for _ in 0..<3 { addCard() }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 600)
        for (index, card) in cards.enumerated() {
            card.frame = CGRect(x: 16, y: CGFloat(index) * 120 + 16, width: view.bounds.width - 32, height: 104)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(cards.count) * 120 + 16)
    }

    private func addCard() {
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        scrollView.addSubview(card)
        cards.append(card)
    }

    private func fetch() {
        fetches += 1
        schedule(1.5) { [weak self] in
            guard let self else { return }
            addCard()
            view.setNeedsLayout()
            refreshControl.endRefreshing()
        }
    }
}

final class OnboardingScreenTests: AppTestCase {
    private var onboarding: OnboardingViewController!

    override func setUp() {
        super.setUp()
        onboarding = OnboardingViewController()
        onboarding.schedule = { delay, work in VirtualRunLoop.main.schedule(after: delay) { _ in work() } }
        show(onboarding)
    }

    override func tearDown() {
        onboarding = nil
        super.tearDown()
    }

    func testAFlickTurnsThePageAndTheControlsFollow() {
        let width = onboarding.view.bounds.width
        Simulator.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.25)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(onboarding.scrollView.contentOffset, CGPoint(x: width, y: 0))
        XCTAssertEqual(onboarding.pageControl.currentPage, 1)
        XCTAssertEqual(onboarding.progressView.progress, 0.5)
        XCTAssertEqual(onboarding.events, ["settled on page 1"])
        XCTAssertEqual(Simulator.hapticEvents.map(\.description), ["selection"])
    }

    func testATapOnThePageControlScrollsThePager() {
        let dots = onboarding.pageControl.frame
        Simulator.tap(CGPoint(x: dots.maxX - 20, y: dots.midY))
        XCTAssertEqual(onboarding.pageControl.currentPage, 1)
        XCTAssertEqual(onboarding.scrollView.contentOffset, .zero, "the pager animates there")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(onboarding.scrollView.contentOffset.x, onboarding.view.bounds.width)
        XCTAssertEqual(onboarding.events, ["scrolled to page 1"])
        XCTAssertEqual(onboarding.progressView.progress, 0.5)
    }

    func testTheFilterLoadsWithTheSpinnerShowing() {
        XCTAssertTrue(onboarding.spinner.isHidden)
        let filter = onboarding.filter.frame
        Simulator.tap(CGPoint(x: filter.maxX - 10, y: filter.midY))
        XCTAssertFalse(onboarding.spinner.isHidden)
        XCTAssertEqual(onboarding.spinner.frame, CGRect(x: onboarding.view.bounds.midX - 10, y: 640, width: 20, height: 20))
        VirtualRunLoop.main.run(for: 0.5)
        XCTAssertTrue(onboarding.spinner.isAnimating)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertTrue(onboarding.spinner.isHidden)
        XCTAssertEqual(onboarding.events, ["filter 1", "loaded"])
    }

    func testPullingTheFeedRefreshesIt() {
        let feed = FeedViewController()
        feed.schedule = { delay, work in VirtualRunLoop.main.schedule(after: delay) { _ in work() } }
        show(feed)
        XCTAssertEqual(feed.scrollView.contentSize.height, 376)
        Simulator.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3)
        VirtualRunLoop.main.run(for: 1)
        XCTAssertEqual(feed.fetches, 1)
        XCTAssertTrue(feed.refreshControl.isRefreshing)
        XCTAssertEqual(feed.scrollView.contentOffset.y, -60, "resting below the spinner")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertFalse(feed.refreshControl.isRefreshing)
        XCTAssertEqual(feed.cards.count, 4)
        XCTAssertEqual(feed.scrollView.contentSize.height, 496)
        XCTAssertEqual(feed.scrollView.contentOffset.y, 0)
    }
}
