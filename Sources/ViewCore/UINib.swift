import Foundation

/// UIKit's `UINib`: an Interface Builder file, read from its XML (`NAME.xib`)
/// at run time, compiled on first use and kept for every instantiation.
///
/// `instantiate(withOwner:options:)` has UIKit's signature, so iOS code
/// builds unchanged, and raises UIKit's exception for a nib that does not
/// load; `instantiateReportingActions(withOwner:options:)` throws a
/// `NibError` instead, for callers that must go on (a script's load, which
/// becomes a Lua error).
open class UINib {
    /// Keys of the options a nib is instantiated with.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The objects that stand for a nib's external-object placeholders,
        /// by their identifiers (`[String: Any]`).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// What one instantiation made.
    public struct Instantiation {
        /// The top-level objects, placeholders left out, in document order.
        public let topLevelObjects: [AnyObject]
        /// The target-action connections the nib archived, in document order.
        public let actions: [NibActionConnection]
    }

    private enum Source {
        case file(URL, nibName: String)
        case data(Data, name: String)
    }

    public let bundle: Bundle
    private let source: Source
    private var archive: NibArchive?

    /// The nib `NAME.xib` in `bundle`, the session's main bundle if nil. The
    /// file is read when the nib is first instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil ?? Session.current.mainBundle
        let fileName = name.hasSuffix(".xib") ? name : name + ".xib"
        source = .file(bundle.bundleURL.appendingPathComponent(fileName), nibName: name)
    }

    /// A nib from the contents of a `.xib` file.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil ?? Session.current.mainBundle
        source = .data(data, name: "(nib data)")
    }

    /// The nib's objects, made anew: File's Owner is `ownerOrNil`, outlets to
    /// it are set on it (none if it is nil), and each object gets
    /// `awakeFromNib` once all are connected (R1.2). A nib that does not load
    /// raises UIKit's exception (`NibError.exception`) and makes nothing: the
    /// result is empty.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try instantiateReportingActions(withOwner: ownerOrNil, options: optionsOrNil).topLevelObjects
        } catch {
            NibError.raise(error)
            return []
        }
    }

    /// `instantiate(withOwner:options:)`, with the actions it connected,
    /// throwing why a nib does not load rather than raising it.
    public func instantiateReportingActions(withOwner ownerOrNil: Any?,
                                            options optionsOrNil: [OptionsKey: Any]? = nil) throws -> Instantiation {
        let archive = try compiledArchive()
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        let instantiator = NibInstantiator(archive: archive, owner: ownerOrNil.map { $0 as AnyObject },
                                           externalObjects: externals)
        let objects = try instantiator.run()
        return Instantiation(topLevelObjects: objects, actions: instantiator.actions)
    }

    /// The document, read and compiled once.
    func compiledArchive() throws -> NibArchive {
        if let archive { return archive }
        let document: NibDocument
        switch source {
        case .file(let url, let nibName):
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw NibError(file: url.lastPathComponent,
                               "could not be found: the bundle at \(bundle.bundleURL.path) has no such file",
                               uikitReason: "Could not load NIB in bundle: '\(bundle.exceptionDescription)' with name '\(nibName)'")
            }
            document = try NibDocument(contentsOf: url)
        case .data(let data, let name):
            document = try NibDocument(data: data, fileName: name)
        }
        guard document.kind == .xib else {
            throw NibError(file: document.fileName, "is a storyboard, not a nib; load it with UIStoryboard")
        }
        let compiled = try NibCompiler.compileXib(document)
        archive = compiled
        return compiled
    }
}
