import XCTest
@testable import ViewCore

/// R10.3: the app's one window scene, opening URLs, and the device's system.
/// Sources: Apple's `UIApplication.connectedScenes`, `UIWindow.windowScene`,
/// `UIWindow(windowScene:)`, `UIWindowScene.interfaceOrientation`,
/// `canOpenURL(_:)` ("returns false if there is no app installed … that can
/// handle it"), `open(_:options:completionHandler:)` ("the completion handler
/// is called on the main queue"), `UIDevice.systemName`.
final class SceneTests: ViewCoreTestCase {
    func test_R10_3_oneWindowSceneHoldsTheWindowsAndFollowsTheScreen() throws {
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        XCTAssertEqual(UIApplication.shared.connectedScenes.count, 1)
        XCTAssertEqual(scene.activationState, .foregroundActive)
        let window = UIWindow(windowScene: scene)
        XCTAssertEqual(window.frame, UIScreen.main.bounds)
        XCTAssertTrue(window.windowScene === scene)
        window.makeKeyAndVisible()
        XCTAssertTrue(scene.keyWindow === window)
        XCTAssertEqual(scene.windows.count, 1)
        XCTAssertEqual(scene.statusBarManager?.statusBarFrame.height, UIScreen.main.statusBarHeight)
        Simulator.rotate(.landscapeLeft)
        XCTAssertEqual(scene.interfaceOrientation, .landscapeRight)
        Simulator.background()
        XCTAssertEqual(scene.activationState, .background)
    }

    func test_R10_3_urlsOpenWhereAnAppTakesThem() throws {
        let web = try XCTUnwrap(URL(string: "https://example.com"))
        let custom = try XCTUnwrap(URL(string: "myapp://home"))
        XCTAssertTrue(UIApplication.shared.canOpenURL(web))
        XCTAssertFalse(UIApplication.shared.canOpenURL(custom))
        var answers: [Bool] = []
        UIApplication.shared.open(web) { answers.append($0) }
        UIApplication.shared.open(custom, options: [:]) { answers.append($0) }
        XCTAssertEqual(answers, [], "the completion comes later, on the main queue")
        VirtualRunLoop.main.runUntilIdle()
        XCTAssertEqual(answers, [true, false])
        XCTAssertEqual(UIApplication.shared.openedURLs, [web])
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
        XCTAssertEqual(UIDevice.current.systemVersion, "17.0")
        XCTAssertEqual(UIDevice.current.batteryLevel, -1)
    }

    /// Source: Apple's `UIPasteboard` reference (`string`, `strings`, `url`,
    /// `image`, the `has…` properties, `changeCount`); each session starts
    /// with an empty one so that runs never share it.
    func test_R10_5_thePasteboardKeepsWhatIsCopiedForTheSession() {
        let board = UIPasteboard.general
        XCTAssertNil(board.string)
        XCTAssertFalse(board.hasStrings)
        let count = board.changeCount
        board.string = "copied"
        XCTAssertEqual(board.string, "copied")
        XCTAssertTrue(board.hasStrings)
        XCTAssertFalse(board.hasURLs)
        board.urls = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]
        XCTAssertNil(board.string, "a new copy replaces what was there")
        XCTAssertEqual(board.url?.absoluteString, "https://example.com/a")
        XCTAssertEqual(board.numberOfItems, 2)
        XCTAssertEqual(board.changeCount, count + 2)
        board.color = .systemRed
        XCTAssertEqual(board.colors, [.systemRed])
        Session.start()
        XCTAssertNil(UIPasteboard.general.color, "a new session starts empty")
    }
}
