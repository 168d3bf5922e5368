/// A trial of your own, as in SwiftCop: give `trial()`, and optionally `evaluate(_:)` to
/// say why a text fails. Wrap it with ``Trial/init(_:)`` to compose it with the built-in
/// trials or give it to a ``Suspect``.
///
/// ```swift
/// struct UserID: TrialProtocol {
///     func trial() -> @Sendable (String) -> Bool {
///         { !$0.isEmpty && $0.utf8.count <= 16 && $0.utf8.allSatisfy { $0 < 0x80 && ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } }
///     }
/// }
/// Trial(UserID()).passes("maskc")   // true
/// ```
public protocol TrialProtocol: Sendable {
    /// A closure that says whether evidence passes (SwiftCop's `trial()`).
    func trial() -> @Sendable (_ evidence: String) -> Bool
    /// Whether `text` passes, and if not, why. By default: `trial()` on the text (nil is
    /// the empty text), failing with the `invalid` message.
    func evaluate(_ text: String?) -> TrialResult
}

extension TrialProtocol {
    public func evaluate(_ text: String?) -> TrialResult {
        trial()(text ?? "") ? .valid : .invalid([.invalid])
    }
}
