import Foundation

/// One scene of a storyboard, compiled as Xcode compiles it: a nib of the
/// controller (and the scene's placeholders), made by `instantiateViewController`,
/// and a nib of its view with the controller as File's Owner, made when the
/// view loads. The controller's outlets into its view are connected there.
final class StoryboardScene {
    let controllerElement: NibElement
    var controllerID: String { controllerElement.id ?? "" }
    /// `storyboardIdentifier`, which `instantiateViewController(withIdentifier:)` takes.
    let identifier: String?
    let sceneArchive: NibArchive
    let viewArchive: NibArchive?
    /// The segues `performSegue(withIdentifier:sender:)` can start: the
    /// controller's own and those of the objects of its scene.
    let segues: [NibSegueTemplate]
    /// Container views' embed segues, performed as the view loads.
    let embedSegues: [(container: NibObjectTemplate, segue: NibSegueTemplate)]

    init(controllerElement: NibElement, sceneArchive: NibArchive, viewArchive: NibArchive?) {
        self.controllerElement = controllerElement
        identifier = controllerElement["storyboardIdentifier"]
        self.sceneArchive = sceneArchive
        self.viewArchive = viewArchive
        let all = sceneArchive.templates + (viewArchive?.templates ?? [])
        segues = all.flatMap(\.segues).filter { !["relationship", "embed"].contains($0.kind) }
        embedSegues = (viewArchive?.templates ?? []).flatMap { template in
            template.segues.filter { $0.kind == "embed" }.map { (template, $0) }
        }
    }
}

/// A compiled storyboard: its scenes by their controllers' ids.
final class StoryboardArchive {
    let document: NibDocument
    let scenes: [String: StoryboardScene]
    let initialControllerID: String?

    init(document: NibDocument, scenes: [String: StoryboardScene], initialControllerID: String?) {
        self.document = document
        self.scenes = scenes
        self.initialControllerID = initialControllerID
    }
}

enum StoryboardCompiler {
    static func compile(_ document: NibDocument) throws -> StoryboardArchive {
        let values = NibValues(document: document)
        guard let scenesElement = document.root.child(named: "scenes") else {
            throw values.error(document.root, "has no <scenes>")
        }
        var scenes: [String: StoryboardScene] = [:]
        for scene in scenesElement.children(named: "scene") {
            // A scene without a controller (a storyboard reference) has nothing to make.
            guard let objects = scene.child(named: "objects"),
                  let controller = objects.children.first(where: {
                      $0.id != nil && NibCompiler.role(of: $0) == .controller
                  }),
                  let id = controller.id else { continue }
            scenes[id] = try compileScene(document, objects: objects, controller: controller)
        }
        let initial = document.root["initialViewController"]
        if let initial, scenes[initial] == nil {
            throw values.error(document.root, "names '\(initial)' as its initial view controller, but no scene's controller has that id")
        }
        return StoryboardArchive(document: document, scenes: scenes, initialControllerID: initial)
    }

    private static func compileScene(_ document: NibDocument, objects: NibElement,
                                     controller: NibElement) throws -> StoryboardScene {
        let placeholders = objects.children(named: "placeholder")
        var sceneCompiler = NibCompiler(document: document, separatesControllerViews: true)
        let sceneArchive = try sceneCompiler.compile(objectElements: [controller] + placeholders)
        guard let controllerTemplate = sceneArchive.topLevel.first(where: { $0.element === controller }) else {
            throw NibValues(document: document).error(controller, "is not an object the storyboard can make")
        }
        guard let viewElement = controllerTemplate.viewElement else {
            return StoryboardScene(controllerElement: controller, sceneArchive: sceneArchive, viewArchive: nil)
        }
        guard let viewID = viewElement.id else {
            throw NibValues(document: document).error(viewElement, "is a controller's view without an id")
        }
        // The scene's other objects (gesture recognizers, bar items) belong to the view's nib.
        let others = objects.children.filter { $0 !== controller && $0.name != "placeholder" }
        var idsInView = Set<String>()
        for element in [viewElement] + others {
            if let id = element.id { idsInView.insert(id) }
            element.forEachDescendant { if let id = $0.id { idsInView.insert(id) } }
        }
        var guides: [String: ViewControllerLayoutGuide] = [:]
        for guide in controller.child(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            guard let id = guide.id else { continue }
            guides[id] = guide["type"] == "bottom" ? .bottom : .top
        }
        let elsewhere = idsInView.union(guides.keys)
        sceneArchive.connectedElsewhere = elsewhere
        let viewOutlet = NibConnectionTemplate(element: viewElement, kind: .outlet, name: "view", destination: viewID,
                                               eventType: nil)
        var viewCompiler = NibCompiler(document: document)
        let owner = viewCompiler.placeholder(
            "IBFilesOwner", element: controller,
            connections: [viewOutlet] + controllerTemplate.connections.filter { elsewhere.contains($0.destination) })
        let viewArchive = try viewCompiler.compile(objectElements: [viewElement] + others + placeholders, placeholders: [owner])
        viewArchive.ownerLayoutGuides = guides
        return StoryboardScene(controllerElement: controller, sceneArchive: sceneArchive, viewArchive: viewArchive)
    }
}
