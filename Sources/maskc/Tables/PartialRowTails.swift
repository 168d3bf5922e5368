import MaskTables
import MaskTrials
import MaskVM

/// The result, messages and end of a `partial` failure of a fixed row's rule, by the length of
/// the printed form (`","result":"partial","messages":["is incomplete: expected a digit at 11"]}`
/// and a line end, from the value's closing quote), made once, for the start of a row that ``FixedDigitLayout/readIncomplete(_:into:)``
/// prints.
///
/// Why a length says it all: the rule is its mask alone, so its whole check is the strict mask,
/// and each state of a fixed row's strict automaton moves on every byte it takes to one same
/// next state, so a printed start of the row ends in its length's state; the mask's message
/// for an incomplete text is its state's, at its length. Each tail is made from two texts
/// that differ in every digit position taking more than one digit (the lowest and the
/// highest digit) and kept only when the two agree; a length with no tail is written the
/// long way (``RecordJudge``'s trial messages), the same bytes.
///
/// PERF: a partial phone's message was the mask trial evaluated on the printed form (its
/// walk, the judge's message table behind a lock-free once, the offset written), about 1,500
/// instructions a failing cell; a tail is one copy.
///
/// Made on first use, not when the rules load (``Tails``): only a run with a partial cell in
/// the column reads them. PERF: making them evaluates the mask trial on two texts a length
/// (and builds the trial's incomplete-message table on the way), about 1.2M of the 13.3M
/// instructions of `check --rules` on a header-only table, which every run paid.
final class PartialRowTails: Sendable {
    /// The row and the rule's whole check the tails are made from.
    private let layout: FixedDigitLayout
    private let trial: Trial
    /// The ``Tails``, published by the first judge that asks: judges on several threads may
    /// race on it, each makes the same tails from the same inputs, and one is kept.
    private let made = PublishedOnce()

    /// The tails of `layout`'s incomplete starts under `trial` (the rule's whole check, its
    /// mask alone), made when first asked for. A length with no tail (or a row with none at
    /// all, which was a nil rule member when they were made eagerly) reads as an empty one,
    /// which every reader treats as none: the failure is written the long way.
    init(layout: FixedDigitLayout, trial: Trial) {
        self.layout = layout
        self.trial = trial
    }

    /// Whether the tails have been made (a run with no partial cell makes none).
    var isMade: Bool { made.isPublished }

    /// What each tail starts with: the value's closing quote and the result (PERF: a failure
    /// writes its whole end as one piece).
    static let lead = Array(#"","result":"partial","messages":["#.utf8)

    /// The tail of a printed start of `count` bytes, from the value's closing quote (``lead``)
    /// to the line end; empty when there is none. The bytes live as long as this.
    @inline(__always)
    func tail(printedCount count: Int) -> UnsafeBufferPointer<UInt8> {
        made.withValue(make: { Tails(layout: layout, trial: trial) }) { $0.tail(printedCount: count) }
    }

    /// The messages of ``tail(printedCount:)``, each quoted, separated by commas, without the
    /// ``lead`` and the end: for a failure written part by part. Empty when there is none.
    func messages(printedCount count: Int) -> UnsafeBufferPointer<UInt8> {
        let tail = tail(printedCount: count)
        guard tail.count > Self.lead.count + 3 else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: tail[Self.lead.count..<tail.count - 3])
    }

    /// The tails themselves, back to back, and where each is; freed with this object, which
    /// the published slot of its ``PartialRowTails`` keeps as long as the rule.
    final class Tails: Sendable {
        /// Every tail, back to back.
        private let bytes: RuleBytes
        /// For a printed length `n`, its tail's start at `2 n` and end at `2 n + 1` (equal: none).
        private let ranges: RuleBuffer<Int>

        init(layout: FixedDigitLayout, trial: Trial) {
            let lowest = layout.filledRow()
            let highest = layout.filledRow(highest: true)
            var all: [UInt8] = []
            var bounds = [Int](repeating: 0, count: 2 * (lowest.count + 1))
            // The lengths `readIncomplete` prints: up to a digit position of more than one digit.
            for length in 1..<max(1, lowest.count) where lowest[length] != highest[length] {
                guard let low = PartialRowTails.tail(trial, lowest[..<length]),
                      low == PartialRowTails.tail(trial, highest[..<length]) else { continue }
                bounds[2 * length] = all.count
                all += PartialRowTails.lead + low
                bounds[2 * length + 1] = all.count
            }
            bytes = RuleBytes(all)
            ranges = RuleBuffer(bounds)
        }

        deinit {
            bytes.free()
            ranges.free()
        }

        @inline(__always)
        func tail(printedCount count: Int) -> UnsafeBufferPointer<UInt8> {
            guard count >= 0, 2 * count + 1 < ranges.count else { return UnsafeBufferPointer(start: nil, count: 0) }
            return UnsafeBufferPointer(rebasing: bytes.bytes[ranges.bytes[2 * count]..<ranges.bytes[2 * count + 1]])
        }
    }

    /// The trial's messages on `text`, each quoted, and the failure's end, as a failure written
    /// whole writes them; nil when the trial says them only on a String or one needs an escape.
    private static func tail(_ trial: Trial, _ text: ArraySlice<UInt8>) -> [UInt8]? {
        var tail: [UInt8] = []
        var said = 0
        var plain = true
        let judged = Array(text).withUnsafeBufferPointer { text in
            trial.evaluate(utf8: text) { message in
                guard plain, JSONString.isPlain(message) else {
                    plain = false
                    return
                }
                if said > 0 { tail.append(UInt8(ascii: ",")) }
                said += 1
                tail.append(UInt8(ascii: "\""))
                tail.append(contentsOf: message)
                tail.append(UInt8(ascii: "\""))
            }
        }
        guard plain, judged == false, said > 0 else { return nil }
        return tail + "]}\n".utf8
    }
}
