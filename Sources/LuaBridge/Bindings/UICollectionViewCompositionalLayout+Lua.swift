import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

extension NSRectAlignment: LuaEnumeration { static let objectiveCName = "NSRectAlignment" }
extension UICollectionLayoutSectionOrthogonalScrollingBehavior: LuaEnumeration {
    static let objectiveCName = "UICollectionLayoutSectionOrthogonalScrollingBehavior"
}

/// The compositional layout as scripts see it: its parts made with their
/// Objective-C class methods by the naming rule
/// (`NSCollectionLayoutDimension:fractionalWidthDimension(0.5)`,
/// `NSCollectionLayoutGroup:horizontalGroupWithLayoutSizeSubitems(size, {item})`),
/// and the layout from a section or a section provider, a function of the
/// section's index and the environment that returns a section.
extension LuaRuntime {
    func registerCompositionalLayouts() {
        registerNative(NativeClass(NSCollectionLayoutDimension.self) { dimension in
            dimension.classFunction("fractionalWidthDimension") { args in NSCollectionLayoutDimension.fractionalWidth(try args[2]) }
            dimension.classFunction("fractionalHeightDimension") { args in NSCollectionLayoutDimension.fractionalHeight(try args[2]) }
            dimension.classFunction("absoluteDimension") { args in NSCollectionLayoutDimension.absolute(try args[2]) }
            dimension.classFunction("estimatedDimension") { args in NSCollectionLayoutDimension.estimated(try args[2]) }
        })
        registerNative(NativeClass(NSCollectionLayoutSize.self) { size in
            size.classFunction("sizeWithWidthDimensionHeightDimension") { args in
                NSCollectionLayoutSize(widthDimension: try args.object(2, NSCollectionLayoutDimension.self),
                                       heightDimension: try args.object(3, NSCollectionLayoutDimension.self))
            }
        })
        registerNative(NativeClass(NSCollectionLayoutSpacing.self) { spacing in
            spacing.classFunction("fixedSpacing") { args in NSCollectionLayoutSpacing.fixed(try args[2]) }
            spacing.classFunction("flexibleSpacing") { args in NSCollectionLayoutSpacing.flexible(try args[2]) }
        })
        registerNative(NativeClass(NSCollectionLayoutItem.self) { item in
            item.classFunction("itemWithLayoutSize") { args in
                NSCollectionLayoutItem(layoutSize: try args.object(2, NSCollectionLayoutSize.self))
            }
        })
        registerNative(NativeClass(NSCollectionLayoutGroup.self) { group in
            for (prefix, horizontal) in [("horizontal", true), ("vertical", false)] {
                group.classFunction(prefix + "GroupWithLayoutSizeSubitems") { args in
                    let size = try args.object(2, NSCollectionLayoutSize.self)
                    let subitems: [NSCollectionLayoutItem] = try args[3]
                    return horizontal ? NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: subitems)
                                      : NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: subitems)
                }
                group.classFunction(prefix + "GroupWithLayoutSizeRepeatingSubitemCount") { args in
                    let size = try args.object(2, NSCollectionLayoutSize.self)
                    let subitem = try args.object(3, NSCollectionLayoutItem.self)
                    let count: Int = try args[4]
                    return horizontal ? NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: subitem, count: count)
                                      : NSCollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: subitem, count: count)
                }
            }
        })
        registerNative(NativeClass(NSCollectionLayoutSupplementaryItem.self))
        registerNative(NativeClass(NSCollectionLayoutBoundarySupplementaryItem.self) { item in
            item.classFunction("boundarySupplementaryItemWithLayoutSizeElementKindAlignment") { args in
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: try args.object(2, NSCollectionLayoutSize.self),
                                                            elementKind: try args[3], alignment: try args[4])
            }
        })
        registerNative(NativeClass(NSCollectionLayoutSection.self) { section in
            section.classFunction("sectionWithGroup") { args in
                NSCollectionLayoutSection(group: try args.object(2, NSCollectionLayoutGroup.self))
            }
        })
        registerNative(NativeClass(CompositionalLayoutEnvironment.self))
        registerNative(NativeClass(UICollectionViewCompositionalLayoutConfiguration.self) { configuration in
            configuration.construct = { _ in UICollectionViewCompositionalLayoutConfiguration() }
        })
        registerNative(NativeClass(UICollectionViewCompositionalLayout.self) { [unowned self] layout in
            // UICollectionViewCompositionalLayout(section or provider[, configuration]).
            layout.construct = { [unowned self] args in
                let configuration = args.count >= 2 ? try args.object(2, UICollectionViewCompositionalLayoutConfiguration.self)
                                                    : UICollectionViewCompositionalLayoutConfiguration()
                if args.lua.type(at: 1) == LUA_TFUNCTION {
                    let provider: LuaFunction = try args[1]
                    return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider(provider), configuration: configuration)
                }
                return UICollectionViewCompositionalLayout(section: try args.object(1, NSCollectionLayoutSection.self),
                                                           configuration: configuration)
            }
        })
    }

    /// A script's section provider: its section, nil when it gave nil or
    /// raised (the error pending), or gave something else (a pending error
    /// says so).
    private func sectionProvider(_ function: LuaFunction) -> UICollectionViewCompositionalLayoutSectionProvider {
        { [weak self] index, environment in
            guard let self, function.function.isLive else { return nil }
            let lua = self.lua
            let base = lua.top
            defer { lua.top = base }
            let stack = LuaStack(lua: lua, runtime: self)
            function.push(onto: stack)
            stack.push(index)
            push(environment as AnyObject, on: lua)
            guard pcall(lua, arguments: 2, results: 1) else { return nil }
            if lua.type(at: -1) == LUA_TNIL { return nil }
            guard let section = try? stack.object(lua.top, NSCollectionLayoutSection.self) else {
                if pendingError == nil {
                    pendingError = .error(.message("the section provider returned \(typeName(at: lua.top, in: lua)), not a NSCollectionLayoutSection"))
                }
                return nil
            }
            return section
        }
    }
}
