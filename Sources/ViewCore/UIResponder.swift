import Foundation

/// The root of UIKit's view and controller classes. Here it also hands out the
/// stable per-run ids that descriptions print in place of addresses.
///
/// A subclass of Foundation's `NSObject`, as in UIKit: views and controllers are
/// equal and hash by identity (`isEqual(_:)`, `hash`), so that `firstIndex(of:)`
/// and sets of views work as on iOS. `NSObject` adds no stored properties, so
/// the bridge's fields below still sit next to the object's header.
open class UIResponder: NSObject {
    /// A number unique to this object within its session, in creation order, so
    /// that the same script describes the same objects with the same ids on every
    /// machine and in every session.
    public let objectID: Int

    public override init() {
        if UIResponder.isMakingApplication {
            objectID = 0  // the application's: made with its session, before that session is current
            super.init()
            return
        }
        objectID = Session.current.nextObjectID()
        super.init()
        UIResponder.liveCount += 1
        if Session.tracksResponders { UIResponder.tracked.append(WeakReference(object: self)) }
    }

    /// Set while a session makes its application, which takes id 0 and stays
    /// out of the census of the app's objects.
    nonisolated(unsafe) static var isMakingApplication = false

    deinit { if objectID != 0 { UIResponder.liveCount -= 1 } }

    /// Responders alive in the process (`Session.liveResponderCount`).
    nonisolated(unsafe) static var liveCount = 0

    /// Set as the object's teardown begins, so that a bridge never hands out a new
    /// strong reference to an object that is being destroyed.
    @_spi(Bridging) public var isDeallocating = false

    // MARK: A bridge's per-object state
    // Meaningful only on instances of classes a bridge defines (a script's).
    // Kept here rather than in the bridge's subclasses, whose storage follows all
    // of UIView's: next to the object's header, a hook's test reads the cache
    // line that the method's dispatch and the layout walk have just read.

    /// The class a bridge defined this object as (a script's class); nil for
    /// ViewCore's own classes. Unretained: the bridge's subclass holds it.
    @_spi(Bridging) public final unowned(unsafe) var bridgedClass: RegisteredClass?
    /// Bit `n` set: the bridge intercepts hook `n` (its class's first 64 hooks;
    /// the class itself answers for the others).
    @_spi(Bridging) public final var bridgedHooks: UInt64 = 0
    /// Where the bridge keeps the object's counterpart, or 0.
    @_spi(Bridging) public final var bridgeSlot: Int32 = 0

    /// The next responder in the chain: a view's controller or superview.
    open var next: UIResponder? { nil }

    // MARK: Touches (UIEvent.swift)
    // Each default passes the touches up the responder chain, as UIKit's does, a
    // level of recursion per responder (NativeStack.swift).

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let next else { return }
        NativeStack.nest { next.touchesBegan(touches, with: event) }
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let next else { return }
        NativeStack.nest { next.touchesMoved(touches, with: event) }
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let next else { return }
        NativeStack.nest { next.touchesEnded(touches, with: event) }
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let next else { return }
        NativeStack.nest { next.touchesCancelled(touches, with: event) }
    }

    // MARK: The first responder (UIResponder+FirstResponder.swift)
    // Each override must call super, as UIKit's references say: the base
    // implementations are what make the window's first responder change.

    /// False by default: only text inputs (and a subclass that says so) take
    /// the keyboard's input.
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { firstResponderWindow?.firstResponderStorage === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool { becomeWindowsFirstResponder() }

    @discardableResult
    open func resignFirstResponder() -> Bool { resignWindowsFirstResponder() }

    /// What follows a change of the window's first responder to this
    /// responder, and away from it: the keyboard, and a text input's editing
    /// session. Not UIKit API.
    func didBecomeWindowsFirstResponder() { Keyboard.current.firstResponderDidChange(becoming: self) }
    func didResignWindowsFirstResponder() { Keyboard.current.firstResponderDidChange() }
    /// Whether the keyboard comes up for it as first responder.
    var takesKeyboardInput: Bool { self is UIKeyInput }

    /// A view shown in place of the system keyboard while this is first
    /// responder; nil for the keyboard. Text fields and text views take one.
    open var inputView: UIView? { nil }
    /// A view shown above the keyboard while this is first responder; the
    /// keyboard's frame in its notifications includes it, as UIKit's does.
    open var inputAccessoryView: UIView? { nil }

    // MARK: Actions (UIApplication+Actions.swift)

    /// Runs the action method `selector` names, if the responder has one, and
    /// says whether it did. With no Objective-C runtime to find a method by its
    /// name, a Swift class that is the target of actions overrides this to
    /// answer for its own; a script's classes are answered for by their bridge
    /// (`Session.scriptActionPerformer`).
    open func performAction(_ selector: Selector, sender: Any?, event: UIEvent?) -> Bool { false }

    /// The class name as scripts and descriptions show it: a class a bridge
    /// defined reports its own name (a Lua class's).
    open var className: String { bridgedClass?.name ?? String(describing: type(of: self)) }

    // MARK: Descriptions
    // NSObject's own print an address; output here is the same on every run.

    /// `<MyController: #3>`: the class and the object's id. A view adds its
    /// frame and what differs from the defaults (UIView+Description.swift).
    open override var description: String { "<\(className): #\(objectID)>" }

    /// The same text as `description`, which debuggers and `debugPrint` show.
    open override var debugDescription: String { description }
}
