import XCTest
@testable import ViewCore

/// A layer subclass that draws and lays out, as iOS code writes one.
private final class DotLayer: CALayer {
    var inset: CGFloat = 0
    var calls: [String] = []

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? DotLayer { inset = other.inset }
    }

    required init?(coder: NSCoder) { nil }

    override func draw(in ctx: CGContext) {
        calls.append("draw(in:) \(ctx.bounds.width) × \(ctx.bounds.height)")
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(bounds.insetBy(dx: inset, dy: inset))
    }

    override func layoutSublayers() {
        calls.append("layoutSublayers")
        super.layoutSublayers()
        sublayers?.forEach { $0.frame = bounds.insetBy(dx: 1, dy: 1) }
    }
}

/// A layer's delegate of its own, as a controller or a helper object is.
private final class Painter: NSObject, CALayerDelegate {
    var calls: [String] = []
    var displaysItself = false

    func display(_ layer: CALayer) {
        guard displaysItself else { return layer.drawIntoBackingStore() }
        calls.append("display(_:)")
    }

    func layerWillDraw(_ layer: CALayer) { calls.append("layerWillDraw") }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        calls.append("draw(_:in:)")
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(layer.bounds)
    }

    func layoutSublayers(of layer: CALayer) { calls.append("layoutSublayers(of:) \(layer.bounds.width) × \(layer.bounds.height)") }
}

/// A view that lays out a gradient sublayer where UIKit code often does.
private final class GradientBackedView: UIView {
    let gradient = CAGradientLayer()
    var calls: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(gradient)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        calls.append("layoutSubviews")
        super.layoutSubviews()
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        calls.append("layoutSublayers(of:)")
        gradient.frame = bounds
    }
}

/// R11.12–R11.14: what a layer of its own draws and when (`display`,
/// `draw(in:)`, the delegate's `display(_:)` and `draw(_:in:)`), its layout
/// (`layoutSublayers`, the delegate's `layoutSublayers(of:)`), and its
/// actions (implicit animations). Sources: Apple's `CALayer.display()`,
/// `draw(in:)`, `setNeedsDisplay()` ("the layer's contents are updated the
/// next time the layer is rendered"), `needsDisplayOnBoundsChange`,
/// `contentsScale`, `layoutSublayers()` ("the default implementation calls
/// the layoutSublayers(of:) method of the layer's delegate"),
/// `CALayerDelegate.layoutSublayers(of:)` ("called when a layer's bounds have
/// changed"), `action(forKey:)` (the search order), and UIKit's answer of
/// `NSNull` for a view's layer outside an animation block.
final class LayerContentTests: ViewCoreTestCase {
    private func windowShowing(_ layer: CALayer) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.layer.addSublayer(layer)
        window.isHidden = false
        return window
    }

    func test_R11_12_aLayerDrawsOnlyWhenMarkedAtTheNextCommitInAWindow() throws {
        let dot = DotLayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let window = windowShowing(dot)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(dot.calls, ["layoutSublayers"], "a new size lays it out; it draws nothing until it is marked")
        dot.calls = []
        XCTAssertNil(dot.contents)

        dot.setNeedsDisplay()
        XCTAssertTrue(dot.needsDisplay())
        XCTAssertEqual(dot.calls, [], "marking draws nothing yet")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(dot.calls, ["draw(in:) 20.0 × 20.0"])
        XCTAssertFalse(dot.needsDisplay())
        XCTAssertNotNil(dot.contents)

        let outside = DotLayer()
        outside.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        outside.setNeedsDisplay()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(outside.calls, ["layoutSublayers"], "outside a window nothing is drawn")
        outside.calls = []
        window.layer.addSublayer(outside)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(outside.calls, ["draw(in:) 5.0 × 5.0"], "the mark waits for a window")
        _ = window
    }

    func test_R11_12_whatALayerDrawsIsComposited() throws {
        let dot = DotLayer()
        dot.inset = 5
        dot.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        let window = windowShowing(dot)
        window.backgroundColor = .white
        dot.setNeedsDisplay()
        VirtualRunLoop.main.runUntilIdle()
        let bitmap = try window.snapshot(scale: 1)
        XCTAssertEqual(bitmap.pixel(x: 30, y: 30).red, 255)
        XCTAssertEqual(bitmap.pixel(x: 30, y: 30).green, 0)
        XCTAssertEqual(bitmap.pixel(x: 12, y: 12).green, 255, "inside the inset the window's white shows")
    }

    func test_R11_12_theDelegateDrawsOrDisplaysItself() {
        let painter = Painter()
        let layer = CALayer()
        layer.delegate = painter
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let window = windowShowing(layer)
        layer.setNeedsDisplay()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(painter.calls, ["layoutSublayers(of:) 10.0 × 10.0", "layerWillDraw", "draw(_:in:)"],
                       "laid out, then drawn")
        XCTAssertEqual(layer.lastDrawing?.operations.count, 1)

        painter.calls = []
        painter.displaysItself = true
        layer.contents = nil
        layer.setNeedsDisplay()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(painter.calls, ["display(_:)"], "a delegate's display(_:) replaces drawing")
        XCTAssertNil(layer.contents)
        _ = window
    }

    func test_R11_12_aNewSizeRedrawsOnlyWithNeedsDisplayOnBoundsChange() {
        let dot = DotLayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let window = windowShowing(dot)
        dot.setNeedsDisplay()
        VirtualRunLoop.main.runUntilIdle()
        dot.calls = []
        dot.bounds.size = CGSize(width: 20, height: 20)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertFalse(dot.calls.contains { $0.hasPrefix("draw") })
        dot.needsDisplayOnBoundsChange = true
        dot.bounds.size = CGSize(width: 30, height: 30)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertTrue(dot.calls.contains("draw(in:) 30.0 × 30.0"))
        _ = window
    }

    func test_R11_12_aLayersContentIsAtItsContentsScale() throws {
        let dot = DotLayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let window = windowShowing(dot)
        dot.setNeedsDisplay()
        dot.displayIfNeeded()
        XCTAssertEqual(dot.calls.count, 1, "displayIfNeeded draws now")
        let store = try XCTUnwrap(dot.contents as? BackingStore)
        XCTAssertEqual(store.contentsScale, 1, "a layer of its own keeps its scale of 1 unless told")
        dot.contentsScale = 3
        dot.setNeedsDisplay()
        dot.displayIfNeeded()
        XCTAssertEqual((dot.contents as? BackingStore)?.contentsScale, 3)
        dot.contentsScale = .nan
        dot.setNeedsDisplay()
        dot.displayIfNeeded()
        XCTAssertEqual((dot.contents as? BackingStore)?.contentsScale, 1, "a scale that is no number draws at 1")
        _ = window
    }

    func test_R11_12_aSnapshotDrawsMarkedLayersAndBadMarksDrawNothing() throws {
        let dot = DotLayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.addSublayer(dot)
        dot.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        XCTAssertFalse(dot.needsDisplay(), "a rect with NaN marks nothing")
        dot.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertTrue(dot.needsDisplay(), "a layer redraws whole for any rect")
        _ = try view.snapshot(scale: 1)
        XCTAssertEqual(dot.calls, ["draw(in:) 10.0 × 10.0"], "a snapshot draws what is marked")
        dot.calls = []
        dot.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        dot.setNeedsDisplay()
        _ = try view.snapshot(scale: 1)
        XCTAssertEqual(dot.calls, [], "a layer of infinite size draws nothing")
        XCTAssertNil(dot.contents)
    }

    func test_R11_13_aLayerIsLaidOutAtTheCommitWhenMarkedOrResized() {
        let outer = CALayer(), inner = DotLayer(), child = CALayer()
        let painter = Painter()
        outer.delegate = painter
        outer.addSublayer(inner)
        inner.addSublayer(child)
        let window = windowShowing(outer)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(painter.calls, [])

        inner.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertTrue(inner.needsLayout(), "a new size marks the layer")
        outer.setNeedsLayout()
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(painter.calls, ["layoutSublayers(of:) 0.0 × 0.0"])
        XCTAssertEqual(inner.calls, ["layoutSublayers"])
        XCTAssertEqual(child.frame, CGRect(x: 1, y: 1, width: 18, height: 18))

        inner.frame.origin = CGPoint(x: 5, y: 5)
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(inner.calls, ["layoutSublayers"], "moving it does not")
        _ = window
    }

    func test_R11_13_layoutIfNeededLaysOutFromTheHighestMarkedSuperlayer() {
        let outer = DotLayer(), inner = DotLayer()
        outer.addSublayer(inner)
        outer.setNeedsLayout()
        inner.setNeedsLayout()
        inner.layoutIfNeeded()
        XCTAssertEqual(outer.calls, ["layoutSublayers"])
        XCTAssertEqual(inner.calls, ["layoutSublayers"])
        XCTAssertFalse(outer.needsLayout())
        inner.layoutIfNeeded()
        XCTAssertEqual(inner.calls, ["layoutSublayers"], "nothing marked, nothing laid out")
    }

    func test_R11_13_theDelegateLaysOutAndAViewsOverrideRunsAfterItsLayout() {
        let painter = Painter()
        let layer = CALayer()
        layer.delegate = painter
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 4)
        layer.layoutIfNeeded()
        XCTAssertEqual(painter.calls, ["layoutSublayers(of:) 8.0 × 4.0"])

        let view = GradientBackedView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(view.calls, ["layoutSubviews", "layoutSublayers(of:)"])
        XCTAssertEqual(view.gradient.frame, view.bounds)
    }

    func test_R11_13_layersThatNeverSettleAreReported() {
        final class Restless: CALayer {
            override func layoutSublayers() { setNeedsLayout() }
        }
        let layer = Restless()
        layer.setNeedsLayout()
        DisplayCycle.shared.maximumPasses = 5
        let exception = UIKitException.capture { VirtualRunLoop.main.runOnce() }
        XCTAssertEqual(exception?.reason,
                       "The layout did not settle after 5 passes of the display cycle; still invalid: \(layer.description)")
        XCTAssertFalse(layer.needsLayout(), "the marks are cleared so the engine goes on")
        XCTAssertFalse(DisplayCycle.shared.hasPendingWork)
    }

    func test_R11_14_aLayerOfItsOwnAnimatesAChangeOnceCommitted() throws {
        let shape = CAShapeLayer()
        shape.strokeEnd = 0
        XCTAssertNil(shape.animationKeys(), "a layer not yet committed does not animate")
        let window = windowShowing(shape)
        VirtualRunLoop.main.runOnce()
        shape.strokeEnd = 1
        XCTAssertEqual(shape.strokeEnd, 1, "the model changes at once")
        XCTAssertEqual(shape.animationKeys(), ["strokeEnd"])
        VirtualRunLoop.main.run(for: 0.125)
        XCTAssertEqual(try XCTUnwrap(shape.presentation()).strokeEnd, 0.5, accuracy: 0.15,
                       "halfway through a quarter of a second")
        VirtualRunLoop.main.run(for: 0.2)
        XCTAssertNil(shape.animationKeys())
        _ = window
    }

    func test_R11_14_theActionSearchAndDisabledActions() {
        let layer = CALayer()
        VirtualRunLoop.main.runOnce()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        XCTAssertNil(layer.animationKeys(), "disabled actions animate nothing")

        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.2
        XCTAssertNil(layer.animationKeys(), "NSNull in the actions ends the search")

        let custom = CABasicAnimation(keyPath: "opacity")
        custom.duration = 2
        layer.actions = ["opacity": custom]
        layer.opacity = 0.9
        XCTAssertEqual(layer.animation(forKey: "opacity")?.duration, 2)

        let painter = Painter()
        layer.delegate = painter
        XCTAssertTrue(layer.action(forKey: "opacity") is CABasicAnimation, "a delegate's nil goes on to the actions")
        layer.actions = nil
        XCTAssertTrue(layer.action(forKey: "opacity") is CABasicAnimation, "then to Core Animation's own")
        XCTAssertNil(layer.action(forKey: "noSuchProperty"))
    }

    func test_R11_14_aViewsLayerNeverAnimatesByItself() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        VirtualRunLoop.main.runOnce()
        view.layer.cornerRadius = 4
        view.layer.opacity = 0.5
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertTrue(view.action(for: view.layer, forKey: "opacity") is NSNull)
        UIView.animate(withDuration: 0.5) {
            XCTAssertEqual((view.action(for: view.layer, forKey: "opacity") as? CAAnimation)?.duration, 0.5)
        }
    }

    func test_R11_14_aPresentationOfTheProgramsOwnClassIsTheModel() {
        let dot = DotLayer()
        dot.inset = 3
        XCTAssertTrue(dot.presentation() === dot)
        let copy = DotLayer(layer: dot)
        XCTAssertEqual(copy.inset, 3, "init(layer:) copies what the subclass adds")
        let shape = CAShapeLayer()
        shape.lineWidth = 7
        XCTAssertEqual(shape.presentation()?.lineWidth, 7)
        XCTAssertFalse(shape.presentation() === shape)
        XCTAssertTrue(shape.presentation()?.model() === shape)
    }

    private func isRed(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let p = bitmap.pixel(x: x, y: y)
        return p.red > 250 && p.green < 5 && p.blue < 5
    }

    private func isWhite(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let p = bitmap.pixel(x: x, y: y)
        return p.red > 250 && p.green > 250 && p.blue > 250
    }

    func test_R11_15_maskedCornersRoundOnlyTheCornersNamed() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let card = UIView(frame: root.bounds)
        card.backgroundColor = .red
        card.layer.cornerRadius = 20
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        root.addSubview(card)
        let bitmap = try root.snapshot(scale: 1)
        XCTAssertTrue(isWhite(bitmap, 1, 1), "the top-left corner is rounded")
        XCTAssertTrue(isWhite(bitmap, 38, 38), "so is the bottom-right")
        XCTAssertTrue(isRed(bitmap, 38, 1), "the top-right stays square")
        XCTAssertTrue(isRed(bitmap, 1, 38), "so does the bottom-left")
        XCTAssertEqual(CALayer().maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        card.layer.cornerCurve = .continuous
        XCTAssertEqual(card.layer.cornerCurve, .continuous)
    }

    func test_R11_15_aMaskShowsTheLayerOnlyThroughItsAlpha() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let card = UIView(frame: root.bounds)
        card.backgroundColor = .red
        let badge = CALayer()
        badge.frame = CGRect(x: 0, y: 30, width: 40, height: 10)
        badge.backgroundColor = UIColor.red.cgColor
        card.layer.addSublayer(badge)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        mask.backgroundColor = UIColor.black.cgColor
        card.layer.mask = mask
        root.addSubview(card)
        let bitmap = try root.snapshot(scale: 1)
        XCTAssertTrue(isRed(bitmap, 10, 10), "under the mask the layer shows")
        XCTAssertTrue(isWhite(bitmap, 30, 10), "outside it, what is beneath")
        XCTAssertTrue(isWhite(bitmap, 30, 35), "sublayers are masked too")
        XCTAssertNil(mask.superlayer, "a mask is in no tree")

        let self_ = CALayer()
        let exception = UIKitException.capture { self_.mask = self_ }
        XCTAssertEqual(exception?.name, .invalidArgumentException)
        XCTAssertNil(self_.mask)

        let loop = CALayer()
        loop.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        loop.backgroundColor = UIColor.red.cgColor
        let holder = CALayer()
        holder.frame = loop.frame
        holder.addSublayer(loop)
        loop.mask = holder
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        plain.backgroundColor = .white
        plain.layer.addSublayer(holder)
        let looped = try plain.snapshot(scale: 1)
        XCTAssertTrue(isWhite(looped, 5, 5), "a mask that holds the layer it masks shows nothing, and does not loop")
        loop.mask = nil
        XCTAssertTrue(isRed(try plain.snapshot(scale: 1), 5, 5))
    }

    func test_R11_16_contentsGravityPlacesAnImageWithCoreAnimationsVerticalNames() throws {
        let source = try Bitmap(width: 4, height: 4)
        source.draw { context in
            source.cairo.pointee.set_source_rgba(context, 1, 0, 0, 1)
            source.cairo.pointee.paint(context)
        }
        let image = try XCTUnwrap(UIImage(data: try source.pngData()))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = .white
        let layer = CALayer()
        layer.frame = root.bounds
        layer.contents = image
        root.layer.addSublayer(layer)
        XCTAssertTrue(isRed(try root.snapshot(scale: 1), 1, 1), "resize fills the bounds by default")
        layer.contentsGravity = .top
        let top = try root.snapshot(scale: 1)
        XCTAssertTrue(isRed(top, 10, 18), "Core Animation's top is the bottom edge of a flipped layer")
        XCTAssertTrue(isWhite(top, 10, 1))
        layer.contentsGravity = .bottomLeft
        XCTAssertTrue(isRed(try root.snapshot(scale: 1), 1, 1), "and its bottom left the top-left corner")
        layer.contentsGravity = CALayerContentsGravity(rawValue: "sideways")
        XCTAssertTrue(isRed(try root.snapshot(scale: 1), 18, 18), "an unknown gravity resizes")
    }

    /// Core Animation's defaults (Apple's `minificationFilter`: "The default
    /// value is linear"); the engine keeps the filters without sampling by them.
    func testContentsFiltersAreKept() {
        let layer = CALayer()
        XCTAssertEqual(layer.minificationFilter, .linear)
        XCTAssertEqual(layer.magnificationFilter, .linear)
        layer.magnificationFilter = .nearest
        layer.minificationFilterBias = 0.5
        XCTAssertEqual(layer.magnificationFilter.rawValue, "nearest")
        XCTAssertEqual(layer.minificationFilterBias, 0.5)
    }
}
