import Foundation

/// A row of dots, one per page, the current one highlighted (R17.11).
/// `currentPage` is kept between 0 and the last page; a negative
/// `numberOfPages` is refused. A tap on the control on either side of the
/// current page's dot moves one page that way and sends `valueChanged`
/// (UIKit: "the page control advances only one page in either direction");
/// a tap that moves nothing sends nothing. With `hidesForSinglePage` and one
/// page or none it draws nothing and takes no taps.
///
/// The geometry is UIKit's before iOS 14, as measured, not documented:
/// 7-point dots 16 points apart, 37 points high, centred in the bounds.
/// Without colours set, the dots are translucent white and the current one
/// white.
open class UIPageControl: UIControl {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    static let dotSide: CGFloat = 7
    static let dotSpacing: CGFloat = 9
    public static let height: CGFloat = 37

    open var numberOfPages: Int {
        get { numberOfPagesStorage }
        set {
            guard newValue >= 0 else {
                return UIKitException.raise(.invalidArgumentException,
                    "-[\(className) setNumberOfPages:]: the number of pages must not be negative, not \(newValue)")
            }
            numberOfPagesStorage = newValue
            currentPage = currentPageStorage
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    open var currentPage: Int {
        get { currentPageStorage }
        set {
            currentPageStorage = min(max(newValue, 0), max(numberOfPagesStorage - 1, 0))
            setNeedsDisplay()
        }
    }

    private var numberOfPagesStorage = 0
    private var currentPageStorage = 0

    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the dots of that many pages take (none for a count below 1).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        let width = count > 0 ? count * UIPageControl.dotSide + (count - 1) * UIPageControl.dotSpacing : 0
        return CGSize(width: width, height: UIPageControl.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPagesStorage) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var hidesDots: Bool { hidesForSinglePage && numberOfPagesStorage <= 1 }

    /// The dot of a page, in the control's coordinates.
    private func dotFrame(_ page: Int) -> CGRect {
        let row = size(forNumberOfPages: numberOfPagesStorage)
        let x = bounds.midX - row.width / 2 + CGFloat(page) * (UIPageControl.dotSide + UIPageControl.dotSpacing)
        return CGRect(x: x, y: bounds.midY - UIPageControl.dotSide / 2, width: UIPageControl.dotSide, height: UIPageControl.dotSide)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        !hidesDots && numberOfPagesStorage > 0
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, !hidesDots, numberOfPagesStorage > 0 else { return }
        let x = touch.location(in: self).x
        let old = currentPageStorage
        currentPage = x < dotFrame(old).midX ? old - 1 : old + 1
        if currentPageStorage != old { sendActions(for: .valueChanged, with: event) }
    }

    open override func draw(_ rect: CGRect) {
        guard !hidesDots, numberOfPagesStorage > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let other = (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)).cgColor
        let current = (currentPageIndicatorTintColor ?? .white).cgColor
        // Only the dots inside the bounds, and no more than a screenful's worth.
        let pitch = UIPageControl.dotSide + UIPageControl.dotSpacing
        let rowStart = bounds.midX - size(forNumberOfPages: numberOfPagesStorage).width / 2
        let last = CGFloat(numberOfPagesStorage - 1)
        let low = min(max(((bounds.minX - UIPageControl.dotSide - rowStart) / pitch).rounded(.down), 0), last)
        let high = min(max(((bounds.maxX - rowStart) / pitch).rounded(.up), 0), last, low + 1_000)
        guard low.isFinite, high.isFinite, low <= high else { return }
        for page in Int(low)...Int(high) {
            context.setFillColor(page == currentPageStorage ? current : other)
            context.addEllipse(in: dotFrame(page))
            context.fillPath()
        }
    }
}
