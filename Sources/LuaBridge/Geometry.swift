import CLua
import CLuaShims
import Foundation
import ViewCore

/// The geometry values: `CGRect`, `CGPoint`, `CGSize`, `UIEdgeInsets`. Each is a
/// small userdata of four numbers with a cached metatable, which costs about a
/// tenth of a table. Values are immutable: make a new one to change a field.
enum GeometryKind: Int32, CaseIterable {
    case rect = 1, point, size, insets

    var name: String {
        switch self {
        case .rect: return "CGRect"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .insets: return "UIEdgeInsets"
        }
    }

    /// Field names, in storage order.
    var fields: [String] {
        switch self {
        case .rect: return ["x", "y", "width", "height"]
        case .point: return ["x", "y"]
        case .size: return ["width", "height"]
        case .insets: return ["top", "left", "bottom", "right"]
        }
    }
}

extension LuaRuntime {
    func push(_ rect: CGRect, on lua: Lua) {
        pushGeometry(.rect, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, on: lua)
    }

    func push(_ point: CGPoint, on lua: Lua) { pushGeometry(.point, point.x, point.y, 0, 0, on: lua) }
    func push(_ size: CGSize, on lua: Lua) { pushGeometry(.size, size.width, size.height, 0, 0, on: lua) }

    func push(_ insets: UIEdgeInsets, on lua: Lua) {
        pushGeometry(.insets, insets.top, insets.left, insets.bottom, insets.right, on: lua)
    }

    private func pushGeometry(_ kind: GeometryKind, _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, on lua: Lua) {
        luaui_pushgeometry(lua.state, kind.rawValue, geometryMetatables[Int(kind.rawValue)], Double(a), Double(b), Double(c), Double(d))
    }

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
                let values = [v.0, v.1, v.2, v.3].prefix(kind == .rect || kind == .insets ? 4 : 2)
                // Swift's debugPrint of the CoreGraphics value: (0.0, 20.0, 375.0, 647.0).
                return args.push("(" + values.map { "\($0)" }.joined(separator: ", ") + ")")
            })
            main.rawSet(-2, field: "__tostring")
            geometryMetatables[Int(kind.rawValue)] = main.ref()

            setGlobal(kind.name) { args in
                var numbers = [Double](repeating: 0, count: 4)
                for index in 0..<kind.fields.count {
                    numbers[index] = args.lua.isNoneOrNil(Int32(index + 1)) ? 0 : try args.number(Int32(index + 1))
                }
                luaui_pushgeometry(args.lua.state, kind.rawValue, args.runtime.geometryMetatables[Int(kind.rawValue)],
                                   numbers[0], numbers[1], numbers[2], numbers[3])
                return 1
            }
        }
        push(CGRect.zero, on: main); lua_setglobal(main.state, "CGRectZero")
        push(CGPoint.zero, on: main); lua_setglobal(main.state, "CGPointZero")
        push(CGSize.zero, on: main); lua_setglobal(main.state, "CGSizeZero")
        push(UIEdgeInsets.zero, on: main); lua_setglobal(main.state, "UIEdgeInsetsZero")

        let rectFunctions: [(String, (CGRect) -> CGFloat)] = [
            ("CGRectGetMinX", { $0.minX }), ("CGRectGetMidX", { $0.midX }), ("CGRectGetMaxX", { $0.maxX }),
            ("CGRectGetMinY", { $0.minY }), ("CGRectGetMidY", { $0.midY }), ("CGRectGetMaxY", { $0.maxY }),
            ("CGRectGetWidth", { $0.width }), ("CGRectGetHeight", { $0.height }),
        ]
        for (name, function) in rectFunctions {
            setGlobal(name) { args in args.push(function(try args.rect(1))) }
        }
        setGlobal("CGRectIsEmpty") { args in args.push(CGRectIsEmpty(try args.rect(1))) }
        setGlobal("CGRectContainsPoint") { args in args.push(CGRectContainsPoint(try args.rect(1), try args.point(2))) }
        setGlobal("CGRectContainsRect") { args in args.push(CGRectContainsRect(try args.rect(1), try args.rect(2))) }
        setGlobal("CGRectIntersectsRect") { args in args.push(CGRectIntersectsRect(try args.rect(1), try args.rect(2))) }
        setGlobal("CGRectIntersection") { args in args.push(CGRectIntersection(try args.rect(1), try args.rect(2))) }
        setGlobal("CGRectUnion") { args in args.push(CGRectUnion(try args.rect(1), try args.rect(2))) }
        setGlobal("CGRectInset") { args in
            args.push(CGRectInset(try args.rect(1), try args.cgFloat(2), try args.cgFloat(3)))
        }
        setGlobal("CGRectOffset") { args in
            args.push(CGRectOffset(try args.rect(1), try args.cgFloat(2), try args.cgFloat(3)))
        }
        setGlobal("UIEdgeInsetsInsetRect") { args in args.push(try args.rect(1).inset(by: try args.insets(2))) }
    }

    /// Fields by name, and for rects `origin`, `size` and the shortcuts.
    private func geometryIndex(_ args: Arguments, _ kind: GeometryKind) throws -> Int32 {
        let v = try args.geometry(1, kind)
        let values = [v.0, v.1, v.2, v.3]
        guard let key = args.lua.string(at: 2) else { args.lua.pushNil(); return 1 }
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
