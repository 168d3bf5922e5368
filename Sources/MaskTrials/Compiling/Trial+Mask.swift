import MaskCompiler
import MaskTrialsCore

extension Trial {
    /// Passes when the whole text is complete for the mask (see docs/mask-language.md).
    /// The mask is compiled here, once; each judgement is one walk of its DFA, linear in
    /// the text. With `optimistic`, the text may leave out the mask's literals:
    /// `+7(DDD)DDD` then accepts `+7(123)456`, `7(123)456` and `123456` alike.
    ///
    /// ```swift
    /// let phone = try Trial.mask("+?7|8(DDD)DDD-?DD-?DD")
    /// phone.passes("+7(123)456-78-90")          // true
    /// phone.evaluate("+7(12")    // .invalid([mask_incomplete: "is incomplete: expected a digit at character 6"])
    /// phone.evaluate("+7(12a")   // .invalid([mask_mismatch: "expected a digit at character 6, found 'a'"])
    /// let price = try Trial.mask("$DDD.DD", symbols: ["$", "."])
    /// ```
    public static func mask(
        _ pattern: String, symbols: SymbolSet = .default, optimistic: Bool = false
    ) throws(TrialError) -> Trial {
        do {
            let program = try MaskCompiler.compile(pattern, symbols: symbols)
            return .mask(compiled: program, pattern: pattern, optimistic: optimistic)
        } catch {
            throw .mask(error)
        }
    }
}
