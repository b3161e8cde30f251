import Foundation

/// A color in extended sRGB, as `UIColor(red:green:blue:alpha:)` makes it.
public struct CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Red, green, blue and alpha, in extended sRGB.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    public var numberOfComponents: Int { 4 }
    public var colorSpace: CGColorSpace? { CGColorSpace.extendedSRGBSpace }

    /// The same colour at another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public var description: String {
        "\(shortNumber(red)) \(shortNumber(green)) \(shortNumber(blue)) \(shortNumber(alpha))"
    }
}

/// The type a color literal without context has, as in UIKit:
/// `let accent = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)` is a UIColor.
public typealias _ColorLiteralType = UIColor

/// UIKit's color object, an `NSObject` as in UIKit. Immutable; two colors with
/// the same components are equal (`==`, `isEqual(_:)`) and hash alike.
///
/// A dynamic color (`init(dynamicProvider:)`) has no components of its own: it
/// asks its provider for a color for the traits it is resolved against, the
/// current trait collection's when its `cgColor` or components are read. It is
/// equal only to itself.
///
/// A color literal, `#colorLiteral(red:green:blue:alpha:)`, is a UIColor.
open class UIColor: NSObject, _ExpressibleByColorLiteral {
    /// First, for CoreFoundation (CoreFoundationInfo.swift).
    private let coreFoundationInfo = CoreFoundationInfo()
    /// The components, for a color that has them (all but dynamic ones).
    private let components: CGColor
    /// Made with `init(white:alpha:)`: its components are one gray value, which
    /// `getWhite(_:alpha:)` gives back (UIKit's grayscale color space).
    private let isGrayscale: Bool
    let dynamicProvider: ((UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        isGrayscale = false
        dynamicProvider = nil
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        components = CGColor(red: white, green: white, blue: white, alpha: alpha)
        isGrayscale = true
        dynamicProvider = nil
        super.init()
    }

    /// A color whose value depends on the traits it is resolved against
    /// (light or dark appearance): the provider is asked at each resolution.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        components = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        isGrayscale = false
        self.dynamicProvider = dynamicProvider
        super.init()
    }

    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// Hue, saturation and brightness from 0 to 1 (the hue a fraction of the
    /// circle), as sRGB components.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Display P3 components, converted to extended sRGB (the engine's one
    /// color space) as UIKit converts them.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: AssetCatalog.displayP3ToExtendedSRGB(red, green, blue, alpha))
    }

    /// What `#colorLiteral(red:green:blue:alpha:)` calls.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The color's components, resolved against the current trait collection
    /// if the color is dynamic.
    public var cgColor: CGColor { resolvedColor(with: UITraitCollection.current).components }

    /// The color the traits give: a dynamic color's provider's answer (itself
    /// resolved, should it be dynamic too), any other color itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        // A provider that answers with a dynamic color (itself, even) is asked
        // a bounded number of times: a cycle resolves to clear, not to a hang.
        for _ in 0..<UIColor.maximumResolutionDepth {
            guard let provider = color.dynamicProvider else { return color }
            color = provider(traitCollection)
        }
        return color.dynamicProvider == nil ? color : .clear
    }

    private static let maximumResolutionDepth = 16

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let dynamicProvider {
            return UIColor { traits in dynamicProvider(traits).withAlphaComponent(alpha) }
        }
        if isGrayscale { return UIColor(white: components.red, alpha: alpha) }
        return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }

    // MARK: Components
    // Each getter writes through the pointers it is given (any may be nil) and
    // says whether it could: UIKit's grayscale getter refuses colors made from
    // red, green and blue.

    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = cgColor
        red?.pointee = color.red
        green?.pointee = color.green
        blue?.pointee = color.blue
        alpha?.pointee = color.alpha
        return true
    }

    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = cgColor
        let (h, s, b) = UIColor.hsb(red: color.red, green: color.green, blue: color.blue)
        hue?.pointee = h
        saturation?.pointee = s
        brightness?.pointee = b
        alpha?.pointee = color.alpha
        return true
    }

    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = resolvedColor(with: UITraitCollection.current)
        guard color.isGrayscale else { return false }
        white?.pointee = color.components.red
        alpha?.pointee = color.components.alpha
        return true
    }

    /// Hue, saturation and brightness of sRGB components (the hexcone model).
    static func hsb(red: CGFloat, green: CGFloat, blue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let chroma = maximum - minimum
        let saturation = maximum > 0 ? chroma / maximum : 0
        guard chroma > 0 else { return (0, saturation, maximum) }
        var sixths: CGFloat
        if maximum == red {
            sixths = (green - blue) / chroma
        } else if maximum == green {
            sixths = (blue - red) / chroma + 2
        } else {
            sixths = (red - green) / chroma + 4
        }
        if sixths < 0 { sixths += 6 }
        return (sixths / 6, saturation, maximum)
    }

    /// sRGB components of a hue, saturation and brightness; the hue wraps
    /// around the circle.
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        guard saturation > 0, hue.isFinite else { return (brightness, brightness, brightness) }
        var sixths = (hue - hue.rounded(.down)) * 6
        if sixths >= 6 { sixths = 0 }
        let sector = Int(sixths)
        let fraction = sixths - CGFloat(sector)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }

    // MARK: NSObject

    /// Colors with components are equal when their components are; a dynamic
    /// color only to itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if dynamicProvider != nil || other.dynamicProvider != nil { return self === other }
        return components == other.components
    }

    open override var hash: Int {
        dynamicProvider == nil ? components.hashValue : ObjectIdentifier(self).hashValue
    }

    /// UIKit prints `UIExtendedSRGBColorSpace 1 0 0 1`; a dynamic color, which
    /// has no components until resolved, `<UIDynamicProviderColor>`.
    open override var description: String {
        dynamicProvider == nil ? "UIExtendedSRGBColorSpace \(components)" : "<UIDynamicProviderColor>"
    }

    open override var debugDescription: String { description }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    /// The light-appearance values of the dynamic system colors.
    public static let systemBackground = UIColor.white
    public static let label = UIColor.black
}
