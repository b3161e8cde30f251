import Foundation

/// A row of segments, titles or images, of which one is selected (R17.12).
///
/// A finger that lifts on an enabled segment selects it and sends
/// `valueChanged` (then runs the segment's `UIAction`, for a control made
/// with actions); lifting on the segment already selected sends nothing,
/// as in UIKit. A momentary control sends the event with
/// `selectedSegmentIndex` at the segment touched, then goes back to
/// `noSegment` (UIKit: it does not "update the value of
/// selectedSegmentIndex after tracking ends"; that the index is the
/// segment's while the event is sent is ours, as AppKit's momentary
/// controls do).
///
/// Indexes given to the segment methods are pinned to the segments there
/// are, as UIKit documents ("values exceeding this upper range are pinned
/// to it"); negative ones to the first. `selectedSegmentIndex` takes
/// `noSegment` or an index of a segment; anything else is refused with an
/// exception (ours: UIKit's answer is not documented).
///
/// The geometry is ours where UIKit documents none: 32 points high (UIKit's
/// since iOS 13); a segment with no width of its own is its content (a
/// title in its font, 13 points, the selected one semibold, or an image)
/// plus 8 points on each side, all such segments as wide as the widest
/// unless `apportionsSegmentWidthsByContent`; wider bounds are shared among
/// them, equally or in proportion to their content. It draws a rounded
/// tertiary-fill background, the selected segment in
/// `selectedSegmentTintColor` (white without one) inset by 2 points, the
/// titles and images centred in their segments, disabled ones faded.
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1
    public static let height: CGFloat = 32
    static let contentPadding: CGFloat = 8
    static let selectionInset: CGFloat = 2

    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        var action: UIAction?

        init(title: String? = nil, image: UIImage? = nil, action: UIAction? = nil) {
            self.title = title
            self.image = image
            self.action = action
        }
    }

    var segments: [Segment] = [] {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    private var selectedStorage = UISegmentedControl.noSegment
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The segment the finger landed on.
    private var trackedSegment: Int?

    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    // MARK: Creation

    /// Each item is a title (a string) or an image; anything else makes an
    /// empty segment.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { item in
            if let image = item as? UIImage { return Segment(image: image) }
            return Segment(title: (item as? String) ?? (item as? NSString).map { String($0) })
        }
        frame = CGRect(origin: .zero, size: intrinsicContentSize)
    }

    /// A segment per action, with its title and image; selecting a segment
    /// runs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Segments

    open var numberOfSegments: Int { segments.count }

    open var selectedSegmentIndex: Int {
        get { selectedStorage }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else {
                return UIKitException.raise(.rangeException,
                    "-[\(className) setSelectedSegmentIndex:]: index \(newValue) beyond bounds [0 .. \(segments.count - 1)]")
            }
            selectedStorage = newValue
            setNeedsDisplay()
        }
    }

    /// The index an insertion goes to: 0 up to the count.
    private func insertionIndex(_ index: Int) -> Int { min(max(index, 0), segments.count) }
    /// The segment an index names, pinned; nil when there is none.
    private func pinned(_ index: Int) -> Int? {
        segments.isEmpty ? nil : min(max(index, 0), segments.count - 1)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let at = insertionIndex(index)
        segments.insert(segment, at: at)
        if selectedStorage >= at { selectedStorage += 1 }
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Removing the selected segment leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard let index = pinned(segment) else { return }
        segments.remove(at: index)
        if selectedStorage == index {
            selectedStorage = UISegmentedControl.noSegment
        } else if selectedStorage > index {
            selectedStorage -= 1
        }
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedStorage = UISegmentedControl.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].title = title
        segments[index].image = nil
    }

    open func titleForSegment(at segment: Int) -> String? {
        pinned(segment).flatMap { segments[$0].title }
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].image = image
        segments[index].title = nil
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        pinned(segment).flatMap { segments[$0].image }
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        pinned(segment).map { segments[$0].isEnabled } ?? false
    }

    /// 0 (the default) sizes the segment by its content; a negative or
    /// non-finite width is refused.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard width >= 0, width.isFinite else {
            return UIKitException.raise(.invalidArgumentException,
                "-[\(className) setWidth:forSegmentAtIndex:]: the width must be a finite number not below 0, not \(shortNumber(width))")
        }
        guard let index = pinned(segment) else { return }
        segments[index].width = width
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        pinned(segment).map { segments[$0].width } ?? 0
    }

    /// Moves the segment's title or image from the middle; an offset that is
    /// not finite is refused.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard offset.width.isFinite, offset.height.isFinite else {
            return UIKitException.raise(.invalidArgumentException,
                "-[\(className) setContentOffset:forSegmentAtIndex:]: the offset must be finite, not {\(shortNumber(offset.width)), \(shortNumber(offset.height))}")
        }
        guard let index = pinned(segment) else { return }
        segments[index].contentOffset = offset
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        pinned(segment).map { segments[$0].contentOffset } ?? .zero
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        pinned(segment).flatMap { segments[$0].action }
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index] = Segment(title: action.title, image: action.image, action: action)
    }

    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? UISegmentedControl.noSegment
    }

    // MARK: Title attributes

    /// The font (`.font`) and colour (`.foregroundColor`) of the titles in a
    /// state: normal, selected, highlighted, disabled.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    private func titleFont(selected: Bool) -> UIFont {
        if selected, let font = titleAttributes[UIControl.State.selected.rawValue]?[.font] as? UIFont { return font }
        if let font = titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont { return font }
        return selected ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 13)
    }

    private func titleColor(selected: Bool) -> UIColor {
        if selected, let color = titleAttributes[UIControl.State.selected.rawValue]?[.foregroundColor] as? UIColor { return color }
        return titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor] as? UIColor ?? .label
    }

    // MARK: Geometry

    /// What a segment's content needs, in the widest of its fonts.
    private func contentWidth(_ segment: Segment) -> CGFloat {
        if let title = segment.title {
            return max(title.size(withAttributes: [.font: titleFont(selected: false)]).width,
                       title.size(withAttributes: [.font: titleFont(selected: true)]).width)
        }
        return segment.image?.size.width ?? 0
    }

    /// Each segment's natural width: its own, or its content and padding
    /// (the widest such when widths are equal).
    private var naturalWidths: [CGFloat] {
        let content = segments.map { contentWidth($0) + 2 * UISegmentedControl.contentPadding }
        let widest = zip(segments, content).filter { $0.0.width == 0 }.map(\.1).max() ?? 0
        return zip(segments, content).map { segment, width in
            segment.width > 0 ? segment.width : apportionsSegmentWidthsByContent ? width : widest
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidths.reduce(0, +), height: UISegmentedControl.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' frames across the bounds: those without a width of
    /// their own share what the others leave.
    func segmentFrames() -> [CGRect] {
        let natural = naturalWidths
        let fixed = zip(segments, natural).filter { $0.0.width > 0 }.map(\.1).reduce(0, +)
        let flexible = zip(segments, natural).filter { $0.0.width == 0 }.map(\.1)
        let share = max(bounds.width - fixed, 0)
        let flexibleTotal = flexible.reduce(0, +)
        var x = bounds.minX
        return zip(segments, natural).map { segment, width in
            let shown: CGFloat
            if segment.width > 0 {
                shown = width
            } else if apportionsSegmentWidthsByContent, flexibleTotal > 0 {
                shown = share * width / flexibleTotal
            } else {
                shown = flexible.isEmpty ? 0 : share / CGFloat(flexible.count)
            }
            defer { x += shown }
            return CGRect(x: x, y: bounds.minY, width: shown, height: bounds.height)
        }
    }

    private func segment(at point: CGPoint) -> Int? {
        guard point.y >= bounds.minY - UIControl.touchInsideMargin, point.y <= bounds.maxY + UIControl.touchInsideMargin else { return nil }
        return segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segment(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        trackedSegment = index
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        defer { trackedSegment = nil }
        guard let touch, isTouchInside, let index = segment(at: touch.location(in: self)), segments[index].isEnabled,
              index == trackedSegment else { return }
        guard index != selectedStorage || isMomentary else { return }
        selectedStorage = index
        setNeedsDisplay()
        sendActions(for: .valueChanged, with: event)
        if segments.indices.contains(index), let action = segments[index].action { sendAction(action) }
        if isMomentary {
            selectedStorage = UISegmentedControl.noSegment
            setNeedsDisplay()
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        trackedSegment = nil
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let box = bounds
        context.setFillColor(UIColor.tertiarySystemFill.cgColor)
        context.addPath(UIBezierPath(roundedRect: box, cornerRadius: 8).cgPath)
        context.fillPath()
        let frames = segmentFrames()
        let shownSelection = isMomentary ? UISegmentedControl.noSegment : selectedStorage
        if frames.indices.contains(shownSelection) {
            let inset = UISegmentedControl.selectionInset
            context.setFillColor((selectedSegmentTintColor ?? .white).cgColor)
            context.addPath(UIBezierPath(roundedRect: frames[shownSelection].insetBy(dx: inset, dy: inset), cornerRadius: 7).cgPath)
            context.fillPath()
        }
        context.setFillColor(UIColor.separator.cgColor)
        for index in frames.indices.dropFirst() where index != shownSelection && index - 1 != shownSelection {
            context.fill(CGRect(x: frames[index].minX - 0.5, y: box.minY + 8, width: 1, height: max(box.height - 16, 0)))
        }
        for (index, frame) in frames.enumerated() {
            let segment = segments[index]
            let selected = index == shownSelection
            let fade: CGFloat = segment.isEnabled && isEnabled ? 1 : 0.3
            let middle = CGPoint(x: frame.midX + segment.contentOffset.width, y: frame.midY + segment.contentOffset.height)
            if let title = segment.title {
                let font = titleFont(selected: selected)
                let size = title.size(withAttributes: [.font: font])
                var color = titleColor(selected: selected).cgColor
                color.alpha *= fade
                context.setFillColor(color)
                context.setFont(font)
                context.drawText(title, at: CGPoint(x: middle.x - size.width / 2, y: middle.y - size.height / 2))
            } else if let image = segment.image {
                let size = image.size
                context.saveGState()
                context.setAlpha(fade)
                context.draw(image, in: CGRect(x: middle.x - size.width / 2, y: middle.y - size.height / 2,
                                               width: size.width, height: size.height))
                context.restoreGState()
            }
        }
    }
}
