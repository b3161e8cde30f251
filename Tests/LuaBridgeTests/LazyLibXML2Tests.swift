import XCTest
#if arch(x86_64) && os(Linux)
import LazyLibXML2
#endif

// libxml2's functions by their C names: in this test binary, as in luaui, they
// bind to LazyLibXML2's stubs, which load the library on the first call.
@_silgen_name("xmlStrlen") private func xmlStrlen(_ text: UnsafePointer<CChar>) -> Int32
@_silgen_name("xmlStrdup") private func xmlStrdup(_ text: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>?
@_silgen_name("xmlStrcmp") private func xmlStrcmp(_ a: UnsafePointer<CChar>, _ b: UnsafePointer<CChar>) -> Int32
@_silgen_name("xmlReadMemory")
private func xmlReadMemory(_ buffer: UnsafePointer<CChar>, _ size: Int32, _ url: UnsafePointer<CChar>?,
                           _ encoding: UnsafePointer<CChar>?, _ options: Int32) -> OpaquePointer?
@_silgen_name("xmlDocGetRootElement") private func xmlDocGetRootElement(_ document: OpaquePointer) -> OpaquePointer?
@_silgen_name("xmlFreeDoc") private func xmlFreeDoc(_ document: OpaquePointer)
@_silgen_name("xmlInitParser") private func xmlInitParser()

/// A release luaui does not load libxml2 at start-up (scripts/build-release):
/// the stubs of Sources/LazyLibXML2 stand in for its functions and load it when
/// XML is first read. Each call through a stub must reach libxml2 with its
/// arguments intact, the first (which loads the library) as every later one.
final class LazyLibXML2Tests: XCTestCase {
    #if arch(x86_64) && os(Linux)
    func testAStubCallsLibxml2WithItsArgumentsIntact() {
        XCTAssertEqual(xmlStrlen("layoutSubviews"), 14)
        XCTAssertEqual(xmlStrlen(""), 0)
        XCTAssertEqual(xmlStrcmp("UIView", "UIView"), 0)
        XCTAssertLessThan(xmlStrcmp("UILabel", "UIView"), 0)
    }

    func testAStringLibxml2AllocatedIsFreedThroughItsXmlFree() throws {
        let copy = try XCTUnwrap(xmlStrdup("initWithCoder:"))
        XCTAssertEqual(String(cString: copy), "initWithCoder:")
        xmlFree(copy)
        // The first free loaded libxml2's own; the next goes to it directly.
        xmlFree(xmlStrdup("viewDidLoad"))
    }

    func testADocumentParsesThroughTheStubs() throws {
        xmlInitParser()
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects/></document>"
        let document = try XCTUnwrap(xmlReadMemory(text, Int32(text.utf8.count), "test.xib", nil, 0))
        XCTAssertNotNil(xmlDocGetRootElement(document))
        xmlFreeDoc(document)
    }
    #endif
}
