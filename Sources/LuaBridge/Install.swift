import CLua
import Foundation

extension LuaRuntime {
    /// The machinery the bindings stand on.
    func installCore() {
        installObjectTables()
        installTraceback()
        installGeometry()
        installAffineTransforms()
    }

    /// Every class, function and constant of the Lua API, in dependency order.
    func installBindings() {
        registerFoundationClasses()
        registerViewClasses()
        registerLayer()
        registerAnimations()
        registerControl()
        registerImageClasses()
        registerText()
        registerGestureRecognizers()
        registerControllerClasses()
        registerBars()
        registerTransitions()
        registerNibClasses()
        registerStoryboardClasses()
        registerAutoLayout()
        registerStackView()
        registerConfigurations()
        registerButtonConfigurations()
        registerTableViews()
        registerPickerViews()
        registerPresentationControllers()
        registerCollectionViews()
        registerCompositionalLayouts()
        registerDiffableDataSources()
        registerDrawing()
        registerBezierPath()
        registerEngine()
        registerTextInput()
        registerSearch()
        registerConstants()
        registerIntrospection()
    }
}
