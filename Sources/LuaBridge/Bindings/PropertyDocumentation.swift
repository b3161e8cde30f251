/// What `:help` says of the properties scripts can read: one line of what a
/// property holds, in UIKit's words (and where the engine differs, what it does
/// instead), and the type of a property Lua alone has, whose getter is a plain
/// function that declares none. Keyed by property name; an entry for the class
/// that declares the property, `Class.name`, wins over one for every class that
/// has the name, for names two classes use differently (`UIView.bounds`,
/// `UIScreen.bounds`).
enum PropertyDocumentation {
    struct Entry: ExpressibleByStringLiteral {
        /// Nil for a property of the class registry, whose declaration gives its type.
        let type: String?
        let summary: String

        init(type: String?, summary: String) {
            self.type = type
            self.summary = summary
        }

        init(stringLiteral summary: String) { self.init(type: nil, summary: summary) }
    }

    /// The entry for property `name` as `className`, the class that declares it, has it.
    static func entry(_ name: String, in className: String) -> Entry? {
        entries["\(className).\(name)"] ?? entries[name]
    }

    private static func luaOnly(_ type: String, _ summary: String) -> Entry { Entry(type: type, summary: summary) }

    /// Not private: the tests check every key against the bound properties.
    static let entries: [String: Entry] = [
        // NSObject
        "bundlePath": "The full path of the bundle's folder.",
        "storyboard": "The storyboard the controller was made from; nil for one made in code.",
        "UIStoryboardSegue.identifier": "The segue's identifier in its storyboard; nil if it has none.",
        "sourceViewController": "The controller the segue starts from.",
        "destinationViewController": "The controller the segue leads to, made for it.",
        "className": luaOnly("String", "The name of the object's class (a Lua class's own name for its instances)."),
        "description": luaOnly("String", "A textual representation of the object, as the console prints it."),
        // UIResponder
        "nextResponder": "The next responder in the chain: a root view's controller, else the superview; a controller's superview, parent or presenter.",
        // UIView
        "frame": "The frame rectangle, which describes the view's location and size in its superview's coordinate system.",
        "UIView.bounds": "The bounds rectangle, which describes the view's location and size in its own coordinate system.",
        "center": "The center point of the view's frame rectangle, in its superview's coordinates.",
        "tag": "An integer that you can use to identify the view (viewWithTag finds it).",
        "hidden": "Whether the view is hidden; a hidden view and its subviews receive no touches and are not drawn.",
        "alpha": "The view's opacity, from 0 to 1; a view of alpha at most 0.01 receives no touches.",
        "opaque": "Whether the view declares itself opaque, filling its bounds with opaque content.",
        "clearsContextBeforeDrawing": "Whether the drawing context is cleared to the view's bounds before drawRect: runs.",
        "contentMode": "How the view lays out its content when its bounds change; UIViewContentModeRedraw redraws it.",
        "backgroundColor": "The view's background color (kept, not drawn: the drawing recorded is drawRect:'s).",
        "autoresizingMask": "How the view resizes when its superview's bounds change (UIViewAutoresizing… bits).",
        "autoresizesSubviews": "Whether the view resizes its subviews by their autoresizing masks when its bounds change.",
        "clipsToBounds": "Whether the view's subviews are confined to its bounds.",
        "semanticContentAttribute": "Whether the view flips with the layout direction (UISemanticContentAttribute…).",
        "effectiveUserInterfaceLayoutDirection":
            "The direction the view lays out in, from its semanticContentAttribute and the app's direction.",
        // UIButton
        "buttonType": "The button's type, fixed when it is made (UIButtonType…).",
        "currentTitle": "The title shown in the button's current state (the normal state's if it has none).",
        "currentTitleColor": "The title colour of the current state (a system button's tint by default).",
        "currentImage": "The image shown in the button's current state, if any.",
        "titleLabel": "The label that shows the title (the system font at 15 points).",
        "UIButton.imageView": "The image view that shows the image.",
        "contentEdgeInsets": "Space around the button's content, added to its natural size.",
        "titleEdgeInsets": "Insets of the title's frame where layout places it.",
        "imageEdgeInsets": "Insets of the image's frame where layout places it.",
        // UIFont, UILabel
        "pointSize": "The font's size in points.",
        "fontName": "The font's name: the system font's as UIKit reports it (.SFUI-Regular, .SFUI-Semibold…).",
        "familyName": "The font's family (.SF UI Text for the system font).",
        "ascender": "How far the font rises above the baseline (SF's 1950/2048 em).",
        "descender": "How far the font falls below the baseline, negative (SF's −494/2048 em).",
        "leading": "The space between lines beyond the ascender and descender (0).",
        "capHeight": "The height of capital letters.",
        "xHeight": "The height of lowercase letters without ascenders.",
        "lineHeight": "The height of a line of text: ascender − descender + leading.",
        "text": "The text the label shows; nil or empty makes its intrinsic size zero.",
        "font": "The label's font (the system font at 17 points by default; nil resets it).",
        "textColor": "The colour of the label's text (black by default; nil resets it).",
        "highlightedTextColor": "The colour of the text while the label is highlighted, if any.",
        "textAlignment": "How each line is placed across the label (NSTextAlignment…).",
        "numberOfLines": "The most lines the text takes (1 by default; 0 for as many as it needs).",
        "lineBreakMode": "How lines wrap and the last one is shortened (NSLineBreakBy…; tail truncation by default).",
        "preferredMaxLayoutWidth": "The width a multi-line label wraps at for its intrinsic size; 0 wraps at its own width.",
        "UILabel.enabled": "Whether the label draws its text as enabled.",
        "UILabel.highlighted": "Whether the label draws its text in highlightedTextColor.",
        // UIImage, UIImageView, UISwitch, UISlider
        "UIImage.size": "The image's size in points: its pixels divided by its scale.",
        "image": "The image the view shows; its size is the view's intrinsic content size.",
        "highlightedImage": "The image shown while the view is highlighted, if any.",
        "on": "Whether the switch is on; setting it sends no event.",
        "onTintColor": "The colour of the switch's track when on.",
        "thumbTintColor": "The colour of the thumb.",
        "value": "The slider's value, kept within its minimum and maximum; setting it sends no event.",
        "minimumValue": "The value at the track's left end (0 by default).",
        "maximumValue": "The value at the track's right end (1 by default).",
        "continuous": "Whether the slider sends valueChanged as the thumb moves (true), or once when the finger lifts.",
        "minimumTrackTintColor": "The colour of the track left of the thumb.",
        "maximumTrackTintColor": "The colour of the track right of the thumb.",
        // UIGestureRecognizer and its subclasses
        "gestureRecognizers": "The gesture recognizers attached to the view (nil while there are none), or watching the touch.",
        "UIGestureRecognizer.state": "Where the recognizer is in its gesture (UIGestureRecognizerState…); a subclass sets it, and it takes effect once every recognizer has the event's touches.",
        "UIGestureRecognizer.enabled": "Whether the recognizer watches touches; disabling it cancels a gesture under way.",
        "UIGestureRecognizer.view": "The view the recognizer is attached to.",
        "UIGestureRecognizer.name": "A name for the recognizer, for debugging.",
        "UIGestureRecognizer.delegate": luaOnly("table or object", "Answers whether the recognizer may begin, receive a touch, or recognize with another (a table or an object, held weakly; only its methods are asked)."),
        "cancelsTouchesInView": "Whether a recognized gesture cancels its touches in the view (touchesCancelled); true by default.",
        "delaysTouchesBegan": "Whether the view gets touchesBegan only once the recognizer has failed; false by default.",
        "delaysTouchesEnded": "Whether the view gets touchesEnded only once the recognizer has decided (cancelled if it recognizes); true by default.",
        "requiresExclusiveTouchType": "Whether the recognizer takes touches of one type only (all touches here are direct).",
        "numberOfTouches": "How many touches the recognizer is watching.",
        "numberOfTapsRequired": "How many taps make the gesture (1 by default; 0 for a long press).",
        "numberOfTouchesRequired": "How many fingers make the gesture (1 by default).",
        "minimumPressDuration": "How long the fingers must stay down for a long press to begin, in seconds (0.5 by default).",
        "allowableMovement": "How far the fingers may stray before a long press begins, in points (10 by default).",
        "minimumNumberOfTouches": "The fewest fingers a pan takes (1 by default).",
        "maximumNumberOfTouches": "The most fingers a pan takes; more are ignored.",
        "edges": "The screen edges the pan must start from (UIRectEdge…).",
        "interactivePopGestureRecognizer": "The swipe back from the left edge: a screen-edge pan on the controller's view that drives an interactive pop.",
        // UIControl
        "enabled": "Whether the control takes touches; a disabled one ignores them (UIControlStateDisabled).",
        "selected": "Whether the control is selected (UIControlStateSelected).",
        "highlighted": "Whether a finger is down inside the control (UIControlStateHighlighted).",
        "state": "The control's state: UIControlStateHighlighted, …Disabled and …Selected combined.",
        "tracking": "Whether the control is tracking a touch.",
        "touchInside": "Whether the tracked touch is inside the control, 70 points beyond its bounds included.",
        "contentHorizontalAlignment": "How the control's content is placed horizontally (UIControlContentHorizontalAlignment…).",
        "contentVerticalAlignment": "How the control's content is placed vertically (UIControlContentVerticalAlignment…).",
        "allControlEvents": "Every event some target-action of the control is registered for (UIControlEvents).",
        "allTargets": luaOnly("table", "The targets of the control's actions, in the order added (nil targets left out)."),
        "multipleTouchEnabled": "Whether the view takes more than one touch at a time; when false (the default) a second finger on it is not delivered.",
        "exclusiveTouch": "Whether a touch in the view (or below it) keeps every other view of the window from getting touches, and the view from getting one while others are touched.",
        "userInteractionEnabled": "Whether touches reach the view and its subviews (hit-testing skips it when false).",
        "layoutMargins": "The default spacing to use when laying out content in the view.",
        "insetsLayoutMarginsFromSafeArea": "Whether the view's layout margins are extended by its safe area.",
        "superview": "The view's superview, or nil.",
        "subviews": "The view's immediate subviews, back to front.",
        "UIView.window": "The view's window, or nil if the view is in none.",
        "safeAreaInsets": "The insets that leave the view's content clear of bars, the status bar, notch and home indicator.",
        "effectiveLayoutMargins": "The layout margins with the safe area added if insetsLayoutMarginsFromSafeArea is true.",
        "intrinsicContentSize": "The natural size of the view's content (UIViewNoIntrinsicMetric where it has none).",
        "UIView.traitCollection": "The traits of the view's environment: size classes and idiom.",
        "needsLayout": "Whether the view is marked for layout at the next display cycle (setNeedsLayout).",
        "needsDisplay": "Whether the view is marked for drawing at the next display cycle (setNeedsDisplay).",
        "needsUpdateConstraints": "Whether the view is marked for the constraint phase (setNeedsUpdateConstraints).",
        "contents": "The context the last drawRect: drew into, with its recorded operations; nil before any drawing.",
        "translatesAutoresizingMaskIntoConstraints": "Whether the view's frame and autoresizing mask become constraints; set it to false for a view placed by constraints.",
        "constraints": "The active constraints the view holds: those whose items' nearest common ancestor it is.",
        "layoutGuides": "The layout guides added to the view with addLayoutGuide.",
        "safeAreaLayoutGuide": "The layout guide of the view's safe area: its frame is the bounds inset by safeAreaInsets.",
        "layoutMarginsGuide": "The layout guide of the view's margins: its frame is the bounds inset by effectiveLayoutMargins.",
        "hasAmbiguousLayout": "Whether the constraints leave the view's frame undetermined.",
        "leadingAnchor": "The anchor of the leading edge (the left edge: the engine lays out left to right).",
        "trailingAnchor": "The anchor of the trailing edge (the right edge: the engine lays out left to right).",
        "leftAnchor": "The anchor of the left edge.",
        "rightAnchor": "The anchor of the right edge.",
        "topAnchor": "The anchor of the top edge.",
        "bottomAnchor": "The anchor of the bottom edge.",
        "centerXAnchor": "The anchor of the horizontal center.",
        "centerYAnchor": "The anchor of the vertical center.",
        "firstBaselineAnchor": "The anchor of the baseline of the first line of text (the bottom edge of a view without text).",
        "lastBaselineAnchor": "The anchor of the baseline of the last line of text (the bottom edge of a view without text).",
        "widthAnchor": "The anchor of the width.",
        "heightAnchor": "The anchor of the height.",
        // NSLayoutConstraint
        "constant": "The constant added to the multiplied second attribute; changing it lays out again at the next display cycle.",
        "priority": "The priority of the constraint, 1 to 1000 (UILayoutPriority…); an active one cannot change between required and not.",
        "active": "Whether the constraint is active; setting it activates or deactivates it, as activateConstraints does.",
        "NSLayoutConstraint.identifier": "The name that identifies the constraint in its description and in the log.",
        "multiplier": "The multiplier applied to the second attribute.",
        "firstItem": "The first object participating in the constraint: a view or a layout guide (nil once deallocated).",
        "secondItem": "The second object participating in the constraint, or nil for a constant.",
        "firstAttribute": "The attribute of the first item (NSLayoutAttribute…).",
        "secondAttribute": "The attribute of the second item (NSLayoutAttributeNotAnAttribute without one).",
        "relation": "The relation between the two sides (NSLayoutRelation…).",
        "firstAnchor": "The first item's attribute as an anchor.",
        "secondAnchor": "The second item's attribute as an anchor, or nil.",
        // UIStackView
        "arrangedSubviews": "The views the stack view arranges, in order (a subset of its subviews).",
        "axis": "The axis along which the views are arranged (UILayoutConstraintAxis…).",
        "distribution": "How the views share the stack view's length along the axis (UIStackViewDistribution…).",
        "alignment": "How the views are placed across the axis (UIStackViewAlignment…).",
        "spacing": "The distance between adjacent views (the least distance, with UIStackViewDistributionEqualSpacing).",
        "baselineRelativeArrangement": "Whether vertical spacing is measured from baseline to baseline.",
        "layoutMarginsRelativeArrangement": "Whether the views are arranged within the layout margins rather than the bounds.",
        // NSContentSizeLayoutConstraint
        "hugging": "The content hugging priority the view had when the engine made the constraint.",
        "compressionResistance": "The compression resistance priority the view had when the engine made the constraint.",
        // NSLayoutAnchor
        "item": "The view or layout guide the anchor belongs to.",
        // UILayoutGuide
        "UILayoutGuide.identifier": "A string that identifies the guide in descriptions (UIViewSafeAreaLayoutGuide for the safe area's).",
        "owningView": "The view that owns the guide (nil until it is added to one).",
        "layoutFrame": "The guide's frame in its owning view's coordinates, as the last layout solved it.",
        "drawing": luaOnly("[String]", "What the last drawRect: drew, one string per operation (contents.operations)."),
        // UIScrollView
        "contentSize": "The size of the content view.",
        "contentOffset": "The point at which the origin of the content view is offset from the origin of the scroll view: the bounds' origin.",
        "contentInset": "The custom distance that the content view is inset from the safe area or scroll view edges.",
        "adjustedContentInset": "The insets scrolling respects: contentInset plus the safe area.",
        "contentLayoutGuide": "The layout guide based on the untranslated content rectangle: its origin is the content's, and the size constraints give it becomes contentSize.",
        "frameLayoutGuide": "The layout guide based on the untransformed frame rectangle: what is pinned to it does not scroll.",
        // UIWindow
        "rootViewController": "The root view controller for the window, whose view fills it.",
        "windowLevel": "The position of the window in the z-axis (kept only: taps go to the key window, whatever the levels).",
        "UIWindow.keyWindow": "Whether the window is the app's key window.",
        "screen": "The screen on which the window is displayed (the simulated device's).",
        // UIViewController
        "UIViewController.view": "The view that the controller manages; reading it loads the view (loadView, viewDidLoad).",
        "viewLoaded": "Whether the view is loaded, without loading it.",
        "viewIfLoaded": "The controller's view if it is loaded, else nil; reading it never loads the view.",
        "title": "A localized string that represents the view this controller manages.",
        "nibName": "The name of the controller's nib file, if one was specified.",
        "parentViewController": "The parent view controller of the recipient (its container), or nil.",
        "childViewControllers": "The controllers that are children of this one, in the order they were added.",
        "presentedViewController": "The view controller this view controller presented modally, or nil.",
        "presentingViewController": "The view controller that presented this view controller.",
        "navigationController": "The nearest ancestor that is a navigation controller.",
        "tabBarController": "The nearest ancestor that is a tab bar controller.",
        "modalPresentationStyle": "The presentation style for modal view controllers (UIModalPresentation…; automatic is a page sheet).",
        "definesPresentationContext": "Whether this controller's view is the one covered when it or a descendant presents in the current context.",
        "additionalSafeAreaInsets": "Custom insets that you specify to modify the view controller's safe area.",
        "beingPresented": "Whether the view controller is being presented.",
        "beingDismissed": "Whether the view controller is being dismissed.",
        "movingToParentViewController": "Whether the view controller is being moved to a parent view controller.",
        "movingFromParentViewController": "Whether the view controller is being removed from a parent view controller.",
        "UIViewController.traitCollection": "The traits of the controller's environment: size classes and idiom.",
        // UINavigationController
        "UINavigationController.viewControllers": "The view controllers on the navigation stack, the root first; setting it replaces the stack.",
        "topViewController": "The view controller at the top of the navigation stack.",
        "visibleViewController": "What is presented modally on the navigation controller or its top controller, else the top controller.",
        "navigationBar": "The navigation bar managed by the navigation controller, along the top of its view.",
        // UITabBarController
        "UITabBarController.viewControllers": "The controllers of the tabs, in the tab bar's order.",
        "selectedIndex": "The index of the view controller of the selected tab.",
        "selectedViewController": "The view controller of the selected tab.",
        "tabBar": "The tab bar of the tab bar controller, along the bottom of its view.",
        // UIScreen
        "UIScreen.bounds": "The bounding rectangle of the screen, in points; a rotation swaps its width and height.",
        "nativeBounds": "The bounding rectangle of the physical screen, in pixels, in the portrait orientation.",
        "scale": "The natural scale factor of the screen: pixels per point.",
        "nativeScale": "The native scale factor of the physical screen.",
        "interfaceOrientation": "The orientation of the interface (UIInterfaceOrientation…); :rotate changes it.",
        "statusBarHeight": "The height of the status bar in the interface's current orientation.",
        "maximumFramesPerSecond": "The maximum number of frames per second the screen can show: the display cycle's rate.",
        "UIScreen.traitCollection": "The traits of the screen: the device's size classes in the current orientation and its idiom.",
        // UIApplication
        "windows": "The app's visible windows, in the order they were shown.",
        "UIApplication.keyWindow": "The app's key window, which makeKeyAndVisible sets.",
        "applicationState": "The app's state: UIApplicationStateActive, …Inactive or …Background.",
        "userInterfaceLayoutDirection": "The app's layout direction (UIUserInterfaceLayoutDirection…), as Simulator.setUserInterfaceLayoutDirection set it.",
        "delegate": luaOnly("UIApplicationDelegate?", "The app's delegate, a table or an object, whose methods UIApplicationMain's launch calls."),
        // UIDevice
        "name": "The name of the device (the simulated one's, as :device names it).",
        "model": "The model of the device: iPhone or iPad.",
        "userInterfaceIdiom": "The style of interface to use on the current device (UIUserInterfaceIdiom…).",
        "orientation": "The physical orientation of the device; UIDeviceOrientationUnknown unless orientation notifications are on.",
        "generatesDeviceOrientationNotifications": "Whether the device generates orientation notifications (between begin… and end… calls).",
        // UIColor
        "CGColor": luaOnly("UIColor", "The color as the drawing functions take it (the color object itself)."),
        // UITouch
        "UITouch.view": "The view the touch is delivered to: the one hit-testing found where it landed.",
        "UITouch.window": "The window the touch landed in: the frontmost that hit-testing found a view in.",
        "UITouch.timestamp": "When the touch began or last changed, in virtual seconds since launch.",
        "tapCount": "The number of taps at one spot in quick succession this touch makes (2 for a double tap).",
        "phase": "The phase of the touch (UITouchPhase…).",
        // UIEvent
        "allTouches": "All the touches of the event.",
        "timestamp": "The time the event occurred, in virtual seconds since launch (RunLoop.main.currentTime).",
        // UIViewControllerTransitionCoordinator
        "transitionDuration": "The duration of the transition's animation, in seconds.",
        "animated": "Whether the transition is animated.",
        "interactive": "Whether the transition is interactive.",
        "cancelled": "Whether the transition was cancelled.",
        // The engine
        "currentTime": "Virtual seconds since launch: the clock timers and frames run on.",
        "Timer.valid": "Whether the timer can still fire: false once invalidated, or once a timer that does not repeat fired.",
        "interval": "The timer's interval in seconds: its delay, and for a repeating timer its period.",
        "repeats": "Whether the timer repeats (RunLoop.main:every) or fires once (RunLoop.main:after).",
        "fireTime": "The virtual time at which the timer fires next.",
        "FrameHandler.valid": "Whether the handler still runs at each frame: false once invalidated or its function returned false.",
        "Finger.touch": "The touch the finger makes, as the views it reaches see it.",
        "Finger.down": "Whether the finger is still down: false once lift() or cancel() was called.",
        "fraction": "How far the edge swipe has moved, as a fraction of the width.",
        "operations": "What was drawn into the context, one string per operation.",
    ]
}
