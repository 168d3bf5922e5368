/**
 * The exact search's cost of a state from which no reading keeps what must be kept (Swift's
 * `Int32.max / 4`); a state from which one does costs 0.
 */
export const UNREACHABLE = Math.floor(0x7fffffff / 4);

/** The types of choice the search's `forEachChoice` offers. */
export const CONSUME = 0;
export const INSERT = 1;
export const DROP = 2;
