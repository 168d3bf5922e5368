/// What a failure of one rule writes after its value, from the value's closing quote to the
/// line end (`","result":"fail","messages":["is not a real date"]}` and a line feed), for
/// the failures whose whole end is known by their kind: made once when the rules load, so a
/// failing cell writes its line as four pieces (the object's start, its row, the column's
/// ``ColumnRule/valueHead``, its value) and this one.
///
/// - ``failedTrial``: a `fail` judged as written (``CellVerdict/Reason/trialOnValue``) whose
///   messages are the rule's `message` or its trial's one message (``Trial/fixedMessage``).
/// - ``notADay``: a `fail` of a text complete for the strict mask
///   (``CellVerdict/Reason/trialAfterStrictMask``): the rule's `message`, or the calendar's
///   one message for a text in its layout (the writer asks ``ColumnRule/notADayPlan``).
/// - ``dropped(at:)``: an `illegal` with its `at` and message, for each offset below
///   ``droppedLimit``.
///
/// PERF: the result, the `at` and the messages were written as three to five pieces, each a
/// call into `memcpy`, and each number by division (about 250 instructions a failure).
///
/// The bytes and ranges are ``RuleBuffer``s: made here, freed by the rule that holds them.
struct FailureTails: Sendable {
    /// The offsets of a dropped letter or digit whose tail is made.
    static let droppedLimit = 64

    /// Every tail, back to back.
    private let bytes: RuleBytes
    /// Tail `k`'s start at `2 k` and end at `2 k + 1` (equal: none): 0 ``failedTrial``,
    /// 1 ``notADay``, `2 + n` ``dropped(at:)`` `n`.
    private let ranges: RuleBuffer<Int>
    /// Whether ``notADay`` is the calendar's message, written only for a text in its layout.
    let notADayNeedsLayout: Bool

    /// The tails of a rule: `message` its `"MESSAGE"]}\n` (nil with none); `trialMessage`
    /// and `notADayMessage` the same for its trial's one message and for the calendar's
    /// (empty with none); `readsValues` whether its cells can drop a letter or digit.
    init(message: [UInt8]?, trialMessage: [UInt8], notADayMessage: [UInt8], readsValues: Bool) {
        var all: [UInt8] = []
        var bounds: [Int] = []
        func add(_ tail: [UInt8]) {
            bounds.append(all.count)
            all += tail
            bounds.append(all.count)
        }
        let failed = Array(#"","result":"fail","messages":["#.utf8)
        let trial = message ?? trialMessage
        add(trial.isEmpty ? [] : failed + trial)
        let notADay = message ?? notADayMessage
        add(notADay.isEmpty ? [] : failed + notADay)
        notADayNeedsLayout = message == nil
        // PERF: each tail put together in place from literals and its offset's digits
        // (`appendDecimal`, `append(_: StaticString)`), where a string interpolated two a tail
        // and the arrays joined cost about 750K instructions of `check --rules`' start-up
        // (13.3M on a header-only table) for the benchmark's two rules of a program.
        let droppedCount = readsValues ? Self.droppedLimit : 0
        bounds.reserveCapacity(bounds.count + 2 * droppedCount)
        for at in 0..<droppedCount {
            bounds.append(all.count)
            all.append(#"","result":"illegal","at":"#)
            all.appendDecimal(at)
            all.append(#","messages":["#)
            if let message {
                all += message
            } else {
                all.append(#""has a letter or digit at "#)
                all.appendDecimal(at)
                all.append(#" that the mask has no place for"]}\#n"#)
            }
            bounds.append(all.count)
        }
        bytes = RuleBytes(all)
        ranges = RuleBuffer(bounds)
    }

    /// The tail of a `fail` judged as written; empty when there is none.
    @inline(__always)
    var failedTrial: UnsafeBufferPointer<UInt8> { tail(0) }

    /// The tail of a `fail` complete for the strict mask; empty when there is none.
    @inline(__always)
    var notADay: UnsafeBufferPointer<UInt8> { tail(1) }

    /// The tail of an `illegal` at `at`; empty when there is none.
    @inline(__always)
    func dropped(at: Int) -> UnsafeBufferPointer<UInt8> {
        at >= 0 && at < Self.droppedLimit ? tail(2 &+ at) : UnsafeBufferPointer(start: nil, count: 0)
    }

    @inline(__always)
    private func tail(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        guard 2 &* index &+ 1 < ranges.count else { return UnsafeBufferPointer(start: nil, count: 0) }
        let start = ranges.bytes[2 &* index]
        return UnsafeBufferPointer(start: bytes.bytes.baseAddress.map { $0 + start }, count: ranges.bytes[2 &* index &+ 1] &- start)
    }

    /// Frees the bytes and ranges; called once, by the rule's `deinit`.
    func free() {
        bytes.free()
        ranges.free()
    }
}
