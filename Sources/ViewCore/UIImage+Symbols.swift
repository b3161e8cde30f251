import Foundation

/// System images (SF Symbols). The symbols' drawings cannot be shipped: a
/// system image is a template image of the symbol's name, with no pixels,
/// drawn in snapshots as a plain box of its tint; its size follows its
/// configuration as a symbol's follows its font.
///
/// The size is ours, from how SF Symbols are designed to sit in text (Apple's
/// Human Interface Guidelines, "SF Symbols": symbols align with the text of
/// the font's point size, in three scales relative to it): a square as wide
/// and high as the font's line (ascender to descender, 1.193 em: 20.29
/// points for the default 17-point body, where UIKit reports about 20 × 19
/// for `star.fill`), times 0.78 for the small scale and 1.29 for the large
/// one (the ratios SF Symbols' small and large sizes have to the medium),
/// rounded up to the screen's pixels. Weight does not change it.
///
/// A name is a symbol's when it is lowercase letters, digits and dots, not
/// starting or ending with a dot nor holding two in a row (SF Symbols' names
/// all are); any such name is taken, whether the symbol exists or not, as
/// there is no catalog to look it up in.
extension UIImage {
    /// The weights of a symbol, as a font's.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The sizes of a symbol relative to its font.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// What a configuration says of an image: the traits it is for.
    open class Configuration: NSObject {
        public internal(set) var traitCollection: UITraitCollection?

        /// An empty configuration, as the subclasses' factory methods start from.
        public required override init() { super.init() }

        /// This configuration with those traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = self.copied()
            copy.traitCollection = traitCollection
            return copy
        }

        /// This configuration with the values `configuration` specifies.
        open func applying(_ configuration: Configuration?) -> Self {
            let copy = self.copied()
            if let traits = configuration?.traitCollection { copy.traitCollection = traits }
            return copy
        }

        func copied() -> Self {
            let copy = Self.make()
            copy.traitCollection = traitCollection
            return copy
        }

        class func make() -> Self { self.init() }
    }

    /// A symbol's size and weight: a point size or a text style (whose size
    /// is taken at the content size category of the configuration's traits,
    /// the session's otherwise, when the image is made), a weight, a scale.
    open class SymbolConfiguration: Configuration {
        var pointSize: CGFloat?
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var textStyle: UIFont.TextStyle?

        public required init() { super.init() }

        public static let unspecified = SymbolConfiguration()

        /// A size that is not a positive finite number counts as unspecified.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : nil
            self.weight = weight
            self.scale = scale
        }

        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }

        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(rawValue: font.weightIndex + 1) ?? .regular, scale: scale)
        }

        override func copied() -> Self {
            let copy = super.copied()
            copy.pointSize = pointSize
            copy.weight = weight
            copy.scale = scale
            copy.textStyle = textStyle
            return copy
        }

        /// What `configuration` specifies wins: its size or style, weight and scale.
        open override func applying(_ configuration: Configuration?) -> Self {
            let copy = super.applying(configuration)
            guard let symbol = configuration as? SymbolConfiguration else { return copy }
            if symbol.pointSize != nil || symbol.textStyle != nil {
                copy.pointSize = symbol.pointSize
                copy.textStyle = symbol.textStyle
            }
            if symbol.weight != .unspecified { copy.weight = symbol.weight }
            if symbol.scale != .unspecified { copy.scale = symbol.scale }
            return copy
        }

        /// The same configuration without its point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = copied()
            copy.pointSize = nil
            copy.textStyle = nil
            copy.weight = .unspecified
            return copy
        }

        /// The font size the symbol sits in: the point size, the text
        /// style's, else the body's (a symbol's default).
        var resolvedPointSize: CGFloat {
            if let pointSize { return pointSize }
            let category = UIContentSizeCategory.resolved(traitCollection?.preferredContentSizeCategory)
            return (textStyle ?? .body).size(at: category)
        }

        /// The symbol's square side (see the extension's comment).
        var symbolSide: CGFloat {
            let lineHeight = CGFloat(FontMetrics.ascender - FontMetrics.descender)
            let factor: CGFloat = scale == .small ? 0.78 : scale == .large ? 1.29 : 1
            return roundedUpToPixels(CGSize(width: resolvedPointSize * lineHeight * factor, height: 0)).width
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return other.pointSize == pointSize && other.weight == weight && other.scale == scale
                && other.textStyle == textStyle && other.traitCollection == traitCollection
        }

        open override var hash: Int { (pointSize ?? 0).hashValue ^ weight.rawValue << 4 ^ scale.rawValue << 8 }

        /// `<UIImageSymbolConfiguration: pointSize=20, weight=bold, scale=large>`, the parts set.
        open override var description: String {
            var parts: [String] = []
            if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
            if let pointSize { parts.append("pointSize=\(shortNumber(pointSize))") }
            if weight != .unspecified { parts.append("weight=\(SymbolWeight.names[weight.rawValue])") }
            if scale != .unspecified { parts.append("scale=\(["default", "unspecified", "small", "medium", "large"][scale.rawValue + 1])") }
            return "<UIImageSymbolConfiguration: \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }
    }

    /// The system image of that name at the default configuration; nil for
    /// a name no symbol could have.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard UIImage.isSymbolName(name) else { return nil }
        let symbol = SymbolConfiguration.unspecified.applying(configuration)
        let side = symbol.symbolSide
        let scale = UIScreen.main.scale
        self.init(pixelSize: CGSize(width: side * scale, height: side * scale), scale: scale, name: nil, pngData: nil)
        self.symbol = SymbolImage(name: name, configuration: symbol)
    }

    static func isSymbolName(_ name: String) -> Bool {
        guard let first = name.first, let last = name.last, first != ".", last != ".", !name.contains("..") else { return false }
        return name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
    }

    /// Whether the image is a system image.
    public var isSymbolImage: Bool { symbol != nil }

    /// A system image's configuration; nil for another image.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The image's configuration: a system image's.
    public var configuration: Configuration? { symbol?.configuration }

    func symbolImage(withConfiguration configuration: Configuration) -> UIImage {
        guard let symbol else { return self }
        return symbolImage(named: symbol.name, SymbolConfiguration.unspecified.applying(configuration))
    }

    func symbolImage(applying configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return symbolImage(named: symbol.name, symbol.configuration.applying(configuration))
    }

    private func symbolImage(named name: String, _ configuration: SymbolConfiguration) -> UIImage {
        let side = configuration.symbolSide
        let copy = UIImage(copying: self, size: CGSize(width: side, height: side))
        copy.symbol = SymbolImage(name: name, configuration: configuration)
        return copy
    }
}

extension UIImage.SymbolWeight {
    static let names = ["unspecified", "ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
}

/// What makes an image a system image: the symbol's name and its configuration.
struct SymbolImage {
    let name: String
    let configuration: UIImage.SymbolConfiguration
}
