import Foundation

/// The simulated hardware: screen size, scale, refresh rate, status bar and the
/// safe-area insets of each orientation. Figures are Apple's published ones
/// (Human Interface Guidelines' device screen sizes and the safe-area layout
/// guides Xcode's simulators report).
public struct Device: Equatable, Sendable {
    /// The kind of device: its interface idiom.
    public enum Idiom: Sendable { case phone, pad }

    /// The name it was asked by (an alias keeps its own name).
    public private(set) var name: String
    public let idiom: Idiom
    /// Points, in portrait.
    public let portraitSize: CGSize
    public let scale: CGFloat
    public let maximumFramesPerSecond: Int
    public let statusBarHeightPortrait: CGFloat
    /// iPhones hide the status bar in landscape; iPads keep it.
    public let statusBarHeightLandscape: CGFloat
    public let safeAreaPortrait: UIEdgeInsets
    public let safeAreaLandscape: UIEdgeInsets
    /// Width size class in landscape: the Plus and Max phones have a regular one.
    public let landscapeWidthIsRegular: Bool

    public func size(for orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The notch and home indicator sit symmetrically, so both landscapes share
    /// insets, and upside down (where a device allows it) shares portrait's.
    public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        orientation.isLandscape ? safeAreaLandscape : safeAreaPortrait
    }

    public func statusBarHeight(for orientation: UIInterfaceOrientation) -> CGFloat {
        orientation.isLandscape ? statusBarHeightLandscape : statusBarHeightPortrait
    }

    /// The canonical devices.
    public static let catalog: [Device] = [
        phone("iPhone SE (1st generation)", 320, 568, scale: 2, statusBar: 20,
              portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: .zero),
        phone("iPhone 8", 375, 667, scale: 2, statusBar: 20,
              portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: .zero),
        phone("iPhone 8 Plus", 414, 736, scale: 3, statusBar: 20,
              portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: .zero,
              regularLandscapeWidth: true),
        phone("iPhone X", 375, 812, scale: 3, statusBar: 44,
              portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        phone("iPhone 15", 393, 852, scale: 3, statusBar: 54,
              portrait: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        phone("iPhone 15 Pro Max", 430, 932, scale: 3, statusBar: 54,
              portrait: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
              regularLandscapeWidth: true, fps: 120),
        Device(name: "iPad (9th generation)", idiom: .pad, portraitSize: CGSize(width: 810, height: 1080),
               scale: 2, maximumFramesPerSecond: 60, statusBarHeightPortrait: 20, statusBarHeightLandscape: 20,
               safeAreaPortrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
               safeAreaLandscape: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
               landscapeWidthIsRegular: true),
    ]

    /// Older names that share a catalog device's geometry.
    public static let aliases: [String: String] = [
        "iPhone SE": "iPhone SE (1st generation)",
        "iPhone 5": "iPhone SE (1st generation)",
        "iPhone 5s": "iPhone SE (1st generation)",
        "iPhone 6": "iPhone 8", "iPhone 6s": "iPhone 8", "iPhone 7": "iPhone 8",
        "iPhone 6 Plus": "iPhone 8 Plus", "iPhone 6s Plus": "iPhone 8 Plus", "iPhone 7 Plus": "iPhone 8 Plus",
        "iPad": "iPad (9th generation)",
    ]

    public static let defaultName = "iPhone 15"
    /// The device a session runs on unless told otherwise.
    public static var defaultDevice: Device { named(defaultName) ?? catalog[0] }

    /// The device of that name or alias, which keeps the name it was asked by.
    public static func named(_ name: String) -> Device? {
        let canonical = aliases[name] ?? name
        guard let device = catalog.first(where: { $0.name == canonical }) else { return nil }
        return device.renamed(name)
    }

    public static var knownNames: [String] { catalog.map(\.name) + aliases.keys.sorted() }

    private func renamed(_ newName: String) -> Device {
        var device = self
        device.name = newName
        return device
    }

    private static func phone(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
                              statusBar: CGFloat, portrait: UIEdgeInsets, landscape: UIEdgeInsets,
                              regularLandscapeWidth: Bool = false, fps: Int = 60) -> Device {
        Device(name: name, idiom: .phone, portraitSize: CGSize(width: width, height: height), scale: scale,
               maximumFramesPerSecond: fps, statusBarHeightPortrait: statusBar, statusBarHeightLandscape: 0,
               safeAreaPortrait: portrait, safeAreaLandscape: landscape,
               landscapeWidthIsRegular: regularLandscapeWidth)
    }
}

/// The orientation of the app's user interface.
public enum UIInterfaceOrientation: Int, Sendable {
    case portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { !isLandscape }
}

/// The interface orientations a controller supports, one bit per
/// `UIInterfaceOrientation` (`1 << orientation.rawValue`).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the mask names `orientation`.
    func allows(_ orientation: UIInterfaceOrientation) -> Bool {
        contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
    }
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { interfaceOrientation != nil }

    /// UIKit's mapping: turning the device left puts the interface's top on the right.
    public var interfaceOrientation: UIInterfaceOrientation? {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        default: return nil
        }
    }
}
