/// One mask of a preset: its pattern in the mask language (docs/mask-language.md) and the
/// name `maskc` and the API report it by (`amex`, `DE`, `e164`).
public struct PresetMask: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let pattern: String

    init(_ name: String, _ pattern: String) {
        self.name = name
        self.pattern = pattern
    }

    /// `name pattern`: a line of a `--masks` file.
    public var description: String { "\(name) \(pattern)" }
}
