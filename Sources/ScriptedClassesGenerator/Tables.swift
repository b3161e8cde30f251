/// The native classes a Lua class can descend from, each after its superclass,
/// with the hooks each declares (a class's hooks are its superclass's, then its
/// own). Adding a class to the bridge is one entry here, plus its bindings
/// (CONTRIBUTING.md).
let nativeClasses: [NativeClassSpec] = [
    NativeClassSpec("NSObject", superclass: nil, initializer: "super.init()", hooks: []),
    NativeClassSpec("UIResponder", superclass: "NSObject", initializer: "super.init()", hooks: responderHooks),
    NativeClassSpec("UIView", superclass: "UIResponder", initializer: "super.init(frame: .zero)", hooks: viewHooks),
    NativeClassSpec("UIControl", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: controlHooks),
    NativeClassSpec("UILabel", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: labelHooks),
    NativeClassSpec("UIImageView", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UIButton", superclass: "UIControl", initializer: "super.init(frame: .zero)", hooks: buttonHooks),
    NativeClassSpec("UISwitch", superclass: "UIControl", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UISlider", superclass: "UIControl", initializer: "super.init(frame: .zero)", hooks: sliderHooks),
    NativeClassSpec("UIScrollView", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: scrollViewHooks),
    NativeClassSpec("UITextField", superclass: "UIControl", initializer: "super.init(frame: .zero)", hooks: textFieldHooks),
    NativeClassSpec("UITextView", superclass: "UIScrollView", initializer: "super.init(frame: .zero)", hooks: textViewHooks),
    NativeClassSpec("UITableView", superclass: "UIScrollView", initializer: "super.init(frame: .zero, style: .plain)",
                    hooks: []),
    NativeClassSpec("UITableViewCell", superclass: "UIView", initializer: "super.init(style: .default, reuseIdentifier: nil)",
                    hooks: tableViewCellHooks,
                    members: ["required init?(registeredWithStyle style: UITableViewCell.CellStyle, reuseIdentifier: String?) { return nil }"]),
    NativeClassSpec("UITableViewHeaderFooterView", superclass: "UIView", initializer: "super.init(reuseIdentifier: nil)",
                    hooks: headerFooterViewHooks,
                    members: ["required init?(registeredWithReuseIdentifier reuseIdentifier: String?) { return nil }"]),
    NativeClassSpec("UICollectionView", superclass: "UIScrollView",
                    initializer: "super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())", hooks: []),
    NativeClassSpec("UICollectionReusableView", superclass: "UIView", initializer: "super.init(frame: .zero)",
                    hooks: collectionReusableViewHooks,
                    members: ["required init?(registeredWithFrame frame: CGRect) { return nil }"]),
    NativeClassSpec("UICollectionViewCell", superclass: "UICollectionReusableView", initializer: "super.init(frame: .zero)",
                    hooks: collectionViewCellHooks,
                    members: ["required init?(registeredWithFrame frame: CGRect) { return nil }"]),
    NativeClassSpec("UIRefreshControl", superclass: "UIControl", initializer: "super.init(frame: .zero)",
                    hooks: refreshControlHooks),
    NativeClassSpec("UISegmentedControl", superclass: "UIControl", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UIPageControl", superclass: "UIControl", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UIStepper", superclass: "UIControl", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UIPickerView", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UIActivityIndicatorView", superclass: "UIView", initializer: "super.init(frame: .zero)",
                    hooks: activityIndicatorHooks),
    NativeClassSpec("UIProgressView", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UIVisualEffectView", superclass: "UIView", initializer: "super.init(effect: nil)", hooks: []),
    NativeClassSpec("UIWindow", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UINavigationBar", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UITabBar", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UIViewController", superclass: "UIResponder", initializer: "super.init(nibName: nil, bundle: nil)",
                    hooks: controllerHooks),
    NativeClassSpec("UINavigationController", superclass: "UIViewController",
                    initializer: "super.init(nibName: nil, bundle: nil)", hooks: navigationHooks),
    NativeClassSpec("UITabBarController", superclass: "UIViewController",
                    initializer: "super.init(nibName: nil, bundle: nil)", hooks: tabBarHooks),
    NativeClassSpec("CALayer", superclass: "NSObject", initializer: "super.init()", hooks: layerHooks,
                    members: ["required init?(coder: NSCoder) { return nil }"]),
    NativeClassSpec("CAShapeLayer", superclass: "CALayer", initializer: "super.init()", hooks: [],
                    members: ["required init?(coder: NSCoder) { return nil }"]),
    NativeClassSpec("CAGradientLayer", superclass: "CALayer", initializer: "super.init()", hooks: [],
                    members: ["required init?(coder: NSCoder) { return nil }"]),
    NativeClassSpec("UITableViewController", superclass: "UIViewController",
                    initializer: "super.init(style: .plain)", hooks: tableViewControllerHooks),
    NativeClassSpec("UICollectionViewController", superclass: "UIViewController",
                    initializer: "super.init(collectionViewLayout: UICollectionViewFlowLayout())",
                    hooks: collectionViewControllerHooks),
    NativeClassSpec("UICollectionViewLayout", superclass: "NSObject", initializer: "super.init()", hooks: collectionViewLayoutHooks),
    NativeClassSpec("UIPercentDrivenInteractiveTransition", superclass: "NSObject", initializer: "super.init()", hooks: []),
    NativeClassSpec("UICollectionViewFlowLayout", superclass: "UICollectionViewLayout", initializer: "super.init()", hooks: []),
    NativeClassSpec("UIGestureRecognizer", superclass: "NSObject", initializer: "super.init(target: nil, action: nil)",
                    hooks: gestureRecognizerHooks),
    NativeClassSpec("UITableViewDiffableDataSource", superclass: "NSObject", initializer: "super.init(awaitingTableView: ())",
                    hooks: tableDiffableDataSourceHooks,
                    swiftType: "UITableViewDiffableDataSource<AnyHashable, AnyHashable>"),
    NativeClassSpec("UICollectionViewDiffableDataSource", superclass: "NSObject",
                    initializer: "super.init(awaitingCollectionView: ())", hooks: [],
                    swiftType: "UICollectionViewDiffableDataSource<AnyHashable, AnyHashable>"),
    NativeClassSpec("UITapGestureRecognizer", superclass: "UIGestureRecognizer",
                    initializer: "super.init(target: nil, action: nil)", hooks: []),
    NativeClassSpec("UILongPressGestureRecognizer", superclass: "UIGestureRecognizer",
                    initializer: "super.init(target: nil, action: nil)", hooks: []),
    NativeClassSpec("UIPanGestureRecognizer", superclass: "UIGestureRecognizer",
                    initializer: "super.init(target: nil, action: nil)", hooks: []),
    NativeClassSpec("UIScreenEdgePanGestureRecognizer", superclass: "UIPanGestureRecognizer",
                    initializer: "super.init(target: nil, action: nil)", hooks: []),
    NativeClassSpec("UISwipeGestureRecognizer", superclass: "UIGestureRecognizer",
                    initializer: "super.init(target: nil, action: nil)", hooks: []),
    NativeClassSpec("UIPinchGestureRecognizer", superclass: "UIGestureRecognizer",
                    initializer: "super.init(target: nil, action: nil)", hooks: []),
    NativeClassSpec("UIRotationGestureRecognizer", superclass: "UIGestureRecognizer",
                    initializer: "super.init(target: nil, action: nil)", hooks: []),
]

/// UIResponder's touch methods, each default passing the touches up the
/// responder chain, and the first responder's.
let responderHooks = ["Began", "Moved", "Ended", "Cancelled"].map { phase in
    Hook("touches\(phase):withEvent:", "func touches\(phase)(_ touches: Set<UITouch>, with event: UIEvent?)")
} + [
    Hook("canBecomeFirstResponder", "var canBecomeFirstResponder: Bool"),
    Hook("canResignFirstResponder", "var canResignFirstResponder: Bool"),
    Hook("becomeFirstResponder", "func becomeFirstResponder() -> Bool", traced: true),
    Hook("resignFirstResponder", "func resignFirstResponder() -> Bool", traced: true),
]

let viewHooks = [
    Hook("willMoveToSuperview:", "func willMove(toSuperview newSuperview: UIView?)", traced: true),
    Hook("didMoveToSuperview", "func didMoveToSuperview()", traced: true),
    Hook("willMoveToWindow:", "func willMove(toWindow newWindow: UIWindow?)", traced: true),
    Hook("didMoveToWindow", "func didMoveToWindow()", traced: true),
    Hook("didAddSubview:", "func didAddSubview(_ subview: UIView)", traced: true),
    Hook("willRemoveSubview:", "func willRemoveSubview(_ subview: UIView)", traced: true),
    Hook("removeFromSuperview", "func removeFromSuperview()", traced: true),
    Hook("layoutSubviews", "func layoutSubviews()", traced: true),
    Hook("sizeThatFits:", "func sizeThatFits(_ size: CGSize) -> CGSize", traced: true),
    Hook("intrinsicContentSize", "var intrinsicContentSize: CGSize", traced: true),
    Hook("updateConstraints", "func updateConstraints()", traced: true),
    Hook("drawRect:", "func draw(_ rect: CGRect)", traced: true, onlyIfOverridden: true),
    Hook("awakeFromNib", "func awakeFromNib()", traced: true),
    Hook("safeAreaInsetsDidChange", "func safeAreaInsetsDidChange()", traced: true),
    Hook("layoutMarginsDidChange", "func layoutMarginsDidChange()", traced: true),
    Hook("traitCollectionDidChange:", "func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)", traced: true),
    Hook("setNeedsLayout", "func setNeedsLayout()"),
    Hook("layoutIfNeeded", "func layoutIfNeeded()"),
    Hook("setNeedsDisplay", "func setNeedsDisplay()"),
    Hook("setNeedsDisplayInRect:", "func setNeedsDisplay(_ rect: CGRect)"),
    Hook("sizeToFit", "func sizeToFit()"),
    Hook("invalidateIntrinsicContentSize", "func invalidateIntrinsicContentSize()"),
    Hook("setNeedsUpdateConstraints", "func setNeedsUpdateConstraints()"),
    Hook("updateConstraintsIfNeeded", "func updateConstraintsIfNeeded()"),
    Hook("addSubview:", "func addSubview(_ view: UIView)"),
    Hook("insertSubview:atIndex:", "func insertSubview(_ view: UIView, at index: Int)"),
    Hook("insertSubview:aboveSubview:", "func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView)"),
    Hook("insertSubview:belowSubview:", "func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView)"),
    Hook("bringSubviewToFront:", "func bringSubviewToFront(_ view: UIView)"),
    Hook("sendSubviewToBack:", "func sendSubviewToBack(_ view: UIView)"),
    Hook("exchangeSubviewAtIndex:withSubviewAtIndex:", "func exchangeSubview(at index1: Int, withSubviewAt index2: Int)"),
    Hook("hitTest:withEvent:", "func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?"),
    Hook("pointInside:withEvent:", "func point(inside point: CGPoint, with event: UIEvent?) -> Bool"),
    Hook("gestureRecognizerShouldBegin:", "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool"),
    Hook("tintColorDidChange", "func tintColorDidChange()", traced: true),
]

/// UIControl's tracking of the touch that landed in it.
let controlHooks = [
    Hook("beginTrackingWithTouch:withEvent:", "func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool", traced: true),
    Hook("continueTrackingWithTouch:withEvent:", "func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool",
         traced: true),
    Hook("endTrackingWithTouch:withEvent:", "func endTracking(_ touch: UITouch?, with event: UIEvent?)", traced: true),
    Hook("cancelTrackingWithEvent:", "func cancelTracking(with event: UIEvent?)", traced: true),
]

/// A recognizer's touch methods (which, unlike a responder's, pass nothing
/// on), its reset, and how it stands with other recognizers.
/// CALayer's drawing and layout: `drawInContext:` only when a Lua class
/// defines it, so that a layer that does not draw keeps no store.
let layerHooks = [
    Hook("display", "func display()", traced: true),
    Hook("drawInContext:", "func draw(in ctx: CGContext)", traced: true, onlyIfOverridden: true),
    Hook("layoutSublayers", "func layoutSublayers()", traced: true),
    Hook("setNeedsDisplay", "func setNeedsDisplay()"),
    Hook("setNeedsLayout", "func setNeedsLayout()"),
    Hook("layoutIfNeeded", "func layoutIfNeeded()"),
]

let gestureRecognizerHooks = ["Began", "Moved", "Ended", "Cancelled"].map { phase in
    Hook("touches\(phase):withEvent:", "func touches\(phase)(_ touches: Set<UITouch>, with event: UIEvent)")
} + [
    Hook("reset", "func reset()", traced: true),
    Hook("canPreventGestureRecognizer:", "func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool"),
    Hook("canBePreventedByGestureRecognizer:",
         "func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool"),
    Hook("shouldRequireFailureOfGestureRecognizer:",
         "func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool"),
    Hook("shouldBeRequiredToFailByGestureRecognizer:",
         "func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool"),
]

/// What a scroll view's subclass may take over: the notice of new adjusted
/// insets, and scrolling in code.
let scrollViewHooks = [
    Hook("adjustedContentInsetDidChange", "func adjustedContentInsetDidChange()", traced: true),
    Hook("setContentOffset:animated:", "func setContentOffset(_ contentOffset: CGPoint, animated: Bool)"),
    Hook("scrollRectToVisible:animated:", "func scrollRectToVisible(_ rect: CGRect, animated: Bool)"),
]

/// A refresh control started and ended.
let refreshControlHooks = [
    Hook("beginRefreshing", "func beginRefreshing()", traced: true),
    Hook("endRefreshing", "func endRefreshing()", traced: true),
]

/// A spinner started and stopped.
let activityIndicatorHooks = [
    Hook("startAnimating", "func startAnimating()", traced: true),
    Hook("stopAnimating", "func stopAnimating()", traced: true),
]

/// A cell's reuse and its selection state, which the table sets.
let tableViewCellHooks = [
    Hook("prepareForReuse", "func prepareForReuse()", traced: true),
    Hook("setEditing:animated:", "func setEditing(_ editing: Bool, animated: Bool)", traced: true),
    Hook("setSelected:animated:", "func setSelected(_ selected: Bool, animated: Bool)", traced: true),
    Hook("setHighlighted:animated:", "func setHighlighted(_ highlighted: Bool, animated: Bool)", traced: true),
]

/// A table's header or footer view, reset as it leaves the pool.
let headerFooterViewHooks = [
    Hook("prepareForReuse", "func prepareForReuse()", traced: true),
]

/// A collection view's reusable view, reset as it leaves the pool.
let collectionReusableViewHooks = [
    Hook("prepareForReuse", "func prepareForReuse()", traced: true),
    Hook("applyLayoutAttributes:", "func apply(_ layoutAttributes: UICollectionViewLayoutAttributes)", traced: true),
    Hook("preferredLayoutAttributesFittingAttributes:",
         "func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes"),
]

/// What a collection view asks its layout, in its order: prepare, the content
/// size, the elements in a rect; an item's or a supplementary view's
/// attributes; whether a bounds change invalidates it.
let collectionViewLayoutHooks = [
    Hook("prepareLayout", "func prepare()", traced: true),
    Hook("collectionViewContentSize", "var collectionViewContentSize: CGSize", traced: true),
    Hook("layoutAttributesForElementsInRect:",
         "func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?", traced: true),
    Hook("layoutAttributesForItemAtIndexPath:",
         "func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?", traced: true),
    Hook("layoutAttributesForSupplementaryViewOfKind:atIndexPath:",
         "func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
         traced: true),
    Hook("shouldInvalidateLayoutForBoundsChange:", "func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool",
         traced: true),
    Hook("invalidateLayout", "func invalidateLayout()", traced: true),
]

/// A collection view cell's selection state, which the collection view sets
/// (the setters of `isSelected` and `isHighlighted`).
let collectionViewCellHooks = [
    Hook("setSelected:", "func setSelected(_ selected: Bool)", traced: true),
    Hook("setHighlighted:", "func setHighlighted(_ highlighted: Bool)", traced: true),
]

/// Where a button with a configuration updates it for its state.
let buttonHooks = [
    Hook("updateConfiguration", "func updateConfiguration()", traced: true),
]

/// Where a label puts its text and how it draws it.
let labelHooks = [
    Hook("textRectForBounds:limitedToNumberOfLines:",
         "func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect", traced: true),
    Hook("drawTextInRect:", "func drawText(in rect: CGRect)", traced: true),
]

/// Where a text field puts its text, border and overlay views, how it draws
/// its text and placeholder, and the keyboard's input.
let textFieldHooks = [
    Hook("borderRectForBounds:", "func borderRect(forBounds bounds: CGRect) -> CGRect"),
    Hook("textRectForBounds:", "func textRect(forBounds bounds: CGRect) -> CGRect"),
    Hook("placeholderRectForBounds:", "func placeholderRect(forBounds bounds: CGRect) -> CGRect"),
    Hook("editingRectForBounds:", "func editingRect(forBounds bounds: CGRect) -> CGRect"),
    Hook("clearButtonRectForBounds:", "func clearButtonRect(forBounds bounds: CGRect) -> CGRect"),
    Hook("leftViewRectForBounds:", "func leftViewRect(forBounds bounds: CGRect) -> CGRect"),
    Hook("rightViewRectForBounds:", "func rightViewRect(forBounds bounds: CGRect) -> CGRect"),
    Hook("drawTextInRect:", "func drawText(in rect: CGRect)", traced: true),
    Hook("drawPlaceholderInRect:", "func drawPlaceholder(in rect: CGRect)", traced: true),
    Hook("insertText:", "func insertText(_ text: String)"),
    Hook("deleteBackward", "func deleteBackward()"),
]

/// The keyboard's input into a text view.
let textViewHooks = [
    Hook("insertText:", "func insertText(_ text: String)"),
    Hook("deleteBackward", "func deleteBackward()"),
]

/// Where a slider draws its track and thumb, which tracking follows.
let sliderHooks = [
    Hook("trackRectForBounds:", "func trackRect(forBounds bounds: CGRect) -> CGRect"),
    Hook("thumbRectForBounds:trackRect:value:", "func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect"),
]

let controllerHooks = [
    Hook("awakeFromNib", "func awakeFromNib()", traced: true),
    Hook("loadView", "func loadView()", traced: true),
    Hook("viewDidLoad", "func viewDidLoad()", traced: true),
    Hook("viewWillAppear:", "func viewWillAppear(_ animated: Bool)", traced: true),
    Hook("viewDidAppear:", "func viewDidAppear(_ animated: Bool)", traced: true),
    Hook("viewWillDisappear:", "func viewWillDisappear(_ animated: Bool)", traced: true),
    Hook("viewDidDisappear:", "func viewDidDisappear(_ animated: Bool)", traced: true),
    Hook("viewWillLayoutSubviews", "func viewWillLayoutSubviews()", traced: true),
    Hook("viewDidLayoutSubviews", "func viewDidLayoutSubviews()", traced: true),
    Hook("viewLayoutMarginsDidChange", "func viewLayoutMarginsDidChange()", traced: true),
    Hook("viewSafeAreaInsetsDidChange", "func viewSafeAreaInsetsDidChange()", traced: true),
    Hook("updateViewConstraints", "func updateViewConstraints()", traced: true),
    Hook("willMoveToParentViewController:", "func willMove(toParent parent: UIViewController?)", traced: true),
    Hook("didMoveToParentViewController:", "func didMove(toParent parent: UIViewController?)", traced: true),
    Hook("didReceiveMemoryWarning", "func didReceiveMemoryWarning()", traced: true),
    Hook("viewWillTransitionToSize:withTransitionCoordinator:",
         "func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)", traced: true),
    Hook("willTransitionToTraitCollection:withTransitionCoordinator:",
         "func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)",
         traced: true),
    Hook("traitCollectionDidChange:", "func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)", traced: true),
    Hook("prepareForSegue:sender:", "func prepare(for segue: UIStoryboardSegue, sender: Any?)", traced: true),
    Hook("shouldPerformSegueWithIdentifier:sender:",
         "func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool", traced: true),
    Hook("shouldAutomaticallyForwardAppearanceMethods", "var shouldAutomaticallyForwardAppearanceMethods: Bool"),
    Hook("supportedInterfaceOrientations", "var supportedInterfaceOrientations: UIInterfaceOrientationMask"),
    Hook("shouldAutorotate", "var shouldAutorotate: Bool"),
    Hook("preferredStatusBarStyle", "var preferredStatusBarStyle: UIStatusBarStyle"),
    Hook("prefersStatusBarHidden", "var prefersStatusBarHidden: Bool"),
    Hook("childViewControllerForStatusBarStyle", "var childForStatusBarStyle: UIViewController?"),
    Hook("childViewControllerForStatusBarHidden", "var childForStatusBarHidden: UIViewController?"),
    Hook("loadViewIfNeeded", "func loadViewIfNeeded()"),
    Hook("beginAppearanceTransition:animated:", "func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)"),
    Hook("endAppearanceTransition", "func endAppearanceTransition()"),
    Hook("addChildViewController:", "func addChild(_ childController: UIViewController)"),
    Hook("removeFromParentViewController", "func removeFromParent()"),
    Hook("presentViewController:animated:completion:",
         "func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?)"),
    Hook("dismissViewControllerAnimated:completion:", "func dismiss(animated flag: Bool, completion: (() -> Void)?)"),
    Hook("setEditing:animated:", "func setEditing(_ editing: Bool, animated: Bool)", traced: true),
]

let navigationHooks = [
    Hook("pushViewController:animated:", "func pushViewController(_ viewController: UIViewController, animated: Bool)"),
    Hook("popViewControllerAnimated:", "func popViewController(animated: Bool) -> UIViewController?"),
    Hook("popToRootViewControllerAnimated:", "func popToRootViewController(animated: Bool) -> [UIViewController]?"),
    Hook("popToViewController:animated:",
         "func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?"),
    Hook("setViewControllers:animated:", "func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)"),
]

let tabBarHooks = [
    Hook("setViewControllers:animated:", "func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)"),
]

/// A table controller's data source and delegate methods, which a Lua
/// subclass defines as it would on a table's data source
/// (`tableViewNumberOfRowsInSection`, `tableViewCellForRowAtIndexPath`…).
let tableViewControllerHooks = [
    Hook("tableView:numberOfRowsInSection:", "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int",
         traced: true),
    Hook("tableView:cellForRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell", traced: true),
    Hook("numberOfSectionsInTableView:", "func numberOfSections(in tableView: UITableView) -> Int", traced: true),
    Hook("tableView:titleForHeaderInSection:",
         "func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?", traced: true),
    Hook("tableView:titleForFooterInSection:",
         "func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?", traced: true),
    Hook("tableView:heightForRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat", traced: true),
    Hook("tableView:estimatedHeightForRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat", traced: true),
    Hook("tableView:heightForHeaderInSection:",
         "func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat", traced: true),
    Hook("tableView:heightForFooterInSection:",
         "func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat", traced: true),
    Hook("tableView:viewForHeaderInSection:",
         "func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?", traced: true),
    Hook("tableView:viewForFooterInSection:",
         "func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?", traced: true),
    Hook("tableView:willDisplayCell:forRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)", traced: true),
    Hook("tableView:didEndDisplayingCell:forRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)",
         traced: true),
    Hook("tableView:willDisplayHeaderView:forSection:",
         "func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)", traced: true),
    Hook("tableView:willDisplayFooterView:forSection:",
         "func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)", traced: true),
    Hook("tableView:didEndDisplayingHeaderView:forSection:",
         "func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)", traced: true),
    Hook("tableView:didEndDisplayingFooterView:forSection:",
         "func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)", traced: true),
    Hook("tableView:shouldHighlightRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool", traced: true),
    Hook("tableView:didHighlightRowAtIndexPath:", "func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)",
         traced: true),
    Hook("tableView:didUnhighlightRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)", traced: true),
    Hook("tableView:willSelectRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?", traced: true),
    Hook("tableView:willDeselectRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?", traced: true),
    Hook("tableView:didSelectRowAtIndexPath:", "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)",
         traced: true),
    Hook("tableView:didDeselectRowAtIndexPath:", "func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)",
         traced: true),
] + tableEditingHooks + [
    Hook("tableView:editingStyleForRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle",
         traced: true),
    Hook("tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?",
         traced: true),
    Hook("tableView:shouldIndentWhileEditingRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool", traced: true),
    Hook("tableView:willBeginEditingRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)", traced: true),
    Hook("tableView:didEndEditingRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)", traced: true),
    Hook("tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?",
         traced: true),
    Hook("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?",
         traced: true),
    Hook("tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
         "func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath",
         traced: true),
]

/// The data source's editing methods: whether rows can be edited and moved,
/// and the deletions, insertions and moves the table commits.
let tableEditingHooks = [
    Hook("tableView:canEditRowAtIndexPath:", "func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool",
         traced: true),
    Hook("tableView:commitEditingStyle:forRowAtIndexPath:",
         "func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)",
         traced: true),
    Hook("tableView:canMoveRowAtIndexPath:", "func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool",
         traced: true),
    Hook("tableView:moveRowAtIndexPath:toIndexPath:",
         "func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)",
         traced: true),
]

/// What a subclass of a table's diffable data source answers besides the
/// snapshot: its sections' titles and its editing methods.
let tableDiffableDataSourceHooks = [
    Hook("tableView:titleForHeaderInSection:",
         "func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?", traced: true),
    Hook("tableView:titleForFooterInSection:",
         "func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?", traced: true),
] + tableEditingHooks

/// A collection controller's data source and delegate methods.
let collectionViewControllerHooks = [
    Hook("collectionView:numberOfItemsInSection:",
         "func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int", traced: true),
    Hook("collectionView:cellForItemAtIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell",
         traced: true),
    Hook("numberOfSectionsInCollectionView:", "func numberOfSections(in collectionView: UICollectionView) -> Int", traced: true),
    Hook("collectionView:willDisplayCell:forItemAtIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)",
         traced: true),
    Hook("collectionView:didEndDisplayingCell:forItemAtIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)",
         traced: true),
    Hook("collectionView:shouldHighlightItemAtIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool", traced: true),
    Hook("collectionView:didHighlightItemAtIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)", traced: true),
    Hook("collectionView:didUnhighlightItemAtIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)", traced: true),
    Hook("collectionView:shouldSelectItemAtIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool", traced: true),
    Hook("collectionView:didSelectItemAtIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)", traced: true),
    Hook("collectionView:shouldDeselectItemAtIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool", traced: true),
    Hook("collectionView:didDeselectItemAtIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)", traced: true),
    Hook("collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView",
         traced: true),
    Hook("collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath)",
         traced: true),
    Hook("collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:",
         "func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath)",
         traced: true),
]

/// Swift types of hook parameters and results that cross to Lua as another type:
/// a block as an `NSBlock` object, a coordinator protocol as an object, any
/// value (a segue's sender) as whatever Lua value it is.
let luaRepresentations: [String: (luaType: String, wrap: (String) -> String, unwrap: (String) -> String)] = [
    "(() -> Void)?": ("Block?", { "\($0).map(Block.init)" }, { "(\($0) as Block?)?.body" }),
    "Any?": ("LuaAny", { "LuaAny(\($0))" }, { "(\($0) as LuaAny).value" }),
    "UIViewControllerTransitionCoordinator": ("TransitionCoordinator", { "TransitionCoordinator(\($0))" }, { "(\($0) as TransitionCoordinator).coordinator" }),
]

struct NativeClassSpec {
    let name: String
    let superclass: String?
    /// How the stand-in calls its native superclass's designated initializer.
    let initializer: String
    let hooks: [Hook]
    /// Declarations the stand-in must add: a required initializer of its
    /// class that it declines (it is made only through `init(scriptedClass:)`).
    let members: [String]
    /// The Swift type the stand-in subclasses: the name, or for a generic
    /// class the specialization scripts use.
    let swiftType: String

    init(_ name: String, superclass: String?, initializer: String, hooks: [Hook], members: [String] = [],
         swiftType: String? = nil) {
        self.name = name
        self.superclass = superclass
        self.initializer = initializer
        self.hooks = hooks
        self.members = members
        self.swiftType = swiftType ?? name
    }

    /// A stand-in for a class outside UIResponder's tree keeps the bridge's
    /// per-object state itself; UIResponder holds it for the others.
    var isResponder: Bool {
        var current: NativeClassSpec? = self
        while let spec = current {
            if spec.name == "UIResponder" { return true }
            current = spec.superclass.flatMap { name in nativeClasses.first { $0.name == name } }
        }
        return false
    }

    /// Its superclass's hooks, then its own: hook ids are positions here.
    var allHooks: [Hook] {
        let inherited = superclass.flatMap { name in nativeClasses.first { $0.name == name } }?.allHooks ?? []
        return inherited + hooks
    }

    /// The position of its own first hook.
    var firstOwnHookID: Int { allHooks.count - hooks.count }
}
