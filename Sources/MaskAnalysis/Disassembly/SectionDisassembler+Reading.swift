import MaskVM

extension SectionDisassembler {
    /// `OPTM`: the optimistic match automaton (every literal may be left out), listed as
    /// the match automaton is.
    public static let optimistic = SectionDisassembler(
        tag: BytecodeFormat.Tag.optimistic, title: "optimistic match automaton"
    ) { payload, program in
        guard let dfa = program.optimisticMatcher.dfa else { return [] }
        return automatonListing(dfa, entryWidth: payload.littleEndianUInt32(at: 12).map(Int.init))
    }

    /// `ONFA`: the optimistic language as an NFA the VM simulates (its DFA was over the
    /// compiler's limits). Its header, then one line a state: its moves on classes and its
    /// ε-moves.
    ///
    ///     s3: c1 -> s4, c2 -> s4, ε -> s5 s7
    public static let optimisticNFA = SectionDisassembler(
        tag: BytecodeFormat.Tag.optimisticNFA, title: "optimistic NFA, simulated"
    ) { _, program in
        guard case .simulation(let nfa) = program.optimisticMatcher else { return [] }
        var lines = ["\(nfa.stateCount) states, \(nfa.classCount) classes, start s\(nfa.startState)"]
        for state in 0..<nfa.stateCount {
            var parts = nfa.moves(of: state).map { "c\($0.cls) -> s\($0.target)" }
            let epsilon = nfa.epsilonMoves(of: state)
            if !epsilon.isEmpty { parts.append("ε -> " + epsilon.map { "s\($0)" }.joined(separator: " ")) }
            lines.append("s\(state)\(nfa.isAccepting(state) ? " accepting" : ""): " + (parts.isEmpty ? "-" : parts.joined(separator: ", ")))
        }
        return lines
    }

    /// `READ`: the reading automaton. Its header, the byte classes, then one line a state:
    /// its flags (start, accepting, forced literal) and its transitions, each with how it
    /// reads its byte (`lit` or `mng`) and its rank, the pattern column of the leftmost item
    /// that reads it (the smaller wins where a character can be read both ways).
    ///
    ///     s1 start: c1 [+] lit@1 -> s2, c2 [7] lit@3 -> s3, c3 [8] lit@5 -> s3
    ///     s4 forced '(': c4 [(] lit@6 -> s5
    public static let reading = SectionDisassembler(
        tag: BytecodeFormat.Tag.reading, title: "reading automaton"
    ) { payload, program in
        readingListing(program.reader, targetWidth: payload.littleEndianUInt32(at: 12).map(Int.init),
                       rankWidth: payload.littleEndianUInt32(at: 16).map(Int.init))
    }

    static func readingListing(_ reader: ReadingAutomaton, targetWidth: Int?, rankWidth: Int?) -> [String] {
        let acceptingStates = (0..<reader.stateCount).filter { reader.accepting[$0] }
        let widths = [targetWidth.map { "\($0)-byte targets" }, rankWidth.map { "\($0)-byte ranks" }].compactMap { $0 }
        var lines = ["\(reader.stateCount) states, \(reader.classCount) classes, start s\(reader.startState), "
            + "accepting \(acceptingStates.isEmpty ? "none" : acceptingStates.map { "s\($0)" }.joined(separator: " "))"
            + (widths.isEmpty ? "" : ", " + widths.joined(separator: ", "))]
        var bytesByClass = [[UInt8]](repeating: [], count: reader.classCount)
        for byte in 0...255 { bytesByClass[Int(reader.classMap[byte])].append(UInt8(byte)) }
        lines += classAndStateHeadings(bytesByClass)
        for state in 1..<max(reader.stateCount, 1) {
            var transitions: [String] = []
            var literalClasses: [Int] = []
            var anyMeaningful = false
            for cls in 0..<reader.classCount {
                for reading in ReadingAutomaton.Reading.allCases {
                    let target = reader.target(state, cls, reading)
                    guard target != 0 else { continue }
                    if reading == .literal { literalClasses.append(cls) } else { anyMeaningful = true }
                    let name = reading == .literal ? "lit" : "mng"
                    transitions.append("c\(cls) \(ByteSetNotation.bracketed(bytesByClass[cls])) \(name)@\(reader.rank(state, cls, reading) + 1) -> s\(target)")
                }
            }
            var flags: [String] = []
            if state == reader.startState { flags.append("start") }
            if reader.accepting[state] { flags.append("accepting") }
            if !reader.accepting[state], !anyMeaningful, literalClasses.count == 1, let byte = bytesByClass[literalClasses[0]].first {
                flags.append("forced " + (byte < 0x80 ? quotedCharacter(Character(Unicode.Scalar(byte))) : "0x" + hexadecimal(byte)))
            }
            lines.append("  s\(state)" + (flags.isEmpty ? "" : " " + flags.joined(separator: ", ")) + ": "
                + (transitions.isEmpty ? "no transitions" : transitions.joined(separator: ", ")))
        }
        return lines
    }
}
