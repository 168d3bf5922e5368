/// Offsets into a text come in two units here, and every result says which it gives:
/// - **Characters** (grapheme clusters, what `String.count` counts): ``MatchResult``'s
///   ``MatchResult/illegal(at:)``, ``Transformed/dropped`` and ``Transformed/unplaced``,
///   ``MatchDetails/offset``, a trial message's `offset`, and every position the command line
///   prints (0-based);
/// - **UTF-16 code units** (`NSRange`, `UITextField`, the DOM): the editor's ranges, cursor and
///   selection, ``EditorChange``'s `refused` and `ignored`, and a trial message's `utf16Offset`.
///
/// These convert between them for one text. An offset past the text's end converts to the
/// end's; a UTF-16 offset inside a Character (between the two halves of an emoji, or inside
/// a flag) converts to the Character it is in.
///
/// ```swift
/// "😀1😀2a3".utf16Offset(ofCharacterOffset: 4)   // 6: the "a"
/// "😀1😀2a3".characterOffset(ofUTF16Offset: 6)   // 4
/// ```
extension StringProtocol {
    /// The UTF-16 offset where the Character at `characterOffset` starts (the text's UTF-16
    /// length for an offset at or past its end; 0 for a negative one).
    public func utf16Offset(ofCharacterOffset characterOffset: Int) -> Int {
        let index = self.index(startIndex, offsetBy: Swift.max(characterOffset, 0), limitedBy: endIndex) ?? endIndex
        return utf16.distance(from: startIndex, to: index)
    }

    /// The offset, in Characters, of the Character that holds UTF-16 unit `utf16Offset` (the
    /// text's Character count for an offset at or past its end; 0 for a negative one).
    public func characterOffset(ofUTF16Offset utf16Offset: Int) -> Int {
        let unit = utf16.index(startIndex, offsetBy: Swift.max(utf16Offset, 0), limitedBy: endIndex) ?? endIndex
        var count = 0
        var index = startIndex
        while index < endIndex {
            let next = self.index(after: index)
            guard next <= unit else { break }
            count += 1
            index = next
        }
        // `unit` falls inside the Character at `index` (or is its start): that one.
        return count
    }

    /// ``utf16Offset(ofCharacterOffset:)`` of each of `characterOffsets`, in one pass over the
    /// text when they ascend (as every list of offsets a result gives does).
    public func utf16Offsets(ofCharacterOffsets characterOffsets: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(characterOffsets.count)
        var index = startIndex
        var characters = 0
        var units = 0
        for offset in characterOffsets {
            guard offset >= characters else {
                // Out of order: converted on its own rather than wrongly.
                result.append(utf16Offset(ofCharacterOffset: offset))
                continue
            }
            while characters < offset, index < endIndex {
                let next = self.index(after: index)
                units += utf16.distance(from: index, to: next)
                index = next
                characters += 1
            }
            result.append(units)
        }
        return result
    }
}
