import Foundation

/// The visual format language of Apple's Auto Layout Guide ("Visual Format
/// Language" appendix):
///
///     <visualFormatString>      (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
///     <orientation>             H | V
///     <superview>               |
///     <view>                    [<viewName>(<predicateListWithParens>)?]
///     <connection>              e | -<predicateList>- | -
///     <predicateList>           <simplePredicate> | <predicateListWithParens>
///     <simplePredicate>         <metricName> | <positiveNumber>
///     <predicateListWithParens> (<predicate>(,<predicate>)*)
///     <predicate>               (<relation>)?(<objectOfPredicate>)(@<priority>)?
///     <relation>                == | <= | >=
///     <objectOfPredicate>       <constant> | <viewName>   (a view only for a view's own thickness)
///     <priority>                <metricName> | <number>
///     <constant>                <metricName> | <number>
///
/// How UIKit reads it, which this follows: whitespace is taken out first; a
/// name is a metric if the metrics have it, else a view; `-` alone is the
/// standard spacing, 8 between siblings and, to the superview, its layout
/// margins (the edge of its `layoutMarginsGuide`); a connection reads
/// `later.leading == earlier.trailing + constant` (the superview's edges at the
/// ends); the constraints come in the order of the format, each view's
/// thickness after the connection before it, the alignment options' last.
/// A mistake raises NSInvalidArgumentException in UIKit's words, the format
/// with a caret under where reading stopped, and no constraints are made.
extension NSLayoutConstraint {
    /// `NSLayoutFormatOptions`: the low 16 bits align every pair of views
    /// connected in the format on an attribute (bit n for the attribute whose
    /// raw value is n); then the direction of horizontal layout and the
    /// spacing of vertical layout.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        public static let directionLeadingToTrailing: FormatOptions = []
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        public static let spacingEdgeToEdge: FormatOptions = []
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// `+constraintsWithVisualFormat:options:metrics:views:`. The constraints
    /// are made, not activated. Metrics are numbers (any numeric type); a value
    /// of `views` that is not a view counts as absent.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        let line = String(format.filter { !$0.isWhitespace })
        guard !line.isEmpty else {
            UIKitException.raise(.invalidArgumentException, "Unable to parse constraint format: It's an empty string.")
            return []
        }
        guard line.unicodeScalars.allSatisfy(\.isASCII) else {
            UIKitException.raise(.invalidArgumentException, "Unable to parse constraint format: It contains non-ASCII characters.")
            return []
        }
        var parser = VisualFormatParser(line: line, options: options, metrics: metrics ?? [:], views: views)
        do {
            let made = try parser.parse()
            // A non-finite number (`1e999`) raised as the constraint was made.
            return made.allSatisfy(\.isValid) ? made : []
        } catch let failure as VisualFormatParser.Failure {
            let caret = String(repeating: " ", count: failure.position) + "^"
            UIKitException.raise(.invalidArgumentException,
                                 "Unable to parse constraint format: \n\(failure.reason) \n\(line) \n\(caret)")
            return []
        } catch {
            return []
        }
    }
}

/// Reads one format left to right, making constraints as each connection and
/// view is complete. `position` is where reading is, in bytes of the (ASCII)
/// line: what a failure's caret points at.
private struct VisualFormatParser {
    struct Failure: Error {
        let reason: String
        let position: Int
    }

    /// One predicate, not yet tied to the items it relates.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var priority: UILayoutPriority = .required
        /// `[a(==b)]`: the other view whose thickness this one's equals.
        var view: UIView?
        /// `-` alone: the standard spacing.
        var isStandardSpace = false
    }

    static let caller = "+[NSLayoutConstraint constraintsWithVisualFormat:options:metrics:views:]"
    let bytes: [UInt8]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var position = 0
    var horizontal = true
    var made: [NSLayoutConstraint] = []
    var alignments: [NSLayoutConstraint] = []

    init(line: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        bytes = Array(line.utf8)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }
    private func fail(_ reason: String) -> Failure { Failure(reason: reason, position: position) }

    // MARK: The grammar

    mutating func parse() throws -> [NSLayoutConstraint] {
        if current == UInt8(ascii: "H") || current == UInt8(ascii: "V") {
            horizontal = current == UInt8(ascii: "H")
            position += 1
            guard current == UInt8(ascii: ":") else {
                throw fail(horizontal ? "Expected ':' after 'H' to specify horizontal arrangement"
                                      : "Expected ':' after 'V' to specify vertical arrangement")
            }
            position += 1
        }
        var left: UIView
        if current == UInt8(ascii: "|") {
            position += 1
            guard current != nil else { throw fail("Expected a connection after the '|' character") }
            let connection = try parseConnection()
            let (view, thickness) = try parseView()
            try finish(connection, left: nil, right: view)
            made += thickness
            left = view
        } else {
            let (view, thickness) = try parseView()
            made += thickness
            left = view
        }
        while current != nil {
            let connection = try parseConnection()
            if current == UInt8(ascii: "[") {
                let (view, thickness) = try parseView()
                try finish(connection, left: left, right: view)
                made += thickness
                left = view
            } else if current == UInt8(ascii: "|") {
                position += 1
                try finish(connection, left: left, right: nil)
                break
            } else {
                throw fail("Expected a view or '|'")
            }
        }
        guard current == nil else { throw fail("Expected the end of the format string") }
        return made + alignments
    }

    private mutating func parseConnection() throws -> [Predicate] {
        guard current == UInt8(ascii: "-") else { return [Predicate()] }
        position += 1
        if current == UInt8(ascii: "|") || current == UInt8(ascii: "[") {
            return [Predicate(isStandardSpace: true)]
        }
        let predicates: [Predicate]
        switch current {
        case UInt8(ascii: "-"):
            throw fail("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.")
        case UInt8(ascii: "("):
            position += 1
            predicates = try parsePredicateList(thicknessOf: nil)
            guard current == UInt8(ascii: ")") else {
                throw fail("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            position += 1
        default:
            predicates = [try parsePredicate(thicknessOf: nil)]
        }
        switch current {
        case UInt8(ascii: "-"):
            position += 1
            return predicates
        case UInt8(ascii: ","):
            throw fail("Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
        default:
            throw fail("Expected a '-' here")
        }
    }

    /// A view, and the constraints on its thickness (width in `H:`, height in `V:`).
    private mutating func parseView() throws -> (UIView, [NSLayoutConstraint]) {
        guard current == UInt8(ascii: "[") else { throw fail("Expected a view") }
        position += 1
        guard current != nil else { throw fail("Expected a view") }
        let name = scanName()
        guard !name.isEmpty else {
            throw fail("Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
        }
        guard let view = views[name] as? UIView else { throw fail("\(name) is not a key in the views dictionary.") }
        switch current {
        case UInt8(ascii: "]"):
            position += 1
            return (view, [])
        case UInt8(ascii: "("):
            position += 1
            guard current != nil else { throw fail("Unexpectedly ran out of character fodder in the middle of parsing a view") }
            let predicates = try parsePredicateList(thicknessOf: view)
            guard current == UInt8(ascii: ")") else {
                throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
            }
            position += 1
            guard current == UInt8(ascii: "]") else { throw fail("Expected ']' after specifying thickness.") }
            position += 1
            let thickness: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            let constraints = predicates.map { predicate in
                make(view, thickness, predicate.relation, predicate.view, predicate.view == nil ? .notAnAttribute : thickness,
                     predicate.constant, predicate.priority)
            }
            return (view, constraints)
        default:
            throw fail("Expected a ']' here. That is how you give the end of a view.")
        }
    }

    private mutating func parsePredicateList(thicknessOf view: UIView?) throws -> [Predicate] {
        var predicates = [try parsePredicate(thicknessOf: view)]
        while current == UInt8(ascii: ",") {
            position += 1
            predicates.append(try parsePredicate(thicknessOf: view))
        }
        return predicates
    }

    private mutating func parsePredicate(thicknessOf view: UIView?) throws -> Predicate {
        var predicate = Predicate()
        guard let first = current else { throw fail("Expected more input") }
        let relations: [UInt8: NSLayoutConstraint.Relation] = [UInt8(ascii: "<"): .lessThanOrEqual,
                                                               UInt8(ascii: ">"): .greaterThanOrEqual,
                                                               UInt8(ascii: "="): .equal]
        if let relation = relations[first] {
            predicate.relation = relation
            position += 1
            guard current == UInt8(ascii: "=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            position += 1
        }
        switch try parseObject(viewAllowed: view != nil) {
        case .number(let value): predicate.constant = value
        case .view(let other): predicate.view = other
        }
        if current == UInt8(ascii: "@") {
            position += 1
            guard case .number(let priority) = try parseObject(viewAllowed: false) else { return predicate }
            guard priority > 0 else {
                throw fail(String(format: "Invalid priority specified: %g. Priority must be greater than 0", Double(priority)))
            }
            guard priority <= 1000 else {
                throw fail(String(format: "Invalid priority specified: %g. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", Double(priority)))
            }
            predicate.priority = UILayoutPriority(Float(priority))
        }
        return predicate
    }

    enum Object {
        case number(CGFloat)
        case view(UIView)
    }

    /// A number, a metric, or (for a view's thickness) another view.
    private mutating func parseObject(viewAllowed: Bool) throws -> Object {
        guard let first = current else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if first == UInt8(ascii: "-") || isDigit(first) {
            guard let value = scanNumber() else {
                throw fail("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            return .number(value)
        }
        guard isNameStart(first) else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        let name = scanName()
        if let value = metrics[name].flatMap(VisualFormatParser.number) { return .number(value) }
        if let view = views[name] as? UIView {
            guard viewAllowed else {
                throw fail("It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
            }
            return .view(view)
        }
        throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
    }

    // MARK: Making constraints

    /// The constraints of a connection between `left` and `right` (nil: the
    /// superview's edge), and the alignment options' for two views.
    private mutating func finish(_ connection: [Predicate], left: UIView?, right: UIView?) throws {
        let direction = options.intersection(.directionMask)
        let baselines = options.contains(.spacingBaselineToBaseline)
        if horizontal && baselines { throw fail("BaselineToBaseline format option not valid for horizontal layout") }
        // Right to left, the later view in the format is the earlier on screen.
        let (earlier, later) = horizontal && direction == .directionRightToLeft ? (right, left) : (left, right)
        let startEdge: NSLayoutConstraint.Attribute = horizontal ? (direction.isEmpty ? .leading : .left) : .top
        let endEdge: NSLayoutConstraint.Attribute = horizontal ? (direction.isEmpty ? .trailing : .right) : .bottom
        for (index, predicate) in connection.enumerated() {
            var constant = predicate.constant
            var container: LayoutItem?
            if earlier == nil || later == nil {
                guard let superview = (left ?? right)?.superview else {
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                // The standard spacing to the superview is its margins.
                container = predicate.isStandardSpace ? superview.layoutMarginsGuide : superview
            } else if predicate.isStandardSpace {
                constant = AnyLayoutAnchor.systemSpacing
            }
            let first: LayoutItem, firstAttribute: NSLayoutConstraint.Attribute
            let second: LayoutItem, secondAttribute: NSLayoutConstraint.Attribute
            if let later {
                (first, firstAttribute) = (later, baselines ? .firstBaseline : startEdge)
            } else {
                guard let container else { continue }
                (first, firstAttribute) = (container, endEdge)
            }
            if let earlier {
                (second, secondAttribute) = (earlier, baselines ? .lastBaseline : endEdge)
            } else {
                guard let container else { continue }
                (second, secondAttribute) = (container, startEdge)
            }
            made.append(make(first, firstAttribute, predicate.relation, second, secondAttribute, constant, predicate.priority))
            if index == 0, let earlier, let later { try align(earlier, later) }
        }
    }

    /// The alignment options between two views connected in the format: on an
    /// attribute across the layout, never along it.
    private mutating func align(_ earlier: UIView, _ later: UIView) throws {
        let bits = options.rawValue & NSLayoutConstraint.FormatOptions.alignmentMask.rawValue
        guard bits != 0 else { return }
        for raw in 1...12 where bits & (1 << UInt(raw)) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: raw) else { continue }
            if (attribute.axis == .horizontal) == horizontal {
                throw fail(horizontal
                    ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                    : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.")
            }
            alignments.append(make(earlier, attribute, .equal, later, attribute, 0, .required))
        }
    }

    private func make(_ first: LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ second: LayoutItem?, _ secondAttribute: NSLayoutConstraint.Attribute,
                      _ constant: CGFloat, _ priority: UILayoutPriority) -> NSLayoutConstraint {
        NSLayoutConstraint(first: first, firstAttribute, relation, second, secondAttribute, multiplier: 1,
                           constant: constant, priority: priority, caller: VisualFormatParser.caller)
    }

    // MARK: Tokens

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
    private func isNameStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == UInt8(ascii: "_") }

    /// A C identifier, possibly empty.
    private mutating func scanName() -> String {
        let start = position
        guard let first = current, isNameStart(first) else { return "" }
        position += 1
        while let byte = current, isNameStart(byte) || isDigit(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A decimal number as `strtod` reads one (sign, digits, fraction,
    /// exponent); nil, reading nothing, if there is none here.
    private mutating func scanNumber() -> CGFloat? {
        var end = position
        if end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
        var digits = 0
        while end < bytes.count, isDigit(bytes[end]) { end += 1; digits += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            while end < bytes.count, isDigit(bytes[end]) { end += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            var exponent = end + 1
            if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") { exponent += 1 }
            if exponent < bytes.count, isDigit(bytes[exponent]) {
                while exponent < bytes.count, isDigit(bytes[exponent]) { exponent += 1 }
                end = exponent
            }
        }
        let text = String(decoding: bytes[position..<end], as: UTF8.self)
        guard let value = Double(text) else { return nil }
        position = end
        return CGFloat(value)
    }

    /// A metric's value as a number, whatever numeric type it was given as.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
