// maskc-bench: maskc side by side with its alternatives, in one run, as ratios.
//
//   swift run -c release maskc-bench            full run (a few minutes)
//   swift run -c release maskc-bench --quick    seconds, for CI smoke
//   swift run -c release maskc-bench --json     machine-readable
//   swift run -c release maskc-bench --only match,compile
//   maskc-bench --profile-compile N [PATTERN]   compile N times, untimed, for callgrind
//   maskc-bench --profile-load N [PATTERN]      load the compiled bytecode N times, untimed
//   maskc-bench --profile-preset-compile N NAME compile a preset's masks N times, untimed
//   maskc-bench --profile-preset-compile-check N NAME  the masks and the preset's trials made from source
//   maskc-bench --profile-preset-load N NAME    load a preset's file (program and trials) N times
//   maskc-bench --profile-preset-program-load N NAME  the same file's program alone, MaskProgram(bytecode:)
//   maskc-bench --profile-phone [N] NAME TEXT   a phone preset formats TEXT N times (PhoneInput, the country's set)
//   maskc-bench --profile-phone-keystroke [N] TEXT KEY  one key at the end of a PhoneNumberEditor holding TEXT
//   maskc-bench --profile-phone-typing [N] TEXT  + and TEXT's digits typed key by key into a fresh PhoneNumberEditor
//   maskc-bench --profile-phone-suite [N] transform|check|typing  the phone suite's numbers, N passes
//   maskc-bench --profile-match [N] PATTERN|MASK SAMPLE|valid|partial|illegal [strict|optimistic]
//                                               match N times (100,000 unless given), untimed
//   maskc-bench --profile-read N                optimistic match, transform, extract N times
//   maskc-bench --profile-transform N [SAMPLE [typed|inserted [PATTERN]]]  transform with the editing suite's mask (or PATTERN) N times
//   maskc-bench --profile-keystroke N [TEXT KEY [typed|inserted [PATTERN]]] one keystroke at the end of TEXT, N times
//   maskc-bench --profile-set N                 compile the 12-mask phone set N times
//   maskc-bench --profile-regex-compile N [REGEX]  compile a regular expression N times, untimed
//   maskc-bench --profile-format N [INDEX]      run one of the format suite's trials on its text N times
//   maskc-bench --profile-set-match [N] set|alone  match 12 phone samples against the set or one mask
//   maskc-bench --profile-set-count [N] set|alone  count the set suite's 100k phone lines, timed
//   maskc-bench --profile-first-optimistic N [PATTERN]  compile and match optimistically once, N times
//   maskc-bench --profile-set-first-optimistic N        the same with the 12-mask phone set
//   maskc-bench --profile-set-transform N cards|phones|twelve[alone] INPUT   transform with a set
//   maskc-bench --profile-set-keystroke N set|alone                   a keystroke in a set editor
//   maskc-bench --profile-keep N                make the 12 phone masks' keep automata N times
//   maskc-bench --profile-set-first-keystroke N set|alone             an empty editor and its first key, fresh program
//   maskc-bench --time-file-transform FILE ROUNDS CALLS SAMPLE...     transform with a bytecode file, timed: median ns a call
//
// Every figure is the median of several rounds of many calls, after a warm-up; the spread
// column says how noisy the rounds were. Results go through an opaque sink.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()

if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
if let index = arguments.firstIndex(of: "--time-file-transform") {
    TimedFileTransform.run(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-first-optimistic") {
    ProfileLoop.firstOptimisticMatch(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-set-first-optimistic") {
    ProfileLoop.setFirstOptimisticMatch(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}

if let index = arguments.firstIndex(of: "--profile-compile") {
    ProfileLoop.compile(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-match") {
    ProfileLoop.match(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-read") {
    ProfileLoop.read(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-transform") {
    ProfileLoop.transform(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-keystroke") {
    ProfileLoop.keystroke(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-load") {
    ProfileLoop.load(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-set-transform") {
    ProfileLoop.setTransform(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-keep") {
    ProfileLoop.keepAutomata(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-set-first-keystroke") {
    ProfileLoop.setFirstKeystroke(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-set-keystroke") {
    ProfileLoop.setKeystroke(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-set-count") {
    ProfileLoop.setCount(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-set-match") {
    ProfileLoop.setMatch(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-preset-compile-check") {
    ProfileLoop.presetCompileCheck(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-preset-compile") {
    ProfileLoop.presetCompile(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-phone") {
    ProfileLoop.phoneTransform(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-phone-suite") {
    ProfileLoop.phoneSuite(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-phone-typing") {
    ProfileLoop.phoneTyping(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-phone-keystroke") {
    ProfileLoop.phoneKeystroke(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-preset-program-load") {
    ProfileLoop.presetProgramLoad(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-preset-load") {
    ProfileLoop.presetLoad(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-preset") {
    ProfileLoop.preset(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-regex-compile") {
    ProfileLoop.compileRegex(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-format") {
    ProfileLoop.format(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-set") {
    ProfileLoop.compileSet(arguments: Array(arguments[arguments.index(after: index)...]))
    exit(0)
}

let quick = arguments.contains("--quick")
let json = arguments.contains("--json")
var only: Set<String>?
if let index = arguments.firstIndex(of: "--only"), arguments.index(after: index) < arguments.endIndex {
    only = Set(arguments[arguments.index(after: index)].split(separator: ",").map(String.init))
}
let plan = quick ? MeasurementPlan.quick : MeasurementPlan.full

// Memory runs first: the peak is measured as new resident pages, and once other suites have
// run, the allocator hands the compiler pages it already holds (a full run then read 0 KiB).
let suites: [(name: String, run: (MeasurementPlan, inout Report) throws -> Void)] = [
    ("memory", MemorySuite.run),
    ("compile", CompileSuite.run),
    ("match", MatchSuite.run),
    ("scaling", ScalingSuite.run),
    ("bulk", BulkSuite.run),
    ("editing", EditingSuite.run),
    ("trials", TrialsSuite.run),
    ("format", FormatSuite.run),
    ("sets", SetSuite.run),
    ("presets", PresetsSuite.run),
    ("phone", PhoneSuite.run),
]

var report = Report()
do {
    for suite in suites where only?.contains(suite.name) ?? true {
        try suite.run(plan, &report)
    }
} catch {
    print("maskc-bench: error: \(error)")
    exit(2)
}
if json {
    print(report.json(), terminator: "")
} else {
    print("maskc-bench \(quick ? "(quick)" : "(full)"): medians of \(plan.rounds) rounds; peer/maskc > 1 means maskc is faster")
    print(report.text(), terminator: "")
}
