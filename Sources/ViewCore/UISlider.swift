import Foundation

/// A control for a value in a range, set by dragging its thumb along a
/// track. Only a touch that lands on the thumb moves it (the track does not
/// jump to the finger), and the thumb then follows the finger's movement;
/// each change sends `valueChanged` while `isContinuous`, or once when the
/// finger lifts otherwise.
///
/// The geometry is UIKit's as measured, not documented: a 31-point-high
/// control whose 28-point thumb's centre travels the bounds' width less the
/// thumb, and which counts a touch within 10 points of the thumb as on it.
open class UISlider: UIControl {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    public static let height: CGFloat = 31
    static let thumbSide: CGFloat = 28
    static let thumbSlop: CGFloat = 10

    /// A bound that is not a number keeps the old one.
    open var minimumValue: Float = 0 {
        didSet {
            if minimumValue.isNaN { return minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    open var maximumValue: Float = 1 {
        didSet {
            if maximumValue.isNaN { return maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// Clamped to the range; a value that is not a number keeps the old one.
    open var value: Float {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return }
            storedValue = min(max(newValue, minimumValue), maximumValue)
        }
    }

    private var storedValue: Float = 0
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? {
        didSet { noteCustomized(.minimumTrackTintColor) }
    }
    open var maximumTrackTintColor: UIColor? {
        didSet { noteCustomized(.maximumTrackTintColor) }
    }
    open var thumbTintColor: UIColor? {
        didSet { noteCustomized(.thumbTintColor) }
    }

    open override class var appearanceKeys: Set<String> {
        super.appearanceKeys.union(["minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor"])
    }

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// A state's thumb image, which sizes the thumb; a state without one
    /// takes the normal state's, as UIKit's does.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        setNeedsDisplay()
    }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }
    open var currentThumbImage: UIImage? { thumbImage(for: state) }

    /// The track's images before and after the thumb, per state (kept with
    /// the normal state's fallback; the engine draws the track as a line).
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { minimumTrackImages[state.rawValue] = image }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[0]
    }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { maximumTrackImages[state.rawValue] = image }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[0]
    }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    /// The thumb's size: the current thumb image's, else UIKit's 28 points.
    private var thumbSize: CGSize {
        guard let image = currentThumbImage, image.size.width.isFinite, image.size.height.isFinite,
              image.size.width > 0, image.size.height > 0 else { return CGSize(width: UISlider.thumbSide, height: UISlider.thumbSide) }
        return image.size
    }

    /// Where the finger and the thumb were when the drag began.
    private var dragStart: (touchX: CGFloat, value: Float)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: UISlider.height)
    }

    /// The track between the values' ends: the bounds' width, 2 points high,
    /// in the middle.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
    }

    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let span = maximumValue - minimumValue
        let fraction = span.isFinite && span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let travel = max(rect.width - size.width, 0)
        return CGRect(x: rect.minX + travel * fraction, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    private var thumbFrame: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let slop = UISlider.thumbSlop
        let point = touch.location(in: self)
        guard CGRectContainsPoint(CGRectInset(thumbFrame, -slop, -slop), point) else { return false }
        dragStart = (point.x, value)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = dragStart else { return false }
        let travel = trackRect(forBounds: bounds).width - thumbSize.width
        guard travel > 0 else { return true }
        let moved = touch.location(in: self).x - start.touchX
        let old = value
        value = start.value + Float(moved / travel) * (maximumValue - minimumValue)
        if isContinuous, value != old { sendActions(for: [.valueChanged, .primaryActionTriggered], with: event) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let start = dragStart, !isContinuous, value != start.value {
            sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
        }
        dragStart = nil
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        dragStart = nil
    }
}
