import XCTest
@testable import ViewCore

/// R18.1–R18.4: a view's tint color and adjustment mode, inherited down the
/// hierarchy, `tintColorDidChange()`, and the views that show their tint.
/// Source: Apple's `UIView.tintColor` and `tintAdjustmentMode` references and
/// UIKit's UIView.h ("-tintColor always returns a color. The color returned
/// is the first non-default value in the receiver's superview chain (starting
/// with itself). If no non-default value is found, a system-defined color is
/// returned"; "-tintAdjustmentMode always returns either …Normal or …Dimmed";
/// "The -tintColorDidChange message is sent to appropriate subviews of a view
/// when its tintColor is changed by client code or to subviews in the view
/// hierarchy of a view whose tintColor is implicitly changed when its
/// superview or tintAdjustmentMode changes").
final class TintTests: ViewCoreTestCase {
    private final class TintView: UIView {
        var name = ""
        var heard: ((TintView) -> Void)?
        override func tintColorDidChange() {
            super.tintColorDidChange()
            heard?(self)
        }
    }

    private func view(_ name: String) -> TintView {
        let view = TintView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.name = name
        view.heard = { [unowned self] view in log.add(view.name) }
        return view
    }

    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)

    func test_R18_1_theTintIsTheFirstSetAboveTheViewAndNilRestoresInheritance() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = view("parent"), child = view("child")
        window.addSubview(parent)
        parent.addSubview(child)
        XCTAssertEqual(child.tintColor, .systemBlue, "the system blue where none is set")
        XCTAssertEqual(UIView().tintColor, .systemBlue, "outside a window too")
        window.tintColor = red
        XCTAssertEqual(child.tintColor, red)
        parent.tintColor = green
        XCTAssertEqual(child.tintColor, green)
        XCTAssertEqual(window.tintColor, red)
        parent.tintColor = nil
        XCTAssertEqual(parent.tintColor, red, "nil inherits again")
        child.removeFromSuperview()
        XCTAssertEqual(child.tintColor, .systemBlue)
    }

    func test_R18_2_aDimmedModeDimsTheTintAndIsInherited() {
        let parent = view("parent"), child = view("child")
        parent.addSubview(child)
        XCTAssertEqual(child.tintAdjustmentMode, .normal, "never automatic when read")
        parent.tintColor = red
        parent.tintAdjustmentMode = .dimmed
        XCTAssertEqual(child.tintAdjustmentMode, .dimmed)
        // A gray of the red's luma (0.299), darkened to 80 %.
        var white: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(child.tintColor.getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 0.299 * 0.8, accuracy: 0.0001)
        XCTAssertEqual(alpha, 1)
        child.tintAdjustmentMode = .normal
        XCTAssertEqual(child.tintColor, red, "a mode of its own undims it")
        child.tintAdjustmentMode = .automatic
        XCTAssertEqual(child.tintAdjustmentMode, .dimmed, "automatic inherits")
    }

    func test_R18_3_tintColorDidChangeReachesTheViewsWhoseTintChangedParentFirst() {
        let a = view("a"), b = view("b"), c = view("c"), d = view("d"), e = view("e")
        a.addSubview(b)
        b.addSubview(c)
        a.addSubview(d)
        d.addSubview(e)
        d.tintColor = green
        XCTAssertEqual(log.take(), ["d", "e"])
        a.tintColor = red
        XCTAssertEqual(log.take(), ["a", "b", "c"], "d keeps its own color")
        a.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(log.take(), [], "an equal color changes nothing")
        a.tintAdjustmentMode = .dimmed
        XCTAssertEqual(log.take(), ["a", "b", "c", "d", "e"], "the mode reaches views with their own color")
    }

    /// A move is heard once the move's own callbacks have run (as R9.3's
    /// trait changes are).
    func test_R18_3_aMoveUnderAnotherTintIsHeardByTheMovedSubtree() {
        let blue = view("blue"), tinted = view("tinted")
        tinted.tintColor = red
        let moved = view("moved"), inner = view("inner"), own = view("own")
        moved.addSubview(inner)
        moved.addSubview(own)
        own.tintColor = green
        blue.addSubview(moved)
        log.clear()
        tinted.addSubview(moved)
        XCTAssertEqual(log.take(), ["moved", "inner"])
        tinted.addSubview(moved)
        XCTAssertEqual(log.take(), [], "a reorder moves nothing")
        moved.removeFromSuperview()
        XCTAssertEqual(log.take(), ["moved", "inner"])
    }

    /// Ours: a view is not told again of a change made while it hears of one,
    /// and deliveries nest only so deep, so a `tintColorDidChange()` that sets
    /// a tint cannot recurse without end.
    func test_R18_3_aTintColorDidChangeThatSetsTheTintAgainEnds() {
        let parent = view("parent"), child = view("child")
        parent.addSubview(child)
        var toggle = false
        child.heard = { [unowned self] view in
            log.add(view.name)
            toggle.toggle()
            view.tintColor = toggle ? self.green : self.red
        }
        parent.tintColor = red
        XCTAssertEqual(log.take(), ["parent", "child"])
        XCTAssertEqual(child.tintColor, green)
        // A subview that sets its superview's tint to a new color each time.
        let top = view("top"), below = view("below")
        top.addSubview(below)
        var shade: CGFloat = 0
        below.heard = { [unowned self] view in
            log.add(view.name)
            shade += 0.01
            view.superview?.tintColor = UIColor(white: shade, alpha: 1)
        }
        top.tintColor = .systemPink
        XCTAssertEqual(log.take(), ["top", "below", "top"], "below does not hear of its own change")
    }

    func test_R18_4_aSystemButtonsTitleTakesItsTint() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        window.addSubview(button)
        XCTAssertEqual(button.currentTitleColor, .systemBlue)
        window.tintColor = red
        XCTAssertEqual(button.currentTitleColor, red)
        XCTAssertEqual(button.titleLabel?.textColor, red, "the label shows the new tint at once")
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitleColor, red.withAlphaComponent(0.2))
        let custom = UIButton(type: .custom)
        custom.setTitle("Plain", for: .normal)
        window.addSubview(custom)
        XCTAssertEqual(custom.currentTitleColor, .white, "a custom button's title is white")
    }

    /// A template image shows its shape in its view's tint; an original one
    /// its own colors; `withTintColor(_:)` keeps its color (Apple's
    /// `UIImage.withTintColor(_:)`: "The new image uses the same rendering
    /// mode as the original image"); a system button's images are templates.
    func test_R18_4_templateImagesShowTheirViewsTint() throws {
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        let image = try XCTUnwrap(UIImage(data: try square.snapshot(scale: 1).pngData()))
        XCTAssertEqual(image.renderingMode, .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(template.size, image.size)

        let container = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 4))
        container.tintColor = red
        let original = UIImageView(image: image), tinted = UIImageView(image: template)
        let colored = UIImageView(image: image.withTintColor(green))
        tinted.frame.origin.x = 4
        colored.frame.origin.x = 8
        [original, tinted, colored].forEach(container.addSubview)
        let bitmap = try container.snapshot(scale: 1)
        XCTAssertEqual(bitmap.pixel(x: 1, y: 1).red, 0)
        XCTAssertEqual(bitmap.pixel(x: 5, y: 1).red, 255, "the template in the container's tint")
        XCTAssertEqual(bitmap.pixel(x: 9, y: 1).green, 255, "withTintColor keeps its color")
        container.tintColor = green
        XCTAssertEqual(try container.snapshot(scale: 1).pixel(x: 5, y: 1).green, 255, "a new tint shows at once")

        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        XCTAssertEqual(button.imageView?.image?.renderingMode, .alwaysTemplate)
        XCTAssertEqual(button.currentImage, image)
        button.setImage(image.withRenderingMode(.alwaysOriginal), for: .normal)
        XCTAssertEqual(button.imageView?.image?.renderingMode, .alwaysOriginal)
    }
}
