import Foundation

/// A spinner shown while something is under way (R17.8). It is hidden while
/// stopped when `hidesWhenStopped` (the default), so a new one is hidden
/// until `startAnimating()`, and shown while animating. Its natural size is
/// its style's: 20 × 20 points for `medium` (and the deprecated `white` and
/// `gray`), 37 × 37 for `large` (and `whiteLarge`); `init(style:)` takes it.
///
/// It draws its eight spokes, fading round the circle, in `color`; the
/// spokes stay still, so that an indicator left animating keeps no frame
/// running (a real app's spinner turns forever; the run loop here would
/// never become idle).
open class UIActivityIndicatorView: UIView {
    /// `whiteLarge`, `white` and `gray` are deprecated since iOS 13 in
    /// favour of `large` and `medium` with a `color`.
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2
        case medium = 100, large = 101

        /// The side of the indicator in this style.
        var side: CGFloat {
            switch self {
            case .whiteLarge, .large: return 37
            case .white, .gray, .medium: return 20
            }
        }

        /// The colour of a style, unless `color` is set: white for the white
        /// styles, gray for the others (ours for `medium` and `large`).
        var defaultColor: UIColor {
            switch self {
            case .whiteLarge, .white: return .white
            case .gray, .medium, .large: return .gray
            }
        }
    }

    open var style: Style {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    private var colorStorage: UIColor?
    /// The style's colour unless set; nil goes back to it.
    open var color: UIColor! {
        get { colorStorage ?? style.defaultColor }
        set {
            colorStorage = newValue
            setNeedsDisplay()
        }
    }

    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = true
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        if hidesWhenStopped { isHidden = true }
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        ActivitySpokes.draw(in: bounds, color: color, context: context)
    }
}

/// The spokes of an activity indicator (and of a refreshing refresh
/// control): eight round-capped strokes from half the radius to the rim,
/// each lighter than the one before, clockwise from the top.
enum ActivitySpokes {
    static func draw(in rect: CGRect, color: UIColor, context: CGContext) {
        let side = min(rect.width, rect.height)
        guard side > 0, side.isFinite else { return }
        let radius = side / 2, center = CGPoint(x: rect.midX, y: rect.midY)
        let width = max(side / 10, 1)
        context.saveGState()
        context.setLineWidth(width)
        context.setLineCap(.round)
        let base = color.cgColor
        for spoke in 0..<8 {
            let angle = CGFloat(spoke) * .pi / 4 - .pi / 2
            let (dx, dy) = (cos(angle), sin(angle))
            var shade = base
            shade.alpha *= 1 - CGFloat(spoke) * 0.1
            context.setStrokeColor(shade)
            context.beginPath()
            context.move(to: CGPoint(x: center.x + dx * radius * 0.5, y: center.y + dy * radius * 0.5))
            context.addLine(to: CGPoint(x: center.x + dx * (radius - width / 2), y: center.y + dy * (radius - width / 2)))
            context.strokePath()
        }
        context.restoreGState()
    }
}
