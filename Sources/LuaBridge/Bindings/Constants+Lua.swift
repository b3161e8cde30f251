import CLua
import Foundation
import ViewCore

/// UIKit's enumeration and option values as globals with their Objective-C names,
/// and the macros that test them.
extension LuaRuntime {
    func registerConstants() {
        let constants: [(String, Int)] = [
            // UIViewContentMode
            ("UIViewContentModeScaleToFill", 0), ("UIViewContentModeScaleAspectFit", 1),
            ("UIViewContentModeScaleAspectFill", 2), ("UIViewContentModeRedraw", 3),
            ("UIViewContentModeCenter", 4), ("UIViewContentModeTop", 5), ("UIViewContentModeBottom", 6),
            ("UIViewContentModeLeft", 7), ("UIViewContentModeRight", 8), ("UIViewContentModeTopLeft", 9),
            ("UIViewContentModeTopRight", 10), ("UIViewContentModeBottomLeft", 11),
            ("UIViewContentModeBottomRight", 12),
            // UIViewTintAdjustmentMode, UIImageRenderingMode
            ("UIViewTintAdjustmentModeAutomatic", 0), ("UIViewTintAdjustmentModeNormal", 1),
            ("UIViewTintAdjustmentModeDimmed", 2),
            ("UIImageRenderingModeAutomatic", 0), ("UIImageRenderingModeAlwaysOriginal", 1),
            ("UIImageRenderingModeAlwaysTemplate", 2),
            // UIImageSymbolWeight, UIImageSymbolScale
            ("UIImageSymbolWeightUnspecified", 0), ("UIImageSymbolWeightUltraLight", 1), ("UIImageSymbolWeightThin", 2),
            ("UIImageSymbolWeightLight", 3), ("UIImageSymbolWeightRegular", 4), ("UIImageSymbolWeightMedium", 5),
            ("UIImageSymbolWeightSemibold", 6), ("UIImageSymbolWeightBold", 7), ("UIImageSymbolWeightHeavy", 8),
            ("UIImageSymbolWeightBlack", 9),
            ("UIImageSymbolScaleDefault", -1), ("UIImageSymbolScaleUnspecified", 0), ("UIImageSymbolScaleSmall", 1),
            ("UIImageSymbolScaleMedium", 2), ("UIImageSymbolScaleLarge", 3),
            // UIButtonConfigurationSize, …CornerStyle, …TitleAlignment, NSDirectionalRectEdge
            ("UIButtonConfigurationSizeMedium", 0), ("UIButtonConfigurationSizeSmall", 1), ("UIButtonConfigurationSizeMini", 2),
            ("UIButtonConfigurationSizeLarge", 3),
            ("UIButtonConfigurationCornerStyleFixed", -1), ("UIButtonConfigurationCornerStyleDynamic", 0),
            ("UIButtonConfigurationCornerStyleSmall", 1), ("UIButtonConfigurationCornerStyleMedium", 2),
            ("UIButtonConfigurationCornerStyleLarge", 3), ("UIButtonConfigurationCornerStyleCapsule", 4),
            ("UIButtonConfigurationTitleAlignmentAutomatic", 0), ("UIButtonConfigurationTitleAlignmentLeading", 1),
            ("UIButtonConfigurationTitleAlignmentCenter", 2), ("UIButtonConfigurationTitleAlignmentTrailing", 3),
            ("NSDirectionalRectEdgeNone", 0), ("NSDirectionalRectEdgeTop", 1), ("NSDirectionalRectEdgeLeading", 2),
            ("NSDirectionalRectEdgeBottom", 4), ("NSDirectionalRectEdgeTrailing", 8), ("NSDirectionalRectEdgeAll", 15),
            // UIFontDescriptorSymbolicTraits
            ("UIFontDescriptorTraitItalic", 1 << 0), ("UIFontDescriptorTraitBold", 1 << 1),
            ("UIFontDescriptorTraitExpanded", 1 << 5), ("UIFontDescriptorTraitCondensed", 1 << 6),
            ("UIFontDescriptorTraitMonoSpace", 1 << 10), ("UIFontDescriptorTraitVertical", 1 << 11),
            ("UIFontDescriptorTraitUIOptimized", 1 << 12), ("UIFontDescriptorTraitTightLeading", 1 << 15),
            ("UIFontDescriptorTraitLooseLeading", 1 << 16),
            // UIControlEvents
            ("UIControlEventTouchDown", 1 << 0), ("UIControlEventTouchDownRepeat", 1 << 1),
            ("UIControlEventTouchDragInside", 1 << 2), ("UIControlEventTouchDragOutside", 1 << 3),
            ("UIControlEventTouchDragEnter", 1 << 4), ("UIControlEventTouchDragExit", 1 << 5),
            ("UIControlEventTouchUpInside", 1 << 6), ("UIControlEventTouchUpOutside", 1 << 7),
            ("UIControlEventTouchCancel", 1 << 8), ("UIControlEventValueChanged", 1 << 12),
            ("UIControlEventPrimaryActionTriggered", 1 << 13), ("UIControlEventMenuActionTriggered", 1 << 14),
            ("UIControlEventEditingDidBegin", 1 << 16), ("UIControlEventEditingChanged", 1 << 17),
            ("UIControlEventEditingDidEnd", 1 << 18), ("UIControlEventEditingDidEndOnExit", 1 << 19),
            ("UIControlEventAllTouchEvents", 0x0000_0FFF), ("UIControlEventAllEditingEvents", 0x000F_0000),
            ("UIControlEventApplicationReserved", 0x0F00_0000), ("UIControlEventSystemReserved", 0xF000_0000),
            ("UIControlEventAllEvents", 0xFFFF_FFFF),
            // UIBarButtonItemStyle, UIBarButtonSystemItem, UITabBarSystemItem
            ("UIBarButtonItemStylePlain", 0), ("UIBarButtonItemStyleBordered", 1), ("UIBarButtonItemStyleDone", 2),
            ("UIBarButtonSystemItemDone", 0), ("UIBarButtonSystemItemCancel", 1), ("UIBarButtonSystemItemEdit", 2),
            ("UIBarButtonSystemItemSave", 3), ("UIBarButtonSystemItemAdd", 4), ("UIBarButtonSystemItemFlexibleSpace", 5),
            ("UIBarButtonSystemItemFixedSpace", 6), ("UIBarButtonSystemItemCompose", 7), ("UIBarButtonSystemItemReply", 8),
            ("UIBarButtonSystemItemAction", 9), ("UIBarButtonSystemItemOrganize", 10), ("UIBarButtonSystemItemBookmarks", 11),
            ("UIBarButtonSystemItemSearch", 12), ("UIBarButtonSystemItemRefresh", 13), ("UIBarButtonSystemItemStop", 14),
            ("UIBarButtonSystemItemCamera", 15), ("UIBarButtonSystemItemTrash", 16), ("UIBarButtonSystemItemPlay", 17),
            ("UIBarButtonSystemItemPause", 18), ("UIBarButtonSystemItemRewind", 19), ("UIBarButtonSystemItemFastForward", 20),
            ("UIBarButtonSystemItemUndo", 21), ("UIBarButtonSystemItemRedo", 22), ("UIBarButtonSystemItemPageCurl", 23),
            ("UIBarButtonSystemItemClose", 24),
            ("UITabBarSystemItemMore", 0), ("UITabBarSystemItemFavorites", 1), ("UITabBarSystemItemFeatured", 2),
            ("UITabBarSystemItemTopRated", 3), ("UITabBarSystemItemRecents", 4), ("UITabBarSystemItemContacts", 5),
            ("UITabBarSystemItemHistory", 6), ("UITabBarSystemItemBookmarks", 7), ("UITabBarSystemItemSearch", 8),
            ("UITabBarSystemItemDownloads", 9), ("UITabBarSystemItemMostRecent", 10), ("UITabBarSystemItemMostViewed", 11),
            // UINavigationItemLargeTitleDisplayMode, UIBarStyle, UIBarMetrics
            ("UINavigationItemLargeTitleDisplayModeAutomatic", 0), ("UINavigationItemLargeTitleDisplayModeAlways", 1),
            ("UINavigationItemLargeTitleDisplayModeNever", 2), ("UINavigationItemLargeTitleDisplayModeInline", 3),
            ("UIBarStyleDefault", 0), ("UIBarStyleBlack", 1), ("UIBarStyleBlackTranslucent", 2),
            ("UIBarMetricsDefault", 0), ("UIBarMetricsCompact", 1), ("UIBarMetricsDefaultPrompt", 101),
            ("UIBarMetricsCompactPrompt", 102),
            // UIAlertControllerStyle, UIAlertActionStyle
            ("UIAlertControllerStyleActionSheet", 0), ("UIAlertControllerStyleAlert", 1),
            ("UIAlertActionStyleDefault", 0), ("UIAlertActionStyleCancel", 1), ("UIAlertActionStyleDestructive", 2),
            // UIMenuElementAttributes, UIMenuElementState
            ("UIMenuElementAttributesDisabled", 1), ("UIMenuElementAttributesDestructive", 2),
            ("UIMenuElementAttributesHidden", 4), ("UIMenuElementAttributesKeepsMenuPresented", 8),
            ("UIMenuElementStateOff", 0), ("UIMenuElementStateOn", 1), ("UIMenuElementStateMixed", 2),
            // UIButtonType
            ("UIButtonTypeCustom", 0), ("UIButtonTypeSystem", 1), ("UIButtonTypeDetailDisclosure", 2),
            ("UIButtonTypeInfoLight", 3), ("UIButtonTypeInfoDark", 4), ("UIButtonTypeContactAdd", 5),
            ("UIButtonTypePlain", 6), ("UIButtonTypeClose", 7), ("UIButtonTypeRoundedRect", 1),
            // NSTextAlignment, NSLineBreakMode, NSStringDrawingOptions
            ("NSTextAlignmentLeft", 0), ("NSTextAlignmentCenter", 1), ("NSTextAlignmentRight", 2),
            ("NSTextAlignmentJustified", 3), ("NSTextAlignmentNatural", 4),
            ("NSLineBreakByWordWrapping", 0), ("NSLineBreakByCharWrapping", 1), ("NSLineBreakByClipping", 2),
            ("NSLineBreakByTruncatingHead", 3), ("NSLineBreakByTruncatingTail", 4), ("NSLineBreakByTruncatingMiddle", 5),
            ("NSStringDrawingUsesLineFragmentOrigin", 1), ("NSStringDrawingUsesFontLeading", 2),
            ("NSStringDrawingUsesDeviceMetrics", 8), ("NSStringDrawingTruncatesLastVisibleLine", 32),
            // UIGestureRecognizerState, UIRectEdge
            ("UIGestureRecognizerStatePossible", 0), ("UIGestureRecognizerStateBegan", 1),
            ("UIGestureRecognizerStateChanged", 2), ("UIGestureRecognizerStateEnded", 3),
            ("UIGestureRecognizerStateCancelled", 4), ("UIGestureRecognizerStateFailed", 5),
            ("UIGestureRecognizerStateRecognized", 3),
            ("UIRectEdgeNone", 0), ("UIRectEdgeTop", 1), ("UIRectEdgeLeft", 2), ("UIRectEdgeBottom", 4),
            ("UIRectEdgeRight", 8), ("UIRectEdgeAll", 15),
            // UISwipeGestureRecognizerDirection
            ("UISwipeGestureRecognizerDirectionRight", 1), ("UISwipeGestureRecognizerDirectionLeft", 2),
            ("UISwipeGestureRecognizerDirectionUp", 4), ("UISwipeGestureRecognizerDirectionDown", 8),
            // UIControlState
            ("UIControlStateNormal", 0), ("UIControlStateHighlighted", 1), ("UIControlStateDisabled", 2),
            ("UIControlStateSelected", 4), ("UIControlStateFocused", 8),
            ("UIControlStateApplication", 0x00FF_0000), ("UIControlStateReserved", 0xFF00_0000),
            // UIControlContentHorizontalAlignment, UIControlContentVerticalAlignment
            ("UIControlContentHorizontalAlignmentCenter", 0), ("UIControlContentHorizontalAlignmentLeft", 1),
            ("UIControlContentHorizontalAlignmentRight", 2), ("UIControlContentHorizontalAlignmentFill", 3),
            ("UIControlContentHorizontalAlignmentLeading", 4), ("UIControlContentHorizontalAlignmentTrailing", 5),
            ("UIControlContentVerticalAlignmentCenter", 0), ("UIControlContentVerticalAlignmentTop", 1),
            ("UIControlContentVerticalAlignmentBottom", 2), ("UIControlContentVerticalAlignmentFill", 3),
            // UIViewAnimationCurve, UIViewAnimatingPosition, UIViewAnimatingState
            ("UIViewAnimationCurveEaseInOut", 0), ("UIViewAnimationCurveEaseIn", 1), ("UIViewAnimationCurveEaseOut", 2),
            ("UIViewAnimationCurveLinear", 3),
            ("UIViewAnimatingPositionEnd", 0), ("UIViewAnimatingPositionStart", 1), ("UIViewAnimatingPositionCurrent", 2),
            ("UIViewAnimatingStateInactive", 0), ("UIViewAnimatingStateActive", 1), ("UIViewAnimatingStateStopped", 2),
            // UIViewKeyframeAnimationOptions
            ("UIViewKeyframeAnimationOptionLayoutSubviews", 1 << 0), ("UIViewKeyframeAnimationOptionAllowUserInteraction", 1 << 1),
            ("UIViewKeyframeAnimationOptionBeginFromCurrentState", 1 << 2), ("UIViewKeyframeAnimationOptionRepeat", 1 << 3),
            ("UIViewKeyframeAnimationOptionAutoreverse", 1 << 4),
            ("UIViewKeyframeAnimationOptionOverrideInheritedDuration", 1 << 5),
            ("UIViewKeyframeAnimationOptionOverrideInheritedOptions", 1 << 9),
            ("UIViewKeyframeAnimationOptionCalculationModeLinear", 0 << 10),
            ("UIViewKeyframeAnimationOptionCalculationModeDiscrete", 1 << 10),
            ("UIViewKeyframeAnimationOptionCalculationModePaced", 2 << 10),
            ("UIViewKeyframeAnimationOptionCalculationModeCubic", 3 << 10),
            ("UIViewKeyframeAnimationOptionCalculationModeCubicPaced", 4 << 10),
            // UIViewAnimationOptions
            ("UIViewAnimationOptionLayoutSubviews", 1 << 0), ("UIViewAnimationOptionAllowUserInteraction", 1 << 1),
            ("UIViewAnimationOptionBeginFromCurrentState", 1 << 2), ("UIViewAnimationOptionRepeat", 1 << 3),
            ("UIViewAnimationOptionAutoreverse", 1 << 4), ("UIViewAnimationOptionOverrideInheritedDuration", 1 << 5),
            ("UIViewAnimationOptionOverrideInheritedCurve", 1 << 6), ("UIViewAnimationOptionAllowAnimatedContent", 1 << 7),
            ("UIViewAnimationOptionShowHideTransitionViews", 1 << 8), ("UIViewAnimationOptionOverrideInheritedOptions", 1 << 9),
            ("UIViewAnimationOptionCurveEaseInOut", 0 << 16), ("UIViewAnimationOptionCurveEaseIn", 1 << 16),
            ("UIViewAnimationOptionCurveEaseOut", 2 << 16), ("UIViewAnimationOptionCurveLinear", 3 << 16),
            ("UIViewAnimationOptionTransitionNone", 0 << 20), ("UIViewAnimationOptionTransitionFlipFromLeft", 1 << 20),
            ("UIViewAnimationOptionTransitionFlipFromRight", 2 << 20), ("UIViewAnimationOptionTransitionCurlUp", 3 << 20),
            ("UIViewAnimationOptionTransitionCurlDown", 4 << 20), ("UIViewAnimationOptionTransitionCrossDissolve", 5 << 20),
            ("UIViewAnimationOptionTransitionFlipFromTop", 6 << 20), ("UIViewAnimationOptionTransitionFlipFromBottom", 7 << 20),
            ("UIViewAnimationOptionPreferredFramesPerSecondDefault", 0 << 24),
            ("UIViewAnimationOptionPreferredFramesPerSecond60", 3 << 24),
            ("UIViewAnimationOptionPreferredFramesPerSecond30", 7 << 24),
            // UIViewAutoresizing
            ("UIViewAutoresizingNone", 0), ("UIViewAutoresizingFlexibleLeftMargin", 1),
            ("UIViewAutoresizingFlexibleWidth", 2), ("UIViewAutoresizingFlexibleRightMargin", 4),
            ("UIViewAutoresizingFlexibleTopMargin", 8), ("UIViewAutoresizingFlexibleHeight", 16),
            ("UIViewAutoresizingFlexibleBottomMargin", 32),
            // UIModalPresentationStyle
            ("UIModalPresentationFullScreen", 0), ("UIModalPresentationPageSheet", 1),
            ("UIModalPresentationFormSheet", 2), ("UIModalPresentationCurrentContext", 3),
            ("UIModalPresentationCustom", 4), ("UIModalPresentationOverFullScreen", 5),
            ("UIModalPresentationOverCurrentContext", 6), ("UIModalPresentationPopover", 7),
            ("UIModalPresentationNone", -1), ("UIModalPresentationAutomatic", -2),
            // UIModalTransitionStyle
            ("UIModalTransitionStyleCoverVertical", 0), ("UIModalTransitionStyleFlipHorizontal", 1),
            ("UIModalTransitionStyleCrossDissolve", 2), ("UIModalTransitionStylePartialCurl", 3),
            // UINavigationControllerOperation
            ("UINavigationControllerOperationNone", 0), ("UINavigationControllerOperationPush", 1),
            ("UINavigationControllerOperationPop", 2),
            // UIStatusBarStyle
            ("UIStatusBarStyleDefault", 0), ("UIStatusBarStyleLightContent", 1), ("UIStatusBarStyleDarkContent", 3),
            // UIDeviceOrientation
            ("UIDeviceOrientationUnknown", 0), ("UIDeviceOrientationPortrait", 1),
            ("UIDeviceOrientationPortraitUpsideDown", 2), ("UIDeviceOrientationLandscapeLeft", 3),
            ("UIDeviceOrientationLandscapeRight", 4), ("UIDeviceOrientationFaceUp", 5),
            ("UIDeviceOrientationFaceDown", 6),
            // UIInterfaceOrientation
            ("UIInterfaceOrientationUnknown", 0), ("UIInterfaceOrientationPortrait", 1),
            ("UIInterfaceOrientationPortraitUpsideDown", 2), ("UIInterfaceOrientationLandscapeLeft", 4),
            ("UIInterfaceOrientationLandscapeRight", 3),
            // UIInterfaceOrientationMask
            ("UIInterfaceOrientationMaskPortrait", 2), ("UIInterfaceOrientationMaskPortraitUpsideDown", 4),
            ("UIInterfaceOrientationMaskLandscapeRight", 8), ("UIInterfaceOrientationMaskLandscapeLeft", 16),
            ("UIInterfaceOrientationMaskLandscape", 24), ("UIInterfaceOrientationMaskAll", 30),
            ("UIInterfaceOrientationMaskAllButUpsideDown", 26),
            // UIUserInterfaceSizeClass, UIUserInterfaceIdiom
            ("UIUserInterfaceSizeClassUnspecified", 0), ("UIUserInterfaceSizeClassCompact", 1),
            ("UIUserInterfaceSizeClassRegular", 2),
            ("UIUserInterfaceIdiomUnspecified", -1), ("UIUserInterfaceIdiomPhone", 0), ("UIUserInterfaceIdiomPad", 1),
            // UIUserInterfaceStyle
            ("UIUserInterfaceStyleUnspecified", 0), ("UIUserInterfaceStyleLight", 1), ("UIUserInterfaceStyleDark", 2),
            // UIUserInterfaceLayoutDirection, UITraitEnvironmentLayoutDirection, UISemanticContentAttribute
            ("UIUserInterfaceLayoutDirectionLeftToRight", 0), ("UIUserInterfaceLayoutDirectionRightToLeft", 1),
            ("UITraitEnvironmentLayoutDirectionUnspecified", -1), ("UITraitEnvironmentLayoutDirectionLeftToRight", 0),
            ("UITraitEnvironmentLayoutDirectionRightToLeft", 1),
            ("UISemanticContentAttributeUnspecified", 0), ("UISemanticContentAttributePlayback", 1),
            ("UISemanticContentAttributeSpatial", 2), ("UISemanticContentAttributeForceLeftToRight", 3),
            ("UISemanticContentAttributeForceRightToLeft", 4),
            // UITouchPhase
            ("UITouchPhaseBegan", 0), ("UITouchPhaseMoved", 1), ("UITouchPhaseStationary", 2),
            ("UITouchPhaseEnded", 3), ("UITouchPhaseCancelled", 4),
            // UIApplicationState
            ("UIApplicationStateActive", 0), ("UIApplicationStateInactive", 1), ("UIApplicationStateBackground", 2),
            // UILayoutPriority
            ("UILayoutPriorityRequired", 1000), ("UILayoutPriorityDefaultHigh", 750),
            ("UILayoutPriorityDragThatCanResizeScene", 510), ("UILayoutPrioritySceneSizeStayPut", 500),
            ("UILayoutPriorityDragThatCannotResizeScene", 490), ("UILayoutPriorityDefaultLow", 250),
            ("UILayoutPriorityFittingSizeLevel", 50),
            // CGLineCap, CGLineJoin, CGBlendMode (the modes the rasterizer has), CGGradientDrawingOptions
            ("kCGLineCapButt", 0), ("kCGLineCapRound", 1), ("kCGLineCapSquare", 2),
            ("kCGLineJoinMiter", 0), ("kCGLineJoinRound", 1), ("kCGLineJoinBevel", 2),
            ("UIImageResizingModeTile", 0), ("UIImageResizingModeStretch", 1),
            ("kCGPathFill", 0), ("kCGPathEOFill", 1), ("kCGPathStroke", 2), ("kCGPathFillStroke", 3), ("kCGPathEOFillStroke", 4),
            ("kCGBlendModeNormal", 0), ("kCGBlendModeMultiply", 1), ("kCGBlendModeScreen", 2), ("kCGBlendModeOverlay", 3),
            ("kCGBlendModeDarken", 4), ("kCGBlendModeLighten", 5), ("kCGBlendModeColorDodge", 6), ("kCGBlendModeColorBurn", 7),
            ("kCGBlendModeSoftLight", 8), ("kCGBlendModeHardLight", 9), ("kCGBlendModeDifference", 10),
            ("kCGBlendModeExclusion", 11), ("kCGBlendModeHue", 12), ("kCGBlendModeSaturation", 13), ("kCGBlendModeColor", 14),
            ("kCGBlendModeLuminosity", 15), ("kCGBlendModeClear", 16), ("kCGBlendModeCopy", 17),
            ("kCGGradientDrawsBeforeStartLocation", 1), ("kCGGradientDrawsAfterEndLocation", 2),
            // UIAccessibilityTraits, UIAccessibilityNotifications
            ("UIAccessibilityTraitNone", 0), ("UIAccessibilityTraitButton", 1 << 0), ("UIAccessibilityTraitLink", 1 << 1),
            ("UIAccessibilityTraitImage", 1 << 2), ("UIAccessibilityTraitSelected", 1 << 3),
            ("UIAccessibilityTraitPlaysSound", 1 << 4), ("UIAccessibilityTraitKeyboardKey", 1 << 5),
            ("UIAccessibilityTraitStaticText", 1 << 6), ("UIAccessibilityTraitSummaryElement", 1 << 7),
            ("UIAccessibilityTraitNotEnabled", 1 << 8), ("UIAccessibilityTraitUpdatesFrequently", 1 << 9),
            ("UIAccessibilityTraitSearchField", 1 << 10), ("UIAccessibilityTraitStartsMediaSession", 1 << 11),
            ("UIAccessibilityTraitAdjustable", 1 << 12), ("UIAccessibilityTraitAllowsDirectInteraction", 1 << 13),
            ("UIAccessibilityTraitCausesPageTurn", 1 << 14), ("UIAccessibilityTraitTabBar", 1 << 15),
            ("UIAccessibilityTraitHeader", 1 << 16),
            ("UIAccessibilityScreenChangedNotification", 1000), ("UIAccessibilityLayoutChangedNotification", 1001),
            ("UIAccessibilityAnnouncementNotification", 1008), ("UIAccessibilityPageScrolledNotification", 1009),
            // CACornerMask
            ("kCALayerMinXMinYCorner", 1), ("kCALayerMaxXMinYCorner", 2), ("kCALayerMinXMaxYCorner", 4),
            ("kCALayerMaxXMaxYCorner", 8),
            // UIRectCorner; all corners is UIKit's ~0
            ("UIRectCornerTopLeft", 1), ("UIRectCornerTopRight", 2), ("UIRectCornerBottomLeft", 4),
            ("UIRectCornerBottomRight", 8), ("UIRectCornerAllCorners", -1),
            // UICollectionViewScrollDirection, UICollectionViewScrollPosition (one position at a time here)
            ("UICollectionViewScrollDirectionVertical", 0), ("UICollectionViewScrollDirectionHorizontal", 1),
            ("UICollectionViewScrollPositionNone", 0), ("UICollectionViewScrollPositionTop", 1),
            ("UICollectionViewScrollPositionCenteredVertically", 2), ("UICollectionViewScrollPositionBottom", 4),
            ("UICollectionViewScrollPositionLeft", 8), ("UICollectionViewScrollPositionCenteredHorizontally", 16),
            ("UICollectionViewScrollPositionRight", 32),
            // UICollectionLayoutSectionOrthogonalScrollingBehavior
            ("UICollectionLayoutSectionOrthogonalScrollingBehaviorNone", 0),
            ("UICollectionLayoutSectionOrthogonalScrollingBehaviorContinuous", 1),
            ("UICollectionLayoutSectionOrthogonalScrollingBehaviorContinuousGroupLeadingBoundary", 2),
            ("UICollectionLayoutSectionOrthogonalScrollingBehaviorPaging", 3),
            ("UICollectionLayoutSectionOrthogonalScrollingBehaviorGroupPaging", 4),
            ("UICollectionLayoutSectionOrthogonalScrollingBehaviorGroupPagingCentered", 5),
            // NSRectAlignment
            ("NSRectAlignmentNone", 0), ("NSRectAlignmentTop", 1), ("NSRectAlignmentTopLeading", 2), ("NSRectAlignmentLeading", 3),
            ("NSRectAlignmentBottomLeading", 4), ("NSRectAlignmentBottom", 5), ("NSRectAlignmentBottomTrailing", 6),
            ("NSRectAlignmentTrailing", 7), ("NSRectAlignmentTopTrailing", 8),
            // UICollectionElementCategory
            ("UICollectionElementCategoryCell", 0), ("UICollectionElementCategorySupplementaryView", 1),
            ("UICollectionElementCategoryDecorationView", 2),
            // UIScrollViewIndicatorStyle, UIScrollViewKeyboardDismissMode, UIScrollViewContentInsetAdjustmentBehavior
            ("UIScrollViewIndicatorStyleDefault", 0), ("UIScrollViewIndicatorStyleBlack", 1), ("UIScrollViewIndicatorStyleWhite", 2),
            ("UIScrollViewKeyboardDismissModeNone", 0), ("UIScrollViewKeyboardDismissModeOnDrag", 1),
            ("UIScrollViewKeyboardDismissModeInteractive", 2), ("UIScrollViewKeyboardDismissModeOnDragWithAccessory", 3),
            ("UIScrollViewKeyboardDismissModeInteractiveWithAccessory", 4),
            ("UIScrollViewContentInsetAdjustmentAutomatic", 0), ("UIScrollViewContentInsetAdjustmentScrollableAxes", 1),
            ("UIScrollViewContentInsetAdjustmentNever", 2), ("UIScrollViewContentInsetAdjustmentAlways", 3),
            // UIActivityIndicatorViewStyle, UIProgressViewStyle, UISegmentedControlNoSegment
            ("UIActivityIndicatorViewStyleWhiteLarge", 0), ("UIActivityIndicatorViewStyleWhite", 1),
            ("UIActivityIndicatorViewStyleGray", 2), ("UIActivityIndicatorViewStyleMedium", 100),
            ("UIActivityIndicatorViewStyleLarge", 101),
            ("UIProgressViewStyleDefault", 0), ("UIProgressViewStyleBar", 1),
            ("UISegmentedControlNoSegment", -1),
            // UIBlurEffectStyle, UIVibrancyEffectStyle
            ("UIBlurEffectStyleExtraLight", 0), ("UIBlurEffectStyleLight", 1), ("UIBlurEffectStyleDark", 2),
            ("UIBlurEffectStyleExtraDark", 3), ("UIBlurEffectStyleRegular", 4), ("UIBlurEffectStyleProminent", 5),
            ("UIBlurEffectStyleSystemUltraThinMaterial", 6), ("UIBlurEffectStyleSystemThinMaterial", 7),
            ("UIBlurEffectStyleSystemMaterial", 8), ("UIBlurEffectStyleSystemThickMaterial", 9),
            ("UIBlurEffectStyleSystemChromeMaterial", 10), ("UIBlurEffectStyleSystemUltraThinMaterialLight", 11),
            ("UIBlurEffectStyleSystemThinMaterialLight", 12), ("UIBlurEffectStyleSystemMaterialLight", 13),
            ("UIBlurEffectStyleSystemThickMaterialLight", 14), ("UIBlurEffectStyleSystemChromeMaterialLight", 15),
            ("UIBlurEffectStyleSystemUltraThinMaterialDark", 16), ("UIBlurEffectStyleSystemThinMaterialDark", 17),
            ("UIBlurEffectStyleSystemMaterialDark", 18), ("UIBlurEffectStyleSystemThickMaterialDark", 19),
            ("UIBlurEffectStyleSystemChromeMaterialDark", 20),
            ("UIVibrancyEffectStyleLabel", 0), ("UIVibrancyEffectStyleSecondaryLabel", 1),
            ("UIVibrancyEffectStyleTertiaryLabel", 2), ("UIVibrancyEffectStyleQuaternaryLabel", 3),
            ("UIVibrancyEffectStyleFill", 4), ("UIVibrancyEffectStyleSecondaryFill", 5),
            ("UIVibrancyEffectStyleTertiaryFill", 6), ("UIVibrancyEffectStyleSeparator", 7),
            // UIImpactFeedbackStyle, UINotificationFeedbackType
            ("UIImpactFeedbackStyleLight", 0), ("UIImpactFeedbackStyleMedium", 1), ("UIImpactFeedbackStyleHeavy", 2),
            ("UIImpactFeedbackStyleSoft", 3), ("UIImpactFeedbackStyleRigid", 4),
            ("UINotificationFeedbackTypeSuccess", 0), ("UINotificationFeedbackTypeWarning", 1),
            ("UINotificationFeedbackTypeError", 2),
        ]
        for (name, value) in constants {
            main.push(value)
            lua_setglobal(main.state, name)
        }
        main.push(Double(UIView.noIntrinsicMetric))
        lua_setglobal(main.state, "UIViewNoIntrinsicMetric")
        // UIWindowLevel: numbers, as a window's windowLevel is.
        let levels: [(String, UIWindow.Level)] = [("Normal", .normal), ("StatusBar", .statusBar), ("Alert", .alert)]
        for (name, level) in levels {
            main.push(Double(level.rawValue))
            lua_setglobal(main.state, "UIWindowLevel" + name)
        }
        // UIScrollViewDecelerationRate: numbers, as a scroll view's decelerationRate is.
        for (name, rate) in [("Normal", UIScrollView.DecelerationRate.normal), ("Fast", .fast)] {
            main.push(Double(rate.rawValue))
            lua_setglobal(main.state, "UIScrollViewDecelerationRate" + name)
        }
        // UIFontWeight: numbers from -1 to 1.
        let weights: [(String, UIFont.Weight)] = [
            ("UltraLight", .ultraLight), ("Thin", .thin), ("Light", .light), ("Regular", .regular), ("Medium", .medium),
            ("Semibold", .semibold), ("Bold", .bold), ("Heavy", .heavy), ("Black", .black),
        ]
        for (name, weight) in weights {
            main.push(Double(weight.rawValue))
            lua_setglobal(main.state, "UIFontWeight" + name)
        }
        // Core Animation's string constants: a shape layer's caps, joins and fill rules, a gradient layer's
        // types, timing functions' names, fill modes and keyframe calculation modes.
        let names: [(String, String)] = [
            ("kCALineCapButt", CAShapeLayerLineCap.butt.rawValue), ("kCALineCapRound", CAShapeLayerLineCap.round.rawValue),
            ("kCALineCapSquare", CAShapeLayerLineCap.square.rawValue),
            ("kCALineJoinMiter", CAShapeLayerLineJoin.miter.rawValue), ("kCALineJoinRound", CAShapeLayerLineJoin.round.rawValue),
            ("kCALineJoinBevel", CAShapeLayerLineJoin.bevel.rawValue),
            ("kCAFillRuleNonZero", CAShapeLayerFillRule.nonZero.rawValue), ("kCAFillRuleEvenOdd", CAShapeLayerFillRule.evenOdd.rawValue),
            ("kCAGradientLayerAxial", CAGradientLayerType.axial.rawValue), ("kCAGradientLayerRadial", CAGradientLayerType.radial.rawValue),
            ("kCAGradientLayerConic", CAGradientLayerType.conic.rawValue),
            ("kCAGravityCenter", "center"), ("kCAGravityTop", "top"), ("kCAGravityBottom", "bottom"),
            ("kCAGravityLeft", "left"), ("kCAGravityRight", "right"), ("kCAGravityTopLeft", "topLeft"),
            ("kCAGravityTopRight", "topRight"), ("kCAGravityBottomLeft", "bottomLeft"),
            ("kCAGravityBottomRight", "bottomRight"), ("kCAGravityResize", "resize"),
            ("kCAGravityResizeAspect", "resizeAspect"), ("kCAGravityResizeAspectFill", "resizeAspectFill"),
            ("kCACornerCurveCircular", CALayerCornerCurve.circular.rawValue),
            ("kCACornerCurveContinuous", CALayerCornerCurve.continuous.rawValue),
            ("kCAMediaTimingFunctionLinear", CAMediaTimingFunctionName.linear.rawValue),
            ("kCAMediaTimingFunctionEaseIn", CAMediaTimingFunctionName.easeIn.rawValue),
            ("kCAMediaTimingFunctionEaseOut", CAMediaTimingFunctionName.easeOut.rawValue),
            ("kCAMediaTimingFunctionEaseInEaseOut", CAMediaTimingFunctionName.easeInEaseOut.rawValue),
            ("kCAMediaTimingFunctionDefault", CAMediaTimingFunctionName.default.rawValue),
            ("kCAFillModeRemoved", CAMediaTimingFillMode.removed.rawValue),
            ("kCAFillModeForwards", CAMediaTimingFillMode.forwards.rawValue),
            ("kCAFillModeBackwards", CAMediaTimingFillMode.backwards.rawValue),
            ("kCAFillModeBoth", CAMediaTimingFillMode.both.rawValue),
            ("kCAAnimationLinear", CAAnimationCalculationMode.linear.rawValue),
            ("kCAAnimationDiscrete", CAAnimationCalculationMode.discrete.rawValue),
            ("kCAAnimationPaced", CAAnimationCalculationMode.paced.rawValue),
            ("kCAAnimationCubic", CAAnimationCalculationMode.cubic.rawValue),
            ("kCAAnimationCubicPaced", CAAnimationCalculationMode.cubicPaced.rawValue),
        ]
        for (name, value) in names {
            main.push(value)
            lua_setglobal(main.state, name)
        }
        // UIFontTextStyle and UIContentSizeCategory: strings, as in UIKit.
        let styles: [(String, UIFont.TextStyle)] = [
            ("LargeTitle", .largeTitle), ("Title1", .title1), ("Title2", .title2), ("Title3", .title3),
            ("Headline", .headline), ("Subheadline", .subheadline), ("Body", .body), ("Callout", .callout),
            ("Footnote", .footnote), ("Caption1", .caption1), ("Caption2", .caption2),
            ("ExtraLargeTitle", .extraLargeTitle), ("ExtraLargeTitle2", .extraLargeTitle2),
        ]
        for (name, style) in styles {
            main.push(style.rawValue)
            lua_setglobal(main.state, "UIFontTextStyle" + name)
        }
        let categories: [(String, UIContentSizeCategory)] = [
            ("Unspecified", .unspecified), ("ExtraSmall", .extraSmall), ("Small", .small), ("Medium", .medium),
            ("Large", .large), ("ExtraLarge", .extraLarge), ("ExtraExtraLarge", .extraExtraLarge),
            ("ExtraExtraExtraLarge", .extraExtraExtraLarge), ("AccessibilityMedium", .accessibilityMedium),
            ("AccessibilityLarge", .accessibilityLarge), ("AccessibilityExtraLarge", .accessibilityExtraLarge),
            ("AccessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
            ("AccessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
        ]
        for (name, category) in categories {
            main.push(category.rawValue)
            lua_setglobal(main.state, "UIContentSizeCategory" + name)
        }
        setGlobal("UIContentSizeCategoryIsAccessibilityCategory") { args in
            args.push((try args[1] as UIContentSizeCategory).isAccessibilityCategory)
        }

        // UITransitionContextViewControllerKey and UITransitionContextViewKey: strings, as in UIKit.
        let transitionKeys: [(String, String)] = [
            ("UITransitionContextFromViewControllerKey", UITransitionContextViewControllerKey.from.rawValue),
            ("UITransitionContextToViewControllerKey", UITransitionContextViewControllerKey.to.rawValue),
            ("UITransitionContextFromViewKey", UITransitionContextViewKey.from.rawValue),
            ("UITransitionContextToViewKey", UITransitionContextViewKey.to.rawValue),
        ]
        for (name, value) in transitionKeys {
            main.push(value)
            lua_setglobal(main.state, name)
        }

        // The flow layout's supplementary view kinds.
        main.push(UICollectionView.elementKindSectionHeader)
        lua_setglobal(main.state, "UICollectionElementKindSectionHeader")
        main.push(UICollectionView.elementKindSectionFooter)
        lua_setglobal(main.state, "UICollectionElementKindSectionFooter")

        // NSAttributedStringKey: a text attribute's key.
        main.push(NSAttributedString.Key.font.rawValue)
        lua_setglobal(main.state, "NSFontAttributeName")
        main.push(NSAttributedString.Key.foregroundColor.rawValue)
        lua_setglobal(main.state, "NSForegroundColorAttributeName")

        // UIKit's orientation macros, as functions of the same names; a number
        // that names no orientation is neither portrait nor landscape.
        func orientationTest(_ name: String, _ test: @escaping (Int) -> Bool) {
            setGlobal(name) { args in args.push(test((try args[1] as Int))) }
        }
        orientationTest("UIInterfaceOrientationIsPortrait") { UIInterfaceOrientation(rawValue: $0)?.isPortrait ?? false }
        orientationTest("UIInterfaceOrientationIsLandscape") { UIInterfaceOrientation(rawValue: $0)?.isLandscape ?? false }
        orientationTest("UIDeviceOrientationIsPortrait") { UIDeviceOrientation(rawValue: $0)?.isPortrait ?? false }
        orientationTest("UIDeviceOrientationIsLandscape") { UIDeviceOrientation(rawValue: $0)?.isLandscape ?? false }
        orientationTest("UIDeviceOrientationIsFlat") { UIDeviceOrientation(rawValue: $0)?.isFlat ?? false }
        orientationTest("UIDeviceOrientationIsValidInterfaceOrientation") {
            UIDeviceOrientation(rawValue: $0)?.isValidInterfaceOrientation ?? false
        }
    }
}
