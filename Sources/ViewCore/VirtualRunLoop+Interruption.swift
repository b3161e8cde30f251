import Foundation

/// The run loop stopped from outside (`interruption`): the report says where
/// virtual time had got to and what the loop still had to do, since a loop that
/// never ends is usually a script's timers or animations that never end.
extension VirtualRunLoop {
    /// What the loop was doing when it was asked to stop.
    enum Activity {
        /// `run(for:)`, up to this time.
        case running(until: TimeInterval)
        case becomingIdle
        /// Foundation's turns of it.
        case turning
    }

    /// Whether `interruption` gives a reason to stop; if so, raises with the report.
    @inline(__always)
    func isInterrupted(_ activity: Activity) -> Bool {
        guard let interruption, let reason = interruption() else { return false }
        UIKitException.raise(.interruptedException, "\(reason); \(stopReport(activity))")
        return true
    }

    /// "the run loop was stopped at 12.5 s of virtual time, …; pending: …".
    func stopReport(_ activity: Activity) -> String {
        var report = "the run loop was stopped at \(Self.format(currentTime)) s of virtual time"
        switch activity {
        case .running(let end):
            let frames = ((end - currentTime) / frameDuration).rounded(.up)
            report += ", \(Self.format(frames)) frame(s) before the end of its run to \(Self.format(end)) s"
        case .becomingIdle:
            report += ", before it became idle"
        case .turning:
            break
        }
        return report + "; pending: " + pendingWork
    }

    /// What the loop still holds: queued blocks, timers, frame handlers, marks.
    var pendingWork: String {
        var items: [String] = []
        if !queue.isEmpty { items.append("\(queue.count) queued block(s)") }
        for repeating in [true, false] {
            let pending = timers.filter { $0.isValid && $0.repeats == repeating }
            guard let next = pending.map(\.fireTime).min() else { continue }
            items.append("\(pending.count) \(repeating ? "repeating" : "one-shot") timer(s) (next at \(Self.format(next)) s)")
        }
        let handlers = frameHandlers.filter(\.isValid).count
        if handlers > 0 { items.append("\(handlers) frame handler(s)") }
        if DisplayCycle.shared.hasPendingWork { items.append("views marked for the display cycle") }
        return items.isEmpty ? "nothing" : items.joined(separator: ", ")
    }

    /// Six significant digits, as `%g`: times and counts of any size stay short.
    static func format(_ value: Double) -> String { String(format: "%g", value) }
}
