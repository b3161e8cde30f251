import Foundation

/// UIKit's `UIStoryboard`: a `.storyboard` file, read from its XML at run time
/// and compiled when the storyboard is made; each `instantiate…` makes a new
/// controller of a scene.
///
/// A controller comes from its scene with `init(coder:)`, then gets its
/// outlets and `awakeFromNib`, before its view loads (R6.1); a container's
/// relationship segues (a navigation controller's root, a tab bar
/// controller's tabs) make its children while it decodes. The view loads from
/// the scene when the controller's `view` is first read, with the controller
/// as File's Owner; the container views' embed segues are performed then,
/// before `viewDidLoad`.
///
/// Where UIKit raises, these throw a `NibError`: a file's contents never stop
/// the process.
open class UIStoryboard {
    public let bundle: Bundle
    let archive: StoryboardArchive
    /// The scenes being made, innermost last: a relationship that leads back
    /// into one is a cycle, refused rather than recursing forever.
    private var scenesInProgress: [String] = []
    static let maximumNesting = 64

    /// The storyboard `NAME.storyboard` in `bundle`, the session's main bundle if nil.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) throws {
        bundle = storyboardBundleOrNil ?? Session.current.mainBundle
        let fileName = name.hasSuffix(".storyboard") ? name : name + ".storyboard"
        let url = bundle.bundleURL.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw NibError(file: fileName, "could not be found: the bundle at \(bundle.bundleURL.path) has no such file")
        }
        archive = try UIStoryboard.compile(try NibDocument(contentsOf: url))
    }

    /// A storyboard from the contents of a `.storyboard` file.
    public init(data: Data, bundle storyboardBundleOrNil: Bundle?) throws {
        bundle = storyboardBundleOrNil ?? Session.current.mainBundle
        archive = try UIStoryboard.compile(try NibDocument(data: data, fileName: "(storyboard data)"))
    }

    private static func compile(_ document: NibDocument) throws -> StoryboardArchive {
        guard document.kind == .storyboard else {
            throw NibError(file: document.fileName, "is a nib, not a storyboard; load it with UINib")
        }
        return try StoryboardCompiler.compile(document)
    }

    /// A new controller of the initial scene; nil if the storyboard names none.
    open func instantiateInitialViewController() throws -> UIViewController? {
        guard let id = archive.initialControllerID else { return nil }
        return try instantiateController(id: id, from: archive.document.root)
    }

    /// A new controller of the scene whose controller has that storyboard identifier.
    open func instantiateViewController(withIdentifier identifier: String) throws -> UIViewController {
        guard let scene = archive.scenes.values.first(where: { $0.identifier == identifier }) else {
            throw NibError(file: archive.document.fileName,
                           "doesn't contain a view controller with identifier '\(identifier)'")
        }
        return try instantiate(scene)
    }

    /// The controller of the scene whose controller has the id `id`, which
    /// `reference` (a segue, the document's initial controller) names.
    func instantiateController(id: String, from reference: NibElement) throws -> UIViewController {
        guard let scene = archive.scenes[id] else {
            throw NibError(file: archive.document.fileName, element: reference,
                           "leads to '\(id)', which is no scene's view controller (a storyboard reference, which the engine does not follow)")
        }
        return try instantiate(scene)
    }

    func instantiate(_ scene: StoryboardScene) throws -> UIViewController {
        if scenesInProgress.contains(scene.controllerID) || scenesInProgress.count >= UIStoryboard.maximumNesting {
            throw NibError(file: archive.document.fileName, element: scene.controllerElement,
                           "is its own container, through its relationship segues")
        }
        scenesInProgress.append(scene.controllerID)
        defer { scenesInProgress.removeLast() }
        let instantiator = NibInstantiator(archive: scene.sceneArchive, owner: nil, externalObjects: [:])
        instantiator.relatedController = { [unowned self] segue in
            try instantiateController(id: segue.destination, from: segue.element)
        }
        instantiator.objectRecorded = { [unowned self] template, object in
            if template.element === scene.controllerElement, let controller = object as? UIViewController {
                controller.storyboardScene = (self, scene)
            }
        }
        let objects = try instantiator.run()
        guard let controller = objects.compactMap({ $0 as? UIViewController }).first else {
            throw NibError(file: archive.document.fileName, element: scene.controllerElement, "did not make a view controller")
        }
        return controller
    }

    /// The scene's view, with the controller as File's Owner, then its
    /// container views' embed segues (R6.3).
    func loadView(of controller: UIViewController, from scene: StoryboardScene) {
        guard let viewArchive = scene.viewArchive else { return }
        let instantiator = NibInstantiator(archive: viewArchive, owner: controller, externalObjects: [:])
        do {
            _ = try instantiator.run()
            for (container, segue) in scene.embedSegues {
                guard let containerView = instantiator.object(of: container) as? UIView else { continue }
                let child = try instantiateController(id: segue.destination, from: segue.element)
                UIStoryboardSegue(template: segue, source: controller, destination: child, container: containerView)
                    .performEmbedding(sender: nil)
            }
        } catch {
            UIKitException.raise(.internalInconsistencyException,
                                 "Could not load the view of \(controller.className) from its storyboard: \(error)")
        }
    }
}
