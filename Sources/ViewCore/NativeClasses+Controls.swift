import Foundation

/// The scroll view's properties and the small controls and views of R17, as
/// the registry knows them (NativeClasses.swift lists them in `all`).
extension NativeClasses {
    static let scrollViewCatalog: [AnyProperty] = [
        Property("contentSize", get: { (object: UIScrollView) in object.contentSize }, set: { $0.contentSize = $1 }),
        Property("contentOffset", get: { (object: UIScrollView) in object.contentOffset }, set: { $0.contentOffset = $1 }),
        Property("contentInset", get: { (object: UIScrollView) in object.contentInset }, set: { $0.contentInset = $1 }),
        Property("adjustedContentInset", get: { (object: UIScrollView) in object.adjustedContentInset }),
        Property("contentInsetAdjustmentBehavior", get: { (object: UIScrollView) in object.contentInsetAdjustmentBehavior },
                 set: { $0.contentInsetAdjustmentBehavior = $1 }),
        Property("contentLayoutGuide", get: { (object: UIScrollView) in object.contentLayoutGuide }),
        Property("frameLayoutGuide", get: { (object: UIScrollView) in object.frameLayoutGuide }),
        Property("scrollEnabled", get: { (object: UIScrollView) in object.isScrollEnabled }, set: { $0.isScrollEnabled = $1 }),
        Property("pagingEnabled", get: { (object: UIScrollView) in object.isPagingEnabled }, set: { $0.isPagingEnabled = $1 }),
        Property("bounces", get: { (object: UIScrollView) in object.bounces }, set: { $0.bounces = $1 }),
        Property("bouncesZoom", get: { (object: UIScrollView) in object.bouncesZoom }, set: { $0.bouncesZoom = $1 }),
        Property("alwaysBounceVertical", get: { (object: UIScrollView) in object.alwaysBounceVertical },
                 set: { $0.alwaysBounceVertical = $1 }),
        Property("alwaysBounceHorizontal", get: { (object: UIScrollView) in object.alwaysBounceHorizontal },
                 set: { $0.alwaysBounceHorizontal = $1 }),
        Property("directionalLockEnabled", get: { (object: UIScrollView) in object.isDirectionalLockEnabled },
                 set: { $0.isDirectionalLockEnabled = $1 }),
        Property("showsVerticalScrollIndicator", get: { (object: UIScrollView) in object.showsVerticalScrollIndicator },
                 set: { $0.showsVerticalScrollIndicator = $1 }),
        Property("showsHorizontalScrollIndicator", get: { (object: UIScrollView) in object.showsHorizontalScrollIndicator },
                 set: { $0.showsHorizontalScrollIndicator = $1 }),
        Property("indicatorStyle", get: { (object: UIScrollView) in object.indicatorStyle }, set: { $0.indicatorStyle = $1 }),
        Property("scrollIndicatorInsets", get: { (object: UIScrollView) in object.scrollIndicatorInsets },
                 set: { $0.scrollIndicatorInsets = $1 }),
        Property("verticalScrollIndicatorInsets", get: { (object: UIScrollView) in object.verticalScrollIndicatorInsets },
                 set: { $0.verticalScrollIndicatorInsets = $1 }),
        Property("horizontalScrollIndicatorInsets", get: { (object: UIScrollView) in object.horizontalScrollIndicatorInsets },
                 set: { $0.horizontalScrollIndicatorInsets = $1 }),
        Property("automaticallyAdjustsScrollIndicatorInsets",
                 get: { (object: UIScrollView) in object.automaticallyAdjustsScrollIndicatorInsets },
                 set: { $0.automaticallyAdjustsScrollIndicatorInsets = $1 }),
        Property("keyboardDismissMode", get: { (object: UIScrollView) in object.keyboardDismissMode },
                 set: { $0.keyboardDismissMode = $1 }),
        Property("decelerationRate", get: { (object: UIScrollView) in object.decelerationRate }, set: { $0.decelerationRate = $1 }),
        Property("tracking", get: { (object: UIScrollView) in object.isTracking }),
        Property("dragging", get: { (object: UIScrollView) in object.isDragging }),
        Property("decelerating", get: { (object: UIScrollView) in object.isDecelerating }),
        Property("zooming", get: { (object: UIScrollView) in object.isZooming }),
        Property("zoomBouncing", get: { (object: UIScrollView) in object.isZoomBouncing }),
        Property("scrollsToTop", get: { (object: UIScrollView) in object.scrollsToTop }, set: { $0.scrollsToTop = $1 }),
        Property("refreshControl", get: { (object: UIScrollView) in object.refreshControl }, set: { $0.refreshControl = $1 }),
        Property("minimumZoomScale", get: { (object: UIScrollView) in object.minimumZoomScale }, set: { $0.minimumZoomScale = $1 }),
        Property("maximumZoomScale", get: { (object: UIScrollView) in object.maximumZoomScale }, set: { $0.maximumZoomScale = $1 }),
        Property("zoomScale", get: { (object: UIScrollView) in object.zoomScale }, set: { $0.zoomScale = $1 }),
        Property("panGestureRecognizer", get: { (object: UIScrollView) in object.panGestureRecognizer }),
    ]

    public static let refreshControl = RegisteredClass(
        name: "UIRefreshControl", superclass: control, swiftType: UIRefreshControl.self,
        properties: [Property("refreshing", get: { (object: UIRefreshControl) in object.isRefreshing })],
        decode: { UIRefreshControl(coder: $0) })

    public static let activityIndicatorView = RegisteredClass(
        name: "UIActivityIndicatorView", superclass: view, swiftType: UIActivityIndicatorView.self,
        properties: [
            Property("activityIndicatorViewStyle", get: { (object: UIActivityIndicatorView) in object.style },
                     set: { $0.style = $1 }),
            Property("color", get: { (object: UIActivityIndicatorView) in object.color as UIColor? }, set: { $0.color = $1 }),
            Property("hidesWhenStopped", get: { (object: UIActivityIndicatorView) in object.hidesWhenStopped },
                     set: { $0.hidesWhenStopped = $1 }),
            Property("animating", get: { (object: UIActivityIndicatorView) in object.isAnimating }),
        ],
        decode: { UIActivityIndicatorView(coder: $0) })

    public static let progressView = RegisteredClass(
        name: "UIProgressView", superclass: view, swiftType: UIProgressView.self,
        properties: [
            Property("progressViewStyle", get: { (object: UIProgressView) in object.progressViewStyle },
                     set: { $0.progressViewStyle = $1 }),
            Property("progress", get: { (object: UIProgressView) in object.progress }, set: { $0.progress = $1 }),
            Property("progressTintColor", get: { (object: UIProgressView) in object.progressTintColor },
                     set: { $0.progressTintColor = $1 }),
            Property("trackTintColor", get: { (object: UIProgressView) in object.trackTintColor }, set: { $0.trackTintColor = $1 }),
        ],
        decode: { UIProgressView(coder: $0) })

    public static let segmentedControl = RegisteredClass(
        name: "UISegmentedControl", superclass: control, swiftType: UISegmentedControl.self,
        properties: [
            Property("numberOfSegments", get: { (object: UISegmentedControl) in object.numberOfSegments }),
            Property("selectedSegmentIndex", get: { (object: UISegmentedControl) in object.selectedSegmentIndex },
                     set: { $0.selectedSegmentIndex = $1 }),
            Property("momentary", get: { (object: UISegmentedControl) in object.isMomentary }, set: { $0.isMomentary = $1 }),
            Property("apportionsSegmentWidthsByContent",
                     get: { (object: UISegmentedControl) in object.apportionsSegmentWidthsByContent },
                     set: { $0.apportionsSegmentWidthsByContent = $1 }),
            Property("selectedSegmentTintColor", get: { (object: UISegmentedControl) in object.selectedSegmentTintColor },
                     set: { $0.selectedSegmentTintColor = $1 }),
        ],
        decode: { UISegmentedControl(coder: $0) })

    public static let pageControl = RegisteredClass(
        name: "UIPageControl", superclass: control, swiftType: UIPageControl.self,
        properties: [
            Property("numberOfPages", get: { (object: UIPageControl) in object.numberOfPages }, set: { $0.numberOfPages = $1 }),
            Property("currentPage", get: { (object: UIPageControl) in object.currentPage }, set: { $0.currentPage = $1 }),
            Property("hidesForSinglePage", get: { (object: UIPageControl) in object.hidesForSinglePage },
                     set: { $0.hidesForSinglePage = $1 }),
            Property("pageIndicatorTintColor", get: { (object: UIPageControl) in object.pageIndicatorTintColor },
                     set: { $0.pageIndicatorTintColor = $1 }),
            Property("currentPageIndicatorTintColor", get: { (object: UIPageControl) in object.currentPageIndicatorTintColor },
                     set: { $0.currentPageIndicatorTintColor = $1 }),
        ],
        decode: { UIPageControl(coder: $0) })

    public static let pickerView = RegisteredClass(
        name: "UIPickerView", superclass: view, swiftType: UIPickerView.self,
        properties: [
            Property("numberOfComponents", get: { (object: UIPickerView) in object.numberOfComponents }),
            Property("showsSelectionIndicator", get: { (object: UIPickerView) in object.showsSelectionIndicator },
                     set: { $0.showsSelectionIndicator = $1 }),
        ],
        decode: { UIPickerView(coder: $0) })

    public static let stepper = RegisteredClass(
        name: "UIStepper", superclass: control, swiftType: UIStepper.self,
        properties: [
            Property("value", get: { (object: UIStepper) in object.value }, set: { $0.value = $1 }),
            Property("minimumValue", get: { (object: UIStepper) in object.minimumValue }, set: { $0.minimumValue = $1 }),
            Property("maximumValue", get: { (object: UIStepper) in object.maximumValue }, set: { $0.maximumValue = $1 }),
            Property("stepValue", get: { (object: UIStepper) in object.stepValue }, set: { $0.stepValue = $1 }),
            Property("wraps", get: { (object: UIStepper) in object.wraps }, set: { $0.wraps = $1 }),
            Property("autorepeat", get: { (object: UIStepper) in object.autorepeat }, set: { $0.autorepeat = $1 }),
            Property("continuous", get: { (object: UIStepper) in object.isContinuous }, set: { $0.isContinuous = $1 }),
        ],
        decode: { UIStepper(coder: $0) })

    public static let visualEffect = RegisteredClass(name: "UIVisualEffect", superclass: object, swiftType: UIVisualEffect.self)

    public static let blurEffect = RegisteredClass(name: "UIBlurEffect", superclass: visualEffect, swiftType: UIBlurEffect.self)

    public static let vibrancyEffect = RegisteredClass(
        name: "UIVibrancyEffect", superclass: visualEffect, swiftType: UIVibrancyEffect.self)

    public static let visualEffectView = RegisteredClass(
        name: "UIVisualEffectView", superclass: view, swiftType: UIVisualEffectView.self,
        properties: [
            Property("effect", get: { (object: UIVisualEffectView) in object.effect }, set: { $0.effect = $1 }),
            Property("contentView", get: { (object: UIVisualEffectView) in object.contentView }),
        ],
        decode: { UIVisualEffectView(coder: $0) })

    public static let feedbackGenerator = RegisteredClass(
        name: "UIFeedbackGenerator", superclass: object, swiftType: UIFeedbackGenerator.self)

    public static let impactFeedbackGenerator = RegisteredClass(
        name: "UIImpactFeedbackGenerator", superclass: feedbackGenerator, swiftType: UIImpactFeedbackGenerator.self)

    public static let notificationFeedbackGenerator = RegisteredClass(
        name: "UINotificationFeedbackGenerator", superclass: feedbackGenerator, swiftType: UINotificationFeedbackGenerator.self)

    public static let selectionFeedbackGenerator = RegisteredClass(
        name: "UISelectionFeedbackGenerator", superclass: feedbackGenerator, swiftType: UISelectionFeedbackGenerator.self)
}
