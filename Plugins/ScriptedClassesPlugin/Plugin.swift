import Foundation
import PackagePlugin

/// Generates LuaBridge's stand-in classes at build time from
/// ScriptedClassesGenerator's tables, so that no generated file is committed
/// and none can drift from its generator.
@main
struct ScriptedClassesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let generator = try context.tool(named: "ScriptedClassesGenerator")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("ScriptedClasses.swift")
        return [.buildCommand(
            displayName: "Generating LuaBridge's scripted classes",
            executable: generator.url,
            arguments: [output.path],
            inputFiles: [generator.url],
            outputFiles: [output])]
    }
}
