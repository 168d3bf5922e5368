
/// A per-thread timeline of `check --rules` / `transform --rules` with `--jobs N`, for finding
/// where the threads' time goes: set `MASKC_TIMELINE=1` for a table of each thread's time by
/// kind of work (wall and processor time), or `MASKC_TIMELINE=blocks` for every span as well.
/// Printed on standard error when the run ends.
///
/// PERF: with the variable unset a span costs one test of a `static let` and nothing is
/// recorded; spans are a block's worth of work each (some 30 a million rows), never a row's.
enum PipelineTimeline {
    /// What a thread was doing during a span.
    enum Work: String, CaseIterable, Sendable {
        /// Reading and splitting records: the reading thread until it has a block, or a worker
        /// its range of a mapped file (again when the range before ended elsewhere).
        case split
        /// The reading thread copying a block out of its buffer for a worker.
        case copy
        /// A thread judging a block.
        case judge
        /// The reading thread waiting for the oldest block handed out to be judged.
        case waitOldest = "wait-oldest"
        /// Writing a judged block's output: the reading thread, or with `--jobs N` on a mapped
        /// file the worker holding the writer's role.
        case write
        /// A worker waiting: for a block or a range to take, or for the range before its own
        /// to be numbered.
        case idle
    }

    /// A span that has begun: its clocks at the start.
    struct Span {
        let wall: UInt64
        let processor: UInt64
    }

    /// Whether the timeline is on (`MASKC_TIMELINE` set), read once.
    static let isOn = SystemCalls.environment("MASKC_TIMELINE") != nil
    private static let perBlock = SystemCalls.environment("MASKC_TIMELINE") == "blocks"
    private static let store = Store()

    /// Starts a span on the calling thread, or nil when the timeline is off.
    @inline(__always)
    static func begin() -> Span? {
        guard isOn else { return nil }
        return Span(wall: SystemCalls.monotonicNanoseconds(), processor: SystemCalls.threadProcessorNanoseconds())
    }

    /// Ends `span` (nil: the timeline is off) as `work` on `thread` for `block` (-1: none).
    @inline(__always)
    static func end(_ span: Span?, _ work: Work, thread: String, block: Int = -1) {
        guard let span else { return }
        let event = Event(thread: thread, work: work, block: block, start: span.wall,
                          end: SystemCalls.monotonicNanoseconds(),
                          processor: SystemCalls.threadProcessorNanoseconds() &- span.processor)
        store.append(event)
    }

    /// Prints the timeline on standard error and empties it (when it is on).
    static func report() {
        guard isOn else { return }
        let events = store.takeAll()
        guard let first = events.map(\.start).min(), let last = events.map(\.end).max() else { return }
        func ms(_ nanoseconds: UInt64) -> String {
            let tenths = (nanoseconds + 50_000) / 100_000
            return "\(tenths / 10).\(tenths % 10)"
        }
        var lines = ["maskc timeline: \(ms(last - first)) ms from the first span to the last (wall / processor ms, spans)"]
        let threads = events.reduce(into: [String]()) { if !$0.contains($1.thread) { $0.append($1.thread) } }
        for thread in threads {
            let mine = events.filter { $0.thread == thread }
            var parts: [String] = []
            for work in Work.allCases {
                let spans = mine.filter { $0.work == work }
                guard !spans.isEmpty else { continue }
                let wall = spans.reduce(0) { $0 + ($1.end - $1.start) }
                let processor = spans.reduce(0) { $0 + $1.processor }
                parts.append("\(work.rawValue) \(ms(wall))/\(ms(processor)) (\(spans.count))")
            }
            lines.append("  \(thread): " + parts.joined(separator: ", "))
        }
        if perBlock {
            for event in events.sorted(by: { $0.start < $1.start }) {
                lines.append("  \(ms(event.start - first))..\(ms(event.end - first)) \(event.thread) \(event.work.rawValue) block \(event.block) processor \(ms(event.processor))")
            }
        }
        SystemCalls.writeToStandardError(lines.joined(separator: "\n") + "\n")
    }

    private struct Event: Sendable {
        var thread: String
        var work: Work
        var block: Int
        var start: UInt64
        var end: UInt64
        var processor: UInt64
    }

    /// SAFETY (why `@unchecked Sendable` holds): `events` is read and written only with
    /// `monitor`'s mutex held.
    private final class Store: @unchecked Sendable {
        private let monitor = Monitor()
        private var events: [Event] = []

        func append(_ event: Event) {
            monitor.locked { events.append(event) }
        }

        func takeAll() -> [Event] {
            monitor.locked {
                let taken = events
                events = []
                return taken
            }
        }
    }
}
