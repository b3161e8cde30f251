import Foundation

/// A view that shows an image. Its natural size is its image's: an image
/// view made with an image takes the image's size, and its intrinsic content
/// size is the image's (none without one). As in UIKit, it is not opaque and
/// takes no touches unless told to.
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    open var highlightedImage: UIImage? {
        didSet { if isHighlighted, highlightedImage !== oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Shows `highlightedImage`, where there is one.
    open var isHighlighted = false {
        didSet { if highlightedImage != nil, isHighlighted != oldValue { invalidateIntrinsicContentSize() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isImageView = true
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// A view the size of the image, at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// A nib's image view says what it differs in from a view, its own
    /// defaults included.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isImageView = true
    }

    /// The image shown now.
    var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size; without one, the view's own.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        shownImage?.size ?? bounds.size
    }
}
