import Foundation

/// The name of an action method, as UIKit's target-action names it
/// (`"buttonTapped:"`). There is no Objective-C runtime here to look a method
/// up by its name: a script bridge finds its classes' methods
/// (`Session.scriptActionPerformer`), and a Swift class answers for its own by
/// overriding `UIResponder.performAction(_:sender:event:)`.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible, Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}

/// The base of UIKit's controls: a state (enabled, selected, highlighted), the
/// tracking of the touch that lands in it, and the events that tracking sends
/// to targets.
///
/// A touch that lands in an enabled control is tracked until it ends: on
/// landing the control is highlighted and sends `touchDown` (with
/// `touchDownRepeat` for a second tap); as the finger moves, `touchDragInside`,
/// `touchDragOutside`, `touchDragEnter` or `touchDragExit`, staying
/// highlighted while inside; on lifting, `touchUpInside` or `touchUpOutside`;
/// on cancellation, `touchCancel`. "Inside" reaches 70 points beyond the
/// bounds, UIKit's margin for a finger that strays (recorded on
/// Stack Overflow 14340122: drag exit "when finger leaves the control about
/// 70 pixels, which is the default behavior of the UIControl").
open class UIControl: UIView {
    /// The events a control sends its actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states of a control, which its appearance may depend on.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control places its content across its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// How a control places its content up and down its bounds.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// How far beyond its bounds a finger still counts as inside.
    public static let touchInsideMargin: CGFloat = 70

    open var isEnabled = true {
        didSet { if !isEnabled, isTracking { stopTracking() } }
    }
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    /// The target-actions, in the order added.
    private var entries: [ControlEntry] = []

    // MARK: Targets and actions

    /// Adds an action method for the events; a nil target sends it up the
    /// responder chain from the control. The same target, action and events
    /// added twice are kept once, as in UIKit. (UIKit's signature takes `Any?`;
    /// only an object receives actions.)
    open func addTarget(_ target: Any?, action: Selector, for events: Event) {
        let target = target.map { $0 as AnyObject }
        if let index = entries.firstIndex(where: { $0.matches(target, action) }) {
            entries[index].events.formUnion(events)
        } else {
            entries.append(ControlEntry(target: target, action: .selector(action), events: events))
        }
    }

    /// Removes the action (every action of the target, for nil) for the
    /// events; a nil target removes every target's.
    open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
        let target = target.map { $0 as AnyObject }
        for index in entries.indices.reversed() {
            let entry = entries[index]
            guard target == nil || entry.target === target, case .selector(let selector) = entry.kind,
                  action == nil || selector == action else { continue }
            entries[index].events.subtract(events)
            if entries[index].events.isEmpty { entries.remove(at: index) }
        }
    }

    /// Actions are kept by identifier: the same action added again gains the
    /// events, and another with its identifier replaces it (UIKit's
    /// `addAction(_:for:)`).
    open func addAction(_ action: UIAction, for events: Event) {
        if let index = entries.firstIndex(where: { $0.uiAction === action }) {
            entries[index].events.formUnion(events)
            return
        }
        entries.removeAll { $0.uiAction?.identifier == action.identifier }
        entries.append(ControlEntry(target: nil, action: .action(action), events: events))
    }

    /// A script's function as an action, called with the control and the
    /// event; `owner` is what the bridge finds it by to remove it.
    @_spi(Bridging) public func addHandler(_ handler: @escaping (UIControl, UIEvent?) -> Void, owner: AnyObject? = nil,
                                          for events: Event) {
        entries.append(ControlEntry(target: nil, action: .handler(handler, owner: owner), events: events))
    }

    /// Takes the events from the script functions whose owner passes `test`.
    @_spi(Bridging) public func removeHandlers(where test: (AnyObject) -> Bool, for events: Event) {
        for index in entries.indices.reversed() {
            guard case .handler(_, let owner?) = entries[index].kind, test(owner) else { continue }
            entries[index].events.subtract(events)
            if entries[index].events.isEmpty { entries.remove(at: index) }
        }
    }

    /// Takes the events from every action with no target (the responder
    /// chain's, the scripts' functions, the UIActions).
    @_spi(Bridging) public func removeUntargetedActions(for events: Event) {
        for index in entries.indices.reversed() where !entries[index].hasTarget {
            entries[index].events.subtract(events)
            if entries[index].events.isEmpty { entries.remove(at: index) }
        }
    }

    open func removeAction(_ action: UIAction, for events: Event) {
        removeActions(for: events) { $0 === action }
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        removeActions(for: events) { $0.identifier == identifier }
    }

    private func removeActions(for events: Event, where test: (UIAction) -> Bool) {
        for index in entries.indices.reversed() {
            guard let action = entries[index].uiAction, test(action) else { continue }
            entries[index].events.subtract(events)
            if entries[index].events.isEmpty { entries.remove(at: index) }
        }
    }

    /// The targets with actions, in the order added (UIKit answers a set).
    open var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for entry in entries {
            guard let target = entry.target, !targets.contains(where: { $0 === target }) else { continue }
            targets.append(target)
        }
        return targets
    }

    open var allControlEvents: Event { entries.reduce([]) { $0.union($1.events) } }

    /// The action names of the target for the event.
    open func actions(forTarget target: Any?, forControlEvent event: Event) -> [String]? {
        let target = target.map { $0 as AnyObject }
        let names = entries.compactMap { entry -> String? in
            guard entry.target === target, !entry.events.isDisjoint(with: event), case .selector(let selector) = entry.kind else { return nil }
            return selector.name
        }
        return names.isEmpty ? nil : names
    }

    /// Sends the actions of every target-action for any of the events, each
    /// once, in the order they were added.
    open func sendActions(for events: Event) {
        sendActions(for: events, with: nil)
    }

    /// UIKit's `sendAction(_:to:for:)`: the application delivers it.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target.map { $0 as AnyObject }, from: self, for: event)
    }

    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    func sendActions(for events: Event, with event: UIEvent?) {
        for entry in entries where !entry.events.isDisjoint(with: events) {
            switch entry.kind {
            case .selector(let selector):
                // A target that is gone takes its actions with it; only a nil
                // target given as such means the responder chain.
                if entry.hasTarget && entry.target == nil { continue }
                sendAction(selector, to: entry.target, for: event)
            case .action(let action): sendAction(action)
            case .handler(let handler, _): handler(self, event)
            }
        }
    }

    // MARK: Tracking

    /// Whether to track the touch that landed; true by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Whether to go on tracking the touch as it moves; true by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// What a touch lifting inside sends: a button adds its primary action.
    var touchUpInsideEvents: Event { .touchUpInside }

    private func isInside(_ touch: UITouch) -> Bool {
        let margin = UIControl.touchInsideMargin
        return CGRectContainsPoint(CGRectInset(bounds, -margin, -margin), touch.location(in: self))
    }

    private func stopTracking() {
        isTracking = false
        isHighlighted = false
        isTouchInside = false
    }

    /// A standard control is an accessibility element (UIAccessibility).
    override var defaultIsAccessibilityElement: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.min(by: { $0.sequence < $1.sequence }) else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.min(by: { $0.sequence < $1.sequence }) else { return }
        let wasInside = isTouchInside
        let inside = isInside(touch)
        isTouchInside = inside
        guard continueTracking(touch, with: event) else { return stopTracking() }
        isHighlighted = inside
        let sent: Event
        switch (wasInside, inside) {
        case (true, true): sent = .touchDragInside
        case (true, false): sent = .touchDragExit
        case (false, true): sent = .touchDragEnter
        case (false, false): sent = .touchDragOutside
        }
        sendActions(for: sent, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.min(by: { $0.sequence < $1.sequence }) else { return }
        let inside = isInside(touch)
        isTouchInside = inside
        endTracking(touch, with: event)
        stopTracking()
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        cancelTracking(with: event)
        stopTracking()
        sendActions(for: .touchCancel, with: event)
    }
}

/// One target-action of a control.
struct ControlEntry {
    enum Kind {
        case selector(Selector)
        case action(UIAction)
        /// A script's function (`Session.scriptActionPerformer`'s bridge adds
        /// them), with what the bridge knows it by.
        case handler((UIControl, UIEvent?) -> Void, owner: AnyObject?)
    }

    /// Not retained, as UIKit does not retain a control's targets.
    weak var target: AnyObject?
    /// Whether a target was given (nil: the responder chain).
    let hasTarget: Bool
    let kind: Kind
    var events: UIControl.Event

    init(target: AnyObject?, action: Kind, events: UIControl.Event) {
        self.target = target
        hasTarget = target != nil
        kind = action
        self.events = events
    }

    /// The UIAction, for an entry that is one.
    var uiAction: UIAction? {
        if case .action(let action) = kind { return action }
        return nil
    }

    func matches(_ target: AnyObject?, _ action: Selector) -> Bool {
        guard self.target === target, case .selector(let selector) = kind else { return false }
        return selector == action
    }
}
