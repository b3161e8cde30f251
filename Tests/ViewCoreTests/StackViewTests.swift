import XCTest
@testable import ViewCore

/// UIStackView: the constraints it generates, and the frames they give.
///
/// The expected frames follow UIKit's documented rules for each distribution
/// and alignment (UIStackView.Distribution / .Alignment reference):
/// - fill: the views fill the axis; extra length goes to the view with the
///   lowest content hugging priority.
/// - fillEqually: equal lengths filling the axis.
/// - fillProportionally: lengths in proportion to the intrinsic lengths.
/// - equalSpacing: intrinsic lengths, the leftover split evenly between views.
/// - equalCentering: equal distances between the views' centers.
/// - alignment fill stretches across; leading/top, center, trailing/bottom
///   place at the intrinsic size; baselines align.
/// A hidden arranged view gets a zero length along the axis (`UISV-hiding`, as in
/// the log quoted by useyourloaf.com, "Stack View Constraint Conflicts When
/// Hiding Views": `'UISV-hiding' UILabel:….height == 0`) and its spacing goes.
///
///     W (window, visible)
///     └ S (UIStackView, 0 0 300 100 unless a test says otherwise, translating its mask)
///       └ a, b, c (intrinsic 50×20, 60×30, 70×40)
final class StackViewTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var stack: UIStackView!
    var a: IntrinsicView!, b: IntrinsicView!, c: IntrinsicView!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        a = box(50, 20)
        b = box(60, 30)
        c = box(70, 40)
        stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        window.addSubview(stack)
    }

    override func tearDown() {
        window = nil; stack = nil; a = nil; b = nil; c = nil
        super.tearDown()
    }

    func box(_ width: CGFloat, _ height: CGFloat) -> IntrinsicView {
        let view = IntrinsicView()
        view.size = CGSize(width: width, height: height)
        return view
    }

    func frames(_ views: [UIView]) -> [CGRect] { views.map(\.frame) }

    /// The same views, by identity, in the same order.
    func same(_ views: [UIView], _ expected: [UIView?]) -> Bool {
        views.count == expected.count && zip(views, expected).allSatisfy { $0 === $1 }
    }

    func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    /// The vertical counterpart of the setUp: S is 100 × 300 and the views'
    /// intrinsic sizes are transposed (20×50, 30×60, 40×70).
    func makeVertical() {
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        a.size = CGSize(width: 20, height: 50)
        b.size = CGSize(width: 30, height: 60)
        c.size = CGSize(width: 40, height: 70)
        for view in [a!, b!, c!] { view.invalidateIntrinsicContentSize() }
    }

    // MARK: Arranged subviews

    func testArrangedSubviewsBecomeSubviewsThatDoNotTranslateTheirMasks() {
        XCTAssertTrue(same(stack.arrangedSubviews, [a, b, c]))
        XCTAssertTrue(same(stack.subviews, [a, b, c]))
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
        let d = UIView()
        stack.insertArrangedSubview(d, at: 1)
        XCTAssertTrue(same(stack.arrangedSubviews, [a, d, b, c]), "arranged order is the insertion index")
        XCTAssertTrue(stack.subviews.last === d, "a new subview goes on top, whatever its arranged index")
        stack.insertArrangedSubview(d, at: 4)
        XCTAssertTrue(same(stack.arrangedSubviews, [a, b, c, d]), "an arranged view moves")
        assertRaises(.invalidArgumentException,
                     "-[UIStackView insertArrangedSubview:atIndex:]: index 9 beyond bounds [0 .. 4]") {
            stack.insertArrangedSubview(UIView(), at: 9)
        }
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    func testRemoveArrangedSubviewKeepsItASubviewAndRemovingFromSuperviewUnarrangesIt() {
        stack.distribution = .fillEqually
        stack.spacing = 10
        settle()
        stack.removeArrangedSubview(b)
        XCTAssertTrue(same(stack.arrangedSubviews, [a, c]))
        XCTAssertTrue(b.superview === stack, "UIKit keeps it a subview")
        settle()
        XCTAssertEqual(a.frame, rect(0, 0, 145, 100))
        XCTAssertEqual(c.frame, rect(155, 0, 145, 100))
        XCTAssertFalse(stack.constraints.contains { $0.firstItem === b || $0.secondItem === b },
                       "the stack view's constraints on it are gone")
        XCTAssertTrue(b.constraints.isEmpty)

        c.removeFromSuperview()
        XCTAssertTrue(same(stack.arrangedSubviews, [a]), "a subview leaving leaves the arrangement")
        settle()
        XCTAssertEqual(a.frame, rect(0, 0, 300, 100))
    }

    // MARK: The generated constraints

    func testTheGeneratedConstraintsCarryUIKitsIdentifiers() {
        stack.removeArrangedSubview(c)
        c.removeFromSuperview()
        stack.spacing = 8
        settle()
        let s = "UIStackView:#\(stack.objectID)", av = "IntrinsicView:#\(a.objectID)", bv = "IntrinsicView:#\(b.objectID)"
        func described(_ constraint: NSLayoutConstraint) -> String {
            constraint.description.replacingOccurrences(of: "NSLayoutConstraint:#\(constraint.objectID) ", with: "")
        }
        XCTAssertEqual(stack.constraints.map(described), [
            "<'UISV-canvas-connection' \(s).leading == \(av).leading   (active)>",
            "<'UISV-canvas-connection' \(s).trailing == \(bv).trailing   (active)>",
            "<'UISV-spacing' \(bv).leading == \(av).trailing + 8   (active)>",
            "<'UISV-canvas-connection' \(s).top == \(av).top   (active)>",
            "<'UISV-canvas-connection' \(s).bottom == \(av).bottom   (active)>",
            "<'UISV-alignment' \(bv).top == \(av).top   (active)>",
            "<'UISV-alignment' \(bv).bottom == \(av).bottom   (active)>",
        ])

        stack.alignment = .center
        stack.distribution = .fillEqually
        XCTAssertEqual(stack.constraints.count, 7, "regenerated at the next constraint pass, not at once")
        settle()
        let identifiers = stack.constraints.compactMap(\.identifier)
        XCTAssertEqual(identifiers, ["UISV-canvas-connection", "UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally",
                                     "UISV-canvas-connection", "UISV-alignment",
                                     "UISV-spanning-boundary", "UISV-spanning-boundary",
                                     "UISV-spanning-boundary", "UISV-spanning-boundary", "UISV-spanning-fit"])
        XCTAssertEqual(a.constraints.map(described), ["<'UISV-ambiguity-suppression' \(av).height == 0 @25   (active)>"])
        XCTAssertFalse(stack.hasAmbiguousLayout)
    }

    // MARK: Distributions, horizontal

    func testFillGivesTheExtraLengthToTheLowestHuggingPriority() {
        stack.spacing = 10
        b.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 50, 100), rect(60, 0, 160, 100), rect(230, 0, 70, 100)])

        // Too long: the lowest compression resistance gives way.
        stack.frame = rect(0, 0, 150, 100)
        c.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 50, 100), rect(60, 0, 60, 100), rect(130, 0, 20, 100)])
    }

    /// `UIStackView.spacingUseSystem`: the system's spacing, as a spacing or a
    /// custom spacing.
    func testSpacingUseSystemSpacesBySystemSpacing() {
        stack.distribution = .fillEqually
        stack.spacing = UIStackView.spacingUseSystem
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
        settle()
        let starts = frames([a, b, c]).map(\.minX)
        XCTAssertEqual(starts[1], 94 + CGFloat(2) / 3 + 8, accuracy: 1e-6, "(300 − 2 × 8) / 3 wide, 8 points apart")
        XCTAssertEqual(starts[2], 2 * (94 + CGFloat(2) / 3) + 16, accuracy: 1e-6)
    }

    func testFillEquallyGivesEqualLengths() {
        stack.frame = rect(0, 0, 320, 100)
        stack.spacing = 10
        stack.distribution = .fillEqually
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100)])
    }

    func testFillProportionallyFollowsTheIntrinsicLengths() {
        stack.frame = rect(0, 0, 420, 100)
        stack.spacing = 10
        stack.distribution = .fillProportionally
        a.size.width = 40; b.size.width = 60; c.size.width = 100
        for view in [a!, b!, c!] { view.invalidateIntrinsicContentSize() }
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 80, 100), rect(90, 0, 120, 100), rect(220, 0, 200, 100)])

        // A new intrinsic length changes the proportions at the next commit.
        c.size.width = 200
        c.invalidateIntrinsicContentSize()
        settle()
        XCTAssertEqual(Double(a.frame.width), 400.0 * 40 / 300, accuracy: 1e-4)
        XCTAssertEqual(Double(b.frame.width), 400.0 * 60 / 300, accuracy: 1e-4)
        XCTAssertEqual(Double(c.frame.width), 400.0 * 200 / 300, accuracy: 1e-4)
        XCTAssertEqual(Double(c.frame.maxX), 420, accuracy: 1e-4)
    }

    func testEqualSpacingSplitsTheLeftoverEvenly() {
        stack.spacing = 10
        stack.distribution = .equalSpacing
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 50, 100), rect(110, 0, 60, 100), rect(230, 0, 70, 100)])
        XCTAssertEqual(stack.layoutGuides.map(\.identifier), ["UISV-distributing", "UISV-distributing"])

        // Too long for the minimum spacing: the views are compressed.
        stack.frame = rect(0, 0, 190, 100)
        c.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 50, 100), rect(60, 0, 60, 100), rect(130, 0, 60, 100)])
    }

    func testEqualCenteringSpacesTheCentersEvenly() {
        stack.spacing = 10
        stack.distribution = .equalCentering
        settle()
        // Centers at 25 and 265: the middle one's at 145.
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 50, 100), rect(115, 0, 60, 100), rect(230, 0, 70, 100)])
        XCTAssertEqual(b.center.x - a.center.x, c.center.x - b.center.x)
    }

    // MARK: Distributions, vertical

    func testVerticalFill() {
        makeVertical()
        stack.spacing = 10
        b.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 100, 50), rect(0, 60, 100, 160), rect(0, 230, 100, 70)])
    }

    func testVerticalFillEqually() {
        makeVertical()
        stack.frame = rect(0, 0, 100, 320)
        stack.spacing = 10
        stack.distribution = .fillEqually
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 100, 100), rect(0, 110, 100, 100), rect(0, 220, 100, 100)])
    }

    func testVerticalFillProportionally() {
        makeVertical()
        stack.frame = rect(0, 0, 100, 420)
        stack.spacing = 10
        stack.distribution = .fillProportionally
        a.size.height = 40; b.size.height = 60; c.size.height = 100
        for view in [a!, b!, c!] { view.invalidateIntrinsicContentSize() }
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 100, 80), rect(0, 90, 100, 120), rect(0, 220, 100, 200)])
    }

    func testVerticalEqualSpacing() {
        makeVertical()
        stack.spacing = 10
        stack.distribution = .equalSpacing
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 100, 50), rect(0, 110, 100, 60), rect(0, 230, 100, 70)])
    }

    func testVerticalEqualCentering() {
        makeVertical()
        stack.spacing = 10
        stack.distribution = .equalCentering
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 100, 50), rect(0, 115, 100, 60), rect(0, 230, 100, 70)])
    }

    // MARK: Alignment

    func testEachAlignmentAcrossAHorizontalStack() {
        stack.spacing = 10
        b.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let expected: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [100, 100, 100]),
            (.top, [0, 0, 0], [20, 30, 40]),
            (.center, [40, 35, 30], [20, 30, 40]),
            (.bottom, [80, 70, 60], [20, 30, 40]),
        ]
        for (alignment, ys, heights) in expected {
            stack.alignment = alignment
            settle()
            XCTAssertEqual(frames([a, b, c]).map(\.minY), ys, "\(alignment)")
            XCTAssertEqual(frames([a, b, c]).map(\.height), heights, "\(alignment)")
            XCTAssertEqual(frames([a, b, c]).map(\.minX), [0, 60, 230], "\(alignment): the axis is untouched")
        }
    }

    func testEachAlignmentAcrossAVerticalStack() {
        makeVertical()
        stack.spacing = 10
        b.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        let expected: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [100, 100, 100]),
            (.leading, [0, 0, 0], [20, 30, 40]),
            (.center, [40, 35, 30], [20, 30, 40]),
            (.trailing, [80, 70, 60], [20, 30, 40]),
            (.firstBaseline, [0, 0, 0], [100, 100, 100]),
        ]
        for (alignment, xs, widths) in expected {
            stack.alignment = alignment
            settle()
            XCTAssertEqual(frames([a, b, c]).map(\.minX), xs, "\(alignment)")
            XCTAssertEqual(frames([a, b, c]).map(\.width), widths, "\(alignment)")
            XCTAssertEqual(frames([a, b, c]).map(\.minY), [0, 60, 230], "\(alignment): the axis is untouched")
        }
    }

    /// A stack view placed by its origin only: it takes the length of its views
    /// and, across, the largest of them.
    func testBaselineAlignmentsAndASelfSizingStack() {
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        stack.alignment = .lastBaseline
        settle()
        XCTAssertEqual(stack.frame, rect(20, 100, 200, 40))
        XCTAssertEqual(frames([a, b, c]), [rect(0, 20, 50, 20), rect(60, 10, 60, 30), rect(130, 0, 70, 40)],
                       "views without text have their last baseline at the bottom")
        stack.alignment = .firstBaseline
        settle()
        XCTAssertEqual(frames([a, b, c]).map(\.minY), [0, 0, 0], "… and their first baseline at the top")
        XCTAssertEqual(stack.frame, rect(20, 100, 200, 40))
    }

    func testLayoutMarginsRelativeArrangementInsetsTheCanvas() {
        stack.distribution = .fillEqually
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        stack.insetsLayoutMarginsFromSafeArea = false  // S is under the status bar
        stack.isLayoutMarginsRelativeArrangement = true
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(10, 5, 90, 80), rect(100, 5, 90, 80), rect(190, 5, 90, 80)])
        stack.isLayoutMarginsRelativeArrangement = false
        settle()
        XCTAssertEqual(a.frame, rect(0, 0, 100, 100))
    }

    // MARK: Spacing

    func testSpacingAndCustomSpacing() {
        stack.spacing = 10
        b.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        stack.setCustomSpacing(30, after: a)
        XCTAssertEqual(stack.customSpacing(after: a), 30)
        XCTAssertEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault)
        settle()
        XCTAssertEqual(frames([a, b, c]).map(\.minX), [0, 80, 230])
        XCTAssertEqual(b.frame.width, 140)

        stack.spacing = 0
        settle()
        XCTAssertEqual(frames([a, b, c]).map(\.minX), [0, 80, 230], "custom spacing stays")
        XCTAssertEqual(b.frame.width, 150)

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        settle()
        XCTAssertEqual(frames([a, b, c]).map(\.minX), [0, 50, 230])

        stack.spacing = .nan
        settle()
        XCTAssertEqual(frames([a, b, c]).map(\.minX), [0, 50, 230], "a non-finite spacing counts as none")
    }

    func testBaselineRelativeArrangementSpacesAVerticalStackFromBaselineToBaseline() {
        makeVertical()
        stack.spacing = 10
        stack.isBaselineRelativeArrangement = true
        b.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        settle()
        let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(spacing.map { "\($0.firstAttribute.name) == \($0.secondAttribute.name) + \($0.constant)" },
                       ["firstBaseline == lastBaseline + 10.0", "firstBaseline == lastBaseline + 10.0"])
        XCTAssertEqual(frames([a, b, c]).map(\.minY), [0, 60, 230], "views without text: baselines at their edges")
    }

    // MARK: Hidden arranged views

    func testAHiddenArrangedViewCollapsesAndItsSpacingGoesThenItComesBack() {
        stack.frame = rect(0, 0, 320, 100)
        stack.spacing = 10
        stack.distribution = .fillEqually
        settle()
        XCTAssertEqual(frames([a, b, c]).map(\.width), [100, 100, 100])

        b.isHidden = true
        XCTAssertEqual(b.frame.width, 100, "collapses at the next commit")
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 155, 100), rect(155, 0, 0, 30), rect(165, 0, 155, 100)])
        // Across, a hidden view keeps its own size: it takes no part in the alignment.
        let hiding = b.constraints.filter { $0.identifier == "UISV-hiding" }
        XCTAssertEqual(hiding.map(\.description),
                       ["<NSLayoutConstraint:#\(hiding.first?.objectID ?? 0) 'UISV-hiding' IntrinsicView:#\(b.objectID).width == 0   (active)>"])
        XCTAssertTrue(same(stack.arrangedSubviews, [a, b, c]), "hidden views stay arranged")

        a.isHidden = true
        settle()
        XCTAssertEqual(c.frame, rect(0, 0, 320, 100))

        a.isHidden = false
        b.isHidden = false
        settle()
        XCTAssertEqual(frames([a, b, c]), [rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100)])
        XCTAssertTrue(b.constraints.isEmpty)
    }

    // MARK: Nesting and fitting

    func testNestedStackViews() {
        let outer = UIStackView(frame: rect(0, 0, 200, 300))
        outer.axis = .vertical
        let inner = UIStackView(arrangedSubviews: [box(10, 40), box(10, 50)])
        inner.distribution = .fillEqually
        inner.spacing = 10
        let footer = box(UIView.noIntrinsicMetric, 100)
        footer.setContentHuggingPriority(UILayoutPriority(200), for: .vertical)
        outer.addArrangedSubview(inner)
        outer.addArrangedSubview(footer)
        window.addSubview(outer)
        settle()
        XCTAssertEqual(inner.frame, rect(0, 0, 200, 50), "as tall as its tallest view")
        XCTAssertEqual(frames(inner.arrangedSubviews), [rect(0, 0, 95, 50), rect(105, 0, 95, 50)])
        XCTAssertEqual(footer.frame, rect(0, 50, 200, 250))
        XCTAssertFalse(inner.translatesAutoresizingMaskIntoConstraints)
    }

    func testAStackViewsFittingSizeComesFromItsArrangedViews() {
        stack.spacing = 10
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 200, height: 40))
        stack.alignment = .center
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 200, height: 40))
        stack.axis = .vertical
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 70, height: 110))
        c.isHidden = true
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 60, height: 60))
        XCTAssertEqual(stack.frame, rect(0, 0, 300, 100), "fitting leaves the stack view's frame alone")
    }

    // MARK: Registry

    /// A view's move into the stack view runs its callbacks, which may
    /// arrange views themselves; the insertion then still lands in range
    /// (found by the fuzzer: an index past the end).
    func testCallbacksThatArrangeViewsDuringAnInsertionKeepItInRange() {
        final class Rearranging: UIView {
            var onMove: (() -> Void)?
            override func didMoveToSuperview() { onMove?() }
        }
        let stack = UIStackView()
        let first = UIView(), second = UIView()
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        let moving = Rearranging()
        moving.onMove = { stack.removeArrangedSubview(first); stack.removeArrangedSubview(second) }
        stack.insertArrangedSubview(moving, at: 2)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([moving], by: ===))
        let again = Rearranging()
        again.onMove = { stack.addArrangedSubview(again) }
        stack.insertArrangedSubview(again, at: 0)
        XCTAssertEqual(stack.arrangedSubviews.filter { $0 === again }.count, 1, "arranged once")
    }

    func testTheRegistryKnowsUIStackViewAndItsProperties() {
        let registered = Session.current.classes.class(of: stack)
        XCTAssertEqual(registered?.name, "UIStackView")
        XCTAssertEqual(registered?.superclass?.name, "UIView")
        stack.setValue(1, forKey: "axis")
        stack.setValue(3, forKey: "distribution")
        stack.setValue(12.5, forKey: "spacing")
        stack.setValue(true, forKey: "layoutMarginsRelativeArrangement")
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.distribution, .equalSpacing)
        XCTAssertEqual(stack.spacing, 12.5)
        XCTAssertTrue(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual((stack.value(forKey: "arrangedSubviews") as? [UIView])?.count, 3)
        XCTAssertEqual(UIStackView.Alignment.top, .leading)
        XCTAssertEqual(UIStackView.Alignment.bottom.rawValue, 4)
    }
}
