import Foundation

/// Groups layer changes and animations: its duration and timing function are
/// those of the animations added inside it without their own, and its
/// completion block runs once every animation added inside it has stopped
/// (after the commit of the turn, when there was none). Each run loop turn
/// has an implicit transaction, which `setCompletionBlock` without `begin`
/// uses, committed after the turn's commit.
open class CATransaction {
    open class func begin() { AnimationClock.shared.transactions.append(CATransactionState()) }

    /// Ends the innermost `begin`; without one, does nothing.
    open class func commit() {
        guard let transaction = AnimationClock.shared.transactions.popLast() else { return }
        transaction.batch.close()
    }

    /// Core Animation commits at once; here the run loop's turn commits.
    open class func flush() {}

    open class func animationDuration() -> CFTimeInterval { AnimationClock.shared.currentTransaction.animationDuration }

    /// A duration that is not a positive number is Core Animation's default, a quarter second.
    open class func setAnimationDuration(_ duration: CFTimeInterval) {
        AnimationClock.shared.currentTransaction.animationDuration = duration > 0 && duration.isFinite ? duration : 0.25
    }

    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        AnimationClock.shared.currentTransaction.timingFunction
    }

    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        AnimationClock.shared.currentTransaction.timingFunction = function
    }

    open class func disableActions() -> Bool { AnimationClock.shared.currentTransaction.disableActions }

    open class func setDisableActions(_ flag: Bool) { AnimationClock.shared.currentTransaction.disableActions = flag }

    open class func completionBlock() -> (() -> Void)? { AnimationClock.shared.currentTransaction.completion }

    open class func setCompletionBlock(_ block: (() -> Void)?) { AnimationClock.shared.currentTransaction.completion = block }
}
