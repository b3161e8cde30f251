import XCTest
@testable @_spi(Bridging) import ViewCore

/// UISwitch and UISlider: value controls whose tracking changes their value
/// and sends `valueChanged` (UIKit's documentation of both: a switch's
/// `init(frame:)` ignores the size given; a slider sends value changes
/// continuously unless `isContinuous` is false, "only when the user releases
/// the slider's thumb").
final class ValueControlTests: ViewCoreTestCase {
    private var window: LoggingWindow!

    override func setUp() {
        super.setUp()
        window = makeWindow("W")
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    private func record(_ control: UIControl, _ events: [(UIControl.Event, String)]) {
        for (event, name) in events {
            control.addHandler({ [log] control, _ in
                let value = (control as? UISlider).map { " \($0.value)" } ?? (control as? UISwitch).map { " \($0.isOn)" } ?? ""
                log.add(name + value)
            }, for: event)
        }
    }

    func testASwitchKeepsItsSize() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        XCTAssertEqual(control.frame, CGRect(x: 10, y: 20, width: 51, height: 31))
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(control.sizeThatFits(.zero), CGSize(width: 51, height: 31))
    }

    func testATapFlipsASwitchBeforeTouchUpInside() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        window.addSubview(control)
        record(control, [(.valueChanged, "changed"), (.touchUpInside, "up")])
        Simulator.tap(CGPoint(x: 20, y: 30))
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, ["changed true", "up true"])
        control.setOn(false, animated: true)
        XCTAssertFalse(control.isOn)
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [], "a change in code sends nothing")
    }

    func testASwitchLiftedOutsideStaysAsItWas() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        window.addSubview(control)
        record(control, [(.valueChanged, "changed")])
        let finger = Simulator.touchDown(CGPoint(x: 20, y: 30))
        finger.move(to: CGPoint(x: 300, y: 300))
        finger.lift()
        VirtualRunLoop.main.runOnce()
        XCTAssertFalse(control.isOn)
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [])
    }

    /// A 228-point slider: the thumb's centre travels 200 points.
    private func slider(continuous: Bool = true) -> UISlider {
        let control = UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31))
        control.isContinuous = continuous
        window.addSubview(control)
        record(control, [(.valueChanged, "changed")])
        return control
    }

    func testDraggingTheThumbMovesTheValueWithTheFinger() {
        let control = slider()
        Simulator.drag(from: CGPoint(x: 14, y: 115), to: CGPoint(x: 114, y: 115), duration: 0.05)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, ["changed 0.16666667", "changed 0.33333334", "changed 0.5"])
        XCTAssertEqual(control.value, 0.5)
    }

    func testADiscontinuousSliderSendsOnceWhenTheFingerLifts() {
        let control = slider(continuous: false)
        Simulator.drag(from: CGPoint(x: 14, y: 115), to: CGPoint(x: 114, y: 115), duration: 0.05)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, ["changed 0.5"])
        XCTAssertEqual(control.value, 0.5)
    }

    func testATouchOffTheThumbDoesNotMoveIt() {
        let control = slider()
        Simulator.drag(from: CGPoint(x: 150, y: 115), to: CGPoint(x: 200, y: 115), duration: 0.05)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(control.value, 0)
        XCTAssertEqual(log.take().filter { !$0.hasPrefix("-[") }, [])
    }

    func testTheValueStaysInItsRangeAndNaNIsRefused() {
        let control = UISlider()
        control.value = 2
        XCTAssertEqual(control.value, 1)
        control.value = .nan
        XCTAssertEqual(control.value, 1)
        control.maximumValue = 0.5
        XCTAssertEqual(control.value, 0.5, "the range shrank under it")
        control.minimumValue = .nan
        XCTAssertEqual(control.minimumValue, 0)
        control.minimumValue = 0.8
        XCTAssertEqual(control.maximumValue, 0.8, "the maximum follows a minimum above it")
        control.maximumValue = .infinity
        XCTAssertTrue(control.thumbRect(forBounds: control.bounds, trackRect: control.trackRect(forBounds: control.bounds),
                                        value: control.value).origin.x.isFinite)
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    // MARK: R17.15 slider images

    /// Source: Apple's `UISlider.setThumbImage(_:for:)` and `currentThumbImage`
    /// (a state without an image uses the normal state's).
    func test_R17_15_aThumbImageSizesTheThumbAndItsTravel() {
        let control = slider()
        XCTAssertEqual(control.thumbRect(forBounds: control.bounds, trackRect: control.trackRect(forBounds: control.bounds),
                                         value: 0).size, CGSize(width: 28, height: 28))
        let thumb = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 20)).image { _ in }
        control.setThumbImage(thumb, for: .normal)
        XCTAssertTrue(control.currentThumbImage === thumb)
        XCTAssertTrue(control.thumbImage(for: .highlighted) === thumb, "the normal state's for a state without one")
        let track = control.trackRect(forBounds: control.bounds)
        XCTAssertEqual(control.thumbRect(forBounds: control.bounds, trackRect: track, value: 1),
                       CGRect(x: 228 - 48, y: track.midY - 10, width: 48, height: 20))
        Simulator.drag(from: CGPoint(x: 24, y: 115), to: CGPoint(x: 114, y: 115), duration: 0.05)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(control.value, 0.5, "90 points of 180 to travel")
        control.setMinimumTrackImage(thumb, for: .normal)
        XCTAssertTrue(control.currentMinimumTrackImage === thumb)
        XCTAssertNil(control.currentMaximumTrackImage)
        control.setThumbImage(nil, for: .normal)
        XCTAssertNil(control.currentThumbImage)
    }
}
