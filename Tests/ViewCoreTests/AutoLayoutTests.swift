import XCTest
@testable import ViewCore

/// A view with an intrinsic size that tests can change.
final class IntrinsicView: UIView {
    var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { size }
}

/// Auto Layout (R5): constraints, anchors, guides, the engine and its phases.
///
///     W (window, visible, iPhone 15: 393 × 852, safe area 59 top, 34 bottom)
///     └ C (0 0; 300 400), translating its (empty) autoresizing mask
///       └ V (tests add constraints)
final class AutoLayoutTests: ViewCoreTestCase {
    var window: LoggingWindow!
    var c: LoggingView!, v: UIView!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
        c = view("C", CGRect(x: 0, y: 0, width: 300, height: 400))
        v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(c)
        c.addSubview(v)
        settle()
    }

    override func tearDown() {
        window = nil; c = nil; v = nil
        super.tearDown()
    }

    // MARK: Pinning, centering, ratios

    func testPinningToEdges() {
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8),
            v.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -8),
            v.topAnchor.constraint(equalTo: c.topAnchor, constant: 10),
            v.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: -10),
        ])
        settle()
        XCTAssertEqual(v.frame, CGRect(x: 8, y: 10, width: 284, height: 380))
        XCTAssertFalse(v.hasAmbiguousLayout)

        // The container resizes: the pinned view follows at the next layout.
        c.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        settle()
        XCTAssertEqual(v.frame, CGRect(x: 8, y: 10, width: 184, height: 80))
    }

    func testPinningToTheSafeAreaLayoutGuide() {
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(content)
        let guide = window.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        settle()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 59, width: 393, height: 759))
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 59, width: 393, height: 759))
        XCTAssertEqual(guide.identifier, "UIViewSafeAreaLayoutGuide")
    }

    func testPinningToTheLayoutMarginsGuideAndMarginAttributes() {
        c.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 9)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v!, attribute: .leading, relatedBy: .equal, toItem: c, attribute: .leadingMargin,
                               multiplier: 1, constant: 0),
            v.trailingAnchor.constraint(equalTo: c.layoutMarginsGuide.trailingAnchor),
            NSLayoutConstraint(item: v!, attribute: .top, relatedBy: .equal, toItem: c, attribute: .topMargin,
                               multiplier: 1, constant: 0),
            v.heightAnchor.constraint(equalToConstant: 20),
        ])
        settle()
        XCTAssertEqual(v.frame, CGRect(x: 6, y: 64, width: 285, height: 20), "C's margins are from its safe area (59 at the top)")
        c.insetsLayoutMarginsFromSafeArea = false
        c.setNeedsLayout()
        settle()
        XCTAssertEqual(v.frame, CGRect(x: 6, y: 5, width: 285, height: 20))
    }

    func testCentering() {
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: c.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: c.centerYAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        settle()
        XCTAssertEqual(v.frame, CGRect(x: 100, y: 175, width: 100, height: 50))
    }

    func testBaselinesAreThoseOfTheViewsNamedForThemOrElseTheTopAndBottomEdges() {
        // UIView.forFirstBaselineLayout: "If that view does not have a baseline,
        // Auto Layout uses the view's top edge"; the last baseline, its bottom.
        final class Caption: UIView {
            let line = UIView(frame: CGRect(x: 0, y: 6, width: 40, height: 12))
            override var forLastBaselineLayout: UIView { line }
        }
        let caption = Caption(frame: CGRect(x: 0, y: 100, width: 40, height: 30))
        caption.addSubview(caption.line)
        c.addSubview(caption)
        let w = UIView()
        w.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(w)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: c.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 10),
            v.firstBaselineAnchor.constraint(equalTo: caption.firstBaselineAnchor),
            w.leadingAnchor.constraint(equalTo: c.leadingAnchor),
            w.widthAnchor.constraint(equalToConstant: 10),
            w.heightAnchor.constraint(equalToConstant: 10),
            w.lastBaselineAnchor.constraint(equalTo: c.lastBaselineAnchor),
        ])
        settle()
        XCTAssertEqual(v.frame.minY, 106, "the caption's first baseline: the line it names, without text, at its top edge")
        XCTAssertEqual(w.frame.maxY, 400, "C has no text: its last baseline is its bottom edge")
        NSLayoutConstraint.activate([w.firstBaselineAnchor.constraint(equalTo: caption.lastBaselineAnchor)])
        NSLayoutConstraint.deactivate(c.constraints.filter { $0.firstAttribute == .lastBaseline })
        settle()
        XCTAssertEqual(w.frame.minY, 118, "the caption's last baseline: the line's bottom edge, 100 + 6 + 12")
    }

    func testSystemSpacingIsEightPointsBetweenViewsWithoutText() {
        // UIKit's "system spacing" comes from the fonts of views with text;
        // between plain views it is the standard 8 points of the visual format
        // language's "-".
        let w = UIView()
        w.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(w)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: c.leadingAnchor),
            v.topAnchor.constraint(equalTo: c.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 10),
            w.leadingAnchor.constraint(equalToSystemSpacingAfter: v.trailingAnchor, multiplier: 2),
            w.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: v.bottomAnchor, multiplier: 1),
            w.widthAnchor.constraint(equalTo: v.widthAnchor),
            w.heightAnchor.constraint(equalTo: v.heightAnchor),
        ])
        settle()
        XCTAssertEqual(w.frame, CGRect(x: 26, y: 18, width: 10, height: 10))
    }

    func testAnchorsAreTypedByTheirKindAsInUIKit() {
        // NSLayoutAnchor<AnchorType>: code written for UIKit that names the
        // generic type compiles, and a constraint's anchors cast to their kind.
        let leading: NSLayoutAnchor<NSLayoutXAxisAnchor> = v.leadingAnchor
        let top: NSLayoutAnchor<NSLayoutYAxisAnchor> = v.topAnchor
        let width: NSLayoutAnchor<NSLayoutDimension> = v.widthAnchor
        let constraints = [leading.constraint(equalTo: c.leadingAnchor, constant: 4),
                           top.constraint(equalTo: c.topAnchor), width.constraint(equalTo: c.widthAnchor)]
        XCTAssertNotNil(constraints[0].firstAnchor as? NSLayoutXAxisAnchor)
        XCTAssertNotNil(constraints[1].secondAnchor as? NSLayoutYAxisAnchor)
        XCTAssertNotNil(constraints[2].firstAnchor as? NSLayoutDimension)
        XCTAssertEqual(constraints[0].firstAnchor?.description, "<NSLayoutXAxisAnchor \"\(v.layoutItemName).leading\">")
    }

    func testAspectRatioWithAMultiplier() {
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: c.leadingAnchor),
            v.topAnchor.constraint(equalTo: c.topAnchor),
            v.widthAnchor.constraint(equalTo: c.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        settle()
        // 84.375 points, placed on the 3x screen's pixel grid as UIKit does: 253 pixels.
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 150, height: 253.0 / 3))
    }

    func testConstraintsBetweenCousinsAreExpressedInTheCommonAncestor() {
        let other = UIView(frame: CGRect(x: 40, y: 30, width: 10, height: 10))
        window.addSubview(other)  // translates its mask: its frame is fixed
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: 5),
            v.topAnchor.constraint(equalTo: other.bottomAnchor),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        c.frame = CGRect(x: 20, y: 20, width: 300, height: 400)
        settle()
        XCTAssertEqual(v.constraints.count, 2, "its own size")
        XCTAssertEqual(window.constraints.count, 2, "the cross-hierarchy constraints live in the common ancestor")
        XCTAssertEqual(v.frame, CGRect(x: 35, y: 20, width: 10, height: 10), "in C's space: 55 - 20, 40 - 20")
        XCTAssertEqual(other.frame, CGRect(x: 40, y: 30, width: 10, height: 10))
    }

    // MARK: Priorities

    func testPrioritiesDecideBetweenConflictingConstraints() {
        let high = v.widthAnchor.constraint(equalToConstant: 100)
        high.priority = .defaultHigh
        let low = v.widthAnchor.constraint(equalToConstant: 200)
        low.priority = .defaultLow
        NSLayoutConstraint.activate([high, low, v.heightAnchor.constraint(equalToConstant: 10),
                                     v.leadingAnchor.constraint(equalTo: c.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: c.topAnchor)])
        settle()
        XCTAssertEqual(v.frame.width, 100)

        // One above the other's level wins however many are below.
        high.priority = UILayoutPriority(251)
        low.priority = .defaultLow
        let lows = (0..<5).map { _ in v.widthAnchor.constraint(equalToConstant: 200) }
        for constraint in lows { constraint.priority = .defaultLow }
        NSLayoutConstraint.activate(lows)
        settle()
        XCTAssertEqual(v.frame.width, 100)

        high.priority = UILayoutPriority(249)
        settle()
        XCTAssertEqual(v.frame.width, 200)
        XCTAssertTrue(warnings.isEmpty)
    }

    /// NSLayoutConstraint.h: "Higher priority constraints are satisfied before lower
    /// priority constraints." So one constraint a single point higher wins against
    /// any number of lower ones pulling elsewhere, however close the priorities.
    func testHigherPriorityIsSatisfiedBeforeAnyNumberOfLowerOnes() {
        let wide = (0..<3).map { _ -> UIView in
            let other = UIView()
            other.translatesAutoresizingMaskIntoConstraints = false
            c.addSubview(other)
            return other
        }
        var fixed: [NSLayoutConstraint] = [v.heightAnchor.constraint(equalToConstant: 10),
                                           v.leadingAnchor.constraint(equalTo: c.leadingAnchor),
                                           v.topAnchor.constraint(equalTo: c.topAnchor)]
        for other in wide {
            fixed += [other.widthAnchor.constraint(equalToConstant: 300), other.heightAnchor.constraint(equalToConstant: 10),
                      other.leadingAnchor.constraint(equalTo: c.leadingAnchor),
                      other.topAnchor.constraint(equalTo: c.topAnchor, constant: 20)]
        }
        NSLayoutConstraint.activate(fixed)
        /// v's width with `width == 100` at `one` and `width == other.width` for each
        /// of the three at `three`.
        func width(one: Float, three: Float) -> CGFloat {
            let single = v.widthAnchor.constraint(equalToConstant: 100)
            single.priority = UILayoutPriority(one)
            let many = wide.map { v.widthAnchor.constraint(equalTo: $0.widthAnchor) }
            for constraint in many { constraint.priority = UILayoutPriority(three) }
            NSLayoutConstraint.activate([single] + many)
            settle()
            defer { NSLayoutConstraint.deactivate([single] + many) }
            return v.frame.width
        }
        for (high, low) in [(251, 250), (750, 749), (751, 750), (999, 998), (250.5, 250), (2, 1)] as [(Float, Float)] {
            XCTAssertEqual(width(one: high, three: low), 100, "one at \(high) against three at \(low)")
            // The other way round the three win, so they really pull.
            XCTAssertEqual(width(one: low, three: high), 300, "one at \(low) against three at \(high)")
        }
        XCTAssertTrue(warnings.isEmpty)
    }

    func testRequiredBeatsEveryOptionalPriority() {
        let optional = v.widthAnchor.constraint(equalToConstant: 100)
        optional.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([optional, v.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
                                     v.heightAnchor.constraint(equalToConstant: 10),
                                     v.leadingAnchor.constraint(equalTo: c.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: c.topAnchor)])
        settle()
        XCTAssertEqual(v.frame.width, 150)
    }

    // MARK: Intrinsic size

    func testIntrinsicSizeWithHuggingAndCompressionResistance() {
        let label = IntrinsicView()
        label.size = CGSize(width: 120, height: 40)
        label.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: c.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: c.trailingAnchor),
            label.topAnchor.constraint(equalTo: c.topAnchor),
        ])
        settle()
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 120, height: 40), "hugging and compression at the intrinsic size")

        // A wish to be narrower below compression resistance (750) loses.
        let narrow = label.widthAnchor.constraint(equalToConstant: 50)
        narrow.priority = UILayoutPriority(500)
        narrow.isActive = true
        settle()
        XCTAssertEqual(label.frame.width, 120)

        // Above it, it wins.
        label.setContentCompressionResistancePriority(UILayoutPriority(400), for: .horizontal)
        settle()
        XCTAssertEqual(label.frame.width, 50)
        narrow.isActive = false

        // A wish to be wider above hugging (250) wins.
        let wide = label.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = UILayoutPriority(251)
        wide.isActive = true
        settle()
        XCTAssertEqual(label.frame.width, 200)
        wide.isActive = false

        // A new intrinsic size is asked for once invalidated.
        label.size = CGSize(width: 90, height: 30)
        settle()
        XCTAssertEqual(label.frame.size, CGSize(width: 120, height: 40), "not asked again before invalidation")
        label.invalidateIntrinsicContentSize()
        XCTAssertTrue(label.needsUpdateConstraints)
        settle()
        XCTAssertEqual(label.frame.size, CGSize(width: 90, height: 30))
        XCTAssertEqual(label.contentHuggingPriority(for: .vertical), .defaultLow)
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
    }

    // MARK: translatesAutoresizingMaskIntoConstraints

    func testTranslatingTheAutoresizingMaskFixesTheFrameOrTiesItToTheSuperview() {
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let flexible = UIView(frame: CGRect(x: 10, y: 20, width: 280, height: 40))
        flexible.autoresizingMask = [.flexibleWidth]
        c.addSubview(fixed)
        c.addSubview(flexible)
        XCTAssertTrue(fixed.translatesAutoresizingMaskIntoConstraints, "true for views made in code")
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: fixed.trailingAnchor),
            v.topAnchor.constraint(equalTo: flexible.bottomAnchor),
            v.trailingAnchor.constraint(equalTo: flexible.trailingAnchor),
            v.heightAnchor.constraint(equalToConstant: 5),
        ])
        settle()
        XCTAssertEqual(fixed.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(v.frame, CGRect(x: 40, y: 60, width: 250, height: 5))
        let translated = fixed.constraintsAffectingLayout(for: .horizontal).filter { $0 is NSAutoresizingMaskLayoutConstraint }
        XCTAssertEqual(translated.map(\.description), [
            "<NSAutoresizingMaskLayoutConstraint:#\(translated[0].objectID) h=--& v=--& UIView:#\(fixed.objectID).midX == 25   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:#\(translated[1].objectID) h=--& v=--& UIView:#\(fixed.objectID).width == 30   (active)>",
        ])
        let flexibleWidth = flexible.constraintsAffectingLayout(for: .horizontal).filter { $0 is NSAutoresizingMaskLayoutConstraint }
        XCTAssertEqual(flexibleWidth.map(\.description), [
            "<NSAutoresizingMaskLayoutConstraint:#\(flexibleWidth[0].objectID) h=-&- v=--& UIView:#\(flexible.objectID).midX == LoggingView:#\(c.objectID).midX   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:#\(flexibleWidth[1].objectID) h=-&- v=--& UIView:#\(flexible.objectID).width == LoggingView:#\(c.objectID).width - 20   (active)>",
            // What fixes C's width places the flexible view too, as UIKit lists it.
            "<NSAutoresizingMaskLayoutConstraint:#\(flexibleWidth[2].objectID) h=--& v=--& LoggingView:#\(c.objectID).width == 300   (active)>",
        ])

        // Springs and struts, through the engine: the flexible view widens with C.
        c.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        settle()
        XCTAssertEqual(flexible.frame, CGRect(x: 10, y: 20, width: 380, height: 40))
        XCTAssertEqual(v.frame, CGRect(x: 40, y: 60, width: 350, height: 5))

        // Moving the translated view moves what is tied to it.
        fixed.frame.origin.x = 0
        settle()
        XCTAssertEqual(v.frame.minX, 30)
    }

    func testAViewNotTranslatingItsMaskIsPlacedOnlyByConstraints() {
        v.autoresizingMask = [.flexibleWidth]
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 5),
            v.topAnchor.constraint(equalTo: c.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 50),
        ])
        settle()
        XCTAssertTrue(v.hasAmbiguousLayout, "no height: ambiguous")
        // Auto Layout Guide, Ambiguous Layouts: "Auto Layout chooses one of the
        // possible solutions"; here a height no constraint mentions is zero.
        XCTAssertEqual(v.frame, CGRect(x: 5, y: 0, width: 50, height: 0))
        c.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
        XCTAssertEqual(v.frame.width, 50, "autoresizing leaves a constrained view alone")
        settle()
        XCTAssertEqual(v.frame, CGRect(x: 5, y: 0, width: 50, height: 0))
    }

    func testAViewPlacedByItsPositionAloneIsZeroSizedAndAmbiguous() {
        // A plain view has no intrinsic size: with only its position constrained,
        // its size is undetermined and UIKit's engine picks zero (Auto Layout
        // Guide, Ambiguous Layouts), whatever frame it was created with.
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: c.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: c.centerYAnchor),
        ])
        settle()
        XCTAssertEqual(v.frame, CGRect(x: 150, y: 200, width: 0, height: 0))
        XCTAssertTrue(v.hasAmbiguousLayout)
        XCTAssertFalse(c.hasAmbiguousLayout, "a view outside the engine's choices is not ambiguous")
    }

    func testAskingForAmbiguityLeavesTheLayoutAlone() {
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 5),
            v.trailingAnchor.constraint(greaterThanOrEqualTo: v.leadingAnchor, constant: 30),
            v.topAnchor.constraint(equalTo: c.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        settle()
        let frame = v.frame
        XCTAssertTrue(v.hasAmbiguousLayout, "the width may be anything from 30 up")
        v.setNeedsLayout()
        c.setNeedsLayout()
        settle()
        XCTAssertEqual(v.frame, frame)
        v.widthAnchor.constraint(equalToConstant: 40).isActive = true
        settle()
        XCTAssertFalse(v.hasAmbiguousLayout)
        XCTAssertEqual(v.frame, CGRect(x: 5, y: 0, width: 40, height: 10))
    }

    func testExercisingAmbiguityMovesAViewBetweenItsPossibleFrames() {
        // UIKit: "randomly changes the frame of a view with an ambiguous layout
        // between its different valid values"; here each call goes the other way.
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(greaterThanOrEqualTo: c.leadingAnchor, constant: 10),
            v.topAnchor.constraint(equalTo: c.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 50),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        settle()
        XCTAssertEqual(v.frame.minX, 10)
        v.exerciseAmbiguityInLayout()
        settle()
        XCTAssertEqual(v.frame, CGRect(x: 110, y: 0, width: 50, height: 10), "moved right, within the constraints")
        v.exerciseAmbiguityInLayout()
        settle()
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 0, width: 50, height: 10), "back left, stopped by the constraint")

        v.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 20).isActive = true
        settle()
        v.exerciseAmbiguityInLayout()
        settle()
        XCTAssertEqual(v.frame.minX, 20, "a view with one possible frame stays")
    }

    func testTheConstraintsAffectingAViewAreThoseItsFrameRestsOn() {
        let loose = v.widthAnchor.constraint(lessThanOrEqualToConstant: 500)
        let tight = v.widthAnchor.constraint(lessThanOrEqualTo: c.widthAnchor, multiplier: 0.5)
        let leading = v.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8)
        let preferred = v.widthAnchor.constraint(equalToConstant: 1000)
        preferred.priority = .defaultLow
        NSLayoutConstraint.activate([loose, tight, leading, preferred, v.topAnchor.constraint(equalTo: c.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 10)])
        settle()
        XCTAssertEqual(v.frame.width, 150)
        let affecting = v.constraintsAffectingLayout(for: .horizontal)
        XCTAssertTrue(affecting.contains { $0 === tight }, "the inequality that holds the width")
        XCTAssertTrue(affecting.contains { $0 === leading })
        XCTAssertFalse(affecting.contains { $0 === loose }, "an inequality with room to spare")
        XCTAssertFalse(affecting.contains { $0 === preferred }, "a preference the width does not follow")
        XCTAssertTrue(affecting.contains { $0 is NSAutoresizingMaskLayoutConstraint && $0.firstAttribute == .width },
                      "C's width, which the tight inequality ties it to")
        XCTAssertFalse(affecting.contains { $0.firstAttribute.axis == .vertical })
    }

    // MARK: Layout direction

    func testLeadingAndTrailingFollowTheLayoutDirection() {
        // "Leading": the left edge in a left-to-right language, the right edge
        // in a right-to-left one (NSLayoutConstraint.Attribute.leading).
        Simulator.setUserInterfaceLayoutDirection(.rightToLeft)
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(v.traitCollection.layoutDirection, .rightToLeft)
        XCTAssertEqual(v.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8),
            v.widthAnchor.constraint(equalToConstant: 50),
            v.topAnchor.constraint(equalTo: c.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        settle()
        XCTAssertEqual(v.frame.minX, 242, "8 points in from C's right edge")

        // A forced direction is the view's own: C's leading edge stays on the right.
        v.semanticContentAttribute = .forceLeftToRight
        settle()
        XCTAssertEqual(v.frame.minX, 308, "v's leading edge is now its left, 8 points past C's leading edge, its right")
        c.semanticContentAttribute = .forceLeftToRight
        settle()
        XCTAssertEqual(v.frame.minX, 8)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .playback), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .rightToLeft)
    }

    func testStackViewsAndTheVisualFormatLanguageArrangeFromTheLeadingEdge() {
        Simulator.setUserInterfaceLayoutDirection(.rightToLeft)
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fillEqually
        c.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: c.leftAnchor),
            stack.topAnchor.constraint(equalTo: c.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
            stack.heightAnchor.constraint(equalToConstant: 20),
        ])
        let w = UIView()
        w.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(w)
        let views = ["w": w]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[w(30)]", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-50-[w(30)]", metrics: nil, views: views))
        settle()
        XCTAssertEqual([a.frame.minX, b.frame.minX], [100, 0], "the first arranged view on the right")
        XCTAssertEqual(w.frame.minX, 260, "| is the leading edge: C's right")
        NSLayoutConstraint.deactivate(w.constraints + c.constraints.filter { $0.firstItem === w })
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[w(30)]", options: .directionLeftToRight,
                                                                   metrics: nil, views: views))
        settle()
        XCTAssertEqual(w.frame.minX, 10, "the left-to-right option reads the format from the left")
    }

    // MARK: Phases (R5)

    func testR5_3_ActivatingAConstraintMarksTheSuperviewForLayout() {
        let constraint = v.widthAnchor.constraint(equalToConstant: 10)
        XCTAssertEqual(markedForLayout([c]), [])
        constraint.isActive = true
        XCTAssertEqual(markedForLayout([c]), ["C"])
        settle()
        constraint.constant = 20
        XCTAssertEqual(markedForLayout([c]), ["C"], "a new constant marks too")
        settle()
        constraint.isActive = false
        XCTAssertEqual(markedForLayout([c]), ["C"])
    }

    /// WWDC 2015, Mysteries of Auto Layout, Part 2: when the engine recomputes
    /// the layout, "engine variables receive new values" and those views "call
    /// superview.setNeedsLayout()". A solve for a change elsewhere marks nothing
    /// here, so a view moved in code stays until the superview lays out again
    /// (a new size would lay the superview out at once, R3).
    func testR5_3_OnlyViewsWhoseEngineVariablesMoveMarkTheirSuperviews() {
        let width = v.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: c.leftAnchor, constant: 5),
            v.topAnchor.constraint(equalTo: c.topAnchor, constant: 6),
            width, v.heightAnchor.constraint(equalToConstant: 70),
        ])
        let d = UIView(frame: CGRect(x: 0, y: 500, width: 300, height: 100))
        let u = UIView()
        u.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(d)
        d.addSubview(u)
        let uWidth = u.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([uWidth, u.heightAnchor.constraint(equalToConstant: 10),
                                     u.leftAnchor.constraint(equalTo: d.leftAnchor), u.topAnchor.constraint(equalTo: d.topAnchor)])
        settle()
        XCTAssertEqual(v.frame, CGRect(x: 5, y: 6, width: 50, height: 70))
        v.frame.origin = CGPoint(x: 1, y: 1)
        uWidth.constant = 20
        window.layoutIfNeeded()
        XCTAssertEqual(u.frame.width, 20)
        XCTAssertEqual(v.frame, CGRect(x: 1, y: 1, width: 50, height: 70), "v's variables did not move")
        width.constant = 60
        XCTAssertEqual(markedForLayout([c]), ["C"])
        window.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 5, y: 6, width: 60, height: 70))
    }

    func testR5_3_FramesAreAppliedInLayoutSubviewsSoAnOverrideCallingSuperFirstSeesThem() {
        let probe = ProbeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 1, y: 1, width: 1, height: 1))
        child.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(probe)
        probe.addSubview(child)
        settle()
        var seenBefore: CGRect?
        var seenAfter: CGRect?
        probe.beforeSuper = { seenBefore = child.frame }
        probe.afterSuper = { seenAfter = child.frame }
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: probe.leadingAnchor, constant: 7),
            child.topAnchor.constraint(equalTo: probe.topAnchor, constant: 7),
            child.widthAnchor.constraint(equalToConstant: 7),
            child.heightAnchor.constraint(equalToConstant: 7),
        ])
        settle()
        XCTAssertEqual(seenBefore, CGRect(x: 1, y: 1, width: 1, height: 1), "not before the superview's layoutSubviews")
        XCTAssertEqual(seenAfter, CGRect(x: 7, y: 7, width: 7, height: 7))
        XCTAssertEqual(probe.layoutCount, 2, "once when added, once for the constraints: applying frames does not mark it again")
    }

    final class ProbeView: UIView {
        var beforeSuper: (() -> Void)?
        var afterSuper: (() -> Void)?
        var layoutCount = 0
        override func layoutSubviews() {
            layoutCount += 1
            beforeSuper?()
            super.layoutSubviews()
            afterSuper?()
        }
    }

    func testR5_1_UpdateConstraintsRunsBottomUpAndTheConstraintsItMakesAreSolvedInTheSameCommit() {
        let controller = LoggingController(name: "VC", log: log)
        controller.view = c
        window.addSubview(c)
        let a = view("A", CGRect(x: 0, y: 0, width: 1, height: 1))
        a.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(a)
        settle()
        var made = false
        a.onUpdateConstraints = { view in
            guard !made else { return }
            made = true
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: self.c.leadingAnchor, constant: 3),
                view.topAnchor.constraint(equalTo: self.c.topAnchor, constant: 4),
                view.widthAnchor.constraint(equalToConstant: 30),
                view.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        a.setNeedsUpdateConstraints()
        c.setNeedsUpdateConstraints()
        XCTAssertEqual(commit(), [
            "-[A updateConstraints]",
            "-[VC updateViewConstraints]",
            "-[C updateConstraints]",
            "-[VC viewWillLayoutSubviews]",
            "-[C layoutSubviews]",
            "-[VC viewDidLayoutSubviews]",
            "-[A layoutMarginsDidChange]",  // now 4 points from the top: the safe area reaches in
            "-[A safeAreaInsetsDidChange]",
            "-[A layoutSubviews]",
        ])
        XCTAssertEqual(a.frame, CGRect(x: 3, y: 4, width: 30, height: 40))
    }

    func testLayoutIfNeededRunsTheConstraintPassThenSolvesThenLaysOut() {
        let a = view("A", CGRect(x: 0, y: 0, width: 1, height: 1))
        a.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(a)
        settle()
        a.onUpdateConstraints = { view in
            view.widthAnchor.constraint(equalToConstant: 33).isActive = true
        }
        a.setNeedsUpdateConstraints()
        c.layoutIfNeeded()
        XCTAssertEqual(log.take(), ["-[A updateConstraints]", "-[C layoutSubviews]", "-[A layoutSubviews]"])
        XCTAssertEqual(a.frame.width, 33)
    }

    // MARK: A controller's content view, from the design's size to the screen's

    func testAContentViewPinnedUnderTheStatusBarGrowsFromTheDesignSizeToTheScreenBeforeViewDidAppear() {
        Session.start(device: Device.named("iPhone 8 Plus")!)
        let window = UIWindow()
        let controller = DesignedController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        trackShown(window)
        VirtualRunLoop.main.runOnce()
        XCTAssertEqual(controller.designFrame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(controller.contentFrameAtViewDidAppear, CGRect(x: 0, y: 20, width: 414, height: 716))
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 414, height: 736))
    }

    final class DesignedController: UIViewController {
        let content = UIView()
        var designFrame: CGRect?
        var contentFrameAtViewDidAppear: CGRect?

        override func loadView() {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            designFrame = view.frame
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            contentFrameAtViewDidAppear = content.frame
        }
    }

    // MARK: Unsatisfiable constraints

    /// The message is UIKit's, as iOS prints it (quoted in
    /// https://github.com/pichillilorenzo/flutter_inappwebview/issues/308 and
    /// https://github.com/hackiftekhar/IQKeyboardManager/issues/1592; without the
    /// note when no autoresizing constraint is listed, as in
    /// https://github.com/gscalzo/Swift2ByExample/issues/7), ids in place of addresses.
    func testAnUnsatisfiableSystemLogsInUIKitsWordsAndRecoversByBreakingAConstraint() {
        let hundred = v.widthAnchor.constraint(equalToConstant: 100)
        let leading = v.leadingAnchor.constraint(equalTo: c.leadingAnchor)
        let trailing = v.trailingAnchor.constraint(equalTo: c.trailingAnchor)
        NSLayoutConstraint.activate([hundred, leading, v.topAnchor.constraint(equalTo: c.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 10)])
        settle()
        trailing.isActive = true
        settle()
        let cWidth = c.constraintsAffectingLayout(for: .horizontal).first { $0.firstAttribute == .width }!
        let cMidX = c.constraintsAffectingLayout(for: .horizontal).first { $0.firstAttribute == .centerX }!
        _ = cMidX
        XCTAssertEqual(warnings, ["""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \n\
            \tTry this: \n\
            \t\t(1) look at each constraint and try to figure out which you don't expect; \n\
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n\
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n\
            (
                "<NSLayoutConstraint:#\(hundred.objectID) UIView:#\(v.objectID).width == 100   (active)>",
                "<NSLayoutConstraint:#\(leading.objectID) UIView:#\(v.objectID).leading == LoggingView:#\(c.objectID).leading   (active)>",
                "<NSLayoutConstraint:#\(trailing.objectID) UIView:#\(v.objectID).trailing == LoggingView:#\(c.objectID).trailing   (active)>",
                "\(cWidth)"
            )

            Will attempt to recover by breaking constraint \n\
            <NSLayoutConstraint:#\(trailing.objectID) UIView:#\(v.objectID).trailing == LoggingView:#\(c.objectID).trailing   (active)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """])
        XCTAssertEqual(cWidth.description, "<NSAutoresizingMaskLayoutConstraint:#\(cWidth.objectID) h=--& v=--& LoggingView:#\(c.objectID).width == 300   (active)>")
        XCTAssertTrue(trailing.isActive, "broken, not deactivated")
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 100, height: 10))

        // Once the conflict is gone, the broken constraint holds again.
        hundred.isActive = false
        settle()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 300, height: 10))
        XCTAssertEqual(warnings.count, 1)
    }

    // MARK: Errors

    /// UIKit's reason, as quoted in https://github.com/SnapKit/SnapKit/issues/478
    /// (NSGenericException per https://github.com/LaurentiuUngur/LUAutocompleteView/issues/6).
    func testActivatingAConstraintWhoseItemsHaveNoCommonAncestorRaises() {
        let stranger = UIView()
        let constraint = v.centerXAnchor.constraint(equalTo: stranger.centerXAnchor)
        assertRaises(.genericException,
                     "Unable to activate constraint with anchors <NSLayoutXAxisAnchor \"UIView:#\(v.objectID).centerX\"> and <NSLayoutXAxisAnchor \"UIView:#\(stranger.objectID).centerX\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.") {
            constraint.isActive = true
        }
        XCTAssertFalse(constraint.isActive)
    }

    /// Reasons as UIKit words them: https://github.com/wistia/WistiaKit/issues/39
    /// (constant), https://github.com/Appboy/appboy-ios-sdk/issues/106 (multiplier),
    /// https://github.com/mwaterfall/MWPhotoBrowser/issues/399 (a location equal to a constant).
    func testBadNumbersAreRefusedAsUIKitRefusesThem() {
        var made: NSLayoutConstraint?
        assertRaises(.internalInconsistencyException,
                     "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:<NSLayoutDimension \"UIView:#\(v.objectID).width\"> secondAnchor:(null)") {
            made = v.widthAnchor.constraint(equalToConstant: .nan)
        }
        made?.isActive = true
        XCTAssertEqual(made?.isActive, false, "an invalid constraint never becomes active")

        assertRaises(.internalInconsistencyException, "Multiplier is not finite!  That's illegal.  multiplier:inf") {
            made = v.widthAnchor.constraint(equalTo: c.widthAnchor, multiplier: .infinity)
        }
        assertRaises(.invalidArgumentException,
                     "+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs") {
            made = NSLayoutConstraint(item: v!, attribute: .left, relatedBy: .equal, toItem: c, attribute: .left, multiplier: 0, constant: 10)
        }
        assertRaises(.invalidArgumentException,
                     "+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes") {
            made = NSLayoutConstraint(item: v!, attribute: .left, relatedBy: .equal, toItem: c, attribute: .top, multiplier: 1, constant: 0)
        }
        assertRaises(.invalidArgumentException,
                     "+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Constraint items must each be a view or layout guide.") {
            made = NSLayoutConstraint(item: "text", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
        }

        // On an active constraint, a bad constant is refused and the old one kept.
        let width = v.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        XCTAssertNotNil(UIKitException.capture { width.constant = .infinity })
        XCTAssertEqual(width.constant, 10)
        assertRaises(.internalInconsistencyException,
                     "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000.") {
            width.priority = .defaultLow
        }
        XCTAssertNotNil(UIKitException.capture { width.priority = UILayoutPriority(0) })
        XCTAssertEqual(width.priority, .required)
        settle()
        XCTAssertEqual(v.frame.width, 10)
    }

    func testConstraintsOnDeallocatedViewsNeverTrap() {
        var constraint: NSLayoutConstraint?
        var held: NSLayoutConstraint?
        do {
            let a = UIView(), b = UIView()
            constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
            let root = UIView()
            root.addSubview(a)
            held = a.widthAnchor.constraint(equalToConstant: 5)
            held?.isActive = true
            XCTAssertEqual(held?.isActive, true)
        }
        XCTAssertNil(constraint?.firstItem)
        XCTAssertNotNil(UIKitException.capture { constraint?.isActive = true })
        XCTAssertEqual(constraint?.isActive, false)
        XCTAssertEqual(held?.isActive, false, "its container is gone")
        held?.isActive = false
        held?.constant = 3
        XCTAssertEqual(held?.description.hasSuffix("(null).width == 3   (inactive)>"), true)
    }

    /// A script's hierarchy may be freed after its session ended (the test
    /// runner starts a session per test): its subviews leave it, and their
    /// constraints their engine, before the engine goes.
    func testAHierarchyOfAnEndedSessionTakesItsConstraintsOutOfItsEngineAsItIsFreed() {
        var root: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var child: UIView?
        do {
            let inner = UIView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            root?.addSubview(inner)
            NSLayoutConstraint.activate([inner.leadingAnchor.constraint(equalTo: root!.leadingAnchor, constant: 5),
                                         inner.widthAnchor.constraint(equalToConstant: 10)])
            root?.layoutIfNeeded()
            XCTAssertEqual(inner.frame.minX, 5)
            child = inner
        }
        Session.start(device: Device.defaultDevice)
        root = nil
        XCTAssertNil(child)
    }

    // MARK: Moving between hierarchies

    func testConstraintsMoveWithTheirViewsAndThoseCrossingARemovalAreDeactivated() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        let inside = [inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
                      inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
                      inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
                      inner.heightAnchor.constraint(equalToConstant: 20)]
        NSLayoutConstraint.activate(inside)
        box.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 10, width: 50, height: 20), "laid out outside any window")

        c.addSubview(box)
        let crossing = box.topAnchor.constraint(equalTo: v.bottomAnchor)
        crossing.isActive = true
        box.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        settle()
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 10, width: 100, height: 20))

        // A root's engine goes when the root joins a superview; the superview
        // still lays out its other constrained subviews.
        crossing.isActive = false
        let pinned = v.widthAnchor.constraint(equalToConstant: 44)
        pinned.isActive = true
        settle()
        XCTAssertEqual(v.frame.width, 44)
        XCTAssertEqual(c.constraintState?.memberSubviewCount, 2, "v and box")
        crossing.isActive = true

        box.removeFromSuperview()
        XCTAssertFalse(crossing.isActive)
        XCTAssertTrue(inside.allSatisfy(\.isActive))
        box.frame = CGRect(x: 0, y: 0, width: 60, height: 100)
        box.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 10, width: 30, height: 20))
    }

    func testARemovalDeactivatesTheConstraintsCrossingItThroughGuidesAndDeepItems() {
        // Only the constraints between the subtree and the rest go, whichever
        // item of the subtree (a deep subview, a guide it owns) they name and
        // however high their container is.
        let box = UIView(), deep = UIView(), guide = UILayoutGuide()
        for view in [box, deep] { view.translatesAutoresizingMaskIntoConstraints = false }
        c.addSubview(box)
        box.addSubview(deep)
        box.addLayoutGuide(guide)
        let crossing = [deep.leadingAnchor.constraint(equalTo: c.safeAreaLayoutGuide.leadingAnchor),
                        guide.topAnchor.constraint(equalTo: v.bottomAnchor),
                        deep.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5)]
        let inside = [deep.topAnchor.constraint(equalTo: guide.bottomAnchor),
                      guide.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                      deep.heightAnchor.constraint(equalTo: deep.widthAnchor)]
        let outside = [v.widthAnchor.constraint(equalTo: c.widthAnchor)]
        NSLayoutConstraint.activate(crossing + inside + outside)
        XCTAssertTrue(crossing[2].container === window)
        settle()

        box.removeFromSuperview()
        XCTAssertEqual(crossing.map(\.isActive), [false, false, false])
        XCTAssertEqual(inside.map(\.isActive), [true, true, true])
        XCTAssertEqual(outside.map(\.isActive), [true])
        XCTAssertEqual(c.constraints.count, 1)

        // Back in, the same constraints cross again, and go again.
        c.addSubview(box)
        NSLayoutConstraint.activate(crossing)
        box.removeLayoutGuide(guide)
        XCTAssertEqual(crossing.map(\.isActive), [true, false, true], "a removed guide takes its constraints along")
        XCTAssertFalse(inside[0].isActive)
        XCTAssertFalse(inside[1].isActive)
        deep.removeFromSuperview()
        XCTAssertEqual(crossing.map(\.isActive), [false, false, false])
        XCTAssertTrue(inside[2].isActive, "a constraint between one view's attributes stays with it")
    }

    func testASubtreeOutlivingItsDeallocatedSuperviewKeepsTheConstraintsInsideIt() {
        var parent: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let kept = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        parent?.addSubview(kept)
        kept.addSubview(inner)
        let inside = [inner.leadingAnchor.constraint(equalTo: kept.leadingAnchor, constant: 5),
                      inner.topAnchor.constraint(equalTo: kept.topAnchor, constant: 5),
                      inner.trailingAnchor.constraint(equalTo: kept.trailingAnchor, constant: -5),
                      inner.bottomAnchor.constraint(equalTo: kept.bottomAnchor, constant: -5)]
        let crossing = parent.map { inner.widthAnchor.constraint(lessThanOrEqualTo: $0.widthAnchor) }
        NSLayoutConstraint.activate(inside + [crossing].compactMap { $0 })
        parent?.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 5, y: 5, width: 40, height: 40))

        parent = nil
        XCTAssertNil(kept.superview)
        XCTAssertEqual(crossing?.isActive, false)
        XCTAssertTrue(inside.allSatisfy(\.isActive))
        kept.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        kept.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 5, y: 5, width: 70, height: 70))
    }

    func testConstraintsToAScrollViewReferToItsContentWhateverTheScrollPosition() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(scroll)
        let item = UIView()
        item.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(item)
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        NSLayoutConstraint.activate([
            item.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 20),
            item.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            item.widthAnchor.constraint(equalToConstant: 10),
            item.heightAnchor.constraint(equalToConstant: 10),
        ])
        settle()
        XCTAssertEqual(item.frame, CGRect(x: 0, y: 20, width: 10, height: 10))
    }

    /// contentLayoutGuide, "the layout guide based on the untranslated content
    /// rectangle of the scroll view": a content view pinned to its edges, as
    /// wide as frameLayoutGuide, "the layout guide based on the untransformed
    /// frame rectangle", makes a vertically scrolling content size.
    func testAContentViewPinnedToTheContentGuideAndAsWideAsTheFrameGuideMakesTheContentSize() {
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
        scroll.contentInsetAdjustmentBehavior = .never  // under the status bar (R17.4)
        window.addSubview(scroll)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let contentGuide = scroll.contentLayoutGuide, frameGuide = scroll.frameLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        settle()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 200, height: 1000))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 200, height: 1000))
        XCTAssertEqual(contentGuide.layoutFrame, CGRect(x: 0, y: 0, width: 200, height: 1000))
        XCTAssertEqual(frameGuide.layoutFrame, CGRect(x: 0, y: 0, width: 200, height: 300))
        XCTAssertEqual(contentGuide.identifier, "UIScrollView-contentLayoutGuide")
        XCTAssertEqual(frameGuide.identifier, "UIScrollView-frameLayoutGuide")

        // The frame guide follows the scroll view's size, and the content its width.
        scroll.frame = CGRect(x: 10, y: 20, width: 150, height: 300)
        settle()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 150, height: 1000))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 150, height: 1000))
    }

    /// frameLayoutGuide stays at the scroll view's frame: a view pinned to it
    /// keeps its place on screen, whatever the content offset, while one
    /// pinned to the content guide scrolls.
    func testAViewPinnedToTheFrameGuideStaysPutAsTheContentScrolls() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 50, width: 100, height: 200))
        scroll.contentInsetAdjustmentBehavior = .never  // under the status bar (R17.4)
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let badge = UIView(), row = UIView()
        for view in [badge, row] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(view)
        }
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
            row.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 40),
            row.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 100),
            row.heightAnchor.constraint(equalToConstant: 30),
        ])
        settle()
        XCTAssertEqual(badge.frame, CGRect(x: 70, y: 10, width: 20, height: 20))
        XCTAssertEqual(badge.convert(badge.bounds, to: window), CGRect(x: 70, y: 60, width: 20, height: 20))

        scroll.contentOffset = CGPoint(x: 0, y: 300)
        settle()
        XCTAssertEqual(badge.frame, CGRect(x: 70, y: 310, width: 20, height: 20), "in content coordinates, at the scroll position")
        XCTAssertEqual(badge.convert(badge.bounds, to: window), CGRect(x: 70, y: 60, width: 20, height: 20))
        XCTAssertEqual(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 300, width: 100, height: 200))
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 40, width: 100, height: 30), "the content does not move within itself")
        XCTAssertEqual(row.convert(row.bounds, to: window), CGRect(x: 0, y: -210, width: 100, height: 30))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 100, height: 1000), "nothing sizes the content guide")
    }

    /// The content guide's size becomes `contentSize` only along an axis that
    /// constraints size it: pinned by its top and leading edges alone, the
    /// guide leaves the size set in code as it is.
    func testTheContentSizeStandsWhenNothingSizesTheContentGuide() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 333.3, height: 777)
        let item = UIView()
        item.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(item)
        NSLayoutConstraint.activate([
            item.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 5),
            item.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 6),
            item.widthAnchor.constraint(equalToConstant: 10),
            item.heightAnchor.constraint(equalToConstant: 10),
        ])
        settle()
        XCTAssertEqual(item.frame, CGRect(x: 6, y: 5, width: 10, height: 10))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 333.3, height: 777))

        // Sized along one axis only: the other keeps the value set in code.
        let bottom = item.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -85)
        bottom.isActive = true
        settle()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 333.3, height: 100))
        bottom.isActive = false
        scroll.contentSize = CGSize(width: 50, height: 60)
        settle()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 50, height: 60), "settable again once nothing sizes the guide")
    }

    /// The engine's own constraints place the guides: the content guide's
    /// origin at the content's, the frame guide's edges at the scroll view's.
    func testTheScrollViewGuidesAreHeldByTheEnginesOwnConstraints() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(scroll)
        let item = UIView()
        item.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(item)
        NSLayoutConstraint.activate([
            item.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            item.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
        ])
        settle()
        let names = Set(item.constraintsAffectingLayout(for: .horizontal).map(\.identifier)
            + item.constraintsAffectingLayout(for: .vertical).map(\.identifier))
        XCTAssertTrue(names.contains("UIScrollView-contentLayoutGuide-top"), "\(names)")
        XCTAssertTrue(names.contains("UIScrollView-frameLayoutGuide-left"), "\(names)")
    }

    // MARK: Fitting size

    func testSystemLayoutSizeFitting() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let label = IntrinsicView()
        label.size = CGSize(width: 100, height: 40)
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
        ])
        XCTAssertEqual(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 120, height: 50))
        XCTAssertEqual(cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel),
                       CGSize(width: 300, height: 50))
        XCTAssertEqual(cell.frame.size, CGSize(width: 10, height: 10), "the view itself is not resized")

        // Non-finite input is ignored rather than trapping.
        label.setContentHuggingPriority(UILayoutPriority(.nan), for: .horizontal)
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(cell.systemLayoutSizeFitting(CGSize(width: CGFloat.infinity, height: .nan),
                                                    withHorizontalFittingPriority: UILayoutPriority(.nan),
                                                    verticalFittingPriority: UILayoutPriority(.infinity)),
                       CGSize(width: 120, height: 0))
    }

    // MARK: Descriptions, registry

    func testDescriptionsAreDeterministicInUIKitsShape() {
        let constraint = v.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8)
        XCTAssertEqual(constraint.description,
                       "<NSLayoutConstraint:#\(constraint.objectID) UIView:#\(v.objectID).leading == LoggingView:#\(c.objectID).leading + 8   (inactive)>")
        constraint.identifier = "pin"
        constraint.isActive = true
        XCTAssertEqual(constraint.description,
                       "<NSLayoutConstraint:#\(constraint.objectID) 'pin' UIView:#\(v.objectID).leading == LoggingView:#\(c.objectID).leading + 8   (active)>")
        let half = v.widthAnchor.constraint(lessThanOrEqualTo: c.widthAnchor, multiplier: 0.5, constant: -4)
        half.priority = .defaultHigh
        XCTAssertEqual(half.description,
                       "<NSLayoutConstraint:#\(half.objectID) UIView:#\(v.objectID).width <= 0.5*LoggingView:#\(c.objectID).width - 4 @750   (inactive)>")
        XCTAssertEqual(c.safeAreaLayoutGuide.leadingAnchor.description,
                       "<NSLayoutXAxisAnchor \"UILayoutGuide:#\(c.safeAreaLayoutGuide.objectID)'UIViewSafeAreaLayoutGuide'.leading\">")
        XCTAssertEqual(Session.current.classes.class(named: "NSLayoutConstraint")?.property(forKey: "constant")?.isReadOnly, false)
        XCTAssertNotNil(Session.current.classes.class(named: "UILayoutGuide"))
        XCTAssertEqual(Session.current.classes.class(of: constraint)?.name, "NSLayoutConstraint")
    }

    func testTheSameConstraintsGiveTheSameFramesWhateverTheOrder() {
        func build(reversed: Bool) -> [CGRect] {
            resetEngine()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            let views = (0..<4).map { _ in UIView() }
            var constraints: [NSLayoutConstraint] = []
            for (index, view) in views.enumerated() {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
                constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
                constraints.append(index == 0 ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                                              : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8))
                constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor))
            }
            constraints.append(views[3].trailingAnchor.constraint(equalTo: root.trailingAnchor))
            NSLayoutConstraint.activate(reversed ? constraints.reversed() : constraints)
            root.layoutIfNeeded()
            return views.map(\.frame)
        }
        let forward = build(reversed: false)
        XCTAssertEqual(forward, [CGRect(x: 0, y: 0, width: 74, height: 10), CGRect(x: 82, y: 0, width: 74, height: 10),
                                 CGRect(x: 164, y: 0, width: 74, height: 10), CGRect(x: 246, y: 0, width: 74, height: 10)])
        XCTAssertEqual(build(reversed: true), forward)
    }
}
