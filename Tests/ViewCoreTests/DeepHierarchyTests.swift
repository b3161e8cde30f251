import XCTest
@testable import ViewCore

/// Issue 11: hierarchies of any depth. A chain of views (each the only subview of
/// the one before) is built, shown, laid out, drawn, described, hit-tested, tapped
/// and freed in constant native stack (the engine's walks keep stacks of their
/// own, deallocation nests to a bound, UIKit's own recursions change stacks), and
/// in time linear in its depth (nothing done for one view walks to the root).
final class DeepHierarchyTests: ViewCoreTestCase {
    /// A million levels in a release build; the suite's debug build takes 25,000,
    /// already more than a recursive walk survives there.
    static let levels: Int = {
        #if DEBUG
        return 25_000
        #else
        return 1_000_000
        #endif
    }()

    /// Counts what the chain's views hear, and which of them heard it first and last.
    final class Tally {
        var willMoveToWindow = 0, didMoveToWindow = 0, layouts = 0, draws = 0, deallocs = 0, touches = 0
        var first: [String: Int] = [:], last: [String: Int] = [:]
        var deepestNesting = 0

        func note(_ event: String, _ level: Int) {
            if first[event] == nil { first[event] = level }
            last[event] = level
        }
    }

    final class ChainView: UIView {
        let level: Int
        let tally: Tally

        init(level: Int, tally: Tally) {
            self.level = level
            self.tally = tally
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        required init?(coder: NSCoder) { nil }

        deinit {
            tally.deallocs += 1
            tally.note("dealloc", level)
            // The deinits running outside this one (UIView's deinit counts itself next).
            tally.deepestNesting = max(tally.deepestNesting, ViewReleaseQueue.shared.depth + 1)
        }

        override func willMove(toWindow newWindow: UIWindow?) {
            tally.willMoveToWindow += 1
            tally.note("willMoveToWindow", level)
        }

        override func didMoveToWindow() {
            tally.didMoveToWindow += 1
            tally.note("didMoveToWindow", level)
        }

        override func layoutSubviews() {
            tally.layouts += 1
            tally.note("layoutSubviews", level)
        }

        override func draw(_ rect: CGRect) { tally.draws += 1 }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            tally.touches += 1
            super.touchesBegan(touches, with: event)  // up the responder chain
        }
    }

    /// Levels 0 (the top) to `count - 1`, built by adding each new view at the bottom.
    private func chain(_ count: Int, _ tally: Tally) -> (top: ChainView, bottom: ChainView) {
        let top = ChainView(level: 0, tally: tally)
        var bottom = top
        for level in 1..<count {
            let view = ChainView(level: level, tally: tally)
            bottom.addSubview(view)
            bottom = view
        }
        return (top, bottom)
    }

    func test_aChainOfAMillionLevelsIsShownLaidOutDescribedHitAndFreed() {
        let levels = Self.levels, tally = Tally()
        let window = makeWindow("W")
        window.makeKey()
        var (top, bottom): (ChainView?, ChainView?) = chain(levels, tally)

        // R2.1, R2.5: willMoveToWindow: pre-order, didMoveToWindow post-order.
        window.addSubview(top!)
        XCTAssertEqual([tally.willMoveToWindow, tally.didMoveToWindow], [levels, levels])
        XCTAssertEqual([tally.first["willMoveToWindow"], tally.last["willMoveToWindow"]], [0, levels - 1])
        XCTAssertEqual([tally.first["didMoveToWindow"], tally.last["didMoveToWindow"]], [levels - 1, 0])
        XCTAssertTrue(bottom!.window === window)

        // R3.2: top-down; R9.2's safe area reaches the bottom; R4.2: each drawn on arrival.
        log.clear()
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(tally.layouts, levels)
        XCTAssertEqual([tally.first["layoutSubviews"], tally.last["layoutSubviews"]], [0, levels - 1])
        XCTAssertEqual(tally.draws, levels)
        XCTAssertEqual(bottom!.reportedSafeAreaInsets, bottom!.safeAreaInsets,
                       "the layout walk carried the safe area down to the bottom")
        XCTAssertEqual(bottom!.safeAreaInsets, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))

        // The description: UIKit's indentation for 64 levels, then the depth.
        let text = window.recursiveDescription().utf8
        let lines = text.split(separator: UInt8(ascii: "\n"), maxSplits: 66)
        XCTAssertEqual(text.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }, levels, "a line per view")
        let indentation = String(repeating: "   | ", count: 64)
        XCTAssertTrue(String(decoding: lines[64], as: UTF8.self).hasPrefix(indentation + "<"))
        XCTAssertTrue(String(decoding: lines[65], as: UTF8.self).hasPrefix(indentation + "[65] <"))
        let lastLine = text.lastIndex(of: UInt8(ascii: "\n")).map { text[text.index(after: $0)...] }
        XCTAssertTrue(lastLine.map { String(decoding: $0, as: UTF8.self) }?.hasPrefix(indentation + "[\(levels)] <") == true)

        // Hit-testing reaches the bottom; a tap's touches pass up every level.
        XCTAssertTrue(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === bottom)
        Simulator.tap(CGPoint(x: 5, y: 5))
        XCTAssertEqual(tally.touches, levels)

        // R2.6: freed, every view once, the top first.
        top!.removeFromSuperview()
        (top, bottom) = (nil, nil)
        XCTAssertEqual(tally.deallocs, levels)
        XCTAssertEqual([tally.first["dealloc"], tally.last["dealloc"]], [0, levels - 1])
        XCTAssertLessThanOrEqual(tally.deepestNesting, ViewReleaseQueue.maximumNestedDeallocations + 1)
    }

    /// Building a chain at its bottom, showing it and hit-testing it take time
    /// linear in its depth: eight times the levels, at most three times eight times
    /// the time (work growing with the square of the depth would take sixty-four).
    func test_workOnAChainIsLinearInItsDepth() {
        func seconds(_ levels: Int) -> Double {
            var fastest = Double.infinity
            for _ in 0..<3 {
                let tally = Tally(), window = UIWindow()
                let start = Date()
                let (top, _) = chain(levels, tally)
                window.addSubview(top)
                _ = window.hitTest(CGPoint(x: 5, y: 5), with: nil)
                fastest = min(fastest, Date().timeIntervalSince(start))
                top.removeFromSuperview()
            }
            return fastest
        }
        let shallow = seconds(2_000), deep = seconds(16_000)
        XCTAssertLessThan(deep / shallow, 24, "\(shallow) s for 2,000 levels, \(deep) s for 16,000")
    }

    /// A view removed while marked is registered with the display cycle as the root
    /// of a marked tree, and leaves the registry when it is destroyed: in constant
    /// time, so that dropping many removed views takes time linear in their number.
    func test_droppingManyRemovedMarkedViewsIsLinear() {
        func seconds(_ count: Int) -> Double {
            var fastest = Double.infinity
            for _ in 0..<3 {
                let parent = UIView()
                var children: [UIView] = (0..<count).map { _ in UIView() }
                for child in children { parent.addSubview(child) }
                for child in children.reversed() { child.removeFromSuperview() }  // each marked, so registered
                let start = Date()
                children = []
                fastest = min(fastest, Date().timeIntervalSince(start))
                VirtualRunLoop.main.runOnce()
            }
            return fastest
        }
        let few = seconds(2_000), many = seconds(16_000)
        XCTAssertLessThan(many / few, 24, "\(few) s for 2,000 views, \(many) s for 16,000")
    }
}
