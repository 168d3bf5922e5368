import MaskAnalysis
import MaskVM

/// `maskc disasm`: a readable listing of a bytecode file.
enum DisasmCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "disasm",
        summary: "List a bytecode file: header, sections, classes, states and transitions.",
        sections: [],
        operands: "FILE",
        discussion: """
            The file is read through the same verifying loader as 'maskc match -p': a file it \
            refuses is not listed. Sections this maskc does not know are shown by their size.

            Exit status: 0 on success, 2 on an error.
            """,
        examples: [
            "maskc compile -m '+?7|8(DDD)DDD-?DD-?DD' -o phone.maskc",
            "maskc disasm phone.maskc",
        ])

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        guard arguments.operands.count == 1 else {
            throw ParsedArguments.UsageError(message: arguments.operands.isEmpty ? "give the bytecode FILE" : "give one FILE")
        }
        let path = arguments.operands[0]
        let bytes = try FileAccess.readAll(path, limit: MaskProgram.LoadLimits.default.maximumBytecodeSize)
        let listing: [String]
        do {
            listing = try BytecodeDisassembler.listing(of: bytes)
        } catch {
            throw CommandError(message: "maskc: error: \(path): invalid program: \(error)")
        }
        for line in listing { try terminal.output.write(line + "\n") }
        return ExitStatus.success
    }
}
