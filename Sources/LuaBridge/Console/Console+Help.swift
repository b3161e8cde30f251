import CLua
import Foundation
@_spi(Bridging) import ViewCore

/// `:help`: the meta-commands, or what the bridge's registry knows of a class
/// (`UIView`), a method (`UIView:layoutSubviews`) or a property (`UIView.frame`).
extension Console {
    func help(_ argument: String) {
        guard !argument.isEmpty else { return print(Self.overview) }
        switch APIReference(runtime: runtime).entry(argument, usage: ":help NAME") {
        case .success(let text): print(text)
        case .failure(let problem): complain(problem.message)
        }
    }

    private static var overview: String {
        let commands = MetaCommand.all.map { command in
            let form = ":" + command.names[0] + (command.argument.isEmpty ? "" : " " + command.argument)
            return "  " + form.padding(toLength: max(form.count + 1, 22), withPad: " ", startingAt: 0) + command.summary
        }
        return """
        Type Lua: an expression prints its value (the first is kept as _), a statement
        runs; locals declared at the prompt live on. After each input the app's run
        loop runs until idle. window and root are the key window and its root controller.
        Tab completes, Ctrl-C clears the line or stops what runs, Ctrl-D quits.

        Commands:
        \(commands.joined(separator: "\n"))
        """
    }

}
