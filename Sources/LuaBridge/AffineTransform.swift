import CLua
import CLuaShims
import Foundation
import ViewCore

/// `CGAffineTransform` as a Lua value: an immutable userdata of six numbers
/// (`t.a`, `t.b`, `t.c`, `t.d`, `t.tx`, `t.ty`), made and combined by
/// CoreGraphics' C functions (`CGAffineTransformMakeRotation`,
/// `CGAffineTransformConcat`…), compared with `==`. It is a geometry value of
/// a kind of its own (luaui_Transform), so it costs what a rect costs.
extension CGAffineTransform: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "CGAffineTransform" }

    static func read(from stack: LuaStack, at index: Int32) throws -> CGAffineTransform {
        guard let t = luaui_totransform(stack.lua.state, index) else { throw stack.typeError(index, CGAffineTransform.self) }
        return CGAffineTransform(t.pointee)
    }

    func push(onto stack: LuaStack) {
        luaui_pushtransform(stack.lua.state, stack.runtime.transformMetatable, Double(a), Double(b), Double(c), Double(d),
                            Double(tx), Double(ty))
    }

    init(_ t: luaui_Transform) {
        let (a, b, c, d) = t.geometry.v
        self.init(a: a, b: b, c: c, d: d, tx: t.translation.0, ty: t.translation.1)
    }

    static let luaFields = ["a", "b", "c", "d", "tx", "ty"]

    var luaComponents: [Double] { [a, b, c, d, tx, ty].map(Double.init) }
}

extension LuaRuntime {
    /// The metatable and CoreGraphics' functions of transforms.
    func installAffineTransforms() {
        main.newTable()
        main.push("CGAffineTransform")
        main.rawSet(-2, field: "__name")
        main.pushFunction(register { args in
            let t: CGAffineTransform = try args[1]
            guard let key = args.lua.string(at: 2), let position = CGAffineTransform.luaFields.firstIndex(of: key) else {
                return args.pushNil()
            }
            return args.push(t.luaComponents[position])
        })
        main.rawSet(-2, field: "__index")
        main.pushFunction(register { _ in
            throw LuaError.message("CGAffineTransform values are immutable; make a new one with CGAffineTransformMake(a, b, c, d, tx, ty)")
        })
        main.rawSet(-2, field: "__newindex")
        main.pushFunction(register { args in
            args.push((try args[1] as CGAffineTransform) == (try args[2] as CGAffineTransform))
        })
        main.rawSet(-2, field: "__eq")
        main.pushFunction(register { args in
            // Swift's print of the struct, as iOS shows it.
            args.push((try args[1] as CGAffineTransform).description)
        })
        main.rawSet(-2, field: "__tostring")
        transformMetatable = main.ref()

        LuaStack(lua: main, runtime: self).push(CGAffineTransform.identity)
        lua_setglobal(main.state, "CGAffineTransformIdentity")

        setGlobal("CGAffineTransformMake") { args in
            args.push(CGAffineTransform(a: try args[1], b: try args[2], c: try args[3], d: try args[4], tx: try args[5], ty: try args[6]))
        }
        setGlobal("CGAffineTransformMakeTranslation") { args in
            args.push(CGAffineTransform(translationX: try args[1], y: try args[2]))
        }
        setGlobal("CGAffineTransformMakeScale") { args in args.push(CGAffineTransform(scaleX: try args[1], y: try args[2])) }
        setGlobal("CGAffineTransformMakeRotation") { args in args.push(CGAffineTransform(rotationAngle: try args[1])) }
        setGlobal("CGAffineTransformTranslate") { args in
            args.push((try args[1] as CGAffineTransform).translatedBy(x: try args[2], y: try args[3]))
        }
        setGlobal("CGAffineTransformScale") { args in
            args.push((try args[1] as CGAffineTransform).scaledBy(x: try args[2], y: try args[3]))
        }
        setGlobal("CGAffineTransformRotate") { args in args.push((try args[1] as CGAffineTransform).rotated(by: try args[2])) }
        setGlobal("CGAffineTransformConcat") { args in
            args.push((try args[1] as CGAffineTransform).concatenating(try args[2]))
        }
        setGlobal("CGAffineTransformInvert") { args in args.push((try args[1] as CGAffineTransform).inverted()) }
        setGlobal("CGAffineTransformIsIdentity") { args in args.push((try args[1] as CGAffineTransform).isIdentity) }
        setGlobal("CGPointApplyAffineTransform") { args in args.push((try args[1] as CGPoint).applying(try args[2])) }
        setGlobal("CGSizeApplyAffineTransform") { args in args.push((try args[1] as CGSize).applying(try args[2])) }
        setGlobal("CGRectApplyAffineTransform") { args in args.push((try args[1] as CGRect).applying(try args[2])) }
    }
}
