import XCTest
@testable import ViewCore

/// Hit-testing, UIKit's documented recursion: a hidden view, one that ignores
/// interaction, one nearly transparent (alpha ≤ 0.01) or one the point is not
/// inside answers nil; else the first non-nil answer of its subviews, front to back,
/// each asked in its own coordinates; else the view itself. The engine tests views
/// of its own classes without calling them (UIEvent.swift); the answers must be
/// the recursion's, whatever mix of classes and overrides the tree holds.
final class HitTestTests: ViewCoreTestCase {
    /// A subclass, which the engine must call: it may override hit-testing.
    final class PlainSubclass: UIView {}

    /// An override that refuses to be hit itself but lets its subviews be.
    final class PassThrough: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    /// A point(inside:) override with a margin around the bounds.
    final class Generous: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            CGRectContainsPoint(CGRectInset(bounds, -5, -5), point)
        }
    }

    /// What UIKit's recursion answers, written out.
    private func reference(_ view: UIView, _ point: CGPoint) -> UIView? {
        if view is PassThrough {
            let hit = defaultAnswer(view, point)
            return hit === view ? nil : hit
        }
        return defaultAnswer(view, point)
    }

    private func defaultAnswer(_ view: UIView, _ point: CGPoint) -> UIView? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha > 0.01,
              view.point(inside: point, with: nil) else { return nil }
        for subview in view.subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX + subview.bounds.minX,
                                y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = reference(subview, local) { return hit }
        }
        return view
    }

    func test_hitTestGivesUIKitsRecursiveAnswerOverAnyMixOfViews() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<60 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var views: [UIView] = [window]
            for _ in 0..<40 {
                let frame = CGRect(x: random.inRange(-10...60), y: random.inRange(-10...60),
                                   width: random.inRange(0...60), height: random.inRange(0...60))
                let view: UIView
                switch random.below(6) {
                case 0: view = PlainSubclass(frame: frame)
                case 1: view = PassThrough(frame: frame)
                case 2: view = Generous(frame: frame)
                case 3: view = UIScrollView(frame: frame)
                default: view = UIView(frame: frame)
                }
                if random.percent(10) { view.isHidden = true }
                if random.percent(10) { view.isUserInteractionEnabled = false }
                if random.percent(10) { view.alpha = random.percent(50) ? 0.01 : 0.02 }
                if random.percent(15) { view.bounds.origin = CGPoint(x: random.inRange(-5...5), y: random.inRange(-5...5)) }
                views[random.below(views.count)].addSubview(view)
                views.append(view)
            }
            for _ in 0..<40 {
                let point = CGPoint(x: random.inRange(-5...105), y: random.inRange(-5...105))
                let expected = reference(window, point), actual = window.hitTest(point, with: nil)
                XCTAssertTrue(expected === actual, "\(point): expected \(expected.map(nameOf) ?? "nil"), got \(actual.map(nameOf) ?? "nil")")
            }
        }
    }
}
