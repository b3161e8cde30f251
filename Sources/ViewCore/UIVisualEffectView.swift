import Foundation

/// What a visual effect view shows over what lies behind it.
open class UIVisualEffect: NSObject {
    /// The translucent fill that stands for the effect: none by default.
    var fill: UIColor? { nil }
}

/// A blur of what lies behind, in one of UIKit's styles. The engine
/// composites no blur: it shows the effect as a translucent fill of the
/// style's tint (R17.13), an approximation whose colours are ours.
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's styles: the traditional ones, those adapting to the interface
    /// style (`regular`, `prominent`, the system materials), and the
    /// materials' always-light and always-dark versions. `extraDark` is
    /// tvOS's.
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// White or near black, more or less opaque: light styles lighten what
    /// is behind, dark ones darken it, thicker materials hide more of it;
    /// the adaptive styles follow the interface style.
    override var fill: UIColor? {
        func tint(dark: Bool, _ opacity: CGFloat) -> UIColor {
            dark ? UIColor(white: 0.11, alpha: opacity) : UIColor(white: 0.98, alpha: opacity)
        }
        func adaptive(_ opacity: CGFloat) -> UIColor {
            UIColor { traits in tint(dark: traits.userInterfaceStyle == .dark, opacity) }
        }
        switch style {
        case .extraLight: return UIColor(white: 1, alpha: 0.8)
        case .light: return tint(dark: false, 0.7)
        case .dark: return tint(dark: true, 0.73)
        case .extraDark: return UIColor(white: 0.04, alpha: 0.8)
        case .regular: return adaptive(0.7)
        case .prominent: return UIColor { traits in traits.userInterfaceStyle == .dark ? tint(dark: true, 0.73) : UIColor(white: 1, alpha: 0.8) }
        case .systemUltraThinMaterial: return adaptive(0.35)
        case .systemThinMaterial: return adaptive(0.55)
        case .systemMaterial: return adaptive(0.72)
        case .systemThickMaterial: return adaptive(0.85)
        case .systemChromeMaterial: return adaptive(0.8)
        case .systemUltraThinMaterialLight: return tint(dark: false, 0.35)
        case .systemThinMaterialLight: return tint(dark: false, 0.55)
        case .systemMaterialLight: return tint(dark: false, 0.72)
        case .systemThickMaterialLight: return tint(dark: false, 0.85)
        case .systemChromeMaterialLight: return tint(dark: false, 0.8)
        case .systemUltraThinMaterialDark: return tint(dark: true, 0.35)
        case .systemThinMaterialDark: return tint(dark: true, 0.55)
        case .systemMaterialDark: return tint(dark: true, 0.72)
        case .systemThickMaterialDark: return tint(dark: true, 0.85)
        case .systemChromeMaterialDark: return tint(dark: true, 0.8)
        }
    }
}

/// How a vibrancy effect renders content: labels of four emphases, fills
/// of three, separators.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Content made vivid over a blur. The engine shows no vibrancy: a view
/// with this effect draws no fill of its own, and its content shows as it is.
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle?

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// A view showing a visual effect behind its `contentView`, which fills it
/// and is where its subviews go, as in UIKit (R17.13). The effect shows as
/// a backdrop subview, below the content view, filled with the effect's
/// translucent tint, resolved in the view's interface style: an
/// approximation of UIKit's blur, which is not composited here.
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect? {
        didSet { backdropView.backgroundColor = effect?.fill }
    }

    /// Where the view's own subviews go.
    public let contentView = UIView()
    private let backdropView = UIView()

    override var viewsHeldBesidesSubviews: [UIView] { super.viewsHeldBesidesSubviews + [backdropView, contentView] }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addEffectViews()
    }

    public override init(frame: CGRect) {
        effect = nil
        super.init(frame: frame)
        addEffectViews()
    }

    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        addEffectViews()
    }

    private func addEffectViews() {
        for view in [backdropView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: view === backdropView ? 0 : subviewStorage.count)
        }
        backdropView.backgroundColor = effect?.fill
    }
}
