import MaskTables
import MaskTrials

extension RecordJudge {
    /// `check --rules`: one JSON object for a failing cell. `printed` is the judge's printed
    /// form of the cell, which a reason may quote (valid until the next cell is judged).
    ///
    ///     {"row":17,"column":"phone","value":"+7 (912) 34","result":"partial","messages":["..."]}
    func writeFailure(
        _ entry: RecordBatch.Entry, _ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>, _ verdict: CellVerdict,
        printed: [UInt8], _ part: inout BatchPart
    ) {
        // PERF: a failure whose end was made when the rules loaded, in five pieces.
        if writeMadeFailure(entry.row, rule, value, verdict, printed: printed, &part) { return }
        let plainValue = PlainJSONText.isPlain(value)
        // PERF: most failures (a plain value; the rule's message, a dropped letter or digit,
        // or a trial's plain messages) are written whole, messages and end included, in place
        // in the pending lines, from pieces made when the rules loaded: no append at all.
        if plainValue, writeWholeFailure(entry.row, rule, value, verdict, printed: printed, &part) { return }
        // The lines written whole so far go first.
        pending.flush(into: &part.output)
        var output = part.output
        part.output = []
        defer { part.output = output }
        // PERF: the object's parts up to its messages go through a cursor in one append or
        // two (each append to the array cost about 90 instructions), and the fixed parts are
        // runs made once. A value that needs escapes, or is not UTF-8, is encoded apart.
        // Read out of `self` here: the closure would copy the whole judge to read it.
        let objectStart: StaticString = layout.fileLabel == nil ? #"{"row":"# : #""row":"#
        if let file = layout.fileLabel { output.append(contentsOf: "{\"file\":\(file),".utf8) }
        let row = entry.row
        let prefix = rule.failurePrefix
        output.appendWritten(capacity: Self.failureRoom + prefix.count + (plainValue ? value.count + 2 : 0)) { cursor in
            cursor.write(objectStart)
            cursor.writeDecimal(row)
            cursor.write(prefix)
            guard plainValue else { return }
            cursor.write(byte: UInt8(ascii: "\""))
            cursor.write(value)
            cursor.write(byte: UInt8(ascii: "\""))
            Self.writeResult(verdict, &cursor)
        }
        if !plainValue {
            if CellJudge.isValidUTF8(value) {
                JSONString.encode(value, into: &output)
            } else {
                JSONWriter.append(value, to: &output)
            }
            output.appendWritten(capacity: Self.failureRoom) { Self.writeResult(verdict, &$0) }
        }
        Self.appendMessages(of: verdict.reason, rule, value, printed: printed, to: &output)
        output.append("]}\n")
    }

    /// A failure of a plain value written whole, in place in ``pending``; false, with nothing
    /// written, where its messages are not known to be plain and to fit (a cell that is not
    /// text, a moved separator, a trial's message with a byte to escape or a long one, a
    /// trial that says why only on a String): ``writeFailure(_:_:_:_:printed:_:)`` writes
    /// those part by part. The same bytes either way.
    private func writeWholeFailure(
        _ row: Int, _ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>, _ verdict: CellVerdict,
        printed: [UInt8], _ part: inout BatchPart
    ) -> Bool {
        let tail = rule.messageTailBytes.bytes
        // Never empty when the rule has a message: it holds at least `""]}` and a line end.
        let hasTail = !tail.isEmpty
        let trialTail = rule.trialFailureTailBytes.bytes
        let messagesRoom: Int
        // A printed start of the rule's row: its messages made once for its length, if any.
        var rowTail = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        switch verdict.reason {
        case .none, .fixed, .movedSeparator: return false
        case .droppedLetterOrDigit: messagesRoom = hasTail ? tail.count : Self.droppedMessageRoom
        case .trialOnValue: messagesRoom = hasTail ? tail.count : max(trialTail.count, Self.trialMessagesRoom)
        case .trialAfterStrictMask, .trialOnPrinted: messagesRoom = hasTail ? tail.count : Self.trialMessagesRoom
        case .incompleteRow:
            if !hasTail, let tails = rule.partialRowTails { rowTail = tails.messages(printedCount: printed.count) }
            messagesRoom = hasTail ? tail.count : max(rowTail.count + 3, Self.trialMessagesRoom)
        case .partialRowTail(let printedCount):
            // Made only where the rule's tails have one for this length (and so no `message`).
            guard let tails = rule.partialRowTails else { return false }
            rowTail = tails.messages(printedCount: printedCount)
            messagesRoom = hasTail ? tail.count : rowTail.count + 3
        }
        let prefix = rule.failurePrefixBytes.bytes
        let room = Self.failureRoom + objectStart.count + prefix.count + value.count + 2 + messagesRoom
        guard room <= pending.largestLine else { return false }
        var cursor = pending.cursor(room: room, flushingInto: &part.output)
        objectStart.withUnsafeBufferPointer { cursor.write($0) }
        cursor.writeDecimal(row)
        cursor.write(prefix)
        cursor.write(byte: UInt8(ascii: "\""))
        cursor.write(value)
        cursor.write(byte: UInt8(ascii: "\""))
        Self.writeResult(verdict, &cursor)
        if hasTail {
            cursor.write(tail)
        } else {
            switch verdict.reason {
            case .droppedLetterOrDigit(let at):
                Self.writeDroppedMessage(at: at, &cursor)
                cursor.write("]}\n")
            case .trialOnValue:
                // The judge found that the trial fails the value: its one message, if it has one.
                if !trialTail.isEmpty {
                    cursor.write(trialTail)
                } else {
                    guard Self.writeTrialMessages(rule.trial, value, &cursor) else { return false }
                }
            case .trialAfterStrictMask:
                // A date in its layout that the calendar trial fails names no day: the trial's
                // one message for that (the verdict says the trial fails this very text).
                if rule.notADayPlan?.isLaidOut(value) == true {
                    cursor.write(rule.notADayTailBytes.bytes)
                } else {
                    guard Self.writeTrialMessages(rule.trialSayingWhyAfterStrictMask, value, &cursor) else { return false }
                }
            case .trialOnPrinted:
                guard printed.withUnsafeBufferPointer({ Self.writeTrialMessages(rule.trial, $0, &cursor) }) else { return false }
            case .partialRowTail:
                guard !rowTail.isEmpty else { return false }
                cursor.write(rowTail)
                cursor.write("]}\n")
            case .incompleteRow:
                if !rowTail.isEmpty {
                    cursor.write(rowTail)
                    cursor.write("]}\n")
                } else {
                    guard printed.withUnsafeBufferPointer({ Self.writeTrialMessages(rule.trial, $0, &cursor) }) else { return false }
                }
            case .none, .fixed, .movedSeparator:
                return false
            }
        }
        pending.commit(cursor)
        return true
    }

    /// Room for the message of a dropped letter or digit, its offset and the end.
    private static let droppedMessageRoom = 96

    /// The message of a letter or digit dropped at `at`, quoted: plain ASCII with nothing to
    /// escape, so written as the literal's bytes.
    private static func writeDroppedMessage(at: Int, _ cursor: inout ByteCursor) {
        cursor.write("\"has a letter or digit at ")
        cursor.writeDecimal(at)
        cursor.write(" that the mask has no place for\"")
    }
    /// Room for a trial's messages written whole (those that do not fit are written part by part).
    private static let trialMessagesRoom = 384

    /// The rule's trials' messages on `text` and the failure's end, when the trial says them
    /// on bytes, each plain and with room for it; false otherwise (the cursor is then thrown away).
    private static func writeTrialMessages(_ trial: Trial, _ text: UnsafeBufferPointer<UInt8>, _ cursor: inout ByteCursor) -> Bool {
        var said = 0
        var whole = true
        let judged = trial.evaluate(utf8: text) { message in
            // A comma, two quotes and the end `]}\n`.
            guard whole, message.count + 6 <= cursor.room, JSONString.isPlain(message) else {
                whole = false
                return
            }
            if said > 0 { cursor.write(byte: UInt8(ascii: ",")) }
            said += 1
            cursor.write(byte: UInt8(ascii: "\""))
            cursor.write(message)
            cursor.write(byte: UInt8(ascii: "\""))
        }
        guard whole, judged != nil else { return false }
        cursor.write("]}\n")
        return true
    }

    /// Room enough for a failure's parts besides its column prefix and its value: `{"row":`
    /// and a row number, and the result with `at` and the messages' key.
    private static let failureRoom = 112

    /// `,"result":"NAME","messages":[`, with `"at":k` for an illegal cell.
    private static func writeResult(_ verdict: CellVerdict, _ cursor: inout ByteCursor) {
        if case .illegal(let at) = verdict.result {
            cursor.write(",\"result\":\"illegal\",\"at\":")
            cursor.writeDecimal(at)
            cursor.write(",\"messages\":[")
        } else {
            cursor.write(verdict.resultAndMessagesKey)
        }
    }

    /// The messages of a failing cell, each a JSON string, separated by commas: the rule's
    /// `message` in place of the checks' own (but not for a cell that is not text), else
    /// what the reason says, written as it is made. Only a trial's messages are Strings
    /// (its own API); the judge's are written from their parts.
    private static func appendMessages(
        of reason: CellVerdict.Reason, _ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>, printed: [UInt8],
        to output: inout [UInt8]
    ) {
        if case .fixed(let text) = reason {
            text.withUTF8Buffer { JSONString.encode($0, into: &output) }
            return
        }
        if let message = rule.message {
            JSONString.encode(message, into: &output)
            return
        }
        switch reason {
        case .none, .fixed:
            return
        case .droppedLetterOrDigit(let at):
            // Plain ASCII with nothing to escape: written as the literal's bytes.
            output.appendWritten(capacity: droppedMessageRoom) { writeDroppedMessage(at: at, &$0) }
        case .movedSeparator(let at):
            let printedText = String(decoding: printed, as: UTF8.self)
            JSONString.encode("has a separator at \(at) that digits would move across (read as '\(printedText)')", into: &output)
        case .trialOnValue:
            appendTrialMessages(rule.trial, value, to: &output)
        case .trialAfterStrictMask:
            appendTrialMessages(rule.trialSayingWhyAfterStrictMask, value, to: &output)
        case .trialOnPrinted, .incompleteRow:
            printed.withUnsafeBufferPointer { appendTrialMessages(rule.trial, $0, to: &output) }
        case .partialRowTail(let printedCount):
            if let messages = rule.partialRowTails?.messages(printedCount: printedCount) { output.append(contentsOf: messages) }
        }
    }

    /// The rule's trials' messages on `text` (valid UTF-8), as `maskc check` gives them.
    /// PERF: written as the trials say them on the bytes (``Trial/evaluate(utf8:messages:)``:
    /// no String of the cell, no message array; the e-mail and date trials' texts are made
    /// once), about 3.8k instructions a failing e-mail or date cell less; a trial that judges
    /// only Strings is evaluated on one.
    private static func appendTrialMessages(_ trial: Trial, _ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var said = 0
        let judged = trial.evaluate(utf8: text) { message in
            let comma = said > 0
            said += 1
            guard JSONString.isPlain(message) else {
                if comma { output.append(UInt8(ascii: ",")) }
                JSONString.encode(message, into: &output)
                return
            }
            // PERF: a message with nothing to escape (nearly all) in one append.
            output.appendWritten(capacity: message.count + 3) { cursor in
                if comma { cursor.write(byte: UInt8(ascii: ",")) }
                cursor.write(byte: UInt8(ascii: "\""))
                cursor.write(message)
                cursor.write(byte: UInt8(ascii: "\""))
            }
        }
        guard judged == nil else { return }
        for (index, message) in trial.evaluate(String(decoding: text, as: UTF8.self)).messages.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            JSONString.encode(message.text, into: &output)
        }
    }

    /// A malformed record: for check a JSON object with its line, for transform the record
    /// written unchanged (no row is lost) and a warning.
    func reportMalformed(_ entry: RecordBatch.Entry, _ record: UnsafeBufferPointer<UInt8>, _ message: String, _ part: inout BatchPart) {
        pending.flush(into: &part.output)
        guard layout.mode == .check else {
            part.output.append(contentsOf: record)
            part.warnings.append(message + "; written unchanged")
            return
        }
        var output = part.output
        part.output = []
        defer { part.output = output }
        appendObjectStart(entry, to: &output)
        output.append(",\"line\":")
        output.appendDecimal(entry.line)
        output.append(",\"result\":\"malformed\",\"messages\":[")
        JSONString.encode(message, into: &output)
        output.append("]}\n")
    }

    /// `{"row":N` (after `"file":NAME,` when several files are read): how every object starts.
    private func appendObjectStart(_ entry: RecordBatch.Entry, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        if let file = layout.fileLabel {
            output.append(contentsOf: "\"file\":\(file),".utf8)
        }
        output.append("\"row\":")
        output.appendDecimal(entry.row)
    }
}
