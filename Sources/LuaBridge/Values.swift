import CLua
import CLuaShims
import Foundation
import ViewCore

/// Values other than objects and geometry that hooks exchange with Lua: trait
/// collections (tables), transition coordinators and blocks (objects).
extension LuaRuntime {
    /// A trait collection as a table: `{horizontalSizeClass = …, verticalSizeClass = …,
    /// userInterfaceIdiom = …, displayScale = …}`, with UIKit's enum values.
    func push(_ traits: UITraitCollection?, on lua: Lua) {
        guard let traits else { return lua.pushNil() }
        lua.newTable(recordCount: 4)
        lua.push(traits.horizontalSizeClass.rawValue)
        lua.rawSet(-2, field: "horizontalSizeClass")
        lua.push(traits.verticalSizeClass.rawValue)
        lua.rawSet(-2, field: "verticalSizeClass")
        lua.push(traits.userInterfaceIdiom.rawValue)
        lua.rawSet(-2, field: "userInterfaceIdiom")
        lua.push(Double(traits.displayScale))
        lua.rawSet(-2, field: "displayScale")
    }

    func push(_ coordinator: UIViewControllerTransitionCoordinator, on lua: Lua) {
        push(CoordinatorObject(coordinator), on: lua)
    }

    func push(_ block: (() -> Void)?, on lua: Lua) {
        push(block.map(BlockObject.init), on: lua)
    }
}

/// A transition coordinator as scripts see it.
final class CoordinatorObject {
    let coordinator: UIViewControllerTransitionCoordinator
    init(_ coordinator: UIViewControllerTransitionCoordinator) { self.coordinator = coordinator }
}

/// A Swift closure as scripts see it: call it with `block()`.
final class BlockObject {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

extension Arguments {
    func traits(_ index: Int32) throws -> UITraitCollection {
        guard lua.type(at: index) == LUA_TTABLE else { throw typeError(index, expected: "UITraitCollection") }
        func field(_ name: String) -> Int {
            _ = lua.rawGet(index, field: name)
            defer { lua.pop() }
            var isInteger: Int32 = 0
            return Int(luaui_tointeger(lua.state, -1, &isInteger))
        }
        _ = lua.rawGet(index, field: "displayScale")
        var isNumber: Int32 = 0
        let scale = luaui_tonumber(lua.state, -1, &isNumber)
        lua.pop()
        return UITraitCollection(
            horizontalSizeClass: UIUserInterfaceSizeClass(rawValue: field("horizontalSizeClass")) ?? .unspecified,
            verticalSizeClass: UIUserInterfaceSizeClass(rawValue: field("verticalSizeClass")) ?? .unspecified,
            userInterfaceIdiom: UIUserInterfaceIdiom(rawValue: field("userInterfaceIdiom")) ?? .unspecified,
            displayScale: CGFloat(scale))
    }

    func optionalTraits(_ index: Int32) throws -> UITraitCollection? {
        lua.isNoneOrNil(index) ? nil : try traits(index)
    }

    func coordinator(_ index: Int32) throws -> UIViewControllerTransitionCoordinator {
        try object(index, CoordinatorObject.self).coordinator
    }

    /// A completion argument: a Lua function, or a block that came from Swift.
    func block(_ index: Int32) throws -> (() -> Void)? {
        if luaui_toobject(lua.state, index) != nil { return try object(index, BlockObject.self).body }
        guard let function = try optionalFunction(index) else { return nil }
        return { function.call() }
    }

    func touches(_ index: Int32) throws -> Set<UITouch> {
        Set(try objects(index, UITouch.self))
    }

    func optionalObjects<T: AnyObject>(_ index: Int32, _ type: T.Type) throws -> [T]? {
        lua.isNoneOrNil(index) ? nil : try objects(index, type)
    }

    func push(_ controllers: [UIViewController]?) -> Int32 { push(controllers as [AnyObject]?) }
}
