/// The kind of a JSON value, as the scanner found it.
public enum JSONKind: Hashable, Sendable {
    case string, number, bool, null, array, object
}
