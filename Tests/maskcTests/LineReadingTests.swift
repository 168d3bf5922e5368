import Foundation
import Testing

/// What every command that reads lines shares: CRLF line ends and `--max-line`.
@Suite("Reading lines")
struct LineReadingTests {
    static let phone = "+?7|8(DDD)DDD-?DD-?DD"
    static let crlf = "+7(123)456-78-90\r\n8(123)4567890\r\n+7(12a\r\n"

    @Test("a CR before LF belongs to the line end in every command that reads lines", arguments: [
        (["match"], "complete\ncomplete\nillegal 5\n"),
        (["match", "--jobs", "2"], "complete\ncomplete\nillegal 5\n"),
        (["match", "--count"], "2\n"),
        (["match", "--count", "--jobs", "2"], "2\n"),
        (["match", "--optimistic", "--count"], "2\n"),
        (["transform"], "+7(123)456-78-90\n8(123)4567890\n+7(12\n"),
        (["extract"], "complete 1234567890\ncomplete 1234567890\npartial 12\n"),
        (["why"], "complete\ncomplete\nillegal: expected a digit at 5, found 'a'\n"),
    ] as [([String], String)])
    func carriageReturnLineFeed(arguments: [String], output: String) throws {
        let run = try MaskcProcess.run([arguments[0], "-m", Self.phone] + arguments.dropFirst(), input: Self.crlf)
        #expect(run.output == output)
        #expect(run.errors == "")
    }

    @Test("--keep-cr keeps the CR in the sample", arguments: [
        (["match"], "illegal 16\nillegal 13\nillegal 5\n"),
        (["match", "--count"], "0\n"),
        (["match", "--count", "--jobs", "2"], "0\n"),
    ] as [([String], String)])
    func keepCarriageReturn(arguments: [String], output: String) throws {
        let run = try MaskcProcess.run([arguments[0], "-m", Self.phone, "--keep-cr"] + arguments.dropFirst(), input: Self.crlf)
        #expect(run.output == output)
    }

    /// Under --keep-cr the CR is the sample's: transform and extract read it as a character
    /// the mask takes nowhere (dropped, reported), why names it.
    @Test("--keep-cr keeps the CR for transform, extract and why too")
    func keepCarriageReturnReading() throws {
        let transform = try MaskcProcess.run(["transform", "-m", Self.phone, "--keep-cr", "--json"], input: "+7(123)456-78-90\r\n")
        #expect(transform.output == #"{"sample":"+7(123)456-78-90\r","text":"+7(123)456-78-90","complete":true,"droppedLettersAndDigits":0,"dropped":[16],"unplaced":[]}"# + "\n")
        let extract = try MaskcProcess.run(["extract", "-m", Self.phone, "--keep-cr", "--json"], input: "+7(123)456-78-90\r\n")
        #expect(extract.output.hasPrefix(#"{"sample":"+7(123)456-78-90\r","value":"1234567890""#), "\(extract.output)")
        let why = try MaskcProcess.run(["why", "-m", Self.phone, "--keep-cr"], input: "+7(123)456-78-90\r\n")
        #expect(why.output == "illegal: expected the end of the text at 16, found '\\r'\n")
    }

    @Test("check reads CRLF lines the same way")
    func check() throws {
        let run = try MaskcProcess.run(["check", "--trial", "length", "--is", "2"], input: "ab\r\nabc\r\n")
        #expect(run.output == "pass\nfail: has the wrong length (exactly 2 characters)\n")
        let kept = try MaskcProcess.run(["check", "--trial", "length", "--is", "2", "--keep-cr"], input: "ab\r\n")
        #expect(kept.output.hasPrefix("fail"))
    }

    @Test("--max-line never changes an answer silently: transform, extract, why and match refuse a cut line, exit 2",
          arguments: [
        (["transform", "-m", "+7(DDD)DDD"], "7123456\n", "not judged: longer than --max-line\n+7(123)456\n"),
        (["transform", "-m", "+7(DDD)DDD", "--json"], "7123456\n",
         "{\"result\":\"not judged\",\"truncated\":true,\"length\":2000000}\n{\"sample\":\"7123456\",\"text\":\"+7(123)456\""),
        (["extract", "-m", "+7(DDD)DDD"], "7123456\n", "not judged: longer than --max-line\ncomplete 123456\n"),
        (["extract", "-m", "+7(DDD)DDD", "--json"], "7123456\n",
         "{\"result\":\"not judged\",\"truncated\":true,\"length\":2000000}\n{\"sample\":\"7123456\""),
        (["why", "-m", "+7(DDD)DDD"], "+7(123)456\n", "not judged: longer than --max-line\ncomplete\n"),
    ] as [([String], String, String)])
    func maximumLine(arguments: [String], tail: String, output: String) throws {
        // Five megabytes of noise, then a phone: judging the cut prefix would print an empty text.
        let input = String(repeating: " ", count: 1_999_990) + "7123456789" + "\n" + tail
        let run = try MaskcProcess.run(arguments + ["--max-line", "1000"], input: input)
        #expect(run.status == 2)
        #expect(run.output.hasPrefix(output), "\(run.output.prefix(300))")
        #expect(run.errors.contains("sample 1 is 2000000 bytes, longer than --max-line; not judged"), "\(run.errors)")
    }

    @Test("match: a cut line whose kept bytes are still viable is not judged, not printed as their verdict")
    func matchCutLine() throws {
        let run = try MaskcProcess.run(["match", "-m", "DDDDDDDD", "--max-line", "4"], input: "12345678\n1234\n12a\n")
        #expect(run.output == "not judged: longer than --max-line\npartial\nillegal 2\n")
        #expect(run.status == 2)
        #expect(run.errors.contains("sample 1 is 8 bytes"))
        let json = try MaskcProcess.run(["match", "-m", "DDDDDDDD", "--max-line", "4", "--json", "--jobs", "2"], input: "12345678\n")
        #expect(json.output == "{\"result\":\"not judged\",\"truncated\":true,\"length\":8}\n")
        #expect(json.status == 2)
    }

    /// --max-line bounds the lines a command stores; counting stores none, so it has nothing
    /// to cut and judges each line whole, as its --help says (and the JS runtime's CLI does).
    @Test("match --count judges lines longer than --max-line whole, and says so in --help")
    func countJudgesLongLinesWhole() throws {
        let run = try MaskcProcess.run(["match", "-m", "D{1,20}", "--max-line", "5", "--count"], input: "1234567890\n12\n123456789012345678901\n")
        #expect(run.output == "2\n")
        #expect(run.status == 1)
        #expect(run.errors.isEmpty)
        let help = try MaskcProcess.run(["match", "--help"])
        #expect(help.output.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
            .contains("match --count stores no line, so it judges every line whole, at any length."))
    }
}
