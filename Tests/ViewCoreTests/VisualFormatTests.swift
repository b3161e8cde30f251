import XCTest
@testable import ViewCore

/// The visual format language: formats to constraints, metrics, priorities,
/// options, and UIKit's parse errors.
///
/// The formats of the first table are the examples of Apple's Auto Layout Guide,
/// "Visual Format Language" appendix. The error messages are UIKit's
/// (`NSLayoutConstraintParser`), and these whole messages, caret included, are
/// quoted from real reports: "Expected ':' after 'V'…" with `V|[backgroundBox]|`
/// (the guide itself, and ritzinmobileworld.blogspot.com, "iOS Auto Layout Visual
/// Format Language", 2016); "self is not a key in the views dictionary." with
/// `H:[self.arrows]-5-|`, the format shown without the whitespace it was written
/// with (stackoverflow.com/questions/13045178); "Unable to interpret '|'
/// character…" with `H:|-(>=50)-[view(100)]` and the caret under its end (a
/// 2014 blog post quoting Interface Builder's IB Designables error).
///
///     S (0 0 300 100)
///     └ a, b, c
final class VisualFormatTests: ViewCoreTestCase {
    var superview: UIView!
    var a: UIView!, b: UIView!, c: UIView!
    var views: [String: Any] { ["a": a!, "b": b!, "c": c!] }

    override func setUp() {
        super.setUp()
        superview = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        a = UIView(); b = UIView(); c = UIView()
        for view in [a!, b!, c!] {
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
        }
    }

    override func tearDown() {
        superview = nil; a = nil; b = nil; c = nil
        super.tearDown()
    }

    /// Descriptions with the views named as in the format: `b.leading == a.trailing + 8 @750`.
    func shapes(_ constraints: [NSLayoutConstraint]) -> [String] {
        let names: [(String, String)] = [
            ("UIView:#\(a.objectID).", "a."), ("UIView:#\(b.objectID).", "b."), ("UIView:#\(c.objectID).", "c."),
            ("UIView:#\(superview.objectID).", "S."),
            ("UILayoutGuide:#\(superview.layoutMarginsGuide.objectID)'UIViewLayoutMarginsGuide'.", "margins."),
        ]
        return constraints.map { constraint in
            var text = constraint.description
            text = text.replacingOccurrences(of: "<NSLayoutConstraint:#\(constraint.objectID) ", with: "")
            text = text.replacingOccurrences(of: "   (inactive)>", with: "")
            for (long, short) in names { text = text.replacingOccurrences(of: long, with: short) }
            return text
        }
    }

    func parse(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [],
               metrics: [String: Any]? = nil) -> [String] {
        shapes(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
    }

    // MARK: Formats to constraints

    func testTheGuidesExamplesAndTheRestOfTheGrammar() {
        let table: [(String, [String])] = [
            // The Auto Layout Guide's examples.
            ("[a]-[b]", ["b.leading == a.trailing + 8"]),
            ("[a(>=50)]", ["a.width >= 50"]),
            ("|-50-[a]-50-|", ["a.leading == S.leading + 50", "S.trailing == a.trailing + 50"]),
            ("V:[a]-10-[b]", ["b.top == a.bottom + 10"]),
            ("[a][b]", ["b.leading == a.trailing"]),
            ("[a(100@20)]", ["a.width == 100 @20"]),
            ("[a(==b)]", ["a.width == b.width"]),
            ("[a(>=70,<=100)]", ["a.width >= 70", "a.width <= 100"]),
            ("|-[a]-[b]-[c(>=20)]-|", ["a.leading == margins.leading", "b.leading == a.trailing + 8",
                                       "c.leading == b.trailing + 8", "c.width >= 20", "margins.trailing == c.trailing"]),
            // The rest of the grammar.
            ("H:|[a]|", ["a.leading == S.leading", "S.trailing == a.trailing"]),
            ("V:|-[a]-|", ["a.top == margins.top", "margins.bottom == a.bottom"]),
            ("V:[a]-[b]", ["b.top == a.bottom + 8"]),
            ("V:|-(>=8@750)-[a(==40)]", ["a.top >= S.top + 8 @750", "a.height == 40"]),
            ("[a]-(-5)-[b]", ["b.leading == a.trailing - 5"]),
            ("[a]-(>=8,<=20)-[b]", ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20"]),
            ("[a]->=8-[b]", ["b.leading >= a.trailing + 8"]),
            ("[a(<=b@999)]-0.5-[b(2.5e1)]", ["a.width <= b.width @999", "b.leading == a.trailing + 0.5", "b.width == 25"]),
            ("[a(==b,>=c)]", ["a.width == b.width", "a.width >= c.width"]),
            ("H: | - [ a ] - |\n", ["a.leading == margins.leading", "margins.trailing == a.trailing"]),
        ]
        for (format, expected) in table {
            XCTAssertEqual(parse(format), expected, format)
        }
    }

    func testMetricsAndPrioritiesByName() {
        let metrics: [String: Any] = ["pad": 12, "w": CGFloat(30.5), "p": Float(600), "low": NSNumber(value: 250), "h": 44.0]
        XCTAssertEqual(parse("|-pad-[a(w@p)]-(>=pad@low)-|", metrics: metrics),
                       ["a.leading == S.leading + 12", "a.width == 30.5 @600", "S.trailing >= a.trailing + 12 @250"])
        XCTAssertEqual(parse("V:[a(h)]", metrics: metrics), ["a.height == 44"])
        XCTAssertEqual(parse("[a(b)]", metrics: ["b": 7]), ["a.width == 7"], "a metric wins over a view of the same name")
    }

    func testAlignmentOptionsComeLastAndDirectionAndBaselineOptions() {
        XCTAssertEqual(parse("[a]-[b]-[c]", .alignAllCenterY),
                       ["b.leading == a.trailing + 8", "c.leading == b.trailing + 8", "a.centerY == b.centerY", "b.centerY == c.centerY"])
        XCTAssertEqual(parse("V:[a][b(==20)]", [.alignAllLeading, .alignAllTrailing]),
                       ["b.top == a.bottom", "b.height == 20", "a.leading == b.leading", "a.trailing == b.trailing"])
        XCTAssertEqual(parse("|-10-[a]-[b]", .directionLeftToRight),
                       ["a.left == S.left + 10", "b.left == a.right + 8"])
        XCTAssertEqual(parse("|-10-[a]-[b]", .directionRightToLeft),
                       ["S.right == a.right + 10", "a.left == b.right + 8"], "right to left, the format reads from the right")
        XCTAssertEqual(parse("V:[a]-[b]-|", .spacingBaselineToBaseline),
                       ["b.firstBaseline == a.lastBaseline + 8", "margins.bottom == b.lastBaseline"])
        XCTAssertEqual(parse("[a]-[b]", [.alignAllTop, .alignAllBottom, .alignAllFirstBaseline]),
                       ["b.leading == a.trailing + 8", "a.top == b.top", "a.bottom == b.bottom", "a.firstBaseline == b.firstBaseline"])
    }

    func testVisualFormatConstraintsLayOutAsWritten() {
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a]-[b(==a)]-10-|", options: .alignAllTop, metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a]-|", metrics: nil, views: views))
        superview.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 8, width: 136, height: 84))
        XCTAssertEqual(b.frame.minX, 154)
        XCTAssertEqual(b.frame.minY, 8)
    }

    // MARK: Parse errors

    func assertParseError(_ format: String, _ reason: String, at caret: Int, _ options: NSLayoutConstraint.FormatOptions = [],
                          metrics: [String: Any]? = nil, views: [String: Any]? = nil, shown: String? = nil,
                          file: StaticString = #filePath, line: UInt = #line) {
        let message = "Unable to parse constraint format: \n\(reason) \n\(shown ?? format) \n"
            + String(repeating: " ", count: caret) + "^"
        var made: [NSLayoutConstraint] = [NSLayoutConstraint]()
        assertRaises(.invalidArgumentException, message, file: file, line: line) {
            made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics,
                                                  views: views ?? self.views)
        }
        XCTAssertTrue(made.isEmpty, "no constraints", file: file, line: line)
    }

    func testParseErrorsQuotedFromRealReports() {
        assertParseError("V|[backgroundBox]|", "Expected ':' after 'V' to specify vertical arrangement", at: 1)
        assertParseError("H:  [self.arrows]-5-|", "self is not a key in the views dictionary.", at: 7,
                         views: ["self.arrows": a!], shown: "H:[self.arrows]-5-|")
        let view = UIView()
        assertParseError("H:|-(>=50)-[view(100)]",
                         "Unable to interpret '|' character, because the related view doesn't have a superview", at: 22,
                         views: ["view": view])
    }

    func testEveryParseErrorHasItsMessageAndCaret() {
        let cases: [(String, NSLayoutConstraint.FormatOptions, String, Int)] = [
            ("H[a]", [], "Expected ':' after 'H' to specify horizontal arrangement", 1),
            ("|", [], "Expected a connection after the '|' character", 1),
            ("[]", [], "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", 1),
            ("[", [], "Expected a view", 1),
            ("a", [], "Expected a view", 0),
            ("[x]", [], "x is not a key in the views dictionary.", 2),
            ("[a]-[b", [], "Expected a ']' here. That is how you give the end of a view.", 6),
            ("[a(>=50]", [], "A predicate on a view's thickness must end with ')' and the view must end with ']'", 7),
            ("[a(50)", [], "Expected ']' after specifying thickness.", 6),
            ("[a(", [], "Unexpectedly ran out of character fodder in the middle of parsing a view", 3),
            ("[a(50,", [], "Expected more input", 6),
            ("[a(]", [], "Expected a number or key from the metrics dictionary, but encountered something else", 3),
            ("[a(-)]", [], "Expected a number or a key from the metrics dictionary, but encountered something else", 3),
            ("[a(=50)]", [], "Unknown relation. Must be ==, >=, or <=", 4),
            ("[a(100@0)]", [], "Invalid priority specified: 0. Priority must be greater than 0", 8),
            ("[a(100@1001)]", [], "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 11),
            ("[a]--[b]", [], "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.", 4),
            ("[a]-8,9-[b]", [], "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints", 5),
            ("[a]-8[b]", [], "Expected a '-' here", 5),
            ("[a]-(8[b]", [], "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 6),
            ("[a]-b-[c]", [], "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]", 5),
            ("|-margiin-[a]", [], "Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries", 9),
            ("[a]-[b]x", [], "Expected a view or '|'", 7),
            ("|[a]|[b]", [], "Expected the end of the format string", 5),
            ("[a]-[b]", .alignAllLeading, "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", 7),
            ("V:[a]-[b]", .alignAllTop, "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", 9),
            ("[a]-[b]", .spacingBaselineToBaseline, "BaselineToBaseline format option not valid for horizontal layout", 7),
        ]
        for (format, options, reason, caret) in cases {
            assertParseError(format, reason, at: caret, options)
        }
    }

    func testEmptyNonASCIIAndNonFiniteFormatsRaiseWithoutTrapping() {
        assertRaises(.invalidArgumentException, "Unable to parse constraint format: It's an empty string.") {
            XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: " \n", metrics: nil, views: views).isEmpty)
        }
        assertRaises(.invalidArgumentException, "Unable to parse constraint format: It contains non-ASCII characters.") {
            XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "[a]–[b]", metrics: nil, views: views).isEmpty)
        }
        let exception = UIKitException.capture {
            XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "[a(1e999)]", metrics: nil, views: views).isEmpty)
        }
        XCTAssertEqual(exception?.name, .internalInconsistencyException)
        XCTAssertEqual(exception?.reason.hasPrefix("NSLayoutConstraint constant is not finite!"), true)
        let nanPriority = UIKitException.capture {
            XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "[a(10@p)]", metrics: ["p": Double.nan], views: views).isEmpty)
        }
        XCTAssertEqual(nanPriority?.reason.contains("Invalid priority specified: nan. Priority must be greater than 0"), true)
    }
}
