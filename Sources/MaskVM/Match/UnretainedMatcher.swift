extension MaskProgram {
    /// The program's match automaton for a caller's hot path, read without retaining the
    /// program: a trivial value (no reference to count), valid while the program it was
    /// made of lives. The caller keeps that program (`Trial.format`'s judge holds both).
    /// Package access only: a public handle could outlive its program, and MaskVM does not
    /// hand its users a reference they must keep alive by hand.
    ///
    /// PERF: a program kept in a class and called across modules was retained and released
    /// around every call (the optimizer copies the struct out of the object for the call):
    /// about 40 of the hex id's instructions a `.format` call (callgrind). Through this, the
    /// storage is lent to the walk, not copied.
    ///
    /// ```swift
    /// let year = try MaskCompiler.compile("DDDD")
    /// let matcher = year.unretainedMatcher   // use it only while `year` lives
    /// matcher.matchSimpleText("2024")        // .complete
    /// ```
    package struct UnretainedMatcher: @unchecked Sendable {
        // @unchecked: the storage is immutable and Sendable; the reference is not owned, and
        // the walk's addresses point into tables the storage holds.
        private let storage: Unmanaged<Storage>
        /// The quad table of an automaton whose live moves are all on simple text, made when
        /// the matcher is made (the automaton's run tables hold it); nil for any other automaton.
        private let simpleTextQuadTable: Unmanaged<QuadTable>?

        fileprivate init(_ storage: Storage) {
            self.storage = Unmanaged.passUnretained(storage)
            let dfa = storage.matcher
            simpleTextQuadTable = dfa.viablePrefixesAreSimpleText ? dfa.quadTable?.withTable(of: dfa) { Unmanaged.passUnretained($0) } : nil
        }

        /// ``MaskProgram/matchSimpleText(_:)-(String)`` on the program, which must still live.
        ///
        /// PERF: where the automaton has a quad walk and its live moves are all on simple
        /// text, the string's bytes go straight to the walk, which holds the addresses of its
        /// tables: no atomic load of the published table, no arrays unwrapped, no
        /// `swift_once` on every call (the hex id's `.format`: 362 instructions a call, 336).
        /// One closure reaches the bytes for both kinds of automaton: with a closure each, the
        /// string's small and native paths made four call sites, too many to inline, so the
        /// closures were calls and the pair walk's automaton was copied out for each (every
        /// suite pattern 26 instructions a call fewer; the password rule 457 -> 431).
        package func matchSimpleText(_ text: String) -> ByteMatchResult? {
            text.utf8.withContiguousStorageIfAvailable { bytes in
                if let table = simpleTextQuadTable { return table._withUnsafeGuaranteedRef { $0.walk.matchSimpleText(bytes) } }
                return storage._withUnsafeGuaranteedRef { $0.matcher.runSimpleText(bytes) }
            } ?? nil
        }
    }

    /// A handle on the match automaton that reads it without retaining the program; valid
    /// only while this program lives (see ``UnretainedMatcher``).
    package var unretainedMatcher: UnretainedMatcher { UnretainedMatcher(storage) }
}
