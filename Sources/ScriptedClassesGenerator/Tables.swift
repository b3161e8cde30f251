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
    NativeClassSpec("UIButton", superclass: "UIControl", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UISwitch", superclass: "UIControl", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UISlider", superclass: "UIControl", initializer: "super.init(frame: .zero)", hooks: sliderHooks),
    NativeClassSpec("UIScrollView", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UITableView", superclass: "UIScrollView", initializer: "super.init(frame: .zero, style: .plain)",
                    hooks: []),
    NativeClassSpec("UITableViewCell", superclass: "UIView", initializer: "super.init(style: .default, reuseIdentifier: nil)",
                    hooks: tableViewCellHooks,
                    members: ["required init?(registeredWithStyle style: UITableViewCell.CellStyle, reuseIdentifier: String?) { return nil }"]),
    NativeClassSpec("UICollectionView", superclass: "UIScrollView",
                    initializer: "super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())", hooks: []),
    NativeClassSpec("UICollectionReusableView", superclass: "UIView", initializer: "super.init(frame: .zero)",
                    hooks: collectionReusableViewHooks),
    NativeClassSpec("UICollectionViewCell", superclass: "UICollectionReusableView", initializer: "super.init(frame: .zero)",
                    hooks: collectionViewCellHooks,
                    members: ["required init?(registeredWithFrame frame: CGRect) { return nil }"]),
    NativeClassSpec("UIWindow", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UINavigationBar", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UITabBar", superclass: "UIView", initializer: "super.init(frame: .zero)", hooks: []),
    NativeClassSpec("UIViewController", superclass: "UIResponder", initializer: "super.init(nibName: nil, bundle: nil)",
                    hooks: controllerHooks),
    NativeClassSpec("UINavigationController", superclass: "UIViewController",
                    initializer: "super.init(nibName: nil, bundle: nil)", hooks: navigationHooks),
    NativeClassSpec("UITabBarController", superclass: "UIViewController",
                    initializer: "super.init(nibName: nil, bundle: nil)", hooks: tabBarHooks),
    NativeClassSpec("UIGestureRecognizer", superclass: "NSObject", initializer: "super.init(target: nil, action: nil)",
                    hooks: gestureRecognizerHooks),
    NativeClassSpec("UITapGestureRecognizer", superclass: "UIGestureRecognizer",
                    initializer: "super.init(target: nil, action: nil)", hooks: []),
    NativeClassSpec("UILongPressGestureRecognizer", superclass: "UIGestureRecognizer",
                    initializer: "super.init(target: nil, action: nil)", hooks: []),
    NativeClassSpec("UIPanGestureRecognizer", superclass: "UIGestureRecognizer",
                    initializer: "super.init(target: nil, action: nil)", hooks: []),
    NativeClassSpec("UIScreenEdgePanGestureRecognizer", superclass: "UIPanGestureRecognizer",
                    initializer: "super.init(target: nil, action: nil)", hooks: []),
]

/// UIResponder's touch methods: each default passes the touches up the
/// responder chain.
let responderHooks = ["Began", "Moved", "Ended", "Cancelled"].map { phase in
    Hook("touches\(phase):withEvent:", "func touches\(phase)(_ touches: Set<UITouch>, with event: UIEvent?)")
}

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

/// A cell's reuse and its selection state, which the table sets.
let tableViewCellHooks = [
    Hook("prepareForReuse", "func prepareForReuse()", traced: true),
    Hook("setSelected:animated:", "func setSelected(_ selected: Bool, animated: Bool)", traced: true),
    Hook("setHighlighted:animated:", "func setHighlighted(_ highlighted: Bool, animated: Bool)", traced: true),
]

/// A collection view's reusable view, reset as it leaves the pool.
let collectionReusableViewHooks = [
    Hook("prepareForReuse", "func prepareForReuse()", traced: true),
]

/// A collection view cell's selection state, which the collection view sets
/// (the setters of `isSelected` and `isHighlighted`).
let collectionViewCellHooks = [
    Hook("setSelected:", "func setSelected(_ selected: Bool)", traced: true),
    Hook("setHighlighted:", "func setHighlighted(_ highlighted: Bool)", traced: true),
]

/// Where a label puts its text and how it draws it.
let labelHooks = [
    Hook("textRectForBounds:limitedToNumberOfLines:",
         "func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect", traced: true),
    Hook("drawTextInRect:", "func drawText(in rect: CGRect)", traced: true),
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
    Hook("loadViewIfNeeded", "func loadViewIfNeeded()"),
    Hook("beginAppearanceTransition:animated:", "func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)"),
    Hook("endAppearanceTransition", "func endAppearanceTransition()"),
    Hook("addChildViewController:", "func addChild(_ childController: UIViewController)"),
    Hook("removeFromParentViewController", "func removeFromParent()"),
    Hook("presentViewController:animated:completion:",
         "func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?)"),
    Hook("dismissViewControllerAnimated:completion:", "func dismiss(animated flag: Bool, completion: (() -> Void)?)"),
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

    init(_ name: String, superclass: String?, initializer: String, hooks: [Hook], members: [String] = []) {
        self.name = name
        self.superclass = superclass
        self.initializer = initializer
        self.hooks = hooks
        self.members = members
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
