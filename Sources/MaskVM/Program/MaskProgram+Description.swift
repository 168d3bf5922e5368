extension MaskProgram: CustomStringConvertible, CustomDebugStringConvertible {
    /// What the program is, in a line: its pattern (each mask's, for a set) and its size, so
    /// that `print(program)` and a debugger show something a person can recognise.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+7(DDD)DDD")
    /// print(phone)   // MaskProgram("+7(DDD)DDD", 11 states)
    /// ```
    public var description: String {
        let patterns = masks.map { String(reflecting: $0.pattern) }.joined(separator: ", ")
        let states = matcher.stateCount
        return "MaskProgram(\(isMaskSet ? "[\(patterns)]" : patterns), \(states) state\(states == 1 ? "" : "s"))"
    }

    /// ``description`` with the symbol set and the size of the match table and the bytecode.
    public var debugDescription: String {
        let symbols = masks.first.map { String(reflecting: $0.symbols) } ?? "\"\""
        return String(description.dropLast())
            + ", \(matcher.classCount) byte classes, symbols \(symbols), \(bytecode.count) bytes of bytecode)"
    }
}
