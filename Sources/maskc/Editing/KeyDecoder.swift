/// Turns the bytes a terminal sends into keys: text, arrows, Home, End, Backspace, Delete,
/// Enter, cancel, and pastes (bracketed, `ESC [200~ ... ESC [201~`, or a run of text that
/// arrived in one read). Sequences split across reads are kept until they are whole.
struct KeyDecoder {
    enum Key: Equatable {
        case text(String)
        case paste(String)
        case left, right, home, end
        case backspace, delete
        case enter, cancel
    }

    private var pending: [UInt8] = []
    private var pasting = false
    private var pasted: [UInt8] = []

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Decodes what can be decoded of `bytes` (after what was pending).
    mutating func feed(_ bytes: some Collection<UInt8>) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if pasting {
                guard let end = find(Self.pasteEnd, from: index) else {
                    // Keep a tail that may be the start of the end marker.
                    let keep = max(index, pending.count - (Self.pasteEnd.count - 1))
                    pasted += pending[index..<keep]
                    index = keep
                    break
                }
                pasted += pending[index..<end]
                keys.append(.paste(String(decoding: pasted, as: UTF8.self)))
                pasted = []
                pasting = false
                index = end + Self.pasteEnd.count
                continue
            }
            let byte = pending[index]
            switch byte {
            case 0x1B:
                guard let (length, key) = escape(at: index) else {
                    pending.removeFirst(index)
                    return keys
                }
                if let key { keys.append(key) }
                index += length
            case 0x7F, 0x08: keys.append(.backspace); index += 1
            case 0x0D, 0x0A: keys.append(.enter); index += 1
            case 0x03, 0x04: keys.append(.cancel); index += 1
            case ..<0x20: index += 1
            default:
                var end = index
                while end < pending.count, pending[end] >= 0x20, pending[end] != 0x7F { end += 1 }
                // A character cut by the end of the read waits for the rest of its bytes.
                let whole = Self.wholeUTF8Prefix(pending[index..<end])
                if whole == index {
                    pending.removeFirst(index)
                    return keys
                }
                keys.append(.text(String(decoding: pending[index..<whole], as: UTF8.self)))
                index = whole
            }
        }
        pending.removeFirst(min(index, pending.count))
        return keys
    }

    /// The escape sequence at `index`: its length and key (nil for one that means nothing
    /// here), or nil when it is not whole yet.
    private mutating func escape(at index: Int) -> (Int, Key?)? {
        guard index + 1 < pending.count else { return nil }
        let kind = pending[index + 1]
        if kind == UInt8(ascii: "O") {
            guard index + 2 < pending.count else { return nil }
            switch pending[index + 2] {
            case UInt8(ascii: "H"): return (3, .home)
            case UInt8(ascii: "F"): return (3, .end)
            case UInt8(ascii: "C"): return (3, .right)
            case UInt8(ascii: "D"): return (3, .left)
            default: return (3, nil)
            }
        }
        guard kind == UInt8(ascii: "[") else { return (2, nil) }
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
        guard end < pending.count else { return nil }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        let length = end - index + 1
        switch (parameters, pending[end]) {
        case ("", UInt8(ascii: "C")): return (length, .right)
        case ("", UInt8(ascii: "D")): return (length, .left)
        case ("", UInt8(ascii: "H")), ("1", UInt8(ascii: "~")), ("7", UInt8(ascii: "~")): return (length, .home)
        case ("", UInt8(ascii: "F")), ("4", UInt8(ascii: "~")), ("8", UInt8(ascii: "~")): return (length, .end)
        case ("3", UInt8(ascii: "~")): return (length, .delete)
        case ("200", UInt8(ascii: "~")):
            pasting = true
            return (length, nil)
        default: return (length, nil)
        }
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard pending.count >= needle.count, start <= pending.count - needle.count else { return nil }
        for position in start...(pending.count - needle.count) where pending[position..<position + needle.count].elementsEqual(needle) {
            return position
        }
        return nil
    }

    /// The end of the longest prefix of `bytes` that does not stop inside a UTF-8 sequence.
    private static func wholeUTF8Prefix(_ bytes: ArraySlice<UInt8>) -> Int {
        var end = bytes.endIndex
        var back = end
        while back > bytes.startIndex, end - back < 4 {
            back -= 1
            let byte = bytes[back]
            if byte & 0xC0 == 0x80 { continue }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            if end - back < length { end = back }
            break
        }
        return end
    }
}
