import Foundation

/// A view that shows an image. Its natural size is its image's: an image
/// view made with an image takes the image's size, and its intrinsic content
/// size is the image's (none without one). As in UIKit, it is not opaque and
/// takes no touches unless told to.
open class UIImageView: UIView {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            configuredImages = nil
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    open var highlightedImage: UIImage? {
        didSet {
            VisibleChanges.note()
            configuredImages = nil
            if isHighlighted, highlightedImage !== oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// What a system image it shows is drawn at, over the image's own
    /// configuration (a point size, a text style, a weight, a scale).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            VisibleChanges.note()
            configuredImages = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The image and highlighted image with the preferred configuration
    /// applied, made when first shown.
    private var configuredImages: (image: UIImage?, highlighted: UIImage?)?

    /// Shows `highlightedImage`, where there is one.
    open var isHighlighted = false {
        didSet {
            VisibleChanges.note()
            if highlightedImage != nil, isHighlighted != oldValue { invalidateIntrinsicContentSize() }
        }
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

    /// The image shown now, a system image at the preferred configuration.
    var shownImage: UIImage? {
        guard let preferredSymbolConfiguration else { return isHighlighted ? highlightedImage ?? image : image }
        let configured = configuredImages ?? (
            image.map { $0.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? $0 },
            highlightedImage.map { $0.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? $0 })
        configuredImages = configured
        return isHighlighted ? configured.highlighted ?? configured.image : configured.image
    }

    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size; without one, the view's own.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        shownImage?.size ?? bounds.size
    }
}
