import Foundation

/// A bar filling with the progress of a task (R17.9): `progress` from 0 to
/// 1, clamped (not a number is refused). Its natural height is 4 points and
/// it has no natural width. It shows as two subviews with rounded ends, the
/// track filling its bounds in `trackTintColor` and the bar over it, as wide
/// as the progress, in `progressTintColor`, from the leading edge;
/// `setProgress(_:animated:)` animates the bar's width over 0.25 s (ours).
/// Without colours set, the bar is system blue and the track system gray 5
/// (clear for the `bar` style).
open class UIProgressView: UIView {
    /// The default style, or the bar style of toolbars, whose track is clear.
    public enum Style: Int, Sendable {
        case `default` = 0, bar
    }

    public static let height: CGFloat = 4
    static let animationDuration: TimeInterval = 0.25

    open var progressViewStyle: Style = .default {
        didSet { showColors() }
    }

    private var progressStorage: Float = 0
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    open var progressTintColor: UIColor? {
        didSet { showColors() }
    }
    open var trackTintColor: UIColor? {
        didSet { showColors() }
    }

    /// UIKit's image views, as plain views coloured by the tints.
    private let trackView = UIView()
    private let barView = UIView()

    override var viewsHeldBesidesSubviews: [UIView] { super.viewsHeldBesidesSubviews + [trackView, barView] }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame = CGRect(x: 0, y: 0, width: 0, height: UIProgressView.height)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addBarViews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addBarViews()
    }

    private func addBarViews() {
        addSubview(trackView)
        addSubview(barView)
        showColors()
        placeBar()
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            return UIKitException.raise(.invalidArgumentException,
                "-[\(className) setProgress:animated:]: the progress must be a number, not nan")
        }
        progressStorage = min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: UIProgressView.animationDuration) { self.placeBar() }
        } else {
            placeBar()
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: UIProgressView.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeBar()
    }

    private func placeBar() {
        let size = bounds.size
        let width = size.width * CGFloat(progressStorage)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? size.width - width : 0
        trackView.frame = CGRect(origin: .zero, size: size)
        barView.frame = CGRect(x: x, y: 0, width: width, height: size.height)
        trackView.layer.cornerRadius = size.height / 2
        barView.layer.cornerRadius = size.height / 2
    }

    private func showColors() {
        barView.backgroundColor = progressTintColor ?? .systemBlue
        trackView.backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemGray5)
    }
}
