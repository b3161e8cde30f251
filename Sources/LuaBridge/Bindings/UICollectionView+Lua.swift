import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

extension UICollectionView.ScrollPosition: LuaEnumeration { static let objectiveCName = "UICollectionViewScrollPosition" }
extension UICollectionViewFlowLayout.ScrollDirection: LuaEnumeration { static let objectiveCName = "UICollectionViewScrollDirection" }
extension UICollectionView.ElementCategory: LuaEnumeration { static let objectiveCName = "UICollectionElementCategory" }

/// `UICollectionView`, its cells and its flow layout as scripts see them, as
/// the table view is (UITableView+Lua.swift): the methods by the naming rule
/// (`collectionView:dequeueReusableCellWithReuseIdentifierForIndexPath("id",
/// indexPath)`), index paths as `NSIndexPath(item, section)` values, a cell
/// class registered by its class table (a script's cell class is made with its
/// `initWithFrame`, given the item's frame), and a data source and delegate
/// that are a table or an object whose methods are named by their selectors
/// (`collectionViewNumberOfItemsInSection`,
/// `collectionViewLayoutSizeForItemAtIndexPath`…). Their properties come from
/// the class registry.
extension LuaRuntime {
    func registerCollectionViews() {
        registerNative(NativeClass(UICollectionView.self) { [unowned self] collection in
            collection.construct = { args in
                let layout: UICollectionViewLayout? = try args[2]
                let frame: CGRect = args.count == 0 ? .zero : try args[1]
                guard let layout else {
                    Self.raiseMissingLayout()
                    return UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
                }
                return UICollectionView(frame: frame, collectionViewLayout: layout)
            }
            collection.initializer = { $0.count == 0 ? "init" : "initWithFrameCollectionViewLayout" }
            collection.methods["init"] = { [unowned self] args in
                // init is initWithFrame: CGRectZero collectionViewLayout: nil, which raises.
                args.lua.top = 1
                args.push(CGRect.zero)
                args.lua.pushNil()
                send("initWithFrameCollectionViewLayout", argumentCount: 2, in: args.lua)
                return 0
            }
            collection.action("initWithFrameCollectionViewLayout") { (collection: UICollectionView, args) in
                let frame: CGRect = try args[2]
                guard let layout: UICollectionViewLayout = try args[3] else {
                    collection.initialize(frame: frame, collectionViewLayout: collection.collectionViewLayout)
                    return Self.raiseMissingLayout()
                }
                collection.initialize(frame: frame, collectionViewLayout: layout)
            }
            collection.action("registerClassForCellWithReuseIdentifier") { [unowned self] (collection: UICollectionView, args) in
                try registerCellClass(in: collection, args)
            }
            collection.function("dequeueReusableCellWithReuseIdentifierForIndexPath") { (collection: UICollectionView, args) in
                collection.dequeueReusableCell(withReuseIdentifier: try args[2], for: try args[3])
            }
            collection.action("registerClassForSupplementaryViewOfKindWithReuseIdentifier") { [unowned self] (collection: UICollectionView, args) in
                try registerSupplementaryClass(in: collection, args)
            }
            collection.function("dequeueReusableSupplementaryViewOfKindWithReuseIdentifierForIndexPath") { (collection: UICollectionView, args) in
                collection.dequeueReusableSupplementaryView(ofKind: try args[2], withReuseIdentifier: try args[3], for: try args[4])
            }
            collection.function("supplementaryViewForElementKindAtIndexPath") { (collection: UICollectionView, args) in
                collection.supplementaryView(forElementKind: try args[2], at: try args[3])
            }
            collection.function("visibleSupplementaryViewsOfKind") { (collection: UICollectionView, args) in
                collection.visibleSupplementaryViews(ofKind: try args[2])
            }
            collection.function("indexPathsForVisibleSupplementaryElementsOfKind") { (collection: UICollectionView, args) in
                collection.indexPathsForVisibleSupplementaryElements(ofKind: try args[2])
            }
            collection.function("layoutAttributesForSupplementaryElementOfKindAtIndexPath") { (collection: UICollectionView, args) in
                collection.layoutAttributesForSupplementaryElement(ofKind: try args[2], at: try args[3])
            }
            collection.action("setCollectionViewLayoutAnimated") { (collection: UICollectionView, args) in
                collection.setCollectionViewLayout(try args[2], animated: (try args[3] as Bool?) ?? false)
            }
            collection.action("setCollectionViewLayoutAnimatedCompletion") { (collection: UICollectionView, args) in
                let completion: LuaFunction? = try args[4]
                collection.setCollectionViewLayout(try args[2], animated: (try args[3] as Bool?) ?? false,
                                                   completion: { finished in completion?.call(with: finished) })
            }
            collection.action("reloadData") { (collection: UICollectionView, _) in collection.reloadData() }
            collection.function("numberOfItemsInSection") { (collection: UICollectionView, args) in
                collection.numberOfItems(inSection: try args[2])
            }
            collection.function("cellForItemAtIndexPath") { (collection: UICollectionView, args) in
                collection.cellForItem(at: try args[2])
            }
            collection.function("indexPathForCell") { (collection: UICollectionView, args) in collection.indexPath(for: try args[2]) }
            collection.function("indexPathForItemAtPoint") { (collection: UICollectionView, args) in
                collection.indexPathForItem(at: try args[2])
            }
            collection.function("layoutAttributesForItemAtIndexPath") { (collection: UICollectionView, args) in
                collection.layoutAttributesForItem(at: try args[2])
            }
            collection.action("scrollToItemAtIndexPathAtScrollPositionAnimated") { (collection: UICollectionView, args) in
                collection.scrollToItem(at: try args[2], at: try args[3], animated: (try args[4] as Bool?) ?? false)
            }
            collection.action("selectItemAtIndexPathAnimatedScrollPosition") { (collection: UICollectionView, args) in
                collection.selectItem(at: try args[2], animated: (try args[3] as Bool?) ?? false,
                                      scrollPosition: (try args[4] as UICollectionView.ScrollPosition?) ?? .none)
            }
            collection.action("deselectItemAtIndexPathAnimated") { (collection: UICollectionView, args) in
                collection.deselectItem(at: try args[2], animated: (try args[3] as Bool?) ?? false)
            }
            collection.action("performBatchUpdatesCompletion") { (collection: UICollectionView, args) in
                let updates: LuaFunction? = try args[2]
                let completion: LuaFunction? = try args[3]
                collection.performBatchUpdates({ updates?.call() }, completion: { finished in completion?.call(with: finished) })
            }
            collection.action("insertItemsAtIndexPaths") { (collection: UICollectionView, args) in collection.insertItems(at: try args[2]) }
            collection.action("deleteItemsAtIndexPaths") { (collection: UICollectionView, args) in collection.deleteItems(at: try args[2]) }
            collection.action("reloadItemsAtIndexPaths") { (collection: UICollectionView, args) in collection.reloadItems(at: try args[2]) }
            collection.action("reconfigureItemsAtIndexPaths") { (collection: UICollectionView, args) in
                collection.reconfigureItems(at: try args[2])
            }
            collection.action("moveItemAtIndexPathToIndexPath") { (collection: UICollectionView, args) in
                collection.moveItem(at: try args[2], to: try args[3])
            }
            collection.action("insertSections") { (collection: UICollectionView, args) in
                collection.insertSections(try Self.sections(args, 2))
            }
            collection.action("deleteSections") { (collection: UICollectionView, args) in
                collection.deleteSections(try Self.sections(args, 2))
            }
            collection.action("reloadSections") { (collection: UICollectionView, args) in
                collection.reloadSections(try Self.sections(args, 2))
            }
            collection.action("moveSectionToSection") { (collection: UICollectionView, args) in
                collection.moveSection(try args[2], toSection: try args[3])
            }
            collection.getters["prefetchDataSource"] = { args in
                let collection = try args.object(1, UICollectionView.self)
                if let adapter = collection.prefetchDataSource as? LuaCollectionDelegate { return adapter.push(on: args.lua) }
                args.runtime.push(collection.prefetchDataSource, on: args.lua)
                return 1
            }
            collection.setters["prefetchDataSource"] = { [unowned self] args in
                let collection = try args.object(1, UICollectionView.self)
                let adapter = try protocolAdapter(LuaCollectionDelegate.self, owner: "collection view", at: 2, in: args) {
                    $0 is UICollectionViewDataSourcePrefetching
                }
                collection.holdPrefetchDataSource(adapter as? LuaCollectionDelegate)
                collection.prefetchDataSource = adapter as? UICollectionViewDataSourcePrefetching
                return 0
            }
            for (name, isDelegate) in [("dataSource", false), ("delegate", true)] {
                collection.getters[name] = { args in
                    let collection = try args.object(1, UICollectionView.self)
                    let value: AnyObject? = isDelegate ? collection.delegate : collection.dataSource
                    if let adapter = value as? LuaCollectionDelegate { return adapter.push(on: args.lua) }
                    args.runtime.push(value, on: args.lua)
                    return 1
                }
                collection.setters[name] = { [unowned self] args in
                    let collection = try args.object(1, UICollectionView.self)
                    let diffable = try? args.object(2, LuaCollectionDiffableDataSource.self)
                    let adapter = try diffable ?? protocolAdapter(LuaCollectionDelegate.self, owner: "collection view", at: 2, in: args) {
                        $0 is UICollectionViewDataSource || $0 is UICollectionViewDelegate
                    }
                    if isDelegate {
                        collection.holdDelegate(adapter as? LuaCollectionDelegate)
                        collection.delegate = adapter as? UICollectionViewDelegate
                    } else {
                        collection.holdDataSource(adapter as? LuaCollectionDelegate)
                        collection.dataSource = adapter as? UICollectionViewDataSource
                    }
                    return 0
                }
            }
        })

        registerNative(NativeClass(UICollectionReusableView.self) { view in
            view.construct = { args in args.count == 0 ? UICollectionReusableView() : UICollectionReusableView(frame: try args[1]) }
            view.initializer = { $0.count == 0 ? "init" : "initWithFrame" }
        })

        registerNative(NativeClass(UICollectionViewCell.self) { cell in
            cell.construct = { args in args.count == 0 ? UICollectionViewCell(frame: .zero) : UICollectionViewCell(frame: try args[1]) }
            cell.initializer = { $0.count == 0 ? "init" : "initWithFrame" }
            cell.action("initWithFrame") { (cell: UICollectionViewCell, args) in cell.initialize(cellFrame: try args[2]) }
        })

        registerNative(NativeClass(UICollectionViewLayoutAttributes.self) { attributes in
            attributes.classFunction("layoutAttributesForCellWithIndexPath") { args in
                UICollectionViewLayoutAttributes(forCellWith: try args[2])
            }
            attributes.classFunction("layoutAttributesForSupplementaryViewOfKindWithIndexPath") { args in
                UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: try args[2], with: try args[3])
            }
        })

        registerNative(NativeClass(UICollectionViewLayout.self) { layout in
            layout.construct = { _ in UICollectionViewLayout() }
        })

        registerNative(NativeClass(UICollectionViewFlowLayout.self) { layout in
            layout.construct = { _ in UICollectionViewFlowLayout() }
        })
    }

    /// UIKit's exception for a collection view made without a layout.
    private static func raiseMissingLayout() {
        UIKitException.raise(.invalidArgumentException, "UICollectionView must be initialized with a non-nil layout parameter")
    }

    /// `registerClassForCellWithReuseIdentifier(Class, "id")`: a native class
    /// by its type; a script's class through a maker that sends its
    /// `initWithFrame`; nil forgets the identifier's class.
    private func registerCellClass(in collection: UICollectionView, _ args: LuaStack) throws {
        let identifier: String = try args[3]
        if args.lua.isNoneOrNil(2) { return collection.register(nil, forCellWithReuseIdentifier: identifier) }
        let luaClass = try luaClass(at: 2, in: args)
        guard luaClass.isScripted, luaClass.native.registered.swiftType is UICollectionViewCell.Type else {
            return collection.register(luaClass.native.registered.swiftType, forCellWithReuseIdentifier: identifier)
        }
        collection.register(cellMaker: { [weak self, weak luaClass] frame in
            guard let self, let luaClass else { return nil }
            return instantiateCell(luaClass, frame: frame)
        }, forCellWithReuseIdentifier: identifier)
    }

    /// `registerClassForSupplementaryViewOfKindWithReuseIdentifier(Class, kind,
    /// "id")`, as a cell class is registered.
    private func registerSupplementaryClass(in collection: UICollectionView, _ args: LuaStack) throws {
        let kind: String = try args[3]
        let identifier: String = try args[4]
        if args.lua.isNoneOrNil(2) { return collection.register(nil, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) }
        let luaClass = try luaClass(at: 2, in: args)
        guard luaClass.isScripted, luaClass.native.registered.swiftType is UICollectionReusableView.Type else {
            return collection.register(luaClass.native.registered.swiftType, forSupplementaryViewOfKind: kind,
                                       withReuseIdentifier: identifier)
        }
        collection.register(supplementaryMaker: { [weak self, weak luaClass] frame in
            guard let self, let luaClass else { return nil }
            return instantiateReusableView(luaClass, frame: frame)
        }, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }

    /// `[[Class alloc] initWithFrame:frame]` for a script's cell class. Nil if
    /// the runtime is closed or the initializer raised (the error is then pending).
    private func instantiateCell(_ luaClass: LuaClass, frame: CGRect) -> UICollectionViewCell? {
        instantiateReusableView(luaClass, frame: frame) as? UICollectionViewCell
    }

    /// `[[Class alloc] initWithFrame:frame]` for a script's reusable view class
    /// (a cell's or a supplementary view's).
    private func instantiateReusableView(_ luaClass: LuaClass, frame: CGRect) -> UICollectionReusableView? {
        guard !gate.state.pointee.isClosed, let scripted = luaClass.scripted,
              let cell = scripted.standIn.make(scripted) as? UICollectionReusableView else { return nil }
        let lua = self.lua
        let base = lua.top
        defer { lua.top = base }
        push(cell, on: lua)
        LuaStack(lua: lua, runtime: self).push(frame)
        let hadError = pendingError != nil
        send("initWithFrame", argumentCount: 1, in: lua, at: base + 1)
        return !hadError && pendingError != nil ? nil : cell
    }
}

/// A collection view's data source or delegate written in Lua
/// (LuaProtocolAdapter says how); as a delegate it is the flow layout's too.
final class LuaCollectionDelegate: LuaScrollViewDelegate, UICollectionViewFallibleDataSource, UICollectionViewDelegateFlowLayout,
    UICollectionViewDataSourcePrefetching {
    // MARK: UICollectionViewDataSourcePrefetching

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        tell("collectionView:prefetchItemsAtIndexPaths:", collectionView, count: 1) { $0.push(indexPaths) }
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        tell("collectionView:cancelPrefetchingForItemsAtIndexPaths:", collectionView, count: 1) { $0.push(indexPaths) }
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        ask("numberOfSectionsInCollectionView:", collectionView, Int.self, count: 0) { _ in } ?? 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        ask("collectionView:numberOfItemsInSection:", collectionView, Int.self, required: true, count: 1) { $0.push(section) } ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellIfAnyForItemAt indexPath: IndexPath) -> UICollectionViewCell? {
        ask("collectionView:cellForItemAtIndexPath:", collectionView, UICollectionViewCell?.self, required: true, count: 1) {
            $0.push(indexPath)
        } ?? nil
    }

    func collectionView(_ collectionView: UICollectionView, supplementaryViewIfAnyOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView? {
        ask("collectionView:viewForSupplementaryElementOfKind:atIndexPath:", collectionView, UICollectionReusableView?.self,
            count: 2) { stack in
            stack.push(kind)
            stack.push(indexPath)
        } ?? nil
    }

    /// Not asked: the collection view asks `supplementaryViewIfAnyOfKind`, which may be nil.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        self.collectionView(collectionView, supplementaryViewIfAnyOfKind: kind, at: indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    /// Not asked: the collection view asks `cellIfAnyForItemAt`, which may be nil.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        self.collectionView(collectionView, cellIfAnyForItemAt: indexPath) ?? UICollectionViewCell(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        tell("collectionView:willDisplayCell:forItemAtIndexPath:", collectionView, count: 2) { stack in
            self.push(cell, onto: stack)
            stack.push(indexPath)
        }
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        tell("collectionView:didEndDisplayingCell:forItemAtIndexPath:", collectionView, count: 2) { stack in
            self.push(cell, onto: stack)
            stack.push(indexPath)
        }
    }

    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        tell("collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:", collectionView, count: 3) { stack in
            self.push(view, onto: stack)
            stack.push(elementKind)
            stack.push(indexPath)
        }
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        tell("collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:", collectionView, count: 3) { stack in
            self.push(view, onto: stack)
            stack.push(elementKind)
            stack.push(indexPath)
        }
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        ask("collectionView:shouldHighlightItemAtIndexPath:", collectionView, LuaAny.self, count: 1) { $0.push(indexPath) }
            .map { Self.truth($0.value) } ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        tell("collectionView:didHighlightItemAtIndexPath:", collectionView, count: 1) { $0.push(indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        tell("collectionView:didUnhighlightItemAtIndexPath:", collectionView, count: 1) { $0.push(indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        ask("collectionView:shouldSelectItemAtIndexPath:", collectionView, LuaAny.self, count: 1) { $0.push(indexPath) }
            .map { Self.truth($0.value) } ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        tell("collectionView:didSelectItemAtIndexPath:", collectionView, count: 1) { $0.push(indexPath) }
    }

    /// The several-item form where the script has it, else the one-item one.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        guard has("collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:") else {
            return indexPaths.count == 1
                ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
        }
        return ask("collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:", collectionView,
                   UIContextMenuConfiguration?.self, count: 2) { stack in
            stack.push(indexPaths)
            stack.push(point)
        } ?? nil
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        ask("collectionView:contextMenuConfigurationForItemAtIndexPath:point:", collectionView, UIContextMenuConfiguration?.self,
            count: 2) { stack in
            stack.push(indexPath)
            stack.push(point)
        } ?? nil
    }

    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        tell("collectionView:willDisplayContextMenuWithConfiguration:animator:", collectionView, count: 1) {
            push(configuration, onto: $0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        tell("collectionView:willEndContextMenuInteractionWithConfiguration:animator:", collectionView, count: 1) {
            push(configuration, onto: $0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        ask("collectionView:shouldDeselectItemAtIndexPath:", collectionView, LuaAny.self, count: 1) { $0.push(indexPath) }
            .map { Self.truth($0.value) } ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        tell("collectionView:didDeselectItemAtIndexPath:", collectionView, count: 1) { $0.push(indexPath) }
    }

    // MARK: UICollectionViewDelegateFlowLayout

    private func flowLayout(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        ask("collectionView:layout:sizeForItemAtIndexPath:", collectionView, CGSize.self, count: 2) { stack in
            self.push(collectionViewLayout, onto: stack)
            stack.push(indexPath)
        } ?? flowLayout(collectionViewLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        ask("collectionView:layout:insetForSectionAtIndex:", collectionView, UIEdgeInsets.self, count: 2) { stack in
            self.push(collectionViewLayout, onto: stack)
            stack.push(section)
        } ?? flowLayout(collectionViewLayout)?.sectionInset ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        ask("collectionView:layout:minimumLineSpacingForSectionAtIndex:", collectionView, CGFloat.self, count: 2) { stack in
            self.push(collectionViewLayout, onto: stack)
            stack.push(section)
        } ?? flowLayout(collectionViewLayout)?.minimumLineSpacing ?? 10
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        ask("collectionView:layout:minimumInteritemSpacingForSectionAtIndex:", collectionView, CGFloat.self, count: 2) { stack in
            self.push(collectionViewLayout, onto: stack)
            stack.push(section)
        } ?? flowLayout(collectionViewLayout)?.minimumInteritemSpacing ?? 10
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        ask("collectionView:layout:referenceSizeForHeaderInSection:", collectionView, CGSize.self, count: 2) { stack in
            self.push(collectionViewLayout, onto: stack)
            stack.push(section)
        } ?? flowLayout(collectionViewLayout)?.headerReferenceSize ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        ask("collectionView:layout:referenceSizeForFooterInSection:", collectionView, CGSize.self, count: 2) { stack in
            self.push(collectionViewLayout, onto: stack)
            stack.push(section)
        } ?? flowLayout(collectionViewLayout)?.footerReferenceSize ?? .zero
    }
}
