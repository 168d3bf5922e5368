import Dispatch
import MaskCompiler
import MaskLexer
import MaskVM
import Testing

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

/// A slot per worker, written through a pointer by that worker only and read after the
/// parallel loop has joined.
private final class Slots<Value>: @unchecked Sendable {
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
