import XCTest
@testable import ViewCore

/// R8.5, R8.6: modal presentation.
final class ControllerPresentationTests: ControllerTestCase {
    private func firstLayout(_ name: String) -> [String] {
        ["\(name) viewLayoutMarginsDidChange", "\(name).view safeAreaInsetsDidChange",
         "\(name) viewSafeAreaInsetsDidChange",
         "\(name) viewWillLayoutSubviews", "\(name).view layoutSubviews", "\(name) viewDidLayoutSubviews"]
    }

    // MARK: R8.5

    func test_R8_5_fullScreenPresentAndDismiss() {
        let a = controller("A"), b = controller("B")
        b.modalPresentationStyle = .fullScreen
        let window = showInWindow(a)

        a.present(b, animated: false) { [unowned self] in log.add("presented") }
        XCTAssertEqual(log.take(), [], "the call returns before any callback (R8.1)")
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(b.presentingViewController === a)
        XCTAssertFalse(b.isViewLoaded)

        turn()
        XCTAssertEqual(log.take(), [
            "B loadView", "B viewDidLoad",
            "A viewWillDisappear:",
            "B viewWillAppear:",
            "B.view willMoveToWindow: window", "B.view didMoveToWindow",
        ] + firstLayout("B") + [
            "B viewDidAppear:",
            "A viewDidDisappear:",
            "A.view willMoveToWindow: nil", "A.view didMoveToWindow",
            "presented",
        ])
        XCTAssertTrue(window.subviews.elementsEqual([b.view], by: ===), "A's view left the window")
        XCTAssertNil(a.view.window)
        XCTAssertEqual(b.view.frame, window.bounds)

        b.dismiss(animated: false) { [unowned self] in log.add("dismissed") }
        XCTAssertEqual(log.take(), [])
        turn()
        XCTAssertEqual(log.take(), [
            "B viewWillDisappear:",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
            "A viewWillAppear:",
            "A viewWillLayoutSubviews", "A.view layoutSubviews", "A viewDidLayoutSubviews",
            "A viewDidAppear:",
            "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
            "B viewDidDisappear:",
            "dismissed",
        ])
        XCTAssertTrue(window.subviews.elementsEqual([a.view], by: ===))
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        drain()
        XCTAssertEqual(log.take(), [])
    }

    /// Source: Apple's `modalTransitionStyle` reference: cover vertical slides
    /// the view up from the bottom, cross dissolve fades it in; dismissal
    /// reverses the same transition.
    func test_R8_10_aCrossDissolveFadesInsteadOfRising() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        b.modalPresentationStyle = .fullScreen
        c.modalPresentationStyle = .fullScreen
        c.modalTransitionStyle = .crossDissolve
        XCTAssertEqual(b.modalTransitionStyle, .coverVertical)
        showInWindow(a)
        a.present(b, animated: true)
        turn()
        advance(0.25)
        let rising = b.view.layer.presentation()
        XCTAssertGreaterThan(rising?.position.y ?? 0, b.view.layer.position.y, "cover vertical: below its place, rising")
        XCTAssertEqual(rising?.opacity, 1)
        advance(1)
        b.present(c, animated: true)
        turn()
        advance(0.25)
        let fading = c.view.layer.presentation()
        XCTAssertEqual(fading?.position, c.view.layer.position, "cross dissolve: in place")
        XCTAssertLessThan(fading?.opacity ?? 1, 1)
        XCTAssertGreaterThan(fading?.opacity ?? 0, 0)
        advance(1)
        b.dismiss(animated: true)
        turn()
        advance(0.25)
        XCTAssertLessThan(c.view.layer.presentation()?.opacity ?? 1, 1, "and fades out as it leaves")
        advance(1)
        XCTAssertNil(b.presentedViewController)
    }

    func test_R8_5_animatedPresentCompletesAfterHalfASecond() {
        let a = controller("A"), b = controller("B")
        b.modalPresentationStyle = .fullScreen
        showInWindow(a)

        a.present(b, animated: true) { [unowned self] in log.add("presented") }
        let start = now
        turn()
        XCTAssertEqual(log.take(), [
            "B loadView", "B viewDidLoad",
            "A viewWillDisappear: animated",
            "B viewWillAppear: animated",
            "B.view willMoveToWindow: window", "B.view didMoveToWindow",
        ] + firstLayout("B"))
        advance(0.49)
        XCTAssertEqual(log.take(), [])
        advance(0.01)
        XCTAssertEqual(now - start, 0.5, accuracy: 1e-9)
        XCTAssertEqual(log.take(), [
            "B viewDidAppear: animated",
            "A viewDidDisappear: animated",
            "A.view willMoveToWindow: nil", "A.view didMoveToWindow",
            "presented",
        ])

        // The presenter dismisses what it presented.
        a.dismiss(animated: true) { [unowned self] in log.add("dismissed") }
        turn()
        advance(0.49)
        XCTAssertEqual(log.take(), [
            "B viewWillDisappear: animated",
            "A.view willMoveToWindow: window", "A.view didMoveToWindow",
            "A viewWillAppear: animated",
            "A viewWillLayoutSubviews", "A.view layoutSubviews", "A viewDidLayoutSubviews",
        ])
        advance(0.01)
        XCTAssertEqual(log.take(), [
            "A viewDidAppear: animated",
            "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
            "B viewDidDisappear: animated",
            "dismissed",
        ])
    }

    /// A completion block runs exactly once, also when it runs the run loop itself
    /// (waiting for what it started): the transition's end and the after-commit
    /// blocks are taken off their queues before they run, animated or not, and the
    /// run loop it turns becomes idle (the after-commit blocks run outside the
    /// commit's passes).
    func test_R8_5_aCompletionThatRunsTheRunLoopRunsOnce() {
        for style in [UIModalPresentationStyle.fullScreen, .pageSheet] {
            for animated in [false, true] {
                let a = controller("A"), b = controller("B")
                b.modalPresentationStyle = style
                showInWindow(a)
                var presented = 0, dismissed = 0
                a.present(b, animated: animated) { [unowned self] in
                    presented += 1
                    log.add("presented")
                    VirtualRunLoop.main.runUntilIdle()
                    log.add("idle")
                }
                assertNothingRaised { drain() }
                XCTAssertEqual(presented, 1, "\(style) animated: \(animated)")
                XCTAssertEqual(Array(log.take().suffix(2)), ["presented", "idle"])
                b.dismiss(animated: animated) {
                    dismissed += 1
                    VirtualRunLoop.main.runUntilIdle()
                    // Presenting again from the completion starts after it.
                    a.present(self.controller("C"), animated: animated)
                    VirtualRunLoop.main.runUntilIdle()
                }
                assertNothingRaised { drain() }
                XCTAssertEqual(dismissed, 1, "\(style) animated: \(animated)")
                XCTAssertEqual(a.presentedViewController.map(ControllerLog.name), "C")
                XCTAssertEqual(warnings, [], "\(style) animated: \(animated)")
                a.dismiss(animated: false)
                drain()
                UIApplication.shared.keyWindow?.isHidden = true
                log.clear()
            }
        }
    }

    private func assertNothingRaised(file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        XCTAssertNil(UIKitException.capture(body)?.reason, file: file, line: line)
    }

    // MARK: R8.6

    func test_R8_6_sheetLikePresentationsLeaveThePresenterAlone() {
        let a = controller("A")
        let window = showInWindow(a)
        let styles: [UIModalPresentationStyle] = [.pageSheet, .formSheet, .automatic, .overFullScreen, .custom]
        let sheet = CGRect(x: 0, y: 59 + 10, width: 393, height: 852 - 69)
        let frames = [sheet, sheet, sheet, window.bounds, window.bounds]

        for (style, frame) in zip(styles, frames) {
            // A sheet's did-callbacks come at a later turn (test below).
            let sheetTurn = style.resolved == .pageSheet || style.resolved == .formSheet
            do {
                let b = controller("B")
                b.modalPresentationStyle = style
                a.present(b, animated: false) { [unowned self] in log.add("presented") }
                XCTAssertEqual(log.take(), [], "\(style)")
                XCTAssertTrue(a.presentedViewController === b, "\(style): set from the call on")
                XCTAssertTrue(b.presentingViewController === a, "\(style): set from the call on")

                turn()
                if sheetTurn { turn() }
                XCTAssertEqual(log.take(), [
                    "B loadView", "B viewDidLoad",
                    "B viewWillAppear:",
                    "B.view willMoveToWindow: window", "B.view didMoveToWindow",
                ] + firstLayout("B") + [
                    "B viewDidAppear:",
                    "presented",
                ], "\(style)")
                XCTAssertEqual(b.view.frame, frame, "\(style)")
                XCTAssertTrue(window.subviews.elementsEqual([a.view, b.view], by: ===), "\(style): A stays on screen")
                XCTAssertEqual(a.appearanceState, .appeared)

                b.dismiss(animated: false) { [unowned self] in log.add("dismissed") }
                XCTAssertEqual(log.take(), [], "\(style)")
                XCTAssertTrue(a.presentedViewController === b, "\(style): until the dismissal ends")
                turn()
                if sheetTurn { turn() }
                XCTAssertEqual(log.take(), [
                    "B viewWillDisappear:",
                    "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
                    "B viewDidDisappear:",
                    "dismissed",
                ], "\(style)")
                XCTAssertNil(a.presentedViewController, "\(style)")
                XCTAssertNil(b.presentingViewController, "\(style)")
                XCTAssertTrue(window.subviews.elementsEqual([a.view], by: ===), "\(style)")
                drain()
                XCTAssertEqual(log.take(), [], "\(style)")
            }
            XCTAssertEqual(log.take(), ["B deinit"], "\(style): nothing else holds the dismissed controller")
        }
    }

    /// Not animated, a sheet's transition still completes at a later turn than it
    /// starts: viewWillAppear: (viewWillDisappear:) in the first turn, the
    /// did-callback and the completion at the next; a full-screen presentation has
    /// them all in its first turn. ww-tech/lasso, ModalTestingTests+SystemBehavior.swift,
    /// test_NotAnimated_Presentation and test_NotAnimated_Dismissal, their iOS 13+
    /// branches: once the main queue is exhausted a page sheet has [viewDidLoad,
    /// viewWillAppear] ([viewWillDisappear]), the did-callback when the transition
    /// completes.
    func test_R8_6_aSheetNotAnimatedGetsItsDidCallbacksAtTheNextTurn() {
        for style in [UIModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            let a = controller("A"), b = controller("B")
            b.modalPresentationStyle = style
            showInWindow(a)
            a.present(b, animated: false) { [unowned self] in log.add("presented") }
            turn()
            XCTAssertEqual(log.take(), [
                "B loadView", "B viewDidLoad",
                "B viewWillAppear:",
                "B.view willMoveToWindow: window", "B.view didMoveToWindow",
            ] + firstLayout("B"), "\(style): the first turn")
            XCTAssertTrue(b.isBeingPresented, "\(style)")
            turn()
            XCTAssertEqual(log.take(), ["B viewDidAppear:", "presented"], "\(style): the next")
            XCTAssertFalse(b.isBeingPresented, "\(style)")

            b.dismiss(animated: false) { [unowned self] in log.add("dismissed") }
            turn()
            XCTAssertEqual(log.take(), ["B viewWillDisappear:"], "\(style): the first turn")
            XCTAssertTrue(a.presentedViewController === b, "\(style): until the dismissal ends")
            turn()
            XCTAssertEqual(log.take(), [
                "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
                "B viewDidDisappear:",
                "dismissed",
            ], "\(style): the next")
            XCTAssertNil(a.presentedViewController, "\(style)")
            UIApplication.shared.keyWindow?.isHidden = true
            drain()
            log.clear()
        }

        // Full screen: all in the first turn.
        let a = controller("A"), b = controller("B")
        b.modalPresentationStyle = .fullScreen
        showInWindow(a)
        a.present(b, animated: false)
        turn()
        XCTAssertEqual(log.take().filter { $0.hasPrefix("B view") && $0.hasSuffix(":") },
                       ["B viewWillAppear:", "B viewDidAppear:"])
    }

    /// Animated, a sheet's did-callbacks come at the end of the 0.5 s.
    func test_R8_6_animatedSheetDidCallbacksComeAtTheEnd() {
        let a = controller("A"), b = controller("B")
        b.modalPresentationStyle = .pageSheet
        showInWindow(a)
        a.present(b, animated: true) { [unowned self] in log.add("presented") }
        turn()
        advance(0.49)
        XCTAssertEqual(log.take(), [
            "B loadView", "B viewDidLoad",
            "B viewWillAppear: animated",
            "B.view willMoveToWindow: window", "B.view didMoveToWindow",
        ] + firstLayout("B"))
        advance(0.01)
        XCTAssertEqual(log.take(), ["B viewDidAppear: animated", "presented"])

        b.dismiss(animated: true) { [unowned self] in log.add("dismissed") }
        turn()
        advance(0.49)
        XCTAssertEqual(log.take(), ["B viewWillDisappear: animated"])
        advance(0.01)
        XCTAssertEqual(log.take(), [
            "B.view willMoveToWindow: nil", "B.view didMoveToWindow",
            "B viewDidDisappear: animated",
            "dismissed",
        ])
    }

    // MARK: isBeingPresented / isBeingDismissed

    private func recordPresentationFlags(_ controllers: [LogController], into flags: @escaping (String) -> Void) {
        let recorded: Set = ["viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:"]
        for controller in controllers {
            controller.onCallback = { controller, selector in
                guard recorded.contains(selector) else { return }
                flags("\(controller.name) \(selector) presented=\(controller.isBeingPresented ? 1 : 0) dismissed=\(controller.isBeingDismissed ? 1 : 0)")
            }
        }
    }

    func test_isBeingPresentedAndDismissedDuringTheirCallbacks() {
        for style in [UIModalPresentationStyle.fullScreen, .pageSheet] {
            let a = controller("A"), b = controller("B")
            b.modalPresentationStyle = style
            var flags: [String] = []
            recordPresentationFlags([a, b]) { flags.append($0) }
            let window = showInWindow(a)
            flags.removeAll()
            func completion(_ name: String) -> () -> Void {
                { flags.append("\(name) B presented=\(b.isBeingPresented ? 1 : 0) dismissed=\(b.isBeingDismissed ? 1 : 0)") }
            }

            a.present(b, animated: false, completion: completion("presented"))
            drain()
            b.dismiss(animated: false, completion: completion("dismissed"))
            drain()
            if style == .fullScreen {
                XCTAssertEqual(flags, [
                    "A viewWillDisappear: presented=0 dismissed=0",
                    "B viewWillAppear: presented=1 dismissed=0",
                    "B viewDidAppear: presented=1 dismissed=0",
                    "A viewDidDisappear: presented=0 dismissed=0",
                    "presented B presented=0 dismissed=0",
                    "B viewWillDisappear: presented=0 dismissed=1",
                    "A viewWillAppear: presented=0 dismissed=0",
                    "A viewDidAppear: presented=0 dismissed=0",
                    "B viewDidDisappear: presented=0 dismissed=1",
                    "dismissed B presented=0 dismissed=0",
                ])
            } else {
                XCTAssertEqual(flags, [
                    "B viewWillAppear: presented=1 dismissed=0",
                    "B viewDidAppear: presented=1 dismissed=0",
                    "presented B presented=0 dismissed=0",
                    "B viewWillDisappear: presented=0 dismissed=1",
                    "B viewDidDisappear: presented=0 dismissed=1",
                    "dismissed B presented=0 dismissed=0",
                ])
            }
            window.isHidden = true
            drain()
        }
    }

    // MARK: Presentation context

    /// A controller inside a navigation controller presents through the root of its
    /// containment tree (decision in UIViewController+Presentation.swift).
    func test_aChildPresentsThroughTheRootOfItsContainmentTree() {
        let a = controller("A"), b = controller("B")
        let nav = LogNavigationController("nav", log: log, root: a)
        showInWindow(nav)
        a.present(b, animated: false)
        XCTAssertTrue(b.presentingViewController === nav)
        XCTAssertTrue(nav.presentedViewController === b)
        XCTAssertNil(a.presentedViewController)
        drain()
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertTrue(nav.visibleViewController === b)

        a.definesPresentationContext = true
        b.dismiss(animated: false)
        drain()
        let c = controller("C")
        a.present(c, animated: false)
        XCTAssertTrue(c.presentingViewController === a)
        drain()
        XCTAssertEqual(c.appearanceState, .appeared)
    }

    // MARK: Bad input and refusals

    func test_presentingAControllerOnItselfIsAnError() {
        let a = controller("A"), b = controller("B")
        showInWindow(a)
        assertRaises(.invalidArgumentException, "Application tried to present modal view controller on itself") {
            a.present(a, animated: false) { XCTFail("no completion") }
        }
        drain()
        XCTAssertEqual(log.take(), [])
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(a.presentingViewController)

        // Nor through the root of its containment tree: a child presenting its parent.
        let parent = controller("P"), child = controller("C")
        parent.addChild(child)
        log.clear()
        assertRaises(.invalidArgumentException, "Application tried to present modal view controller on itself") {
            child.present(parent, animated: false)
        }
        XCTAssertNil(parent.presentedViewController)

        a.present(b, animated: false)
        drain()
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(log.take().first, "B loadView")
    }

    func test_presentingAControllerAlreadyPresentedOrAChildIsAnError() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        showInWindow(a)
        a.present(b, animated: false)
        drain()
        log.clear()
        assertRaises(.invalidArgumentException, "that is already presented or is a child of another controller") {
            c.present(b, animated: false)
        }
        // Back onto its presenter: A is active (on screen, presenting).
        assertRaises(.invalidArgumentException, "Application tried to present modally an active controller") {
            b.present(a, animated: false)
        }
        XCTAssertNil(a.presentingViewController)
        let parent = controller("P")
        parent.addChild(c)
        log.clear()
        assertRaises(.invalidArgumentException, "that is already presented or is a child of another controller") {
            b.present(c, animated: false)
        }
        drain()
        XCTAssertEqual(log.take(), [])
        XCTAssertNil(b.presentedViewController)
    }

    /// Presenting while already presenting is refused with UIKit's console message;
    /// the completion is not called (decision in UIViewController+Presentation.swift).
    func test_presentingWhileAlreadyPresentingIsRefused() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        showInWindow(a)
        a.present(b, animated: false)
        a.present(c, animated: false) { XCTFail("no completion") }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.hasPrefix("Attempt to present LogController #\(c.objectID) on LogController #\(a.objectID) which is already presenting") ?? false)
        drain()
        XCTAssertFalse(c.isViewLoaded)
        XCTAssertNil(c.presentingViewController)
        XCTAssertEqual(b.appearanceState, .appeared)
    }

    /// A presenter whose view is not in a window cannot present; the request is
    /// dropped at its start with UIKit's console message.
    func test_presentingFromAControllerNotOnScreenIsRefused() {
        let a = controller("A"), b = controller("B")
        a.present(b, animated: false) { XCTFail("no completion") }
        XCTAssertTrue(a.presentedViewController === b)
        drain()
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("whose view is not in the window hierarchy") ?? false)
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertEqual(log.take(), [])
    }
}
