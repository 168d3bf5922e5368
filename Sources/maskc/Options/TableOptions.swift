import MaskTables

/// The options of `maskc check --rules` and `maskc transform --rules`: the rules, how the
/// table is written, and what is reported.
struct TableOptions: OptionGroup {
    static let rules = Option<String>("--rules", valueName: "RULES.json", help: "The rules: a JSON object from column name to rule (docs/bulk.md).")
    static let jsonLines = Flag("--jsonl", help: "The input is JSON Lines, one object a line (default: CSV with a header row).")
    static let delimiter = Option<UInt8>(
        "--delimiter", valueName: "CHAR", help: "The CSV field delimiter: one ASCII character, or 'tab' (default ',').",
        expectation: "one ASCII character other than '\"', CR and LF, or 'tab'"
    ) { text in
        if text == "tab" || text == "\\t" { return 0x09 }
        guard text.utf8.count == 1, let byte = text.utf8.first, byte < 0x80, ![0x22, 0x0A, 0x0D].contains(byte) else { return nil }
        return byte
    }
    static let summary = Flag("--summary", help: "At the end, per-column counts (checked, passed, failed, blank) on standard error.")
    static let summaryJSON = Flag("--summary-json", help: "The counts as the last JSON line of the output instead (also spelled --summary=json).")
    static let strict = Flag("--strict", help: "Stop with exit status 2 at the first malformed record (default: report it and go on).")
    static let jobs = Option<Int>("--jobs", valueName: "N", help: "Judge on N threads (default: one a processor, up to 8, when every input is a file, standard input redirected from one included; 1 for a pipe); the output is the same, in the same order.", in: 1...256)
    static let maximumRecord = Option<Int>(
        "--max-record", valueName: "BYTES", help: "Longest record read (default 16777216, at most 2147483647); a longer one stops the run with exit status 2.",
        in: 1...CSVField.maximumOffset)

    static let section = OptionSection(
        [rules.declaration],
        usage: rules.declaration.usage) + OptionSection([jsonLines.declaration, delimiter.declaration, summary.declaration, summaryJSON.declaration,
                                                          strict.declaration, jobs.declaration, maximumRecord.declaration])
    static let operands = "[--] [FILE ...]"

    let rulesPath: String
    let format: TableFormat
    let summary: SummaryStyle
    let strict: Bool
    let jobs: Int
    let maximumRecord: Int
    let files: [String]

    enum SummaryStyle { case none, text, json }

    /// Reads the options, standard input being the process's (descriptor 0).
    init(parsing arguments: ParsedArguments) throws {
        try self.init(parsing: arguments, standardInput: 0)
    }

    /// Reads the options; `standardInput` is the descriptor standard input is read from, looked
    /// at for `--jobs`' default (``defaultJobs(readsAStream:processors:)``).
    init(parsing arguments: ParsedArguments, standardInput: Int32) throws {
        guard let path = try arguments.value(Self.rules) else { throw ParsedArguments.UsageError(message: "give the rules with --rules RULES.json") }
        rulesPath = path
        let delimiter = try arguments.value(Self.delimiter)
        if arguments[Self.jsonLines] {
            if delimiter != nil { throw ParsedArguments.UsageError(message: "--delimiter applies to CSV, not to --jsonl") }
            format = .jsonLines
        } else {
            format = .csv(CSVScanner(delimiter: delimiter ?? UInt8(ascii: ",")))
        }
        summary = arguments[Self.summaryJSON] ? .json : arguments[Self.summary] ? .text : .none
        strict = arguments[Self.strict]
        maximumRecord = try arguments.value(Self.maximumRecord) ?? 1 << 24
        files = arguments.operands
        let readsStandardInput = files.isEmpty || files.contains("-")
        let readsAStream = readsStandardInput && SystemCalls.regularFileSizeFromStart(standardInput) == nil
        jobs = try arguments.value(Self.jobs)
            ?? Self.defaultJobs(readsAStream: readsAStream, processors: SystemCalls.onlineProcessors)
    }

    /// `--jobs` when it is not given. A file is read as fast as it can be judged, so every
    /// processor helps (up to 8), and so does standard input redirected from a file, which is
    /// mapped like a named one; a pipe or a terminal may be slow, where one thread keeps up and
    /// more only wait, and a pipe is most often one of several processes that already use the
    /// cores (Spark's executors run one a core).
    ///
    /// ```swift
    /// TableOptions.defaultJobs(readsAStream: false, processors: 4)   // 4
    /// TableOptions.defaultJobs(readsAStream: true, processors: 4)    // 1
    /// ```
    static func defaultJobs(readsAStream: Bool, processors: Int) -> Int {
        readsAStream ? 1 : min(max(1, processors), 8)
    }

    /// `--summary=json` as the parser reads it: the flag `--summary-json`.
    static func respelled(_ arguments: [String]) -> [String] {
        arguments.map { $0 == "--summary=json" ? "--summary-json" : $0 == "--summary=text" ? "--summary" : $0 }
    }
}
