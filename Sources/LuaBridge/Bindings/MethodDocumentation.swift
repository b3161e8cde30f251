/// What `:help` says of the methods the bindings declare: a method's Swift
/// signature where the bindings cannot give it (a hook's comes from its
/// declaration in the stand-ins' tables), and one line of what it does, in
/// UIKit's words. Keyed by Lua name; an entry for one class, `Class:name`, wins
/// over one for every class that has the name.
enum MethodDocumentation {
    struct Entry {
        /// Nil for a hook, whose declaration is its signature.
        let signature: String?
        let summary: String
    }

    static func entry(_ name: String, in className: String) -> Entry? {
        entries["\(className):\(name)"] ?? entries[name] ?? anchorEntry(name, in: className)
    }

    /// The anchors' methods, one entry per class and selector: the anchor an
    /// argument must be is the receiver's own kind.
    private static func anchorEntry(_ name: String, in className: String) -> Entry? {
        guard ["NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension"].contains(className),
              name.hasPrefix("constraint") else { return nil }
        let relations = [("Equal", "equalTo", "equals"), ("GreaterThanOrEqual", "greaterThanOrEqualTo", "is at least"),
                         ("LessThanOrEqual", "lessThanOrEqualTo", "is at most")]
        for (relation, label, words) in relations {
            let prefix = "constraint\(relation)To"
            guard name.hasPrefix(prefix) else { continue }
            for (axis, direction, place) in [("NSLayoutXAxisAnchor", "After", "after"), ("NSLayoutYAxisAnchor", "Below", "below")]
            where className == axis && name == "\(prefix)SystemSpacing\(direction)AnchorMultiplier" {
                return Entry(signature: "func constraint(\(label)SystemSpacing\(direction) anchor: \(axis), multiplier: CGFloat) -> NSLayoutConstraint",
                             summary: "An inactive constraint: this anchor \(words) the other anchor plus the multiplier times the system spacing (8 points) \(place) it.")
            }
            let (multiplier, constant) = (name.contains("Multiplier"), name.hasSuffix("Constant"))
            let rest = name.dropFirst(prefix.count)
            if rest == "Constant" {
                guard className == "NSLayoutDimension" else { return nil }
                return Entry(signature: "func constraint(\(label)Constant c: CGFloat) -> NSLayoutConstraint",
                             summary: "An inactive constraint: this dimension \(words) the constant.")
            }
            let forms: Set<Substring> = className == "NSLayoutDimension"
                ? ["Anchor", "AnchorConstant", "AnchorMultiplier", "AnchorMultiplierConstant"] : ["Anchor", "AnchorConstant"]
            guard forms.contains(rest) else { return nil }
            var parameters = "\(label) anchor: \(multiplier ? className : "NSLayoutAnchor<\(className)>")"
            if multiplier { parameters += ", multiplier m: CGFloat" }
            if constant { parameters += ", constant c: CGFloat" }
            let other = multiplier ? "the other anchor times the multiplier" : "the other anchor"
            return Entry(signature: "func constraint(\(parameters)) -> NSLayoutConstraint",
                         summary: "An inactive constraint: this anchor \(words) \(other)\(constant ? " plus the constant" : "").")
        }
        return nil
    }

    private static func hook(_ summary: String) -> Entry { Entry(signature: nil, summary: summary) }

    private static let entries: [String: Entry] = [
        // NSObject
        "subclass": Entry(signature: "Class:subclass(name: String) -> Class",
                          summary: "A Lua subclass of the class, named name; override methods by defining them on it."),
        "init": Entry(signature: "init()", summary: "Initializes a new instance (what Class() sends)."),
        "isKindOfClass": Entry(signature: "func isKind(of aClass: AnyClass) -> Bool",
                               summary: "Whether the object is an instance of the class or of one of its subclasses."),
        "valueForKey": Entry(signature: "func value(forKey key: String) -> Any?",
                             summary: "The property named key, by key-value coding (a nib's stand-in answers the values it keeps)."),
        "setValueForKey": Entry(signature: "func setValue(_ value: Any?, forKey key: String)",
                                summary: "Sets the property named key, by key-value coding, as a nib's attributes are set."),
        // UINib, NSBundle
        "nibWithNibNameBundle": Entry(signature: "UINib:nibWithNibNameBundle(name: String, bundle: NSBundle?) -> UINib",
                                      summary: "The nib NAME.xib in the bundle; a nil bundle is the main bundle, the running script's folder."),
        "nibWithDataBundle": Entry(signature: "UINib:nibWithDataBundle(xml: String, bundle: NSBundle?) -> UINib",
                                   summary: "A nib from the contents of a .xib file."),
        "instantiateWithOwnerOptions": Entry(
            signature: "func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey : Any]?) -> [Any]",
            summary: "Makes the nib's objects anew, with owner as File's Owner, and returns its top-level objects."),
        "bundleWithPath": Entry(signature: "NSBundle:bundleWithPath(path: String) -> NSBundle?",
                                summary: "The bundle of the folder at path; nil if there is no such folder."),
        // UIResponder
        "beginTrackingWithTouchWithEvent": hook("Whether the control tracks the touch that landed in it (true by default)."),
        "continueTrackingWithTouchWithEvent": hook("Whether the control goes on tracking the touch as it moves (true by default)."),
        "endTrackingWithTouchWithEvent": hook("The tracked touch lifted; the touch-up events follow."),
        "cancelTrackingWithEvent": hook("The tracked touch was cancelled; touchCancel follows."),
        "addTargetActionForControlEvents": Entry(
            signature: "func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)",
            summary: "Calls target's action method (\"tapped:\" is target:tapped(sender)) for the events; nil target: up the responder chain. A function as the action is called with the control and the event."),
        "removeTargetActionForControlEvents": Entry(
            signature: "func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event)",
            summary: "Stops the action (nil: every action of the target; nil target and action: every untargeted one, functions included) for the events."),
        "sendActionsForControlEvents": Entry(signature: "func sendActions(for controlEvents: UIControl.Event)",
                                             summary: "Sends the actions of every target registered for any of the events, in the order added."),
        "sendActionToForEvent": Entry(signature: "func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?)",
                                      summary: "Sends one action to a target, or up the responder chain for nil."),
        "actionsForTargetForControlEvent": Entry(
            signature: "func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]?",
            summary: "The names of the target's actions for the event."),
        // UIButton
        "buttonWithType": Entry(signature: "UIButton:buttonWithType(buttonType: UIButtonType) -> UIButton",
                                summary: "A button of the type (UIButtonTypeSystem: tinted title, 15-point font)."),
        "setTitleForState": Entry(signature: "func setTitle(_ title: String?, for state: UIControl.State)",
                                  summary: "The title for a state; a state without one shows the normal state's."),
        "titleForState": Entry(signature: "func title(for state: UIControl.State) -> String?",
                               summary: "The title for a state, or the normal state's."),
        "setTitleColorForState": Entry(signature: "func setTitleColor(_ color: UIColor?, for state: UIControl.State)",
                                       summary: "The title colour for a state; a state without one uses the normal state's."),
        "titleColorForState": Entry(signature: "func titleColor(for state: UIControl.State) -> UIColor?",
                                    summary: "The title colour for a state, or the normal state's, or the type's default."),
        "setImageForState": Entry(signature: "func setImage(_ image: UIImage?, for state: UIControl.State)",
                                  summary: "The image for a state, shown before the title."),
        "imageForState": Entry(signature: "func image(for state: UIControl.State) -> UIImage?",
                               summary: "The image for a state, or the normal state's."),
        // UIFont, UILabel
        "systemFontOfSize": Entry(signature: "UIFont:systemFontOfSize(fontSize: CGFloat) -> UIFont",
                                  summary: "The system font at the size (17 for a size that is not a positive number)."),
        "boldSystemFontOfSize": Entry(signature: "UIFont:boldSystemFontOfSize(fontSize: CGFloat) -> UIFont",
                                      summary: "The bold system font at the size."),
        "italicSystemFontOfSize": Entry(signature: "UIFont:italicSystemFontOfSize(fontSize: CGFloat) -> UIFont",
                                        summary: "The italic system font at the size (measured as the upright one)."),
        "systemFontOfSizeWeight": Entry(signature: "UIFont:systemFontOfSizeWeight(fontSize: CGFloat, weight: UIFontWeight) -> UIFont",
                                        summary: "The system font at the size and the nearest weight to the one given (UIFontWeight…)."),
        "fontWithNameSize": Entry(signature: "UIFont:fontWithNameSize(fontName: String, fontSize: CGFloat) -> UIFont?",
                                  summary: "The system font by one of its names (.SFUI-Bold); nil for a font the engine does not have."),
        "fontWithSize": Entry(signature: "func withSize(_ fontSize: CGFloat) -> UIFont", summary: "The same font at another size."),
        "textRectForBoundsLimitedToNumberOfLines": hook("Where the label's text goes in the bounds: the size of the lines that fit, at the top left."),
        "drawTextInRect": hook("Draws the label's text in the rectangle, centred vertically."),
        // UIImage, UISwitch, UISlider
        "imageNamed": Entry(signature: "UIImage:imageNamed(name: String) -> UIImage?",
                            summary: "The PNG named in the script's folder (name, name@2x, name@3x; the screen's scale first); nil if there is none."),
        "imageWithContentsOfFile": Entry(signature: "UIImage:imageWithContentsOfFile(path: String) -> UIImage?",
                                         summary: "The PNG at path, its scale from an @2x or @3x suffix; nil if it is not one."),
        "setOnAnimated": Entry(signature: "func setOn(_ on: Bool, animated: Bool)", summary: "Turns the switch on or off, sending no event."),
        "setValueAnimated": Entry(signature: "func setValue(_ value: Float, animated: Bool)",
                                  summary: "Sets the slider's value (kept within its range), sending no event."),
        "trackRectForBounds": hook("The rectangle of the slider's track; the thumb travels along it."),
        "thumbRectForBoundsTrackRectValue": hook("The rectangle of the slider's thumb at the value; a touch must land on it to drag it."),
        // UIGestureRecognizer
        "initWithTargetAction": Entry(signature: "init(target: Any?, action: Selector?)",
                                      summary: "Initializes a recognizer with a target and action (\"tapped:\" is target:tapped(recognizer)), or a function called with the recognizer."),
        "addTargetAction": Entry(signature: "func addTarget(_ target: Any, action: Selector)",
                                 summary: "Adds an action, sent at each change to began, changed, recognized and cancelled; a function as the action is called with the recognizer."),
        "removeTargetAction": Entry(signature: "func removeTarget(_ target: Any?, action: Selector?)",
                                    summary: "Removes the target's action (every action of the target for nil; every target's for a nil target)."),
        "requireGestureRecognizerToFail": Entry(signature: "func require(toFail otherGestureRecognizer: UIGestureRecognizer)",
                                                summary: "Makes the recognizer wait for the other to fail before it recognizes."),
        "UIGestureRecognizer:locationInView": Entry(signature: "func location(in view: UIView?) -> CGPoint",
                                summary: "The centroid of the recognizer's touches in the view's coordinates (the window's for nil)."),
        "locationOfTouchInView": Entry(signature: "func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint",
                                       summary: "Where one of the recognizer's touches is, by index from 0, in the view's coordinates."),
        "ignoreTouchForEvent": Entry(signature: "func ignore(_ touch: UITouch, for event: UIEvent)",
                                     summary: "Stops watching the touch; the view gets it as if the recognizer were not there."),
        "UIGestureRecognizer:touchesBeganWithEvent": hook("Tells the recognizer that fingers touched down in its view or a subview, before the view hears of them."),
        "UIGestureRecognizer:touchesMovedWithEvent": hook("Tells the recognizer that its touches moved."),
        "UIGestureRecognizer:touchesEndedWithEvent": hook("Tells the recognizer that fingers lifted."),
        "UIGestureRecognizer:touchesCancelledWithEvent": hook("Tells the recognizer that its touches were cancelled."),
        "reset": hook("Called once a gesture has ended, been cancelled or failed, before the state returns to possible."),
        "canPreventGestureRecognizer": hook("Whether recognizing keeps the other recognizer from recognizing (true by default)."),
        "canBePreventedByGestureRecognizer": hook("Whether the other recognizer's recognizing keeps this one from recognizing (true by default)."),
        "shouldRequireFailureOfGestureRecognizer": hook("Whether this recognizer waits for the other to fail (false by default)."),
        "shouldBeRequiredToFailByGestureRecognizer": hook("Whether the other recognizer waits for this one to fail (false by default)."),
        "translationInView": Entry(signature: "func translation(in view: UIView?) -> CGPoint",
                                   summary: "How far the fingers have moved since the pan started, or since setTranslationInView."),
        "setTranslationInView": Entry(signature: "func setTranslation(_ translation: CGPoint, in view: UIView?)",
                                      summary: "Makes the translation the value given, counted on from there."),
        "velocityInView": Entry(signature: "func velocity(in view: UIView?) -> CGPoint",
                                summary: "How fast the fingers moved at their latest move, in points per second of virtual time."),
        "addGestureRecognizer": Entry(signature: "func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)",
                                      summary: "Attaches the recognizer to the view, taking it from the view it was on."),
        "removeGestureRecognizer": Entry(signature: "func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)",
                                         summary: "Detaches the recognizer; a gesture it has under way is cancelled."),
        "gestureRecognizerShouldBegin": hook("Whether a recognizer watching a touch in this view may begin (true by default)."),
        "touchesBeganWithEvent": hook("Tells the responder that one or more fingers touched down."),
        "touchesMovedWithEvent": hook("Tells the responder that one or more touches moved."),
        "touchesEndedWithEvent": hook("Tells the responder that one or more fingers were lifted."),
        "touchesCancelledWithEvent": hook("Tells the responder that the system cancelled a sequence of touches."),
        // UIView
        "initWithFrame": Entry(signature: "init(frame: CGRect)", summary: "Initializes a view with the frame given."),
        "initWithCoder": Entry(signature: "init?(coder: NSCoder)", summary: "Initializes the object from an archive (a nib)."),
        "willMoveToSuperview": hook("Tells the view that its superview is about to change."),
        "didMoveToSuperview": hook("Tells the view that its superview changed."),
        "willMoveToWindow": hook("Tells the view that its window is about to change."),
        "didMoveToWindow": hook("Tells the view that its window changed."),
        "didAddSubview": hook("Tells the view that a subview was added."),
        "willRemoveSubview": hook("Tells the view that a subview is about to be removed."),
        "removeFromSuperview": hook("Unlinks the view from its superview and its window."),
        "layoutSubviews": hook("Lays out the subviews; called by the display cycle, never directly."),
        "sizeThatFits": hook("The size that best fits the size given."),
        "intrinsicContentSize": hook("The natural size of the view's content."),
        "updateConstraints": hook("Updates the view's constraints; call super last."),
        "drawRect": hook("Draws the view's content within the rectangle."),
        "awakeFromNib": hook("Prepares the object after it was loaded from a nib."),
        "safeAreaInsetsDidChange": hook("Tells the view that its safe area changed."),
        "layoutMarginsDidChange": hook("Tells the view that its layout margins changed."),
        "traitCollectionDidChange": hook("Tells the object that its trait collection changed."),
        "setNeedsLayout": hook("Marks the view for layout at the next display cycle."),
        "layoutIfNeeded": hook("Lays out the subviews now, if layout is pending."),
        "setNeedsDisplay": hook("Marks the view to be redrawn at the next display cycle."),
        "setNeedsDisplayInRect": hook("Marks the rectangle of the view to be redrawn."),
        "sizeToFit": hook("Resizes the view to the size sizeThatFits gives for its current size."),
        "invalidateIntrinsicContentSize": hook("Tells the layout system that the intrinsic content size changed."),
        "setNeedsUpdateConstraints": hook("Marks the view's constraints for updating at the next display cycle."),
        "updateConstraintsIfNeeded": hook("Updates the constraints of the view and its subviews now, if needed."),
        "addSubview": hook("Adds a view at the end of the subviews, above the others."),
        "insertSubviewAtIndex": hook("Inserts a subview at an index of the subviews (0 is the back)."),
        "insertSubviewAboveSubview": hook("Inserts a subview above another one."),
        "insertSubviewBelowSubview": hook("Inserts a subview below another one."),
        "bringSubviewToFront": hook("Moves a subview to the front."),
        "sendSubviewToBack": hook("Moves a subview to the back."),
        "exchangeSubviewAtIndexWithSubviewAtIndex": hook("Swaps the subviews at two indexes."),
        "hitTestWithEvent": hook("The farthest descendant containing the point (in the view's coordinates)."),
        "pointInsideWithEvent": hook("Whether the point (in the view's coordinates) is inside the view."),
        "isDescendantOfView": Entry(signature: "func isDescendant(of view: UIView) -> Bool",
                                    summary: "Whether the view is the one given or inside it."),
        "viewWithTag": Entry(signature: "func viewWithTag(_ tag: Int) -> UIView?",
                             summary: "The view or the first descendant with the tag."),
        "convertPointToView": Entry(signature: "func convert(_ point: CGPoint, to view: UIView?) -> CGPoint",
                                    summary: "A point of the view's coordinates in another view's (nil: the window's)."),
        "convertPointFromView": Entry(signature: "func convert(_ point: CGPoint, from view: UIView?) -> CGPoint",
                                      summary: "A point of another view's coordinates (nil: the window's) in the view's."),
        "convertRectToView": Entry(signature: "func convert(_ rect: CGRect, to view: UIView?) -> CGRect",
                                   summary: "A rectangle of the view's coordinates in another view's (nil: the window's)."),
        "convertRectFromView": Entry(signature: "func convert(_ rect: CGRect, from view: UIView?) -> CGRect",
                                     summary: "A rectangle of another view's coordinates (nil: the window's) in the view's."),
        "recursiveDescription": Entry(signature: "func recursiveDescription() -> String",
                                      summary: "The description of the view and its subtree, one view a line (what :tree prints)."),
        "snapshotPNG": Entry(signature: "func snapshotPNG(to path: String, scale: CGFloat? = nil) throws",
                             summary: "Writes the view and its subviews as a PNG file, at the screen's scale unless given (not UIKit's)."),
        "setContentOffsetAnimated": Entry(signature: "func setContentOffset(_ contentOffset: CGPoint, animated: Bool)",
                                          summary: "Scrolls so that the point is at the scroll view's origin."),
        "makeKeyAndVisible": Entry(signature: "func makeKeyAndVisible()",
                                   summary: "Shows the window and makes it the key window."),
        "makeKeyWindow": Entry(signature: "func makeKey()", summary: "Makes the window the key window."),
        "addConstraint": Entry(signature: "func addConstraint(_ constraint: NSLayoutConstraint)",
                               summary: "Activates the constraint (held by its items' nearest common ancestor, as activateConstraints does)."),
        "addConstraints": Entry(signature: "func addConstraints(_ constraints: [NSLayoutConstraint])",
                                summary: "Activates the constraints."),
        "removeConstraint": Entry(signature: "func removeConstraint(_ constraint: NSLayoutConstraint)",
                                  summary: "Deactivates the constraint if the view holds it."),
        "removeConstraints": Entry(signature: "func removeConstraints(_ constraints: [NSLayoutConstraint])",
                                   summary: "Deactivates those of the constraints the view holds."),
        "addLayoutGuide": Entry(signature: "func addLayoutGuide(_ layoutGuide: UILayoutGuide)",
                                summary: "Adds the guide to the view (taking it from another view that owned it)."),
        "removeLayoutGuide": Entry(signature: "func removeLayoutGuide(_ layoutGuide: UILayoutGuide)",
                                   summary: "Removes the guide, deactivating the constraints that use it."),
        "contentHuggingPriorityForAxis": Entry(
            signature: "func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority",
            summary: "The priority with which the view resists growing beyond its intrinsic size along the axis."),
        "setContentHuggingPriorityForAxis": Entry(
            signature: "func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)",
            summary: "Sets the priority with which the view resists growing beyond its intrinsic size."),
        "contentCompressionResistancePriorityForAxis": Entry(
            signature: "func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority",
            summary: "The priority with which the view resists shrinking below its intrinsic size along the axis."),
        "setContentCompressionResistancePriorityForAxis": Entry(
            signature: "func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)",
            summary: "Sets the priority with which the view resists shrinking below its intrinsic size."),
        "systemLayoutSizeFittingSize": Entry(
            signature: "func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize",
            summary: "The size the constraints inside the view give it, nearest the target (UILayoutFittingCompressedSize, …ExpandedSize)."),
        "systemLayoutSizeFittingSizeWithHorizontalFittingPriorityVerticalFittingPriority": Entry(
            signature: "func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize",
            summary: "The size the constraints inside the view give it, held to the target at the priorities given."),
        "constraintsAffectingLayoutForAxis": Entry(
            signature: "func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]",
            summary: "The constraints that bear on the view's frame along the axis, the engine's own included (for debugging)."),
        "exerciseAmbiguityInLayout": Entry(signature: "func exerciseAmbiguityInLayout()",
                                           summary: "Moves an ambiguous view to another possible frame; the engine's solution is deterministic and stays."),
        // NSLayoutConstraint
        "constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant": Entry(
            signature: "NSLayoutConstraint:constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant(item: Any, attribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation, toItem: Any?, attribute2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint",
            summary: "A constraint, inactive: item.attribute relation multiplier × toItem.attribute + constant."),
        "activateConstraints": Entry(signature: "NSLayoutConstraint:activateConstraints(constraints: [NSLayoutConstraint])",
                                     summary: "Activates each constraint of the sequence."),
        "deactivateConstraints": Entry(signature: "NSLayoutConstraint:deactivateConstraints(constraints: [NSLayoutConstraint])",
                                       summary: "Deactivates each constraint of the sequence."),
        "constraintsWithVisualFormatOptionsMetricsViews": Entry(
            signature: "NSLayoutConstraint:constraintsWithVisualFormatOptionsMetricsViews(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: CGFloat]?, views: [String: Any]) -> [NSLayoutConstraint]",
            summary: "The constraints a visual format string describes (\"H:|-[a]-[b(==a)]-|\"), inactive; names in views and metrics tables."),
        // UIStackView
        "addArrangedSubview": Entry(signature: "func addArrangedSubview(_ view: UIView)",
                                    summary: "Adds the view at the end of the arrangement, and as a subview."),
        "insertArrangedSubviewAtIndex": Entry(signature: "func insertArrangedSubview(_ view: UIView, at stackIndex: Int)",
                                              summary: "Inserts the view into the arrangement at the index (0 first), and as a subview."),
        "removeArrangedSubview": Entry(signature: "func removeArrangedSubview(_ view: UIView)",
                                       summary: "Takes the view out of the arrangement; it stays a subview."),
        "setCustomSpacingAfterView": Entry(signature: "func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView)",
                                           summary: "The spacing after one arranged view, instead of spacing (UIStackViewSpacingUseDefault: spacing again)."),
        "customSpacingAfterView": Entry(signature: "func customSpacing(after arrangedSubview: UIView) -> CGFloat",
                                        summary: "The spacing after the arranged view (UIStackViewSpacingUseDefault if none is set)."),
        // UIViewController
        "initWithNibNameBundle": Entry(signature: "init(nibName: String?, bundle: Bundle?)",
                                       summary: "Initializes a controller whose view is loaded from the nib named, if any."),
        "loadView": hook("Creates the controller's view; override to make your own (without calling super)."),
        "viewDidLoad": hook("Called once the view is loaded."),
        "prepareForSegueSender": hook("Notifies the controller that a segue from it is about to be performed (the destination is made)."),
        "shouldPerformSegueWithIdentifierSender": hook("Whether a segue a control triggers may be performed; performSegue does not ask."),
        "performSegueWithIdentifierSender": Entry(signature: "func performSegue(withIdentifier identifier: String, sender: Any?)",
                                                  summary: "Performs the segue of the controller's storyboard scene with that identifier."),
        // UIStoryboard, UIStoryboardSegue
        "storyboardWithNameBundle": Entry(signature: "UIStoryboard:storyboardWithNameBundle(name: String, bundle: NSBundle?) -> UIStoryboard",
                                          summary: "The storyboard NAME.storyboard in the bundle; a nil bundle is the main bundle, the running script's folder."),
        "instantiateInitialViewController": Entry(signature: "func instantiateInitialViewController() -> UIViewController?",
                                                  summary: "A new controller of the storyboard's initial scene; nil if it names none."),
        "instantiateViewControllerWithIdentifier": Entry(
            signature: "func instantiateViewController(withIdentifier identifier: String) -> UIViewController",
            summary: "A new controller of the scene with that storyboard identifier."),
        "UIStoryboardSegue:perform": Entry(signature: "func perform()", summary: "Performs the segue: a push, a presentation, as its kind says."),
        "viewWillAppear": hook("The view is about to be added to a window."),
        "viewDidAppear": hook("The view was added to a window."),
        "viewWillDisappear": hook("The view is about to be removed from its window."),
        "viewDidDisappear": hook("The view was removed from its window."),
        "viewWillLayoutSubviews": hook("The view is about to lay out its subviews."),
        "viewDidLayoutSubviews": hook("The view has laid out its subviews."),
        "viewLayoutMarginsDidChange": hook("The view's layout margins changed."),
        "viewSafeAreaInsetsDidChange": hook("The view's safe area changed."),
        "updateViewConstraints": hook("Updates the constraints of the controller's view; call super last."),
        "willMoveToParentViewController": hook("The controller is about to be added to or removed from a container."),
        "didMoveToParentViewController": hook("The controller was added to or removed from a container."),
        "didReceiveMemoryWarning": hook("The app received a memory warning (Simulator.memoryWarning())."),
        "viewWillTransitionToSizeWithTransitionCoordinator": hook("The view's size is about to change (a rotation)."),
        "willTransitionToTraitCollectionWithTransitionCoordinator": hook("The trait collection is about to change."),
        "shouldAutomaticallyForwardAppearanceMethods": hook("Whether a container forwards appearance callbacks to its children."),
        "loadViewIfNeeded": hook("Loads the view now if it is not loaded."),
        "beginAppearanceTransitionAnimated": hook("Tells a child controller that its appearance is about to change."),
        "endAppearanceTransition": hook("Tells a child controller that its appearance changed."),
        "addChildViewController": hook("Adds a child controller (then add its view, then call didMoveToParentViewController)."),
        "removeFromParentViewController": hook("Removes the controller from its parent."),
        "presentViewControllerAnimatedCompletion": hook("Presents a controller modally."),
        "dismissViewControllerAnimatedCompletion": hook("Dismisses the controller presented by the receiver (or the receiver)."),
        "initWithRootViewController": Entry(signature: "init(rootViewController: UIViewController)",
                                            summary: "A navigation controller whose stack holds the controller given."),
        "pushViewControllerAnimated": hook("Pushes a controller onto the navigation stack."),
        "popViewControllerAnimated": hook("Pops the top controller off the navigation stack; returns it."),
        "popToRootViewControllerAnimated": hook("Pops every controller but the root; returns them."),
        "popToViewControllerAnimated": hook("Pops the controllers above the one given; returns them."),
        "setViewControllersAnimated": hook("Replaces the controllers of the container."),
        // The engine
        "runOnce": Entry(signature: "RunLoop.main:runOnce()",
                         summary: "One turn: due timers and queued blocks, then the display cycle's commit."),
        "runUntilIdle": Entry(signature: "RunLoop.main:runUntilIdle()", summary: "Turns until nothing is pending."),
        "runFor": Entry(signature: "RunLoop.main:runFor(seconds: TimeInterval)",
                        summary: "Advances virtual time frame by frame, running what falls due."),
        "perform": Entry(signature: "RunLoop.main:perform(fn: () -> Void)", summary: "Runs fn at the next turn."),
        "after": Entry(signature: "RunLoop.main:after(seconds: TimeInterval, fn: (Timer) -> Void) -> Timer",
                       summary: "Calls fn(timer) once, seconds from now."),
        "every": Entry(signature: "RunLoop.main:every(seconds: TimeInterval, fn: (Timer) -> Void) -> Timer",
                       summary: "Calls fn(timer) every seconds until the timer is invalidated."),
        "onFrame": Entry(signature: "RunLoop.main:onFrame(fn: (TimeInterval) -> Any) -> FrameHandler",
                         summary: "Calls fn(time) at every frame until it returns false (CADisplayLink)."),
        "invalidate": Entry(signature: "invalidate()", summary: "Stops the timer or frame handler for good."),
        "locationInView": Entry(signature: "func location(in view: UIView?) -> CGPoint",
                                summary: "Where the touch is, in the view's coordinates (nil: the window's)."),
        "appearance": Entry(signature: "class func appearance() -> Self",
                            summary: "The class's appearance proxy: values set on it reach each view of the class as it enters a window."),
        "appearanceWhenContainedInInstancesOfClasses": Entry(
            signature: "class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self",
            summary: "The proxy for views of the class inside instances of the containers (views or controllers), nearest first."),
        "previousLocationInView": Entry(signature: "func previousLocation(in view: UIView?) -> CGPoint",
                                        summary: "Where the touch was at the event before it last moved, in the view's coordinates."),
        "touchesForView": Entry(signature: "func touches(for view: UIView) -> Set<UITouch>?",
                                summary: "The touches under way that landed in the view."),
        "touchesForWindow": Entry(signature: "func touches(for window: UIWindow) -> Set<UITouch>?",
                                  summary: "The touches under way that landed in the window."),
        "CALayer:addSublayer": Entry(signature: "func addSublayer(_ layer: CALayer)", summary: "Adds the layer on top of the others; a view's layer goes with its view (addSubview)."),
        "CALayer:insertSublayerAtIndex": Entry(signature: "func insertSublayer(_ layer: CALayer, at idx: UInt32)", summary: "Inserts the layer at the index of the sublayers."),
        "CALayer:insertSublayerAbove": Entry(signature: "func insertSublayer(_ layer: CALayer, above sibling: CALayer?)", summary: "Inserts the layer just above the sibling (on top without one)."),
        "CALayer:insertSublayerBelow": Entry(signature: "func insertSublayer(_ layer: CALayer, below sibling: CALayer?)", summary: "Inserts the layer just below the sibling (at the bottom without one)."),
        "CALayer:removeFromSuperlayer": Entry(signature: "func removeFromSuperlayer()", summary: "Removes the layer from its superlayer; a view's layer leaves with its view (removeFromSuperview)."),
        "CALayer:setNeedsDisplay": Entry(signature: "func setNeedsDisplay()", summary: "Marks the layer's content for redrawing; a view's layer marks its view."),
        "CALayer:setNeedsLayout": Entry(signature: "func setNeedsLayout()", summary: "Marks the layer for layout; a view's layer marks its view."),
        "CALayer:layoutIfNeeded": Entry(signature: "func layoutIfNeeded()", summary: "Lays the layer out now if it is marked; a view's layer lays its view out."),
        "CALayer:needsDisplay": Entry(signature: "func needsDisplay() -> Bool", summary: "Whether the layer is marked for redrawing."),
        "CALayer:needsLayout": Entry(signature: "func needsLayout() -> Bool", summary: "Whether the layer is marked for layout."),
        "UIColor:colorNamed": Entry(signature: "UIColor:colorNamed(name: String) -> UIColor?",
                                    summary: "The color set of that name in an asset catalog (*.xcassets) of the script's folder or a folder in it; nil if there is none."),
        "Finger:moveTo": Entry(signature: "moveTo(x: CGFloat, y: CGFloat)", summary: "Moves the finger to a point of the screen, at the next turn."),
        "Finger:lift": Entry(signature: "lift()", summary: "Lifts the finger, at the next turn: the touch ends."),
        "Finger:cancel": Entry(signature: "cancel()", summary: "Cancels the finger's touch, at the next turn, as a system interruption does."),
        "InteractivePop:update": Entry(signature: "update(fraction: CGFloat)", summary: "Moves the edge swipe to a fraction of the width."),
        "InteractivePop:finish": Entry(signature: "finish()", summary: "Completes the swipe: the top controller is popped."),
        "InteractivePop:cancel": Entry(signature: "cancel()", summary: "Cancels the swipe: the top controller stays."),
        // UIDevice, UIColor, NSCoder, transitions
        "beginGeneratingDeviceOrientationNotifications": Entry(
            signature: "func beginGeneratingDeviceOrientationNotifications()",
            summary: "Starts the device's orientation notifications."),
        "endGeneratingDeviceOrientationNotifications": Entry(
            signature: "func endGeneratingDeviceOrientationNotifications()",
            summary: "Stops the device's orientation notifications."),
        "animateAlongsideTransitionCompletion": Entry(
            signature: "func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool",
            summary: "Runs blocks with a transition's animations and after it."),
        "colorWithRedGreenBlueAlpha": Entry(signature: "UIColor:colorWithRedGreenBlueAlpha(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> UIColor",
                                            summary: "A color from its components, each from 0 to 1."),
        "userInterfaceLayoutDirectionForSemanticContentAttribute": Entry(
            signature: "class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection",
            summary: "The direction a view with the attribute lays out in: the app's, unless the attribute fixes one."),
        "colorWithWhiteAlpha": Entry(signature: "UIColor:colorWithWhiteAlpha(white: CGFloat, alpha: CGFloat) -> UIColor",
                                     summary: "A gray from its brightness and opacity, from 0 to 1."),
        "colorWithHueSaturationBrightnessAlpha": Entry(
            signature: "UIColor:colorWithHueSaturationBrightnessAlpha(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) -> UIColor",
            summary: "A color from its hue (a fraction of the circle), saturation, brightness and opacity, each from 0 to 1."),
        "colorWithDisplayP3RedGreenBlueAlpha": Entry(
            signature: "UIColor:colorWithDisplayP3RedGreenBlueAlpha(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> UIColor",
            summary: "A color from Display P3 components, converted to extended sRGB (a component may then lie outside 0 to 1)."),
        "getRedGreenBlueAlpha": Entry(signature: "getRedGreenBlueAlpha() -> (CGFloat, CGFloat, CGFloat, CGFloat)",
                                      summary: "The color's red, green, blue and opacity, four results."),
        "getHueSaturationBrightnessAlpha": Entry(signature: "getHueSaturationBrightnessAlpha() -> (CGFloat, CGFloat, CGFloat, CGFloat)",
                                                 summary: "The color's hue, saturation, brightness and opacity, four results."),
        "getWhiteAlpha": Entry(signature: "getWhiteAlpha() -> (CGFloat, CGFloat)?",
                               summary: "A gray's brightness and opacity, two results; nothing for a color made from red, green and blue, as UIKit refuses it."),
        "resolvedColorWithTraitCollection": Entry(signature: "func resolvedColor(with traitCollection: UITraitCollection) -> UIColor",
                                                  summary: "The color for those traits: a dynamic color's value for them, any other color itself."),
        "colorWithAlphaComponent": Entry(signature: "func withAlphaComponent(_ alpha: CGFloat) -> UIColor",
                                         summary: "The color with another opacity."),
        "set": Entry(signature: "func set()", summary: "Makes the color the current context's fill and stroke color."),
        "setFill": Entry(signature: "func setFill()", summary: "Makes the color the current context's fill color."),
        "setStroke": Entry(signature: "func setStroke()", summary: "Makes the color the current context's stroke color."),
        "containsValueForKey": Entry(signature: "func containsValue(forKey key: String) -> Bool",
                                     summary: "Whether the archive has a value for the key."),
        "decodeObjectForKey": Entry(signature: "func decodeObject(forKey key: String) -> Any?",
                                    summary: "The object archived under the key."),
        "decodeBoolForKey": Entry(signature: "func decodeBool(forKey key: String) -> Bool",
                                  summary: "The Boolean archived under the key."),
        "decodeIntegerForKey": Entry(signature: "func decodeInteger(forKey key: String) -> Int",
                                     summary: "The integer archived under the key."),
        "decodeDoubleForKey": Entry(signature: "func decodeDouble(forKey key: String) -> Double",
                                    summary: "The number archived under the key."),
    ]
}
