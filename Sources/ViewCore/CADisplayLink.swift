import Foundation

/// A range of frame rates a display link would like (`preferredFrameRateRange`).
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// No preference: the screen's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer at the screen's refresh, in virtual time: once added to a run loop,
/// it sends its action at every frame `run(for:)` or `runUntilIdle()` steps
/// through, with `timestamp` the frame's time and `targetTimestamp` the next
/// one's, until it is invalidated; paused, it skips frames. As in UIKit it
/// holds its target strongly (Apple: "The newly constructed display link
/// retains the target") until invalidated.
///
/// The action goes through `UIApplication.sendAction`, so a script's object
/// or a responder's `performAction(_:sender:event:)` receives it: Linux has
/// no Objective-C runtime to call a selector on any object. A running link
/// keeps `runUntilIdle()` from ever idling, as it keeps an app's main thread
/// busy; `run(for:)` advances a chosen span.
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    private var handler: FrameHandler?

    /// The time of the last frame the action was sent for; 0 before the first.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the frame after it.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    open var isPaused = false
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// 0 is the screen's rate.
    open var preferredFramesPerSecond = 0

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// The time between frames at the screen's refresh rate.
    open var duration: CFTimeInterval { VirtualRunLoop.main.frameDuration }

    /// Starts sending the action at each frame. The engine has one run loop
    /// and one mode: any run loop and mode given are the main one.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler == nil, target != nil else { return }
        handler = VirtualRunLoop.main.addFrameHandler { [weak self] time in
            guard let self else { return false }
            self.frame(at: time)
            return self.handler != nil
        }
    }

    /// Stops it, as `invalidate()` but for a link that may be added again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        handler?.invalidate()
        handler = nil
    }

    /// Stops it for good and lets go of the target.
    open func invalidate() {
        handler?.invalidate()
        handler = nil
        target = nil
    }

    private func frame(at time: TimeInterval) {
        guard !isPaused, let target else { return }
        timestamp = time
        targetTimestamp = time + duration
        _ = UIApplication.shared.sendAction(selector, to: target, from: self, for: nil)
    }
}
