import Foundation
import LazyCairo

/// Replaying a recording into pixels: each operation through Cairo, in the
/// graphics state it was recorded in.
extension CGContext {
    /// Draws the recorded operations into `target`, whose user space is this
    /// context's (the view's bounds coordinates), limited to `rect`.
    func replay(into target: OpaquePointer, _ cairo: UnsafePointer<luaui_cairo_functions>, limitedTo rect: CGRect) {
        let c = cairo.pointee
        var base = cairo_matrix_t()
        c.get_matrix(target, &base)
        c.save(target)
        c.rectangle(target, rect.minX, rect.minY, rect.width, rect.height)
        c.clip(target)
        for (operation, state) in recording {
            if let shadow = state.shadow { cast(shadow, of: operation, state: state, onto: target, cairo, base: base) }
            c.save(target)
            apply(state, to: target, cairo, base: base)
            draw(operation, state: state, into: target, cairo)
            c.restore(target)
        }
        c.restore(target)
    }

    /// The operation's shadow beneath it: the operation drawn into a bitmap of
    /// the target's size, its alpha blurred (a Gaussian of half the blur, as
    /// a layer's shadow) and painted in the shadow's colour through it, moved
    /// by the offset in device pixels. An operation that draws nothing casts
    /// nothing.
    private func cast(_ shadow: Shadow, of operation: Operation, state: GraphicsState, onto target: OpaquePointer,
                      _ cairo: UnsafePointer<luaui_cairo_functions>, base: cairo_matrix_t) {
        let c = cairo.pointee
        guard let surface = c.get_target(target) else { return }
        let (width, height) = (Int(c.image_surface_get_width(surface)), Int(c.image_surface_get_height(surface)))
        guard let mask = try? Bitmap(width: width, height: height) else { return }
        var shadowless = state
        shadowless.shadow = nil
        mask.draw { context in
            apply(shadowless, to: context, cairo, base: base)
            draw(operation, state: shadowless, into: context, cairo)
        }
        let scale = (base.xx * base.xx + base.yx * base.yx).squareRoot()
        mask.blurAlpha(sigma: shadow.blur * scale / 2)
        c.save(target)
        c.identity_matrix(target)
        let color = shadow.color
        c.set_source_rgba(target, color.red, color.green, color.blue, color.alpha)
        c.mask_surface(target, mask.surface, shadow.offset.width * scale, shadow.offset.height * scale)
        c.restore(target)
    }

    /// The clips, each in the transform it was set in, then the transform
    /// and the blend mode of the operation.
    private func apply(_ state: GraphicsState, to target: OpaquePointer, _ cairo: UnsafePointer<luaui_cairo_functions>,
                       base: cairo_matrix_t) {
        let c = cairo.pointee
        for clip in state.clips {
            setTransform(clip.transform, on: target, cairo, base: base)
            c.new_path(target)
            addPath(clip.path, to: target, cairo)
            c.set_fill_rule(target, clip.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            c.clip(target)
        }
        setTransform(state.transform, on: target, cairo, base: base)
        c.set_operator(target, state.blendMode.cairoOperator)
        c.set_antialias(target, state.antialiases ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    private func setTransform(_ transform: CGAffineTransform, on target: OpaquePointer,
                              _ cairo: UnsafePointer<luaui_cairo_functions>, base: cairo_matrix_t) {
        var matrix = base
        cairo.pointee.set_matrix(target, &matrix)
        guard !transform.isIdentity else { return }
        var user = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                  x0: transform.tx, y0: transform.ty)
        cairo.pointee.transform(target, &user)
    }

    private func draw(_ operation: Operation, state: GraphicsState, into target: OpaquePointer,
                      _ cairo: UnsafePointer<luaui_cairo_functions>) {
        let c = cairo.pointee
        func setColor(_ color: CGColor) {
            c.set_source_rgba(target, color.red, color.green, color.blue, color.alpha * state.alpha)
        }
        switch operation {
        case .clear(let rect):
            guard rect.isFinite else { return }
            c.set_operator(target, CAIRO_OPERATOR_CLEAR)
            c.rectangle(target, rect.minX, rect.minY, rect.width, rect.height)
            c.fill(target)
        case .fill(let rect, let color):
            guard rect.isFinite else { return }
            setColor(color)
            c.rectangle(target, rect.minX, rect.minY, rect.width, rect.height)
            c.fill(target)
        case .stroke(let rect, let color, _):
            guard rect.isFinite else { return }
            setColor(color)
            setLine(state, on: target, cairo)
            c.rectangle(target, rect.minX, rect.minY, rect.width, rect.height)
            c.stroke(target)
        case .fillPath(let path, let color):
            setColor(color)
            addPath(path, to: target, cairo)
            c.set_fill_rule(target, state.evenOddFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            c.fill(target)
        case .strokePath(let path, let color, _):
            setColor(color)
            setLine(state, on: target, cairo)
            addPath(path, to: target, cairo)
            c.stroke(target)
        case .text(let string, let point, let color):
            let font = state.font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
            guard point.isFinite, let face = font.cairoFace else { return }
            setColor(color)
            c.set_font_face(target, face)
            c.set_font_size(target, font.pointSize)
            c.set_font_options(target, CGContext.fontOptions(cairo))
            c.move_to(target, point.x, point.y + font.ascender)
            c.show_text(target, string)
        case .image(let image, let rect):
            guard rect.isFinite, let bitmap = image.bitmap else { return }
            c.translate(target, rect.minX, rect.minY)
            c.scale(target, rect.width / CGFloat(bitmap.width), rect.height / CGFloat(bitmap.height))
            c.set_source_surface(target, bitmap.surface, 0, 0)
            c.pattern_set_extend(c.get_source(target), CAIRO_EXTEND_PAD)
            c.rectangle(target, 0, 0, CGFloat(bitmap.width), CGFloat(bitmap.height))
            c.clip(target)
            c.paint_with_alpha(target, state.alpha)
        case .linearGradient(let gradient, let start, let end, let options):
            guard start.isFinite, end.isFinite, let pattern = c.pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
            defer { c.pattern_destroy(pattern) }
            for (color, location) in zip(gradient.colors, gradient.locations) {
                c.pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
            }
            c.pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            c.set_source(target, pattern)
            if options != [.drawsBeforeStartLocation, .drawsAfterEndLocation] {
                guard CGContext.clipToGradientBand(from: start, to: end, options: options, on: target, cairo) else { return }
            }
            c.paint_with_alpha(target, state.alpha)
        case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius, let options):
            guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite, startRadius >= 0,
                  endRadius >= 0, let pattern = c.pattern_create_radial(startCenter.x, startCenter.y, startRadius,
                                                                       endCenter.x, endCenter.y, endRadius) else { return }
            defer { c.pattern_destroy(pattern) }
            for (color, location) in zip(gradient.colors, gradient.locations) {
                c.pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
            }
            // Padded, then held to the band between the circles but where the options open it.
            c.pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
            c.set_source(target, pattern)
            if !options.contains(.drawsAfterEndLocation) {
                c.new_path(target)
                c.arc(target, endCenter.x, endCenter.y, endRadius, 0, 2 * .pi)
                c.clip(target)
            }
            if !options.contains(.drawsBeforeStartLocation), startRadius > 0 {
                c.new_path(target)
                c.rectangle(target, -100_000, -100_000, 200_000, 200_000)
                c.arc(target, startCenter.x, startCenter.y, startRadius, 0, 2 * .pi)
                c.set_fill_rule(target, CAIRO_FILL_RULE_EVEN_ODD)
                c.clip(target)
            }
            c.paint_with_alpha(target, state.alpha)
        }
    }

    /// Limits drawing to the band across the gradient's axis between its
    /// ends, open past an end the options extend it beyond. False when the
    /// axis has no length, which leaves nothing to draw.
    static func clipToGradientBand(from start: CGPoint, to end: CGPoint, options: CGGradientDrawingOptions,
                                   on target: OpaquePointer, _ cairo: UnsafePointer<luaui_cairo_functions>) -> Bool {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return false }
        let (ux, uy) = (dx / length, dy / length)
        // Far enough to pass any bitmap's edge, near enough for Cairo's fixed-point coordinates.
        let far: CGFloat = 100_000
        let from = options.contains(.drawsBeforeStartLocation) ? -far : 0
        let to = options.contains(.drawsAfterEndLocation) ? length + far : length
        func corner(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
            CGPoint(x: start.x + ux * along - uy * across, y: start.y + uy * along + ux * across)
        }
        let c = cairo.pointee
        c.new_path(target)
        for (index, point) in [corner(from, -far), corner(to, -far), corner(to, far), corner(from, far)].enumerated() {
            if index == 0 { c.move_to(target, point.x, point.y) } else { c.line_to(target, point.x, point.y) }
        }
        c.close_path(target)
        c.clip(target)
        return true
    }

    private func setLine(_ state: GraphicsState, on target: OpaquePointer, _ cairo: UnsafePointer<luaui_cairo_functions>) {
        let c = cairo.pointee
        c.set_line_width(target, state.lineWidth.isFinite ? max(state.lineWidth, 0) : 1)
        c.set_line_cap(target, cairo_line_cap_t(UInt32(state.lineCap.rawValue)))
        c.set_line_join(target, cairo_line_join_t(UInt32(state.lineJoin.rawValue)))
        c.set_miter_limit(target, state.miterLimit.isFinite ? state.miterLimit : 10)
        state.dashLengths.map(Double.init).withUnsafeBufferPointer { lengths in
            c.set_dash(target, lengths.baseAddress, Int32(lengths.count), state.dashPhase)
        }
    }

    /// Cairo's current path made of the elements, which replace it.
    func addPath(_ path: [PathElement], to target: OpaquePointer, _ cairo: UnsafePointer<luaui_cairo_functions>) {
        CGContext.addSegments(CGPath.curves(of: path), to: target, cairo)
    }

    static func addSegments(_ segments: [CGPath.Segment], to target: OpaquePointer,
                            _ cairo: UnsafePointer<luaui_cairo_functions>) {
        let c = cairo.pointee
        c.new_path(target)
        for segment in segments {
            switch segment {
            case .move(let p): c.move_to(target, p.x, p.y)
            case .line(let p): c.line_to(target, p.x, p.y)
            case .curve(let p, let c1, let c2): c.curve_to(target, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: c.close_path(target)
            }
        }
    }

    /// Unhinted outlines with gray antialiasing: the same pixels on every
    /// machine, whatever its fontconfig says.
    private static func fontOptions(_ cairo: UnsafePointer<luaui_cairo_functions>) -> OpaquePointer? {
        if let options = madeFontOptions { return options }
        let options = cairo.pointee.font_options_create()
        cairo.pointee.font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo.pointee.font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo.pointee.font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        madeFontOptions = options
        return options
    }

    /// Made once a process: options never change, and outlive every session.
    private static var madeFontOptions: OpaquePointer?
}

extension CGBlendMode {
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        default: return cairo_operator_t(UInt32(CAIRO_OPERATOR_MULTIPLY.rawValue) + UInt32(rawValue - CGBlendMode.multiply.rawValue))
        }
    }
}

extension UIFont {
    /// The Inter face the font is drawn in: the font whose widths the engine
    /// measures text with (FontMetrics+Inter.swift), from the repository's
    /// `Fonts/Inter`, never looked up through the system's font configuration.
    var cairoFace: OpaquePointer? {
        let faces = ["ExtraLight", "Thin", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let face = faces[min(max(weightIndex, 0), faces.count - 1)]
        let style = isItalic ? (face == "Regular" ? "Italic" : face + "Italic") : face
        var error: UnsafePointer<CChar>?
        return luaui_cairo_font_face(UIFont.fontFolder + "/Inter-\(style).otf", &error)
    }

    /// The repository's fonts, found from where this file was built; a binary
    /// run away from its checkout takes Debian's fonts-inter, the same faces.
    static let fontFolder: String = {
        let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fonts/Inter").path
        return FileManager.default.fileExists(atPath: bundled + "/Inter-Regular.otf") ? bundled : "/usr/share/fonts/opentype/inter"
    }()
}
