import XCTest
@testable import ViewCore

/// R11: every view is backed by a layer whose delegate it is, and a view's
/// geometry is its layer's (Apple's `UIView.layer`: "the view is the layer's
/// delegate"; `CALayer.anchorPoint`: "all geometric manipulations to the
/// view occur about the specified point", the position staying where it is;
/// `UIView.center`: "the center point is specified in points in the
/// coordinate system of its superview" and is the layer's position).
final class LayerTests: ViewCoreTestCase {
    func test_R11_1_aViewsLayerHasTheViewAsDelegateAndItsGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        XCTAssertTrue(layer.delegate === view)
        XCTAssertTrue(view.layer === layer, "one layer for the view's life")
        XCTAssertEqual(layer.frame, view.frame)
        XCTAssertEqual(layer.bounds, view.bounds)
        XCTAssertEqual(layer.position, view.center)
        XCTAssertEqual(layer.contentsScale, UIScreen.main.scale)
        XCTAssertEqual(CALayer().contentsScale, 1)

        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 40, height: 40))
        view.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(layer.position, CGPoint(x: 100, y: 100))
    }

    func test_R11_1_aViewsLayerKeepsItsAppearanceInTheView() {
        let view = UIView()
        view.layer.opacity = 0.25
        XCTAssertEqual(view.alpha, 0.25)
        view.isHidden = true
        XCTAssertTrue(view.layer.isHidden)
        view.layer.masksToBounds = true
        XCTAssertTrue(view.clipsToBounds)
        view.layer.backgroundColor = UIColor.red.cgColor
        XCTAssertEqual(view.backgroundColor, .red)
        view.backgroundColor = nil
        XCTAssertNil(view.layer.backgroundColor)
    }

    func test_R11_2_movingTheAnchorPointKeepsThePositionAndMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 25), "the position stays")
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 25, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 25, width: 10, height: 10), "a new size grows from the anchor point")

        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.position = CGPoint(x: 10, y: 10)
        XCTAssertEqual(layer.frame, CGRect(x: 0, y: 5, width: 20, height: 10))
        layer.anchorPoint = .zero
        XCTAssertEqual(layer.frame, CGRect(x: 10, y: 10, width: 20, height: 10))
    }

    func test_R11_3_aViewsSublayersAreItsSubviewsLayersAmongItsOwn() {
        let view = UIView(), first = UIView(), second = UIView()
        view.addSubview(first)
        let own = CALayer()
        view.layer.addSublayer(own)
        view.addSubview(second)
        XCTAssertEqual(view.layer.sublayers?.map(ObjectIdentifier.init), [first.layer, own, second.layer].map(ObjectIdentifier.init))
        XCTAssertTrue(first.layer.superlayer === view.layer)

        view.bringSubviewToFront(first)
        XCTAssertTrue(view.layer.sublayers?.last === first.layer, "in front of every sublayer")
        view.sendSubviewToBack(first)
        let order = view.layer.sublayers?.map(ObjectIdentifier.init) ?? []
        XCTAssertEqual(order.filter { $0 != ObjectIdentifier(own) }, [first.layer, second.layer].map(ObjectIdentifier.init))
        XCTAssertEqual(order.count, 3)
        view.exchangeSubview(at: 0, withSubviewAt: 1)
        XCTAssertEqual(view.subviews.map(ObjectIdentifier.init), [second, first].map(ObjectIdentifier.init))
        let viewLayers = view.layer.sublayers?.filter { $0 !== own }.map(ObjectIdentifier.init)
        XCTAssertEqual(viewLayers, [second.layer, first.layer].map(ObjectIdentifier.init), "the layers follow the subviews' order")

        first.removeFromSuperview()
        XCTAssertFalse(view.layer.sublayers?.contains { $0 === first.layer } ?? true)
        XCTAssertNil(first.layer.superlayer)
        own.removeFromSuperlayer()
        XCTAssertNil(own.superlayer)
        second.layer.removeFromSuperlayer()
        XCTAssertNil(second.superview, "a view's layer leaves with its view")
        XCTAssertNil(view.layer.sublayers, "no sublayers is nil")
    }

    func test_R11_3_aLayerCannotContainItself() {
        let outer = CALayer(), inner = CALayer()
        outer.addSublayer(inner)
        assertRaises(.invalidArgumentException, "<CALayer: #\(outer.objectID)> cannot be a sublayer of itself or of its own sublayer") {
            inner.addSublayer(outer)
        }
        XCTAssertTrue(inner.superlayer === outer)
    }

    /// Interface Builder's user-defined runtime attributes often name the
    /// layer: `layer.cornerRadius`, `layer.masksToBounds` (key paths).
    func test_R11_1_keyPathsThroughTheLayerReachItAndTheView() {
        let view = UIView()
        KeyValueAccess.setValue(8, forKeyPath: "layer.cornerRadius", of: view)
        KeyValueAccess.setValue(true, forKeyPath: "layer.masksToBounds", of: view)
        XCTAssertEqual(view.layer.cornerRadius, 8)
        XCTAssertTrue(view.clipsToBounds)
    }

    func test_R11_4_aViewsLayerAsksTheViewForDisplayAndLayout() {
        let view = UIView()
        VirtualRunLoop.main.runUntilIdle()
        view.layer.setNeedsLayout()
        XCTAssertTrue(view.needsLayout)
        view.layer.setNeedsDisplay()
        XCTAssertTrue(view.needsDisplay)
        XCTAssertTrue(view.layer.needsDisplay())
    }
}
