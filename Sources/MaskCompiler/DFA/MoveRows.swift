/// An automaton's moves row by row, with the moves into one state left out (the dead
/// state's, usually): state `s` moves on `classes[i]` to `targets[i]` for `i` in
/// `rowStart[s] ..< rowStart[s + 1]`, its classes in increasing order.
///
/// PERF: over a Unicode class most moves go to the dead state: the typical expression's
/// table is 170 states × 87 classes, 14,790 entries of which a few thousand are live. The
/// passes between the subset construction and lowering (Hopcroft's inverse, the quotient,
/// merging classes) read and write these rows, not the whole table.
struct MoveRows: Sendable {
    /// `stateCount + 1` entries: where each state's row starts, then where the last ends.
    var rowStart: [Int]
    var classes: [Int]
    var targets: [Int]

    var stateCount: Int { rowStart.count - 1 }
    var moveCount: Int { classes.count }

    init(rowStart: [Int], classes: [Int], targets: [Int]) {
        self.rowStart = rowStart
        self.classes = classes
        self.targets = targets
    }

    /// The rows of a dense table (`table[state * classCount + class]`) without its moves into
    /// `ignored` (-1 keeps them all).
    init(table: [Int], stateCount: Int, classCount: Int, ignoring ignored: Int) {
        var rowStart = [Int](filledWith: 0, count: stateCount + 1)
        var classes: [Int] = []
        var targets: [Int] = []
        table.withUnsafeBufferPointer { table in
            var index = 0
            for state in 0..<stateCount {
                rowStart[state] = classes.count
                for cls in 0..<classCount {
                    let target = table[index]
                    if target != ignored {
                        classes.append(cls)
                        targets.append(target)
                    }
                    index &+= 1
                }
            }
        }
        rowStart[stateCount] = classes.count
        self.init(rowStart: rowStart, classes: classes, targets: targets)
    }

    /// The rows of the subset construction's moves (pairs `state * classCount + class`,
    /// target, state by state and classes increasing within a state), its moves into the
    /// dead state 0 left out.
    init(constructionMoves moves: [Int], stateCount: Int, classCount: Int) {
        var rowStart = [Int](filledWith: 0, count: stateCount + 1)
        // PERF: written through buffers, then cut to length: an append checks the array's
        // uniqueness each time.
        var classes = [Int](filledWith: 0, count: moves.count / 2)
        var targets = [Int](filledWith: 0, count: moves.count / 2)
        var count = 0
        rowStart.withUnsafeMutableBufferPointer { rowStart in
        classes.withUnsafeMutableBufferPointer { classes in
        targets.withUnsafeMutableBufferPointer { targets in
        moves.withUnsafeBufferPointer { moves in
            // SAFETY: a move's state is below `stateCount` (rows advance at most to it), and
            // there is room for every move.
            var state = 0
            var rowBase = 0
            for pair in stride(from: 0, to: moves.count, by: 2) {
                let index = moves[pair]
                let target = moves[pair &+ 1]
                guard target != 0 else { continue }
                while index >= rowBase &+ classCount {
                    state &+= 1
                    rowStart[state] = count
                    rowBase &+= classCount
                }
                classes[count] = index &- rowBase
                targets[count] = target
                count &+= 1
            }
            while state < stateCount {
                state &+= 1
                rowStart[state] = count
            }
        }
        }
        }
        }
        classes.removeLast(classes.count - count)
        targets.removeLast(targets.count - count)
        self.init(rowStart: rowStart, classes: classes, targets: targets)
    }

    /// The dense table of these rows, `ignored` (the state left out) in every other entry.
    func table(classCount: Int, filling ignored: Int) -> [Int] {
        [Int](filledWith: ignored, count: stateCount * classCount) { table in
            for state in 0..<stateCount {
                for index in rowStart[state]..<rowStart[state + 1] {
                    table[state &* classCount &+ classes[index]] = targets[index]
                }
            }
        }
    }
}
