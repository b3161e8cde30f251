import Foundation

/// The first stored property of each NSObject subclass here that Foundation
/// keeps in CoreFoundation's collections: fonts, colours and paragraph styles
/// as an attributed string's attribute values, which CoreFoundation compares
/// with `CFEqual` as it merges runs.
///
/// swift-corelibs-foundation's CoreFoundation reads the eight bytes after a
/// Swift object's header as CF's info word, bits 8–17 as a CF type ID.
/// NSObject has no stored properties, so in a subclass those bytes are its
/// first stored property. Where they give type 0, CF takes the object for
/// neither a Swift object nor a CF one and halts: on Linux, an
/// `NSMutableAttributedString` with two runs in different fonts trapped. A
/// nonzero type that is not the object's own class makes CF hand `isEqual`,
/// `hash`, retain and release to Swift, as for any Swift object.
struct CoreFoundationInfo {
    private let word: UInt64 = 1 << 8
}
