import XCTest
@testable import ViewCore

/// R11.11: a view's transform is its layer's, about the anchor point.
/// Sources: Apple's `UIView.transform` ("the transform is applied relative to
/// the center point of the view… changes to this property do not affect the
/// bounds or center"; the frame "is undefined" then, UIKit reporting the
/// transformed bounds' bounding box), `CALayer.transform`, `CATransform3D`.
final class TransformTests: ViewCoreTestCase {
    func test_R11_11_aTransformChangesTheFrameNotTheBoundsOrCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.frame, CGRect(x: -40, y: -5, width: 200, height: 100))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(CATransform3DGetAffineTransform(view.layer.transform), CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(view.layer.frame, view.frame)

        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(view.frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(view.frame.height, 100, accuracy: 1e-9)
        XCTAssertEqual(view.frame.midX, 60, accuracy: 1e-9)

        view.transform = .identity
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertTrue(view.description.hasPrefix("<UIView: #"), view.description)
        XCTAssertFalse(view.description.contains("transform"))
    }

    func test_R11_11_theTransformTurnsAboutTheAnchorPoint() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.anchorPoint = .zero
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 50, width: 100, height: 100), "the position stays")
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 50, width: 50, height: 50), "scaled toward the top-left corner")
    }

    func test_R11_11_aTransformLaysNothingOutAndIsDescribed() {
        let window = makeWindow("W")
        let view = view("V", CGRect(x: 0, y: 100, width: 40, height: 40))
        window.addSubview(view)
        settle()
        log.clear()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        settle()
        XCTAssertEqual(log.take(), [])
        XCTAssertTrue(view.description.contains("frame = (-20 80; 80 80); transform = [2, 0, 0, 2, 0, 0]"), view.description)
    }

    func test_R11_11_conversionsAndHitTestingGoThroughTheTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let corner = view.convert(CGPoint(x: 0, y: 0), to: root)
        XCTAssertEqual(corner.x, 200, accuracy: 1e-9, "the top-left corner turns a quarter clockwise about the center")
        XCTAssertEqual(corner.y, 100, accuracy: 1e-9)
        let back = view.convert(corner, from: root)
        XCTAssertEqual(back.x, 0, accuracy: 1e-9)
        XCTAssertEqual(back.y, 0, accuracy: 1e-9)
        let box = view.convert(view.bounds, to: root)
        XCTAssertEqual(box.minX, 100, accuracy: 1e-9)
        XCTAssertEqual(box.width, 100, accuracy: 1e-9)

        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === view)
        XCTAssertTrue(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === root, "outside the scaled-down view")
    }

    func test_R11_11_layoutSetsTheCenterAndBoundsOfATransformedView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        XCTAssertEqual(view.bounds.size, CGSize(width: 200, height: 200))
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 100))
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    func test_R11_11_settingTheFrameOfATransformedViewMovesIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 200, height: 200), "moved, its bounds and transform kept")
        XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 100))
    }

    func test_R11_11_nonFiniteTransformsAreIgnored() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        XCTAssertEqual(view.transform, .identity)
        view.layer.transform = CATransform3DMakeTranslation(.infinity, 0, 0)
        XCTAssertTrue(CATransform3DIsIdentity(view.layer.transform))
        view.transform = CGAffineTransform(scaleX: 0, y: 0)
        XCTAssertEqual(view.convert(CGPoint(x: 3, y: 4), from: nil), CGPoint(x: 5, y: 5),
                       "without an inverse, CoreGraphics keeps the transform: every point goes to the center")
    }

    func test_R11_11_aLayerOfItsOwnReportsItsTransformedFrame() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.setAffineTransform(CGAffineTransform(scaleX: 3, y: 1))
        XCTAssertEqual(layer.frame, CGRect(x: -20, y: 0, width: 60, height: 10))
        XCTAssertEqual(layer.bounds.size, CGSize(width: 20, height: 10))
    }

    func test_R11_11_transform3DFunctions() {
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(rotation)
        let turned = CGPoint(x: 1, y: 0).applying(affine)
        XCTAssertEqual(turned.x, 0, accuracy: 1e-12)
        XCTAssertEqual(turned.y, 1, accuracy: 1e-12, "clockwise on a screen")
        let both = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, 0, 0))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(CATransform3DGetAffineTransform(both)), CGPoint(x: 7, y: 2))
        let inverse = CATransform3DInvert(both)
        let identity = CATransform3DConcat(both, inverse)
        XCTAssertTrue(zip(identity.entries, CATransform3DIdentity.entries).allSatisfy { abs($0 - $1) < 1e-12 })
        XCTAssertTrue(CATransform3DIsAffine(both))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        XCTAssertEqual(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)), CATransform3DMakeScale(0, 1, 1))
    }

    func test_R11_11_aTransformedViewIsCompositedTurned() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let bar = UIView(frame: CGRect(x: 0, y: 15, width: 40, height: 10))
        bar.backgroundColor = .red
        root.addSubview(bar)
        XCTAssertEqual(try root.snapshot(scale: 1).pixel(x: 20, y: 5).alpha, 0)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = try root.snapshot(scale: 1)
        XCTAssertEqual(turned.pixel(x: 20, y: 5).red, 255, "the bar stands upright")
        XCTAssertEqual(turned.pixel(x: 5, y: 20).alpha, 0)
    }
}
