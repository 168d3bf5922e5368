import MaskVM

extension SectionDisassembler {
    /// `MTCH`: the automaton. Its header, the byte classes, then one line a state: its
    /// flags (start, accepting, forced literal) and its transitions by class.
    ///
    ///     s9 start: c3 [+] -> s10, c6 [78] -> s11
    ///     s12 forced '(': c1 [(] -> s13
    ///
    /// `forced` is derived from the table: a non-accepting state whose only way on is a
    /// single byte. (When a section of precomputed forced literals exists, it gets a
    /// disassembler of its own.)
    public static let match = SectionDisassembler(tag: BytecodeFormat.Tag.match, title: "match automaton") { payload, program in
        automatonListing(program.matcher, entryWidth: payload.littleEndianUInt32(at: 12).map(Int.init))
    }

    /// The listing of any automaton section: header line, classes, states.
    public static func automatonListing(_ automaton: DenseDFA, entryWidth: Int?) -> [String] {
        let accepting = automaton.acceptingCount == 0 ? "none"
            : automaton.acceptingCount == 1 ? "s1" : "s1-s\(automaton.acceptingCount)"
        let width = entryWidth.map { ", \($0)-byte transitions" } ?? ""
        var lines = ["\(automaton.stateCount) states, \(automaton.classCount) classes, start s\(automaton.startState), accepting \(accepting)\(width)"]
        let bytesByClass = automaton.bytesByClass
        lines.append("classes:")
        for (cls, bytes) in bytesByClass.enumerated() {
            lines.append("  c\(cls) \(ByteSetNotation.bracketed(bytes))")
        }
        lines.append("states:")
        lines.append("  s0 dead")
        for state in 1..<max(automaton.stateCount, 1) {
            let edges = automaton.edges(from: state, bytesByClass: bytesByClass)
            var flags: [String] = []
            if state == automaton.startState { flags.append("start") }
            if automaton.isAccepting(state) { flags.append("accepting") }
            if let forced = automaton.forcedByte(at: state, edges: edges) {
                flags.append("forced " + (forced < 0x80 ? quotedCharacter(Character(Unicode.Scalar(forced))) : "0x" + hexadecimal(forced)))
            }
            let transitions = edges.isEmpty ? "no transitions"
                : edges.map { edge in
                    edge.classes.map { "c\($0)" }.joined(separator: "+") + " \(edge.label) -> s\(edge.target)"
                }.joined(separator: ", ")
            lines.append("  s\(state)" + (flags.isEmpty ? "" : " " + flags.joined(separator: ", ")) + ": " + transitions)
        }
        return lines
    }
}
