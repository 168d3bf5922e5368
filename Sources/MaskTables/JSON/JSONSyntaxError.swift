/// Where and why a JSON text is not valid JSON (RFC 8259).
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The byte offset of the trouble.
    public var offset: Int
    /// What was wrong there: "expected ':'".
    public var reason: String

    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "\(reason) at byte \(offset)" }
}
