// swift-tools-version: 6.0
// maskc: input masks compiled to minimal DFAs and run by a small VM.
// No package dependencies: the Swift toolchain only.
import PackageDescription

let package = Package(
    name: "maskc",
    // The toolchain's Regex (`Trial.format`, in MaskTrials) needs macOS 13 / iOS 16; nothing
    // else does. Publishing a program's automata on first use across threads takes C11 atomics
    // (CMaskAtomics), not the Synchronization module and its macOS 15 / iOS 18.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16), .visionOS(.v1)],
    products: [
        .library(name: "MaskLexer", targets: ["MaskLexer"]),
        .library(name: "MaskCompiler", targets: ["MaskCompiler"]),
        .library(name: "MaskVM", targets: ["MaskVM"]),
        .library(name: "MaskAnalysis", targets: ["MaskAnalysis"]),
        .library(name: "MaskRegex", targets: ["MaskRegex"]),
        .library(name: "MaskTrials", targets: ["MaskTrials"]),
        .library(name: "MaskTrialsCore", targets: ["MaskTrialsCore"]),
        .library(name: "MaskPresets", targets: ["MaskPresets"]),
        .library(name: "MaskTables", targets: ["MaskTables"]),
        .executable(name: "maskc", targets: ["maskc"]),
    ],
    targets: [
        // Tokens, AST and diagnostics of the mask language. Standard library only.
        .target(name: "MaskLexer"),
        // The runtime: programs, the bytecode loader, the matching VM, the parallel line
        // scanner. Standard library (and Dispatch, for threads) only, so an app that ships
        // bytecode links nothing else.
        .target(name: "MaskVM", dependencies: ["CMaskAtomics", "CMaskCRC32"]),
        // One atomic word in C11 <stdatomic.h>, for MaskVM's PublishedOnce: no package
        // dependency, and no Synchronization module (which needs macOS 15 / iOS 18).
        .target(name: "CMaskAtomics"),
        // CRC-32 folded with the processor's carry-less multiply where there is one (x86-64),
        // for the loader's checksum pass; MaskVM's tables do the rest, and everything elsewhere.
        .target(name: "CMaskCRC32"),
        // Pattern -> AST -> NFA -> DFA -> minimal DFA -> MaskProgram.
        .target(name: "MaskCompiler", dependencies: ["MaskLexer", "MaskVM"]),
        // Regular expressions (the regular subset of Swift Regex syntax) -> NFA -> the
        // compiler's DFA stages -> MaskProgram: a second front end for the same VM.
        .target(name: "MaskRegex", dependencies: ["MaskLexer", "MaskCompiler", "MaskVM"]),
        // Understanding a mask (or a regular expression): explain, lint, DOT graphs,
        // disassembly, equivalence, samples. Standard library only, so an app or an IDE can link it.
        .target(name: "MaskAnalysis", dependencies: ["MaskCompiler", "MaskLexer", "MaskVM", "MaskRegex"]),
        // Validation predicates (trials) and the form validator, on top of the VM, and a
        // preset's whole check read from its bytecode file. No compiler, so an app that ships
        // bytecode links MaskVM and this alone (MaskLexer only for `PatternError` in `TrialError`).
        .target(name: "MaskTrialsCore", dependencies: ["MaskLexer", "MaskVM"]),
        // Everything in MaskTrialsCore (re-exported) and the two trials made from a pattern:
        // `Trial.mask(_:)` compiles a mask; `.format` compiles through MaskRegex, and runs an
        // expression outside its subset on the toolchain's own Regex where allowed.
        .target(name: "MaskTrials", dependencies: ["MaskTrialsCore", "MaskCompiler", "MaskLexer", "MaskVM", "MaskRegex"]),
        // Ready masks with their trials (card, iban, phone, dates, ...), as data with sources.
        // MaskRegex (already linked through MaskTrials) compiles libphonenumber's national-number
        // patterns, which decide whether a trunk prefix after the country code is taken off.
        .target(name: "MaskPresets", dependencies: ["MaskCompiler", "MaskVM", "MaskRegex", "MaskTrials"]),
        // Tables as bytes: CSV records split into fields and JSON Lines objects into members,
        // streamed with bounded memory and no String per field. Standard library only.
        .target(name: "MaskTables"),
        // The command-line face: argument handling and I/O only.
        .executableTarget(name: "maskc", dependencies: ["MaskLexer", "MaskCompiler", "MaskVM", "MaskRegex", "MaskAnalysis", "MaskTrials", "MaskPresets", "MaskTables"]),

        // The benchmark suite: `swift run -c release maskc-bench [--quick] [--json]`.
        .executableTarget(
            name: "maskc-bench",
            dependencies: ["MaskLexer", "MaskCompiler", "MaskVM", "MaskRegex", "MaskTrials", "MaskAnalysis", "MaskPresets"],
            path: "Benchmarks/maskc-bench"),

        // What the test targets share: a seeded generator, finding tools outside the toolchain,
        // and skipping visibly where they are missing (MASKC_REQUIRE_TOOLS=1 makes a missing
        // tool a failure).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "MaskLexerTests", dependencies: ["MaskLexer"]),
        .testTarget(name: "MaskRegexTests", dependencies: ["MaskRegex", "MaskCompiler", "MaskLexer", "MaskVM", "TestSupport"]),
        .testTarget(name: "MaskCompilerTests", dependencies: ["MaskCompiler", "MaskLexer", "MaskVM", "TestSupport"]),
        .testTarget(name: "MaskVMTests", dependencies: ["MaskVM", "MaskCompiler", "MaskLexer", "TestSupport"]),
        .testTarget(name: "MaskAnalysisTests", dependencies: ["MaskAnalysis", "MaskCompiler", "MaskLexer", "MaskVM", "MaskRegex", "TestSupport"]),
        // Stands for an app that ships bytecode: MaskVM and MaskTrialsCore, never MaskCompiler.
        .testTarget(name: "MaskTrialsCoreTests", dependencies: ["MaskTrialsCore", "MaskVM"]),
        .testTarget(name: "MaskTrialsTests", dependencies: ["MaskTrials", "MaskCompiler", "MaskLexer", "MaskVM", "TestSupport"]),
        .testTarget(name: "MaskTablesTests", dependencies: ["MaskTables", "TestSupport"]),
        .testTarget(name: "MaskPresetsTests", dependencies: ["MaskPresets", "MaskTrials", "MaskCompiler", "MaskVM", "MaskAnalysis", "TestSupport"]),
        // Every ```swift block of README.md and docs/, compiled as shown, imports included: each
        // in a file that imports what the block imports and nothing more, its statements wrapped
        // in a function (DocSnippetMirrorTests checks that the copies are the documents' lines).
        // Member import visibility makes a file's imports the whole truth: without it, a method
        // of a module that another file imports would compile here and not in an app.
        .testTarget(
            name: "DocSnippetsTests",
            dependencies: ["MaskCompiler", "MaskLexer", "MaskVM", "MaskTrials", "MaskTrialsCore", "MaskPresets"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // Runs the built `maskc` binary as a child process; depending on it makes `swift test` build it.
        // The libraries write files no command writes (a phone reading with other masks).
        .testTarget(name: "maskcTests", dependencies: ["maskc", "TestSupport", "MaskCompiler", "MaskPresets", "MaskTrials"]),
    ]
)
