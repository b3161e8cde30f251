import Foundation

/// Core Foundation's array and string, as CoreGraphics' Swift interface
/// takes them (`colors as CFArray`, `CGColorSpace.sRGB`): Foundation on
/// Linux has no Core Foundation types, so they are Foundation's and Swift's.
public typealias CFArray = NSArray
/// Core Foundation's string: a Swift string here (see `CFArray`).
public typealias CFString = String

/// A colour space, by name. The engine keeps every colour in extended sRGB,
/// so a space only says what a colour was made in.
public final class CGColorSpace: Equatable, CustomStringConvertible {
    public let name: CFString?

    public init?(name: CFString) {
        guard CGColorSpace.names.contains(name) else { return nil }
        self.name = name
    }

    fileprivate init(known name: CFString) { self.name = name }

    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let deviceRGB: CFString = "kCGColorSpaceDeviceRGB"
    public static let deviceGray: CFString = "kCGColorSpaceDeviceGray"

    private static let names: Set<CFString> = [sRGB, extendedSRGB, displayP3, genericRGBLinear, linearSRGB,
                                               genericGrayGamma2_2, deviceRGB, deviceGray]

    static let extendedSRGBSpace = CGColorSpace(known: extendedSRGB)

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name }

    public var description: String { "<CGColorSpace \(name ?? "unnamed")>" }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(known: CGColorSpace.deviceRGB) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(known: CGColorSpace.deviceGray) }
