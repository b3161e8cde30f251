import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

extension UITableViewCell.EditingStyle: LuaEnumeration { static let objectiveCName = "UITableViewCellEditingStyle" }
extension UIContextualAction.Style: LuaEnumeration { static let objectiveCName = "UIContextualActionStyle" }

/// A section or item identifier as a script gives it: a string, a boolean, a
/// number (an integral float is the integer, as Lua's table keys are; NaN is
/// refused), an object, an index path, or a table or function by identity.
struct LuaIdentifier: LuaValue {
    let value: AnyHashable

    init(_ value: AnyHashable) { self.value = value }

    static func typeName(in stack: LuaStack) -> String { "identifier" }

    static func read(from stack: LuaStack, at index: Int32) throws -> LuaIdentifier {
        let lua = stack.lua
        switch lua.type(at: index) {
        case LUA_TSTRING: return LuaIdentifier(try String.read(from: stack, at: index))
        case LUA_TBOOLEAN: return LuaIdentifier(lua.toBool(index))
        case LUA_TNUMBER:
            if lua_isinteger(lua.state, index) != 0 { return LuaIdentifier(try Int.read(from: stack, at: index)) }
            let number = try Double.read(from: stack, at: index)
            guard !number.isNaN else { throw LuaError.argument(index, "NaN cannot be an identifier") }
            if number == number.rounded(), abs(number) < 0x1p63 { return LuaIdentifier(Int(number)) }
            return LuaIdentifier(number)
        case LUA_TUSERDATA:
            if let pointer = luaui_toobject(lua.state, index)?.pointee.object {
                return LuaIdentifier(ReferenceIdentity(stack, at: index,
                                                       object: Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()))
            }
            if let indexPath = stack.runtime.anyValue(at: index, in: lua) as? IndexPath { return LuaIdentifier(indexPath) }
            throw stack.typeError(index, LuaIdentifier.self)
        case LUA_TTABLE, LUA_TFUNCTION:
            return LuaIdentifier(ReferenceIdentity(stack, at: index, object: nil))
        default:
            throw stack.typeError(index, LuaIdentifier.self)
        }
    }

    func push(onto stack: LuaStack) {
        switch value.base {
        case let flag as Bool: stack.lua.push(flag)
        case let text as String: stack.lua.push(text)
        case let number as Int: stack.lua.push(number)
        case let number as Double: stack.lua.push(number)
        case let identity as ReferenceIdentity:
            if identity.reference.isLive { identity.reference.push(on: stack.lua) } else { stack.lua.pushNil() }
        case let crossing as any LuaValue: crossing.push(onto: stack)
        default: stack.lua.push(String(describing: value.base))
        }
    }
}

/// An object, a table or a function as an identifier: the Lua value itself,
/// whatever its class's equality says, held through the registry as Lua holds
/// its values. Not held by Swift: a snapshot that names its own data source
/// (or the window showing it) is a cycle Lua's closing breaks, not one that
/// outlives the session. Described by the object, or by its kind alone:
/// addresses would make output differ from run to run.
struct ReferenceIdentity: Hashable, CustomStringConvertible {
    let address: UInt
    let reference: LuaReference
    private let kind: String
    private weak var object: AnyObject?

    init(_ stack: LuaStack, at index: Int32, object: AnyObject?) {
        let lua = stack.lua
        address = UInt(bitPattern: lua_topointer(lua.state, index))
        kind = lua.typeName(at: index)
        self.object = object
        lua.pushValue(at: index)
        reference = LuaReference(runtime: stack.runtime, popping: lua)
    }

    static func == (a: ReferenceIdentity, b: ReferenceIdentity) -> Bool { a.address == b.address }
    func hash(into hasher: inout Hasher) { hasher.combine(address) }
    var description: String { object.map { String(describing: $0) } ?? "<\(kind)>" }
}

typealias LuaSnapshot = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>
typealias LuaTableDiffableDataSource = UITableViewDiffableDataSource<AnyHashable, AnyHashable>
typealias LuaCollectionDiffableDataSource = UICollectionViewDiffableDataSource<AnyHashable, AnyHashable>

/// `NSDiffableDataSourceSnapshot` as scripts see it: an object over Swift's
/// value; the data source's `snapshot()` gives a copy, changed and applied.
final class SnapshotBox: LuaObject {
    var value: LuaSnapshot
    init(_ value: LuaSnapshot) { self.value = value }
}

/// Diffable data sources, snapshots, swipe actions and editing as scripts see
/// them: methods by the naming rule (`appendItemsWithIdentifiersIntoSectionWithIdentifier`,
/// `applySnapshotAnimatingDifferences`), identifiers any Lua value
/// (`LuaIdentifier`), a cell provider and an action's handler functions.
extension LuaRuntime {
    func registerDiffableDataSources() {
        registerSnapshot()

        registerNative(NativeClass(LuaTableDiffableDataSource.self) { [unowned self] source in
            source.construct = { [unowned self] args in
                let (table, provider): (UITableView, LuaFunction) = (try args.object(1, UITableView.self), try args[2])
                return LuaTableDiffableDataSource(tableView: table, cellProvider: tableCellProvider(provider))
            }
            source.initializer = { _ in "initWithTableViewCellProvider" }
            source.action("initWithTableViewCellProvider") { [unowned self] (source: LuaTableDiffableDataSource, args) in
                let (table, provider): (UITableView, LuaFunction) = (try args.object(2, UITableView.self), try args[3])
                source.attach(to: table, cellProvider: tableCellProvider(provider))
            }
            addSnapshotMethods(to: source, LuaTableDiffableDataSource.self,
                               apply: { $0.apply($1, animatingDifferences: $2, completion: $3) },
                               reload: { $0.applySnapshotUsingReloadData($1, completion: $2) },
                               snapshot: { $0.snapshot() },
                               item: { $0.itemIdentifier(for: $1) }, indexPath: { $0.indexPath(for: $1) },
                               section: { $0.sectionIdentifier(for: $1) }, index: { $0.index(for: $1) })
        })

        registerNative(NativeClass(LuaCollectionDiffableDataSource.self) { [unowned self] source in
            source.construct = { [unowned self] args in
                let (view, provider): (UICollectionView, LuaFunction) = (try args.object(1, UICollectionView.self), try args[2])
                return LuaCollectionDiffableDataSource(collectionView: view, cellProvider: collectionCellProvider(provider))
            }
            source.initializer = { _ in "initWithCollectionViewCellProvider" }
            source.action("initWithCollectionViewCellProvider") { [unowned self] (source: LuaCollectionDiffableDataSource, args) in
                let (view, provider): (UICollectionView, LuaFunction) = (try args.object(2, UICollectionView.self), try args[3])
                source.attach(to: view, cellProvider: collectionCellProvider(provider))
            }
            addSnapshotMethods(to: source, LuaCollectionDiffableDataSource.self,
                               apply: { $0.apply($1, animatingDifferences: $2, completion: $3) },
                               reload: { $0.applySnapshotUsingReloadData($1, completion: $2) },
                               snapshot: { $0.snapshot() },
                               item: { $0.itemIdentifier(for: $1) }, indexPath: { $0.indexPath(for: $1) },
                               section: { $0.sectionIdentifier(for: $1) }, index: { $0.index(for: $1) })
            // Kept for supplementary views, as in Swift: the function given, or nil.
            source.getters["supplementaryViewProvider"] = { args in
                let source = try args.object(1, LuaCollectionDiffableDataSource.self)
                if let function = source.bridgedSupplementaryViewProvider as? LuaFunction {
                    function.push(onto: args)
                } else {
                    args.lua.pushNil()
                }
                return 1
            }
            source.setters["supplementaryViewProvider"] = { [unowned self] args in
                let source = try args.object(1, LuaCollectionDiffableDataSource.self)
                let function: LuaFunction? = try args[2]
                source.bridgedSupplementaryViewProvider = function
                source.supplementaryViewProvider = function.map { function in
                    { [weak self] view, kind, indexPath in
                        self?.callProvider(function, view, indexPath, extra: kind, extraFirst: true,
                                           returning: UICollectionReusableView.self)
                    }
                }
                return 0
            }
        })

        registerNative(NativeClass(UIContextualAction.self) { [unowned self] action in
            action.construct = { [unowned self] args in try makeContextualAction(args, at: 1) }
            action.classFunction("contextualActionWithStyleTitleHandler") { [unowned self] args in
                try makeContextualAction(args, at: 2)
            }
        })

        registerNative(NativeClass(UISwipeActionsConfiguration.self) { configuration in
            configuration.construct = { args in UISwipeActionsConfiguration(actions: try args[1]) }
            configuration.classFunction("configurationWithActions") { args in UISwipeActionsConfiguration(actions: try args[2]) }
        })

        let constants: [(String, Int)] = [
            ("UITableViewCellEditingStyleNone", 0), ("UITableViewCellEditingStyleDelete", 1),
            ("UITableViewCellEditingStyleInsert", 2),
            ("UIContextualActionStyleNormal", 0), ("UIContextualActionStyleDestructive", 1),
        ]
        for (name, value) in constants {
            main.push(value)
            lua_setglobal(main.state, name)
        }
    }

    private func registerSnapshot() {
        typealias Box = SnapshotBox
        func identifiers(_ list: [AnyHashable]) -> [LuaIdentifier] { list.map(LuaIdentifier.init) }
        registerNative(NativeClass(luaOnly: "NSDiffableDataSourceSnapshot", swiftType: Box.self, properties: [
            Property("numberOfItems", get: { (box: Box) in box.value.numberOfItems }),
            Property("numberOfSections", get: { (box: Box) in box.value.numberOfSections }),
            Property("sectionIdentifiers", get: { (box: Box) in identifiers(box.value.sectionIdentifiers) }),
            Property("itemIdentifiers", get: { (box: Box) in identifiers(box.value.itemIdentifiers) }),
            Property("reloadedSectionIdentifiers", get: { (box: Box) in identifiers(box.value.reloadedSectionIdentifiers) }),
            Property("reloadedItemIdentifiers", get: { (box: Box) in identifiers(box.value.reloadedItemIdentifiers) }),
            Property("reconfiguredItemIdentifiers", get: { (box: Box) in identifiers(box.value.reconfiguredItemIdentifiers) }),
        ]) { snapshot in
            snapshot.construct = { _ in Box(LuaSnapshot()) }
            func list(_ args: LuaStack, _ index: Int32) throws -> [AnyHashable] {
                (try args[index] as [LuaIdentifier]).map(\.value)
            }
            func one(_ args: LuaStack, _ index: Int32) throws -> AnyHashable { (try args[index] as LuaIdentifier).value }
            snapshot.action("appendSectionsWithIdentifiers") { (box: Box, args) in box.value.appendSections(try list(args, 2)) }
            snapshot.action("insertSectionsWithIdentifiersBeforeSectionWithIdentifier") { (box: Box, args) in
                box.value.insertSections(try list(args, 2), beforeSection: try one(args, 3))
            }
            snapshot.action("insertSectionsWithIdentifiersAfterSectionWithIdentifier") { (box: Box, args) in
                box.value.insertSections(try list(args, 2), afterSection: try one(args, 3))
            }
            snapshot.action("deleteSectionsWithIdentifiers") { (box: Box, args) in box.value.deleteSections(try list(args, 2)) }
            snapshot.action("moveSectionWithIdentifierBeforeSectionWithIdentifier") { (box: Box, args) in
                box.value.moveSection(try one(args, 2), beforeSection: try one(args, 3))
            }
            snapshot.action("moveSectionWithIdentifierAfterSectionWithIdentifier") { (box: Box, args) in
                box.value.moveSection(try one(args, 2), afterSection: try one(args, 3))
            }
            snapshot.action("reloadSectionsWithIdentifiers") { (box: Box, args) in box.value.reloadSections(try list(args, 2)) }
            snapshot.action("appendItemsWithIdentifiers") { (box: Box, args) in box.value.appendItems(try list(args, 2)) }
            snapshot.action("appendItemsWithIdentifiersIntoSectionWithIdentifier") { (box: Box, args) in
                box.value.appendItems(try list(args, 2), toSection: try one(args, 3))
            }
            snapshot.action("insertItemsWithIdentifiersBeforeItemWithIdentifier") { (box: Box, args) in
                box.value.insertItems(try list(args, 2), beforeItem: try one(args, 3))
            }
            snapshot.action("insertItemsWithIdentifiersAfterItemWithIdentifier") { (box: Box, args) in
                box.value.insertItems(try list(args, 2), afterItem: try one(args, 3))
            }
            snapshot.action("deleteItemsWithIdentifiers") { (box: Box, args) in box.value.deleteItems(try list(args, 2)) }
            snapshot.action("deleteAllItems") { (box: Box, _) in box.value.deleteAllItems() }
            snapshot.action("moveItemWithIdentifierBeforeItemWithIdentifier") { (box: Box, args) in
                box.value.moveItem(try one(args, 2), beforeItem: try one(args, 3))
            }
            snapshot.action("moveItemWithIdentifierAfterItemWithIdentifier") { (box: Box, args) in
                box.value.moveItem(try one(args, 2), afterItem: try one(args, 3))
            }
            snapshot.action("reloadItemsWithIdentifiers") { (box: Box, args) in box.value.reloadItems(try list(args, 2)) }
            snapshot.action("reconfigureItemsWithIdentifiers") { (box: Box, args) in box.value.reconfigureItems(try list(args, 2)) }
            snapshot.function("numberOfItemsInSection") { (box: Box, args) in box.value.numberOfItems(inSection: try one(args, 2)) }
            snapshot.function("itemIdentifiersInSectionWithIdentifier") { (box: Box, args) in
                identifiers(box.value.itemIdentifiers(inSection: try one(args, 2)))
            }
            snapshot.function("sectionIdentifierForSectionContainingItemIdentifier") { (box: Box, args) in
                box.value.sectionIdentifier(containingItem: try one(args, 2)).map(LuaIdentifier.init)
            }
            snapshot.function("indexOfItemIdentifier") { (box: Box, args) in box.value.indexOfItem(try one(args, 2)) }
            snapshot.function("indexOfSectionIdentifier") { (box: Box, args) in box.value.indexOfSection(try one(args, 2)) }
        })
    }

    /// The methods the two diffable data sources share, over their types.
    private func addSnapshotMethods<Source: AnyObject>(
        to source: NativeClass, _ type: Source.Type,
        apply: @escaping (Source, LuaSnapshot, Bool, (() -> Void)?) -> Void,
        reload: @escaping (Source, LuaSnapshot, (() -> Void)?) -> Void,
        snapshot: @escaping (Source) -> LuaSnapshot,
        item: @escaping (Source, IndexPath) -> AnyHashable?, indexPath: @escaping (Source, AnyHashable) -> IndexPath?,
        section: @escaping (Source, Int) -> AnyHashable?, index: @escaping (Source, AnyHashable) -> Int?
    ) {
        source.action("applySnapshotAnimatingDifferences") { (source: Source, args) in
            apply(source, try args.object(2, SnapshotBox.self).value, try args[3], nil)
        }
        source.action("applySnapshotAnimatingDifferencesCompletion") { (source: Source, args) in
            let completion: LuaFunction? = try args[4]
            apply(source, try args.object(2, SnapshotBox.self).value, try args[3], completion.map { function in { function.call() } })
        }
        source.action("applySnapshotUsingReloadData") { (source: Source, args) in
            reload(source, try args.object(2, SnapshotBox.self).value, nil)
        }
        source.action("applySnapshotUsingReloadDataCompletion") { (source: Source, args) in
            let completion: LuaFunction? = try args[3]
            reload(source, try args.object(2, SnapshotBox.self).value, completion.map { function in { function.call() } })
        }
        source.function("snapshot") { (source: Source, _) in SnapshotBox(snapshot(source)) }
        source.function("itemIdentifierForIndexPath") { (source: Source, args) in item(source, try args[2]).map(LuaIdentifier.init) }
        source.function("indexPathForItemIdentifier") { (source: Source, args) in
            indexPath(source, (try args[2] as LuaIdentifier).value)
        }
        source.function("sectionIdentifierForIndex") { (source: Source, args) in section(source, try args[2]).map(LuaIdentifier.init) }
        source.function("indexForSectionIdentifier") { (source: Source, args) in index(source, (try args[2] as LuaIdentifier).value) }
    }

    private func tableCellProvider(_ function: LuaFunction) -> LuaTableDiffableDataSource.CellProvider {
        { [weak self] table, indexPath, item in
            self?.callProvider(function, table, indexPath, extra: LuaIdentifier(item), returning: UITableViewCell.self)
        }
    }

    private func collectionCellProvider(_ function: LuaFunction) -> LuaCollectionDiffableDataSource.CellProvider {
        { [weak self] view, indexPath, item in
            self?.callProvider(function, view, indexPath, extra: LuaIdentifier(item), returning: UICollectionViewCell.self)
        }
    }

    /// A provider's call with the view, the index path and the item (or, as
    /// UIKit orders them, the view, the kind of supplementary view and the
    /// index path: `extraFirst`): its view, nil when it gave nil, raised (the
    /// error pending) or gave something else (a pending error says so).
    private func callProvider<Result: UIView, Extra: LuaValue>(_ function: LuaFunction, _ view: UIView, _ indexPath: IndexPath,
                                                              extra: Extra, extraFirst: Bool = false,
                                                              returning: Result.Type) -> Result? {
        guard function.function.isLive else { return nil }
        let lua = self.lua
        let base = lua.top
        defer { lua.top = base }
        let stack = LuaStack(lua: lua, runtime: self)
        function.push(onto: stack)
        push(view, on: lua)
        if extraFirst {
            stack.push(extra)
            stack.push(indexPath)
        } else {
            stack.push(indexPath)
            stack.push(extra)
        }
        guard pcall(lua, arguments: 3, results: 1) else { return nil }
        if lua.type(at: -1) == LUA_TNIL { return nil }
        guard let result = try? stack.object(lua.top, Result.self) else {
            if pendingError == nil {
                pendingError = .error(.message("the provider returned \(typeName(at: lua.top, in: lua)), not a \(luaName(of: Result.self))"))
            }
            return nil
        }
        return result
    }

    /// `UIContextualAction(style, title, handler)`: the handler a function
    /// called with the action, its button and the completion, an `NSBlock`
    /// to call with whether the action was performed.
    private func makeContextualAction(_ args: LuaStack, at index: Int32) throws -> UIContextualAction {
        let style: UIContextualAction.Style = try args[index]
        let title: String? = try args[index + 1]
        let function: LuaFunction = try args[index + 2]
        return UIContextualAction(style: style, title: title) { [weak self] action, view, completion in
            guard let self, function.function.isLive else { return }
            let lua = self.lua
            let stack = LuaStack(lua: lua, runtime: self)
            function.push(onto: stack)
            push(action, on: lua)
            push(view, on: lua)
            push(BlockObject(boolean: completion), on: lua)
            pcall(lua, arguments: 3, results: 0)
        }
    }
}
