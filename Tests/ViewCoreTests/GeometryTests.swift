import XCTest
@testable import ViewCore

/// Frames, bounds and centers; coordinate conversion; scroll offsets; springs and
/// struts; descriptions; the device catalog; safe-area insets.
final class GeometryTests: ViewCoreTestCase {
    // MARK: Frame, bounds, center

    func testFrameBoundsAndCenterAgree() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))

        // The center moves the frame, never the bounds.
        v.center = CGPoint(x: 0, y: 0)
        XCTAssertEqual(v.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))

        // Bounds keep their own origin and resize about the center.
        v.bounds = CGRect(x: 5, y: 7, width: 40, height: 30)
        XCTAssertEqual(v.bounds, CGRect(x: 5, y: 7, width: 40, height: 30))
        XCTAssertEqual(v.frame, CGRect(x: -20, y: -15, width: 40, height: 30))
        XCTAssertEqual(v.center, CGPoint(x: 0, y: 0))

        // A new frame keeps the bounds origin and reads back exactly.
        v.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(v.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(v.bounds, CGRect(x: 5, y: 7, width: 3, height: 4))
        XCTAssertEqual(v.center, CGPoint(x: 2.5, y: 4))

        // An odd size about an integral center gives a fractional origin.
        v.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        v.bounds.size = CGSize(width: 3, height: 3)
        XCTAssertEqual(v.frame, CGRect(x: 0.5, y: 0.5, width: 3, height: 3))
        XCTAssertEqual(v.center, CGPoint(x: 2, y: 2))

        // The bounds origin alone leaves the frame where it is.
        v.bounds.origin = CGPoint(x: -8, y: 9)
        XCTAssertEqual(v.frame, CGRect(x: 0.5, y: 0.5, width: 3, height: 3))
        XCTAssertEqual(v.bounds, CGRect(x: -8, y: 9, width: 3, height: 3))
    }

    // MARK: Conversion

    func testConvertPointsAndRectsWithinAWindow() {
        let window = UIWindow()
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        let p = CGPoint(x: 1, y: 1)

        XCTAssertEqual(b.convert(p, to: window), CGPoint(x: 16, y: 26))
        XCTAssertEqual(b.convert(p, to: nil), CGPoint(x: 16, y: 26), "nil is the window")
        XCTAssertEqual(b.convert(p, to: a), CGPoint(x: 6, y: 6))
        XCTAssertEqual(b.convert(p, to: c), CGPoint(x: -94, y: -94), "between siblings")
        XCTAssertEqual(b.convert(p, to: b), p)
        XCTAssertEqual(window.convert(CGPoint(x: 16, y: 26), to: b), p)
        XCTAssertEqual(b.convert(CGPoint(x: 16, y: 26), from: window), p)
        XCTAssertEqual(b.convert(CGPoint(x: 16, y: 26), from: nil), p)
        XCTAssertEqual(a.convert(CGPoint(x: 6, y: 6), to: b), p)
        XCTAssertEqual(c.convert(CGPoint(x: -94, y: -94), from: b), CGPoint(x: -94 - 95, y: -94 - 95))

        let rect = CGRect(x: 1, y: 1, width: 10, height: 20)
        XCTAssertEqual(b.convert(rect, to: window), CGRect(x: 16, y: 26, width: 10, height: 20))
        XCTAssertEqual(b.convert(rect, to: nil), CGRect(x: 16, y: 26, width: 10, height: 20))
        XCTAssertEqual(b.convert(CGRect(x: 16, y: 26, width: 10, height: 20), from: window), rect)
        XCTAssertEqual(c.convert(rect, from: b), CGRect(x: -94, y: -94, width: 10, height: 20))

        // A bounds origin (a scroll position) shifts everything below it.
        a.bounds.origin = CGPoint(x: 0, y: 100)
        XCTAssertEqual(b.convert(p, to: window), CGPoint(x: 16, y: -74))
        XCTAssertEqual(window.convert(CGPoint(x: 16, y: -74), to: b), p)
        XCTAssertEqual(b.convert(p, to: a), CGPoint(x: 6, y: 6), "within the scrolled view nothing changes")
        XCTAssertEqual(a.convert(p, to: window), CGPoint(x: 11, y: -79), "the scrolled view's own point")
    }

    func testConvertAcrossWindowsGoesThroughTheScreen() {
        let w1 = UIWindow()
        let w2 = UIWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 300))
        let b = UIView(frame: CGRect(x: 15, y: 25, width: 10, height: 10))
        let d = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        w1.addSubview(b)
        w2.addSubview(d)

        XCTAssertEqual(b.convert(CGPoint.zero, to: d), CGPoint(x: -90, y: -180))
        XCTAssertEqual(d.convert(CGPoint.zero, to: b), CGPoint(x: 90, y: 180))
        XCTAssertEqual(d.convert(CGPoint.zero, from: b), CGPoint(x: -90, y: -180))
        XCTAssertEqual(b.convert(CGRect(x: 0, y: 0, width: 3, height: 4), to: w2), CGRect(x: -85, y: -175, width: 3, height: 4))
        XCTAssertEqual(d.convert(CGPoint.zero, to: nil), CGPoint(x: 5, y: 5), "nil is the view's own window, not the screen")
    }

    func testConvertOutsideAWindowUsesTheRoot() {
        let root = UIView(frame: CGRect(x: 1, y: 1, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 7, y: 8, width: 10, height: 10))
        root.addSubview(child)
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 7, y: 8))
        XCTAssertEqual(child.convert(CGPoint(x: 7, y: 8), from: nil), .zero)
    }

    // MARK: Scroll views

    func testScrollViewContentOffsetIsTheBoundsOrigin() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 50, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000))
        let label = UIView(frame: CGRect(x: 0, y: 500, width: 100, height: 20))
        host.addSubview(scroll)
        scroll.addSubview(content)
        content.addSubview(label)

        XCTAssertEqual(scroll.contentOffset, .zero)
        scroll.contentOffset = CGPoint(x: 0, y: 450)
        XCTAssertEqual(scroll.bounds, CGRect(x: 0, y: 450, width: 100, height: 100))
        XCTAssertEqual(scroll.frame, CGRect(x: 0, y: 50, width: 100, height: 100), "scrolling does not move the frame")
        XCTAssertEqual(label.convert(CGPoint.zero, to: scroll), CGPoint(x: 0, y: 500))
        XCTAssertEqual(label.convert(CGPoint.zero, to: host), CGPoint(x: 0, y: 100))

        scroll.bounds = CGRect(x: 0, y: 480, width: 100, height: 100)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 480))
        scroll.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: 10))

        scroll.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                       "outside a window there is no safe area to add")
    }

    // MARK: Autoresizing (R3.4)

    /// A 100×100 superview grows to 200×150; the subview starts at (10 20; 30 40), so
    /// its margins are left 10, right 60, top 20, bottom 40.
    func testAutoresizingSpringsAndStruts() {
        typealias Mask = UIView.AutoresizingMask
        let cases: [(String, Mask, CGRect)] = [
            ("none", [], CGRect(x: 10, y: 20, width: 30, height: 40)),
            ("LM", .flexibleLeftMargin, CGRect(x: 110, y: 20, width: 30, height: 40)),
            ("W", .flexibleWidth, CGRect(x: 10, y: 20, width: 130, height: 40)),
            ("RM", .flexibleRightMargin, CGRect(x: 10, y: 20, width: 30, height: 40)),
            ("LM+RM", [.flexibleLeftMargin, .flexibleRightMargin],
             CGRect(x: 10 + 100.0 * 10 / 70, y: 20, width: 30, height: 40)),
            ("LM+W", [.flexibleLeftMargin, .flexibleWidth], CGRect(x: 35, y: 20, width: 105, height: 40)),
            ("W+RM", [.flexibleWidth, .flexibleRightMargin],
             CGRect(x: 10, y: 20, width: 30 + 100.0 * 30 / 90, height: 40)),
            ("LM+W+RM", [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
             CGRect(x: 20, y: 20, width: 60, height: 40)),
            ("TM", .flexibleTopMargin, CGRect(x: 10, y: 70, width: 30, height: 40)),
            ("H", .flexibleHeight, CGRect(x: 10, y: 20, width: 30, height: 90)),
            ("BM", .flexibleBottomMargin, CGRect(x: 10, y: 20, width: 30, height: 40)),
            ("TM+BM", [.flexibleTopMargin, .flexibleBottomMargin],
             CGRect(x: 10, y: 20 + 50.0 * 20 / 60, width: 30, height: 40)),
            ("TM+H", [.flexibleTopMargin, .flexibleHeight],
             CGRect(x: 10, y: 20 + 50.0 * 20 / 60, width: 30, height: 40 + 50.0 * 40 / 60)),
            ("TM+H+BM", [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
             CGRect(x: 10, y: 30, width: 30, height: 60)),
            ("W+H", [.flexibleWidth, .flexibleHeight], CGRect(x: 10, y: 20, width: 130, height: 90)),
            ("LM+BM (pinned top right)", [.flexibleLeftMargin, .flexibleBottomMargin],
             CGRect(x: 110, y: 20, width: 30, height: 40)),
            ("all", [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                     .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
             CGRect(x: 20, y: 30, width: 60, height: 60)),
        ]
        for (label, mask, expected) in cases {
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let subview = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            subview.autoresizingMask = mask
            superview.addSubview(subview)
            superview.frame.size = CGSize(width: 200, height: 150)
            assertRect(subview.frame, expected, label)
        }
    }

    func testAutoresizingShrinksAndSplitsZeroLengthPartsEqually() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shrinking = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        shrinking.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Margins of zero length: the change is split equally between them.
        let centered = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        // A flexible part of zero length next to one of non-zero length gets nothing.
        let filling = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        filling.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        for subview in [shrinking, centered, filling] { superview.addSubview(subview) }

        superview.bounds.size = CGSize(width: 80, height: 60)  // through bounds this time
        assertRect(shrinking.frame, CGRect(x: 10, y: 20, width: 10, height: 0), "W+H shrinking")
        assertRect(centered.frame, CGRect(x: -10, y: -20, width: 100, height: 100), "LM+RM+TM+BM with zero margins")
        assertRect(filling.frame, CGRect(x: 0, y: 0, width: 80, height: 100), "LM+W with a zero left margin")
    }

    func testAutoresizingCascadesAndCanBeTurnedOff() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        grandchild.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(child)
        child.addSubview(grandchild)

        superview.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 100, height: 100), "moving is not resizing")

        superview.frame.size = CGSize(width: 150, height: 120)
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 150, height: 120))
        XCTAssertEqual(grandchild.frame, CGRect(x: 10, y: 10, width: 130, height: 100), "the change cascades")

        child.autoresizesSubviews = false
        superview.frame.size = CGSize(width: 100, height: 100)
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(grandchild.frame, CGRect(x: 10, y: 10, width: 130, height: 100), "autoresizesSubviews = NO")
    }

    // MARK: Descriptions

    func testRecursiveDescriptionText() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        root.tag = 7
        let hidden = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        hidden.isHidden = true
        let faded = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        faded.alpha = 0.5
        faded.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinned = UIView(frame: CGRect(x: -5, y: 0, width: 1, height: 1))
        pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                   .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        let fractional = UIView(frame: CGRect(x: 0.5, y: 0, width: 10.25, height: 3))
        root.addSubview(hidden)
        hidden.addSubview(faded)
        faded.addSubview(pinned)
        root.addSubview(scroll)
        scroll.addSubview(fractional)

        XCTAssertEqual(root.recursiveDescription(), """
            <UIView: #\(root.objectID); frame = (0 0; 100 200); tag = 7>
               | <UIView: #\(hidden.objectID); frame = (10 20; 30 40); hidden = YES>
               |    | <UIView: #\(faded.objectID); frame = (1 2; 3 4); alpha = 0.5; autoresize = W+H>
               |    |    | <UIView: #\(pinned.objectID); frame = (-5 0; 1 1); autoresize = LM+W+RM+TM+H+BM>
               | <UIScrollView: #\(scroll.objectID); frame = (0 0; 50 50); bounds = (0 10; 50 50)>
               |    | <UIView: #\(fractional.objectID); frame = (0.5 0; 10.25 3)>
            """)
        XCTAssertEqual(fractional.recursiveDescription(), fractional.description)
    }

    // MARK: Devices

    func testDeviceCatalogScreenSizes() {
        let expected: [(name: String, width: CGFloat, height: CGFloat, scale: CGFloat, fps: Int)] = [
            ("iPhone SE (1st generation)", 320, 568, 2, 60),
            ("iPhone 8", 375, 667, 2, 60),
            ("iPhone 8 Plus", 414, 736, 3, 60),
            ("iPhone X", 375, 812, 3, 60),
            ("iPhone 15", 393, 852, 3, 60),
            ("iPhone 15 Pro Max", 430, 932, 3, 120),
            ("iPad (9th generation)", 810, 1080, 2, 60),
        ]
        XCTAssertEqual(Device.catalog.map(\.name), expected.map(\.name), "every listed device is checked")
        for device in expected {
            Session.start(device: Device.named(device.name)!)
            let screen = UIScreen.main
            XCTAssertEqual(screen.device.name, device.name)
            XCTAssertEqual(screen.bounds, CGRect(x: 0, y: 0, width: device.width, height: device.height), device.name)
            XCTAssertEqual(screen.scale, device.scale, device.name)
            XCTAssertEqual(screen.nativeBounds,
                           CGRect(x: 0, y: 0, width: device.width * device.scale, height: device.height * device.scale), device.name)
            XCTAssertEqual(screen.maximumFramesPerSecond, device.fps, device.name)
            XCTAssertEqual(UIWindow().frame, screen.bounds, "\(device.name): a new window fills the screen")
            screen.interfaceOrientation = .landscapeLeft
            XCTAssertEqual(screen.bounds, CGRect(x: 0, y: 0, width: device.height, height: device.width), "\(device.name) landscape")
        }
        Session.start(device: Device.named(Device.defaultName)!)
        XCTAssertEqual(UIScreen.main.device.name, "iPhone 15", "the default device")
        XCTAssertNil(Device.named("iPhone 99"))
    }

    func testOlderNamesAliasTheirSuccessorsGeometry() {
        for (alias, canonical) in [("iPhone 6", "iPhone 8"), ("iPhone 6 Plus", "iPhone 8 Plus")] {
            guard let old = Device.named(alias), let new = Device.named(canonical) else {
                return XCTFail("\(alias) or \(canonical) missing")
            }
            XCTAssertEqual(old.name, alias, "an alias keeps the name it was asked by")
            XCTAssertEqual(old.idiom, new.idiom, alias)
            XCTAssertEqual(old.portraitSize, new.portraitSize, alias)
            XCTAssertEqual(old.scale, new.scale, alias)
            XCTAssertEqual(old.maximumFramesPerSecond, new.maximumFramesPerSecond, alias)
            XCTAssertEqual(old.statusBarHeightPortrait, new.statusBarHeightPortrait, alias)
            XCTAssertEqual(old.statusBarHeightLandscape, new.statusBarHeightLandscape, alias)
            XCTAssertEqual(old.safeAreaPortrait, new.safeAreaPortrait, alias)
            XCTAssertEqual(old.safeAreaLandscape, new.safeAreaLandscape, alias)
            XCTAssertEqual(old.landscapeWidthIsRegular, new.landscapeWidthIsRegular, alias)
            Session.start(device: old)
            XCTAssertEqual(UIScreen.main.bounds.size, new.portraitSize, alias)
        }
        XCTAssertEqual(Device.named("iPhone 6")?.portraitSize, CGSize(width: 375, height: 667))
        XCTAssertEqual(Device.named("iPhone 6 Plus")?.portraitSize, CGSize(width: 414, height: 736))
    }

    // MARK: Safe area

    func testSafeAreaInsetsOfViewsInAWindow() {
        let window = UIWindow()  // iPhone 15: 393×852, safe from y 59 to 818
        let full = UIView(frame: window.bounds)
        let inside = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 100))
        let underStatusBar = UIView(frame: CGRect(x: 0, y: 30, width: 393, height: 100))
        let atBottom = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        for view in [full, inside, underStatusBar, atBottom] { window.addSubview(view) }
        let nested = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
        full.addSubview(nested)
        let detached = UIView(frame: window.bounds)

        XCTAssertEqual(window.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(full.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(inside.safeAreaInsets, .zero)
        XCTAssertEqual(underStatusBar.safeAreaInsets, UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(atBottom.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(nested.safeAreaInsets, UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(detached.safeAreaInsets, .zero, "outside a window")

        // Landscape: the sensor housing is on a side, the home indicator below.
        UIScreen.main.interfaceOrientation = .landscapeRight
        window.frame = UIScreen.main.bounds
        full.frame = window.bounds
        XCTAssertEqual(full.safeAreaInsets, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }
}

private func assertRect(_ actual: CGRect, _ expected: CGRect, _ label: String,
                        file: StaticString = #filePath, line: UInt = #line) {
    let accuracy: CGFloat = 1e-9
    XCTAssertEqual(actual.origin.x, expected.origin.x, accuracy: accuracy, "\(label): x", file: file, line: line)
    XCTAssertEqual(actual.origin.y, expected.origin.y, accuracy: accuracy, "\(label): y", file: file, line: line)
    XCTAssertEqual(actual.size.width, expected.size.width, accuracy: accuracy, "\(label): width", file: file, line: line)
    XCTAssertEqual(actual.size.height, expected.size.height, accuracy: accuracy, "\(label): height", file: file, line: line)
}
