import Glibc

/// `luaui`: UIKit's view and controller core, headless, driven by Lua scripts;
/// its command line is lua5.4's, with luaui's commands and options beside it.
keepStandardStreamNumbers()
let commandLine = (0..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
}
exit(dispatch(commandLine))
