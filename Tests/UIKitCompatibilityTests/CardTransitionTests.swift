import UIKit
import XCTest

/// A detail card that slides up from the bottom over the screen that shows
/// it, and that a drag down dismisses, as iOS apps write one: a custom
/// presentation, a transitioning delegate the card keeps (UIKit holds it
/// weakly), two animators with `UIView.animate`, and a percent-driven
/// interaction that a pan drives. Then a navigation controller whose delegate
/// fades between its screens, and a screen that animates alongside.
final class CardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The card covers the bottom 60 % of the screen.
    static func cardFrame(in bounds: CGRect) -> CGRect {
        let height = (bounds.height * 0.6).rounded()
        return CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let cardFrame = CardPresentAnimator.cardFrame(in: transitionContext.finalFrame(for: toVC))
        toView.frame = cardFrame.offsetBy(dx: 0, dy: cardFrame.height)
        toView.layer.cornerRadius = 16
        container.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [.curveEaseOut]) {
            toView.frame = cardFrame
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class CardDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear]) {
            fromView.frame.origin.y = transitionContext.containerView.bounds.maxY
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    /// While a drag drives the dismissal.
    var isInteractive = false

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        isInteractive ? interaction : nil
    }
}

final class CardViewController: UIViewController {
    private let cardTransition = CardTransitioningDelegate()
    let titleLabel = UILabel()
    private(set) var events: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransition
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Details"
        view.addSubview(titleLabel)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("handlePan:")))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("did appear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("did disappear")
    }

    /// A drag down moves the card with the finger; let go past a third of
    /// the way (or flicked down) it goes, otherwise it comes back.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        let progress = max(0, min(1, pan.translation(in: view).y / view.bounds.height))
        switch pan.state {
        case .began:
            cardTransition.isInteractive = true
            dismiss(animated: true) { [weak self] in self?.events.append("dismissed") }
        case .changed:
            cardTransition.interaction.update(progress)
        case .ended, .cancelled:
            if progress > 0.33 || pan.velocity(in: view).y > 1000 {
                cardTransition.interaction.finish()
            } else {
                cardTransition.interaction.cancel()
            }
            cardTransition.isInteractive = false
        default:
            break
        }
    }

    /// Linux has no `#selector`; the engine hands a selector's action to
    /// `performAction(_:sender:event:)`.
    override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
        guard action == Selector("handlePan:"), let pan = sender as? UIPanGestureRecognizer else {
            return super.performAction(action, sender: sender, event: event)
        }
        handlePan(pan)
        return true
    }
}

/// Fades one screen into the other on pushes and pops.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        if operation == .push {
            container.addSubview(toView)
        } else if let fromView = transitionContext.view(forKey: .from) {
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class FadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(operation: operation)
    }
}

/// A screen whose header dims with the transition that shows it, and that
/// notes when the transition is over.
final class ArticleViewController: UIViewController {
    let header = UIView()
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        header.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        header.alpha = 0
        view.addSubview(header)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else {
            header.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.header.alpha = 1
        }, completion: { context in
            self.events.append(context.isCancelled ? "transition cancelled" : "transition over")
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("did appear")
    }
}

final class CardTransitionTests: AppTestCase {
    private var home: UIViewController!

    override func setUp() {
        super.setUp()
        home = UIViewController()
        show(home)
    }

    private func presentCard() -> CardViewController {
        let card = CardViewController()
        home.present(card, animated: true)
        VirtualRunLoop.main.runUntilIdle()
        return card
    }

    /// A pan on the card, dragged down `distance` points in steps, then lifted.
    private func drag(_ card: CardViewController, down distance: CGFloat) {
        let start = CGPoint(x: card.view.frame.midX, y: card.view.frame.minY + 40)
        let finger = Simulator.touchDown(start)
        VirtualRunLoop.main.runOnce()
        for step in 1...4 {
            finger.move(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 4))
            VirtualRunLoop.main.run(for: 0.1)
        }
        finger.lift()
    }

    func testTheCardSlidesUpOverTheScreenThatShowsIt() throws {
        let card = CardViewController()
        home.present(card, animated: true)
        VirtualRunLoop.main.runOnce()
        let cardFrame = CardPresentAnimator.cardFrame(in: window.bounds)
        XCTAssertEqual(card.view.frame, cardFrame, "the model is at the end at once")
        VirtualRunLoop.main.run(for: 0.1)
        let shown = try XCTUnwrap(card.view.layer.presentation()?.position.y)
        XCTAssertGreaterThan(shown, card.view.center.y, "on its way up")
        XCTAssertEqual(card.events, [])
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(card.events, ["did appear"])
        XCTAssertEqual(card.view.layer.presentation()?.position.y, card.view.center.y)
        XCTAssertNotNil(home.view.window, "a custom presentation leaves the screen under it")
        XCTAssertTrue(home.presentedViewController === card)
    }

    func testDraggingTheCardDownFarEnoughDismissesIt() {
        let card = presentCard()
        drag(card, down: card.view.bounds.height * 0.5)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(card.events, ["did appear", "did disappear", "dismissed"])
        XCTAssertNil(home.presentedViewController)
        XCTAssertNil(card.view.window)
    }

    func testLettingGoEarlyPutsTheCardBack() {
        let card = presentCard()
        drag(card, down: 40)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(card.events, ["did appear", "did appear"],
                       "a cancelled dismissal: the card, which was to disappear, appears again and stays")
        XCTAssertTrue(home.presentedViewController === card)
        XCTAssertEqual(card.view.frame, CardPresentAnimator.cardFrame(in: window.bounds), "back in place")
        XCTAssertNotNil(card.view.window)
    }

    func testTheNavigationControllerFadesAndTheArticleAnimatesAlongside() throws {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let fades = FadeNavigationDelegate()
        navigation.delegate = fades
        window.isHidden = true
        show(navigation)
        let article = ArticleViewController()
        navigation.pushViewController(article, animated: true)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(article.header.alpha, 1)
        VirtualRunLoop.main.run(for: 0.125)
        let header = try XCTUnwrap(article.header.layer.presentation()?.opacity)
        XCTAssertGreaterThan(header, 0.1)
        XCTAssertLessThan(header, 0.9)
        XCTAssertTrue(navigation.view.subviews.last === navigation.navigationBar, "the bar stays on top")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(article.events, ["transition over", "did appear"])
        XCTAssertNil(list.view.window)
        XCTAssertNil(article.transitionCoordinator)

        navigation.popViewController(animated: true)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertTrue(navigation.topViewController === list)
        XCTAssertNotNil(list.view.window)
        XCTAssertNil(article.view.window)
    }
}
