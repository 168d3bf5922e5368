@testable import MaskCompiler
import MaskLexer
import TestSupport
import Testing

/// A large set's trie is laid out once a process (``TrieFragment``) and copied into each
/// build; the copy must be the states laying the trie out in the build made, and the NFA's
/// flat form must read each state's classes as it did.
@Suite("Trie fragments")
struct TrieFragmentTests {
    /// Random scalar sets: a few ASCII ranges, Latin and Greek ones, CJK, and ranges past
    /// the Basic Multilingual Plane, so the tries have one to four bytes a sequence.
    private static func randomSet(_ generator: inout SeededGenerator) -> ScalarSet {
        let spans: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF]
        var members: [ClosedRange<Unicode.Scalar>] = []
        for _ in 0..<(1 + generator.next() % 40) {
            let span = spans[Int(generator.next() % UInt64(spans.count))]
            let low = span.lowerBound + UInt32(generator.next() % UInt64(span.count))
            let width = UInt32(generator.next() % (generator.next() % 2 == 0 ? 4 : 3000))
            let high = min(span.upperBound, low + width)
            if let lowScalar = Unicode.Scalar(low), let highScalar = Unicode.Scalar(high) { members.append(lowScalar...highScalar) }
        }
        return ScalarSet(members: members, negated: generator.next() % 5 == 0)
    }

    /// A builder holding a few states already (an accept, a literal byte, a split), so that
    /// the fragment's targets must be offset and its continuation is not state 0.
    private static func seededBuilder(limit: Int) -> (NFABuilder, continuation: Int) {
        var builder = NFABuilder(limit: limit, optionalLiterals: false, expectedStates: 4, ranges: NFABuilder.SharedRanges())
        let accept = builder.add(.accept)!
        let literal = builder.add(.bytes(ranges: builder.ranges.byte(0x2D), next: accept, meaningful: false, origin: 0..<1))!
        let split = builder.split(preferred: literal, other: accept)!
        return (builder, split)
    }

    @Test("copying a trie's fragment makes the states, entry and byte sets laying the trie out makes")
    func fragmentIsTheLayout() throws {
        var generator = SeededGenerator(seed: 22)
        for round in 0..<300 {
            let set = Self.randomSet(&generator)
            let trie = ByteTrie(ByteSequenceBuilder.utf8(set.matchedRanges))
            let fragment = TrieFragment(trie)
            var (laidOut, continuation) = Self.seededBuilder(limit: 100_000)
            var copied = Self.seededBuilder(limit: 100_000).0
            let laidOutEntry = laidOut.layOut(trie, origin: 3..<7, continuation: continuation)
            let copiedEntry = copied.compile(fragment, origin: 3..<7, continuation: continuation)
            #expect(copiedEntry == laidOutEntry, "round \(round)")
            #expect(copied.states == laidOut.states, "round \(round)")
            #expect(copied.ranges.rangeSets == laidOut.ranges.rangeSets, "round \(round)")
            // A second copy into the same build reuses the byte sets handed out and continues
            // to the first copy's entry.
            if let entry = laidOutEntry {
                continuation = entry
                #expect(copied.compile(fragment, origin: 8..<9, continuation: continuation)
                    == laidOut.layOut(trie, origin: 8..<9, continuation: continuation), "round \(round)")
                #expect(copied.states == laidOut.states, "round \(round)")
                #expect(copied.ranges.rangeSets == laidOut.ranges.rangeSets, "round \(round)")
            }
        }
    }

    @Test("a fragment past the NFA state limit fails as laying the trie out does, at every limit near it")
    func fragmentAtTheLimit() throws {
        let digits = ScalarSet(members: [Unicode.Scalar(0x30)!...Unicode.Scalar(0x39)!, Unicode.Scalar(0x660)!...Unicode.Scalar(0x669)!,
                                         Unicode.Scalar(0xFF10)!...Unicode.Scalar(0xFF19)!], negated: false)
        let trie = ByteTrie(ByteSequenceBuilder.utf8(digits.matchedRanges))
        let fragment = TrieFragment(trie)
        for limit in 3..<(3 + fragment.states.count + 3) {
            let seeded = Self.seededBuilder(limit: limit)
            var laidOut = seeded.0
            var copied = Self.seededBuilder(limit: limit).0
            let continuation = seeded.continuation
            let expected = laidOut.layOut(trie, origin: 0..<1, continuation: continuation)
            #expect((copied.compile(fragment, origin: 0..<1, continuation: continuation) == nil) == (expected == nil), "limit \(limit)")
            #expect((expected == nil) == (limit < 3 + fragment.states.count), "limit \(limit)")
        }
    }

    @Test("the flat NFA's letters are each byte state's classes, sorted, each once, over few classes and many")
    func compactLetters() throws {
        var generator = SeededGenerator(seed: 40)
        // The first rounds' sets are ASCII, two ranges each: fewer classes than the count
        // from which they are noted rather than marked.
        let ascii = (0..<UInt32(8)).map { (offset: UInt32) -> ScalarSet in
            let digits: ClosedRange<Unicode.Scalar> = Unicode.Scalar(0x30 + offset)!...Unicode.Scalar(0x39)!
            let letters: ClosedRange<Unicode.Scalar> = Unicode.Scalar(0x61 + 2 * offset)!...Unicode.Scalar(0x7A - offset)!
            return ScalarSet(members: [digits, letters], negated: false)
        }
        var classCounts: [Int] = []
        for round in 0..<100 {
            var builder = NFABuilder(limit: 100_000, optionalLiterals: false, expectedStates: 4, ranges: NFABuilder.SharedRanges())
            var next = builder.add(.accept)!
            for _ in 0..<(1 + generator.next() % 3) {
                let set = round < 8 ? ascii[Int(generator.next() % 8)] : Self.randomSet(&generator)
                let trie = ByteTrie(ByteSequenceBuilder.utf8(set.matchedRanges))
                guard let entry = builder.compile(TrieFragment(trie), origin: 0..<1, continuation: next) else { continue }
                next = entry
            }
            let nfa = NFA(states: builder.states, start: next)
            let classes = NFA.byteClasses(of: builder.ranges.rangeSets)
            let tagged = CompactNFA(nfa, classes: classes, tagged: true)
            classCounts.append(classes.count)
            for (index, state) in nfa.states.enumerated() {
                let letters = Array(tagged.letters[Int(tagged.letterStart[index])..<Int(tagged.letterStart[index + 1])])
                guard case .bytes(let ranges, _, let meaningful, _) = state else {
                    #expect(letters.isEmpty, "round \(round), state \(index)")
                    continue
                }
                let expected = Set(ranges.flatMap { $0.map { Int32(classes.map[Int($0)]) } }).sorted()
                #expect(letters == expected.map { $0 * 2 + (meaningful ? 1 : 0) }, "round \(round), state \(index)")
            }
        }
        #expect(classCounts.contains { $0 < CompactNFA.notedFromClassCount })
        #expect(classCounts.contains { $0 >= CompactNFA.notedFromClassCount })
    }
}
