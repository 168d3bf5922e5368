import Dispatch
import MaskCompiler
import MaskLexer
import MaskVM
import Testing
import TestSupport

/// One program shared by many threads must give exactly the serial results. Run under
/// ThreadSanitizer in CI (`swift test --sanitize=thread`), this also proves there is no
/// data race in matching.
@Suite("Concurrency")
struct ConcurrencyTests {
    static let samples: [String] = {
        var random = RandomMasks(seed: 99)
        let ast = try! MaskParser.parse("+?7|8(DDD)DDD-?DD-?DD")
        return (0..<2_000).map { _ in String(decoding: random.sample(for: ast), as: UTF8.self) }
    }()

    @Test("a program shared across threads with Dispatch gives the serial results")
    func dispatch() throws {
        let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        let serial = Self.samples.map { program.match($0) }
        let results = Slots<MatchResult>(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            results.store(Self.samples.map { program.match($0) }, at: worker)
        }
        for worker in 0..<8 { #expect(results.value(at: worker) == serial) }
    }

    @Test("threads racing on a fresh program's first walks (which make its pair table) give the serial results")
    func racingFirstWalks() throws {
        let reference = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        let serial = Self.samples.map { reference.match($0) }
        for _ in 0..<20 {
            let fresh = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
            let results = Slots<MatchResult>(count: 4)
            DispatchQueue.concurrentPerform(iterations: 4) { worker in
                results.store(Self.samples.map { fresh.match($0) }, at: worker)
            }
            for worker in 0..<4 { #expect(results.value(at: worker) == serial) }
        }
    }

    @Test("a program shared across tasks gives the serial results, loaded bytecode included")
    func tasks() async throws {
        let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        let loaded = try MaskProgram(bytecode: program.bytecode)
        let serial = Self.samples.map { program.match($0) }
        let parallel = await withTaskGroup(of: [MatchResult].self) { group in
            for task in 0..<8 {
                let shared = task % 2 == 0 ? program : loaded
                group.addTask { Self.samples.map { shared.match($0) } }
            }
            var all: [[MatchResult]] = []
            for await results in group { all.append(results) }
            return all
        }
        #expect(parallel.count == 8)
        for results in parallel { #expect(results == serial) }
    }

    @Test("a program's first reading, raced by many threads, publishes one set of deferred automata and gives the serial results")
    func racedFirstUse() throws {
        let reference = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        let samples = Array(Self.samples.prefix(300))
        let serial = samples.map { ReadingOutcome(reference, $0) }
        let bytecode = reference.bytecode
        // Fresh programs each round, untouched until the workers start, compiled and loaded:
        // every worker's first call races to make the automata or the tables.
        for round in 0..<4 {
            let fresh = round % 2 == 0 ? try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD") : try MaskProgram(bytecode: bytecode)
            let results = Slots<ReadingOutcome>(count: 8)
            let bytecodes = Slots<[UInt8]>(count: 8)
            DispatchQueue.concurrentPerform(iterations: 8) { worker in
                // Each worker starts on a different operation, so first uses differ.
                let rotated = Array(samples[(worker * 37)...] + samples[..<(worker * 37)])
                if worker % 3 == 0 { bytecodes.store([fresh.bytecode], at: worker) }
                results.store(rotated.map { ReadingOutcome(fresh, $0) }, at: worker)
            }
            for worker in 0..<8 {
                let rotated = Array(serial[(worker * 37)...] + serial[..<(worker * 37)])
                #expect(results.value(at: worker) == rotated)
                if worker % 3 == 0 { #expect(bytecodes.value(at: worker) == [bytecode]) }
            }
        }
    }

    /// A loaded set defers each mask's reading parts to a builder holding the verified bytes
    /// of its reading automaton, and its choice bounds to a slot of its own: threads racing on
    /// the first transform each may make them, and every thread sees one result.
    @Test("a loaded set's first reading, raced by many threads, publishes one set of masks' parts and gives the serial results")
    func racedFirstUseOfLoadedSet() throws {
        let masks = [MaskDefinition("DDDDD", name: "zip"), MaskDefinition("DDDDD-DDDD", name: "zip+4")]
        let reference = try MaskCompiler.compile(masks)
        var random = SeededGenerator(seed: 21)
        let samples = (0..<300).map { index -> String in
            let digits = String((0..<Int.random(in: 1...10, using: &random)).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
            return index % 3 == 0 && digits.count > 5 ? String(digits.prefix(5)) + "-" + digits.dropFirst(5) : digits
        }
        let serial = samples.map { ReadingOutcome(reference, $0) }
        let bytecode = reference.bytecode
        for _ in 0..<4 {
            let fresh = try MaskProgram(bytecode: bytecode)
            let results = Slots<ReadingOutcome>(count: 8)
            DispatchQueue.concurrentPerform(iterations: 8) { worker in
                let rotated = Array(samples[(worker * 37)...] + samples[..<(worker * 37)])
                results.store(rotated.map { ReadingOutcome(fresh, $0) }, at: worker)
            }
            for worker in 0..<8 {
                let rotated = Array(serial[(worker * 37)...] + serial[..<(worker * 37)])
                #expect(results.value(at: worker) == rotated)
            }
        }
    }

    @Test("the bulk line counter shared across threads gives the serial count")
    func lineCounter() throws {
        let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        let counter = LineCounter(program)
        let input = Array(Self.samples.filter { !$0.contains("\n") }.joined(separator: "\n").utf8)
        @Sendable func count() -> Int {
            var progress = LineCounter.Progress()
            input.withUnsafeBufferPointer { counter.scan($0, &progress) }
            counter.finish(&progress)
            return progress.complete
        }
        let serial = count()
        let results = Slots<Int>(count: 4)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in results.store([count()], at: worker) }
        for worker in 0..<4 { #expect(results.value(at: worker) == [serial]) }
    }
}

/// What every deferred part of a program decides about one sample.
private struct ReadingOutcome: Equatable, Sendable {
    let transformed: Transformed
    let extracted: Extracted
    let optimistic: MatchResult
    let strict: MatchResult

    init(_ program: MaskProgram, _ sample: String) {
        optimistic = program.match(sample, optimistic: true)
        transformed = program.transform(sample)
        extracted = program.extract(sample)
        strict = program.match(sample)
    }
}

/// A slot per worker, written through a pointer by that worker only and read after the
/// parallel loop has joined.
final class Slots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<[Value]>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: [], count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ value: [Value], at index: Int) { slots[index] = value }
    func value(at index: Int) -> [Value] { slots[index] }
}
