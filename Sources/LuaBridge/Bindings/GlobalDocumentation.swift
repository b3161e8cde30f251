/// What the reference, `:help` and the editor definitions say of the bridge's
/// globals that belong to no class: its functions (CoreGraphics' and UIKit's C
/// functions, by their C names), the functions of its global tables
/// (`Simulator.tap`), and its constants, each enumeration's grouped by its
/// Objective-C type. Signatures are Swift-shaped, as the methods' are, so that
/// one reader turns both into LuaLS types. Tests check that every global the
/// bridge sets has an entry here and every entry a global.
enum GlobalDocumentation {
    struct Function {
        let signature: String
        let summary: String
    }

    /// An enumeration or option set of UIKit, as the bridge's globals spell it:
    /// each value is a global named by the type's Objective-C name and the
    /// case (`UIViewContentModeRedraw`).
    struct Enumeration {
        /// The Objective-C type name, which LuaLS gets as the `---@enum`.
        let name: String
        /// What the values' names start with, when it is not `name`.
        let prefix: String
        /// How UIKit's Swift interface spells the type, when it is not the
        /// Objective-C name with its dot removed (`UIView.ContentMode`).
        let swiftName: String?
        let kind: Kind
        let summary: String

        enum Kind {
            /// Only the named values are valid.
            case closed
            /// Values combine with `|`: what takes the type takes an integer.
            case options
            /// The named values are points on a scale (`UILayoutPriority`):
            /// what takes the type takes any number.
            case scale

            var noun: String {
                switch self {
                case .closed: "an enumeration"
                case .options: "an option set: its values combine with `|`"
                case .scale: "a scale: any number between its values is valid too"
                }
            }
        }

        init(_ name: String, prefix: String? = nil, swift: String? = nil, kind: Kind = .closed, _ summary: String) {
            self.name = name
            self.prefix = prefix ?? name
            self.swiftName = swift
            self.kind = kind
            self.summary = summary
        }

        /// Whether the Swift type name is this enumeration's.
        func isNamed(bySwift type: String) -> Bool {
            swiftName == type || name == type.replacingOccurrences(of: ".", with: "")
        }
    }

    /// The enumeration a constant belongs to: the one whose prefix is the
    /// longest that starts its name.
    static func enumeration(of constant: String) -> Enumeration? {
        enumerations.filter { constant.hasPrefix($0.prefix) }.max { $0.prefix.count < $1.prefix.count }
    }

    static func tableSummary(_ name: String) -> String? { tables[name] }

    /// Not private: the tests check every key against the bound global tables.
    static let tables: [String: String] = [
        "Simulator": "The simulated user and device: touches, the keyboard's keys, rotation, app state, memory warnings.",
        "NSString": "NSString's text measuring methods, as functions of a Lua string.",
        "trace": "The lifecycle trace: the lines the engine writes for each traced hook.",
    ]

    /// Keyed by the global's name, or `Table.name` for a global table's field.
    /// Not private: the tests check every key against the bound globals.
    static let functions: [String: Function] = [
        // CGGeometry
        "CGPoint": Function(signature: "CGPoint(_ x: CGFloat, _ y: CGFloat) -> CGPoint", summary: "A point; both coordinates default to 0."),
        "CGSize": Function(signature: "CGSize(_ width: CGFloat, _ height: CGFloat) -> CGSize", summary: "A size; both dimensions default to 0."),
        "CGRect": Function(signature: "CGRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect",
                           summary: "A rectangle; every number defaults to 0."),
        "UIEdgeInsets": Function(signature: "UIEdgeInsets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets",
                                 summary: "Insets for each edge of a rectangle; every number defaults to 0."),
        "NSIndexPath": Function(signature: "NSIndexPath(_ row: Int, _ section: Int) -> IndexPath",
                                summary: "A table's row or a collection's item in a section: row (and item) and section, integers."),
        "CGRectGetMinX": Function(signature: "CGRectGetMinX(_ rect: CGRect) -> CGFloat", summary: "The smallest x of the rectangle."),
        "CGRectGetMidX": Function(signature: "CGRectGetMidX(_ rect: CGRect) -> CGFloat", summary: "The x of the rectangle's centre."),
        "CGRectGetMaxX": Function(signature: "CGRectGetMaxX(_ rect: CGRect) -> CGFloat", summary: "The largest x of the rectangle."),
        "CGRectGetMinY": Function(signature: "CGRectGetMinY(_ rect: CGRect) -> CGFloat", summary: "The smallest y of the rectangle."),
        "CGRectGetMidY": Function(signature: "CGRectGetMidY(_ rect: CGRect) -> CGFloat", summary: "The y of the rectangle's centre."),
        "CGRectGetMaxY": Function(signature: "CGRectGetMaxY(_ rect: CGRect) -> CGFloat", summary: "The largest y of the rectangle."),
        "CGRectGetWidth": Function(signature: "CGRectGetWidth(_ rect: CGRect) -> CGFloat", summary: "The rectangle's width, never negative."),
        "CGRectGetHeight": Function(signature: "CGRectGetHeight(_ rect: CGRect) -> CGFloat", summary: "The rectangle's height, never negative."),
        "CGRectIsEmpty": Function(signature: "CGRectIsEmpty(_ rect: CGRect) -> Bool", summary: "Whether the rectangle has no area (or is null)."),
        "CGRectContainsPoint": Function(signature: "CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool",
                                        summary: "Whether the point is inside the rectangle (its maximum edges excluded)."),
        "CGRectContainsRect": Function(signature: "CGRectContainsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool",
                                       summary: "Whether the second rectangle is wholly inside the first."),
        "CGRectIntersectsRect": Function(signature: "CGRectIntersectsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool",
                                         summary: "Whether the two rectangles overlap."),
        "CGRectIntersection": Function(signature: "CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect",
                                       summary: "The rectangles' overlap; the null rectangle when they do not overlap."),
        "CGRectUnion": Function(signature: "CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect",
                                summary: "The smallest rectangle that contains both."),
        "CGRectInset": Function(signature: "CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect",
                                summary: "The rectangle shrunk by dx on the left and right and dy at the top and bottom."),
        "CGRectOffset": Function(signature: "CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect",
                                 summary: "The rectangle moved by dx and dy."),
        "NSDirectionalEdgeInsets": Function(
            signature: "NSDirectionalEdgeInsets(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat) -> NSDirectionalEdgeInsets",
            summary: "Insets by the leading and trailing edges, which follow the layout direction (fields top, leading, bottom, trailing)."),
        "UIEdgeInsetsInsetRect": Function(signature: "UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect",
                                          summary: "The rectangle with the insets taken off each edge."),
        // UIKit's orientation macros
        "UIInterfaceOrientationIsPortrait": Function(signature: "UIInterfaceOrientationIsPortrait(_ orientation: UIInterfaceOrientation) -> Bool",
                                                     summary: "Whether the interface orientation is portrait or upside down."),
        "UIInterfaceOrientationIsLandscape": Function(signature: "UIInterfaceOrientationIsLandscape(_ orientation: UIInterfaceOrientation) -> Bool",
                                                      summary: "Whether the interface orientation is landscape left or right."),
        "UIDeviceOrientationIsPortrait": Function(signature: "UIDeviceOrientationIsPortrait(_ orientation: UIDeviceOrientation) -> Bool",
                                                  summary: "Whether the device orientation is portrait or upside down."),
        "UIDeviceOrientationIsLandscape": Function(signature: "UIDeviceOrientationIsLandscape(_ orientation: UIDeviceOrientation) -> Bool",
                                                   summary: "Whether the device orientation is landscape left or right."),
        "UIContentSizeCategoryIsAccessibilityCategory": Function(
            signature: "UIContentSizeCategoryIsAccessibilityCategory(_ category: UIContentSizeCategory) -> Bool",
            summary: "Whether the category is one of the five accessibility sizes."),
        "UIDeviceOrientationIsFlat": Function(signature: "UIDeviceOrientationIsFlat(_ orientation: UIDeviceOrientation) -> Bool",
                                              summary: "Whether the device lies face up or face down."),
        "UIDeviceOrientationIsValidInterfaceOrientation": Function(
            signature: "UIDeviceOrientationIsValidInterfaceOrientation(_ orientation: UIDeviceOrientation) -> Bool",
            summary: "Whether the device orientation is one an interface can take (portrait, upside down or landscape)."),
        // The app
        "UIApplicationMain": Function(
            signature: "UIApplicationMain(_ argc: Int, _ argv: Any?, _ principalClassName: String?, _ delegateClassName: Any) -> Int",
            summary: "Makes the delegate (a class or a class name), launches the app and runs until idle; returns 0, so the script goes on."),
        // Drawing
        "UIGraphicsGetCurrentContext": Function(signature: "UIGraphicsGetCurrentContext() -> CGContext?",
                                                summary: "The context being drawn into: the view's inside drawRect:, nil elsewhere."),
        "UIGraphicsPushContext": Function(signature: "UIGraphicsPushContext(_ context: CGContext)",
                                          summary: "Makes the context the current one, until the matching pop."),
        "UIGraphicsPopContext": Function(signature: "UIGraphicsPopContext()", summary: "Restores the context current before the last push."),
        "UIRectFill": Function(signature: "UIRectFill(_ rect: CGRect)", summary: "Fills the rectangle with the current fill colour."),
        "UIRectFrame": Function(signature: "UIRectFrame(_ rect: CGRect)",
                                summary: "Draws a one-point frame inside the rectangle with the current fill colour."),
        "CGContextFillRect": Function(signature: "CGContextFillRect(_ c: CGContext, _ rect: CGRect)", summary: "Fills the rectangle."),
        "CGContextStrokeRect": Function(signature: "CGContextStrokeRect(_ c: CGContext, _ rect: CGRect)",
                                        summary: "Strokes the rectangle's outline with the line width."),
        "CGContextClearRect": Function(signature: "CGContextClearRect(_ c: CGContext, _ rect: CGRect)",
                                       summary: "Makes the rectangle transparent."),
        "CGContextSetLineWidth": Function(signature: "CGContextSetLineWidth(_ c: CGContext, _ width: CGFloat)",
                                          summary: "The width of the lines strokes draw."),
        "CGContextSetRGBFillColor": Function(
            signature: "CGContextSetRGBFillColor(_ c: CGContext, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat)",
            summary: "The colour fills use, from components between 0 and 1."),
        "CGContextSetRGBStrokeColor": Function(
            signature: "CGContextSetRGBStrokeColor(_ c: CGContext, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat)",
            summary: "The colour strokes use, from components between 0 and 1."),
        "CGContextSetFillColorWithColor": Function(signature: "CGContextSetFillColorWithColor(_ c: CGContext, _ color: UIColor)",
                                                   summary: "The colour fills use."),
        "CGContextSetStrokeColorWithColor": Function(signature: "CGContextSetStrokeColorWithColor(_ c: CGContext, _ color: UIColor)",
                                                     summary: "The colour strokes use."),
        "CGContextSaveGState": Function(signature: "CGContextSaveGState(_ c: CGContext)",
                                        summary: "Saves the colours and line width, for the matching restore."),
        "CGContextRestoreGState": Function(signature: "CGContextRestoreGState(_ c: CGContext)",
                                           summary: "Restores the state the last save kept."),
        "CGContextBeginPath": Function(signature: "CGContextBeginPath(_ c: CGContext)", summary: "Starts a new, empty path."),
        "CGContextClosePath": Function(signature: "CGContextClosePath(_ c: CGContext)",
                                       summary: "Closes the current subpath with a line to its start."),
        "CGContextMoveToPoint": Function(signature: "CGContextMoveToPoint(_ c: CGContext, _ x: CGFloat, _ y: CGFloat)",
                                         summary: "Starts a subpath at the point."),
        "CGContextAddLineToPoint": Function(signature: "CGContextAddLineToPoint(_ c: CGContext, _ x: CGFloat, _ y: CGFloat)",
                                            summary: "Adds a line from the current point to the point."),
        "CGContextAddRect": Function(signature: "CGContextAddRect(_ c: CGContext, _ rect: CGRect)", summary: "Adds the rectangle to the path."),
        "CGContextAddEllipseInRect": Function(signature: "CGContextAddEllipseInRect(_ c: CGContext, _ rect: CGRect)",
                                              summary: "Adds the ellipse the rectangle bounds to the path."),
        "CGContextStrokeLineSegments": Function(
            signature: "CGContextStrokeLineSegments(_ c: CGContext, _ points: [CGPoint], _ count: Int)",
            summary: "Strokes a line between each pair of the first count points."),
        "CGContextIsPathEmpty": Function(signature: "CGContextIsPathEmpty(_ c: CGContext) -> Bool", summary: "Whether the path has no element."),
        "CGContextFillPath": Function(signature: "CGContextFillPath(_ c: CGContext)", summary: "Fills the path, and empties it."),
        "CGContextStrokePath": Function(signature: "CGContextStrokePath(_ c: CGContext)", summary: "Strokes the path, and empties it."),
        "CGContextFillEllipseInRect": Function(signature: "CGContextFillEllipseInRect(_ c: CGContext, _ rect: CGRect)",
                                               summary: "Fills the ellipse the rectangle bounds."),
        "CGContextStrokeEllipseInRect": Function(signature: "CGContextStrokeEllipseInRect(_ c: CGContext, _ rect: CGRect)",
                                                 summary: "Strokes the ellipse the rectangle bounds."),
        "CGContextShowTextAtPoint": Function(
            signature: "CGContextShowTextAtPoint(_ c: CGContext, _ x: CGFloat, _ y: CGFloat, _ string: String)",
            summary: "Draws the text with its baseline's start at the point."),
        "CGContextTranslateCTM": Function(signature: "CGContextTranslateCTM(_ c: CGContext, _ tx: CGFloat, _ ty: CGFloat)",
                                          summary: "Moves the user space's origin by tx and ty."),
        "CGContextScaleCTM": Function(signature: "CGContextScaleCTM(_ c: CGContext, _ sx: CGFloat, _ sy: CGFloat)",
                                      summary: "Scales the user space's axes."),
        "CGContextRotateCTM": Function(signature: "CGContextRotateCTM(_ c: CGContext, _ angle: CGFloat)",
                                       summary: "Turns the user space by the angle in radians, clockwise on the screen."),
        "CGContextConcatCTM": Function(signature: "CGContextConcatCTM(_ c: CGContext, _ transform: CGAffineTransform)",
                                       summary: "Applies the transform before the current one; one that is not finite is ignored."),
        "CGContextGetCTM": Function(signature: "CGContextGetCTM(_ c: CGContext) -> CGAffineTransform",
                                    summary: "The transform from user space to the view's points: the identity when drawRect: begins (iOS's includes the screen's scale and flip)."),
        "CGContextSetLineCap": Function(signature: "CGContextSetLineCap(_ c: CGContext, _ cap: CGLineCap)",
                                        summary: "The shape of the ends of stroked lines (kCGLineCap…)."),
        "CGContextSetLineJoin": Function(signature: "CGContextSetLineJoin(_ c: CGContext, _ join: CGLineJoin)",
                                         summary: "The shape of the joints of stroked lines (kCGLineJoin…)."),
        "CGContextSetMiterLimit": Function(signature: "CGContextSetMiterLimit(_ c: CGContext, _ limit: CGFloat)",
                                           summary: "How long a miter join may be, in line widths, before it is bevelled."),
        "CGContextSetLineDash": Function(
            signature: "CGContextSetLineDash(_ c: CGContext, _ phase: CGFloat, _ lengths: [CGFloat]?, _ count: Int)",
            summary: "Dashes strokes with the first count lengths, from phase points into them; a count of 0 makes them solid."),
        "CGContextSetAlpha": Function(signature: "CGContextSetAlpha(_ c: CGContext, _ alpha: CGFloat)",
                                      summary: "The opacity everything drawn next is drawn at, clamped to 0…1; NaN leaves it as it is."),
        "CGContextSetBlendMode": Function(signature: "CGContextSetBlendMode(_ c: CGContext, _ mode: CGBlendMode)",
                                          summary: "How what is drawn next combines with what is beneath it (kCGBlendMode…)."),
        "CGContextClip": Function(signature: "CGContextClip(_ c: CGContext)",
                                  summary: "Limits drawing to the path's fill (nonzero rule), and empties the path."),
        "CGContextEOClip": Function(signature: "CGContextEOClip(_ c: CGContext)",
                                    summary: "Limits drawing to the path's fill by the even-odd rule, and empties the path."),
        "CGContextClipToRect": Function(signature: "CGContextClipToRect(_ c: CGContext, _ rect: CGRect)",
                                        summary: "Limits drawing to the rectangle."),
        "CGContextEOFillPath": Function(signature: "CGContextEOFillPath(_ c: CGContext)",
                                        summary: "Fills the path by the even-odd rule, and empties it."),
        "CGContextAddCurveToPoint": Function(
            signature: "CGContextAddCurveToPoint(_ c: CGContext, _ cp1x: CGFloat, _ cp1y: CGFloat, _ cp2x: CGFloat, _ cp2y: CGFloat, _ x: CGFloat, _ y: CGFloat)",
            summary: "Adds a cubic Bézier curve from the current point to (x, y)."),
        "CGContextAddQuadCurveToPoint": Function(
            signature: "CGContextAddQuadCurveToPoint(_ c: CGContext, _ cpx: CGFloat, _ cpy: CGFloat, _ x: CGFloat, _ y: CGFloat)",
            summary: "Adds a quadratic Bézier curve from the current point to (x, y)."),
        "CGContextAddArc": Function(
            signature: "CGContextAddArc(_ c: CGContext, _ x: CGFloat, _ y: CGFloat, _ radius: CGFloat, _ startAngle: CGFloat, _ endAngle: CGFloat, _ clockwise: Int)",
            summary: "Adds an arc, joined to the current point by a line; clockwise (1) in CoreGraphics' sense, which a view's flipped space shows counterclockwise."),
        "CGContextAddPath": Function(signature: "CGContextAddPath(_ c: CGContext, _ path: CGPath)", summary: "Adds the CGPath's elements to the path."),
        "UIGraphicsBeginImageContextWithOptions": Function(
            signature: "UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)",
            summary: "Begins drawing into a new image of the size, as the current context; a scale of 0 is the screen's."),
        "UIGraphicsGetImageFromCurrentImageContext": Function(signature: "UIGraphicsGetImageFromCurrentImageContext() -> UIImage?",
                                                              summary: "What the current image context has drawn, as an image; nil outside one."),
        "UIGraphicsEndImageContext": Function(signature: "UIGraphicsEndImageContext()", summary: "Ends the current image context."),
        "UIImagePNGRepresentation": Function(signature: "UIImagePNGRepresentation(_ image: UIImage) -> String?",
                                             summary: "The image's PNG file, as a string of bytes; nil for an image without pixels."),
        "CGContextAddArcToPoint": Function(
            signature: "CGContextAddArcToPoint(_ c: CGContext, _ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat, _ radius: CGFloat)",
            summary: "Adds a line toward (x1, y1) and an arc of the radius tangent to the lines from the current point to it and from it to (x2, y2)."),
        "CGContextAddLines": Function(signature: "CGContextAddLines(_ c: CGContext, _ points: [CGPoint], _ count: Int)",
                                      summary: "Adds lines through the first count points (a move to the first on an empty path)."),
        "CGContextDrawPath": Function(signature: "CGContextDrawPath(_ c: CGContext, _ mode: CGPathDrawingMode)",
                                      summary: "Fills, strokes, or both, the path (kCGPath…), and empties it."),
        "CGContextGetPathBoundingBox": Function(signature: "CGContextGetPathBoundingBox(_ c: CGContext) -> CGRect",
                                                summary: "The smallest rectangle holding the path, control points included; CGRectNull for an empty path."),
        "CGContextGetPathCurrentPoint": Function(signature: "CGContextGetPathCurrentPoint(_ c: CGContext) -> CGPoint",
                                                 summary: "Where the path's last element ends; (0, 0) for an empty path."),
        "CGContextSetShadow": Function(signature: "CGContextSetShadow(_ c: CGContext, _ offset: CGSize, _ blur: CGFloat)",
                                       summary: "What is drawn next casts a shadow, black at a third opacity, moved by the offset (down for a positive height) and blurred."),
        "CGContextSetShadowWithColor": Function(
            signature: "CGContextSetShadowWithColor(_ c: CGContext, _ offset: CGSize, _ blur: CGFloat, _ color: UIColor?)",
            summary: "What is drawn next casts a shadow of the colour (nil for none), moved by the offset and blurred."),
        "CGContextSetShouldAntialias": Function(signature: "CGContextSetShouldAntialias(_ c: CGContext, _ shouldAntialias: Bool)",
                                                summary: "Whether what is drawn next has smooth edges."),
        "CGContextDrawRadialGradient": Function(
            signature: "CGContextDrawRadialGradient(_ c: CGContext, _ gradient: CGGradient, _ startCenter: CGPoint, _ startRadius: CGFloat, _ endCenter: CGPoint, _ endRadius: CGFloat, _ options: CGGradientDrawingOptions)",
            summary: "Fills the clip with the gradient between the two circles, inside the first and outside the second only as the options say."),
        "CGContextDrawLinearGradient": Function(
            signature: "CGContextDrawLinearGradient(_ c: CGContext, _ gradient: CGGradient, _ startPoint: CGPoint, _ endPoint: CGPoint, _ options: CGGradientDrawingOptions)",
            summary: "Fills the clip with the gradient from the start point to the end point, beyond them only as the options say."),
        "CGGradientCreateWithColors": Function(
            signature: "CGGradientCreateWithColors(_ space: Any?, _ colors: [UIColor], _ locations: [CGFloat]?) -> CGGradient",
            summary: "A gradient of the colours at the locations (evenly spread when nil); the colour space is always RGB, pass nil."),
        "CGPathCreateMutable": Function(signature: "CGPathCreateMutable() -> CGMutablePath", summary: "An empty path to add to."),
        "CGPathMoveToPoint": Function(
            signature: "CGPathMoveToPoint(_ path: CGMutablePath, _ m: CGAffineTransform?, _ x: CGFloat, _ y: CGFloat)",
            summary: "Starts a subpath at the point, transformed by m unless it is nil."),
        "CGPathAddLineToPoint": Function(
            signature: "CGPathAddLineToPoint(_ path: CGMutablePath, _ m: CGAffineTransform?, _ x: CGFloat, _ y: CGFloat)",
            summary: "Adds a line from the current point to the point, transformed by m unless it is nil."),
        "CGPathAddCurveToPoint": Function(
            signature: "CGPathAddCurveToPoint(_ path: CGMutablePath, _ m: CGAffineTransform?, _ cp1x: CGFloat, _ cp1y: CGFloat, _ cp2x: CGFloat, _ cp2y: CGFloat, _ x: CGFloat, _ y: CGFloat)",
            summary: "Adds a cubic Bézier curve from the current point."),
        "CGPathAddQuadCurveToPoint": Function(
            signature: "CGPathAddQuadCurveToPoint(_ path: CGMutablePath, _ m: CGAffineTransform?, _ cpx: CGFloat, _ cpy: CGFloat, _ x: CGFloat, _ y: CGFloat)",
            summary: "Adds a quadratic Bézier curve from the current point."),
        "CGPathAddArc": Function(
            signature: "CGPathAddArc(_ path: CGMutablePath, _ m: CGAffineTransform?, _ x: CGFloat, _ y: CGFloat, _ radius: CGFloat, _ startAngle: CGFloat, _ endAngle: CGFloat, _ clockwise: Bool)",
            summary: "Adds an arc, joined to the current point by a line; clockwise in CoreGraphics' sense."),
        "CGPathAddRect": Function(signature: "CGPathAddRect(_ path: CGMutablePath, _ m: CGAffineTransform?, _ rect: CGRect)",
                                  summary: "Adds the rectangle as a closed subpath."),
        "CGPathAddEllipseInRect": Function(signature: "CGPathAddEllipseInRect(_ path: CGMutablePath, _ m: CGAffineTransform?, _ rect: CGRect)",
                                           summary: "Adds the ellipse the rectangle bounds as a closed subpath."),
        "CGPathCloseSubpath": Function(signature: "CGPathCloseSubpath(_ path: CGMutablePath)",
                                       summary: "Closes the subpath with a line to its start."),
        "CGPathGetBoundingBox": Function(signature: "CGPathGetBoundingBox(_ path: CGPath) -> CGRect",
                                         summary: "The smallest rectangle around every point of the path, control points included; the null rectangle when empty."),
        "CGPathIsEmpty": Function(signature: "CGPathIsEmpty(_ path: CGPath) -> Bool", summary: "Whether the path has no element."),
        "CGPathContainsPoint": Function(
            signature: "CGPathContainsPoint(_ path: CGPath, _ m: CGAffineTransform?, _ point: CGPoint, _ eoFill: Bool) -> Bool",
            summary: "Whether the point, transformed by m unless it is nil, is inside the path's fill (by the even-odd rule when eoFill)."),
        // CGAffineTransform
        "CGAffineTransformMake": Function(
            signature: "CGAffineTransformMake(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform",
            summary: "The transform that maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty)."),
        "CGAffineTransformMakeTranslation": Function(signature: "CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform",
                                                     summary: "A transform that moves points by tx and ty."),
        "CGAffineTransformMakeScale": Function(signature: "CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform",
                                               summary: "A transform that scales points about the origin."),
        "CGAffineTransformMakeRotation": Function(signature: "CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform",
                                                  summary: "A transform that turns points about the origin by the angle in radians, clockwise on the screen."),
        "CGAffineTransformTranslate": Function(
            signature: "CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform",
            summary: "A translation, then the transform."),
        "CGAffineTransformScale": Function(signature: "CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform",
                                           summary: "A scale, then the transform."),
        "CGAffineTransformRotate": Function(signature: "CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform",
                                            summary: "A rotation, then the transform."),
        "CGAffineTransformConcat": Function(signature: "CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform",
                                            summary: "The first transform, then the second."),
        "CGAffineTransformInvert": Function(signature: "CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform",
                                            summary: "The inverse; a transform that has none is returned unchanged."),
        "CGAffineTransformIsIdentity": Function(signature: "CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool",
                                                summary: "Whether the transform is the identity."),
        "CGPointApplyAffineTransform": Function(signature: "CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint",
                                                summary: "The point transformed."),
        "CGSizeApplyAffineTransform": Function(signature: "CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize",
                                               summary: "The size transformed by the transform's linear part (no translation)."),
        "CGRectApplyAffineTransform": Function(signature: "CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect",
                                               summary: "The smallest rectangle that holds the transformed corners."),
        // Simulator
        "Simulator.tap": Function(signature: "Simulator.tap(_ x: CGFloat, _ y: CGFloat)",
                                  summary: "A finger lands at the screen point and lifts, at the next turns."),
        "Simulator.tapAlertAction": Function(signature: "Simulator.tapAlertAction(_ title: String)",
                                             summary: "A finger taps the button of the action with that title in the alert on screen; an error if there is none."),
        "Simulator.presentedMenu": Function(signature: "Simulator.presentedMenu() -> UIMenu?",
                                            summary: "The menu on screen (a button's, a bar item's or a context menu), if any."),
        "Simulator.chooseMenuElement": Function(signature: "Simulator.chooseMenuElement(_ title: String) -> Bool",
                                                summary: "Chooses the action with that title in the presented menu: it closes (unless the action keeps it presented) and the action's handler runs; false for a missing or disabled one."),
        "Simulator.dismissMenu": Function(signature: "Simulator.dismissMenu()",
                                          summary: "Closes the presented menu without choosing, as a tap outside it does."),
        "Simulator.openContextMenu": Function(signature: "Simulator.openContextMenu(_ x: CGFloat, _ y: CGFloat) -> Bool",
                                              summary: "A long press at the screen point: the context menu of the row, item or view with a context menu interaction there opens; false when none offers one."),
        "Simulator.tapTogether": Function(signature: "Simulator.tapTogether(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat)",
                                          summary: "Two fingers land at once, in one event, and lift together."),
        "Simulator.touchDown": Function(signature: "Simulator.touchDown(_ x: CGFloat, _ y: CGFloat) -> Finger",
                                        summary: "A finger lands at the screen point, at the next turn; move, lift or cancel it."),
        "Simulator.drag": Function(
            signature: "Simulator.drag(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat, _ seconds: TimeInterval) -> Finger",
            summary: "A finger lands at the first point, moves to the second a frame at a time over the seconds, and lifts."),
        "Simulator.swipeRow": Function(
            signature: "Simulator.swipeRow(_ tableView: UITableView, _ indexPath: IndexPath, _ title: String, _ edge: NSDirectionalRectEdge?)",
            summary: "The user swipes the shown row from the edge (trailing unless NSDirectionalRectEdgeLeading) and taps the action titled so; an error if the row is not shown or shows no such action."),
        "Simulator.moveRow": Function(
            signature: "Simulator.moveRow(_ tableView: UITableView, _ from: IndexPath, _ to: IndexPath)",
            summary: "The user drags the row by its reorder control to another place, in editing mode; an error if it cannot move there."),
        "Simulator.beginEdgeSwipe": Function(signature: "Simulator.beginEdgeSwipe() -> InteractivePop?",
                                             summary: "A finger starts the interactive pop of the key window's navigation controller from the left edge; nil when there is none."),
        "Simulator.rotate": Function(signature: "Simulator.rotate(_ orientation: UIDeviceOrientation)",
                                     summary: "Turns the device; the windows rotate to the nearest orientation their controllers support."),
        "Simulator.setUserInterfaceLayoutDirection": Function(
            signature: "Simulator.setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection)",
            summary: "The app's layout direction, as a right-to-left language sets it; traits change and layout follows."),
        "Simulator.setPreferredContentSizeCategory": Function(
            signature: "Simulator.setPreferredContentSizeCategory(_ category: UIContentSizeCategory)",
            summary: "The user's text size (UIContentSizeCategory…): traits change, labels that adjust their fonts take the new size."),
        "Simulator.memoryWarning": Function(signature: "Simulator.memoryWarning()",
                                            summary: "The system warns of low memory: didReceiveMemoryWarning for every controller."),
        "Simulator.background": Function(signature: "Simulator.background()", summary: "The app moves to the background."),
        "Simulator.foreground": Function(signature: "Simulator.foreground()", summary: "The app returns to the foreground and becomes active."),
        "Simulator.tapStatusBar": Function(signature: "Simulator.tapStatusBar()",
                                           summary: "A tap on the status bar: the key window's one scroll view with scrollsToTop scrolls to its top."),
        "Simulator.accessibilityNotifications": Function(
            signature: "Simulator.accessibilityNotifications() -> [[String: Any]]",
            summary: "What the app posted with UIAccessibilityPostNotification, in order: tables of notification and argument."),
        "UIAccessibilityPostNotification": Function(
            signature: "UIAccessibilityPostNotification(_ notification: UIAccessibilityNotifications, _ argument: Any?)",
            summary: "Posts an accessibility notification (UIAccessibility…Notification); headless it is recorded (Simulator.accessibilityNotifications)."),
        "Simulator.hapticEvents": Function(
            signature: "Simulator.hapticEvents() -> [[String: Any]]",
            summary: "The feedback the app's generators gave, in order: tables of kind (\"impact\", \"notification\", \"selection\"), style, intensity or type, and time."),
        "Simulator.typeText": Function(signature: "Simulator.typeText(_ text: String)",
                                       summary: "The keyboard types the text into the first responder, a character at a time (the delegate asked each time; a newline presses return)."),
        "Simulator.deleteBackward": Function(signature: "Simulator.deleteBackward()",
                                             summary: "The keyboard's delete key: the selection or the character before the insertion point goes, if the delegate agrees."),
        "Simulator.pressReturn": Function(signature: "Simulator.pressReturn()",
                                          summary: "The keyboard's return key: textFieldShouldReturn, then editingDidEndOnExit; a newline in a text view."),
        "Simulator.keyboardFrame": Function(signature: "Simulator.keyboardFrame() -> CGRect?",
                                            summary: "The keyboard's frame in screen coordinates while it is on screen, else nil."),
        "NSMakeRange": Function(signature: "NSMakeRange(_ location: Int, _ length: Int) -> NSRange",
                                summary: "A range of UTF-16 units, as the table {location = location, length = length}."),
        // NSString
        "NSString.sizeWithAttributes": Function(
            signature: "NSString.sizeWithAttributes(_ text: String, _ attributes: [String: Any]?) -> CGSize",
            summary: "The size of the text on one line, in the attributes' font (NSFontAttributeName; the system font of 12 pt by default)."),
        "NSString.boundingRectWithSizeOptionsAttributesContext": Function(
            signature: "NSString.boundingRectWithSizeOptionsAttributesContext(_ text: String, _ size: CGSize, _ options: NSStringDrawingOptions, _ attributes: [String: Any]?, _ context: Any?) -> CGRect",
            summary: "The rectangle the text takes when laid out in the size (wrapped with NSStringDrawingUsesLineFragmentOrigin)."),
        // trace
        "trace.capture": Function(signature: "trace.capture(_ body: () -> Void) -> [String]",
                                  summary: "Runs the function and returns the trace lines it wrote, which are not printed."),
    ]

    /// The fields of global tables that are not functions.
    static let tableFields: [String: (type: String, summary: String)] = [
        "Simulator.device": ("UIDevice", "The simulated device (UIDevice.currentDevice of the first session)."),
    ]

    /// The globals that are neither functions nor a value of an enumeration.
    /// Not private: the tests check every key against the bound globals.
    static let constants: [String: String] = textInputConstants.merging([
        "UIKeyboardWillShowNotification": "Posted, with a nil object, as the keyboard begins to come up: a text input became first responder.",
        "UIKeyboardDidShowNotification": "Posted when the keyboard is up, its animation's 0.25 s later.",
        "UIKeyboardWillHideNotification": "Posted as the keyboard begins to go: no text input is first responder.",
        "UIKeyboardDidHideNotification": "Posted when the keyboard has gone, 0.25 s later.",
        "UIKeyboardWillChangeFrameNotification": "Posted before the keyboard's frame changes, ahead of the will-show or will-hide.",
        "UIKeyboardDidChangeFrameNotification": "Posted after the keyboard's frame changed, ahead of the did-show or did-hide.",
        "UIKeyboardFrameBeginUserInfoKey": "The user info key of the keyboard's frame before its animation, in screen coordinates.",
        "UIKeyboardFrameEndUserInfoKey": "The user info key of the keyboard's frame after its animation, in screen coordinates.",
        "UIKeyboardAnimationDurationUserInfoKey": "The user info key of the keyboard animation's duration (0.25).",
        "UIKeyboardAnimationCurveUserInfoKey": "The user info key of the keyboard animation's curve (7, iOS's undocumented curve).",
        "UIKeyboardIsLocalUserInfoKey": "The user info key of whether the keyboard is the app's (true).",
        "UITextFieldTextDidBeginEditingNotification": "Posted by a text field, as its object, when it begins editing.",
        "UITextFieldTextDidChangeNotification": "Posted by a text field when typing changes its text.",
        "UITextFieldTextDidEndEditingNotification": "Posted by a text field when it ends editing.",
        "UITextViewTextDidBeginEditingNotification": "Posted by a text view, as its object, when it begins editing.",
        "UITextViewTextDidChangeNotification": "Posted by a text view when typing changes its text.",
        "UITextViewTextDidEndEditingNotification": "Posted by a text view when it ends editing.",

        "UISheetPresentationControllerDetentIdentifierMedium": "The medium detent's identifier, a string.",
        "UISheetPresentationControllerDetentIdentifierLarge": "The large detent's identifier, a string.",
        "UITransitionContextFromViewControllerKey": "A transition context's key (viewControllerForKey) for the controller leaving.",
        "UITransitionContextToViewControllerKey": "A transition context's key (viewControllerForKey) for the controller coming.",
        "UITransitionContextFromViewKey": "A transition context's key (viewForKey) for the view leaving.",
        "UITransitionContextToViewKey": "A transition context's key (viewForKey) for the view coming.",
        "CGRectZero": "The rectangle at the origin with no size.",
        "CGPointZero": "The point at the origin.",
        "CGSizeZero": "The size with no width and no height.",
        "UIEdgeInsetsZero": "Insets of 0 on every edge.",
        "NSDirectionalEdgeInsetsZero": "Directional insets of 0 on every edge.",
        "UIViewNoIntrinsicMetric": "An intrinsic content size's dimension that the view does not have.",
        "UILayoutFittingCompressedSize": "The size that asks systemLayoutSizeFittingSize for the smallest size the constraints allow.",
        "UILayoutFittingExpandedSize": "The size that asks systemLayoutSizeFittingSize for the largest size the constraints allow.",
        "UIStackViewSpacingUseDefault": "The custom spacing that means the stack view's own spacing.",
        "UITableViewAutomaticDimension": "The height that means the table's default (44 for a row).",
        "UISegmentedControlNoSegment": "A segmented control's selectedSegmentIndex when no segment is selected (-1).",
        "NSFontAttributeName": "The text attribute whose value is a UIFont.",
        "UICollectionElementKindSectionHeader": "The kind of a flow layout's section headers (a supplementary view).",
        "UICollectionElementKindSectionFooter": "The kind of a flow layout's section footers (a supplementary view).",
        "NSForegroundColorAttributeName": "The text attribute whose value is a UIColor for the glyphs.",
        "UINibExternalObjects": "The instantiation option whose value maps a nib's external object identifiers to objects.",
        "CGAffineTransformIdentity": "The transform that leaves every point where it is.",
        "UIFontTextStyleLargeTitle": "A text style (UIFont:preferredFontForTextStyle): the large title: 34 points at the default size at the large category.",
        "UIFontTextStyleTitle1": "A text style (UIFont:preferredFontForTextStyle): the first-level title: 28 points at the large category.",
        "UIFontTextStyleTitle2": "A text style (UIFont:preferredFontForTextStyle): the second-level title: 22 points at the large category.",
        "UIFontTextStyleTitle3": "A text style (UIFont:preferredFontForTextStyle): the third-level title: 20 points at the large category.",
        "UIFontTextStyleHeadline": "A text style (UIFont:preferredFontForTextStyle): headings: 17 points, semibold at the large category.",
        "UIFontTextStyleSubheadline": "A text style (UIFont:preferredFontForTextStyle): subheadings: 15 points at the large category.",
        "UIFontTextStyleBody": "A text style (UIFont:preferredFontForTextStyle): body text: 17 points at the large category.",
        "UIFontTextStyleCallout": "A text style (UIFont:preferredFontForTextStyle): callouts: 16 points at the large category.",
        "UIFontTextStyleFootnote": "A text style (UIFont:preferredFontForTextStyle): footnotes: 13 points at the large category.",
        "UIFontTextStyleCaption1": "A text style (UIFont:preferredFontForTextStyle): standard captions: 12 points at the large category.",
        "UIFontTextStyleCaption2": "A text style (UIFont:preferredFontForTextStyle): alternate captions: 11 points at the large category.",
        "UIFontTextStyleExtraLargeTitle": "A text style (UIFont:preferredFontForTextStyle): the extra large title: 36 points, bold at the large category.",
        "UIFontTextStyleExtraLargeTitle2": "A text style (UIFont:preferredFontForTextStyle): the second extra large title: 28 points, bold at the large category.",
        "UIContentSizeCategoryUnspecified": "A content size category: no category: the session's is used.",
        "UIContentSizeCategoryExtraSmall": "A content size category: the smallest text.",
        "UIContentSizeCategorySmall": "A content size category: small text.",
        "UIContentSizeCategoryMedium": "A content size category: medium text.",
        "UIContentSizeCategoryLarge": "A content size category: the default text size.",
        "UIContentSizeCategoryExtraLarge": "A content size category: extra large text.",
        "UIContentSizeCategoryExtraExtraLarge": "A content size category: larger text.",
        "UIContentSizeCategoryExtraExtraExtraLarge": "A content size category: the largest standard text size.",
        "UIContentSizeCategoryAccessibilityMedium": "A content size category: the first accessibility size.",
        "UIContentSizeCategoryAccessibilityLarge": "A content size category: the second accessibility size.",
        "UIContentSizeCategoryAccessibilityExtraLarge": "A content size category: the third accessibility size.",
        "UIContentSizeCategoryAccessibilityExtraExtraLarge": "A content size category: the fourth accessibility size.",
        "UIContentSizeCategoryAccessibilityExtraExtraExtraLarge": "A content size category: the largest accessibility size.",
        "kCALineCapButt": "A shape layer's lineCap: lines end square at their ends (the default).",
        "kCALineCapRound": "A shape layer's lineCap: lines end in half circles.",
        "kCALineCapSquare": "A shape layer's lineCap: lines end square, half their width past their ends.",
        "kCALineJoinMiter": "A shape layer's lineJoin: sharp corners, bevelled past the miter limit (the default).",
        "kCALineJoinRound": "A shape layer's lineJoin: rounded corners.",
        "kCALineJoinBevel": "A shape layer's lineJoin: cut-off corners.",
        "kCAFillRuleNonZero": "A shape layer's fillRule: the nonzero winding rule (the default).",
        "kCAFillRuleEvenOdd": "A shape layer's fillRule: the even-odd rule.",
        "kCAGradientLayerAxial": "A gradient layer's type: colours change along the line from the start point to the end point (the default).",
        "kCAGradientLayerRadial": "A gradient layer's type: an ellipse about the start point whose edge passes the end point's x and y.",
        "kCAGravityCenter": "A layer's contentsGravity: the image centred at its size.",
        "kCAGravityTop": "A layer's contentsGravity: Core Animation's top, which in UIKit's flipped layers is the bottom edge, centred.",
        "kCAGravityBottom": "A layer's contentsGravity: Core Animation's bottom, which in UIKit's flipped layers is the top edge, centred.",
        "kCAGravityLeft": "A layer's contentsGravity: the left edge, centred vertically.",
        "kCAGravityRight": "A layer's contentsGravity: the right edge, centred vertically.",
        "kCAGravityTopLeft": "A layer's contentsGravity: Core Animation's top left, the bottom-left corner in UIKit's flipped layers.",
        "kCAGravityTopRight": "A layer's contentsGravity: Core Animation's top right, the bottom-right corner in UIKit's flipped layers.",
        "kCAGravityBottomLeft": "A layer's contentsGravity: Core Animation's bottom left, the top-left corner in UIKit's flipped layers.",
        "kCAGravityBottomRight": "A layer's contentsGravity: Core Animation's bottom right, the top-right corner in UIKit's flipped layers.",
        "kCAGravityResize": "A layer's contentsGravity: the image stretched to the bounds (the default).",
        "kCAGravityResizeAspect": "A layer's contentsGravity: the image scaled to fit the bounds, its proportions kept.",
        "kCAGravityResizeAspectFill": "A layer's contentsGravity: the image scaled to fill the bounds, its proportions kept.",
        "kCACornerCurveCircular": "A layer's cornerCurve: corners are quarter circles (the default).",
        "kCACornerCurveContinuous": "A layer's cornerCurve: the system's continuous corners (drawn as quarter circles by the engine).",
        "kCAGradientLayerConic": "A gradient layer's type: around the start point (not drawn by the engine).",
        "kCAMediaTimingFunctionLinear": "The name of the timing curve that moves at one speed.",
        "kCAMediaTimingFunctionEaseIn": "The name of the timing curve that starts slowly.",
        "kCAMediaTimingFunctionEaseOut": "The name of the timing curve that ends slowly.",
        "kCAMediaTimingFunctionEaseInEaseOut": "The name of the timing curve that starts and ends slowly (UIView animations' default).",
        "kCAMediaTimingFunctionDefault": "The name of Core Animation's default curve for implicit animations.",
        "kCAFillModeRemoved": "An animation's fillMode: it shows nothing outside its active time (the default).",
        "kCAFillModeForwards": "An animation's fillMode: its last value shows after it ends, while it stays on the layer.",
        "kCAFillModeBackwards": "An animation's fillMode: its first value shows before it begins.",
        "kCAFillModeBoth": "An animation's fillMode: forwards and backwards.",
        "kCAAnimationLinear": "A keyframe animation's calculationMode: straight between its values (the default).",
        "kCAAnimationDiscrete": "A keyframe animation's calculationMode: each value held until the next key time.",
        "kCAAnimationPaced": "A keyframe animation's calculationMode: even pace (moved as linear here).",
        "kCAAnimationCubic": "A keyframe animation's calculationMode: a smooth curve (moved as linear here).",
        "kCAAnimationCubicPaced": "A keyframe animation's calculationMode: smooth and even (moved as linear here).",
    ]) { first, _ in first }

    /// UITextContentType's constants, strings named by HTML's autocomplete tokens.
    private static let textInputConstants: [String: String] = Dictionary(uniqueKeysWithValues:
        ["Name", "NamePrefix", "GivenName", "MiddleName", "FamilyName", "NameSuffix", "Nickname", "JobTitle",
         "OrganizationName", "Location", "FullStreetAddress", "StreetAddressLine1", "StreetAddressLine2", "AddressCity",
         "AddressState", "AddressCityAndState", "Sublocality", "CountryName", "PostalCode", "TelephoneNumber",
         "EmailAddress", "URL", "CreditCardNumber", "Username", "Password", "NewPassword", "OneTimeCode"].map {
            ("UITextContentType\($0)", "A text input's textContentType for AutoFill: the \($0) kind of text.")
        })

    /// Not private: the tests check that every numeric global is a value of one.
    static let enumerations: [Enumeration] = [
        Enumeration("UIViewContentMode", "How a view lays out its content when its bounds change."),
        Enumeration("UIViewTintAdjustmentMode", swift: "UIView.TintAdjustmentMode", "Whether a view's tint color is dimmed."),
        Enumeration("UIImageSymbolWeight", swift: "UIImage.SymbolWeight", "The weights of a system image, as a font's."),
        Enumeration("UIImageSymbolScale", swift: "UIImage.SymbolScale", "The sizes of a system image relative to its font: small, medium, large."),
        Enumeration("UIImageRenderingMode", swift: "UIImage.RenderingMode", "How an image is drawn: its own colors, or its shape in a tint."),
        Enumeration("UIViewAutoresizing", swift: "UIView.AutoresizingMask", kind: .options, "How a view resizes when its superview's bounds change."),
        Enumeration("UIControlEvents", prefix: "UIControlEvent", swift: "UIControl.Event", kind: .options, "The events a control sends actions for."),
        Enumeration("UIControlState", kind: .options, "The states of a control."),
        Enumeration("UIControlContentHorizontalAlignment", swift: "UIControl.ContentHorizontalAlignment", "How a control places its content across."),
        Enumeration("UIControlContentVerticalAlignment", swift: "UIControl.ContentVerticalAlignment", "How a control places its content up and down."),
        Enumeration("UIButtonType", swift: "UIButton.ButtonType", "The kinds of button."),
        Enumeration("UIButtonConfigurationSize", swift: "UIButton.Configuration.Size", "The metrics a configured button is sized by."),
        Enumeration("UIButtonConfigurationCornerStyle", swift: "UIButton.Configuration.CornerStyle",
                    "How a configured button's background corners are rounded."),
        Enumeration("UIButtonConfigurationTitleAlignment", swift: "UIButton.Configuration.TitleAlignment",
                    "How a configured button's title and subtitle align with each other."),
        Enumeration("NSDirectionalRectEdge", kind: .options, "The edges of a rectangle by leading and trailing (a configured button's image placement)."),
        Enumeration("NSTextAlignment", "How lines of text are placed across their container."),
        Enumeration("NSLineBreakMode", prefix: "NSLineBreakBy", "How text that does not fit wraps or is truncated."),
        Enumeration("NSStringDrawingOptions", prefix: "NSStringDrawing", kind: .options, "How text is measured."),
        Enumeration("UIFontDescriptorSymbolicTraits", prefix: "UIFontDescriptorTrait", swift: "UIFontDescriptor.SymbolicTraits",
                    kind: .options, "A font's stylistic traits: bold, italic, monospaced and others the system font has not."),
        Enumeration("UIFontWeight", swift: "UIFont.Weight", kind: .scale, "Font weights, from UIFontWeightUltraLight (-0.8) to UIFontWeightBlack (0.62)."),
        Enumeration("UIGestureRecognizerState", swift: "UIGestureRecognizer.State", "The states of a gesture recognizer."),
        Enumeration("UIRectEdge", kind: .options, "The edges of a rectangle."),
        Enumeration("UISwipeGestureRecognizerDirection", swift: "UISwipeGestureRecognizer.Direction", kind: .options,
                    "The directions a swipe may go."),
        Enumeration("UIViewAnimationCurve", swift: "UIView.AnimationCurve", "The timing curves of block animations and animators."),
        Enumeration("UIViewAnimatingPosition", "Where an animator's animations end up."),
        Enumeration("UIViewAnimatingState", "An animator's state: inactive, active (running or paused) or stopped."),
        Enumeration("UIViewKeyframeAnimationOptions", prefix: "UIViewKeyframeAnimationOption", swift: "UIView.KeyframeAnimationOptions",
                    kind: .options, "How a keyframe block runs: flags and a calculation mode (all moved linearly here)."),
        Enumeration("UIViewAnimationOptions", prefix: "UIViewAnimationOption", swift: "UIView.AnimationOptions", kind: .options,
                    "How a block animation runs: flags, a curve (CurveEaseInOut … CurveLinear) and a transition."),
        Enumeration("UITouchPhase", swift: "UITouch.Phase", "The phases of a touch."),
        Enumeration("UIStatusBarStyle", "The styles of the status bar's content: default (dark on light, light on dark), light, dark."),
        Enumeration("UIModalPresentationStyle", prefix: "UIModalPresentation", "How a presented controller is shown."),
        Enumeration("UIModalTransitionStyle", "How a presented controller's view arrives and leaves: rising, or fading."),
        Enumeration("UINavigationControllerOperation", swift: "UINavigationController.Operation",
                    "What a navigation transition does, as its delegate is told: none, push or pop."),
        Enumeration("UIBarButtonItemStyle", swift: "UIBarButtonItem.Style", "How a bar button item's title shows."),
        Enumeration("UIBarButtonSystemItem", swift: "UIBarButtonItem.SystemItem", "The bar button items every app shows the same way."),
        Enumeration("UITabBarSystemItem", swift: "UITabBarItem.SystemItem", "The tab bar items every app shows the same way."),
        Enumeration("UINavigationItemLargeTitleDisplayMode", swift: "UINavigationItem.LargeTitleDisplayMode",
                    "When a navigation item's title shows large."),
        Enumeration("UIBarStyle", "How a bar looks."),
        Enumeration("UIBarMetrics", "The metrics a bar's background image is set for."),
        Enumeration("UIAlertControllerStyle", swift: "UIAlertController.Style", "An alert or an action sheet."),
        Enumeration("UIAlertActionStyle", swift: "UIAlertAction.Style", "How an alert's button shows."),
        Enumeration("UIMenuElementAttributes", swift: "UIMenuElement.Attributes", kind: .options, "How a menu's action shows and behaves."),
        Enumeration("UIMenuElementState", swift: "UIMenuElement.State", "Whether a menu's action shows a check mark."),
        Enumeration("UIDeviceOrientation", "The orientations of the device."),
        Enumeration("UIInterfaceOrientation", "The orientations of the app's interface."),
        Enumeration("UIInterfaceOrientationMask", kind: .options, "The interface orientations a controller supports."),
        Enumeration("UIUserInterfaceSizeClass", "The size classes of a trait collection."),
        Enumeration("UIUserInterfaceIdiom", "The kinds of device."),
        Enumeration("UIUserInterfaceStyle", "Light or dark appearance, a trait of a trait collection."),
        Enumeration("UIWindowLevel", swift: "UIWindow.Level", kind: .scale, "Where windows stack: UIWindowLevelNormal (0), UIWindowLevelStatusBar (1000), UIWindowLevelAlert (2000); any number between."),
        Enumeration("UIUserInterfaceLayoutDirection", "The app's layout directions."),
        Enumeration("UITraitEnvironmentLayoutDirection", "The layout directions of a trait collection."),
        Enumeration("UISemanticContentAttribute", "How a view's content flips in a right-to-left layout."),
        Enumeration("UIApplicationState", swift: "UIApplication.State", "The running states of the app."),
        Enumeration("UILayoutPriority", kind: .scale, "The priorities of constraints and of content hugging and compression resistance."),
        Enumeration("NSLayoutAttribute", swift: "NSLayoutConstraint.Attribute", "The parts of a view's alignment rectangle a constraint relates."),
        Enumeration("NSLayoutRelation", swift: "NSLayoutConstraint.Relation", "How the two sides of a constraint relate."),
        Enumeration("NSLayoutFormatOptions", prefix: "NSLayoutFormat", swift: "NSLayoutConstraint.FormatOptions", kind: .options, "The options of the visual format language."),
        Enumeration("UILayoutConstraintAxis", swift: "NSLayoutConstraint.Axis", "The axes of a layout."),
        Enumeration("UIStackViewAlignment", swift: "UIStackView.Alignment", "How a stack view places its views across its axis."),
        Enumeration("CGLineCap", prefix: "kCGLineCap", "The shapes of the ends of stroked lines."),
        Enumeration("CGLineJoin", prefix: "kCGLineJoin", "The shapes of the joints of stroked lines."),
        Enumeration("UIImageResizingMode", swift: "UIImage.ResizingMode", "How a resizable image fills the middle between its caps (both drawn stretched)."),
        Enumeration("CGPathDrawingMode", prefix: "kCGPath", "What CGContextDrawPath does with the path: fill, even-odd fill, stroke, or both."),
        Enumeration("CGBlendMode", prefix: "kCGBlendMode", "How drawing combines with what is beneath it."),
        Enumeration("CGGradientDrawingOptions", prefix: "kCGGradientDraws", kind: .options,
                    "Whether a gradient is drawn past its first and last locations."),
        Enumeration("CACornerMask", prefix: "kCALayer", kind: .options, "The corners a layer's cornerRadius rounds."),
        Enumeration("UIAccessibilityTraits", prefix: "UIAccessibilityTrait", kind: .options,
                    "What an accessibility element is and does, as VoiceOver reads it."),
        Enumeration("UIAccessibilityNotifications", prefix: "UIAccessibility", swift: "UIAccessibility.Notification",
                    "What UIAccessibilityPostNotification announces: a screen or layout change, an announcement, a page scrolled."),
        Enumeration("UIRectCorner", kind: .options, "The corners of a rectangle; all of them is UIKit's ~0, -1 in Lua."),
        Enumeration("UIStackViewDistribution", swift: "UIStackView.Distribution", "How a stack view sizes and places its views along its axis."),
        Enumeration("UIKeyboardType", "The kinds of keyboard a text input asks for (kept; the engine's keyboard types what it is given)."),
        Enumeration("UIReturnKeyType", prefix: "UIReturnKey", "The titles of the keyboard's return key."),
        Enumeration("UITextAutocapitalizationType", "How the keyboard capitalizes (kept)."),
        Enumeration("UITextAutocorrectionType", "Whether the keyboard autocorrects (kept)."),
        Enumeration("UITextSpellCheckingType", "Whether spelling is checked (kept)."),
        Enumeration("UIKeyboardAppearance", "The keyboard's appearance (kept)."),
        Enumeration("UITextBorderStyle", swift: "UITextField.BorderStyle", "The borders of a text field."),
        Enumeration("UITextFieldViewMode", swift: "UITextField.ViewMode", "When a text field's clear button, left view or right view shows."),
        Enumeration("UITextFieldDidEndEditingReason", swift: "UITextField.DidEndEditingReason", "Why a text field ended editing."),
        Enumeration("UISearchBarStyle", swift: "UISearchBar.Style", "How a search bar draws its background: the minimal style draws none."),
        Enumeration("UITableViewStyle", swift: "UITableView.Style", "The styles of a table."),
        Enumeration("UITableViewScrollPosition", swift: "UITableView.ScrollPosition", "Where a table scrolls a row to."),
        Enumeration("UITableViewRowAnimation", swift: "UITableView.RowAnimation", "How rows inserted, deleted or reloaded would animate (not animated here)."),
        Enumeration("UITableViewCellStyle", swift: "UITableViewCell.CellStyle", "The layouts of a cell's standard labels."),
        Enumeration("UITableViewCellSelectionStyle", swift: "UITableViewCell.SelectionStyle", "How a selected cell looks."),
        Enumeration("UITableViewCellAccessoryType", prefix: "UITableViewCellAccessory", swift: "UITableViewCell.AccessoryType", "The standard accessories of a cell."),
        Enumeration("UIListContentTextAlignment", swift: "UIListContentConfiguration.TextProperties.TextAlignment",
                    "Where a list configuration's lines go."),
        Enumeration("UITableViewCellSeparatorStyle", swift: "UITableViewCell.SeparatorStyle", "The styles of the lines between rows."),
        Enumeration("UITableViewCellEditingStyle", swift: "UITableViewCell.EditingStyle", "The editing controls of a row: none, delete or insert."),
        Enumeration("UIContextualActionStyle", swift: "UIContextualAction.Style", "How a swipe action's button looks."),
        Enumeration("UICollectionViewScrollDirection", swift: "UICollectionViewFlowLayout.ScrollDirection",
                    "The directions a flow layout's lines follow one another in."),
        Enumeration("UICollectionViewScrollPosition", swift: "UICollectionView.ScrollPosition",
                    "Where a collection view scrolls an item to; UIKit's options, taken one at a time here."),
        Enumeration("UICollectionLayoutSectionOrthogonalScrollingBehavior", swift: "UICollectionLayoutSectionOrthogonalScrollingBehavior",
                    "How a compositional section scrolls sideways; other than None, its groups lie in one row (which does not scroll here)."),
        Enumeration("NSRectAlignment", swift: "NSRectAlignment",
                    "Which edge of a section a compositional layout's boundary supplementary item goes on."),
        Enumeration("UICollectionElementCategory", swift: "UICollectionView.ElementCategory",
                    "What layout attributes place: a cell, a supplementary view or a decoration view."),
        Enumeration("UIScrollViewIndicatorStyle", swift: "UIScrollView.IndicatorStyle",
                    "The styles of a scroll view's indicators (not drawn here)."),
        Enumeration("UIScrollViewKeyboardDismissMode", swift: "UIScrollView.KeyboardDismissMode",
                    "How dragging a scroll view dismisses the keyboard (kept only: there is no keyboard here)."),
        Enumeration("UIScrollViewContentInsetAdjustmentBehavior", prefix: "UIScrollViewContentInsetAdjustment",
                    swift: "UIScrollView.ContentInsetAdjustmentBehavior", "Which edges of the safe area a scroll view adds to its adjusted insets."),
        Enumeration("UIScrollViewDecelerationRate", swift: "UIScrollView.DecelerationRate", kind: .scale,
                    "The fraction of its speed a decelerating scroll view keeps each millisecond: Normal (0.998) and Fast (0.99); any number between 0 and 1."),
        Enumeration("UIActivityIndicatorViewStyle", swift: "UIActivityIndicatorView.Style",
                    "The sizes and colours of a spinner: Medium (20 points) and Large (37); White, Gray and WhiteLarge are deprecated."),
        Enumeration("UIProgressViewStyle", swift: "UIProgressView.Style", "The styles of a progress view."),
        Enumeration("UIBlurEffectStyle", swift: "UIBlurEffect.Style", "The styles of a blur effect (shown here as translucent tints)."),
        Enumeration("UIVibrancyEffectStyle", "The styles of a vibrancy effect (not shown here)."),
        Enumeration("UIImpactFeedbackStyle", swift: "UIImpactFeedbackGenerator.FeedbackStyle", "The weights of an impact's feedback."),
        Enumeration("UINotificationFeedbackType", swift: "UINotificationFeedbackGenerator.FeedbackType",
                    "The outcomes a notification's feedback tells of."),
    ]
}
