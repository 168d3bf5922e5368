/// Where the Characters of a text start, in UTF-8 and UTF-16 offsets, for converting the
/// editor's UTF-16 ranges and widening them to whole Characters. Built only for text that is
/// not plain ASCII: there every offset is already a Character boundary.
struct CharacterBoundaries {
    struct Mark {
        var index: Int
        var utf8: Int
        var utf16: Int
    }

    /// The start of every Character, then the end of the text.
    private(set) var starts: [Mark] = []

    init(_ text: String) {
        var utf8 = 0
        var utf16 = 0
        for (index, character) in text.enumerated() {
            starts.append(Mark(index: index, utf8: utf8, utf16: utf16))
            utf8 += character.utf8.count
            utf16 += character.utf16.count
        }
        starts.append(Mark(index: starts.count, utf8: utf8, utf16: utf16))
    }

    /// The last boundary at or before the UTF-16 offset.
    func characterStart(atOrBeforeUTF16 offset: Int) -> Mark {
        starts[lastIndex { $0.utf16 <= offset }]
    }

    /// The first boundary at or after the UTF-16 offset.
    func characterStart(atOrAfterUTF16 offset: Int) -> Mark {
        let before = lastIndex { $0.utf16 <= offset }
        return starts[before].utf16 == offset ? starts[before] : starts[min(before + 1, starts.count - 1)]
    }

    /// The last boundary at or before the UTF-8 offset: the start of the Character it is in.
    func characterStart(atOrBeforeByte offset: Int) -> Mark {
        starts[lastIndex { $0.utf8 <= offset }]
    }

    /// The end (UTF-8) of the Character that contains byte `offset`.
    func characterEnd(afterByte offset: Int) -> Int {
        starts[min(lastIndex { $0.utf8 <= offset } + 1, starts.count - 1)].utf8
    }

    /// Binary search: the last index whose mark satisfies `isAtOrBefore` (0 if none does;
    /// the first mark, offset 0, satisfies every query with a non-negative offset).
    private func lastIndex(_ isAtOrBefore: (Mark) -> Bool) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if isAtOrBefore(starts[middle]) { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
