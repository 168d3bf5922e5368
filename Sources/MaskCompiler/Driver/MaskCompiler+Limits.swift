import MaskVM

extension MaskCompiler {
    /// Bounds on the work and memory one compilation may take. Each is enforced with a
    /// diagnostic naming the limit, never a hang or a crash; an app may raise or lower them.
    public struct Limits: Hashable, Sendable {
        /// Longest pattern, in Characters. Default 10,000.
        public var maximumPatternLength: Int
        /// Most `?` and `|` applied to one item (its nesting). Default 1,000; it bounds the
        /// recursion of every tree walk.
        public var maximumNesting: Int
        /// The largest number a count may have: `{n}`, `{n,m}` and `{n,}` with n and m at
        /// most this. Default 1,000 (`D{1000}` compiles; `D{1001}` is an error).
        public var maximumCount: Int
        /// How many times past its minimum an open count `{n,}` is read by transform,
        /// extract and the editor, whose reading automaton must be finite; matching is
        /// unbounded. Default 16: `D{2,}` is read as `D{2,18}`. When that reading automaton
        /// needs more than a tenth of the state or work limits (ambiguous repetitions such
        /// as `<0-255>{2,}`), the span is one instead.
        public var openCountReadingSpan: Int
        /// Most NFA states. Default 200,000.
        public var maximumNFAStates: Int
        /// Most DFA states before minimization, the dead state included. Default 100,000.
        public var maximumDFAStates: Int
        /// Most NFA-state visits the subset construction may make in all. Default 50,000,000
        /// (well under a second); it bounds masks whose DFA states are each large.
        public var maximumDeterminizationWork: Int
        /// Most steps deriving the reading tables may take; the loader's
        /// `MaskProgram.LoadLimits.maximumReadingWork`, with the same default (50,000,000),
        /// so a compiled mask always loads.
        public var maximumReadingWork: Int

        public init(
            maximumPatternLength: Int = 10_000,
            maximumNesting: Int = 1_000,
            maximumCount: Int = 1_000,
            openCountReadingSpan: Int = 16,
            maximumNFAStates: Int = 200_000,
            maximumDFAStates: Int = 100_000,
            maximumDeterminizationWork: Int = 50_000_000,
            maximumReadingWork: Int = MaskProgram.LoadLimits.defaultMaximumReadingWork
        ) {
            self.maximumPatternLength = maximumPatternLength
            self.maximumNesting = maximumNesting
            self.maximumCount = maximumCount
            self.openCountReadingSpan = openCountReadingSpan
            self.maximumNFAStates = maximumNFAStates
            self.maximumDFAStates = maximumDFAStates
            self.maximumDeterminizationWork = maximumDeterminizationWork
            self.maximumReadingWork = maximumReadingWork
        }

        public static let `default` = Limits()
    }
}
