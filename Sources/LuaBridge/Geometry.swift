import CLua
import CLuaShims
import Foundation
import ViewCore

/// The geometry values: `CGRect`, `CGPoint`, `CGSize`, `UIEdgeInsets`,
/// `NSDirectionalEdgeInsets`, and
/// `NSIndexPath` (a table's row or a collection's item: two integers). Each is a
/// small userdata of four numbers with a cached metatable, which costs about a
/// tenth of a table. Values are immutable: make a new one to change a field.
enum GeometryKind: Int32, CaseIterable {
    case rect = 1, point, size, insets, indexPath, directionalInsets

    var name: String {
        switch self {
        case .rect: return "CGRect"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .insets: return "UIEdgeInsets"
        case .indexPath: return "NSIndexPath"
        case .directionalInsets: return "NSDirectionalEdgeInsets"
        }
    }

    /// Field names, in storage order.
    var fields: [String] {
        switch self {
        case .rect: return ["x", "y", "width", "height"]
        case .point: return ["x", "y"]
        case .size: return ["width", "height"]
        case .insets: return ["top", "left", "bottom", "right"]
        case .indexPath: return ["row", "section"]
        case .directionalInsets: return ["top", "leading", "bottom", "trailing"]
        }
    }
}

/// A geometry value: four numbers in a userdata of its kind.
protocol GeometryValue: LuaValue {
    static var kind: GeometryKind { get }
    init(_ v: (Double, Double, Double, Double))
    var components: (Double, Double, Double, Double) { get }
}

extension GeometryValue {
    static func typeName(in stack: LuaStack) -> String { kind.name }

    static func read(from stack: LuaStack, at index: Int32) throws -> Self {
        guard let value = luaui_togeometry(stack.lua.state, index), value.pointee.kind == kind.rawValue else {
            throw stack.typeError(index, Self.self)
        }
        return Self(value.pointee.v)
    }

    func push(onto stack: LuaStack) {
        let (a, b, c, d) = components
        luaui_pushgeometry(stack.lua.state, Self.kind.rawValue, stack.runtime.geometryMetatables[Int(Self.kind.rawValue)], a, b, c, d)
    }
}

extension CGRect: GeometryValue {
    static var kind: GeometryKind { .rect }
    init(_ v: (Double, Double, Double, Double)) { self.init(x: v.0, y: v.1, width: v.2, height: v.3) }
    var components: (Double, Double, Double, Double) { (Double(origin.x), Double(origin.y), Double(width), Double(height)) }
}

extension CGPoint: GeometryValue {
    static var kind: GeometryKind { .point }
    init(_ v: (Double, Double, Double, Double)) { self.init(x: v.0, y: v.1) }
    var components: (Double, Double, Double, Double) { (Double(x), Double(y), 0, 0) }
}

extension CGSize: GeometryValue {
    static var kind: GeometryKind { .size }
    init(_ v: (Double, Double, Double, Double)) { self.init(width: v.0, height: v.1) }
    var components: (Double, Double, Double, Double) { (Double(width), Double(height), 0, 0) }
}

extension UIEdgeInsets: GeometryValue {
    static var kind: GeometryKind { .insets }
    init(_ v: (Double, Double, Double, Double)) { self.init(top: v.0, left: v.1, bottom: v.2, right: v.3) }
    var components: (Double, Double, Double, Double) { (Double(top), Double(left), Double(bottom), Double(right)) }
}

extension NSDirectionalEdgeInsets: GeometryValue {
    static var kind: GeometryKind { .directionalInsets }
    init(_ v: (Double, Double, Double, Double)) { self.init(top: v.0, leading: v.1, bottom: v.2, trailing: v.3) }
    var components: (Double, Double, Double, Double) { (Double(top), Double(leading), Double(bottom), Double(trailing)) }
}

/// An index path of two indexes crosses as `NSIndexPath(row, section)`; one
/// of another length, which UIKit's tables never make, as its first two.
extension IndexPath: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "NSIndexPath" }

    static func read(from stack: LuaStack, at index: Int32) throws -> IndexPath {
        guard let value = luaui_togeometry(stack.lua.state, index), value.pointee.kind == GeometryKind.indexPath.rawValue else {
            throw stack.typeError(index, IndexPath.self)
        }
        return IndexPath(row: Int(value.pointee.v.0), section: Int(value.pointee.v.1))
    }

    func push(onto stack: LuaStack) {
        luaui_pushgeometry(stack.lua.state, GeometryKind.indexPath.rawValue,
                           stack.runtime.geometryMetatables[Int(GeometryKind.indexPath.rawValue)],
                           Double(row), Double(section), 0, 0)
    }
}

extension LuaRuntime {
    /// The constructors (`CGRect(x, y, w, h)`…), the constants, the metatables, and
    /// CoreGraphics' geometry functions.
    func installGeometry() {
        for kind in GeometryKind.allCases {
            main.newTable()
            main.push(kind.name)
            main.rawSet(-2, field: "__name")
            main.pushFunction(register { [unowned self] in try geometryIndex($0, kind) })
            main.rawSet(-2, field: "__index")
            main.pushFunction(register { args in
                throw LuaError.message("\(kind.name) values are immutable; make a new one with \(kind.name)(\(kind.fields.joined(separator: ", ")))")
            })
            main.rawSet(-2, field: "__newindex")
            main.pushFunction(register { args in
                let a = try args.geometry(1, kind), b = try args.geometry(2, kind)
                return args.push(a == b)
            })
            main.rawSet(-2, field: "__eq")
            main.pushFunction(register { args in
                let v = try args.geometry(1, kind)
                // Swift's description of the IndexPath: [section, row].
                if kind == .indexPath { return args.push("[\(Int(v.1)), \(Int(v.0))]") }
                let values = [v.0, v.1, v.2, v.3].prefix(kind == .rect || kind == .insets || kind == .directionalInsets ? 4 : 2)
                // Swift's debugPrint of the CoreGraphics value: (0.0, 20.0, 375.0, 647.0).
                return args.push("(" + values.map { "\($0)" }.joined(separator: ", ") + ")")
            })
            main.rawSet(-2, field: "__tostring")
            geometryMetatables[Int(kind.rawValue)] = main.ref()

            if kind == .indexPath {
                // NSIndexPath(row, section): integers, as UIKit's indexes are.
                setGlobal(kind.name) { args in args.push(IndexPath(row: try args[1], section: try args[2])) }
                continue
            }
            setGlobal(kind.name) { args in
                var numbers = [Double](repeating: 0, count: 4)
                for index in 0..<kind.fields.count {
                    numbers[index] = (try args[Int32(index + 1)] as Double?) ?? 0
                }
                luaui_pushgeometry(args.lua.state, kind.rawValue, args.runtime.geometryMetatables[Int(kind.rawValue)],
                                   numbers[0], numbers[1], numbers[2], numbers[3])
                return 1
            }
        }
        let stack = LuaStack(lua: main, runtime: self)
        stack.push(CGRect.zero); lua_setglobal(main.state, "CGRectZero")
        stack.push(CGPoint.zero); lua_setglobal(main.state, "CGPointZero")
        stack.push(CGSize.zero); lua_setglobal(main.state, "CGSizeZero")
        stack.push(UIEdgeInsets.zero); lua_setglobal(main.state, "UIEdgeInsetsZero")
        stack.push(NSDirectionalEdgeInsets.zero); lua_setglobal(main.state, "NSDirectionalEdgeInsetsZero")

        let rectFunctions: [(String, (CGRect) -> CGFloat)] = [
            ("CGRectGetMinX", { $0.minX }), ("CGRectGetMidX", { $0.midX }), ("CGRectGetMaxX", { $0.maxX }),
            ("CGRectGetMinY", { $0.minY }), ("CGRectGetMidY", { $0.midY }), ("CGRectGetMaxY", { $0.maxY }),
            ("CGRectGetWidth", { $0.width }), ("CGRectGetHeight", { $0.height }),
        ]
        for (name, function) in rectFunctions {
            setGlobal(name) { args in args.push(function(try args[1])) }
        }
        setGlobal("CGRectIsEmpty") { args in args.push(CGRectIsEmpty(try args[1])) }
        setGlobal("CGRectContainsPoint") { args in args.push(CGRectContainsPoint(try args[1], try args[2])) }
        setGlobal("CGRectContainsRect") { args in args.push(CGRectContainsRect(try args[1], try args[2])) }
        setGlobal("CGRectIntersectsRect") { args in args.push(CGRectIntersectsRect(try args[1], try args[2])) }
        setGlobal("CGRectIntersection") { args in args.push(CGRectIntersection(try args[1], try args[2])) }
        setGlobal("CGRectUnion") { args in args.push(CGRectUnion(try args[1], try args[2])) }
        setGlobal("CGRectInset") { args in
            args.push(CGRectInset(try args[1], try args[2], try args[3]))
        }
        setGlobal("CGRectOffset") { args in
            args.push(CGRectOffset(try args[1], try args[2], try args[3]))
        }
        setGlobal("UIEdgeInsetsInsetRect") { args in args.push((try args[1] as CGRect).inset(by: try args[2])) }
    }

    /// Fields by name, and for rects `origin`, `size` and the shortcuts.
    private func geometryIndex(_ args: LuaStack, _ kind: GeometryKind) throws -> Int32 {
        let v = try args.geometry(1, kind)
        let values = [v.0, v.1, v.2, v.3]
        guard let key = args.lua.string(at: 2) else { args.lua.pushNil(); return 1 }
        if kind == .indexPath {
            switch key {
            case "row", "item": return args.push(Int(v.0))
            case "section": return args.push(Int(v.1))
            case "length": return args.push(2)
            default: args.lua.pushNil(); return 1
            }
        }
        if let position = kind.fields.firstIndex(of: key) { return args.push(CGFloat(values[position])) }
        if kind == .rect {
            switch key {
            case "origin": return args.push(CGPoint(x: v.0, y: v.1))
            case "size": return args.push(CGSize(width: v.2, height: v.3))
            default: break
            }
        }
        args.lua.pushNil()
        return 1
    }
}

extension LuaStack {
    /// The four numbers of a geometry value of `kind` at `index`, for the
    /// metamethods the kinds share.
    fileprivate func geometry(_ index: Int32, _ kind: GeometryKind) throws -> (Double, Double, Double, Double) {
        guard let value = luaui_togeometry(lua.state, index), value.pointee.kind == kind.rawValue else {
            throw typeError(index, expected: kind.name)
        }
        return value.pointee.v
    }
}
