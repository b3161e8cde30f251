import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

extension UITableView.Style: LuaEnumeration { static let objectiveCName = "UITableViewStyle" }
extension UITableView.ScrollPosition: LuaEnumeration { static let objectiveCName = "UITableViewScrollPosition" }
extension UITableView.RowAnimation: LuaEnumeration { static let objectiveCName = "UITableViewRowAnimation" }
extension UITableViewCell.CellStyle: LuaEnumeration { static let objectiveCName = "UITableViewCellStyle" }
extension UITableViewCell.SelectionStyle: LuaEnumeration { static let objectiveCName = "UITableViewCellSelectionStyle" }
extension UITableViewCell.AccessoryType: LuaEnumeration { static let objectiveCName = "UITableViewCellAccessoryType" }
extension UITableViewCell.SeparatorStyle: LuaEnumeration { static let objectiveCName = "UITableViewCellSeparatorStyle" }

/// `UITableView` and `UITableViewCell` as scripts see them: the methods by the
/// naming rule (`tableView:dequeueReusableCellWithIdentifierForIndexPath("id",
/// indexPath)`), index paths as `NSIndexPath(row, section)` values, a cell
/// class registered by its class table (a script's cell class is made with its
/// `initWithStyleReuseIdentifier`), and a data source and delegate that are a
/// table or an object whose methods are named by their selectors
/// (`tableViewNumberOfRowsInSection`, `tableViewCellForRowAtIndexPath`…), as a
/// gesture recognizer's delegate is. Their properties come from the class
/// registry (UITableView.swift, UITableViewCell.swift).
extension LuaRuntime {
    func registerTableViews() {
        registerNative(NativeClass(UITableView.self) { [unowned self] table in
            table.construct = { args in
                if args.count == 0 { return UITableView(frame: .zero, style: .plain) }
                return UITableView(frame: try args[1], style: (try args[2] as UITableView.Style?) ?? .plain)
            }
            table.initializer = { $0.count == 0 ? "init" : "initWithFrameStyle" }
            table.methods["init"] = { [unowned self] args in
                // init is initWithFrame: CGRectZero, a plain table.
                args.lua.top = 1
                args.push(CGRect.zero)
                args.push(UITableView.Style.plain)
                send("initWithFrameStyle", argumentCount: 2, in: args.lua)
                return 0
            }
            table.action("initWithFrameStyle") { (table: UITableView, args) in
                table.initialize(frame: try args[2], style: (try args[3] as UITableView.Style?) ?? .plain)
            }
            table.action("registerClassForCellReuseIdentifier") { [unowned self] (table: UITableView, args) in
                try registerCellClass(in: table, args)
            }
            table.action("registerClassForHeaderFooterViewReuseIdentifier") { [unowned self] (table: UITableView, args) in
                try registerHeaderFooterClass(in: table, args)
            }
            table.function("dequeueReusableHeaderFooterViewWithIdentifier") { (table: UITableView, args) in
                table.dequeueReusableHeaderFooterView(withIdentifier: try args[2])
            }
            table.function("dequeueReusableCellWithIdentifier") { (table: UITableView, args) in
                table.dequeueReusableCell(withIdentifier: try args[2])
            }
            table.function("dequeueReusableCellWithIdentifierForIndexPath") { (table: UITableView, args) in
                table.dequeueReusableCell(withIdentifier: try args[2], for: try args[3])
            }
            table.action("reloadData") { (table: UITableView, _) in table.reloadData() }
            table.function("numberOfRowsInSection") { (table: UITableView, args) in table.numberOfRows(inSection: try args[2]) }
            table.function("cellForRowAtIndexPath") { (table: UITableView, args) in table.cellForRow(at: try args[2]) }
            table.function("indexPathForCell") { (table: UITableView, args) in table.indexPath(for: try args[2]) }
            table.function("indexPathForRowAtPoint") { (table: UITableView, args) in table.indexPathForRow(at: try args[2]) }
            table.function("rectForRowAtIndexPath") { (table: UITableView, args) in table.rect(forRowAt: try args[2]) }
            table.function("rectForSection") { (table: UITableView, args) in table.rect(forSection: try args[2]) }
            table.function("rectForHeaderInSection") { (table: UITableView, args) in table.rectForHeader(inSection: try args[2]) }
            table.function("rectForFooterInSection") { (table: UITableView, args) in table.rectForFooter(inSection: try args[2]) }
            table.function("headerViewForSection") { (table: UITableView, args) in table.headerView(forSection: try args[2]) }
            table.function("footerViewForSection") { (table: UITableView, args) in table.footerView(forSection: try args[2]) }
            table.action("scrollToRowAtIndexPathAtScrollPositionAnimated") { (table: UITableView, args) in
                table.scrollToRow(at: try args[2], at: try args[3], animated: (try args[4] as Bool?) ?? false)
            }
            table.action("selectRowAtIndexPathAnimatedScrollPosition") { (table: UITableView, args) in
                table.selectRow(at: try args[2], animated: (try args[3] as Bool?) ?? false,
                                scrollPosition: (try args[4] as UITableView.ScrollPosition?) ?? .none)
            }
            table.action("deselectRowAtIndexPathAnimated") { (table: UITableView, args) in
                table.deselectRow(at: try args[2], animated: (try args[3] as Bool?) ?? false)
            }
            table.action("beginUpdates") { (table: UITableView, _) in table.beginUpdates() }
            table.action("endUpdates") { (table: UITableView, _) in table.endUpdates() }
            table.action("insertRowsAtIndexPathsWithRowAnimation") { (table: UITableView, args) in
                table.insertRows(at: try args[2], with: (try args[3] as UITableView.RowAnimation?) ?? .automatic)
            }
            table.action("deleteRowsAtIndexPathsWithRowAnimation") { (table: UITableView, args) in
                table.deleteRows(at: try args[2], with: (try args[3] as UITableView.RowAnimation?) ?? .automatic)
            }
            table.action("reloadRowsAtIndexPathsWithRowAnimation") { (table: UITableView, args) in
                table.reloadRows(at: try args[2], with: (try args[3] as UITableView.RowAnimation?) ?? .automatic)
            }
            table.action("performBatchUpdatesCompletion") { [unowned self] (table: UITableView, args) in
                let updates: LuaFunction? = args.lua.isNoneOrNil(2) ? nil : try args[2]
                let completion: LuaFunction? = args.lua.isNoneOrNil(3) ? nil : try args[3]
                table.performBatchUpdates({ [weak self] in if let updates { self?.call(updates, with: []) } },
                                          completion: { [weak self] finished in
                                              if let completion { self?.call(completion, with: [finished]) }
                                          })
            }
            table.action("reconfigureRowsAtIndexPaths") { (table: UITableView, args) in table.reconfigureRows(at: try args[2]) }
            table.action("moveRowAtIndexPathToIndexPath") { (table: UITableView, args) in
                table.moveRow(at: try args[2], to: try args[3])
            }
            table.action("insertSectionsWithRowAnimation") { (table: UITableView, args) in
                table.insertSections(try Self.sections(args, 2), with: (try args[3] as UITableView.RowAnimation?) ?? .automatic)
            }
            table.action("deleteSectionsWithRowAnimation") { (table: UITableView, args) in
                table.deleteSections(try Self.sections(args, 2), with: (try args[3] as UITableView.RowAnimation?) ?? .automatic)
            }
            table.action("reloadSectionsWithRowAnimation") { (table: UITableView, args) in
                table.reloadSections(try Self.sections(args, 2), with: (try args[3] as UITableView.RowAnimation?) ?? .automatic)
            }
            table.action("moveSectionToSection") { (table: UITableView, args) in table.moveSection(try args[2], toSection: try args[3]) }
            table.action("setEditingAnimated") { (table: UITableView, args) in
                table.setEditing(try args[2], animated: (try args[3] as Bool?) ?? false)
            }
            table.getters["prefetchDataSource"] = { args in
                let table = try args.object(1, UITableView.self)
                if let adapter = table.prefetchDataSource as? LuaTableDelegate { return adapter.push(on: args.lua) }
                args.runtime.push(table.prefetchDataSource, on: args.lua)
                return 1
            }
            table.setters["prefetchDataSource"] = { [unowned self] args in
                let table = try args.object(1, UITableView.self)
                let adapter = try protocolAdapter(LuaTableDelegate.self, owner: "table view", at: 2, in: args) {
                    $0 is UITableViewDataSourcePrefetching
                }
                table.holdPrefetchDataSource(adapter as? LuaTableDelegate)
                table.prefetchDataSource = adapter as? UITableViewDataSourcePrefetching
                return 0
            }
            for (name, isDelegate) in [("dataSource", false), ("delegate", true)] {
                table.getters[name] = { args in
                    let table = try args.object(1, UITableView.self)
                    let value: AnyObject? = isDelegate ? table.delegate : table.dataSource
                    if let adapter = value as? LuaTableDelegate { return adapter.push(on: args.lua) }
                    args.runtime.push(value, on: args.lua)
                    return 1
                }
                table.setters[name] = { [unowned self] args in
                    let table = try args.object(1, UITableView.self)
                    let adapter = try tableDelegate(at: 2, in: args)
                    if isDelegate {
                        table.holdDelegate(adapter as? LuaTableDelegate)
                        table.delegate = adapter as? UITableViewDelegate
                    } else {
                        table.holdDataSource(adapter as? LuaTableDelegate)
                        table.dataSource = adapter as? UITableViewDataSource
                    }
                    return 0
                }
            }
        })

        registerNative(NativeClass(UITableViewCell.self) { [unowned self] cell in
            cell.construct = { args in
                if args.count == 0 { return UITableViewCell(style: .default, reuseIdentifier: nil) }
                if luaui_togeometry(args.lua.state, 1) != nil { return UITableViewCell(frame: try args[1]) }
                return UITableViewCell(style: (try args[1] as UITableViewCell.CellStyle?) ?? .default, reuseIdentifier: try args[2])
            }
            cell.initializer = { args in
                args.count == 0 ? "init" : luaui_togeometry(args.lua.state, 1) != nil ? "initWithFrame" : "initWithStyleReuseIdentifier"
            }
            cell.methods["init"] = { [unowned self] args in
                // init is initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil.
                args.lua.top = 1
                args.push(UITableViewCell.CellStyle.default)
                args.lua.pushNil()
                send("initWithStyleReuseIdentifier", argumentCount: 2, in: args.lua)
                return 0
            }
            cell.action("initWithStyleReuseIdentifier") { (cell: UITableViewCell, args) in
                cell.initialize(style: (try args[2] as UITableViewCell.CellStyle?) ?? .default, reuseIdentifier: try args[3])
            }
            addContentConfiguration(to: cell)
        })

        registerNative(NativeClass(UITableViewHeaderFooterView.self) { [unowned self] view in
            view.construct = { args in
                if args.count == 0 { return UITableViewHeaderFooterView(reuseIdentifier: nil) }
                if luaui_togeometry(args.lua.state, 1) != nil { return UITableViewHeaderFooterView(frame: try args[1]) }
                return UITableViewHeaderFooterView(reuseIdentifier: try args[1])
            }
            view.initializer = { args in
                args.count == 0 ? "init" : luaui_togeometry(args.lua.state, 1) != nil ? "initWithFrame" : "initWithReuseIdentifier"
            }
            view.methods["init"] = { [unowned self] args in
                // init is initWithReuseIdentifier:nil.
                args.lua.top = 1
                args.lua.pushNil()
                send("initWithReuseIdentifier", argumentCount: 1, in: args.lua)
                return 0
            }
            view.action("initWithReuseIdentifier") { (view: UITableViewHeaderFooterView, args) in
                view.initialize(reuseIdentifier: try args[2])
            }
            addListConfiguration(to: view, UITableViewHeaderFooterView.self, \.contentConfiguration) {
                $0.defaultContentConfiguration()
            }
        })

        let constants: [(String, Int)] = [
            ("UITableViewStylePlain", 0), ("UITableViewStyleGrouped", 1), ("UITableViewStyleInsetGrouped", 2),
            ("UITableViewScrollPositionNone", 0), ("UITableViewScrollPositionTop", 1),
            ("UITableViewScrollPositionMiddle", 2), ("UITableViewScrollPositionBottom", 3),
            ("UITableViewRowAnimationFade", 0), ("UITableViewRowAnimationRight", 1), ("UITableViewRowAnimationLeft", 2),
            ("UITableViewRowAnimationTop", 3), ("UITableViewRowAnimationBottom", 4), ("UITableViewRowAnimationNone", 5),
            ("UITableViewRowAnimationMiddle", 6), ("UITableViewRowAnimationAutomatic", 100),
            ("UITableViewCellStyleDefault", 0), ("UITableViewCellStyleValue1", 1), ("UITableViewCellStyleValue2", 2),
            ("UITableViewCellStyleSubtitle", 3),
            ("UITableViewCellSelectionStyleNone", 0), ("UITableViewCellSelectionStyleBlue", 1),
            ("UITableViewCellSelectionStyleGray", 2), ("UITableViewCellSelectionStyleDefault", 3),
            ("UITableViewCellAccessoryNone", 0), ("UITableViewCellAccessoryDisclosureIndicator", 1),
            ("UITableViewCellAccessoryDetailDisclosureButton", 2), ("UITableViewCellAccessoryCheckmark", 3),
            ("UITableViewCellAccessoryDetailButton", 4),
            ("UITableViewCellSeparatorStyleNone", 0), ("UITableViewCellSeparatorStyleSingleLine", 1),
            ("UITableViewCellSeparatorStyleSingleLineEtched", 2),
            ("UIListContentTextAlignmentNatural", 0), ("UIListContentTextAlignmentCenter", 1),
            ("UIListContentTextAlignmentJustified", 2),
        ]
        for (name, value) in constants {
            main.push(value)
            lua_setglobal(main.state, name)
        }
        main.push(Double(UITableView.automaticDimension))
        lua_setglobal(main.state, "UITableViewAutomaticDimension")
    }

    /// `registerClassForCellReuseIdentifier(Class, "id")`: a native class by
    /// its type; a script's class through a maker that sends its
    /// `initWithStyleReuseIdentifier`; nil forgets the identifier's class.
    private func registerCellClass(in table: UITableView, _ args: LuaStack) throws {
        let identifier: String = try args[3]
        if args.lua.isNoneOrNil(2) { return table.register(nil, forCellReuseIdentifier: identifier) }
        let luaClass = try luaClass(at: 2, in: args)
        guard luaClass.isScripted, luaClass.native.registered.swiftType is UITableViewCell.Type else {
            return table.register(luaClass.native.registered.swiftType, forCellReuseIdentifier: identifier)
        }
        table.register(cellMaker: { [weak self, weak luaClass] in
            guard let self, let luaClass else { return nil }
            return instantiateCell(luaClass, reuseIdentifier: identifier)
        }, forCellReuseIdentifier: identifier)
    }

    private func registerHeaderFooterClass(in table: UITableView, _ args: LuaStack) throws {
        let identifier: String = try args[3]
        if args.lua.isNoneOrNil(2) { return table.register(nil, forHeaderFooterViewReuseIdentifier: identifier) }
        let luaClass = try luaClass(at: 2, in: args)
        guard luaClass.isScripted, luaClass.native.registered.swiftType is UITableViewHeaderFooterView.Type else {
            return table.register(luaClass.native.registered.swiftType, forHeaderFooterViewReuseIdentifier: identifier)
        }
        table.register(headerFooterMaker: { [weak self, weak luaClass] in
            guard let self, let luaClass else { return nil }
            return instantiateHeaderFooter(luaClass, reuseIdentifier: identifier)
        }, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// `[[Class alloc] initWithReuseIdentifier:identifier]` for a script's
    /// class; nil as for `instantiateCell`.
    private func instantiateHeaderFooter(_ luaClass: LuaClass, reuseIdentifier: String) -> UITableViewHeaderFooterView? {
        guard !gate.state.pointee.isClosed, let scripted = luaClass.scripted,
              let view = scripted.standIn.make(scripted) as? UITableViewHeaderFooterView else { return nil }
        let lua = self.lua
        let base = lua.top
        defer { lua.top = base }
        push(view, on: lua)
        lua.push(reuseIdentifier)
        let hadError = pendingError != nil
        send("initWithReuseIdentifier", argumentCount: 1, in: lua, at: base + 1)
        return !hadError && pendingError != nil ? nil : view
    }

    /// `[[Class alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:identifier]`
    /// for a script's cell class. Nil if the runtime is closed or the
    /// initializer raised (the error is then pending).
    private func instantiateCell(_ luaClass: LuaClass, reuseIdentifier: String) -> UITableViewCell? {
        guard !gate.state.pointee.isClosed, let scripted = luaClass.scripted,
              let cell = scripted.standIn.make(scripted) as? UITableViewCell else { return nil }
        let lua = self.lua
        let base = lua.top
        defer { lua.top = base }
        push(cell, on: lua)
        LuaStack(lua: lua, runtime: self).push(UITableViewCell.CellStyle.default)
        lua.push(reuseIdentifier)
        let hadError = pendingError != nil
        send("initWithStyleReuseIdentifier", argumentCount: 2, in: lua, at: base + 1)
        return !hadError && pendingError != nil ? nil : cell
    }

    /// A list of section numbers as an `NSIndexSet`, each a number 0 or more.
    static func sections(_ args: LuaStack, _ index: Int32) throws -> IndexSet {
        let numbers: [Int] = try args[index]
        guard let bad = numbers.first(where: { $0 < 0 }) else { return IndexSet(numbers) }
        throw LuaError.argument(index, "a section cannot be negative (\(bad))")
    }

    /// Calls a script's function with the values given (Booleans only here).
    private func call(_ function: LuaFunction, with values: [Bool]) {
        guard function.function.isLive else { return }
        let stack = LuaStack(lua: lua, runtime: self)
        function.push(onto: stack)
        for value in values { stack.push(value) }
        pcall(lua, arguments: Int32(values.count), results: 0)
    }

    /// The data source or delegate a Lua value stands for: nil, a table, a
    /// script's object, or a native one that conforms.
    private func tableDelegate(at index: Int32, in args: LuaStack) throws -> AnyObject? {
        if let diffable = try? args.object(index, LuaTableDiffableDataSource.self) { return diffable }
        return try protocolAdapter(LuaTableDelegate.self, owner: "table view", at: index, in: args) {
            $0 is UITableViewDataSource || $0 is UITableViewDelegate
        }
    }
}

/// A table's data source, delegate or prefetching data source written in Lua
/// (LuaProtocolAdapter says how); as a delegate it is the scroll view's too.
final class LuaTableDelegate: LuaScrollViewDelegate, UITableViewFallibleDataSource, UITableViewDelegate,
    UITableViewDataSourceReporting, UITableViewDataSourcePrefetching {
    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int {
        ask("numberOfSectionsInTableView:", tableView, Int.self, count: 0) { _ in } ?? 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        ask("tableView:numberOfRowsInSection:", tableView, Int.self, required: true, count: 1) { $0.push(section) } ?? 0
    }

    func tableView(_ tableView: UITableView, cellIfAnyForRowAt indexPath: IndexPath) -> UITableViewCell? {
        ask("tableView:cellForRowAtIndexPath:", tableView, UITableViewCell?.self, required: true, count: 1) {
            $0.push(indexPath)
        } ?? nil
    }

    /// Not asked: the table asks `cellIfAnyForRowAt`, which may be nil.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        self.tableView(tableView, cellIfAnyForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        ask("tableView:titleForHeaderInSection:", tableView, String?.self, count: 1) { $0.push(section) } ?? nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        ask("tableView:titleForFooterInSection:", tableView, String?.self, count: 1) { $0.push(section) } ?? nil
    }

    // MARK: UITableViewDelegate: geometry

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        ask("tableView:heightForRowAtIndexPath:", tableView, CGFloat.self, count: 1) { $0.push(indexPath) } ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        ask("tableView:estimatedHeightForRowAtIndexPath:", tableView, CGFloat.self, count: 1) { $0.push(indexPath) }
            ?? tableView.estimatedRowHeight
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        ask("tableView:heightForHeaderInSection:", tableView, CGFloat.self, count: 1) { $0.push(section) }
            ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        ask("tableView:heightForFooterInSection:", tableView, CGFloat.self, count: 1) { $0.push(section) }
            ?? tableView.sectionFooterHeight
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        ask("tableView:viewForHeaderInSection:", tableView, UIView?.self, count: 1) { $0.push(section) } ?? nil
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        ask("tableView:viewForFooterInSection:", tableView, UIView?.self, count: 1) { $0.push(section) } ?? nil
    }

    // MARK: UITableViewDelegate: display

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        tell("tableView:willDisplayCell:forRowAtIndexPath:", tableView, count: 2) { stack in
            self.push(cell, onto: stack)
            stack.push(indexPath)
        }
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        tell("tableView:didEndDisplayingCell:forRowAtIndexPath:", tableView, count: 2) { stack in
            self.push(cell, onto: stack)
            stack.push(indexPath)
        }
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        tell("tableView:willDisplayHeaderView:forSection:", tableView, count: 2) { stack in
            self.push(view, onto: stack)
            stack.push(section)
        }
    }

    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        tell("tableView:willDisplayFooterView:forSection:", tableView, count: 2) { stack in
            self.push(view, onto: stack)
            stack.push(section)
        }
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        tell("tableView:didEndDisplayingHeaderView:forSection:", tableView, count: 2) { stack in
            self.push(view, onto: stack)
            stack.push(section)
        }
    }

    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        tell("tableView:didEndDisplayingFooterView:forSection:", tableView, count: 2) { stack in
            self.push(view, onto: stack)
            stack.push(section)
        }
    }

    // MARK: UITableViewDelegate: selection

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        ask("tableView:shouldHighlightRowAtIndexPath:", tableView, LuaAny.self, count: 1) { $0.push(indexPath) }
            .map { Self.truth($0.value) } ?? true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        tell("tableView:didHighlightRowAtIndexPath:", tableView, count: 1) { $0.push(indexPath) }
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        tell("tableView:didUnhighlightRowAtIndexPath:", tableView, count: 1) { $0.push(indexPath) }
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        ask("tableView:willSelectRowAtIndexPath:", tableView, IndexPath?.self, count: 1) { $0.push(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        ask("tableView:willDeselectRowAtIndexPath:", tableView, IndexPath?.self, count: 1) { $0.push(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tell("tableView:didSelectRowAtIndexPath:", tableView, count: 1) { $0.push(indexPath) }
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        tell("tableView:didDeselectRowAtIndexPath:", tableView, count: 1) { $0.push(indexPath) }
    }

    // MARK: Editing

    var implementsCommitEditingStyle: Bool { has("tableView:commitEditingStyle:forRowAtIndexPath:") }
    var implementsMoveRow: Bool { has("tableView:moveRowAtIndexPath:toIndexPath:") }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        ask("tableView:canEditRowAtIndexPath:", tableView, LuaAny.self, count: 1) { $0.push(indexPath) }
            .map { Self.truth($0.value) } ?? true
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tell("tableView:commitEditingStyle:forRowAtIndexPath:", tableView, count: 2) { stack in
            stack.push(editingStyle)
            stack.push(indexPath)
        }
    }

    /// UIKit's default: rows move when the data source has `moveRowAt`.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        ask("tableView:canMoveRowAtIndexPath:", tableView, LuaAny.self, count: 1) { $0.push(indexPath) }
            .map { Self.truth($0.value) } ?? implementsMoveRow
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tell("tableView:moveRowAtIndexPath:toIndexPath:", tableView, count: 2) { stack in
            stack.push(sourceIndexPath)
            stack.push(destinationIndexPath)
        }
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        ask("tableView:editingStyleForRowAtIndexPath:", tableView, UITableViewCell.EditingStyle.self, count: 1) {
            $0.push(indexPath)
        } ?? .delete
    }

    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        ask("tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:", tableView, String?.self, count: 1) {
            $0.push(indexPath)
        } ?? nil
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        ask("tableView:shouldIndentWhileEditingRowAtIndexPath:", tableView, LuaAny.self, count: 1) { $0.push(indexPath) }
            .map { Self.truth($0.value) } ?? true
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        tell("tableView:willBeginEditingRowAtIndexPath:", tableView, count: 1) { $0.push(indexPath) }
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        tell("tableView:didEndEditingRowAtIndexPath:", tableView, count: 1) { $0.push(indexPath) }
    }

    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        ask("tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:", tableView, UISwipeActionsConfiguration?.self,
            count: 1) { $0.push(indexPath) } ?? nil
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        ask("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:", tableView, UISwipeActionsConfiguration?.self,
            count: 1) { $0.push(indexPath) } ?? nil
    }

    // MARK: UITableViewDelegate: context menus

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        ask("tableView:contextMenuConfigurationForRowAtIndexPath:point:", tableView, UIContextMenuConfiguration?.self,
            count: 2) { stack in
            stack.push(indexPath)
            stack.push(point)
        } ?? nil
    }

    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        tell("tableView:willDisplayContextMenuWithConfiguration:animator:", tableView, count: 1) { push(configuration, onto: $0) }
    }

    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        tell("tableView:willEndContextMenuInteractionWithConfiguration:animator:", tableView, count: 1) {
            push(configuration, onto: $0)
        }
    }

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        ask("tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:", tableView, IndexPath.self, count: 2) {
            $0.push(sourceIndexPath)
            $0.push(proposedDestinationIndexPath)
        } ?? proposedDestinationIndexPath
    }

    // MARK: UITableViewDataSourcePrefetching

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        tell("tableView:prefetchRowsAtIndexPaths:", tableView, count: 1) { $0.push(indexPaths) }
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        tell("tableView:cancelPrefetchingForRowsAtIndexPaths:", tableView, count: 1) { $0.push(indexPaths) }
    }
}
