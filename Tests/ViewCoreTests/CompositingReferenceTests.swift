import XCTest
@testable import ViewCore

/// A reference image per compositing rule (R4.4, R11.5–R11.8, R11.11, R11.15), at 2×:
/// each scene shows one rule, so that a change in how layers composite shows
/// as a difference in the image that rule owns. The pixel checks of
/// CompositingTests say what each image must show.
final class CompositingReferenceTests: ViewCoreTestCase {
    private let blue = UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
    private let orange = UIColor(red: 1, green: 0.55, blue: 0.1, alpha: 1)

    private func scene(_ size: CGSize = CGSize(width: 60, height: 40)) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        return root
    }

    private func card(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    func test_R11_5_cornersAndBorder() throws {
        let root = scene()
        let view = card(CGRect(x: 10, y: 5, width: 40, height: 30), blue)
        view.layer.cornerRadius = 8
        view.layer.borderWidth = 3
        view.layer.borderColor = orange.cgColor
        root.addSubview(view)
        try ReferenceImages.assertMatches(try root.snapshot(scale: 2), "compositing-corners-border")
    }

    func test_R11_5_masksToBounds() throws {
        let root = scene()
        let clip = card(CGRect(x: 10, y: 5, width: 40, height: 30), blue)
        clip.layer.cornerRadius = 12
        clip.clipsToBounds = true
        clip.addSubview(card(CGRect(x: -10, y: 15, width: 60, height: 30), orange))
        root.addSubview(clip)
        try ReferenceImages.assertMatches(try root.snapshot(scale: 2), "compositing-masks")
    }

    func test_R11_15_maskedCornersAndAMaskLayer() throws {
        let root = scene()
        let tab = card(CGRect(x: 4, y: 5, width: 24, height: 30), blue)
        tab.layer.cornerRadius = 10
        tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        tab.layer.borderWidth = 2
        tab.layer.borderColor = orange.cgColor
        root.addSubview(tab)
        let masked = card(CGRect(x: 32, y: 5, width: 24, height: 30), orange)
        let oval = CAShapeLayer()
        oval.path = CGPath(ellipseIn: CGRect(x: 0, y: 3, width: 24, height: 24), transform: nil)
        masked.layer.mask = oval
        root.addSubview(masked)
        try ReferenceImages.assertMatches(try root.snapshot(scale: 2), "compositing-masked-corners-mask")
    }

    func test_R11_6_groupOpacity() throws {
        let root = scene()
        let group = UIView(frame: root.bounds)
        group.alpha = 0.5
        group.addSubview(card(CGRect(x: 5, y: 5, width: 30, height: 30), blue))
        group.addSubview(card(CGRect(x: 25, y: 5, width: 30, height: 30), orange))
        root.addSubview(group)
        try ReferenceImages.assertMatches(try root.snapshot(scale: 2), "compositing-group-opacity")
    }

    func test_R11_8_shadow() throws {
        let root = scene()
        let view = card(CGRect(x: 15, y: 8, width: 30, height: 20), blue)
        view.layer.shadowOpacity = 0.6
        view.layer.shadowRadius = 4
        view.layer.shadowOffset = CGSize(width: 2, height: 4)
        root.addSubview(view)
        try ReferenceImages.assertMatches(try root.snapshot(scale: 2), "compositing-shadow")
    }

    func test_R4_4_opaqueDrawing() throws {
        final class HalfDrawn: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
            }
        }
        let root = scene()
        root.addSubview(card(CGRect(x: 0, y: 0, width: 60, height: 40), orange))
        root.addSubview(HalfDrawn(frame: CGRect(x: 5, y: 5, width: 50, height: 14)))
        let clear = HalfDrawn(frame: CGRect(x: 5, y: 21, width: 50, height: 14))
        clear.isOpaque = false
        root.addSubview(clear)
        try ReferenceImages.assertMatches(try root.snapshot(scale: 2), "compositing-opaque")
    }

    func test_R11_7_zPositionAndScrolling() throws {
        let root = scene()
        let scroller = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 30))
        scroller.clipsToBounds = true
        scroller.addSubview(card(CGRect(x: 0, y: 0, width: 30, height: 30), blue))
        scroller.addSubview(card(CGRect(x: 30, y: 0, width: 30, height: 30), orange))
        scroller.bounds.origin.x = 15
        root.addSubview(scroller)
        let front = CALayer()
        front.frame = CGRect(x: 20, y: 10, width: 20, height: 20)
        front.backgroundColor = UIColor.black.cgColor
        front.zPosition = 1
        root.layer.addSublayer(front)
        root.addSubview(card(CGRect(x: 25, y: 15, width: 30, height: 20), UIColor.green))
        try ReferenceImages.assertMatches(try root.snapshot(scale: 2), "compositing-zposition-scrolling")
    }

    func test_R11_11_transforms() throws {
        let root = scene()
        let turned = card(CGRect(x: 15, y: 10, width: 30, height: 20), blue)
        turned.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.2, y: 0.8)
        root.addSubview(turned)
        try ReferenceImages.assertMatches(try root.snapshot(scale: 2), "compositing-transform")
    }
}
