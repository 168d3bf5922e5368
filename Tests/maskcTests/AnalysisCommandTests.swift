import Foundation
import Testing

@Suite("maskc explain, lint, why, dot, disasm, equiv, sample")
struct AnalysisCommandTests {
    private static let phone = "+?7|8(DDD)DDD-?DD-?DD"

    @Test("explain prints the report and exits 0")
    func explain() throws {
        let run = try MaskcProcess.run(["explain", "-m", "X?-|+D"])
        #expect(run.status == 0)
        #expect(run.output == """
            pattern: X?-|+D
            canonical: X?-|+D
            tree:
              mask
              ├─ optional
              │  └─ letter
              ├─ alternative
              │  ├─ literal "-"
              │  └─ literal "+"
              └─ digit
            text length: 2 to 3 characters
            value length: 1 to 2 characters
            placeholder: "_-_"
            NFA: 7 states, 5 byte classes
            DFA: 5 states from the subset construction, 5 minimal (dead state included)
            optimistic: DFA, 5 states, 4 classes
            byte classes: 4
              c0 [^+\\-0-9A-Za-z]
              c1 [+\\-]
              c2 [0-9]
              c3 [A-Za-z]
            bytecode: 1072 bytes
            warnings: none

            """)
        #expect(try MaskcProcess.run(["explain", "-m", "D??"]).status == 2)
    }

    @Test("lint exits 1 with warnings, 0 when clean, 2 on a pattern error")
    func lint() throws {
        let warned = try MaskcProcess.run(["lint", "-m", "7|7D"])
        #expect(warned.status == 1)
        #expect(warned.output == """
            mask:1:1: warning: both branches of '7|7' accept the same texts; the right branch '7' is never used
            1 | 7|7D
              | ^~~
            mask:1:1: warning: literal '7|7' may swallow data: when it is left out, '7' typed as the first character of 'D' at column 4 is read as this literal
            1 | 7|7D
              | ^~~
            2 warnings

            """)
        let clean = try MaskcProcess.run(["lint", "-m", "DD.DD.DDDD"])
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty)
        let broken = try MaskcProcess.run(["lint", "-m", "D??"])
        #expect(broken.status == 2)
        #expect(broken.errors.hasPrefix("mask:1:3: error: '?' repeated"))
    }

    @Test("why gives the reason per sample, from operands or standard input, with -m or -p")
    func why() throws {
        let run = try MaskcProcess.run(["why", "-m", Self.phone, "+7(123)456a", "8(12", "+7(123)456-78-90", "€"])
        #expect(run.output == """
            illegal: expected a digit or '-' at 10, found 'a'
            partial: expected a digit at 4, found the end of the text
            complete
            illegal: expected '+', '7' or '8' at 0, found '€' (U+20AC)

            """)
        #expect(run.status == 1)
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try MaskcProcess.run(["compile", "-m", "DD?", "-o", file.path]).status == 0)
        let piped = try MaskcProcess.run(["why", "-p", file.path], input: "12\n1x\n")
        #expect(piped.output == "complete\nillegal: expected a digit or the end of the text at 1, found 'x'\n")
        #expect(try MaskcProcess.run(["why", "-m", "DD?", "12"]).status == 0)
    }

    @Test("dot prints a graph of the DFA or the NFA")
    func dot() throws {
        let dfa = try MaskcProcess.run(["dot", "-m", "DD?"])
        #expect(dfa.status == 0)
        #expect(dfa.output.hasPrefix("digraph mask {\n"))
        #expect(dfa.output.contains("  s3 -> s1 [label=\"[0-9]\"];\n"))
        let nfa = try MaskcProcess.run(["dot", "--nfa", "-m", "DD?"])
        #expect(nfa.output.contains("[label=\"ε2\", style=dashed]"))
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try MaskcProcess.run(["compile", "-m", "DD?", "-o", file.path])
        #expect(try MaskcProcess.run(["dot", "-p", file.path]).output == dfa.output)
        let refused = try MaskcProcess.run(["dot", "--nfa", "-p", file.path])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("--nfa needs -m PATTERN"))
    }

    @Test("disasm lists a compiled file, and refuses a corrupt one")
    func disasm() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try MaskcProcess.run(["compile", "-m", "DD?", "-o", file.path])
        let run = try MaskcProcess.run(["disasm", file.path])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("maskc bytecode version 1, 976 bytes, CRC-32 0x9B5F99AF (verified)\n"))
        #expect(run.output.contains("    s3 start: c1 [0-9] -> s1\n"))
        var bytes = try Data(contentsOf: file)
        bytes[100] ^= 1
        try bytes.write(to: file)
        let corrupt = try MaskcProcess.run(["disasm", file.path])
        #expect(corrupt.status == 2)
        #expect(corrupt.errors.contains("checksum mismatch"))
        #expect(try MaskcProcess.run(["disasm"]).status == 2)
    }

    @Test("equiv: equivalent exits 0, different prints the shortest difference and exits 1")
    func equiv() throws {
        let same = try MaskcProcess.run(["equiv", "-m", "D|7", "-m", "D"])
        #expect(same.output == "equivalent\n")
        #expect(same.status == 0)
        let different = try MaskcProcess.run(["equiv", "-m", "+?7|8(DDD)", "-m", "7|8(DDD)"])
        #expect(different.output == "different: \"+7(000)\" is accepted by mask 1 only\n")
        #expect(different.status == 1)
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try MaskcProcess.run(["compile", "-m", "DD", "-o", file.path])
        #expect(try MaskcProcess.run(["equiv", "-m", "DD?", "-p", file.path]).output == "different: \"0\" is accepted by mask 1 only\n")
        let one = try MaskcProcess.run(["equiv", "-m", "D"])
        #expect(one.status == 2)
        #expect(one.errors.contains("give exactly two masks"))
    }

    @Test("sample: shortest first by default, reproducible random texts with --seed")
    func sample() throws {
        #expect(try MaskcProcess.run(["sample", "-m", "7|8D?", "-n", "4"]).output == "7\n8\n70\n71\n")
        let random = try MaskcProcess.run(["sample", "-m", Self.phone, "-n", "5", "--seed", "42"])
        #expect(random.status == 0)
        #expect(random.output == """
            +7(896)590-0595
            +8(411)990-3276
            +7(727)754-2293
            8(092)046-52-76
            +8(156)2791239

            """)
        let check = try MaskcProcess.run(["match", "-m", Self.phone, "--count"], input: random.output)
        #expect(check.output == "5\n")
        #expect(try MaskcProcess.run(["sample", "-m", "D", "-n", "x"]).status == 2)
    }

    @Test("every analysis command is listed in the overview and has help")
    func help() throws {
        let overview = try MaskcProcess.run(["--help"]).output
        for name in ["explain", "lint", "why", "dot", "disasm", "equiv", "sample"] {
            #expect(overview.contains("\n  \(name) "), "\(name)")
            let help = try MaskcProcess.run([name, "--help"])
            #expect(help.status == 0)
            #expect(help.output.hasPrefix("maskc \(name): "))
        }
    }

    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("maskc-analysis-\(UUID().uuidString).maskc")
    }
}
