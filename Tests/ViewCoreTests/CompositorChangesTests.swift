import XCTest
@_spi(Bridging) @testable import ViewCore

/// A view that draws a square of its `color` with `draw(_:)`.
private final class SquareView: UIView {
    var color = UIColor.red

    override func draw(_ rect: CGRect) {
        color.setFill()
        UIRectFill(CGRect(x: 1, y: 1, width: 4, height: 4))
    }
}

/// A layer delegate that fills the layer it is asked to draw.
private final class FillingDelegate: NSObject, CALayerDelegate {
    var color = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    func draw(_ layer: CALayer, in context: CGContext) {
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
    }
}

/// `VisibleChanges`' invariant: whatever changes what compositing lists
/// bumps the count, so that a snapshot that reuses the last pixels because
/// the count stood still never shows a tree as it was. Each change below is
/// made to a tree of the kinds a screen has; the tree is listed before and
/// after, and a list that differs must come with a count that moved.
final class CompositorChangesTests: ViewCoreTestCase {
    private struct Tree {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let box = UIView(frame: CGRect(x: 2, y: 2, width: 20, height: 20))
        let other = UIView(frame: CGRect(x: 30, y: 2, width: 20, height: 20))
        let square = SquareView(frame: CGRect(x: 2, y: 30, width: 10, height: 10))
        let imageView = UIImageView(frame: CGRect(x: 30, y: 30, width: 12, height: 12))
        let sublayer = CALayer()
        let shape = CAShapeLayer()
        let gradient = CAGradientLayer()
        let drawn = CALayer()
        let delegate = FillingDelegate()

        init() {
            root.backgroundColor = .white
            box.backgroundColor = .blue
            other.backgroundColor = .green
            square.backgroundColor = .yellow
            for view in [box, other, square, imageView] { root.addSubview(view) }
            imageView.image = UIImage(systemName: "star")
            imageView.contentMode = .center
            sublayer.frame = CGRect(x: 1, y: 1, width: 5, height: 5)
            sublayer.backgroundColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
            box.layer.addSublayer(sublayer)
            shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            shape.path = CGPath(rect: CGRect(x: 1, y: 1, width: 6, height: 6), transform: nil)
            other.layer.addSublayer(shape)
            gradient.frame = CGRect(x: 10, y: 10, width: 8, height: 8)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            other.layer.addSublayer(gradient)
            drawn.frame = CGRect(x: 12, y: 12, width: 6, height: 6)
            drawn.delegate = delegate
            drawn.setNeedsDisplay()
            box.layer.addSublayer(drawn)
        }
    }

    private let image: UIImage = {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }()

    /// A change to a tree, after what it needs to show (`prepare`).
    private struct Change {
        let name: String
        var prepare: (Tree) -> Void = { _ in }
        let apply: (Tree) -> Void

        init(_ name: String, prepare: @escaping (Tree) -> Void = { _ in }, _ apply: @escaping (Tree) -> Void) {
            (self.name, self.prepare, self.apply) = (name, prepare, apply)
        }
    }

    private static let red = UIColor.red.cgColor

    private static func filledLayer(_ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = UIColor.black.cgColor
        return layer
    }

    private var changes: [Change] {
        let image = self.image
        let shadowed: (Tree) -> Void = { $0.box.layer.shadowOpacity = 0.5 }
        let stroked: (Tree) -> Void = { $0.shape.strokeColor = Self.red }
        return [
            Change("view frame") { $0.box.frame.origin.x = 5 },
            Change("view size") { $0.box.frame.size.width = 25 },
            Change("view center") { $0.box.center = CGPoint(x: 20, y: 20) },
            Change("bounds origin") { $0.root.bounds.origin.y = 3 },
            Change("alpha") { $0.box.alpha = 0.5 },
            Change("hidden") { $0.box.isHidden = true },
            Change("background colour") { $0.box.backgroundColor = .red },
            Change("clipping", prepare: { $0.sublayer.frame.origin.x = -2 }) { $0.box.clipsToBounds = true },
            Change("view transform") { $0.box.transform = CGAffineTransform(rotationAngle: 0.3) },
            Change("content mode") { $0.imageView.contentMode = .topLeft },
            Change("subview added") { $0.box.addSubview(UIImageView(image: image)) },
            Change("subview removed") { $0.other.removeFromSuperview() },
            Change("brought to front") { $0.root.bringSubviewToFront($0.box) },
            Change("sent to back") { $0.root.sendSubviewToBack($0.imageView) },
            Change("exchanged") { $0.root.exchangeSubview(at: 0, withSubviewAt: 1) },
            Change("inserted below") { $0.root.insertSubview($0.imageView, belowSubview: $0.box) },
            Change("drawing marked") { tree in
                tree.square.color = .blue
                tree.square.setNeedsDisplay()
            },
            Change("drawing rect marked") { tree in
                tree.square.color = .blue
                tree.square.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
            },
            Change("tint colour above") { $0.root.tintColor = .purple },
            Change("tint dimmed") { $0.root.tintAdjustmentMode = .dimmed },
            Change("interface style",
                   prepare: { $0.box.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .black : .white } }) {
                $0.root.overrideUserInterfaceStyle = .dark
            },
            Change("image") { $0.imageView.image = image },
            Change("highlighted image shown", prepare: { $0.imageView.highlightedImage = image }) {
                $0.imageView.isHighlighted = true
            },
            Change("highlighted image changed", prepare: { $0.imageView.isHighlighted = true }) {
                $0.imageView.highlightedImage = image
            },
            Change("symbol configuration") {
                $0.imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
            },
            Change("corner radius") { $0.box.layer.cornerRadius = 6 },
            Change("masked corners", prepare: { $0.box.layer.cornerRadius = 6 }) {
                $0.box.layer.maskedCorners = [.layerMinXMinYCorner]
            },
            Change("border width") { $0.box.layer.borderWidth = 2 },
            Change("border colour", prepare: { $0.box.layer.borderWidth = 2 }) { $0.box.layer.borderColor = Self.red },
            Change("shadow", shadowed),
            Change("shadow colour", prepare: shadowed) { $0.box.layer.shadowColor = Self.red },
            Change("shadow offset", prepare: shadowed) { $0.box.layer.shadowOffset = CGSize(width: 4, height: 4) },
            Change("shadow radius", prepare: shadowed) { $0.box.layer.shadowRadius = 8 },
            Change("shadow path", prepare: shadowed) {
                $0.box.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
            },
            Change("z position") { $0.box.layer.zPosition = 5 },
            Change("mask") { $0.box.layer.mask = Self.filledLayer(CGRect(x: 0, y: 0, width: 5, height: 5)) },
            Change("mask changed",
                   prepare: { $0.box.layer.mask = Self.filledLayer(CGRect(x: 0, y: 0, width: 5, height: 5)) }) {
                $0.box.layer.mask?.frame.size.width = 10
            },
            Change("anchor point") { $0.box.layer.anchorPoint = .zero },
            Change("layer transform") { $0.sublayer.transform = CATransform3DMakeScale(2, 2, 1) },
            Change("sublayer added") { $0.box.layer.addSublayer(Self.filledLayer(CGRect(x: 0, y: 0, width: 2, height: 2))) },
            Change("sublayer removed") { $0.sublayer.removeFromSuperlayer() },
            Change("sublayer inserted below") { $0.box.layer.insertSublayer($0.drawn, below: $0.sublayer) },
            Change("sublayer hidden") { $0.sublayer.isHidden = true },
            Change("sublayer opacity") { $0.sublayer.opacity = 0.3 },
            Change("sublayer bounds") { $0.sublayer.bounds.size = CGSize(width: 2, height: 2) },
            Change("sublayer position") { $0.sublayer.position = CGPoint(x: 9, y: 9) },
            Change("sublayer colour") { $0.sublayer.backgroundColor = UIColor.black.cgColor },
            Change("sublayer masks",
                   prepare: { $0.sublayer.addSublayer(Self.filledLayer(CGRect(x: 3, y: 3, width: 9, height: 9))) }) {
                $0.sublayer.masksToBounds = true
            },
            Change("contents") { $0.sublayer.contents = image },
            Change("contents gravity", prepare: { $0.sublayer.contents = image }) { $0.sublayer.contentsGravity = .topLeft },
            Change("layer drawing marked") { tree in
                tree.delegate.color = Self.red
                tree.drawn.setNeedsDisplay()
            },
            Change("shape path") {
                $0.shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 9, height: 9), transform: nil)
            },
            Change("shape fill") { $0.shape.fillColor = Self.red },
            Change("shape stroke", stroked),
            Change("shape line width", prepare: stroked) { $0.shape.lineWidth = 3 },
            Change("shape stroke end", prepare: stroked) { $0.shape.strokeEnd = 0.5 },
            Change("shape dash", prepare: stroked) { $0.shape.lineDashPattern = [2, 2] },
            Change("gradient colours") { $0.gradient.colors = [UIColor.green.cgColor, UIColor.black.cgColor] },
            Change("gradient locations") { $0.gradient.locations = [0.2, 0.3] },
            Change("gradient start") { $0.gradient.startPoint = .zero },
            Change("gradient end") { $0.gradient.endPoint = CGPoint(x: 1, y: 0) },
            Change("gradient type") { $0.gradient.type = .radial },
        ]
    }

    /// The tree listed as a snapshot lists it: what must be drawn drawn first.
    private func listing(_ tree: Tree) -> [Compositor.Command] {
        tree.root.drawPendingForSnapshot()
        return Compositor.commands(for: tree.root)
    }

    func testEveryChangeThatCompositingSeesIsCounted() {
        for change in changes {
            let tree = Tree()
            change.prepare(tree)
            let before = listing(tree)
            let count = VisibleChanges.count
            // Listing again without a change: the same list, the count unmoved.
            XCTAssertEqual(listing(tree), before, change.name)
            XCTAssertEqual(VisibleChanges.count, count, "listing an unchanged tree counted a change (\(change.name))")
            change.apply(tree)
            let countAfter = VisibleChanges.count
            XCTAssertNotEqual(listing(tree), before, "\(change.name) changed nothing: the test does not test it")
            XCTAssertNotEqual(countAfter, count, "\(change.name) changed what compositing lists without counting it")
        }
    }

    /// The snapshot after each change shows it: the pixels equal those a new
    /// compositor draws of the tree.
    func testASnapshotAfterAChangeIsTheTreeAsItIsNow() throws {
        for change in changes {
            let tree = Tree()
            change.prepare(tree)
            _ = try tree.root.snapshot(scale: 1)
            change.apply(tree)
            let shown = try tree.root.snapshot(scale: 1)
            let fresh = try Compositor().render(tree.root, scale: 1)
            XCTAssertEqual(try shown.pngData(), try fresh.pngData(), change.name)
        }
    }

    func testAnUnchangedTreeIsNotListedAgain() throws {
        let tree = Tree()
        let first = try tree.root.snapshot(scale: 1)
        XCTAssertTrue(try tree.root.snapshot(scale: 1) === first)
        // Another root, or the same one over the screen's black, is drawn anew.
        XCTAssertFalse(try tree.box.snapshot(scale: 1) === first)
        XCTAssertFalse(try tree.root.snapshot(scale: 2) === first)
    }

    /// What an animating layer shows moves with virtual time, which no setter
    /// sees: a tree with an animation is listed at every snapshot.
    func testAnAnimatingTreeIsListedAtEverySnapshot() throws {
        let tree = Tree()
        _ = try tree.root.snapshot(scale: 1)
        UIView.animate(withDuration: 1) { tree.box.frame.origin.x = 30 }
        let start = try tree.root.snapshot(scale: 1).pngData()
        VirtualRunLoop.main.run(for: 0.5)
        let middle = try tree.root.snapshot(scale: 1).pngData()
        XCTAssertNotEqual(middle, start)
        VirtualRunLoop.main.run(for: 1)
        let end = try tree.root.snapshot(scale: 1).pngData()
        XCTAssertNotEqual(end, middle)
        XCTAssertEqual(try tree.root.snapshot(scale: 1).pngData(), end)
    }
}
