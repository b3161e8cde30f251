import CLua
import CLuaShims
import Foundation
@_spi(Bridging) import ViewCore

/// Presentation controllers as scripts see them: a controller's
/// `sheetPresentationController` and `popoverPresentationController` by
/// the naming rule, detents made by their class functions
/// (`UISheetPresentationControllerDetent:mediumDetent()`), their identifiers
/// as strings, as in UIKit.
extension LuaRuntime {
    func registerPresentationControllers() {
        registerNative(NativeClass(UIPresentationController.self))
        registerNative(NativeClass(UISheetPresentationController.self) { [unowned self] sheet in
            sheet.action("animateChanges") { [unowned self] (sheet: UISheetPresentationController, args) in
                let changes: LuaFunction = try args[2]
                sheet.animateChanges { [weak self] in
                    guard let self, changes.function.isLive else { return }
                    changes.push(onto: LuaStack(lua: lua, runtime: self))
                    pcall(lua, arguments: 0, results: 0)
                }
            }
        })
        registerNative(NativeClass(UISheetPresentationController.Detent.self) { detent in
            detent.classFunction("mediumDetent") { _ in UISheetPresentationController.Detent.medium() }
            detent.classFunction("largeDetent") { _ in UISheetPresentationController.Detent.large() }
        })
        registerNative(NativeClass(UIPopoverPresentationController.self))
        for (name, identifier) in [("UISheetPresentationControllerDetentIdentifierMedium", UISheetPresentationController.Detent.Identifier.medium),
                                   ("UISheetPresentationControllerDetentIdentifierLarge", .large)] {
            main.push(identifier.rawValue)
            lua_setglobal(main.state, name)
        }
    }
}
