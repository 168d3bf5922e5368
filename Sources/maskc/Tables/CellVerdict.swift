/// The verdict on one cell, as `check --rules` reports it and `transform --rules` acts on it.
struct CellVerdict {
    enum Result: Equatable {
        /// The cell passes; `printed` holds its text in the mask's form when it has a mask.
        case pass
        /// Blank, and the rule allows it.
        case blank
        /// The mask's text is not finished: `"result": "partial"`.
        case partial
        /// A letter or digit at Character offset `at` has no place in the mask.
        case illegal(at: Int)
        /// The mask is satisfied but a trial is not, or a rule of trials only fails.
        case fail
        /// The bytes are not UTF-8 text, or a JSON value is not a text: never judged.
        case notText
    }

    var result: Result
    var messages: [String] = []

    var passes: Bool { result == .pass || result == .blank }

    /// The name the JSON output gives the result.
    var resultName: String {
        switch result {
        case .pass: "pass"
        case .blank: "blank"
        case .partial: "partial"
        case .illegal: "illegal"
        case .fail: "fail"
        case .notText: "not text"
        }
    }
}
