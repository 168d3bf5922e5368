/// Dispatches a command line to its command and turns every error into a message on
/// standard error and exit status 2.
enum CommandLineTool {
    static func run(_ arguments: [String], terminal: Terminal) -> Int32 {
        let status = dispatch(arguments, terminal: terminal)
        try? terminal.errors.flush()
        return status
    }

    private static func dispatch(_ arguments: [String], terminal: Terminal) -> Int32 {
        func fail(_ message: String) -> Int32 {
            try? terminal.output.flush()
            try? terminal.errors.write(message.hasSuffix("\n") ? message : message + "\n")
            return ExitStatus.error
        }
        guard let first = arguments.first, !["-h", "--help"].contains(first), first != "help" || arguments.count > 1 else {
            try? terminal.output.write(CommandList.overview)
            try? terminal.output.flush()
            return arguments.isEmpty ? ExitStatus.error : ExitStatus.success
        }
        let name = first == "help" ? arguments[1] : first
        guard let (command, rest) = CommandList.named(name, arguments: Array(arguments.dropFirst())) else {
            return fail("maskc: error: unknown command '\(name)'; run 'maskc --help' for the list")
        }
        do {
            let parsed = try ParsedArguments(rest, spec: command.spec)
            if parsed.wantsHelp || first == "help" {
                try terminal.output.write(command.spec.help)
                try terminal.output.flush()
                return ExitStatus.success
            }
            let status = try command.run(parsed, terminal)
            try terminal.output.flush()
            return status
        } catch let error as ParsedArguments.UsageError {
            return fail("maskc \(command.spec.name): error: \(error.message)\nRun 'maskc \(command.spec.name) --help' for usage.")
        } catch let error as CommandError {
            return fail(error.message)
        } catch is OutputBuffer.Closed {
            // The reader stopped reading (`maskc ... | head -1`): not worth a message.
            return ExitStatus.error
        } catch let error as OutputBuffer.Failed {
            return fail("maskc: error: cannot write output: \(error.message)")
        } catch {
            return fail("maskc: error: \(error)")
        }
    }
}
