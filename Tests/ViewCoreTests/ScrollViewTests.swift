import XCTest
@testable @_spi(Bridging) import ViewCore

/// A scroll view delegate that logs every call it gets in UIKit's selector
/// names, with the offset, and can act inside them.
final class LoggingScrollDelegate: UIScrollViewDelegate {
    let log: CallLog
    var onDidScroll: ((UIScrollView) -> Void)?
    var target: ((CGPoint) -> CGPoint)?
    var zoomingView: UIView?
    var shouldScrollToTop = true

    init(log: CallLog) { self.log = log }

    private func say(_ selector: String, _ scrollView: UIScrollView, _ rest: String = "") {
        let offset = scrollView.contentOffset
        log.add("\(selector) (\(shortNumber(offset.x)) \(shortNumber(offset.y)))" + (rest.isEmpty ? "" : " " + rest))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        say("scrollViewDidScroll:", scrollView)
        onDidScroll?(scrollView)
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { say("scrollViewDidZoom:", scrollView, "\(scrollView.zoomScale)") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { say("scrollViewWillBeginDragging:", scrollView) }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let offered = targetContentOffset.pointee
        say("scrollViewWillEndDragging:withVelocity:targetContentOffset:", scrollView,
            "v=(\(shortNumber(velocity.x)) \(shortNumber(velocity.y))) target=(\(shortNumber(offered.x)) \(shortNumber(offered.y)))")
        if let target { targetContentOffset.pointee = target(offered) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        say("scrollViewDidEndDragging:willDecelerate:", scrollView, "\(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { say("scrollViewWillBeginDecelerating:", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { say("scrollViewDidEndDecelerating:", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { say("scrollViewDidEndScrollingAnimation:", scrollView) }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomingView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { say("scrollViewWillBeginZooming:withView:", scrollView) }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        say("scrollViewDidEndZooming:withView:atScale:", scrollView, shortNumber(scale))
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        say("scrollViewShouldScrollToTop:", scrollView)
        return shouldScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { say("scrollViewDidScrollToTop:", scrollView) }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        say("scrollViewDidChangeAdjustedContentInset:", scrollView)
    }
}

/// A scroll view that logs its adjusted insets' changes.
final class InsetLoggingScrollView: UIScrollView {
    var log: CallLog?
    override func adjustedContentInsetDidChange() {
        log?.add("adjustedContentInsetDidChange \(insetsNotation(adjustedContentInset))")
    }
}

/// UIScrollView (R17.1–R17.7): the delegate's calls as the offset changes,
/// dragging, deceleration, paging and the rubber band, the adjusted insets,
/// animated scrolls, the refresh control, zooming. Sources are named in each
/// rule in docs/uikit-behavior.md.
final class ScrollViewTests: ViewCoreTestCase {
    private var window: LoggingWindow!
    private var delegate: LoggingScrollDelegate!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        delegate = LoggingScrollDelegate(log: log)
    }

    override func tearDown() {
        window = nil
        delegate = nil
        super.tearDown()
    }

    /// A 300 × 400 scroll view at (0, 100) of the window (below the safe
    /// area), its content `content` high and wide.
    private func scrollView(content: CGSize = CGSize(width: 300, height: 2000)) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.contentSize = content
        scrollView.delegate = delegate
        window.addSubview(scrollView)
        settle()
        return scrollView
    }

    /// The log with each run of `scrollViewDidScroll:` kept as its last line
    /// and a count.
    private func calls() -> [String] {
        var result: [String] = []
        var run = 0
        for line in log.take() where !line.hasPrefix("-[") {
            if line.hasPrefix("scrollViewDidScroll:"), let last = result.last, last.hasPrefix("scrollViewDidScroll:") {
                run += 1
                result[result.count - 1] = line.components(separatedBy: " ×")[0]
                result[result.count - 1] += " ×\(run)"
            } else {
                run = 1
                result.append(line)
            }
        }
        return result.map { $0.hasSuffix(" ×1") ? String($0.dropLast(3)) : $0 }
    }

    // MARK: R17.1

    /// UIKit: "The delegate typically implements this method to obtain the
    /// change in content offset" (`scrollViewDidScroll(_:)`); Scroll View
    /// Programming Guide: setting the offset directly sends "a single
    /// scrollViewDidScroll: message".
    func test_R17_1_everyChangeOfTheOffsetTellsTheDelegate() {
        let scrollView = scrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scrollView.bounds = CGRect(x: 0, y: 70, width: 300, height: 400)
        scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
        scrollView.bounds.size = CGSize(width: 300, height: 300)
        XCTAssertEqual(log.take(), ["scrollViewDidScroll: (0 50)", "scrollViewDidScroll: (0 70)", "scrollViewDidScroll: (0 90)"])
    }

    /// UIKit's `UITableViewDelegate` and `UICollectionViewDelegate` refine
    /// `UIScrollViewDelegate`: the table's delegate is its scroll view's.
    func test_R17_1_aTablesDelegateIsItsScrollViewsDelegate() {
        final class Controller: UITableViewDataSource, UITableViewDelegate {
            var scrolled: [CGFloat] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled.append(scrollView.contentOffset.y) }
        }
        let controller = Controller()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), style: .plain)
        table.dataSource = controller
        table.delegate = controller
        XCTAssertTrue((table as UIScrollView).delegate === controller)
        window.addSubview(table)
        settle()
        table.contentOffset = CGPoint(x: 0, y: 120)
        XCTAssertEqual(controller.scrolled, [120])
        let other = LoggingScrollDelegate(log: log)
        (table as UIScrollView).delegate = other
        XCTAssertNil(table.delegate, "a scroll view delegate that is no table delegate")
        XCTAssertTrue((table as UIScrollView).delegate === other)
    }

    /// Ours: UIKit recurses until the stack overflows.
    func test_R17_1_aDelegateThatScrollsAtEveryScrollIsStopped() {
        let scrollView = scrollView()
        delegate.onDidScroll = { $0.contentOffset.y += 1 }
        assertRaises(.internalInconsistencyException,
                     "-[UIScrollView setContentOffset:]: scrollViewDidScroll: scrolled again 64 levels deep; the delegate is no longer told") {
            scrollView.contentOffset = CGPoint(x: 0, y: 10)
        }
        XCTAssertEqual(scrollView.contentOffset.y, 10 + 64)
        log.clear()
    }

    func test_R17_1_aDelegateThatTakesTheViewOffScreenWhileItScrolls() {
        let scrollView = scrollView()
        delegate.onDidScroll = { $0.removeFromSuperview() }
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertNil(scrollView.window)
        XCTAssertEqual(scrollView.contentOffset.y, 300, "the animation runs to its end off screen")
        XCTAssertEqual(calls().last, "scrollViewDidEndScrollingAnimation: (0 300)")
    }

    // MARK: R17.2

    /// The delegate's calls for a flick up: UIKit's documentation of each
    /// method (the velocity "in points per millisecond", the target "the
    /// expected offset when the scrolling action decelerates to a stop").
    func test_R17_2_aDragTellsTheDelegateInUIKitsOrder() {
        let scrollView = scrollView()
        Simulator.drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150), duration: 0.3)
        VirtualRunLoop.main.runOnce()
        XCTAssertTrue(scrollView.isTracking)
        XCTAssertFalse(scrollView.isDragging)
        VirtualRunLoop.main.run(for: 0.1)
        XCTAssertTrue(scrollView.isDragging)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertFalse(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating)
        let calls = calls()
        XCTAssertEqual(calls.prefix(3), [
            "scrollViewWillBeginDragging: (0 0)", "scrollViewDidScroll: (0 290) ×18",
            "scrollViewWillEndDragging:withVelocity:targetContentOffset: (0 290) v=(0 1) target=(0 789)",
        ])
        XCTAssertEqual(calls.dropFirst(3).prefix(2), [
            "scrollViewDidEndDragging:willDecelerate: (0 290) true", "scrollViewWillBeginDecelerating: (0 290)",
        ])
        XCTAssertEqual(calls.last, "scrollViewDidEndDecelerating: (0 789)")
    }

    func test_R17_2_theDelegateCanChangeWhereTheContentRests() {
        let scrollView = scrollView()
        delegate.target = { _ in CGPoint(x: 0, y: 400) }
        Simulator.drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150), duration: 0.3)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 400))
        XCTAssertEqual(calls().last, "scrollViewDidEndDecelerating: (0 400)")
    }

    /// A pager inside a vertical scroll view: sideways drags move the pager,
    /// the others the scroll view around it (UIKit's nested scroll views).
    func test_R17_2_aDragAlongAnAxisTheViewCannotScrollLeavesIt() {
        let outer = scrollView()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        pager.contentSize = CGSize(width: 900, height: 200)
        outer.addSubview(pager)
        settle()
        Simulator.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 150), duration: 0.2)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(pager.contentOffset, .zero)
        XCTAssertGreaterThan(outer.contentOffset.y, 90)
        outer.contentOffset = .zero
        Simulator.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), duration: 1)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(outer.contentOffset, .zero)
        XCTAssertEqual(pager.contentOffset.x, 90, accuracy: 0.5)
    }

    /// UIKit: "If the value of this property is false, scrolling is disabled."
    func test_R17_2_aViewNotScrollEnabledIgnoresTheFinger() {
        let scrollView = scrollView()
        scrollView.isScrollEnabled = false
        XCTAssertFalse(scrollView.panGestureRecognizer.isEnabled)
        Simulator.drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150), duration: 0.3)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(calls(), [])
    }

    /// Ours: insets that are not finite make limits no offset can move
    /// between; a drag and a scroll then move nothing, and nothing traps.
    func test_R17_2_infiniteInsetsNeverTrap() {
        let scrollView = scrollView()
        scrollView.contentInset = UIEdgeInsets(top: .infinity, left: -.infinity, bottom: .infinity, right: 0)
        Simulator.drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150), duration: 0.3)
        VirtualRunLoop.main.runUntilIdle()
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertFalse(scrollView.isDecelerating || scrollView.isDragging)
        log.clear()
    }

    /// A finger landing on decelerating content stops it there; UIKit then
    /// sends no `scrollViewDidEndDecelerating(_:)`.
    func test_R17_2_aFingerCatchesAScrollUnderWay() {
        let scrollView = scrollView()
        Simulator.drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150), duration: 0.3)
        VirtualRunLoop.main.run(for: 0.6)
        XCTAssertTrue(scrollView.isDecelerating)
        log.clear()
        let caught = scrollView.contentOffset
        let finger = Simulator.touchDown(CGPoint(x: 150, y: 300))
        VirtualRunLoop.main.runOnce()
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertTrue(scrollView.isTracking)
        finger.lift()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(scrollView.contentOffset, caught)
        XCTAssertFalse(scrollView.isTracking)
        XCTAssertEqual(calls(), [])
    }

    // MARK: R17.3

    /// Deceleration: the speed shrinks by the rate each millisecond.
    func test_R17_3_decelerationFollowsTheRate() {
        let scrollView = scrollView()
        Simulator.drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 150), duration: 0.3)
        VirtualRunLoop.main.runOnce()
        VirtualRunLoop.main.run(for: 0.3)
        XCTAssertTrue(scrollView.isDecelerating)
        let released = VirtualRunLoop.main.currentTime
        VirtualRunLoop.main.run(for: 0.5)
        let elapsed = (VirtualRunLoop.main.currentTime - released) * 1000
        XCTAssertEqual(scrollView.contentOffset.y, 789 - 499 * CGFloat(pow(0.998, elapsed)), accuracy: 0.01)
        scrollView.decelerationRate = .fast
        XCTAssertEqual(scrollView.decelerationRate.rawValue, 0.99)
        assertRaises(.invalidArgumentException, "-[UIScrollView setDecelerationRate:]: the rate must be a number between 0 and 1, not nan") {
            scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: .nan)
        }
        XCTAssertEqual(scrollView.decelerationRate, .fast)
    }

    /// UIKit: "the scroll view stops on multiples of the scroll view's bounds".
    func test_R17_3_pagingComesToRestOnAPage() {
        let pager = scrollView(content: CGSize(width: 900, height: 400))
        pager.isPagingEnabled = true
        Simulator.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 50, y: 300), duration: 0.2)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(pager.contentOffset, CGPoint(x: 300, y: 0), "a flick turns the page")
        XCTAssertEqual(calls().dropFirst(2).first, ("scrollViewWillEndDragging:withVelocity:targetContentOffset: (190 0) v=(1 0) target=(300 0)"))
        Simulator.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 150, y: 300), duration: 1)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(pager.contentOffset, CGPoint(x: 300, y: 0), "a slow drag short of half a page goes back")
        Simulator.drag(from: CGPoint(x: 290, y: 300), to: CGPoint(x: 10, y: 300), duration: 2)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(pager.contentOffset, CGPoint(x: 600, y: 0), "a slow drag past half a page turns it")
    }

    /// The rubber band (Grant Paul's formula, squareb.wordpress.com's
    /// analysis): 190 points past the top over 400 show as 82.85.
    func test_R17_3_pastAnEdgeTheContentFollowsLessAndSettlesBack() {
        let scrollView = scrollView()
        let finger = Simulator.touchDown(CGPoint(x: 150, y: 200))
        VirtualRunLoop.main.runOnce()
        finger.move(to: CGPoint(x: 150, y: 400))
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(scrollView.contentOffset.y, -(1 - 1 / (190 * 0.55 / 400 + 1)) * 400, accuracy: 1e-9)
        finger.lift()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(calls().last, "scrollViewDidEndDecelerating: (0 0)")
    }

    func test_R17_3_withoutBouncesTheContentStopsAtTheEdge() {
        let scrollView = scrollView()
        scrollView.bounces = false
        let finger = Simulator.touchDown(CGPoint(x: 150, y: 200))
        VirtualRunLoop.main.runOnce()
        finger.move(to: CGPoint(x: 150, y: 400))
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(scrollView.contentOffset, .zero)
        finger.lift()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(calls(), ["scrollViewWillBeginDragging: (0 0)",
                                 "scrollViewWillEndDragging:withVelocity:targetContentOffset: (0 0) v=(0 -12) target=(0 0)",
                                 "scrollViewDidEndDragging:willDecelerate: (0 0) false"])
    }

    // MARK: R17.4

    /// UIKit's documentation of `ContentInsetAdjustmentBehavior`'s cases.
    func test_R17_4_theSafeAreaAddsToTheEdgesTheBehaviourAdjusts() {
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        window.addSubview(scrollView)
        let safe = scrollView.safeAreaInsets
        XCTAssertEqual(safe, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0),
                       "automatic: content that fits is not adjusted")
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        scrollView.contentSize = .zero
        scrollView.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        XCTAssertEqual(scrollView.adjustedContentInset.top, 5)
        scrollView.alwaysBounceVertical = true
        XCTAssertEqual(scrollView.adjustedContentInset.top, 64)

        let controller = UIViewController()
        let table = UIScrollView(frame: UIScreen.main.bounds)
        controller.view = table
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertGreaterThan(table.safeAreaInsets.top, 59)
        XCTAssertEqual(table.adjustedContentInset.top, table.safeAreaInsets.top,
                       "automatic: a navigation controller's content is adjusted vertically, content or not")
    }

    func test_R17_4_aChangeIsReported() {
        let scrollView = InsetLoggingScrollView(frame: UIScreen.main.bounds)
        scrollView.log = log
        scrollView.delegate = delegate
        window.addSubview(scrollView)
        settle()
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        scrollView.contentInset.bottom = 10
        XCTAssertEqual(log.take(), [
            "adjustedContentInsetDidChange {59, 0, 34, 0}", "scrollViewDidChangeAdjustedContentInset: (0 0)",
            "scrollViewDidScroll: (0 -59)",
            "adjustedContentInsetDidChange {59, 0, 44, 0}", "scrollViewDidChangeAdjustedContentInset: (0 -59)",
        ])
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: -59), "a new contentInset leaves the content where it is")
    }

    /// Content resting at its top moves with the safe area's part of the top
    /// inset, so that the first row shows below the bars: a table view
    /// controller in a navigation controller starts at minus the bar's bottom
    /// ("the Y-value of the table view's contentOffset reports that it is
    /// offset higher than it should be by the current height of the
    /// navigation bar", example-a.com/answer/46836490; useyourloaf.com, "Extra
    /// Space When Embedding Table Views": the container "automatically adds an
    /// extra content inset to the scroll view so that the first row is not
    /// hidden by the navigation and status bars"). Content scrolled away from
    /// the top stays; a `contentInset` set by the program moves nothing, as
    /// UIKit's setter does not.
    func test_R17_4_contentRestingAtTheTopMovesWithTheSafeArea() {
        let list = UITableViewController(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: list)
        VirtualRunLoop.main.runUntilIdle()
        let table = list.tableView!
        XCTAssertGreaterThan(table.adjustedContentInset.top, 59)
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: -table.adjustedContentInset.top))

        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        scrollView.contentOffset.y = 100
        let resting = UIScrollView(frame: UIScreen.main.bounds)
        resting.contentInset.top = 20
        XCTAssertEqual(resting.contentOffset, .zero, "setting contentInset does not scroll")
        resting.contentOffset.y = -20
        resting.contentSize = CGSize(width: 393, height: 2000)
        window.addSubview(scrollView)
        window.addSubview(resting)
        settle()
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100), "scrolled content stays where it is")
        XCTAssertEqual(resting.contentOffset, CGPoint(x: 0, y: -79), "content at its top stays at its top")
    }

    // MARK: R17.5

    /// The Scroll View Programming Guide: animated, "the delegate receives a
    /// series of scrollViewDidScroll: messages as the animation is in
    /// progress. When the animation is complete, the delegate receives a
    /// scrollViewDidEndScrollingAnimation: message".
    func test_R17_5_anAnimatedOffsetMovesAtEachFrameAndEnds() {
        let scrollView = scrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        XCTAssertEqual(scrollView.contentOffset, .zero, "nothing moves within the call")
        VirtualRunLoop.main.run(for: 0.1)
        XCTAssertEqual(scrollView.contentOffset.y, 100, accuracy: 1e-6)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(calls(), ["scrollViewDidScroll: (0 300) ×18", "scrollViewDidEndScrollingAnimation: (0 300)"])
        XCTAssertFalse(scrollView.isDragging || scrollView.isTracking)
        assertRaises(.invalidArgumentException, "-[UIScrollView setContentOffset:animated:]: the offset must be finite, not {nan, 0}") {
            scrollView.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: true)
        }
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 300))
    }

    func test_R17_5_scrollRectToVisibleScrollsAsLittleAsItCan() {
        let scrollView = scrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 50, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 300))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 350, width: 50, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 300), "already visible")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1950, width: 50, height: 500), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 1600), "within the content")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 1600))
    }

    /// UIKit's `scrollsToTop`: "the scroll-to-top gesture has no effect if
    /// there is more than one scroll view on-screen that has scrollsToTop set
    /// to true"; the delegate is asked first and told at the end.
    func test_R17_5_aTapOnTheStatusBarScrollsTheOnlyScrollViewToTop() {
        window.makeKeyAndVisible()
        let scrollView = scrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        let other = UIScrollView(frame: CGRect(x: 0, y: 600, width: 100, height: 100))
        window.addSubview(other)
        log.clear()
        Simulator.tapStatusBar()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(scrollView.contentOffset.y, 500, "two scroll views scroll to top")
        other.scrollsToTop = false
        Simulator.tapStatusBar()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(calls(), ["scrollViewShouldScrollToTop: (0 500)", "scrollViewDidScroll: (0 0) ×18",
                                 "scrollViewDidScrollToTop: (0 0)"])
        scrollView.contentOffset.y = 100
        delegate.shouldScrollToTop = false
        Simulator.tapStatusBar()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(scrollView.contentOffset.y, 100)
        log.clear()
    }

    // MARK: R17.6

    /// `UIRefreshControl`: "you must assign an action method to
    /// [valueChanged] and use it to perform whatever actions are needed".
    func test_R17_6_pullingPastTheControlStartsItRefreshing() {
        let scrollView = scrollView(content: CGSize(width: 300, height: 1000))
        let refresh = UIRefreshControl()
        var events = 0
        refresh.addHandler({ _, _ in events += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        XCTAssertTrue(refresh.superview === scrollView)
        XCTAssertEqual(refresh.frame, CGRect(x: 0, y: -60, width: 300, height: 60))
        Simulator.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 500), duration: 0.3)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(events, 1, "once a drag")
        XCTAssertTrue(refresh.isRefreshing)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: -60), "the content rests below the control")
        log.clear()
        refresh.endRefreshing()
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(calls(), ["scrollViewDidChangeAdjustedContentInset: (0 -60)", "scrollViewDidScroll: (0 0) ×18"])
    }

    /// UIKit's `beginRefreshing()`: no event, and the content does not move.
    func test_R17_6_beginRefreshingInCodeSendsNothing() {
        let scrollView = scrollView()
        let refresh = UIRefreshControl()
        var events = 0
        refresh.addHandler({ _, _ in events += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        refresh.beginRefreshing()
        XCTAssertTrue(refresh.isRefreshing)
        XCTAssertEqual(events, 0)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        scrollView.refreshControl = nil
        XCTAssertNil(refresh.superview)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
    }

    // MARK: R17.7

    /// UIKit's zooming: the view for zooming scales, the content size
    /// follows it.
    func test_R17_7_zoomingScalesTheDelegatesView() {
        let scrollView = scrollView(content: CGSize(width: 400, height: 400))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.addSubview(image)
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2
        scrollView.setZoomScale(2, animated: false)
        XCTAssertEqual(scrollView.zoomScale, 1, "nothing to zoom without the delegate's view")
        delegate.zoomingView = image
        scrollView.zoomScale = 0.5
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(image.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 200, height: 200))
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: false)
        XCTAssertEqual(scrollView.zoomScale, 2, "3 × would fill the bounds; the maximum is 2")
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 150, y: 100))
        log.clear()
        scrollView.setZoomScale(1, animated: true)
        XCTAssertTrue(scrollView.isZooming)
        VirtualRunLoop.main.runUntilIdle()
        let calls = calls().filter { !$0.hasPrefix("scrollViewDidScroll:") }
        XCTAssertEqual(calls.first, "scrollViewWillBeginZooming:withView: (150 100)")
        XCTAssertEqual(calls.last, "scrollViewDidEndZooming:withView:atScale: (0 0) 1")
        XCTAssertFalse(scrollView.isZooming)
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    func test_R17_7_scalesThatAreNotNumbersAreRefused() {
        let scrollView = scrollView()
        assertRaises(.invalidArgumentException, "-[UIScrollView setZoomScale:animated:]: the scale must be a finite number, not nan") {
            scrollView.zoomScale = .nan
        }
        assertRaises(.invalidArgumentException, "-[UIScrollView setMinimumZoomScale:]: the scale must be a finite number, not nan") {
            scrollView.minimumZoomScale = .nan
        }
        XCTAssertEqual(scrollView.minimumZoomScale, 1)
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 0, height: 0), animated: true)
        XCTAssertFalse(scrollView.isZooming)
    }
}
