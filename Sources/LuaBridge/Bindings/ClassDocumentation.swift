/// What `:help Class` says a native class is: one line, in UIKit's words, and
/// for the engine's own classes what they stand for. Keyed by class name.
enum ClassDocumentation {
    static func summary(of className: String) -> String? { summaries[className] }

    /// What a class property (`UIScreen.mainScreen`) holds: one line, keyed by
    /// `Class.name`; UIColor's named colours share one.
    static func classProperty(_ name: String, of className: String) -> String? {
        if let line = classProperties["\(className).\(name)"] { return line }
        guard className == "UIColor", name.hasSuffix("Color") else { return nil }
        return "The named color \(name.dropLast(5)), as UIColor.\(name.dropLast(5)) is in Swift."
    }

    /// Not private: the tests check every key against the bound class properties.
    static let classProperties: [String: String] = [
        "UIApplication.sharedApplication": "The app's one UIApplication (that of the current session).",
        "UIScreen.mainScreen": "The simulated device's screen (that of the current session).",
        "UIView.areAnimationsEnabled": "Whether block animations animate (setAnimationsEnabled).",
        "UIView.inheritedAnimationDuration": "The duration of the animation block running, 0 outside one.",
        "UIDevice.currentDevice": "The simulated device (that of the current session).",
        "RunLoop.main": "The run loop of the app's main thread, in virtual time (that of the current session).",
        "UIColor.tintColor": "The default tint, system blue, as UIColor.tintColor is in Swift.",
        "NSBundle.mainBundle": "The app's main bundle: the folder of the running script, where nibs named with a nil bundle are.",
    ]

    /// Not private: the tests check every key against the bound classes.
    static let summaries: [String: String] = [
        "NSObject": "The root class of most class hierarchies: identity, class membership and description.",
        "UIResponder": "An object that can respond to and handle events (touches), passing on what it does not handle.",
        "UIView": "An object that manages the content for a rectangular area on the screen.",
        "UIScrollView": "A view whose bounds' origin, the content offset, scrolls its contained views.",
        "UIWindow": "The backdrop for your app's user interface and the object that dispatches events to your views.",
        "UINavigationBar": "The bar a navigation controller shows along the top of its view.",
        "UITabBar": "The bar a tab bar controller shows along the bottom of its view.",
        "UIViewController": "An object that manages a view hierarchy for your UIKit app.",
        "UINavigationController": "A container view controller that defines a stack-based scheme for navigating hierarchical content.",
        "UITabBarController": "A container view controller that shows one of its children at a time, by the selected tab.",
        "UIScreen": "The simulated device's display: its size, scale and orientation (UIScreen.mainScreen).",
        "UIApplication": "The centralized point of control and coordination for the app (UIApplication.sharedApplication).",
        "UIDevice": "A representation of the current device, the simulated one (UIDevice.currentDevice).",
        "UIColor": "An object that stores color data.",
        "UITouch": "A finger on the screen: where it is, in which view and window, and in which phase.",
        "UIEvent": "The touch event: every touch under way (allTouches), sent again at each change.",
        "UIControl": "The base of controls: a state, the tracking of the touch that lands in it, and target-actions for its events.",
        "UIButton": "A control with a title and an image per state, sized by them, that sends its primary action when tapped.",
        "UIFont": "A weight of the system font at a size, with SF's line metrics and an open font's widths, the same on every machine.",
        "UILabel": "A view that shows text, wrapped and truncated as UIKit does, its sizes rounded up to the screen's pixels.",
        "UIImage": "An image's size and scale, read from a PNG file's header (no pixels are decoded).",
        "UIImageView": "A view that shows an image, sized by it.",
        "CALayer": "An object that manages image-based content: every view has one (view.layer), whose geometry and appearance are the view's.",
        "UISwitch": "An on/off control, 51 × 31 points; a tap flips it and sends valueChanged.",
        "UISlider": "A control for a value in a range, set by dragging its thumb.",
        "UIGestureRecognizer": "The base of gesture recognizers: watches the touches in its view and subviews before the view does, and turns them into a gesture.",
        "UITapGestureRecognizer": "A discrete recognizer of taps: a number of taps of a number of fingers.",
        "UILongPressGestureRecognizer": "A continuous recognizer of fingers held down for a while without straying.",
        "UIPanGestureRecognizer": "A continuous recognizer of dragging fingers, with their translation and velocity.",
        "UIScreenEdgePanGestureRecognizer": "A pan that starts at an edge of the screen, as the navigation controller's swipe back.",
        "UIStackView": "A view that arranges its arranged subviews in a row or a column, with constraints it makes and owns.",
        "UITableView": "A scroll view of rows in sections, from a data source, with cells only for the rows shown, reused as they scroll away.",
        "UITableViewCell": "A row of a table: a content view, with standard labels and an image view made when first asked for.",
        "UICollectionView": "A scroll view of items placed by a layout object, from a data source, with cells only for the items shown, reused as they scroll away.",
        "UICollectionReusableView": "A view a collection view keeps in its reuse pool, sent prepareForReuse as it is taken out for another item.",
        "UICollectionViewCell": "An item of a collection view: a content view filling it, and the selected and highlighted states the collection view sets.",
        "UICollectionViewLayout": "The base of the objects that place a collection view's items; prepare, then the attributes of the items in a rect.",
        "UICollectionViewFlowLayout": "A layout of items in lines, one line after another in the scroll direction, each section inside its insets.",
        "UICollectionViewLayoutAttributes": "Where a layout puts one item of a collection view: its index path and frame.",
        "NSLayoutConstraint": "The relationship between two user interface objects that must be satisfied by the constraint-based layout system.",
        "NSAutoresizingMaskLayoutConstraint": "A constraint the engine makes from a view's frame and autoresizing mask (translatesAutoresizingMaskIntoConstraints).",
        "NSContentSizeLayoutConstraint": "A constraint the engine makes from a view's intrinsic content size, at its hugging and compression resistance priorities.",
        "NSLayoutAnchor": "An attribute of a view or layout guide, from which constraints are made (view.leadingAnchor).",
        "NSLayoutXAxisAnchor": "A horizontal anchor (leading, trailing, left, right, centerX): related only to other horizontal anchors.",
        "NSLayoutYAxisAnchor": "A vertical anchor (top, bottom, centerY, baselines): related only to other vertical anchors.",
        "NSLayoutDimension": "A width or height anchor: related to another dimension, with a multiplier, or to a constant.",
        "UILayoutGuide": "A rectangular area that can interact with Auto Layout without being a view (safeAreaLayoutGuide, layoutMarginsGuide, a scroll view's contentLayoutGuide and frameLayoutGuide).",
        "NSCoder": "An archive's values by key, as initWithCoder receives them.",
        "UINib": "An object that wraps an Interface Builder nib file (NAME.xib), read at run time, whose objects it makes anew each time.",
        "UIStoryboard": "An encapsulation of the design-time view controller graph of a .storyboard file, read at run time.",
        "UIStoryboardSegue": "An object that prepares for and performs the visual transition between two view controllers.",
        "NSBundle": "A folder of the app's resources, where nibs are looked for.",
        "NSBlock": "A block UIKit hands to Lua (a completion handler); call it as a function.",
        "UIViewControllerTransitionCoordinator": "What a size or trait transition's participants learn of it, and how they animate alongside it.",
        "RunLoop": "The engine's run loop on virtual time: timers, queued blocks and the display cycle (RunLoop.main).",
        "Timer": "A timer on the virtual clock, made by RunLoop.main:after or RunLoop.main:every.",
        "FrameHandler": "A function called at every frame, made by RunLoop.main:onFrame: the engine's CADisplayLink.",
        "_UIAppearance": "An appearance proxy (UIView:appearance()): backgroundColor and exclusiveTouch set on it reach views as they enter a window.",
        "Finger": "A finger on the simulated screen (Simulator.touchDown(x, y) or Simulator.drag(…)), moved, lifted or cancelled step by step.",
        "InteractivePop": "An edge swipe in progress (Simulator.beginEdgeSwipe()), driving a navigation controller's pop.",
        "CGContext": "The drawing context drawRect: draws into; it records the operations, which a snapshot turns into pixels.",
        "CAShapeLayer": "A layer that draws a path: filled with fillColor (opaque black by default), then stroked with strokeColor (none by default).",
        "CAGradientLayer": "A layer that fills its bounds with a gradient of colors, from startPoint to endPoint in its unit square.",
        "UIBezierPath": "A path of lines, curves, arcs and shapes with the attributes it is stroked with, drawn into the current context.",
        "CGPath": "An immutable CoreGraphics path (a UIBezierPath's CGPath, a shape layer's path).",
        "CGMutablePath": "A CoreGraphics path that CGPathMoveToPoint, CGPathAddLineToPoint and the other CGPath functions add to.",
        "CGGradient": "Colors at locations from 0 to 1, which CGContextDrawLinearGradient draws (CGGradientCreateWithColors).",
        "CAAnimation": "Core Animation's animation: its timing (duration, repeats, fill mode), run on a layer with addAnimationForKey.",
        "CAPropertyAnimation": "An animation of one layer property, named by its key path (position, opacity, transform.scale…).",
        "CABasicAnimation": "An animation of a property from one value to another (fromValue, toValue, byValue).",
        "CASpringAnimation": "A basic animation that follows a damped spring (mass, stiffness, damping, initialVelocity).",
        "CAKeyframeAnimation": "An animation of a property through a list of values at key times.",
        "CAAnimationGroup": "Animations run together, each timed within the group's duration.",
        "CAMediaTimingFunction": "A timing curve: how the fraction of an animation's time maps to the fraction of its change.",
        "UIViewPropertyAnimator": "Animations that start, pause, scrub (fractionComplete), reverse, stop and finish, in virtual time.",
        "CATransaction": "Groups animations: the duration and curve of those that set none, and a completion block when they end.",
    ]
}
