import XCTest
@testable @_spi(Bridging) import ViewCore

/// Random fingers on random hierarchies that change under them, checked against
/// UIKit's invariants of touch delivery: a touch that began in a view ends or
/// is cancelled exactly once, in that view, after any moves; a touch reaches
/// one view at most; no touch begins in a hidden view, one that ignores
/// interaction or one under such a view. Random gesture recognizers on the
/// views hold touches' ends back, cancel them and recognize meanwhile.
final class TouchInvariantTests: ViewCoreTestCase {
    /// Records every touch it is handed, with the phase, and whether it could
    /// be hit when the touch began.
    final class RecordingView: UIView {
        var problems: [String] = []
        var phases: [Int: [UITouch.Phase]] = [:]
        /// By touch: the view it reached (touches are numbered, as addresses are reused).
        static var owners: [Int: ObjectIdentifier] = [:]

        private func record(_ touches: Set<UITouch>, _ phase: UITouch.Phase) {
            for touch in touches {
                let key = touch.sequence
                if let owner = RecordingView.owners[key], owner != ObjectIdentifier(self) {
                    problems.append("a touch reached two views")
                }
                RecordingView.owners[key] = ObjectIdentifier(self)
                if touch.phase != phase { problems.append("touch in phase \(touch.phase) handed over as \(phase)") }
                if phase == .began && !isHittable { problems.append("a touch began in a view that cannot be hit") }
                phases[key, default: []].append(phase)
            }
        }

        private var isHittable: Bool {
            var current: UIView? = self
            while let view = current {
                if view.isHidden || !view.isUserInteractionEnabled || view.alpha <= 0.01 { return false }
                current = view.superview
            }
            return true
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .began) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .moved) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .ended) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .cancelled) }
    }

    func testRandomFingersKeepUIKitsInvariants() {
        var random = SplitMix64(seed: 16)
        var delivered = 0
        for round in 0..<40 {
            resetEngine()
            RecordingView.owners = [:]
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.isHidden = false
            trackShown(window)
            var views: [RecordingView] = []
            var parents: [UIView] = [window]
            for _ in 0..<25 {
                let view = RecordingView(frame: CGRect(x: random.inRange(-20...150), y: random.inRange(-20...150),
                                                       width: random.inRange(0...120), height: random.inRange(0...120)))
                parents[random.below(parents.count)].addSubview(view)
                parents.append(view)
                views.append(view)
                if random.percent(30) { view.addGestureRecognizer(randomRecognizer(&random)) }
            }
            var fingers: [Finger] = []
            func point() -> CGPoint { CGPoint(x: random.inRange(-10...210), y: random.inRange(-10...210)) }
            func someFingerDown() -> Finger? {
                let down = fingers.filter(\.isDown)
                return down.isEmpty ? nil : down[random.below(down.count)]
            }
            for _ in 0..<120 {
                let view = views[random.below(views.count)]
                switch random.below(12) {
                case 0, 1: fingers.append(Simulator.touchDown(point()))
                case 2, 3: if let finger = someFingerDown() { finger.move(to: point()) }
                case 4: if let finger = someFingerDown() { finger.lift() }
                case 5: if let finger = someFingerDown() { finger.cancel() }
                case 6: Simulator.tap(point())
                case 7: Simulator.tapTogether(point(), point())
                case 8: view.isHidden.toggle()
                case 9: view.isUserInteractionEnabled.toggle()
                case 10: if random.percent(50) { view.isExclusiveTouch.toggle() } else { view.isMultipleTouchEnabled.toggle() }
                default: VirtualRunLoop.main.runOnce()
                }
            }
            for finger in fingers where finger.isDown { finger.lift() }
            VirtualRunLoop.main.run(for: 1)
            XCTAssertEqual(UIApplication.shared.activeTouches.count, 0, "round \(round): touches left over")
            for (index, view) in views.enumerated() {
                XCTAssertEqual(view.problems, [], "round \(round), view \(index)")
                delivered += view.phases.count
                for (_, phases) in view.phases {
                    let ends = phases.filter { $0 == .ended || $0 == .cancelled }.count
                    XCTAssertEqual(phases.first, .began, "round \(round): a touch's first delivery is its beginning")
                    XCTAssertEqual(ends, 1, "round \(round): a touch ends once: \(phases)")
                    XCTAssertTrue(phases.last == .ended || phases.last == .cancelled, "round \(round): the end comes last")
                }
            }
        }
        XCTAssertGreaterThan(delivered, 200, "the rounds deliver touches")
    }

    private func randomRecognizer(_ random: inout SplitMix64) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch random.below(4) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 1 + random.below(2)
            recognizer = tap
        case 1: recognizer = UILongPressGestureRecognizer()
        case 2: recognizer = UIPanGestureRecognizer()
        default:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            recognizer = edge
        }
        recognizer.cancelsTouchesInView = random.percent(70)
        recognizer.delaysTouchesEnded = random.percent(70)
        return recognizer
    }
}
