import CLua
import Foundation
@_spi(Bridging) import ViewCore

/// Auto Layout as scripts see it: `NSLayoutConstraint` and its class methods,
/// the anchors, `UILayoutGuide`, and UIView's constraint methods. Properties
/// come from the class registry (ViewCore's UIView+Properties.swift); the
/// hooks (`intrinsicContentSize`, `updateConstraints`, `setNeedsUpdateConstraints`,
/// …) from the stand-ins' tables.
extension LuaRuntime {
    func registerAutoLayout() {
        registerNative(NativeClass(NSLayoutConstraint.self) { constraint in
            constraint.classFunction("constraintWithItemAttributeRelatedByToItemAttributeMultiplierConstant") { args in
                // A first item that is nil or no view or guide reaches ViewCore, which
                // raises UIKit's exception for it.
                NSLayoutConstraint(item: try args.layoutItem(2) as Any, attribute: try args[3], relatedBy: try args[4],
                                   toItem: try args.layoutItem(5), attribute: try args[6],
                                   multiplier: try args[7], constant: try args[8])
            }
            constraint.classFunction("constraintsWithVisualFormatOptionsMetricsViews") { args in
                NSLayoutConstraint.constraints(withVisualFormat: try args[2], options: try args[3],
                                               metrics: try args.namedTable(4, of: Double.self),
                                               views: try args.namedTable(5, of: UIView.self) ?? [:])
            }
            constraint.classAction("activateConstraints") { args in NSLayoutConstraint.activate(try args[2]) }
            constraint.classAction("deactivateConstraints") { args in NSLayoutConstraint.deactivate(try args[2]) }
        })
        registerNative(NativeClass(NSAutoresizingMaskLayoutConstraint.self))
        registerNative(NativeClass(NSContentSizeLayoutConstraint.self))

        registerNative(NativeClass(AnyLayoutAnchor.self))
        // Each kind of anchor relates only to its own kind, as the Swift
        // signatures say: another kind is a bad argument naming both.
        registerNative(NativeClass(NSLayoutXAxisAnchor.self) { xAxis in
            xAxis.addRelations(of: NSLayoutXAxisAnchor.self)
            xAxis.addSystemSpacingRelations("After", [NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:),
                                                      NSLayoutXAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:),
                                                      NSLayoutXAxisAnchor.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)])
        })
        registerNative(NativeClass(NSLayoutYAxisAnchor.self) { yAxis in
            yAxis.addRelations(of: NSLayoutYAxisAnchor.self)
            yAxis.addSystemSpacingRelations("Below", [NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:),
                                                      NSLayoutYAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:),
                                                      NSLayoutYAxisAnchor.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)])
        })
        registerNative(dimensionClass())

        registerNative(NativeClass(UILayoutGuide.self) { guide in
            guide.construct = { _ in UILayoutGuide() }
        })
        // A view makes its own (`keyboardLayoutGuide`).
        registerNative(NativeClass(UIKeyboardLayoutGuide.self))

        registerAutoLayoutConstants()
    }

    private func dimensionClass() -> NativeClass {
        let dimension = NativeClass(NSLayoutDimension.self)
        dimension.addRelations(of: NSLayoutDimension.self)
        let scaled: [(String, (NSLayoutDimension) -> (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint)] = [
            ("Equal", NSLayoutDimension.constraint(equalTo:multiplier:constant:)),
            ("GreaterThanOrEqual", NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:)),
            ("LessThanOrEqual", NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:)),
        ]
        for (relation, make) in scaled {
            dimension.function("constraint\(relation)ToAnchorMultiplier") { (anchor: NSLayoutDimension, args) in
                make(anchor)(try args[2], try args[3], 0)
            }
            dimension.function("constraint\(relation)ToAnchorMultiplierConstant") { (anchor: NSLayoutDimension, args) in
                make(anchor)(try args[2], try args[3], try args[4])
            }
        }
        let constant: [(String, (NSLayoutDimension) -> (CGFloat) -> NSLayoutConstraint)] = [
            ("Equal", NSLayoutDimension.constraint(equalToConstant:)),
            ("GreaterThanOrEqual", NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)),
            ("LessThanOrEqual", NSLayoutDimension.constraint(lessThanOrEqualToConstant:)),
        ]
        for (relation, make) in constant {
            dimension.function("constraint\(relation)ToConstant") { (anchor: NSLayoutDimension, args) in make(anchor)(try args[2]) }
        }
        return dimension
    }

    /// UIView's methods of constraint-based layout (UIView+Lua.swift registers the class).
    func addAutoLayoutMethods(to methods: NativeClass) {
        methods.action("addConstraint") { (view: UIView, args) in view.addConstraint(try args[2]) }
        methods.action("addConstraints") { (view: UIView, args) in view.addConstraints(try args[2]) }
        methods.action("removeConstraint") { (view: UIView, args) in view.removeConstraint(try args[2]) }
        methods.action("removeConstraints") { (view: UIView, args) in view.removeConstraints(try args[2]) }
        methods.action("addLayoutGuide") { (view: UIView, args) in view.addLayoutGuide(try args[2]) }
        methods.action("removeLayoutGuide") { (view: UIView, args) in view.removeLayoutGuide(try args[2]) }
        methods.function("contentHuggingPriorityForAxis") { (view: UIView, args) in
            view.contentHuggingPriority(for: try args[2])
        }
        methods.action("setContentHuggingPriorityForAxis") { (view: UIView, args) in
            view.setContentHuggingPriority(try args[2], for: try args[3])
        }
        methods.function("contentCompressionResistancePriorityForAxis") { (view: UIView, args) in
            view.contentCompressionResistancePriority(for: try args[2])
        }
        methods.action("setContentCompressionResistancePriorityForAxis") { (view: UIView, args) in
            view.setContentCompressionResistancePriority(try args[2], for: try args[3])
        }
        methods.function("systemLayoutSizeFittingSize") { (view: UIView, args) in view.systemLayoutSizeFitting(try args[2]) }
        methods.function("systemLayoutSizeFittingSizeWithHorizontalFittingPriorityVerticalFittingPriority") { (view: UIView, args) in
            view.systemLayoutSizeFitting(try args[2], withHorizontalFittingPriority: try args[3], verticalFittingPriority: try args[4])
        }
        methods.function("constraintsAffectingLayoutForAxis") { (view: UIView, args) in
            view.constraintsAffectingLayout(for: try args[2])
        }
        methods.action("exerciseAmbiguityInLayout") { (view: UIView, _) in view.exerciseAmbiguityInLayout() }
    }

    private func registerAutoLayoutConstants() {
        // The Swift name with its (ASCII) first letter capitalized: Unicode case
        // mapping would cost a process's start more than all these globals.
        let constants: [(String, Int)] = NSLayoutConstraint.Attribute.allCases.map { attribute in
            var name = Array(attribute.name.utf8)
            name[0] -= UInt8(ascii: "a") - UInt8(ascii: "A")
            return ("NSLayoutAttribute" + String(decoding: name, as: UTF8.self), attribute.rawValue)
        } + [
            ("NSLayoutAttributeBaseline", NSLayoutConstraint.Attribute.baseline.rawValue),
            ("NSLayoutRelationLessThanOrEqual", -1), ("NSLayoutRelationEqual", 0), ("NSLayoutRelationGreaterThanOrEqual", 1),
            ("UILayoutConstraintAxisHorizontal", 0), ("UILayoutConstraintAxisVertical", 1),
        ]
        for (name, value) in constants {
            main.push(value)
            lua_setglobal(main.state, name)
        }
        let formatOptions: [(String, NSLayoutConstraint.FormatOptions)] = [
            ("AlignAllLeft", .alignAllLeft), ("AlignAllRight", .alignAllRight), ("AlignAllTop", .alignAllTop),
            ("AlignAllBottom", .alignAllBottom), ("AlignAllLeading", .alignAllLeading),
            ("AlignAllTrailing", .alignAllTrailing), ("AlignAllCenterX", .alignAllCenterX),
            ("AlignAllCenterY", .alignAllCenterY), ("AlignAllLastBaseline", .alignAllLastBaseline),
            ("AlignAllFirstBaseline", .alignAllFirstBaseline), ("AlignAllBaseline", .alignAllLastBaseline),
            ("AlignmentMask", .alignmentMask), ("DirectionLeadingToTrailing", .directionLeadingToTrailing),
            ("DirectionLeftToRight", .directionLeftToRight), ("DirectionRightToLeft", .directionRightToLeft),
            ("DirectionMask", .directionMask), ("SpacingEdgeToEdge", .spacingEdgeToEdge),
            ("SpacingBaselineToBaseline", .spacingBaselineToBaseline), ("SpacingMask", .spacingMask),
        ]
        for (name, option) in formatOptions {
            main.push(Int(option.rawValue))
            lua_setglobal(main.state, "NSLayoutFormat" + name)
        }
        let stack = LuaStack(lua: main, runtime: self)
        stack.push(UIView.layoutFittingCompressedSize); lua_setglobal(main.state, "UILayoutFittingCompressedSize")
        stack.push(UIView.layoutFittingExpandedSize); lua_setglobal(main.state, "UILayoutFittingExpandedSize")
    }
}

extension NativeClass {
    /// A class method, called on the class table: `NSLayoutConstraint:activateConstraints{…}`;
    /// its arguments start at index 2.
    func classFunction<Result: LuaValue>(_ name: String, _ body: @escaping (LuaStack) throws -> Result) {
        methods[name] = { args in
            _ = try args.runtime.luaClass(at: 1, in: args)
            return args.push(try body(args))
        }
    }

    func classAction(_ name: String, _ body: @escaping (LuaStack) throws -> Void) {
        methods[name] = { args in
            _ = try args.runtime.luaClass(at: 1, in: args)
            try body(args)
            return 0
        }
    }

    /// `constraint…ToAnchor` and `constraint…ToAnchorConstant` for each relation,
    /// from `NSLayoutAnchor<Kind>`'s methods with the constant.
    func addRelations<Kind, Anchor: NSLayoutAnchor<Kind>>(of anchorClass: Anchor.Type) {
        let relations: [(String, (NSLayoutAnchor<Kind>) -> (NSLayoutAnchor<Kind>, CGFloat) -> NSLayoutConstraint)] = [
            ("Equal", NSLayoutAnchor<Kind>.constraint(equalTo:constant:)),
            ("GreaterThanOrEqual", NSLayoutAnchor<Kind>.constraint(greaterThanOrEqualTo:constant:)),
            ("LessThanOrEqual", NSLayoutAnchor<Kind>.constraint(lessThanOrEqualTo:constant:)),
        ]
        for (relation, make) in relations {
            function("constraint\(relation)ToAnchor") { (anchor: Anchor, args) in make(anchor)(try args[2] as Anchor, 0) }
            function("constraint\(relation)ToAnchorConstant") { (anchor: Anchor, args) in
                make(anchor)(try args[2] as Anchor, try args[3])
            }
        }
    }

    /// `constraintEqualToSystemSpacingAfterAnchorMultiplier` and the other two
    /// relations, from the Swift methods in the order equal, at least, at most.
    func addSystemSpacingRelations<Anchor: AnyLayoutAnchor>(
        _ direction: String, _ makers: [(Anchor) -> (Anchor, CGFloat) -> NSLayoutConstraint]
    ) {
        for (relation, make) in zip(["Equal", "GreaterThanOrEqual", "LessThanOrEqual"], makers) {
            function("constraint\(relation)ToSystemSpacing\(direction)AnchorMultiplier") { (anchor: Anchor, args) in
                make(anchor)(try args[2], try args[3])
            }
        }
    }
}

extension NSLayoutConstraint.FormatOptions: LuaOptions {
    static let objectiveCName = "NSLayoutFormatOptions"
    static let allOptions = NSLayoutConstraint.FormatOptions([.alignmentMask, .directionMask, .spacingMask])
}

extension LuaStack {
    /// A table of values by name (a visual format's metrics or views), or nil.
    func namedTable<Value: LuaValue>(_ index: Int32, of type: Value.Type) throws -> [String: Value]? {
        if isNil(index) { return nil }
        guard lua.type(at: index) == LUA_TTABLE else { throw typeError(index, expected: "table of \(Value.typeName(in: self)) by name") }
        let table = lua.absolute(index)
        var values: [String: Value] = [:]
        lua.pushNil()
        while lua_next(lua.state, table) != 0 {
            defer { lua.pop() }
            guard lua.type(at: -2) == LUA_TSTRING, let name = lua.string(at: -2) else {
                throw LuaError.argument(index, "a table of \(Value.typeName(in: self)) by name expected, with names that are strings")
            }
            do {
                values[name] = try Value.read(from: self, at: lua.absolute(-1))
            } catch LuaError.argument {
                throw LuaError.argument(index, "'\(name)' is not a \(Value.typeName(in: self))")
            }
        }
        return values
    }

    /// A constraint's item: a view or a layout guide, or nil. Any other object
    /// reaches ViewCore, which raises UIKit's exception for it; a value that is
    /// no object is a bad argument.
    func layoutItem(_ index: Int32) throws -> AnyObject? {
        if isNil(index) { return nil }
        do {
            return try object(index, AnyObject.self)
        } catch LuaError.argument {
            throw typeError(index, expected: "UIView or UILayoutGuide")
        }
    }
}
