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
        // @unchecked: the storage is immutable and Sendable; the reference is not owned.
        private let storage: Unmanaged<Storage>

        fileprivate init(_ storage: Storage) {
            self.storage = Unmanaged.passUnretained(storage)
        }

        /// ``MaskProgram/matchSimpleText(_:)-(String)`` on the program, which must still live.
        package func matchSimpleText(_ text: String) -> ByteMatchResult? {
            storage._withUnsafeGuaranteedRef { storage in
                text.utf8.withContiguousStorageIfAvailable { storage.matcher.runSimpleText($0) } ?? nil
            }
        }
    }

    /// A handle on the match automaton that reads it without retaining the program; valid
    /// only while this program lives (see ``UnretainedMatcher``).
    package var unretainedMatcher: UnretainedMatcher { UnretainedMatcher(storage) }
}
