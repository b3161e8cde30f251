import Foundation

/// The base of UIKit's gesture recognizers: an object attached to a view that
/// watches the touches landing in the view and its subviews, before the view
/// gets them, and turns them into a gesture.
///
/// A subclass reads touches in `touchesBegan` … `touchesCancelled` and sets
/// `state`; the rest is the gesture environment's (GestureEnvironment.swift):
/// whether the recognizer may leave `possible` at all (`shouldBegin`, the
/// recognizers it must wait for, those it excludes), the actions each state
/// sends, what the view then gets of the touches, and the `reset` after a
/// gesture ends. As in UIKit, a state set by a subclass takes effect once the
/// touches of the event have reached every recognizer, and a state set outside
/// touch handling (a timer's) at the run loop's next turn.
open class UIGestureRecognizer: NSObject {
    /// Discrete gestures go from `possible` to `recognized` (= `ended`) or
    /// `failed`; continuous ones through `began`, `changed`… to `ended`,
    /// `cancelled` or `failed`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended

        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        var isActive: Bool { self == .began || self == .changed }
    }

    /// The state callers see; a transition a subclass asked for waits in
    /// `requestedStates` until the environment takes it.
    var currentState: State = .possible
    var requestedStates: [State] = []

    open var state: State {
        get { currentState }
        set { Session.current.gestures.request(newValue, for: self) }
    }

    open weak var delegate: UIGestureRecognizerDelegate?
    /// A delegate only the recognizer holds: a script's, which nothing else would.
    private var heldDelegate: UIGestureRecognizerDelegate?
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { Session.current.gestures.disable(self) } }
    }
    open internal(set) weak var view: UIView?
    /// UIKit's defaults: a recognized gesture cancels its touches in the view;
    /// the view gets touches as they begin, and their ends only once the
    /// recognizer has decided.
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?

    private var actions: [GestureAction] = []
    /// Recognizers that must fail before this one may recognize, in the order given.
    var failureRequirements: [WeakGestureRecognizer] = []

    /// The touches it is watching, in the order they began; those that ended
    /// stay until the end of the event they ended in.
    var touches: [UITouch] = []
    /// Every touch it has watched since its last reset: recognizers that
    /// watched a touch in common exclude one another.
    var watchedTouches: [UITouch] = []
    /// Where its touches were last, for `location(in:)` once they have lifted.
    var lastLocationInWindow: CGPoint = .zero
    weak var lastWindow: UIWindow?

    /// UIKit's signature: a target of any type, though only an object can
    /// receive the action.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    // MARK: Target-action

    /// Actions are sent on each change to began, changed, recognized (ended)
    /// and cancelled, to every target in the order added. Targets are held
    /// weakly, as a control holds its own, so that a controller does not live
    /// on through a recognizer on its view.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !actions.contains(where: { $0.matches(object, action) }) else { return }
        actions.append(GestureAction(target: object, kind: .selector(action)))
    }

    /// Removes the action (all of the target's, for a nil action; every
    /// target's, for a nil target).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let target = target.map { $0 as AnyObject }
        actions.removeAll { entry in
            guard case .selector(let selector) = entry.kind else { return target == nil && action == nil }
            return (target == nil || entry.target === target) && (action == nil || selector == action)
        }
    }

    /// A script's function as an action, called with the recognizer; `owner`
    /// is what the bridge finds it by to remove it.
    @_spi(Bridging) public func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void, owner: AnyObject? = nil) {
        actions.append(GestureAction(target: owner, kind: .handler(handler)))
    }

    /// Removes the script functions whose owner passes `test`.
    @_spi(Bridging) public func removeHandlers(where test: (AnyObject) -> Bool) {
        actions.removeAll { entry in
            guard case .handler = entry.kind, let owner = entry.owner else { return false }
            return test(owner)
        }
    }

    func sendActions() {
        for entry in actions {
            switch entry.kind {
            case .selector(let selector):
                guard let target = entry.target else { continue }
                UIApplication.shared.sendAction(selector, to: target, from: self, for: nil)
            case .handler(let handler):
                handler(self)
            }
        }
    }

    @_spi(Bridging) public func holdDelegate(_ delegate: UIGestureRecognizerDelegate?) {
        heldDelegate = delegate
    }

    // MARK: Failure requirements

    /// This recognizer recognizes only once `other` has failed (UIKit's
    /// single tap waiting for a double tap).
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakGestureRecognizer(recognizer: other))
    }

    // MARK: Touches

    open var numberOfTouches: Int { touches.count }

    /// The centroid of its touches in `view`'s coordinates (the window's, for
    /// nil); where they last were once they have lifted.
    open func location(in view: UIView?) -> CGPoint {
        convert(centroidInWindow, to: view)
    }

    /// Raises for an index out of range, as UIKit does.
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        guard touches.indices.contains(index) else {
            UIKitException.raise(.invalidArgumentException,
                "-[\(type(of: self)) locationOfTouch:inView:]: index (\(index)) beyond bounds (\(touches.count))")
            return .zero
        }
        return touches[index].location(in: view)
    }

    var centroidInWindow: CGPoint {
        guard !touches.isEmpty else { return lastLocationInWindow }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let window = touches.first?.window ?? lastWindow else { return point }
        return (view ?? window).convert(point, from: window)
    }

    // MARK: For subclasses

    /// Its touches still down, in the order they landed (ignored ones aside).
    var touchesStillDown: [UITouch] { touches.filter { $0.phase != .ended && $0.phase != .cancelled } }

    /// A two-finger gesture's fingers: the first two still down; a third that
    /// lands is ignored, as UIKit's pinch and rotation do.
    func twoFingers(ignoringOthersIn event: UIEvent? = nil) -> [UITouch] {
        let fingers = touchesStillDown
        if let event { for touch in fingers.dropFirst(2) { ignore(touch, for: event) } }
        return Array(fingers.prefix(2))
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called once a gesture has ended, been cancelled or failed, before the
    /// state returns to `possible`; the touches still down are no longer
    /// watched.
    open func reset() {}

    /// Stops watching the touch; the view gets it as if this recognizer were
    /// not there ("Ignored touches are not withheld from the attached view
    /// even if the value of the cancelsTouchesInView property is YES").
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        Session.current.gestures.ignore(touch, by: self)
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// The class name scripts and descriptions print.
    open var className: String { String(describing: type(of: self)) }

    open override var description: String { description(named: className) }
}

/// UIKit's shape, without the address: `<UITapGestureRecognizer: state =
/// Possible, view = <Card:#3>, target= <(action=tapped:, target=<Card:#3>)>>`.
extension UIGestureRecognizer {
    @_spi(Bridging) public func description(named className: String) -> String {
        var text = "<\(className): state = \(currentState.name)"
        if !isEnabled { text += ", enabled = NO" }
        if let view { text += ", view = <\(view.className):#\(view.objectID)>" }
        let targets = actions.compactMap { entry -> String? in
            switch entry.kind {
            case .selector(let selector):
                guard let target = entry.target else { return nil }
                let name = (target as? UIResponder).map { "\($0.className):#\($0.objectID)" } ?? String(describing: type(of: target))
                return "(action=\(selector.name), target=<\(name)>)"
            case .handler:
                return "(action=function)"
            }
        }
        if !targets.isEmpty { text += ", target= <\(targets.joined(separator: ", "))>" }
        return text + ">"
    }
}

extension UIGestureRecognizer.State {
    var name: String {
        switch self {
        case .possible: return "Possible"
        case .began: return "Began"
        case .changed: return "Changed"
        case .ended: return "Ended"
        case .cancelled: return "Cancelled"
        case .failed: return "Failed"
        }
    }
}

/// What a recognizer's delegate may decide; every method is optional, as in
/// UIKit, with UIKit's answers as the defaults.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

struct GestureAction {
    enum Kind {
        case selector(Selector)
        case handler((UIGestureRecognizer) -> Void)
    }

    weak var target: AnyObject?
    /// A function action's owner (the bridge's record of it), held strongly.
    var owner: AnyObject?
    let kind: Kind

    init(target: AnyObject?, kind: Kind) {
        if case .handler = kind { owner = target } else { self.target = target }
        self.kind = kind
    }

    func matches(_ target: AnyObject, _ action: Selector) -> Bool {
        guard case .selector(let selector) = kind else { return false }
        return self.target === target && selector == action
    }
}

struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
