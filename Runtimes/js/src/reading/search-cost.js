/**
 * The exact search's cost of a state from which no reading keeps what must be kept (Swift's
 * `Int32.max / 4`); a state from which one does costs 0.
 */
export const UNREACHABLE = Math.floor(0x7fffffff / 4);
