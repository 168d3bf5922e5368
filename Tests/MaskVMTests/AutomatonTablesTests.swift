import MaskCompiler
@testable import MaskVM
import Testing

/// An automaton keeps its class map, transitions and premultiplied table in one allocation
/// (``AutomatonTables``), the loader decodes a file's table straight into it, and the public
/// arrays are copies of it. These tests hold the copies, the in-place reads and the walks to
/// the same automaton, compiled or loaded.
@Suite("Automaton tables in one allocation")
struct AutomatonTablesTests {
    static let patterns = ["+?7|8(DDD)DDD-?DD-?DD", "DDDDD", "<0-255>.<0-255>", "[A-F0-9]{2}:[A-F0-9]{2}", "UL-DD"]

    @Test("a loaded automaton equals the compiled one, and reads in place what its arrays hold", arguments: patterns)
    func loadedEqualsCompiled(pattern: String) throws {
        let compiled = try MaskCompiler.compile(pattern)
        let loaded = try MaskProgram(bytecode: compiled.bytecode)
        let (left, right) = (compiled.matcher, loaded.matcher)
        #expect(left == right && left.hashValue == right.hashValue)
        #expect(!left.tables.isSameStorage(as: right.tables), "two allocations, compared by their entries")
        #expect(left.classMap == right.classMap && left.transitions == right.transitions)
        let classMap = right.classMap
        let transitions = right.transitions
        #expect(classMap.count == 256 && transitions.count == right.stateCount * right.classCount)
        for byte in 0...255 { #expect(right.byteClass(UInt8(byte)) == Int(classMap[byte])) }
        for state in 0..<right.stateCount {
            for cls in 0..<right.classCount {
                #expect(right.next(state, class: cls) == Int(transitions[state * right.classCount + cls]))
            }
        }
        // The premultiplied table is the transitions times the class count.
        right.tables.withPremultiplied { table in
            #expect(table.count == transitions.count)
            #expect(zip(table, transitions).allSatisfy { Int($0) == Int($1) * right.classCount })
        }
        // Walked a byte, two, four at a time, the loaded automaton judges as the compiled one.
        for sample in ["", "7", "8(912)345-67-89", "+7(912)3456789", "20500", "255.0", "AF:0B", "Ab-12", "x", "12"] {
            #expect(loaded.match(sample) == compiled.match(sample), "\(pattern) on \(sample)")
        }
    }

    @Test("a copy of an automaton shares its one allocation")
    func copiesShare() throws {
        let program = try MaskCompiler.compile("DDD-DD")
        let copy = program.matcher
        #expect(copy.tables.isSameStorage(as: program.matcher.tables))
        // A mask without literals stores one automaton twice; the loader keeps one.
        let loaded = try MaskProgram(bytecode: MaskCompiler.compile("D{3,4}").bytecode)
        let optimistic = try #require(loaded.optimisticMatcher.dfa)
        #expect(optimistic.tables.isSameStorage(as: loaded.matcher.tables))
    }
}
