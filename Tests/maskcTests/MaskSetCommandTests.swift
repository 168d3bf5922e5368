import Foundation
import Testing

@Suite("maskc with several masks")
struct MaskSetCommandTests {
    static let cards = ["-m", "DDDD DDDD DDDD DDDD", "-m", "3DDD DDDDDD DDDDD"]
    static let phones = ["-m", "+7 (DDD) DDD-DD-DD", "-m", "+1 (DDD) DDD-DDDD", "-m", "+44 DDDD DDDDDD"]

    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("maskc-sets-\(getpid())-\(name)").path
    }

    @Test("match names the masks by 1-based number: complete N, complete N,M, partial N,M, illegal K")
    func matchNumbers() throws {
        let run = try MaskcProcess.run(["match"] + Self.cards + ["3782 822463 10005", "3782", "4111 1111 1111 1111", "3782 8224631"])
        #expect(run.output == "complete 2\npartial 1,2\ncomplete 1\nillegal 11\n")
        #expect(run.status == 1)
        let both = try MaskcProcess.run(["match", "-m", "DD-DD", "-m", "D?D-DD", "-m", "DD-D", "12-34", "12-3"])
        #expect(both.output == "complete 1,2\ncomplete 3\n")
    }

    @Test("one mask prints exactly as before")
    func oneMask() throws {
        let run = try MaskcProcess.run(["match", "-m", "DD", "12", "1", "x"])
        #expect(run.output == "complete\npartial\nillegal 0\n")
    }

    @Test("--masks FILE: NAME PATTERN lines, comments, names in the output; --json adds masks")
    func masksFile() throws {
        let path = temporaryPath("cards.txt")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "# card numbers\nvisa  DDDD DDDD DDDD DDDD\n\namex 3DDD DDDDDD DDDDD\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try MaskcProcess.run(["match", "--masks", path, "3782 822463 10005", "3782"])
        #expect(run.output == "complete amex\npartial visa,amex\n")
        let json = try MaskcProcess.run(["match", "--masks", path, "--json", "3782", "x"])
        #expect(json.output == #"{"sample":"3782","result":"partial","masks":["visa","amex"]}"# + "\n"
            + #"{"sample":"x","result":"illegal","offset":0,"masks":[]}"# + "\n")
        try "visa DDDD\nbad!name DD\n".write(toFile: path, atomically: true, encoding: .utf8)
        let bad = try MaskcProcess.run(["match", "--masks", path, "1"])
        #expect(bad.status == 2)
        #expect(bad.errors.contains(":2: expected NAME PATTERN"))
    }

    /// A masks file saved with CRLF line ends reads as its LF twin: Swift takes "\r\n" as one
    /// Character, so splitting the text on "\n" left the whole file one line (issue 11, CRLF).
    @Test("--masks FILE with CRLF line ends reads as with LF")
    func masksFileCRLF() throws {
        let path = temporaryPath("crlf-phones.txt")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "# phones\r\nru +7(DDD)DDD-DD-DD\r\n\r\nus (DDD) DDD-DDDD\r\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try MaskcProcess.run(["match", "--masks", path, "+7(912)345-67-89", "(555) 123-4567"])
        #expect(run.status == 0)
        #expect(run.output == "complete ru\ncomplete us\n")
        let transform = try MaskcProcess.run(["transform", "--masks", path, "--json", "5551234567"])
        #expect(transform.output.contains(#""text":"(555) 123-4567""#))
        #expect(transform.output.contains(#""mask":"us""#))
    }

    @Test("transform chooses the mask; --json adds it", arguments: [
        ("79123456789", "+7 (912) 345-67-89"),
        ("15551234567", "+1 (555) 123-4567"),
        ("442071234567", "+44 2071 234567"),
    ])
    func transform(input: String, text: String) throws {
        let run = try MaskcProcess.run(["transform"] + Self.phones + [input])
        #expect(run.output == text + "\n")
    }

    @Test("transform --json names the chosen mask")
    func transformJSON() throws {
        let run = try MaskcProcess.run(["transform"] + Self.cards + ["--json", "378282246310005"])
        #expect(run.output == #"{"sample":"378282246310005","text":"3782 822463 10005","complete":true,"droppedLettersAndDigits":0,"dropped":[],"unplaced":[],"mask":2}"# + "\n")
    }

    @Test("compile -m A -m B writes one file; -p gives the same answers")
    func compileSet() throws {
        let path = temporaryPath("cards.maskc")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let compile = try MaskcProcess.run(["compile"] + Self.cards + ["-o", path])
        #expect(compile.status == 0)
        let samples = ["3782 822463 10005", "3782", "4111 1111 1111 1111", "x"]
        let fromFile = try MaskcProcess.run(["match", "-p", path] + samples)
        let fromPatterns = try MaskcProcess.run(["match"] + Self.cards + samples)
        #expect(fromFile.output == fromPatterns.output)
        let extract = try MaskcProcess.run(["extract", "-p", path, "3782 822463 10005"])
        #expect(extract.output == "complete 78282246310005\n")
    }

    @Test("lint warns on a mask never chosen and on overlapping masks, with the shortest common text")
    func lint() throws {
        let run = try MaskcProcess.run(["lint", "-m", "DD-DD", "-m", "D?D-DD", "-m", "DD-DD"])
        #expect(run.output == """
            warning[mask-never-chosen]: mask 3 is never chosen: every text complete in it is complete in a mask ahead of it
            warning[masks-overlap]: masks 1 and 2 overlap: "00-00" is complete in both
            warning[masks-overlap]: masks 1 and 3 overlap: "00-00" is complete in both
            warning[masks-overlap]: masks 2 and 3 overlap: "00-00" is complete in both
            4 warnings

            """)
        #expect(run.status == 1)
        // Each mask's own warnings come under its name or number.
        let cards = try MaskcProcess.run(["lint"] + Self.cards)
        #expect(cards.output.hasPrefix("mask 2:\nmask:1:1: warning: literal '3' may swallow data"))
        let clean = try MaskcProcess.run(["lint", "-m", "DD", "-m", "XX"])
        #expect(clean.output == "")
        #expect(clean.status == 0)
    }

    @Test("why says which masks are still possible and why the others stopped")
    func why() throws {
        let run = try MaskcProcess.run(["why"] + Self.cards + ["3782 8224 6"])
        #expect(run.output == """
            partial, still possible: 1
              mask 1: partial: expected a digit at 11, found the end of the text
              mask 2: illegal: expected a digit at 9, found ' '

            """)
    }

    @Test("why names number ranges in each mask's line, wherever they stand")
    func whyWithRanges() throws {
        let dates = ["-m", "<01-31>.<01-12>", "-m", "<1-12>/<1-31>?", "-m", "D{2}-<01-12>|[A-F]"]
        let run = try MaskcProcess.run(["why"] + dates + ["13", "1x", "12-3"])
        #expect(run.output == """
            partial, still possible: 1,3
              mask 1: partial: expected '.' at 2, found the end of the text
              mask 2: illegal: expected a number from 1 to 12 (a digit 0–2) or '/' at 1, found '3'
              mask 3: partial: expected '-' at 2, found the end of the text
            illegal 1: no mask can take it
              mask 1: illegal: expected a number from 01 to 31 (a digit) at 1, found 'x'
              mask 2: illegal: expected a number from 1 to 12 (a digit 0–2) or '/' at 1, found 'x'
              mask 3: illegal: expected a digit at 1, found 'x'
            illegal 3: no mask can take it
              mask 1: illegal: expected '.' at 2, found '-'
              mask 2: illegal: expected '/' at 2, found '-'
              mask 3: illegal: expected a number from 01 to 12 (a digit 0–1) or a letter A–F at 3, found '3'

            """)
        #expect(run.status == 1)
    }

    @Test("explain explains each mask of a set")
    func explain() throws {
        let run = try MaskcProcess.run(["explain", "-m", "DD", "-m", "XX"])
        #expect(run.output.hasPrefix("mask 1:\npattern: DD\n"))
        #expect(run.output.contains("\nmask 2:\npattern: XX\n"))
    }

    @Test("a bad mask in a set is named, with its caret, though the set is compiled once", arguments: ["match", "transform", "lint"])
    func badMaskNamed(command: String) throws {
        let run = try MaskcProcess.run([command, "-m", "DD", "-m", "DDB", "-m", "DB"] + (command == "lint" ? [] : ["12"]))
        #expect(run.errors == """
            mask 2:
            mask:1:3: error: unexpected character 'B'; expected a class (D, X, U, L, A), a set, a range, a digit, a symbol or an escape
            1 | DDB
              |   ^
            help: to take 'B' as a literal, escape it ('\\B') or add it to the symbols (maskc: --add-symbols 'B')

            """)
        #expect(run.status == 2)
        // One file for each case: the cases run in parallel, and each removes its own.
        let path = temporaryPath("bad-\(command).txt")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "ok DD\nbad D{3\n".write(toFile: path, atomically: true, encoding: .utf8)
        let named = try MaskcProcess.run(["match", "--masks", path, "12"])
        #expect(named.errors.hasPrefix("mask bad:\nmask:1:2: error: '{' opens a count that is never closed; expected '}'\n1 | D{3\n  |  ^\n"))
        #expect(named.status == 2)
    }

    @Test("more masks than a set takes: a bad mask among them is still reported first")
    func tooManyMasks() throws {
        let masks = (0..<70).flatMap { ["-m", $0 == 66 ? "DB" : "DD"] }
        let bad = try MaskcProcess.run(["match"] + masks + ["12"])
        #expect(bad.errors.hasPrefix("mask 67:\nmask:1:2: error: unexpected character 'B'"))
        let good = try MaskcProcess.run(["match"] + (0..<70).flatMap { _ in ["-m", "DD"] } + ["12"])
        #expect(good.errors.contains("a set needs 1 to 64 masks, not 70"))
        #expect(good.status == 2)
    }
}
