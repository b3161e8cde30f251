import Foundation

/// UIKit's edge insets; the geometry types themselves are Foundation's
/// `CGRect`, `CGPoint`, `CGSize` and `CGFloat`.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()

    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left,
                     bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

/// UIKit's offset: a distance to move a title or an image by.
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init() { self.init(horizontal: 0, vertical: 0) }

    public static let zero = UIOffset()
}

extension CGRect {
    /// `UIEdgeInsetsInsetRect`: the rect shrunk by the insets.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}

/// Formats numbers the way UIKit's descriptions do (`%g`): `375`, `20.5`.
func shortNumber(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }  // whatever its sign bit
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%g", Double(value))
}

/// `(0 20; 375 647)`, the frame notation of UIKit's view descriptions.
func frameNotation(_ rect: CGRect) -> String {
    "(\(shortNumber(rect.origin.x)) \(shortNumber(rect.origin.y)); \(shortNumber(rect.size.width)) \(shortNumber(rect.size.height)))"
}

// MARK: - CoreGraphics' rectangle functions, total

// Foundation's `CGRect` methods on Linux build ranges from a rect's edges and trap
// when an edge is NaN (`intersection`, `contains`, `intersects`), and answer
// inconsistently for some infinite input. The engine and the Lua bridge use these
// instead, under CoreGraphics' C names, so that no Double a script can produce
// stops the process. For finite input they give CoreGraphics' results: standardized
// rects, `CGRectNull` for rects that do not meet, touching rects meeting in a
// zero-width rect. CoreGraphics documents nothing for NaN; here a rect with a NaN
// in it (or one whose arithmetic gives a NaN, such as an edge at -inf with an
// infinite width) is undefined and acts as `CGRectNull` does: it covers no point,
// meets nothing, contributes nothing to a union, and what is computed from it alone
// is `CGRectNull`.

extension CGRect {
    /// Null, or with an edge that is NaN: what the functions below treat as null.
    var isUndefinedArea: Bool {
        isNull || containsNaN || (origin.x + size.width).isNaN || (origin.y + size.height).isNaN
    }

    /// Whether any of the four numbers is NaN.
    public var containsNaN: Bool {
        origin.x.isNaN || origin.y.isNaN || size.width.isNaN || size.height.isNaN
    }
}

extension CGPoint {
    public var containsNaN: Bool { x.isNaN || y.isNaN }
}

/// A size rounded up to the main screen's pixels, as UIKit rounds a label's
/// or a button's; a value already on a pixel (within rounding error) stays.
func roundedUpToPixels(_ size: CGSize) -> CGSize {
    let scale = UIScreen.main.scale > 0 ? UIScreen.main.scale : 1
    func up(_ value: CGFloat) -> CGFloat {
        let scaled = value * scale
        let nearest = scaled.rounded()
        return (abs(scaled - nearest) < 1e-6 ? nearest : scaled.rounded(.up)) / scale
    }
    return CGSize(width: up(size.width), height: up(size.height))
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

/// The edges of a rectangle, as gestures and layout name them.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension CGSize {
    public var containsNaN: Bool { width.isNaN || height.isNaN }
}

extension UIEdgeInsets {
    public var containsNaN: Bool { top.isNaN || left.isNaN || bottom.isNaN || right.isNaN }
}

/// The rect with a non-negative width and height covering the same area.
public func CGRectStandardize(_ rect: CGRect) -> CGRect {
    if rect.isUndefinedArea { return .null }
    var result = rect
    if result.size.width < 0 {
        result.origin.x += result.size.width
        result.size.width = -result.size.width
    }
    if result.size.height < 0 {
        result.origin.y += result.size.height
        result.size.height = -result.size.height
    }
    return result.containsNaN ? .null : result
}

/// Null or undefined, or of zero width or height.
public func CGRectIsEmpty(_ rect: CGRect) -> Bool {
    rect.isUndefinedArea || rect.size.width == 0 || rect.size.height == 0
}

public func CGRectIsNull(_ rect: CGRect) -> Bool { rect.isUndefinedArea }

/// The overlap of the two rects; `CGRectNull` if they do not meet.
public func CGRectIntersection(_ a: CGRect, _ b: CGRect) -> CGRect {
    let r1 = CGRectStandardize(a), r2 = CGRectStandardize(b)
    if r1.isNull || r2.isNull { return .null }
    let minX = max(r1.minX, r2.minX), maxX = min(r1.maxX, r2.maxX)
    let minY = max(r1.minY, r2.minY), maxY = min(r1.maxY, r2.maxY)
    guard minX <= maxX, minY <= maxY else { return .null }
    let result = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    return result.containsNaN ? .null : result
}

/// The smallest rect containing both; a null (or undefined) rect contributes nothing.
public func CGRectUnion(_ a: CGRect, _ b: CGRect) -> CGRect {
    let r1 = CGRectStandardize(a), r2 = CGRectStandardize(b)
    if r1.isNull { return r2 }
    if r2.isNull { return r1 }
    let minX = min(r1.minX, r2.minX), maxX = max(r1.maxX, r2.maxX)
    let minY = min(r1.minY, r2.minY), maxY = max(r1.maxY, r2.maxY)
    let result = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    return result.containsNaN ? .null : result
}

/// Whether the point lies in the rect: its minimum edges included, its maximum
/// edges not, as CoreGraphics counts them.
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool {
    let r = CGRectStandardize(rect)
    if r.isNull || point.containsNaN { return false }
    return point.x >= r.minX && point.x < r.maxX && point.y >= r.minY && point.y < r.maxY
}

/// Whether `inner` adds nothing to `outer`: their union is `outer`.
public func CGRectContainsRect(_ outer: CGRect, _ inner: CGRect) -> Bool {
    let r = CGRectStandardize(outer)
    if r.isNull { return CGRectStandardize(inner).isNull }
    return CGRectUnion(r, inner) == r
}

/// Whether the rects meet (their intersection is not null; touching counts).
public func CGRectIntersectsRect(_ a: CGRect, _ b: CGRect) -> Bool {
    !CGRectIntersection(a, b).isNull
}

/// The rect shrunk by `dx` on the left and right and `dy` on the top and bottom
/// (grown, for negative values); `CGRectNull` if nothing is left.
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect {
    let r = CGRectStandardize(rect)
    if r.isNull { return .null }
    let result = CGRect(x: r.origin.x + dx, y: r.origin.y + dy,
                        width: r.size.width - 2 * dx, height: r.size.height - 2 * dy)
    guard result.size.width >= 0, result.size.height >= 0, !result.containsNaN else { return .null }
    return result
}

/// The rect moved by (`dx`, `dy`).
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect {
    let r = CGRectStandardize(rect)
    if r.isNull { return .null }
    let result = CGRect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.size.width, height: r.size.height)
    return result.containsNaN ? .null : result
}

/// `{8, 16, 8, 16}`: UIKit's `NSStringFromUIEdgeInsets`.
func insetsNotation(_ insets: UIEdgeInsets) -> String {
    "{\(shortNumber(insets.top)), \(shortNumber(insets.left)), \(shortNumber(insets.bottom)), \(shortNumber(insets.right))}"
}

extension UIResponder {
    /// Insets with a NaN in them would make every safe-area or margin comparison
    /// differ from itself; they are refused. True when refused (and raised).
    func refusesInsets(_ insets: UIEdgeInsets, _ selector: String) -> Bool {
        guard insets.containsNaN else { return false }
        UIKitException.raise(.invalidArgumentException,
            "-[\(className) \(selector)]: \(insetsNotation(insets)) contains NaN")
        return true
    }
}
