import Foundation
import LazyCairo

/// Composites a view tree into pixels as Core Animation composites layers:
/// each layer's shadow, background, content and sublayers, then its border,
/// in its superlayer's coordinates moved by its position, anchor point and
/// bounds origin, at its opacity. Views are walked directly; a view's layer,
/// when one was made, adds what only layers have (corners, border, shadow,
/// sublayers of their own).
///
/// Compositing first lists what it will draw (`Command`), then draws the
/// list; a list equal to the one drawn last, over stores that have not
/// changed, gives back the last pixels without drawing anything. When
/// nothing that listing reads has changed since (VisibleChanges.swift), the
/// last pixels come back without listing.
@_spi(Bridging) public final class Compositor {
    enum Command: Equatable {
        /// The user space of the commands that follow: root points to view points.
        case setTransform(CGAffineTransform)
        case fill(CGRect, corners: Corners, color: CGColor)
        case pushClip(CGRect, corners: Corners)
        case popClip
        case contents(Content, in: CGRect)
        case border(CGRect, corners: Corners, width: CGFloat, color: CGColor)
        case beginGroup
        case endGroup(opacity: CGFloat)
        /// What is drawn until the matching `endShadow` casts this shadow
        /// (or `path`, in the user space then current, casts it).
        case beginShadow(Shadow)
        case endShadow
        /// A shape layer's path, filled and stroked (CAShapeLayer.swift).
        case shape(ShapeDrawing)
        /// A gradient layer's gradient over its bounds, rounded by its corner
        /// radius (CAGradientLayer.swift).
        case gradient(GradientDrawing, in: CGRect, corners: Corners)
        /// What is drawn until the matching `endMask` shows through the alpha
        /// of what the mask's commands draw.
        case beginMask
        indirect case endMask([Command])
    }

    /// A layer's rounded corners: the radius, at the corners it rounds.
    struct Corners: Equatable {
        var radius: CGFloat
        var corners: UIRectCorner

        static let square = Corners(radius: 0, corners: .allCorners)
    }

    struct Shadow: Equatable {
        var color: CGColor
        var opacity: CGFloat
        var offset: CGSize
        var radius: CGFloat
        var path: [CGContext.PathElement]?
    }

    enum Content: Equatable {
        case store(BackingStore, generation: Int)
        case image(UIImage)
        /// A template image (or one given a tint color): the color through
        /// the image's alpha; a box of the color where it has no pixels.
        case silhouette(UIImage, color: CGColor)

        static func == (a: Content, b: Content) -> Bool {
            switch (a, b) {
            case (.store(let x, let g), .store(let y, let h)): return x === y && g == h
            case (.image(let x), .image(let y)): return x === y
            case (.silhouette(let x, let c), .silhouette(let y, let d)): return x === y && c == d
            default: return false
            }
        }
    }

    private var lastCommands: [Command] = []
    private var lastSize = (width: 0, height: 0)
    private var lastScale: CGFloat = 0
    private var lastBitmap: Bitmap?
    /// What the last pixels are of, while they can be reused unlisted; nil
    /// after a listing that met an animation.
    private var reusable: Reusable?

    private struct Reusable {
        weak var root: UIView?
        var background: CGColor?
        /// `VisibleChanges.count` when the root was listed.
        var changes: Int
    }

    @_spi(Bridging) public init() {}

    // MARK: Listing

    /// The commands that draw `view` and its subviews with its bounds at the
    /// origin, as `drawHierarchy` places a view: its own position and
    /// transform do not count; its opacity does.
    /// `expectedCount`: room to reserve, so that a list as long as the last
    /// one is built without the copies of growing.
    static func commands(for view: UIView, expectedCount: Int = 0) -> [Command] {
        listing(view, expectedCount: expectedCount).commands
    }

    private static func listing(_ view: UIView, expectedCount: Int) -> CommandList {
        var list = CommandList()
        list.commands.reserveCapacity(expectedCount)
        let origin = CGAffineTransform(translationX: -view.bounds.minX, y: -view.bounds.minY)
        list.add(view, in: Space(matrix: origin, offset: .zero), isRoot: true)
        return list
    }

    /// A layer's coordinates in the root's: `matrix` after a move by `offset`.
    /// A view that is only moved from its superview (the many plain views of
    /// a screen) keeps its superview's matrix and adds to the offset, which
    /// its rectangles carry: the list then changes the matrix only where a
    /// transform, a presentation or a layer's own drawing asks.
    private struct Space {
        var matrix: CGAffineTransform
        var offset: CGPoint

        var full: CGAffineTransform { CGAffineTransform(translationX: offset.x, y: offset.y).concatenating(matrix) }

        func place(_ rect: CGRect) -> CGRect { offset == .zero ? rect : rect.offsetBy(dx: offset.x, dy: offset.y) }
    }

    private struct CommandList {
        var commands: [Command] = []
        var currentTransform: CGAffineTransform?
        /// Whether a layer listed animates: what it shows then changes with
        /// time alone.
        var metAnimation = false
        /// Whether a view's colour depends on its interface style: only in a
        /// session that overrides one (UIUserInterfaceStyle.swift).
        let resolvesStyles = Session.current.overridesUserInterfaceStyle

        private mutating func use(_ space: Space) {
            guard space.matrix != currentTransform else { return }
            commands.append(.setTransform(space.matrix))
            currentTransform = space.matrix
        }

        /// The transform from `layer`'s bounds coordinates to the root's, given
        /// its superlayer's.
        static func transform(position: CGPoint, anchorPoint: CGPoint, bounds: CGRect,
                              affine: CGAffineTransform, in parent: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(translationX: -bounds.minX - anchorPoint.x * bounds.width,
                              y: -bounds.minY - anchorPoint.y * bounds.height)
                .concatenating(affine)
                .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
                .concatenating(parent)
        }

        /// Whether the view is only moved from its superview: no transform, no
        /// presentation, and nothing its layer draws in its own coordinates
        /// (a shadow, a shape, a gradient).
        private static func isOnlyMoved(_ layer: CALayer?) -> Bool {
            guard let layer else { return true }
            return !layer.hasTransform && !layer.isAnimated && layer.shadowOpacity <= 0
                && !(layer is CAShapeLayer) && !(layer is CAGradientLayer)
        }

        /// A view whose layer animates is drawn as its presentation shows it.
        mutating func add(_ view: UIView, in parent: Space, isRoot: Bool = false) {
            let layer = view.layerStorage
            let shown = layer?.isAnimated == true ? layer?.presentationCopy() : nil
            if shown != nil { metAnimation = true }
            guard !view.isHidden, (shown.map { CGFloat($0.opacity) } ?? view.alpha) > 0 else { return }
            let bounds = shown?.bounds ?? view.bounds
            let space: Space
            if isRoot {
                space = parent
            } else if CommandList.isOnlyMoved(layer) {
                space = Space(matrix: parent.matrix, offset: CGPoint(x: parent.offset.x + view.frameStorage.minX - bounds.minX,
                                                                     y: parent.offset.y + view.frameStorage.minY - bounds.minY))
            } else {
                space = Space(matrix: CommandList.transform(
                    position: shown?.position ?? view.center, anchorPoint: layer?.anchorPointStorage ?? CGPoint(x: 0.5, y: 0.5),
                    bounds: bounds, affine: (shown ?? layer).map { CATransform3DGetAffineTransform($0.transformStorage) } ?? .identity,
                    in: parent.full), offset: .zero)
            }
            guard space.matrix.isFinite, space.offset.isFinite, bounds.isFinite else { return }
            let appearance = shown.map { Appearance(layer: $0) }
                ?? Appearance(view: view, layer: layer, resolvingStyles: resolvesStyles)
            if appearance.mask != nil { commands.append(.beginMask) }
            begin(appearance, bounds: bounds, space: space)
            if let content = view.compositedContent {
                use(space)
                commands.append(.contents(content.content, in: space.place(content.rect(in: bounds, mode: view.contentMode))))
            }
            addDrawing(of: layer, appearance, bounds: bounds, space: space)
            openClip(appearance, bounds: bounds, space: space)
            if let sublayers = layer?.sublayers {
                for sublayer in sublayers.stableSortedByZPosition() {
                    if let subview = sublayer.owningView { add(subview, in: space) } else { add(sublayer, in: space) }
                }
            } else {
                for subview in view.subviewStorage { add(subview, in: space) }
            }
            end(appearance, bounds: bounds, space: space)
            endMask(appearance, space: space)
        }

        mutating func add(_ model: CALayer, in parent: Space) {
            if model.isAnimated { metAnimation = true }
            let layer = model.isAnimated ? model.presentationCopy() : model
            guard !layer.isHidden, layer.opacity > 0 else { return }
            let bounds = layer.bounds
            let space = Space(matrix: CommandList.transform(position: layer.position, anchorPoint: layer.anchorPoint,
                                                            bounds: bounds, affine: layer.affineTransform(), in: parent.full),
                              offset: .zero)
            guard space.matrix.isFinite, bounds.isFinite else { return }
            let appearance = Appearance(layer: layer)
            if appearance.mask != nil { commands.append(.beginMask) }
            begin(appearance, bounds: bounds, space: space)
            if let image = (layer.contents as? UIImage) ?? (layer.contents as? CGImage)?.image {
                use(space)
                let placed = CompositedContent(content: .image(image), size: image.size)
                    .rect(in: bounds, mode: layer.contentsGravity.contentMode)
                commands.append(.contents(.image(image), in: placed))
            } else if let store = layer.contents as? BackingStore {
                use(space)
                commands.append(.contents(.store(store, generation: store.generation), in: bounds))
            }
            addDrawing(of: layer, appearance, bounds: bounds, space: space)
            openClip(appearance, bounds: bounds, space: space)
            for sublayer in (model.sublayers ?? []).stableSortedByZPosition() {
                add(sublayer, in: space)
            }
            end(appearance, bounds: bounds, space: space)
            endMask(appearance, space: space)
        }

        /// The masks being listed, innermost last: a mask that leads back to
        /// one of them (a mask whose sublayers hold the layer it masks) shows
        /// nothing rather than listing without end.
        private var masksListed: [ObjectIdentifier] = []

        /// The mask's commands in the masked layer's space, applied to what
        /// the layer drew since `beginMask`. Drawing the mask leaves the
        /// target's transform as it was before the layer's group.
        private mutating func endMask(_ appearance: Appearance, space: Space) {
            guard let mask = appearance.mask else { return }
            var list = CommandList()
            if !masksListed.contains(ObjectIdentifier(mask)) {
                list.masksListed = masksListed + [ObjectIdentifier(mask)]
                if let view = mask.owningView { list.add(view, in: space) } else { list.add(mask, in: space) }
            }
            commands.append(.endMask(list.commands))
            metAnimation = metAnimation || list.metAnimation
            currentTransform = nil
        }

        private mutating func begin(_ appearance: Appearance, bounds: CGRect, space: Space) {
            if appearance.opacity < 1 { commands.append(.beginGroup) }
            if let shadow = appearance.shadow {
                use(space)
                commands.append(.beginShadow(shadow))
            }
            if let color = appearance.backgroundColor, color.alpha > 0 {
                use(space)
                commands.append(.fill(space.place(bounds), corners: appearance.corners, color: color))
            }
        }

        /// What a shape or gradient layer draws of its own, above its content;
        /// such a layer has a space of its own (`isOnlyMoved`).
        private mutating func addDrawing(of layer: CALayer?, _ appearance: Appearance, bounds: CGRect, space: Space) {
            if let shape = (layer as? CAShapeLayer)?.drawing {
                use(space)
                commands.append(.shape(shape))
            } else if let gradient = (layer as? CAGradientLayer)?.drawing(in: bounds) {
                use(space)
                commands.append(.gradient(gradient, in: bounds, corners: appearance.corners))
            }
        }

        private mutating func openClip(_ appearance: Appearance, bounds: CGRect, space: Space) {
            guard appearance.masksToBounds else { return }
            use(space)
            commands.append(.pushClip(space.place(bounds), corners: appearance.corners))
        }

        private mutating func end(_ appearance: Appearance, bounds: CGRect, space: Space) {
            if appearance.masksToBounds {
                commands.append(.popClip)
                // Restoring the clip restores the transform it was pushed in.
                currentTransform = space.matrix
            }
            if appearance.borderWidth > 0, let color = appearance.borderColor, color.alpha > 0 {
                use(space)
                commands.append(.border(space.place(bounds), corners: appearance.corners, width: appearance.borderWidth,
                                        color: color))
            }
            if appearance.shadow != nil { commands.append(.endShadow) }
            if appearance.opacity < 1 { commands.append(.endGroup(opacity: appearance.opacity)) }
        }
    }

    /// What compositing reads of a layer, from the view that keeps it or the
    /// layer itself.
    private struct Appearance {
        var opacity: CGFloat
        var backgroundColor: CGColor?
        var masksToBounds: Bool
        var corners = Corners.square
        var mask: CALayer?
        var borderWidth: CGFloat = 0
        var borderColor: CGColor?
        var shadow: Shadow?

        init(view: UIView, layer: CALayer?, resolvingStyles: Bool) {
            opacity = view.alpha
            backgroundColor = resolvingStyles ? view.resolvedBackgroundColor : view.backgroundColor?.cgColor
            masksToBounds = view.clipsToBounds
            if let layer { takeLayerProperties(layer) }
        }

        init(layer: CALayer) {
            opacity = CGFloat(layer.opacity)
            backgroundColor = layer.backgroundColor
            masksToBounds = layer.masksToBounds
            takeLayerProperties(layer)
        }

        private mutating func takeLayerProperties(_ layer: CALayer) {
            corners = Corners(radius: layer.cornerRadius.isFinite ? max(layer.cornerRadius, 0) : 0,
                              corners: layer.maskedCorners.rectCorners)
            mask = layer.mask
            borderWidth = layer.borderWidth.isFinite ? max(layer.borderWidth, 0) : 0
            borderColor = layer.borderColor
            if layer.shadowOpacity > 0, let color = layer.shadowColor, layer.shadowOffset.width.isFinite,
               layer.shadowOffset.height.isFinite, layer.shadowRadius.isFinite {
                shadow = Shadow(color: color, opacity: CGFloat(min(layer.shadowOpacity, 1)), offset: layer.shadowOffset,
                                radius: max(layer.shadowRadius, 0), path: layer.shadowPath?.elements)
            }
        }
    }

    // MARK: Drawing

    /// The pixels of `view` (see `commands(for:)`) at `scale`, over
    /// `background` where given. What the tree must still draw is drawn
    /// first (UIView+Snapshot.swift).
    @_spi(Bridging) public func render(_ view: UIView, scale: CGFloat, background: CGColor? = nil) throws -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw RenderingError("a snapshot's scale must be a positive number, not \(scale)") }
        let size = view.bounds.size
        let width = Bitmap.pixels(size.width, scale: scale), height = Bitmap.pixels(size.height, scale: scale)
        guard width > 0, height > 0 else {
            throw RenderingError("<\(view.className): #\(view.objectID)> has no area to draw (its bounds are \(frameNotation(view.bounds)))")
        }
        let isUnchanged = reusable.map {
            $0.root === view && $0.changes == VisibleChanges.count && $0.background == background
        } ?? false
        if let lastBitmap, isUnchanged, (width, height) == lastSize, scale == lastScale, confirmsUnchanged(view, background) {
            return lastBitmap
        }
        view.drawPendingForSnapshot()
        let changes = VisibleChanges.count
        let listing = Compositor.listing(view, expectedCount: lastCommands.count + 1)
        let commands = Compositor.commands(listing.commands, over: background, of: view)
        reusable = listing.metAnimation ? nil : Reusable(root: view, background: background, changes: changes)
        if let lastBitmap, commands == lastCommands, (width, height) == lastSize, scale == lastScale {
            return lastBitmap
        }
        let bitmap = try Bitmap(width: width, height: height)
        try bitmap.draw { context in
            try Executor(cairo: bitmap.cairo, scale: scale, width: width, height: height).run(commands[...], on: context)
        }
        (lastCommands, lastSize, lastScale, lastBitmap) = (commands, (width, height), scale, bitmap)
        return bitmap
    }

    private static func commands(_ listed: [Command], over background: CGColor?, of view: UIView) -> [Command] {
        guard let background else { return listed }
        return [.fill(CGRect(origin: view.bounds.origin, size: view.bounds.size), corners: .square, color: background)] + listed
    }

    #if DEBUG
    /// How many times a debug build found a tree changed that
    /// `VisibleChanges` said was not: each is a change that does not note
    /// itself. The snapshot is drawn afresh all the same.
    nonisolated(unsafe) static var missedChanges = 0
    #endif

    /// Debug builds check `VisibleChanges`' invariant at every reuse: the
    /// tree, drawn and listed again, must give the list drawn last.
    private func confirmsUnchanged(_ view: UIView, _ background: CGColor?) -> Bool {
        #if DEBUG
        view.drawPendingForSnapshot()
        guard Compositor.commands(Compositor.commands(for: view), over: background, of: view) == lastCommands,
              reusable?.changes == VisibleChanges.count else {
            Compositor.missedChanges += 1
            return false
        }
        #endif
        return true
    }

    private struct Executor {
        let cairo: UnsafePointer<luaui_cairo_functions>
        let scale: CGFloat
        let width: Int
        let height: Int

        func run(_ commands: ArraySlice<Command>, on target: OpaquePointer) throws {
            let c = cairo.pointee
            var index = commands.startIndex
            while index < commands.endIndex {
                switch commands[index] {
                case .setTransform(let t):
                    var matrix = cairo_matrix_t(xx: t.a * scale, yx: t.b * scale, xy: t.c * scale, yy: t.d * scale,
                                                x0: t.tx * scale, y0: t.ty * scale)
                    c.set_matrix(target, &matrix)
                case .fill(let rect, let corners, let color):
                    c.set_source_rgba(target, color.red, color.green, color.blue, color.alpha)
                    addRoundedRect(rect, corners, target)
                    c.fill(target)
                case .pushClip(let rect, let corners):
                    c.save(target)
                    addRoundedRect(rect, corners, target)
                    c.clip(target)
                case .popClip:
                    c.restore(target)
                case .contents(let content, let rect):
                    try draw(content, in: rect, on: target)
                case .border(let rect, var corners, let width, let color):
                    // Inside the bounds, its outer edge on theirs, as Core Animation draws it.
                    let inset = min(width / 2, min(rect.width, rect.height) / 2)
                    c.set_source_rgba(target, color.red, color.green, color.blue, color.alpha)
                    c.set_line_width(target, width)
                    corners.radius = max(corners.radius - inset, 0)
                    addRoundedRect(rect.insetBy(dx: inset, dy: inset), corners, target)
                    c.stroke(target)
                case .beginGroup:
                    c.push_group(target)
                case .endGroup(let opacity):
                    c.pop_group_to_source(target)
                    c.paint_with_alpha(target, opacity)
                case .beginShadow(let shadow):
                    let end = Executor.matchingEnd(of: index, in: commands)
                    try cast(shadow, from: commands[(index + 1)..<end], on: target)
                case .endShadow:
                    break
                case .shape(let shape):
                    shape.draw(on: target, cairo)
                case .gradient(let gradient, let rect, let corners):
                    addRoundedRect(rect, corners, target)
                    gradient.fill(on: target, cairo)
                case .beginMask:
                    c.push_group(target)
                case .endMask(let maskCommands):
                    try applyMask(maskCommands, on: target)
                }
                index += 1
            }
        }

        private func addRoundedRect(_ rect: CGRect, _ corners: Corners, _ target: OpaquePointer) {
            if corners.radius > 0 {
                CGContext.addSegments(CGPath.roundedRectCurves(rect, radius: corners.radius, corners: corners.corners),
                                      to: target, cairo)
            } else {
                cairo.pointee.new_path(target)
                cairo.pointee.rectangle(target, rect.minX, rect.minY, rect.width, rect.height)
            }
        }

        private func draw(_ content: Content, in rect: CGRect, on target: OpaquePointer) throws {
            let bitmap: Bitmap?
            var color: CGColor?
            switch content {
            case .store(let store, _): bitmap = try store.pixels(scale: store.contentsScale ?? scale)
            case .image(let image): bitmap = image.bitmap
            case .silhouette(let image, let shapeColor):
                bitmap = image.bitmap
                color = shapeColor
            }
            let c = cairo.pointee
            if let color {
                guard rect.width > 0, rect.height > 0 else { return }
                c.set_source_rgba(target, color.red, color.green, color.blue, color.alpha)
                guard let bitmap else {
                    addRoundedRect(rect, .square, target)
                    c.fill(target)
                    return
                }
                c.save(target)
                c.translate(target, rect.minX, rect.minY)
                c.scale(target, rect.width / CGFloat(bitmap.width), rect.height / CGFloat(bitmap.height))
                c.mask_surface(target, bitmap.surface, 0, 0)
                c.restore(target)
                return
            }
            guard let bitmap, rect.width > 0, rect.height > 0 else { return }
            if case .image(let image) = content, image.capInsets != .zero {
                for (source, destination) in CapSlices(image: image, bitmap: bitmap, rect: rect).patches {
                    paint(bitmap, from: source, in: destination, on: target)
                }
                return
            }
            paint(bitmap, from: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), in: rect, on: target)
        }

        /// Paints the `source` pixels of `bitmap` scaled into `rect`.
        private func paint(_ bitmap: Bitmap, from source: CGRect, in rect: CGRect, on target: OpaquePointer) {
            guard source.width > 0, source.height > 0, rect.width > 0, rect.height > 0 else { return }
            let c = cairo.pointee
            c.save(target)
            c.rectangle(target, rect.minX, rect.minY, rect.width, rect.height)
            c.clip(target)
            c.translate(target, rect.minX, rect.minY)
            c.scale(target, rect.width / source.width, rect.height / source.height)
            c.set_source_surface(target, bitmap.surface, -source.minX, -source.minY)
            // Edge pixels extend to the edge rather than fading out, as Core Animation scales contents.
            c.pattern_set_extend(c.get_source(target), CAIRO_EXTEND_PAD)
            c.rectangle(target, 0, 0, source.width, source.height)
            c.fill(target)
            c.restore(target)
        }

        static func matchingEnd(of begin: Int, in commands: ArraySlice<Command>) -> Int {
            var depth = 0
            for index in begin..<commands.endIndex {
                switch commands[index] {
                case .beginShadow: depth += 1
                case .endShadow:
                    depth -= 1
                    if depth == 0 { return index }
                default: continue
                }
            }
            return commands.endIndex
        }

        /// Paints what was drawn since `beginMask` through the alpha of what
        /// `maskCommands` draw, in a bitmap of the target's size.
        private func applyMask(_ maskCommands: [Command], on target: OpaquePointer) throws {
            let c = cairo.pointee
            c.pop_group_to_source(target)
            let mask = try Bitmap(width: width, height: height)
            try mask.draw { context in
                try Executor(cairo: cairo, scale: scale, width: width, height: height).run(maskCommands[...], on: context)
            }
            c.save(target)
            c.identity_matrix(target)
            c.mask_surface(target, mask.surface, 0, 0)
            c.restore(target)
        }

        /// Draws what `commands` draw (or the shadow's path) into a bitmap of
        /// the target's size, blurs its alpha, and paints the shadow's color
        /// through it, moved by the offset, beneath what follows.
        private func cast(_ shadow: Shadow, from commands: ArraySlice<Command>, on target: OpaquePointer) throws {
            let c = cairo.pointee
            let mask = try Bitmap(width: width, height: height)
            var matrix = cairo_matrix_t()
            c.get_matrix(target, &matrix)
            try mask.draw { context in
                c.set_matrix(context, &matrix)
                if let path = shadow.path {
                    c.set_source_rgba(context, 0, 0, 0, 1)
                    CGContext.addSegments(CGPath.curves(of: path), to: context, cairo)
                    c.fill(context)
                } else {
                    try Executor(cairo: cairo, scale: scale, width: width, height: height).run(commands, on: context)
                }
            }
            // Core Animation's radius blurs about as a Gaussian of half that deviation.
            mask.blurAlpha(sigma: shadow.radius * scale / 2)
            c.save(target)
            c.identity_matrix(target)
            c.set_source_rgba(target, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha * shadow.opacity)
            c.mask_surface(target, mask.surface, shadow.offset.width * scale, shadow.offset.height * scale)
            c.restore(target)
        }
    }
}

extension Array where Element == CALayer {
    /// Core Animation draws sublayers in order of `zPosition`, keeping the
    /// order of equal ones.
    func stableSortedByZPosition() -> [CALayer] {
        guard contains(where: { $0.zPosition != 0 }) else { return self }
        return enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }
}

/// A resizable image's nine pieces: the corners kept at their size, the
/// edges stretched along them, the middle stretched both ways; caps larger
/// than the drawn rectangle shrink in proportion.
struct CapSlices {
    let patches: [(source: CGRect, destination: CGRect)]

    init(image: UIImage, bitmap: Bitmap, rect: CGRect) {
        let caps = image.capInsets
        let (pixelWidth, pixelHeight) = (CGFloat(bitmap.width), CGFloat(bitmap.height))
        let pixelsPerPoint = image.size.width > 0 ? pixelWidth / image.size.width : image.scale
        func shrink(_ a: CGFloat, _ b: CGFloat, within length: CGFloat) -> (CGFloat, CGFloat) {
            a + b <= length || a + b == 0 ? (a, b) : (a * length / (a + b), b * length / (a + b))
        }
        let (left, right) = shrink(caps.left, caps.right, within: rect.width)
        let (top, bottom) = shrink(caps.top, caps.bottom, within: rect.height)
        let sourceX = [0, min(caps.left * pixelsPerPoint, pixelWidth), max(pixelWidth - caps.right * pixelsPerPoint, 0), pixelWidth]
        let sourceY = [0, min(caps.top * pixelsPerPoint, pixelHeight), max(pixelHeight - caps.bottom * pixelsPerPoint, 0), pixelHeight]
        let targetX = [rect.minX, rect.minX + left, rect.maxX - right, rect.maxX]
        let targetY = [rect.minY, rect.minY + top, rect.maxY - bottom, rect.maxY]
        var patches: [(CGRect, CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                                    height: sourceY[row + 1] - sourceY[row])
                let destination = CGRect(x: targetX[column], y: targetY[row], width: targetX[column + 1] - targetX[column],
                                         height: targetY[row + 1] - targetY[row])
                patches.append((source, destination))
            }
        }
        self.patches = patches
    }
}
