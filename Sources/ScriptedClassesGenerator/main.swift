import Foundation

// ScriptedClassesGenerator OUTPUT: writes the stand-in classes (Emitter.swift)
// for the tables in Tables.swift to OUTPUT. Run by the ScriptedClassesPlugin
// build plugin for the LuaBridge target; the output is never committed.

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: ScriptedClassesGenerator OUTPUT\n".utf8))
    exit(2)
}
var emitter = Emitter()
emitter.emitFile()
let text = emitter.lines.joined(separator: "\n") + "\n"
let output = URL(fileURLWithPath: CommandLine.arguments[1])
// Rewriting an unchanged file would make the build recompile its target.
if (try? String(contentsOf: output, encoding: .utf8)) != text {
    do {
        try text.write(to: output, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("ScriptedClassesGenerator: \(error)\n".utf8))
        exit(1)
    }
}
