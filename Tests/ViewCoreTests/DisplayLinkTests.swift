import XCTest
@testable import ViewCore

/// A view that counts its display link's frames through the portable action
/// path (`performAction`), as a Swift app on Linux receives a selector.
private final class TickingView: UIView {
    var ticks: [CFTimeInterval] = []
    weak var link: CADisplayLink?

    override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
        guard action == Selector("tick:"), let link = sender as? CADisplayLink else {
            return super.performAction(action, sender: sender, event: event)
        }
        ticks.append(link.timestamp)
        XCTAssertEqual(link.targetTimestamp, link.timestamp + link.duration, accuracy: 1e-9)
        return true
    }
}

final class DisplayLinkTests: ViewCoreTestCase {
    // MARK: R14.14 display links

    /// Source: Apple's `CADisplayLink` reference (the target is sent the
    /// selector at each screen refresh once the link is added to a run loop;
    /// `timestamp` is the last frame's time; `isPaused` suspends it;
    /// `invalidate()` removes it from the run loop and releases the target).
    func test_R14_14_aDisplayLinkTicksAtEachFrameUntilInvalidated() {
        var view: TickingView? = TickingView()
        weak var released = view
        let link = CADisplayLink(target: view!, selector: Selector("tick:"))
        view?.link = link
        let frame = link.duration
        XCTAssertEqual(frame, 1.0 / Double(UIScreen.main.maximumFramesPerSecond), accuracy: 1e-12)
        VirtualRunLoop.main.run(for: 0.1)
        XCTAssertEqual(view?.ticks, [], "nothing before it is added")
        link.add(to: .main, forMode: .common)
        let start = CACurrentMediaTime()
        VirtualRunLoop.main.run(for: 0.1)
        let ticks = view?.ticks ?? []
        XCTAssertEqual(ticks.count, Int((0.1 / frame).rounded()), accuracy: 1)
        XCTAssertGreaterThan(ticks.first ?? 0, start)
        for (a, b) in zip(ticks, ticks.dropFirst()) { XCTAssertEqual(b - a, frame, accuracy: 1e-9) }

        link.isPaused = true
        VirtualRunLoop.main.run(for: 0.1)
        XCTAssertEqual(view?.ticks.count, ticks.count, "paused: no frames")
        link.isPaused = false
        VirtualRunLoop.main.run(for: 0.05)
        XCTAssertGreaterThan(view?.ticks.count ?? 0, ticks.count)

        view = nil
        XCTAssertNotNil(released, "the link holds its target")
        link.invalidate()
        XCTAssertNil(released, "invalidated, it lets go")
        VirtualRunLoop.main.run(for: 0.05)
    }

    func test_R14_14_aRemovedLinkStopsAndMayBeAddedAgain() {
        let view = TickingView()
        let link = CADisplayLink(target: view, selector: Selector("tick:"))
        link.add(to: .main, forMode: .default)
        link.add(to: .main, forMode: .common)
        VirtualRunLoop.main.run(for: link.duration * 3)
        XCTAssertEqual(view.ticks.count, 3, "added twice, it ticks once a frame")
        link.remove(from: .main, forMode: .default)
        VirtualRunLoop.main.run(for: link.duration * 3)
        XCTAssertEqual(view.ticks.count, 3)
        XCTAssertFalse(VirtualRunLoop.main.hasWorkNow)
        link.add(to: .main, forMode: .common)
        VirtualRunLoop.main.run(for: link.duration * 2)
        XCTAssertEqual(view.ticks.count, 5)
        link.invalidate()
    }
}
