import XCTest
@testable import ViewCore

/// R1: creating views.
final class CreationTests: ViewCoreTestCase {
    /// Logs its `init(frame:)` into a log the test sets, so that `init()`'s dynamic
    /// dispatch can be watched.
    class InitTracingView: UIView {
        static var log: CallLog?

        override init(frame: CGRect) {
            InitTracingView.log?.add("-[InitTracingView initWithFrame:] \(frameNotation(frame))")
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { fatalError("not archived in these tests") }
    }

    final class DerivedInitTracingView: InitTracingView {
        override init(frame: CGRect) {
            InitTracingView.log?.add("-[DerivedInitTracingView initWithFrame:] \(frameNotation(frame))")
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { fatalError("not archived in these tests") }
    }

    override func tearDown() {
        InitTracingView.log = nil
        super.tearDown()
    }

    func test_R1_1_initCallsInitWithFrame() {
        InitTracingView.log = log

        let view = InitTracingView()
        log.add("-[InitTracingView init] returned")
        XCTAssertEqual(log.take(), [
            "-[InitTracingView initWithFrame:] (0 0; 0 0)",
            "-[InitTracingView init] returned",
        ])
        XCTAssertEqual(view.frame, .zero)
        XCTAssertEqual(view.bounds, .zero)

        // The most derived override runs: the dispatch is dynamic, not UIView's own.
        let derived = DerivedInitTracingView()
        log.add("-[DerivedInitTracingView init] returned")
        XCTAssertEqual(log.take(), [
            "-[DerivedInitTracingView initWithFrame:] (0 0; 0 0)",
            "-[InitTracingView initWithFrame:] (0 0; 0 0)",
            "-[DerivedInitTracingView init] returned",
        ])
        XCTAssertEqual(derived.frame, .zero)
    }

    func test_R1_3_creatingAViewNeitherLaysOutNorDraws() {
        let window = makeWindow("W")
        settle()

        let view = view("V", CGRect(x: 10, y: 100, width: 50, height: 50))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let offscreenWindow = LoggingWindow(name: "W2", log: log)
        for created in [view, plain, offscreenWindow] as [UIView] {
            XCTAssertFalse(created.needsLayout, nameOf(created))
            XCTAssertFalse(created.needsDisplay, nameOf(created))
            XCTAssertFalse(created.needsUpdateConstraints, nameOf(created))
        }
        XCTAssertFalse(DisplayCycle.shared.hasPendingWork)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(log.take(), [])
        XCTAssertNil(view.contents)
        _ = window
    }
}
