import Foundation

/// ViewCore's classes as the registry knows them, with their properties, in
/// UIKit's hierarchy (which names `NSObject` as the root). Keys are UIKit's
/// property names, not its getters' (`hidden`, not `isHidden`), as key-value
/// coding and Interface Builder spell them.
public enum NativeClasses {
    /// Every class, each after its superclass.
    public static let all: [RegisteredClass] = [
        object, responder, view, control, scrollView, window, navigationBar, tabBar, toolbar,
        controller, navigationController, tabBarController, tableViewController, collectionViewController,
        alertController, alertAction,
        barItem, barButtonItem, tabBarItem, navigationItem, menuElement, menu, action, contextMenuConfiguration,
        presentationController, sheetPresentationController, sheetDetent, popoverPresentationController,
        screen, application, device, color, touch, event,
        layoutConstraint, autoresizingMaskLayoutConstraint, contentSizeLayoutConstraint,
        layoutAnchor, layoutXAxisAnchor, layoutYAxisAnchor, layoutDimension, layoutGuide, keyboardLayoutGuide,
        stackView, nib, bundle, storyboard, storyboardSegue,
        image, imageConfiguration, imageSymbolConfiguration, imageView, switchControl, slider, font, fontDescriptor, fontMetrics, label, button,
        gestureRecognizer, tapGestureRecognizer, longPressGestureRecognizer, panGestureRecognizer,
        screenEdgePanGestureRecognizer, swipeGestureRecognizer, pinchGestureRecognizer, rotationGestureRecognizer, layer, shapeLayer, gradientLayer, bezierPath,
        tableView, tableViewCell, tableViewHeaderFooterView, tableDiffableDataSource, contextualAction, swipeActionsConfiguration,
        collectionView, collectionReusableView, collectionViewCell, collectionViewLayoutAttributes, collectionViewLayout,
        collectionViewFlowLayout, collectionDiffableDataSource,
        animation, propertyAnimation, basicAnimation, springAnimation, keyframeAnimation, animationGroup, timingFunction,
        propertyAnimator, percentDrivenInteractiveTransition,
        refreshControl, activityIndicatorView, progressView, segmentedControl, pageControl, stepper, pickerView,
        visualEffect, blurEffect, vibrancyEffect, visualEffectView,
        feedbackGenerator, impactFeedbackGenerator, notificationFeedbackGenerator, selectionFeedbackGenerator,
        textField, textView, searchTextField, searchBar, searchController,
    ] + compositionalClasses

    public static let layer = RegisteredClass(
        name: "CALayer", superclass: object, swiftType: CALayer.self, properties: CALayer.catalog)

    public static let shapeLayer = RegisteredClass(
        name: "CAShapeLayer", superclass: layer, swiftType: CAShapeLayer.self, properties: CAShapeLayer.shapeCatalog)

    public static let gradientLayer = RegisteredClass(
        name: "CAGradientLayer", superclass: layer, swiftType: CAGradientLayer.self, properties: CAGradientLayer.gradientCatalog)

    public static let bezierPath = RegisteredClass(
        name: "UIBezierPath", superclass: object, swiftType: UIBezierPath.self, properties: UIBezierPath.catalog)

    public static let object = RegisteredClass(name: "NSObject", superclass: nil, swiftType: NSObject.self)

    public static let animation = RegisteredClass(
        name: "CAAnimation", superclass: object, swiftType: CAAnimation.self, properties: CAAnimation.catalog)

    public static let propertyAnimation = RegisteredClass(
        name: "CAPropertyAnimation", superclass: animation, swiftType: CAPropertyAnimation.self,
        properties: CAPropertyAnimation.propertyCatalog)

    public static let basicAnimation = RegisteredClass(
        name: "CABasicAnimation", superclass: propertyAnimation, swiftType: CABasicAnimation.self)

    public static let springAnimation = RegisteredClass(
        name: "CASpringAnimation", superclass: basicAnimation, swiftType: CASpringAnimation.self,
        properties: CASpringAnimation.springCatalog)

    public static let keyframeAnimation = RegisteredClass(
        name: "CAKeyframeAnimation", superclass: propertyAnimation, swiftType: CAKeyframeAnimation.self,
        properties: CAKeyframeAnimation.keyframeCatalog)

    public static let animationGroup = RegisteredClass(
        name: "CAAnimationGroup", superclass: animation, swiftType: CAAnimationGroup.self,
        properties: CAAnimationGroup.groupCatalog)

    public static let propertyAnimator = RegisteredClass(
        name: "UIViewPropertyAnimator", superclass: object, swiftType: UIViewPropertyAnimator.self,
        properties: UIViewPropertyAnimator.catalog)

    public static let percentDrivenInteractiveTransition = RegisteredClass(
        name: "UIPercentDrivenInteractiveTransition", superclass: object, swiftType: UIPercentDrivenInteractiveTransition.self,
        properties: UIPercentDrivenInteractiveTransition.catalog)

    public static let timingFunction = RegisteredClass(
        name: "CAMediaTimingFunction", superclass: object, swiftType: CAMediaTimingFunction.self)

    public static let responder = RegisteredClass(
        name: "UIResponder", superclass: object, swiftType: UIResponder.self,
        properties: [
            Property("nextResponder", get: { (object: UIResponder) in object.next }),
            Property("canBecomeFirstResponder", get: { (object: UIResponder) in object.canBecomeFirstResponder }),
            Property("canResignFirstResponder", get: { (object: UIResponder) in object.canResignFirstResponder }),
            Property("isFirstResponder", get: { (object: UIResponder) in object.isFirstResponder }),
        ])

    public static let view = RegisteredClass(
        name: "UIView", superclass: responder, swiftType: UIView.self,
        properties: UIView.catalog, decode: { UIView(coder: $0) })

    public static let control = RegisteredClass(
        name: "UIControl", superclass: view, swiftType: UIControl.self,
        properties: [
            Property("enabled", get: { (object: UIControl) in object.isEnabled }, set: { $0.isEnabled = $1 }),
            Property("selected", get: { (object: UIControl) in object.isSelected }, set: { $0.isSelected = $1 }),
            Property("highlighted", get: { (object: UIControl) in object.isHighlighted }, set: { $0.isHighlighted = $1 }),
            Property("state", get: { (object: UIControl) in object.state }),
            Property("tracking", get: { (object: UIControl) in object.isTracking }),
            Property("touchInside", get: { (object: UIControl) in object.isTouchInside }),
            Property("contentHorizontalAlignment", get: { (object: UIControl) in object.contentHorizontalAlignment },
                     set: { $0.contentHorizontalAlignment = $1 }),
            Property("contentVerticalAlignment", get: { (object: UIControl) in object.contentVerticalAlignment },
                     set: { $0.contentVerticalAlignment = $1 }),
            Property("allControlEvents", get: { (object: UIControl) in object.allControlEvents }),
        ],
        decode: { UIControl(coder: $0) })

    public static let font = RegisteredClass(
        name: "UIFont", superclass: object, swiftType: UIFont.self,
        properties: [
            Property("pointSize", get: { (object: UIFont) in object.pointSize }),
            Property("fontName", get: { (object: UIFont) in object.fontName }),
            Property("familyName", get: { (object: UIFont) in object.familyName }),
            Property("ascender", get: { (object: UIFont) in object.ascender }),
            Property("descender", get: { (object: UIFont) in object.descender }),
            Property("leading", get: { (object: UIFont) in object.leading }),
            Property("capHeight", get: { (object: UIFont) in object.capHeight }),
            Property("xHeight", get: { (object: UIFont) in object.xHeight }),
            Property("lineHeight", get: { (object: UIFont) in object.lineHeight }),
            Property("fontDescriptor", get: { (object: UIFont) in object.fontDescriptor }),
        ])

    public static let fontDescriptor = RegisteredClass(
        name: "UIFontDescriptor", superclass: object, swiftType: UIFontDescriptor.self,
        properties: [
            Property("pointSize", get: { (object: UIFontDescriptor) in object.pointSize }),
            Property("symbolicTraits", get: { (object: UIFontDescriptor) in object.symbolicTraits }),
        ])

    public static let fontMetrics = RegisteredClass(
        name: "UIFontMetrics", superclass: object, swiftType: UIFontMetrics.self, properties: [])

    public static let label = RegisteredClass(
        name: "UILabel", superclass: view, swiftType: UILabel.self, properties: UILabel.labelCatalog,
        decode: { UILabel(coder: $0) })

    public static let button = RegisteredClass(
        name: "UIButton", superclass: control, swiftType: UIButton.self,
        properties: [
            Property("menu", get: { (object: UIButton) in object.menu }, set: { $0.menu = $1 }),
            Property("showsMenuAsPrimaryAction", get: { (object: UIButton) in object.showsMenuAsPrimaryAction },
                     set: { $0.showsMenuAsPrimaryAction = $1 }),
            Property("buttonType", get: { (object: UIButton) in object.buttonType }),
            Property("currentTitle", get: { (object: UIButton) in object.currentTitle }),
            Property("currentTitleColor", get: { (object: UIButton) in object.currentTitleColor }),
            Property("currentImage", get: { (object: UIButton) in object.currentImage }),
            Property("titleLabel", get: { (object: UIButton) in object.titleLabel }),
            Property("imageView", get: { (object: UIButton) in object.imageView }),
            Property("contentEdgeInsets", get: { (object: UIButton) in object.contentEdgeInsets },
                     set: { $0.contentEdgeInsets = $1 }),
            Property("titleEdgeInsets", get: { (object: UIButton) in object.titleEdgeInsets }, set: { $0.titleEdgeInsets = $1 }),
            Property("imageEdgeInsets", get: { (object: UIButton) in object.imageEdgeInsets }, set: { $0.imageEdgeInsets = $1 }),
            Property("automaticallyUpdatesConfiguration", get: { (object: UIButton) in object.automaticallyUpdatesConfiguration },
                     set: { $0.automaticallyUpdatesConfiguration = $1 }),
        ],
        decode: { UIButton(coder: $0) })

    public static let image = RegisteredClass(
        name: "UIImage", superclass: object, swiftType: UIImage.self,
        properties: [
            Property("size", get: { (object: UIImage) in object.size }),
            Property("scale", get: { (object: UIImage) in object.scale }),
            Property("renderingMode", get: { (object: UIImage) in object.renderingMode }),
            Property("symbolImage", get: { (object: UIImage) in object.isSymbolImage }),
            Property("symbolConfiguration", get: { (object: UIImage) in object.symbolConfiguration }),
        ])

    public static let imageConfiguration = RegisteredClass(
        name: "UIImageConfiguration", superclass: object, swiftType: UIImage.Configuration.self,
        properties: [
            Property("traitCollection", get: { (object: UIImage.Configuration) in object.traitCollection }),
        ])

    public static let imageSymbolConfiguration = RegisteredClass(
        name: "UIImageSymbolConfiguration", superclass: imageConfiguration, swiftType: UIImage.SymbolConfiguration.self,
        properties: [])

    public static let imageView = RegisteredClass(
        name: "UIImageView", superclass: view, swiftType: UIImageView.self,
        properties: [
            Property("image", get: { (object: UIImageView) in object.image }, set: { $0.image = $1 }),
            Property("highlightedImage", get: { (object: UIImageView) in object.highlightedImage },
                     set: { $0.highlightedImage = $1 }),
            Property("highlighted", get: { (object: UIImageView) in object.isHighlighted }, set: { $0.isHighlighted = $1 }),
            Property("preferredSymbolConfiguration", get: { (object: UIImageView) in object.preferredSymbolConfiguration },
                     set: { $0.preferredSymbolConfiguration = $1 }),
        ],
        decode: { UIImageView(coder: $0) })

    public static let switchControl = RegisteredClass(
        name: "UISwitch", superclass: control, swiftType: UISwitch.self,
        properties: [
            Property("on", get: { (object: UISwitch) in object.isOn }, set: { $0.isOn = $1 }),
            Property("onTintColor", get: { (object: UISwitch) in object.onTintColor }, set: { $0.onTintColor = $1 }),
            Property("thumbTintColor", get: { (object: UISwitch) in object.thumbTintColor }, set: { $0.thumbTintColor = $1 }),
        ],
        decode: { UISwitch(coder: $0) })

    public static let slider = RegisteredClass(
        name: "UISlider", superclass: control, swiftType: UISlider.self,
        properties: [
            Property("value", get: { (object: UISlider) in object.value }, set: { $0.value = $1 }),
            Property("minimumValue", get: { (object: UISlider) in object.minimumValue }, set: { $0.minimumValue = $1 }),
            Property("maximumValue", get: { (object: UISlider) in object.maximumValue }, set: { $0.maximumValue = $1 }),
            Property("continuous", get: { (object: UISlider) in object.isContinuous }, set: { $0.isContinuous = $1 }),
            Property("minimumTrackTintColor", get: { (object: UISlider) in object.minimumTrackTintColor },
                     set: { $0.minimumTrackTintColor = $1 }),
            Property("maximumTrackTintColor", get: { (object: UISlider) in object.maximumTrackTintColor },
                     set: { $0.maximumTrackTintColor = $1 }),
            Property("thumbTintColor", get: { (object: UISlider) in object.thumbTintColor }, set: { $0.thumbTintColor = $1 }),
        ],
        decode: { UISlider(coder: $0) })

    public static let scrollView = RegisteredClass(
        name: "UIScrollView", superclass: view, swiftType: UIScrollView.self, properties: scrollViewCatalog,
        decode: { UIScrollView(coder: $0) })

    public static let window = RegisteredClass(
        name: "UIWindow", superclass: view, swiftType: UIWindow.self,
        properties: [
            Property("rootViewController", get: { (object: UIWindow) in object.rootViewController },
                     set: { $0.rootViewController = $1 }),
            Property("windowLevel", get: { (object: UIWindow) in object.windowLevel }, set: { $0.windowLevel = $1 }),
            Property("keyWindow", get: { (object: UIWindow) in object.isKeyWindow }),
            Property("screen", get: { (object: UIWindow) in object.screen }),
        ],
        decode: { UIWindow(coder: $0) })

    public static let navigationBar = RegisteredClass(
        name: "UINavigationBar", superclass: view, swiftType: UINavigationBar.self,
        properties: [
            Property("items", get: { (object: UINavigationBar) in object.items }, set: { $0.items = $1 }),
            Property("topItem", get: { (object: UINavigationBar) in object.topItem }),
            Property("backItem", get: { (object: UINavigationBar) in object.backItem }),
            Property("prefersLargeTitles", get: { (object: UINavigationBar) in object.prefersLargeTitles },
                     set: { $0.prefersLargeTitles = $1 }),
            Property("barStyle", get: { (object: UINavigationBar) in object.barStyle }, set: { $0.barStyle = $1 }),
            Property("translucent", get: { (object: UINavigationBar) in object.isTranslucent }, set: { $0.isTranslucent = $1 }),
            Property("barTintColor", get: { (object: UINavigationBar) in object.barTintColor }, set: { $0.barTintColor = $1 }),
            Property("shadowImage", get: { (object: UINavigationBar) in object.shadowImage }, set: { $0.shadowImage = $1 }),
        ],
        decode: { UINavigationBar(coder: $0) })

    public static let tabBar = RegisteredClass(
        name: "UITabBar", superclass: view, swiftType: UITabBar.self,
        properties: [
            Property("items", get: { (object: UITabBar) in object.items }, set: { $0.items = $1 }),
            Property("selectedItem", get: { (object: UITabBar) in object.selectedItem }, set: { $0.selectedItem = $1 }),
            Property("unselectedItemTintColor", get: { (object: UITabBar) in object.unselectedItemTintColor },
                     set: { $0.unselectedItemTintColor = $1 }),
            Property("barTintColor", get: { (object: UITabBar) in object.barTintColor }, set: { $0.barTintColor = $1 }),
            Property("barStyle", get: { (object: UITabBar) in object.barStyle }, set: { $0.barStyle = $1 }),
            Property("translucent", get: { (object: UITabBar) in object.isTranslucent }, set: { $0.isTranslucent = $1 }),
        ],
        decode: { UITabBar(coder: $0) })

    public static let toolbar = RegisteredClass(
        name: "UIToolbar", superclass: view, swiftType: UIToolbar.self,
        properties: [
            Property("items", get: { (object: UIToolbar) in object.items }, set: { $0.items = $1 }),
            Property("barStyle", get: { (object: UIToolbar) in object.barStyle }, set: { $0.barStyle = $1 }),
            Property("translucent", get: { (object: UIToolbar) in object.isTranslucent }, set: { $0.isTranslucent = $1 }),
            Property("barTintColor", get: { (object: UIToolbar) in object.barTintColor }, set: { $0.barTintColor = $1 }),
        ],
        decode: { UIToolbar(coder: $0) })

    public static let barItem = RegisteredClass(
        name: "UIBarItem", superclass: object, swiftType: UIBarItem.self,
        properties: [
            Property("enabled", get: { (object: UIBarItem) in object.isEnabled }, set: { $0.isEnabled = $1 }),
            Property("title", get: { (object: UIBarItem) in object.title }, set: { $0.title = $1 }),
            Property("image", get: { (object: UIBarItem) in object.image }, set: { $0.image = $1 }),
            Property("landscapeImagePhone", get: { (object: UIBarItem) in object.landscapeImagePhone },
                     set: { $0.landscapeImagePhone = $1 }),
            Property("imageInsets", get: { (object: UIBarItem) in object.imageInsets }, set: { $0.imageInsets = $1 }),
            Property("landscapeImagePhoneInsets", get: { (object: UIBarItem) in object.landscapeImagePhoneInsets },
                     set: { $0.landscapeImagePhoneInsets = $1 }),
            Property("tag", get: { (object: UIBarItem) in object.tag }, set: { $0.tag = $1 }),
        ])

    public static let barButtonItem = RegisteredClass(
        name: "UIBarButtonItem", superclass: barItem, swiftType: UIBarButtonItem.self,
        properties: [
            Property("style", get: { (object: UIBarButtonItem) in object.style }, set: { $0.style = $1 }),
            Property("width", get: { (object: UIBarButtonItem) in object.width }, set: { $0.width = $1 }),
            Property("customView", get: { (object: UIBarButtonItem) in object.customView }, set: { $0.customView = $1 }),
            Property("target", get: { (object: UIBarButtonItem) in object.target as? NSObject },
                     set: { $0.target = $1 }),
            Property("action", get: { (object: UIBarButtonItem) in object.action?.name },
                     set: { (item: UIBarButtonItem, name: String?) in item.action = name.map { Selector($0) } }),
            Property("tintColor", get: { (object: UIBarButtonItem) in object.tintColor }, set: { $0.tintColor = $1 }),
            Property("selected", get: { (object: UIBarButtonItem) in object.isSelected }, set: { $0.isSelected = $1 }),
            Property("view", get: { (object: UIBarButtonItem) in object.shownView }),
        ])

    public static let tabBarItem = RegisteredClass(
        name: "UITabBarItem", superclass: barItem, swiftType: UITabBarItem.self,
        properties: [
            Property("selectedImage", get: { (object: UITabBarItem) in object.selectedImage }, set: { $0.selectedImage = $1 }),
            Property("badgeValue", get: { (object: UITabBarItem) in object.badgeValue }, set: { $0.badgeValue = $1 }),
            Property("badgeColor", get: { (object: UITabBarItem) in object.badgeColor }, set: { $0.badgeColor = $1 }),
        ])

    public static let navigationItem = RegisteredClass(
        name: "UINavigationItem", superclass: object, swiftType: UINavigationItem.self,
        properties: [
            Property("title", get: { (object: UINavigationItem) in object.title }, set: { $0.title = $1 }),
            Property("titleView", get: { (object: UINavigationItem) in object.titleView }, set: { $0.titleView = $1 }),
            Property("prompt", get: { (object: UINavigationItem) in object.prompt }, set: { $0.prompt = $1 }),
            Property("backButtonTitle", get: { (object: UINavigationItem) in object.backButtonTitle },
                     set: { $0.backButtonTitle = $1 }),
            Property("backBarButtonItem", get: { (object: UINavigationItem) in object.backBarButtonItem },
                     set: { $0.backBarButtonItem = $1 }),
            Property("hidesBackButton", get: { (object: UINavigationItem) in object.hidesBackButton },
                     set: { $0.hidesBackButton = $1 }),
            Property("leftBarButtonItems", get: { (object: UINavigationItem) in object.leftBarButtonItems },
                     set: { $0.leftBarButtonItems = $1 }),
            Property("rightBarButtonItems", get: { (object: UINavigationItem) in object.rightBarButtonItems },
                     set: { $0.rightBarButtonItems = $1 }),
            Property("leftBarButtonItem", get: { (object: UINavigationItem) in object.leftBarButtonItem },
                     set: { $0.leftBarButtonItem = $1 }),
            Property("rightBarButtonItem", get: { (object: UINavigationItem) in object.rightBarButtonItem },
                     set: { $0.rightBarButtonItem = $1 }),
            Property("leftItemsSupplementBackButton", get: { (object: UINavigationItem) in object.leftItemsSupplementBackButton },
                     set: { $0.leftItemsSupplementBackButton = $1 }),
            Property("largeTitleDisplayMode", get: { (object: UINavigationItem) in object.largeTitleDisplayMode },
                     set: { $0.largeTitleDisplayMode = $1 }),
            Property("searchController", get: { (object: UINavigationItem) in object.searchController },
                     set: { $0.searchController = $1 }),
            Property("hidesSearchBarWhenScrolling", get: { (object: UINavigationItem) in object.hidesSearchBarWhenScrolling },
                     set: { $0.hidesSearchBarWhenScrolling = $1 }),
        ])

    public static let menuElement = RegisteredClass(name: "UIMenuElement", superclass: object, swiftType: UIMenuElement.self)

    public static let action = RegisteredClass(
        name: "UIAction", superclass: menuElement, swiftType: UIAction.self,
        properties: [
            Property("title", get: { (object: UIAction) in object.title }, set: { $0.title = $1 }),
            Property("image", get: { (object: UIAction) in object.image }, set: { $0.image = $1 }),
            Property("attributes", get: { (object: UIAction) in object.attributes }, set: { $0.attributes = $1 }),
            Property("state", get: { (object: UIAction) in object.state }, set: { $0.state = $1 }),
            Property("discoverabilityTitle", get: { (object: UIAction) in object.discoverabilityTitle },
                     set: { $0.discoverabilityTitle = $1 }),
        ])

    public static let presentationController = RegisteredClass(
        name: "UIPresentationController", superclass: object, swiftType: UIPresentationController.self,
        properties: [
            Property("presentedViewController", get: { (object: UIPresentationController) in object.presentedViewController }),
            Property("presentingViewController", get: { (object: UIPresentationController) in object.presentingViewController }),
            Property("frameOfPresentedViewInContainerView",
                     get: { (object: UIPresentationController) in object.frameOfPresentedViewInContainerView }),
        ])

    public static let sheetPresentationController = RegisteredClass(
        name: "UISheetPresentationController", superclass: presentationController, swiftType: UISheetPresentationController.self,
        properties: [
            Property("detents", get: { (object: UISheetPresentationController) in object.detents }, set: { $0.detents = $1 }),
            Property("selectedDetentIdentifier", get: { (object: UISheetPresentationController) in object.selectedDetentIdentifier?.rawValue },
                     set: { $0.selectedDetentIdentifier = ($1 as String?).map(UISheetPresentationController.Detent.Identifier.init(rawValue:)) }),
            Property("largestUndimmedDetentIdentifier",
                     get: { (object: UISheetPresentationController) in object.largestUndimmedDetentIdentifier?.rawValue },
                     set: { $0.largestUndimmedDetentIdentifier = ($1 as String?).map(UISheetPresentationController.Detent.Identifier.init(rawValue:)) }),
            Property("prefersGrabberVisible", get: { (object: UISheetPresentationController) in object.prefersGrabberVisible },
                     set: { $0.prefersGrabberVisible = $1 }),
        ])

    public static let sheetDetent = RegisteredClass(
        name: "UISheetPresentationControllerDetent", superclass: object, swiftType: UISheetPresentationController.Detent.self,
        properties: [
            Property("identifier", get: { (object: UISheetPresentationController.Detent) in object.identifier.rawValue }),
        ])

    public static let popoverPresentationController = RegisteredClass(
        name: "UIPopoverPresentationController", superclass: presentationController,
        swiftType: UIPopoverPresentationController.self,
        properties: [
            Property("sourceView", get: { (object: UIPopoverPresentationController) in object.sourceView }, set: { $0.sourceView = $1 }),
            Property("sourceRect", get: { (object: UIPopoverPresentationController) in object.sourceRect }, set: { $0.sourceRect = $1 }),
            Property("barButtonItem", get: { (object: UIPopoverPresentationController) in object.barButtonItem },
                     set: { $0.barButtonItem = $1 }),
            Property("canOverlapSourceViewRect", get: { (object: UIPopoverPresentationController) in object.canOverlapSourceViewRect },
                     set: { $0.canOverlapSourceViewRect = $1 }),
        ])

    public static let contextMenuConfiguration = RegisteredClass(
        name: "UIContextMenuConfiguration", superclass: object, swiftType: UIContextMenuConfiguration.self)

    public static let menu = RegisteredClass(
        name: "UIMenu", superclass: menuElement, swiftType: UIMenu.self,
        properties: [
            Property("title", get: { (object: UIMenu) in object.title }),
            Property("children", get: { (object: UIMenu) in object.children }),
        ])

    public static let alertController = RegisteredClass(
        name: "UIAlertController", superclass: controller, swiftType: UIAlertController.self,
        properties: [
            Property("message", get: { (object: UIAlertController) in object.message }, set: { $0.message = $1 }),
            Property("preferredStyle", get: { (object: UIAlertController) in object.preferredStyle }),
            Property("actions", get: { (object: UIAlertController) in object.actions }),
            Property("preferredAction", get: { (object: UIAlertController) in object.preferredAction },
                     set: { $0.preferredAction = $1 }),
        ])

    public static let alertAction = RegisteredClass(
        name: "UIAlertAction", superclass: object, swiftType: UIAlertAction.self,
        properties: [
            Property("title", get: { (object: UIAlertAction) in object.title }),
            Property("style", get: { (object: UIAlertAction) in object.style }),
            Property("enabled", get: { (object: UIAlertAction) in object.isEnabled }, set: { $0.isEnabled = $1 }),
        ])

    public static let controller = RegisteredClass(
        name: "UIViewController", superclass: responder, swiftType: UIViewController.self,
        properties: UIViewController.catalog, decode: { UIViewController(coder: $0) })

    public static let navigationController = RegisteredClass(
        name: "UINavigationController", superclass: controller, swiftType: UINavigationController.self,
        properties: [
            Property("viewControllers", get: { (object: UINavigationController) in object.viewControllers },
                     set: { $0.viewControllers = $1 }),
            Property("topViewController", get: { (object: UINavigationController) in object.topViewController }),
            Property("visibleViewController", get: { (object: UINavigationController) in object.visibleViewController }),
            Property("navigationBar", get: { (object: UINavigationController) in object.navigationBar }),
            Property("interactivePopGestureRecognizer",
                     get: { (object: UINavigationController) in object.interactivePopGestureRecognizer }),
            Property("navigationBarHidden", get: { (object: UINavigationController) in object.isNavigationBarHidden },
                     set: { $0.isNavigationBarHidden = $1 }),
            Property("toolbar", get: { (object: UINavigationController) in object.toolbar as UIToolbar? }),
            Property("toolbarHidden", get: { (object: UINavigationController) in object.isToolbarHidden },
                     set: { $0.isToolbarHidden = $1 }),
        ],
        decode: { UINavigationController(coder: $0) })

    public static let tabBarController = RegisteredClass(
        name: "UITabBarController", superclass: controller, swiftType: UITabBarController.self,
        properties: [
            Property("viewControllers", get: { (object: UITabBarController) in object.viewControllers },
                     set: { $0.viewControllers = $1 }),
            Property("selectedIndex", get: { (object: UITabBarController) in object.selectedIndex },
                     set: { $0.selectedIndex = $1 }),
            Property("selectedViewController", get: { (object: UITabBarController) in object.selectedViewController },
                     set: { $0.selectedViewController = $1 }),
            Property("tabBar", get: { (object: UITabBarController) in object.tabBar }),
        ],
        decode: { UITabBarController(coder: $0) })

    public static let tableViewController = RegisteredClass(
        name: "UITableViewController", superclass: controller, swiftType: UITableViewController.self,
        properties: [
            Property("tableView", get: { (object: UITableViewController) in object.tableView as UITableView? },
                     set: { $0.tableView = $1 }),
            Property("clearsSelectionOnViewWillAppear", get: { (object: UITableViewController) in object.clearsSelectionOnViewWillAppear },
                     set: { $0.clearsSelectionOnViewWillAppear = $1 }),
        ],
        decode: { UITableViewController(coder: $0) })

    public static let collectionViewController = RegisteredClass(
        name: "UICollectionViewController", superclass: controller, swiftType: UICollectionViewController.self,
        properties: [
            Property("collectionView", get: { (object: UICollectionViewController) in object.collectionView as UICollectionView? },
                     set: { $0.collectionView = $1 }),
            Property("collectionViewLayout", get: { (object: UICollectionViewController) in object.collectionViewLayout as UICollectionViewLayout? }),
            Property("clearsSelectionOnViewWillAppear",
                     get: { (object: UICollectionViewController) in object.clearsSelectionOnViewWillAppear },
                     set: { $0.clearsSelectionOnViewWillAppear = $1 }),
            Property("installsStandardGestureForInteractiveMovement",
                     get: { (object: UICollectionViewController) in object.installsStandardGestureForInteractiveMovement },
                     set: { $0.installsStandardGestureForInteractiveMovement = $1 }),
        ],
        decode: { UICollectionViewController(coder: $0) })

    public static let screen = RegisteredClass(
        name: "UIScreen", superclass: object, swiftType: UIScreen.self,
        properties: [
            Property("bounds", get: { (object: UIScreen) in object.bounds }),
            Property("nativeBounds", get: { (object: UIScreen) in object.nativeBounds }),
            Property("scale", get: { (object: UIScreen) in object.scale }),
            Property("nativeScale", get: { (object: UIScreen) in object.nativeScale }),
            Property("interfaceOrientation", get: { (object: UIScreen) in object.interfaceOrientation }),
            Property("statusBarHeight", get: { (object: UIScreen) in object.statusBarHeight }),
            Property("maximumFramesPerSecond", get: { (object: UIScreen) in object.maximumFramesPerSecond }),
            Property("traitCollection", get: { (object: UIScreen) in object.traitCollection }),
        ])

    public static let application = RegisteredClass(
        name: "UIApplication", superclass: responder, swiftType: UIApplication.self,
        properties: [
            Property("windows", get: { (object: UIApplication) in object.windows }),
            Property("keyWindow", get: { (object: UIApplication) in object.keyWindow }),
            Property("applicationState", get: { (object: UIApplication) in object.applicationState }),
            Property("userInterfaceLayoutDirection", get: { (object: UIApplication) in object.userInterfaceLayoutDirection }),
            Property("preferredContentSizeCategory", get: { (object: UIApplication) in object.preferredContentSizeCategory }),
            Property("statusBarStyle", get: { (object: UIApplication) in object.statusBarStyle }),
            Property("statusBarHidden", get: { (object: UIApplication) in object.isStatusBarHidden }),
        ])

    public static let device = RegisteredClass(
        name: "UIDevice", superclass: object, swiftType: UIDevice.self,
        properties: [
            Property("name", get: { (object: UIDevice) in object.name }),
            Property("model", get: { (object: UIDevice) in object.model }),
            Property("userInterfaceIdiom", get: { (object: UIDevice) in object.userInterfaceIdiom }),
            Property("orientation", get: { (object: UIDevice) in object.orientation }),
            Property("generatesDeviceOrientationNotifications",
                     get: { (object: UIDevice) in object.isGeneratingDeviceOrientationNotifications }),
        ])

    public static let layoutConstraint = RegisteredClass(
        name: "NSLayoutConstraint", superclass: object, swiftType: NSLayoutConstraint.self,
        properties: NSLayoutConstraint.catalog)

    public static let autoresizingMaskLayoutConstraint = RegisteredClass(
        name: "NSAutoresizingMaskLayoutConstraint", superclass: layoutConstraint,
        swiftType: NSAutoresizingMaskLayoutConstraint.self)

    public static let contentSizeLayoutConstraint = RegisteredClass(
        name: "NSContentSizeLayoutConstraint", superclass: layoutConstraint, swiftType: NSContentSizeLayoutConstraint.self,
        properties: [
            Property("hugging", get: { (object: NSContentSizeLayoutConstraint) in Double(object.hugging.rawValue) }),
            Property("compressionResistance",
                     get: { (object: NSContentSizeLayoutConstraint) in Double(object.compressionResistance.rawValue) }),
        ])

    public static let layoutAnchor = RegisteredClass(
        name: "NSLayoutAnchor", superclass: object, swiftType: AnyLayoutAnchor.self,
        properties: [Property("item", get: { (object: AnyLayoutAnchor) in object.anchorItem })])

    public static let layoutXAxisAnchor = RegisteredClass(
        name: "NSLayoutXAxisAnchor", superclass: layoutAnchor, swiftType: NSLayoutXAxisAnchor.self)

    public static let layoutYAxisAnchor = RegisteredClass(
        name: "NSLayoutYAxisAnchor", superclass: layoutAnchor, swiftType: NSLayoutYAxisAnchor.self)

    public static let layoutDimension = RegisteredClass(
        name: "NSLayoutDimension", superclass: layoutAnchor, swiftType: NSLayoutDimension.self)

    public static let layoutGuide = RegisteredClass(
        name: "UILayoutGuide", superclass: object, swiftType: UILayoutGuide.self,
        properties: UILayoutGuide.catalog)

    public static let keyboardLayoutGuide = RegisteredClass(
        name: "UIKeyboardLayoutGuide", superclass: layoutGuide, swiftType: UIKeyboardLayoutGuide.self,
        properties: [
            Property("followsUndockedKeyboard", get: { (guide: UIKeyboardLayoutGuide) in guide.followsUndockedKeyboard },
                     set: { $0.followsUndockedKeyboard = $1 }),
            Property("usesBottomSafeArea", get: { (guide: UIKeyboardLayoutGuide) in guide.usesBottomSafeArea },
                     set: { $0.usesBottomSafeArea = $1 }),
        ])

    public static let stackView = RegisteredClass(
        name: "UIStackView", superclass: view, swiftType: UIStackView.self,
        properties: UIStackView.stackCatalog, decode: { UIStackView(coder: $0) })

    public static let color = RegisteredClass(name: "UIColor", superclass: object, swiftType: UIColor.self)

    public static let nib = RegisteredClass(name: "UINib", superclass: object, swiftType: UINib.self)

    public static let storyboard = RegisteredClass(name: "UIStoryboard", superclass: object, swiftType: UIStoryboard.self)

    public static let storyboardSegue = RegisteredClass(
        name: "UIStoryboardSegue", superclass: object, swiftType: UIStoryboardSegue.self,
        properties: [
            Property("identifier", get: { (object: UIStoryboardSegue) in object.identifier }),
            Property("sourceViewController", get: { (object: UIStoryboardSegue) in object.source }),
            Property("destinationViewController", get: { (object: UIStoryboardSegue) in object.destination }),
        ])

    /// Foundation's `Bundle`, by its Objective-C name: where nibs are looked for.
    public static let bundle = RegisteredClass(
        name: "NSBundle", superclass: object, swiftType: Bundle.self,
        properties: [Property("bundlePath", get: { (object: Bundle) in object.bundlePath })])

    public static let touch = RegisteredClass(
        name: "UITouch", superclass: object, swiftType: UITouch.self,
        properties: [
            Property("view", get: { (object: UITouch) in object.view }),
            Property("window", get: { (object: UITouch) in object.window }),
            Property("tapCount", get: { (object: UITouch) in object.tapCount }),
            Property("phase", get: { (object: UITouch) in object.phase }),
            Property("timestamp", get: { (object: UITouch) in object.timestamp }),
            Property("gestureRecognizers", get: { (object: UITouch) in object.gestureRecognizers }),
        ])

    public static let gestureRecognizer = RegisteredClass(
        name: "UIGestureRecognizer", superclass: object, swiftType: UIGestureRecognizer.self,
        properties: UIGestureRecognizer.catalog)

    public static let tapGestureRecognizer = RegisteredClass(
        name: "UITapGestureRecognizer", superclass: gestureRecognizer, swiftType: UITapGestureRecognizer.self,
        properties: UITapGestureRecognizer.tapCatalog)

    public static let longPressGestureRecognizer = RegisteredClass(
        name: "UILongPressGestureRecognizer", superclass: gestureRecognizer, swiftType: UILongPressGestureRecognizer.self,
        properties: UILongPressGestureRecognizer.pressCatalog)

    public static let panGestureRecognizer = RegisteredClass(
        name: "UIPanGestureRecognizer", superclass: gestureRecognizer, swiftType: UIPanGestureRecognizer.self,
        properties: UIPanGestureRecognizer.panCatalog)

    public static let screenEdgePanGestureRecognizer = RegisteredClass(
        name: "UIScreenEdgePanGestureRecognizer", superclass: panGestureRecognizer,
        swiftType: UIScreenEdgePanGestureRecognizer.self, properties: UIScreenEdgePanGestureRecognizer.edgeCatalog)

    public static let swipeGestureRecognizer = RegisteredClass(
        name: "UISwipeGestureRecognizer", superclass: gestureRecognizer, swiftType: UISwipeGestureRecognizer.self,
        properties: UISwipeGestureRecognizer.swipeCatalog)

    public static let pinchGestureRecognizer = RegisteredClass(
        name: "UIPinchGestureRecognizer", superclass: gestureRecognizer, swiftType: UIPinchGestureRecognizer.self,
        properties: UIPinchGestureRecognizer.pinchCatalog)

    public static let rotationGestureRecognizer = RegisteredClass(
        name: "UIRotationGestureRecognizer", superclass: gestureRecognizer, swiftType: UIRotationGestureRecognizer.self,
        properties: UIRotationGestureRecognizer.rotationCatalog)

    public static let event = RegisteredClass(
        name: "UIEvent", superclass: object, swiftType: UIEvent.self,
        properties: [
            Property("allTouches", get: { (object: UIEvent) in object.allTouches }),
            Property("timestamp", get: { (object: UIEvent) in object.timestamp }),
        ])

    public static let tableView = RegisteredClass(
        name: "UITableView", superclass: scrollView, swiftType: UITableView.self,
        properties: UITableView.tableCatalog)

    public static let tableViewCell = RegisteredClass(
        name: "UITableViewCell", superclass: view, swiftType: UITableViewCell.self,
        properties: UITableViewCell.cellCatalog)

    public static let tableViewHeaderFooterView = RegisteredClass(
        name: "UITableViewHeaderFooterView", superclass: view, swiftType: UITableViewHeaderFooterView.self,
        properties: UITableViewHeaderFooterView.headerFooterCatalog)

    public static let collectionView = RegisteredClass(
        name: "UICollectionView", superclass: scrollView, swiftType: UICollectionView.self,
        properties: UICollectionView.collectionCatalog)

    public static let collectionReusableView = RegisteredClass(
        name: "UICollectionReusableView", superclass: view, swiftType: UICollectionReusableView.self,
        properties: UICollectionReusableView.reusableCatalog)

    public static let collectionViewCell = RegisteredClass(
        name: "UICollectionViewCell", superclass: collectionReusableView, swiftType: UICollectionViewCell.self,
        properties: UICollectionViewCell.cellCatalog)

    public static let collectionViewLayout = RegisteredClass(
        name: "UICollectionViewLayout", superclass: object, swiftType: UICollectionViewLayout.self,
        properties: UICollectionViewLayout.layoutCatalog)

    public static let collectionViewFlowLayout = RegisteredClass(
        name: "UICollectionViewFlowLayout", superclass: collectionViewLayout, swiftType: UICollectionViewFlowLayout.self,
        properties: UICollectionViewFlowLayout.flowCatalog)

    public static let collectionViewLayoutAttributes = RegisteredClass(
        name: "UICollectionViewLayoutAttributes", superclass: object, swiftType: UICollectionViewLayoutAttributes.self,
        properties: UICollectionViewLayoutAttributes.attributesCatalog)

    public static let textField = RegisteredClass(
        name: "UITextField", superclass: control, swiftType: UITextField.self,
        properties: UITextField.textFieldCatalog, decode: { UITextField(coder: $0) })

    public static let textView = RegisteredClass(
        name: "UITextView", superclass: scrollView, swiftType: UITextView.self,
        properties: UITextView.textViewCatalog, decode: { UITextView(coder: $0) })
    /// The data sources scripts make, whose identifiers are any Lua value.
    public static let tableDiffableDataSource = RegisteredClass(
        name: "UITableViewDiffableDataSource", superclass: object,
        swiftType: UITableViewDiffableDataSource<AnyHashable, AnyHashable>.self,
        properties: [
            Property("defaultRowAnimation",
                     get: { (object: UITableViewDiffableDataSource<AnyHashable, AnyHashable>) in object.defaultRowAnimation },
                     set: { $0.defaultRowAnimation = $1 }),
        ])

    public static let collectionDiffableDataSource = RegisteredClass(
        name: "UICollectionViewDiffableDataSource", superclass: object,
        swiftType: UICollectionViewDiffableDataSource<AnyHashable, AnyHashable>.self)

    public static let contextualAction = RegisteredClass(
        name: "UIContextualAction", superclass: object, swiftType: UIContextualAction.self,
        properties: UIContextualAction.catalog)

    public static let swipeActionsConfiguration = RegisteredClass(
        name: "UISwipeActionsConfiguration", superclass: object, swiftType: UISwipeActionsConfiguration.self,
        properties: UISwipeActionsConfiguration.catalog)
}
