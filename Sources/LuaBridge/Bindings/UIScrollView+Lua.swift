import CLua
import Foundation
@_spi(Bridging) import ViewCore

extension UIScrollView.IndicatorStyle: LuaEnumeration { static let objectiveCName = "UIScrollViewIndicatorStyle" }
extension UIScrollView.KeyboardDismissMode: LuaEnumeration { static let objectiveCName = "UIScrollViewKeyboardDismissMode" }
extension UIScrollView.ContentInsetAdjustmentBehavior: LuaEnumeration {
    static let objectiveCName = "UIScrollViewContentInsetAdjustmentBehavior"
}

/// A deceleration rate crosses as its number (`UIScrollViewDecelerationRateFast` is 0.99).
extension UIScrollView.DecelerationRate: LuaValue {
    static func typeName(in stack: LuaStack) -> String { "number" }
    static func read(from stack: LuaStack, at index: Int32) throws -> UIScrollView.DecelerationRate {
        UIScrollView.DecelerationRate(rawValue: try CGFloat.read(from: stack, at: index))
    }
    func push(onto stack: LuaStack) { rawValue.push(onto: stack) }
}

/// `UIScrollView` as scripts see it: its properties from the registry
/// (NativeClasses+Controls.swift), the methods by the naming rule
/// (`scrollView:setContentOffsetAnimated(CGPoint(0, 200), true)`), and a
/// delegate that is a table or an object whose methods are named by their
/// selectors (`scrollViewDidScroll`, `scrollViewWillEndDraggingWithVelocityTargetContentOffset`…),
/// as a table view's is. A table and a collection view take theirs through
/// their own `delegate`, which hears the scroll view's calls too.
extension LuaRuntime {
    func registerScrollView() {
        registerNative(NativeClass(UIScrollView.self) { [unowned self] scrollView in
            scrollView.construct = { args in args.count == 0 ? UIScrollView() : UIScrollView(frame: try args[1]) }
            scrollView.action("setZoomScaleAnimated") { (scrollView: UIScrollView, args) in
                scrollView.setZoomScale(try args[2], animated: try args[3])
            }
            scrollView.action("zoomToRectAnimated") { (scrollView: UIScrollView, args) in
                scrollView.zoom(to: try args[2], animated: try args[3])
            }
            scrollView.action("flashScrollIndicators") { (scrollView: UIScrollView, _) in scrollView.flashScrollIndicators() }
            scrollView.getters["delegate"] = { args in
                let scrollView = try args.object(1, UIScrollView.self)
                if let adapter = scrollView.delegate as? LuaScrollViewDelegate { return adapter.push(on: args.lua) }
                args.runtime.push(scrollView.delegate, on: args.lua)
                return 1
            }
            scrollView.setters["delegate"] = { [unowned self] args in
                let scrollView = try args.object(1, UIScrollView.self)
                let adapter = try protocolAdapter(LuaScrollViewDelegate.self, owner: "scroll view", at: 2, in: args) {
                    $0 is UIScrollViewDelegate
                }
                scrollView.holdScrollDelegate(adapter as? LuaScrollViewDelegate)
                scrollView.delegate = adapter as? UIScrollViewDelegate
                return 0
            }
        })
    }
}

/// A scroll view's delegate written in Lua (LuaProtocolAdapter says how).
/// Lua has no pointers: `scrollViewWillEndDraggingWithVelocityTargetContentOffset`
/// gets the target as a point, and returns another point to change it.
class LuaScrollViewDelegate: LuaProtocolAdapter, UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        tell("scrollViewDidScroll:", scrollView, count: 0) { _ in }
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        tell("scrollViewDidZoom:", scrollView, count: 0) { _ in }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        tell("scrollViewWillBeginDragging:", scrollView, count: 0) { _ in }
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let target = targetContentOffset.pointee
        if let changed = ask("scrollViewWillEndDragging:withVelocity:targetContentOffset:", scrollView, CGPoint?.self, count: 2, { stack in
            stack.push(velocity)
            stack.push(target)
        }), let changed {
            targetContentOffset.pointee = changed
        }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        tell("scrollViewDidEndDragging:willDecelerate:", scrollView, count: 1) { $0.push(decelerate) }
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        tell("scrollViewWillBeginDecelerating:", scrollView, count: 0) { _ in }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        tell("scrollViewDidEndDecelerating:", scrollView, count: 0) { _ in }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        tell("scrollViewDidEndScrollingAnimation:", scrollView, count: 0) { _ in }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        ask("viewForZoomingInScrollView:", scrollView, UIView?.self, count: 0) { _ in } ?? nil
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        tell("scrollViewWillBeginZooming:withView:", scrollView, count: 1) { stack in
            if let view { self.push(view, onto: stack) } else { stack.lua.pushNil() }
        }
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        tell("scrollViewDidEndZooming:withView:atScale:", scrollView, count: 2) { stack in
            if let view { self.push(view, onto: stack) } else { stack.lua.pushNil() }
            stack.push(scale)
        }
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        ask("scrollViewShouldScrollToTop:", scrollView, LuaAny.self, count: 0) { _ in }.map { Self.truth($0.value) } ?? true
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        tell("scrollViewDidScrollToTop:", scrollView, count: 0) { _ in }
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        tell("scrollViewDidChangeAdjustedContentInset:", scrollView, count: 0) { _ in }
    }
}
