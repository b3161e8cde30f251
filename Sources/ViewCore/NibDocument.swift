import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document, as written: its name (the
/// object's kind, `view`, `label`, `constraint`, …), its attributes, its child
/// elements in order, and its line, which error messages give.
public final class NibElement {
    public let name: String
    public let attributes: [String: String]
    public internal(set) var children: [NibElement] = []
    public let line: Int
    /// The text between its tags (a `<string key="text">`'s), as written.
    public internal(set) var text = ""
    public internal(set) weak var parent: NibElement?

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The `id` IB gives each object; placeholders' are negative numbers.
    public var id: String? { attributes["id"] }
    /// The `key` under which the parent holds the element (`frame`, `view`, `backgroundColor`).
    public var key: String? { attributes["key"] }

    public func children(named name: String) -> [NibElement] { children.filter { $0.name == name } }
    public func child(named name: String) -> NibElement? { children.first { $0.name == name } }
    /// The child held under `key`, of any kind.
    public func child(key: String) -> NibElement? { children.first { $0.key == key } }

    /// The element as an error names it: `<outlet property="view" destination="x1">`
    /// with the attributes that identify it, at its line.
    public var reference: String {
        let identifying = ["key", "property", "keyPath", "id", "destination", "customClass", "placeholderIdentifier",
                           "firstItem", "firstAttribute", "secondItem", "secondAttribute", "selector"]
        let shown = identifying.compactMap { name in attributes[name].map { "\(name)=\"\($0)\"" } }
        return "<\(([name] + shown).joined(separator: " "))> (line \(line))"
    }

    /// Every element below this one, pre-order.
    func forEachDescendant(_ body: (NibElement) throws -> Void) rethrows {
        for child in children {
            try body(child)
            try child.forEachDescendant(body)
        }
    }
}

/// An Interface Builder document: a `.xib` or a `.storyboard` in the XML
/// format Xcode has written since Xcode 5, parsed into a neutral tree that the
/// loader instantiates. The tree is immutable once parsed, so a `UINib` parses
/// its file once and instantiates it any number of times.
public final class NibDocument {
    /// Whether the document is a nib (`.xib`) or a storyboard.
    public enum Kind: Sendable {
        case xib, storyboard
    }

    public let kind: Kind
    /// The name errors give for the document (its file name).
    public let fileName: String
    public let root: NibElement
    /// The folder of the file it was read from, where its named colors'
    /// asset catalogs are; nil for a document made from data.
    public private(set) var folder: String?
    /// Every element that has an `id`, by id.
    let elementsByID: [String: NibElement]

    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    /// Parses `data`. Refuses what is not well-formed XML, the legacy IB3
    /// `<archive>` format (Xcode 4 and earlier), and documents of other
    /// platforms (a Mac `Cocoa.XIB`).
    public init(data: Data, fileName: String) throws {
        self.fileName = fileName
        let root = try NibTreeBuilder.parse(data, fileName: fileName)
        guard root.name == "document" else {
            if root.name == "archive" {
                throw NibError(file: fileName,
                               "is in the legacy Interface Builder 3 format (an <archive>), which only Xcode 4 and earlier wrote; open it in a current Xcode and save it to convert it")
            }
            throw NibError(file: fileName, "is not an Interface Builder document: its root element is <\(root.name)>, not <document>")
        }
        switch root["type"] {
        case NibDocument.xibType: kind = .xib
        case NibDocument.storyboardType: kind = .storyboard
        case let other:
            throw NibError(file: fileName,
                           "is not an iOS Interface Builder document: its type is \(other.map { "'\($0)'" } ?? "missing"), not '\(NibDocument.xibType)' or '\(NibDocument.storyboardType)'")
        }
        self.root = root
        var byID: [String: NibElement] = [:]
        var duplicate: NibElement?
        root.forEachDescendant { element in
            // Only objects have ids; a `<color>`'s or an `<outlet>`'s id is IB's
            // bookkeeping, yet unique all the same.
            guard let id = element.id else { return }
            if byID[id] != nil, duplicate == nil { duplicate = element }
            byID[id] = byID[id] ?? element
        }
        if let duplicate, let id = duplicate.id {
            throw NibError(file: fileName, element: duplicate, "uses the id '\(id)' that an element before it has")
        }
        elementsByID = byID
    }

    /// A storyboard with no scenes, standing for one whose file did not load:
    /// errors about it still name the file.
    init(emptyStoryboardNamed fileName: String) {
        self.fileName = fileName
        kind = .storyboard
        root = NibElement(name: "document", attributes: ["type": NibDocument.storyboardType], line: 0)
        elementsByID = [:]
    }

    /// Reads and parses the file at `url`.
    public convenience init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw NibError(file: url.lastPathComponent, "could not be read at \(url.path)")
        }
        try self.init(data: data, fileName: url.lastPathComponent)
        folder = url.deletingLastPathComponent().path
    }
}

/// Builds the element tree from XMLParser's events, checking what the parser
/// itself lets pass: on Linux a truncated document parses without an error,
/// so the tree must be closed and have a root.
private final class NibTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [NibElement] = []
    private var root: NibElement?
    private var failure: (line: Int, code: Int)?
    /// A document with more elements than this is refused rather than
    /// exhausting memory; Xcode's largest storyboards stay far below.
    static let maximumElements = 1_000_000
    static let maximumDepth = 500
    private var count = 0

    static func parse(_ data: Data, fileName: String) throws -> NibElement {
        let builder = NibTreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        if let failure = builder.failure ?? parser.parserError.map({ (line: parser.lineNumber, code: ($0 as NSError).code) }) {
            if failure.code == -1 {
                throw NibError(file: fileName, "is too large for a nib: \(describe(code: failure.code)), at line \(failure.line)")
            }
            throw NibError(file: fileName, "is not well-formed XML: \(describe(code: failure.code)) at line \(failure.line)")
        }
        guard finished, builder.stack.isEmpty, let root = builder.root else {
            throw NibError(file: fileName, "is not well-formed XML: the document ends before its root element is closed")
        }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        count += 1
        guard failure == nil else { return }
        if count > NibTreeBuilder.maximumElements || stack.count >= NibTreeBuilder.maximumDepth {
            failure = (parser.lineNumber, -1)
            return parser.abortParsing()
        }
        let element = NibElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        if let parent = stack.last {
            element.parent = parent
            parent.children.append(element)
        } else if root == nil {
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil else { return }
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil { failure = (parser.lineNumber, (parseError as NSError).code) }
    }

    /// libxml2's error codes, which XMLParser passes on, for the ones a damaged
    /// file meets.
    private static func describe(code: Int) -> String {
        switch code {
        case -1: "more than \(maximumElements) elements or deeper than \(maximumDepth) levels"
        case 4: "the document is empty or does not start with an element"
        case 5: "the document ends early or has content after its root element"
        case 26: "an undeclared entity"
        case 39, 40, 41: "a malformed attribute"
        case 42: "an attribute given twice"
        case 73, 76: "a closing tag that does not match the open element"
        default: "XML error \(code)"
        }
    }
}
