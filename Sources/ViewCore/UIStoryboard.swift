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
/// `init(name:bundle:)` and the `instantiate…` methods have UIKit's
/// signatures, so iOS code builds unchanged, and raise UIKit's exceptions for
/// what does not load; `load(name:bundle:)`, `loadInitialViewController()` and
/// `loadViewController(withIdentifier:)` throw a `NibError` instead, for
/// callers that must go on (a script's load, which becomes a Lua error).
open class UIStoryboard {
    public let bundle: Bundle
    /// How messages name the storyboard, in place of its address.
    public let objectID: Int
    let archive: StoryboardArchive
    /// The scenes being made, innermost last: a relationship that leads back
    /// into one is a cycle, refused rather than recursing forever.
    private var scenesInProgress: [String] = []
    static let maximumNesting = 64

    /// The storyboard `NAME.storyboard` in `bundle`, the session's main bundle
    /// if nil. One that does not load raises UIKit's exception and is left
    /// with no scenes, so that what is asked of it later raises or answers
    /// nil rather than making half a storyboard's controllers.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        bundle = storyboardBundleOrNil ?? Session.current.mainBundle
        objectID = Session.current.nextObjectID()
        do {
            archive = try UIStoryboard.archive(named: name, in: bundle)
        } catch {
            archive = StoryboardArchive(document: NibDocument(emptyStoryboardNamed: UIStoryboard.fileName(name)),
                                        scenes: [:], initialControllerID: nil)
            NibError.raise(error)
        }
    }

    private init(bundle: Bundle, archive: StoryboardArchive) {
        self.bundle = bundle
        objectID = Session.current.nextObjectID()
        self.archive = archive
    }

    /// `init(name:bundle:)`, throwing why the storyboard does not load.
    public static func load(name: String, bundle storyboardBundleOrNil: Bundle?) throws -> UIStoryboard {
        let bundle = storyboardBundleOrNil ?? Session.current.mainBundle
        return UIStoryboard(bundle: bundle, archive: try archive(named: name, in: bundle))
    }

    /// A storyboard from the contents of a `.storyboard` file, throwing why it does not load.
    public static func load(data: Data, bundle storyboardBundleOrNil: Bundle?) throws -> UIStoryboard {
        let document = try NibDocument(data: data, fileName: "(storyboard data)")
        return UIStoryboard(bundle: storyboardBundleOrNil ?? Session.current.mainBundle, archive: try compile(document))
    }

    private static func fileName(_ name: String) -> String {
        name.hasSuffix(".storyboard") ? name : name + ".storyboard"
    }

    private static func archive(named name: String, in bundle: Bundle) throws -> StoryboardArchive {
        let fileName = fileName(name)
        let url = bundle.bundleURL.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw NibError(file: fileName, "could not be found: the bundle at \(bundle.bundleURL.path) has no such file",
                           exceptionName: .invalidArgumentException,
                           uikitReason: "Could not find a storyboard named '\(name)' in bundle \(bundle.exceptionDescription)")
        }
        return try compile(try NibDocument(contentsOf: url))
    }

    private static func compile(_ document: NibDocument) throws -> StoryboardArchive {
        guard document.kind == .storyboard else {
            throw NibError(file: document.fileName, "is a nib, not a storyboard; load it with UINib")
        }
        return try StoryboardCompiler.compile(document)
    }

    /// A new controller of the initial scene; nil if the storyboard names
    /// none, and nil after raising UIKit's exception if it does not load.
    open func instantiateInitialViewController() -> UIViewController? {
        do {
            return try loadInitialViewController()
        } catch {
            NibError.raise(error)
            return nil
        }
    }

    /// `instantiateInitialViewController()`, throwing why the controller does not load.
    public func loadInitialViewController() throws -> UIViewController? {
        guard let id = archive.initialControllerID else { return nil }
        return try instantiateController(id: id, from: archive.document.root)
    }

    /// A new controller of the scene whose controller has that storyboard
    /// identifier. One that does not load, or an identifier no scene has,
    /// raises UIKit's exception; as the signature promises a controller, the
    /// answer is then a new plain `UIViewController`: in no hierarchy and of
    /// no scene, so code that goes on after the handler returns works on a
    /// blank controller instead of trapping on a missing one.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        do {
            return try loadViewController(withIdentifier: identifier)
        } catch {
            NibError.raise(error)
            return UIViewController()
        }
    }

    /// `instantiateViewController(withIdentifier:)`, throwing why the controller does not load.
    public func loadViewController(withIdentifier identifier: String) throws -> UIViewController {
        guard let scene = archive.scenes.values.first(where: { $0.identifier == identifier }) else {
            throw NibError(file: archive.document.fileName,
                           "doesn't contain a view controller with identifier '\(identifier)'",
                           exceptionName: .invalidArgumentException,
                           uikitReason: "Storyboard (<\(type(of: self)): #\(objectID)>) doesn't contain a view controller with identifier '\(identifier)'")
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
