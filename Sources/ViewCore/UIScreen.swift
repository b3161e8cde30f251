import Foundation

/// The simulated screen. Its bounds follow the interface orientation, as on iOS 8
/// and later.
public final class UIScreen {
    /// The screen of the current session's device.
    public static var main: UIScreen { Session.current.screen }

    public let device: Device
    public internal(set) var interfaceOrientation: UIInterfaceOrientation = .portrait
    /// Where `Simulator.rotate` last turned the device, whether or not the
    /// interface followed (face up, or upside down on an iPhone); `UIDevice`
    /// reports it.
    var deviceOrientation: UIDeviceOrientation = .portrait

    init(device: Device) { self.device = device }

    public var bounds: CGRect { CGRect(origin: .zero, size: device.size(for: interfaceOrientation)) }
    public var nativeBounds: CGRect {
        let size = device.portraitSize
        return CGRect(x: 0, y: 0, width: size.width * device.scale, height: size.height * device.scale)
    }
    public var scale: CGFloat { device.scale }
    public var nativeScale: CGFloat { device.scale }
    public var maximumFramesPerSecond: Int { device.maximumFramesPerSecond }

    /// The insets of the device's hardware (status bar, notch, home indicator) in the
    /// current orientation.
    public var safeAreaInsets: UIEdgeInsets { device.safeAreaInsets(for: interfaceOrientation) }
    public var statusBarHeight: CGFloat { device.statusBarHeight(for: interfaceOrientation) }
}
