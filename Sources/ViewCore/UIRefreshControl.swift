import Foundation

/// Pull to refresh (R17.6). Given to a scroll view's `refreshControl`, it
/// lies behind the content, above its top edge, 60 points high. A finger
/// that pulls the content down past the top by that much starts it
/// refreshing and sends `valueChanged`, once a drag; while it refreshes the
/// scroll view's adjusted top inset grows by its height, so the content
/// comes to rest below it. `endRefreshing()` takes the height away again,
/// and content resting there settles back to the top.
///
/// `beginRefreshing()` in code sends nothing and does not scroll, as in
/// UIKit. While refreshing it draws an activity indicator's spokes.
/// `attributedTitle` is kept, not drawn.
open class UIRefreshControl: UIControl {
    /// Its height, and how far past the top a finger pulls it to start:
    /// the height is UIKit's; that it is also the distance is ours.
    public static let height: CGFloat = 60

    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.height))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        setNeedsDisplay()
        (superviewStorage as? UIScrollView)?.refreshControlChangedRefreshing(self)
    }

    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        setNeedsDisplay()
        (superviewStorage as? UIScrollView)?.refreshControlChangedRefreshing(self)
    }

    open override func draw(_ rect: CGRect) {
        guard isRefreshing, let context = UIGraphicsGetCurrentContext() else { return }
        let side = UIActivityIndicatorView.Style.medium.side
        ActivitySpokes.draw(in: CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side),
                            color: .gray, context: context)
    }
}
