// swift-tools-version:6.0
import PackageDescription

// Swift 5 language mode: the engine is single-threaded by design (one virtual main
// thread, like UIKit's main thread), so Swift 6's data-race checking of global state
// such as `UIScreen.main` and `RunLoop.main` would add annotations without adding safety.
let package = Package(
    name: "LuaUIKit",
    products: [
        .executable(name: "luaui", targets: ["luaui"]),
        .library(name: "ViewCore", targets: ["ViewCore"]),
        // iOS view code's own imports, on Linux: `import UIKit` and `import QuartzCore`.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
    ],
    dependencies: [
        // Property-based tests of the solver (CassowaryTests), from the machine's
        // local copy of the package; nothing is fetched from the network.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation --target ViewCore`: ViewCore's
        // Swift API as DocC, from the machine's local copy of the plugin.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // The C trampolines that raise Lua errors outside Swift frames.
        .target(name: "CLuaShims", dependencies: ["CLua"]),
        .target(name: "Cassowary"),
        // Solves systems written as text, for scripts/cassowary-vs-kiwi's comparison
        // with kiwi.
        .executableTarget(name: "cassowary-solve", dependencies: ["Cassowary"]),
        // Nib loading reads Interface Builder's XML with Foundation's XMLParser
        // (FoundationXML on Linux, which the toolchain ships with libxml2): the
        // XML packages on this machine (SWXMLHash, XMLCoder) are both built on
        // that same parser, so they would add a dependency and no capability,
        // and the loader needs the parser's own line numbers for its errors.
        .target(name: "ViewCore", dependencies: ["Cassowary", "LazyCairo"]),
        // Cairo (Debian's libcairo2-dev gives the header), loaded when a snapshot
        // first asks for pixels rather than at every start (Sources/LazyCairo).
        .target(name: "LazyCairo", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "UIKit", dependencies: ["ViewCore"]),
        .target(name: "QuartzCore", dependencies: ["ViewCore"]),
        // LuaBridge's stand-in classes, generated at build time from the
        // generator's tables (CONTRIBUTING.md: adding a class or a hook).
        .executableTarget(name: "ScriptedClassesGenerator"),
        .plugin(name: "ScriptedClassesPlugin", capability: .buildTool(), dependencies: ["ScriptedClassesGenerator"]),
        .target(
            name: "LuaBridge",
            dependencies: ["CLua", "CLuaShims", "ViewCore"],
            // The Lua half of `luaui test`, on busted.
            resources: [.embedInCode("Spec/spec_runner.lua"), .embedInCode("Spec/spec_assertions.lua"),
                        .embedInCode("Spec/spec_parallel.lua")],
            // Release builds only; debug builds and the tests keep the defaults.
            // - Every call between Lua and Swift crosses the bridge's state, and the
            //   runtime exclusivity checks on it cost more than the work.
            // - LLVM's function merging folds the generated hooks' bridged paths into
            //   one function taking the hook's id, and the call to it is then no
            //   longer a tail call: each hook a Lua class does not override would
            //   pay for a stack frame.
            // Both measured by scripts/bench.
            swiftSettings: [.unsafeFlags([
                "-enforce-exclusivity=unchecked",
                "-Xfrontend", "-disable-llvm-merge-functions-pass",
            ], .when(configuration: .release))],
            plugins: ["ScriptedClassesPlugin"]
        ),
        // libedit (Debian's libedit-dev gives the header): the REPL's line editing
        // on a terminal, loaded when a terminal first asks for a line, and the C
        // around it that Swift cannot write (Ctrl-C, the completion callback).
        .target(name: "EditLineShims", linkerSettings: [.linkedLibrary("dl")]),
        // Stubs that load libxml2 when XML is first read, rather than at every
        // start of a statically linked luaui (Sources/LazyLibXML2/resolve.c;
        // scripts/build-release takes libxml2 off the libraries loaded at start-up).
        .target(name: "LazyLibXML2"),
        .executableTarget(name: "luaui", dependencies: ["LuaBridge", "EditLineShims", "LazyLibXML2"]),
        // The C loops the bridge benchmarks measure their floors with.
        .target(name: "BenchFloors", dependencies: ["CLua"]),
        .executableTarget(name: "luaui-bench", dependencies: ["ViewCore", "Cassowary", "LuaBridge", "CLua", "BenchFloors", "LazyCairo"]),
        // The fuzzer scripts/fuzz runs (Tests/Fuzz).
        .executableTarget(name: "luaui-fuzz", dependencies: ["LuaBridge", "ViewCore"]),
        .testTarget(name: "CassowaryTests", dependencies: [
            "Cassowary", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ViewCoreTests", dependencies: ["ViewCore"]),
        // iOS-style view code, written here, built with `import UIKit` and run.
        .testTarget(name: "UIKitCompatibilityTests", dependencies: ["UIKit", "QuartzCore"]),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "ViewCore", "LazyLibXML2"]),
    ],
    swiftLanguageModes: [.v5]
)
