/// A bound for the exact search: how many letters and digits a reading can still consume
/// from each state.
///
/// The search must consume every letter and digit its forward pass kept. A state from which
/// fewer can be read than are left to consume keeps nothing, whatever the moves on the way:
/// the lazy walk (``ReadingSearch/LazyLayers``) answers it at once, where it would otherwise
/// work out every entry below it first. A raw `79123456789` for `+7 (DDD) DDD-DD-DD` asks
/// whether the `7` can be the first `D`; then ten digits are left and nine places, and the
/// answer no longer takes a walk over the rest of the cell.
///
/// The bound is the longest path from the state counting the transitions whose class holds
/// a byte that can start a letter or a digit (an ASCII letter or digit, or a byte of 0x80 and
/// up): a unit consumed takes at least one transition, on the class of its form's first
/// byte, and a letter or digit's forms (as typed, or its alternate: its other case, or the
/// ASCII digit of a digit of another script) are letters and digits too. Insertions only
/// add transitions, so they never make a path read more. The automaton is acyclic (it has
/// ``ReadingAutomaton/topologicalOrder``), so one pass in reverse order finds it.
extension ReadingTables {
    /// Per state, the most letters and digits a path from it can read (see above); the dead
    /// state reads none.
    static func letterOrDigitReads(_ reader: ReadingAutomaton, order: [Int]) -> [Int32] {
        let classCount = reader.classCount
        var startsLetterOrDigit = [Bool](repeating: false, count: classCount)
        for byte in 0..<256 where byte >= 0x80 || ReadingInput.isLetterOrDigit(byte: UInt8(byte)) {
            startsLetterOrDigit[Int(reader.classMap[byte])] = true
        }
        var reads = [Int32](repeating: 0, count: reader.stateCount)
        let columns = 2 * classCount
        for state in order.reversed() {
            var most: Int32 = 0
            for column in 0..<columns {
                let target = Int(reader.targets[state * columns + column])
                guard target != 0 else { continue }
                most = max(most, reads[target] + (startsLetterOrDigit[column / 2] ? 1 : 0))
            }
            reads[state] = most
        }
        return reads
    }
}
