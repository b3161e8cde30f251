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
        "Simulator": "The simulated user and device: touches, rotation, app state, memory warnings.",
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
        "Simulator.tapTogether": Function(signature: "Simulator.tapTogether(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat)",
                                          summary: "Two fingers land at once, in one event, and lift together."),
        "Simulator.touchDown": Function(signature: "Simulator.touchDown(_ x: CGFloat, _ y: CGFloat) -> Finger",
                                        summary: "A finger lands at the screen point, at the next turn; move, lift or cancel it."),
        "Simulator.drag": Function(
            signature: "Simulator.drag(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat, _ seconds: TimeInterval) -> Finger",
            summary: "A finger lands at the first point, moves to the second a frame at a time over the seconds, and lifts."),
        "Simulator.beginEdgeSwipe": Function(signature: "Simulator.beginEdgeSwipe() -> InteractivePop?",
                                             summary: "A finger starts the interactive pop of the key window's navigation controller from the left edge; nil when there is none."),
        "Simulator.rotate": Function(signature: "Simulator.rotate(_ orientation: UIDeviceOrientation)",
                                     summary: "Turns the device; the windows rotate to the nearest orientation their controllers support."),
        "Simulator.setUserInterfaceLayoutDirection": Function(
            signature: "Simulator.setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection)",
            summary: "The app's layout direction, as a right-to-left language sets it; traits change and layout follows."),
        "Simulator.memoryWarning": Function(signature: "Simulator.memoryWarning()",
                                            summary: "The system warns of low memory: didReceiveMemoryWarning for every controller."),
        "Simulator.background": Function(signature: "Simulator.background()", summary: "The app moves to the background."),
        "Simulator.foreground": Function(signature: "Simulator.foreground()", summary: "The app returns to the foreground and becomes active."),
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
    static let constants: [String: String] = [
        "CGRectZero": "The rectangle at the origin with no size.",
        "CGPointZero": "The point at the origin.",
        "CGSizeZero": "The size with no width and no height.",
        "UIEdgeInsetsZero": "Insets of 0 on every edge.",
        "UIViewNoIntrinsicMetric": "An intrinsic content size's dimension that the view does not have.",
        "UILayoutFittingCompressedSize": "The size that asks systemLayoutSizeFittingSize for the smallest size the constraints allow.",
        "UILayoutFittingExpandedSize": "The size that asks systemLayoutSizeFittingSize for the largest size the constraints allow.",
        "UIStackViewSpacingUseDefault": "The custom spacing that means the stack view's own spacing.",
        "UITableViewAutomaticDimension": "The height that means the table's default (44 for a row).",
        "NSFontAttributeName": "The text attribute whose value is a UIFont.",
        "NSForegroundColorAttributeName": "The text attribute whose value is a UIColor for the glyphs.",
        "UINibExternalObjects": "The instantiation option whose value maps a nib's external object identifiers to objects.",
        "CGAffineTransformIdentity": "The transform that leaves every point where it is.",
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
    ]

    /// Not private: the tests check that every numeric global is a value of one.
    static let enumerations: [Enumeration] = [
        Enumeration("UIViewContentMode", "How a view lays out its content when its bounds change."),
        Enumeration("UIViewAutoresizing", swift: "UIView.AutoresizingMask", kind: .options, "How a view resizes when its superview's bounds change."),
        Enumeration("UIControlEvents", prefix: "UIControlEvent", swift: "UIControl.Event", kind: .options, "The events a control sends actions for."),
        Enumeration("UIControlState", kind: .options, "The states of a control."),
        Enumeration("UIControlContentHorizontalAlignment", swift: "UIControl.ContentHorizontalAlignment", "How a control places its content across."),
        Enumeration("UIControlContentVerticalAlignment", swift: "UIControl.ContentVerticalAlignment", "How a control places its content up and down."),
        Enumeration("UIButtonType", swift: "UIButton.ButtonType", "The kinds of button."),
        Enumeration("NSTextAlignment", "How lines of text are placed across their container."),
        Enumeration("NSLineBreakMode", prefix: "NSLineBreakBy", "How text that does not fit wraps or is truncated."),
        Enumeration("NSStringDrawingOptions", prefix: "NSStringDrawing", kind: .options, "How text is measured."),
        Enumeration("UIFontWeight", swift: "UIFont.Weight", kind: .scale, "Font weights, from UIFontWeightUltraLight (-0.8) to UIFontWeightBlack (0.62)."),
        Enumeration("UIGestureRecognizerState", swift: "UIGestureRecognizer.State", "The states of a gesture recognizer."),
        Enumeration("UIRectEdge", kind: .options, "The edges of a rectangle."),
        Enumeration("UIViewAnimationCurve", swift: "UIView.AnimationCurve", "The timing curves of block animations and animators."),
        Enumeration("UIViewAnimatingPosition", "Where an animator's animations end up."),
        Enumeration("UIViewAnimatingState", "An animator's state: inactive, active (running or paused) or stopped."),
        Enumeration("UIViewKeyframeAnimationOptions", prefix: "UIViewKeyframeAnimationOption", swift: "UIView.KeyframeAnimationOptions",
                    kind: .options, "How a keyframe block runs: flags and a calculation mode (all moved linearly here)."),
        Enumeration("UIViewAnimationOptions", prefix: "UIViewAnimationOption", swift: "UIView.AnimationOptions", kind: .options,
                    "How a block animation runs: flags, a curve (CurveEaseInOut … CurveLinear) and a transition."),
        Enumeration("UITouchPhase", swift: "UITouch.Phase", "The phases of a touch."),
        Enumeration("UIModalPresentationStyle", prefix: "UIModalPresentation", "How a presented controller is shown."),
        Enumeration("UIDeviceOrientation", "The orientations of the device."),
        Enumeration("UIInterfaceOrientation", "The orientations of the app's interface."),
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
        Enumeration("CGBlendMode", prefix: "kCGBlendMode", "How drawing combines with what is beneath it."),
        Enumeration("CGGradientDrawingOptions", prefix: "kCGGradientDraws", kind: .options,
                    "Whether a gradient is drawn past its first and last locations."),
        Enumeration("UIRectCorner", kind: .options, "The corners of a rectangle; all of them is UIKit's ~0, -1 in Lua."),
        Enumeration("UIStackViewDistribution", swift: "UIStackView.Distribution", "How a stack view sizes and places its views along its axis."),
        Enumeration("UITableViewStyle", swift: "UITableView.Style", "The styles of a table."),
        Enumeration("UITableViewScrollPosition", swift: "UITableView.ScrollPosition", "Where a table scrolls a row to."),
        Enumeration("UITableViewRowAnimation", swift: "UITableView.RowAnimation", "How rows inserted, deleted or reloaded would animate (not animated here)."),
        Enumeration("UITableViewCellStyle", swift: "UITableViewCell.CellStyle", "The layouts of a cell's standard labels."),
        Enumeration("UITableViewCellSelectionStyle", swift: "UITableViewCell.SelectionStyle", "How a selected cell looks."),
        Enumeration("UITableViewCellAccessoryType", prefix: "UITableViewCellAccessory", swift: "UITableViewCell.AccessoryType", "The standard accessories of a cell."),
        Enumeration("UITableViewCellSeparatorStyle", swift: "UITableViewCell.SeparatorStyle", "The styles of the lines between rows."),
        Enumeration("UICollectionViewScrollDirection", swift: "UICollectionViewFlowLayout.ScrollDirection",
                    "The directions a flow layout's lines follow one another in."),
        Enumeration("UICollectionViewScrollPosition", swift: "UICollectionView.ScrollPosition",
                    "Where a collection view scrolls an item to; UIKit's options, taken one at a time here."),
    ]
}
