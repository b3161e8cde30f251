import Foundation

/// A control of two halves, minus and plus, that steps `value` by
/// `stepValue` between `minimumValue` and `maximumValue` (R17.10). A finger
/// landing on a half steps at once and sends `valueChanged`; held there with
/// `autorepeat`, it steps again after 0.5 s and then every 0.1 s (our
/// figures: UIKit also speeds up) while it stays inside; with `isContinuous`
/// false the event is sent once, as the finger lifts, if the value changed.
/// At a limit the half that would pass it does nothing, unless `wraps`,
/// which carries the value round to the other limit.
///
/// As in UIKit, it keeps its own size, 94 × 32 points, whatever frame it is
/// made with. UIKit's exceptions guard the range: a minimum not below the
/// maximum, a maximum not above the minimum, a step not above 0; a value or
/// bound that is not a number is refused too. A value outside the range is
/// clamped to it.
open class UIStepper: UIControl {
    public static let size = CGSize(width: 94, height: 32)
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1

    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false

    private var valueStorage: Double = 0
    private var minimumStorage: Double = 0
    private var maximumStorage: Double = 100
    private var stepStorage: Double = 1

    open var value: Double {
        get { valueStorage }
        set {
            guard !refuses(newValue, "setValue:") else { return }
            valueStorage = min(max(newValue, minimumStorage), maximumStorage)
            setNeedsDisplay()
        }
    }

    open var minimumValue: Double {
        get { minimumStorage }
        set {
            guard !refuses(newValue, "setMinimumValue:") else { return }
            guard newValue < maximumStorage else {
                return UIKitException.raise(.invalidArgumentException,
                    "-[\(className) setMinimumValue:]: the minimum (\(newValue)) must be less than the maximum (\(maximumStorage))")
            }
            minimumStorage = newValue
            value = valueStorage
        }
    }

    open var maximumValue: Double {
        get { maximumStorage }
        set {
            guard !refuses(newValue, "setMaximumValue:") else { return }
            guard newValue > minimumStorage else {
                return UIKitException.raise(.invalidArgumentException,
                    "-[\(className) setMaximumValue:]: the maximum (\(newValue)) must be greater than the minimum (\(minimumStorage))")
            }
            maximumStorage = newValue
            value = valueStorage
        }
    }

    open var stepValue: Double {
        get { stepStorage }
        set {
            guard !refuses(newValue, "setStepValue:") else { return }
            guard newValue > 0 else {
                return UIKitException.raise(.invalidArgumentException,
                    "-[\(className) setStepValue:]: the step (\(newValue)) must be greater than 0")
            }
            stepStorage = newValue
        }
    }

    /// The half the finger landed on (+1 plus, −1 minus), the value then,
    /// and the timer repeating the step.
    private var trackedDirection = 0
    private var valueAtStart: Double = 0
    private var repeatTimer: ScheduledTimer?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func initialFrame(_ frame: CGRect) -> CGRect {
        CGRect(origin: frame.origin, size: UIStepper.size)
    }

    private func refuses(_ number: Double, _ selector: String) -> Bool {
        guard number.isNaN else { return false }
        UIKitException.raise(.invalidArgumentException, "-[\(className) \(selector)]: the value must be a number, not nan")
        return true
    }

    open override var intrinsicContentSize: CGSize { UIStepper.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    /// Whether the half stepping that way does anything.
    private func canStep(_ direction: Int) -> Bool {
        wraps || (direction > 0 ? valueStorage < maximumStorage : valueStorage > minimumStorage)
    }

    /// One step; true if the value changed.
    @discardableResult
    private func step(_ direction: Int, with event: UIEvent?) -> Bool {
        guard canStep(direction) else { return false }
        let old = valueStorage
        var next = old + Double(direction) * stepStorage
        if next > maximumStorage { next = wraps && old >= maximumStorage ? minimumStorage : maximumStorage }
        if next < minimumStorage { next = wraps && old <= minimumStorage ? maximumStorage : minimumStorage }
        valueStorage = next
        setNeedsDisplay()
        guard next != old else { return false }
        if isContinuous { sendActions(for: .valueChanged, with: event) }
        return true
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(direction) else { return false }
        trackedDirection = direction
        valueAtStart = valueStorage
        step(direction, with: event)
        if autorepeat {
            repeatTimer = VirtualRunLoop.main.schedule(after: UIStepper.autorepeatDelay) { [weak self] _ in
                guard let self, self.isTracking else { return }
                self.repeatTimer = VirtualRunLoop.main.schedule(after: UIStepper.autorepeatInterval, repeats: true) { [weak self] timer in
                    guard let self, self.isTracking else { return timer.invalidate() }
                    if self.isTouchInside { self.step(self.trackedDirection, with: nil) }
                }
                if self.isTouchInside { self.step(self.trackedDirection, with: nil) }
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        stopRepeating()
        if !isContinuous, valueStorage != valueAtStart { sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        stopRepeating()
    }

    private func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
        trackedDirection = 0
    }

    /// A rounded background, a divider, and the minus and plus signs, each
    /// faded when its half can do nothing.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let box = bounds
        context.setFillColor(UIColor.systemGray6.cgColor)
        context.addPath(UIBezierPath(roundedRect: box, cornerRadius: 8).cgPath)
        context.fillPath()
        context.setFillColor(UIColor.systemGray3.cgColor)
        context.fill(CGRect(x: box.midX - 0.5, y: box.minY + 8, width: 1, height: max(box.height - 16, 0)))
        context.setLineWidth(2)
        let arm: CGFloat = 7
        for (direction, centreX) in [(-1, box.minX + box.width / 4), (1, box.minX + box.width * 3 / 4)] {
            var color = UIColor.label.cgColor
            if !isEnabled || !canStep(direction) { color.alpha *= 0.3 }
            context.setStrokeColor(color)
            let centre = CGPoint(x: centreX, y: box.midY)
            context.strokeLineSegments(between: [CGPoint(x: centre.x - arm, y: centre.y), CGPoint(x: centre.x + arm, y: centre.y)])
            if direction > 0 {
                context.strokeLineSegments(between: [CGPoint(x: centre.x, y: centre.y - arm), CGPoint(x: centre.x, y: centre.y + arm)])
            }
        }
    }
}
