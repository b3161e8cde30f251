import Foundation
import ViewCore

/// A controller whose view holds 100 subviews, as one screen of an app might.
func hundredViewController() -> UIViewController {
    let controller = UIViewController()
    for index in 0..<100 {
        let row = CGFloat(index)
        controller.view.addSubview(UIView(frame: CGRect(x: 8, y: 8 + 44 * row, width: 300, height: 40)))
    }
    return controller
}

/// Benchmark d: the cycles an app runs most, each run to idle as a run loop would
/// after the tap that started it: a push and a pop on a navigation controller that
/// is the root of a visible window, and a full-screen presentation and its
/// dismissal, neither animated. The floor is what the cycle does to the view tree
/// at the least: the controller's view (with its 100 subviews) added to the window
/// and removed again by hand, without the run loop.
func controllerBenchmarks(_ schedule: Schedule) -> [Row] {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    VirtualRunLoop.main.runUntilIdle()

    let pushed = hundredViewController()
    let presented = hundredViewController()
    presented.modalPresentationStyle = .fullScreen
    checkCycles(window, navigation, pushed, presented)

    // Each sample times a batch of cycles; µs-long cycles timed one by one would
    // mostly measure the clock's own jitter.
    let cycles = 20
    var pushPop = Samples(), presentDismiss = Samples(), byHand = Samples()
    for run in 0..<(schedule.warmup + schedule.repetitions) {
        let pushPopTime = elapsed {
            for _ in 0..<cycles {
                navigation.pushViewController(pushed, animated: false)
                VirtualRunLoop.main.runUntilIdle()
                navigation.popViewController(animated: false)
                VirtualRunLoop.main.runUntilIdle()
            }
        }
        let presentDismissTime = elapsed {
            for _ in 0..<cycles {
                navigation.present(presented, animated: false)
                VirtualRunLoop.main.runUntilIdle()
                navigation.dismiss(animated: false)
                VirtualRunLoop.main.runUntilIdle()
            }
        }
        let view = pushed.view!
        let byHandTime = elapsed {
            for _ in 0..<cycles {
                window.addSubview(view)
                view.removeFromSuperview()
            }
        }
        VirtualRunLoop.main.runUntilIdle()  // untimed: the marks the floor left
        if run >= schedule.warmup {
            pushPop.add(pushPopTime); presentDismiss.add(presentDismissTime); byHand.add(byHandTime)
        }
    }
    checkCycles(window, navigation, pushed, presented)
    window.isHidden = true
    window.rootViewController = nil
    VirtualRunLoop.main.runUntilIdle()

    let n = Double(cycles) * 1000
    return [
        Row(name: "push+pop, 100-subview controller, to idle (floor: add+remove its view by hand)",
            value: pushPop, floor: byHand, per: n, unit: "µs/cycle"),
        Row(name: "present+dismiss full screen, same, to idle (floor: the same add+remove)",
            value: presentDismiss, floor: byHand, per: n, unit: "µs/cycle"),
    ]
}

/// One cycle of each, checked: the benchmark must time what it claims to.
private func checkCycles(_ window: UIWindow, _ navigation: UINavigationController,
                         _ pushed: UIViewController, _ presented: UIViewController) {
    navigation.pushViewController(pushed, animated: false)
    VirtualRunLoop.main.runUntilIdle()
    precondition(navigation.topViewController === pushed && pushed.view.window === window, "push did not show the controller")
    navigation.popViewController(animated: false)
    VirtualRunLoop.main.runUntilIdle()
    precondition(navigation.topViewController !== pushed && pushed.view.superview == nil, "pop did not remove the controller")
    navigation.present(presented, animated: false)
    VirtualRunLoop.main.runUntilIdle()
    precondition(navigation.presentedViewController === presented && presented.view.window === window
                 && navigation.view.superview == nil, "present did not show the controller full screen")
    navigation.dismiss(animated: false)
    VirtualRunLoop.main.runUntilIdle()
    precondition(navigation.presentedViewController == nil && presented.view.superview == nil
                 && navigation.view.window === window, "dismiss did not restore the navigation controller")
}
