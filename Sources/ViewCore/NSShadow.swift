import Foundation

/// A shadow for attributed text (`.shadow`), as Apple's `NSShadow`: an
/// offset, a blur radius and a colour (a `UIColor`; nil is black at a third
/// opacity). Kept with the text; the engine draws text without its shadow.
open class NSShadow: NSObject, NSCopying {
    /// First, for CoreFoundation (CoreFoundationInfo.swift).
    private let coreFoundationInfo = CoreFoundationInfo()
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0 {
        didSet { if !shadowBlurRadius.isFinite || shadowBlurRadius < 0 { shadowBlurRadius = 0 } }
    }
    open var shadowColor: Any?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return other.shadowOffset == shadowOffset && other.shadowBlurRadius == shadowBlurRadius
            && (other.shadowColor as? UIColor) == (shadowColor as? UIColor)
    }

    open override var hash: Int { shadowBlurRadius.hashValue }
}
