import XCTest
@testable @_spi(Bridging) import ViewCore

/// The small controls and views of R17.8–R17.14: the activity indicator,
/// the progress view, the stepper, the page control, the segmented control,
/// the visual effect view and the feedback generators. Sources are named in
/// each rule in docs/uikit-behavior.md.
final class SmallControlTests: ViewCoreTestCase {
    private var window: LoggingWindow!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    private func record(_ control: UIControl, _ describe: @escaping (UIControl) -> String) {
        control.addHandler({ [log] control, _ in log.add("valueChanged " + describe(control)) }, for: .valueChanged)
    }

    /// What the view drew at the last commit, the context's clearing aside.
    private func drawing(_ view: UIView) -> [CGContext.Operation] {
        settle()
        return (view.contents?.operations ?? []).filter { if case .clear = $0 { return false } else { return true } }
    }

    // MARK: R17.8

    /// UIKit's `hidesWhenStopped`: "the default value is true", and the
    /// indicator is hidden while stopped; the styles' sizes as measured.
    func test_R17_8_anIndicatorIsHiddenWhileStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        window.addSubview(spinner)
        XCTAssertTrue(spinner.isHidden)
        XCTAssertFalse(spinner.isAnimating)
        spinner.startAnimating()
        XCTAssertFalse(spinner.isHidden)
        XCTAssertTrue(spinner.isAnimating)
        let spokes = drawing(spinner)
        XCTAssertEqual(spokes.count, 8)
        XCTAssertEqual(spokes.first?.description, "strokePath M 18.5 9.25 L 18.5 1.85 [0.5 0.5 0.5 1] width 3.7")
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
        spinner.hidesWhenStopped = false
        XCTAssertFalse(spinner.isHidden)
        XCTAssertEqual(VirtualRunLoop.main.hasWorkNow, false, "a spinner keeps no frame running")
    }

    func test_R17_8_itsSizeAndColourAreItsStyles() {
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize, CGSize(width: 37, height: 37))
        let spinner = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(spinner.style, .medium)
        XCTAssertEqual(spinner.frame.size, CGSize(width: 50, height: 50), "init(frame:) keeps the frame")
        XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 20, height: 20))
        XCTAssertEqual(spinner.color, .gray)
        spinner.style = .white
        XCTAssertEqual(spinner.color, .white)
        spinner.color = .red
        spinner.style = .large
        XCTAssertEqual(spinner.color, .red, "a colour set stays")
        spinner.color = nil
        XCTAssertEqual(spinner.color, .gray)
    }

    // MARK: R17.9

    /// UIKit's `progress`: "values less than 0.0 and greater than 1.0 are
    /// pinned to those limits"; the bar is that fraction of the width.
    func test_R17_9_progressIsClampedAndTheBarShowsIt() {
        let bar = UIProgressView(progressViewStyle: .default)
        XCTAssertEqual(bar.frame.size.height, 4)
        XCTAssertEqual(bar.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
        bar.frame = CGRect(x: 20, y: 100, width: 200, height: 4)
        window.addSubview(bar)
        bar.progress = 0.25
        settle()
        XCTAssertEqual(bar.subviews.map(\.frame), [CGRect(x: 0, y: 0, width: 200, height: 4), CGRect(x: 0, y: 0, width: 50, height: 4)])
        XCTAssertEqual(bar.subviews.map { $0.backgroundColor }, [.systemGray5, .systemBlue])
        bar.progress = 7
        XCTAssertEqual(bar.progress, 1)
        bar.progress = -1
        XCTAssertEqual(bar.progress, 0)
        assertRaises(.invalidArgumentException, "-[UIProgressView setProgress:animated:]: the progress must be a number, not nan") {
            bar.progress = .nan
        }
        XCTAssertEqual(bar.progress, 0)
        bar.progressTintColor = .systemGreen
        bar.trackTintColor = .white
        XCTAssertEqual(bar.subviews.map { $0.backgroundColor }, [.white, .systemGreen])
    }

    func test_R17_9_anAnimatedProgressGrowsTheBarOverTime() {
        let bar = UIProgressView(frame: CGRect(x: 20, y: 100, width: 200, height: 4))
        window.addSubview(bar)
        settle()
        bar.setProgress(1, animated: true)
        XCTAssertEqual(bar.progress, 1)
        let fill = bar.subviews[1]
        XCTAssertEqual(fill.frame.width, 200, "the model changes at once")
        VirtualRunLoop.main.run(for: 0.125)
        let shown = fill.layer.presentation()?.bounds.width ?? 0
        XCTAssertGreaterThan(shown, 0)
        XCTAssertLessThan(shown, 200)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(fill.layer.presentation()?.bounds.width ?? 200, 200)
    }

    // MARK: R17.10

    /// UIKit's `UIStepper`: a tap on a half steps by `stepValue` and sends
    /// `valueChanged`; `wraps`; the range's exceptions.
    func test_R17_10_aTapOnAHalfStepsTheValue() {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        XCTAssertEqual(stepper.frame, CGRect(x: 20, y: 100, width: 94, height: 32))
        window.addSubview(stepper)
        record(stepper) { "\(($0 as? UIStepper)?.value ?? .nan)" }
        stepper.maximumValue = 2
        Simulator.tap(CGPoint(x: 90, y: 116))
        Simulator.tap(CGPoint(x: 90, y: 116))
        Simulator.tap(CGPoint(x: 90, y: 116))
        Simulator.tap(CGPoint(x: 30, y: 116))
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, ["valueChanged 1.0", "valueChanged 2.0", "valueChanged 1.0"],
                       "the plus half does nothing at the maximum")
        stepper.wraps = true
        stepper.value = 2
        Simulator.tap(CGPoint(x: 90, y: 116))
        XCTAssertEqual(stepper.value, 0, "wrapped round to the minimum")
        Simulator.tap(CGPoint(x: 30, y: 116))
        XCTAssertEqual(stepper.value, 2)
        stepper.value = 40
        XCTAssertEqual(stepper.value, 2, "clamped")
        log.clear()
    }

    func test_R17_10_aFingerHeldRepeatsAndADiscontinuousStepperSendsOnce() {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        window.addSubview(stepper)
        record(stepper) { "\(($0 as? UIStepper)?.value ?? .nan)" }
        stepper.isContinuous = false
        let finger = Simulator.touchDown(CGPoint(x: 90, y: 116))
        VirtualRunLoop.main.runOnce()
        VirtualRunLoop.main.run(for: 0.75)
        XCTAssertEqual(stepper.value, 4, "at once, at 0.5 s, at 0.6 s, at 0.7 s")
        finger.lift()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, ["valueChanged 4.0"])
    }

    func test_R17_10_aBadRangeRaises() {
        let stepper = UIStepper()
        assertRaises(.invalidArgumentException, "-[UIStepper setMinimumValue:]: the minimum (100.0) must be less than the maximum (100.0)") {
            stepper.minimumValue = 100
        }
        assertRaises(.invalidArgumentException, "-[UIStepper setMaximumValue:]: the maximum (-1.0) must be greater than the minimum (0.0)") {
            stepper.maximumValue = -1
        }
        assertRaises(.invalidArgumentException, "-[UIStepper setStepValue:]: the step (0.0) must be greater than 0") {
            stepper.stepValue = 0
        }
        assertRaises(.invalidArgumentException, "-[UIStepper setValue:]: the value must be a number, not nan") {
            stepper.value = .nan
        }
        XCTAssertEqual([stepper.minimumValue, stepper.maximumValue, stepper.stepValue, stepper.value], [0, 100, 1, 0])
    }

    // MARK: R17.11

    /// UIKit's `UIPageControl`: "the page control advances only one page in
    /// either direction"; `currentPage` is pinned to the pages.
    func test_R17_11_aTapOnEitherSideMovesAPage() {
        let dots = UIPageControl(frame: CGRect(x: 0, y: 700, width: 393, height: 37))
        dots.numberOfPages = 3
        window.addSubview(dots)
        record(dots) { "\(($0 as? UIPageControl)?.currentPage ?? -1)" }
        Simulator.tap(CGPoint(x: 300, y: 718))
        Simulator.tap(CGPoint(x: 300, y: 718))
        Simulator.tap(CGPoint(x: 300, y: 718))
        Simulator.tap(CGPoint(x: 10, y: 718))
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, ["valueChanged 1", "valueChanged 2", "valueChanged 1"])
        let painted = drawing(dots)
        XCTAssertEqual(painted.count, 3)
        XCTAssertEqual(painted[1].description.hasSuffix("[1 1 1 1]"), true, "the current dot is white")
        dots.currentPage = 10
        XCTAssertEqual(dots.currentPage, 2)
        dots.numberOfPages = 2
        XCTAssertEqual(dots.currentPage, 1)
    }

    func test_R17_11_pagesSizesAndASinglePage() {
        let dots = UIPageControl()
        XCTAssertEqual(dots.size(forNumberOfPages: 5), CGSize(width: 71, height: 37))
        XCTAssertEqual(dots.size(forNumberOfPages: -3), CGSize(width: 0, height: 37))
        dots.numberOfPages = 4
        XCTAssertEqual(dots.intrinsicContentSize, CGSize(width: 55, height: 37))
        assertRaises(.invalidArgumentException, "-[UIPageControl setNumberOfPages:]: the number of pages must not be negative, not -1") {
            dots.numberOfPages = -1
        }
        XCTAssertEqual(dots.numberOfPages, 4)
        dots.numberOfPages = 1
        dots.hidesForSinglePage = true
        dots.frame = CGRect(x: 0, y: 700, width: 393, height: 37)
        window.addSubview(dots)
        XCTAssertEqual(drawing(dots), [])
    }

    // MARK: R17.12

    private func segmented(_ titles: [String] = ["All", "Unread", "Flagged"]) -> UISegmentedControl {
        let control = UISegmentedControl(items: titles)
        control.frame.origin = CGPoint(x: 20, y: 100)
        window.addSubview(control)
        record(control) { "\(($0 as? UISegmentedControl)?.selectedSegmentIndex ?? -2)" }
        return control
    }

    /// UIKit's `selectedSegmentIndex`: "When the user touches a segment to
    /// change the selection, the system generates the control event
    /// valueChanged."
    func test_R17_12_aTapSelectsASegment() {
        let control = segmented()
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        let frames = control.segmentFrames()
        let middle = { (index: Int) in CGPoint(x: 20 + frames[index].midX, y: 116) }
        Simulator.tap(middle(1))
        Simulator.tap(middle(1))
        control.setEnabled(false, forSegmentAt: 2)
        Simulator.tap(middle(2))
        Simulator.tap(middle(0))
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, ["valueChanged 1", "valueChanged 0"],
                       "the selected segment again and a disabled one send nothing")
        control.isMomentary = true
        Simulator.tap(middle(0))
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, ["valueChanged 0"])
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "a momentary control keeps no selection")
    }

    /// UIKit's segment methods pin their index ("values exceeding this upper
    /// range are pinned to it").
    func test_R17_12_segmentsByPinnedIndexes() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "C", at: 99, animated: false)
        control.insertSegment(withTitle: "Z", at: -5, animated: true)
        XCTAssertEqual((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }, ["Z", "A", "B", "C"])
        XCTAssertEqual(control.selectedSegmentIndex, 2, "the selection moves with its segment")
        control.setTitle("D", forSegmentAt: 40)
        XCTAssertEqual(control.titleForSegment(at: 3), "D")
        let image = UIImage()
        control.setImage(image, forSegmentAt: 0)
        XCTAssertNil(control.titleForSegment(at: 0))
        XCTAssertTrue(control.imageForSegment(at: 0) === image)
        control.removeSegment(at: 2, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.removeAllSegments()
        XCTAssertEqual(control.numberOfSegments, 0)
        control.setTitle("X", forSegmentAt: 0)
        XCTAssertNil(control.titleForSegment(at: 0))
        assertRaises(.rangeException, "-[UISegmentedControl setSelectedSegmentIndex:]: index 0 beyond bounds [0 .. -1]") {
            control.selectedSegmentIndex = 0
        }
        assertRaises(.invalidArgumentException,
                     "-[UISegmentedControl setWidth:forSegmentAtIndex:]: the width must be a finite number not below 0, not -1") {
            control.setWidth(-1, forSegmentAt: 0)
        }
        assertRaises(.invalidArgumentException,
                     "-[UISegmentedControl setContentOffset:forSegmentAtIndex:]: the offset must be finite, not {nan, 0}") {
            control.setContentOffset(CGSize(width: CGFloat.nan, height: 0), forSegmentAt: 0)
        }
    }

    /// The natural size: 32 points high, each segment its widest title plus
    /// 8 points a side; apportioned, each its own; a width of its own kept.
    func test_R17_12_itsSizeComesFromItsTitles() {
        let control = UISegmentedControl(items: ["All", "Unread", "Flagged"])
        let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        let widths = ["All", "Unread", "Flagged"].map { $0.size(withAttributes: [.font: font]).width + 16 }
        XCTAssertEqual(control.intrinsicContentSize.height, 32)
        XCTAssertEqual(control.intrinsicContentSize.width, 3 * (widths.max() ?? 0), accuracy: 1e-9)
        XCTAssertEqual(control.frame.size, control.intrinsicContentSize)
        control.apportionsSegmentWidthsByContent = true
        XCTAssertEqual(control.intrinsicContentSize.width, widths.reduce(0, +), accuracy: 1e-9)
        control.setWidth(100, forSegmentAt: 0)
        XCTAssertEqual(control.intrinsicContentSize.width, 100 + widths[1] + widths[2], accuracy: 1e-9)
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20)], for: .normal)
        XCTAssertGreaterThan(control.intrinsicContentSize.width, 100 + widths[1] + widths[2])
        XCTAssertTrue(control.titleTextAttributes(for: .normal)?[.font] as? UIFont == UIFont.systemFont(ofSize: 20))
    }

    /// iOS 14's `init(frame:actions:)`: a segment per action, whose handler
    /// runs when the segment is selected.
    func test_R17_12_aControlMadeWithActionsRunsThem() {
        var ran: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 20, y: 100, width: 200, height: 32), actions: [
            UIAction(title: "Day") { _ in ran.append("Day") }, UIAction(title: "Week") { _ in ran.append("Week") },
        ])
        window.addSubview(control)
        XCTAssertEqual(control.titleForSegment(at: 1), "Week")
        Simulator.tap(CGPoint(x: 170, y: 116))
        XCTAssertEqual(ran, ["Week"])
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        XCTAssertEqual(control.segmentIndex(identifiedBy: control.actionForSegment(at: 0)!.identifier), 0)
    }

    func test_R17_12_itDrawsItsSegments() {
        let control = segmented(["One", "Two"])
        control.selectedSegmentIndex = 1
        let operations = drawing(control).map(\.description)
        XCTAssertEqual(operations.filter { $0.hasPrefix("text") }.count, 2)
        XCTAssertTrue(operations.contains { $0.hasPrefix("fillPath") && $0.hasSuffix("[1 1 1 1]") }, "the selected segment's white")
        log.clear()
    }

    // MARK: R17.13

    /// UIKit's `UIVisualEffectView`: "add subviews to the contentView
    /// property"; the blur shows as a translucent tint (an approximation).
    func test_R17_13_theContentViewFillsTheViewAndTheEffectIsATint() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        XCTAssertEqual(effectView.contentView.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(effectView.subviews.count, 2)
        XCTAssertTrue(effectView.subviews.last === effectView.contentView)
        XCTAssertEqual(effectView.subviews.first?.backgroundColor?.cgColor, CGColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73))
        effectView.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .label)
        XCTAssertNil(effectView.subviews.first?.backgroundColor)
        effectView.effect = UIBlurEffect(style: .systemMaterial)
        let material = effectView.subviews.first?.backgroundColor
        XCTAssertEqual(material?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor.alpha, 0.72)
        XCTAssertEqual(material?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.red, 0.11)
    }

    // MARK: R17.14

    /// Headless there is nothing to feel: each feedback is recorded, in
    /// order, with its virtual time.
    func test_R17_14_feedbackIsRecordedInTheSession() {
        UISelectionFeedbackGenerator().selectionChanged()
        VirtualRunLoop.main.run(for: 0.5)
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 3)
        UIImpactFeedbackGenerator().impactOccurred(intensity: 0.25)
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        XCTAssertEqual(Simulator.hapticEvents.map(\.description),
                       ["selection", "impact heavy 1", "impact heavy 1", "impact medium 0.25", "notification warning"])
        XCTAssertEqual(Simulator.hapticEvents.map(\.time), [0, 0.5, 0.5, 0.5, 0.5])
        assertRaises(.invalidArgumentException,
                     "-[UIImpactFeedbackGenerator impactOccurredWithIntensity:]: the intensity must be a number, not nan") {
            impact.impactOccurred(intensity: .nan)
        }
        XCTAssertEqual(Simulator.hapticEvents.count, 5)
        Session.start()
        XCTAssertEqual(Simulator.hapticEvents, [], "a new session feels nothing of the last")
    }
}
