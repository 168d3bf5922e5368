import { isLetterOrDigitByte } from "./letter-or-digit.js";
import { INSERTED, INSERTED_MEANINGFUL } from "./reading-sink.js";

export { INSERTED, INSERTED_MEANINGFUL };

/**
 * Every insertion a reading may make before a typed unit (MaskVM's ReadingMoves): a skipped
 * literal, or a padding zero at the start of a two-digit zero-padded range (`<01-12>`); and
 * which literals close a number range (a separator right after a range's digit), which
 * give the value rules. Derived from the reading automaton and the pattern's ranges.
 */
export class ReadingMoves {
  /**
   * @param {import("../program/reading-automaton.js").ReadingAutomaton} reader
   * @param {import("./literal-graph.js").LiteralGraph} graph
   * @param {Uint8Array} representative
   * @param {Map<number, {isZeroPaddedPair: boolean}>} ranges
   */
  constructor(reader, graph, representative, ranges) {
    const { classCount: k, stateCount, targets, ranks } = reader;
    const zeroClass = reader.classMap[0x30];
    const enteredByRange = new Uint8Array(stateCount);
    const padTarget = new Int32Array(stateCount);
    if (ranges.size > 0) {
      for (let state = 1; state < stateCount; state++) {
        for (let cls = 0; cls < k; cls++) {
          if (!isDigitByte(representative[cls])) continue;
          const column = (state * k + cls) * 2 + 1;
          const target = targets[column];
          const item = target === 0 ? undefined : ranges.get(ranks[column]);
          if (item === undefined) continue;
          enteredByRange[target] = 1;
          // A pair's start: its `0` leads to a state where the same range reads on.
          if (cls === zeroClass && item.isZeroPaddedPair && readsDigit(ranks[column], target, reader, representative)) {
            padTarget[state] = target;
          }
        }
      }
    }
    /** `{target, byte, kind, literalClass (-1 for a padding zero), closesRange}`, by state. */
    const insertions = [];
    const start = new Int32Array(stateCount + 1);
    const closerClass = new Uint8Array(k);
    let hasClosers = false;
    for (let state = 0; state < stateCount; state++) {
      for (let position = graph.classStart[state]; position < graph.classStart[state + 1]; position++) {
        const cls = graph.classes[position];
        // A separator closes; a literal letter or digit does not.
        const closes = enteredByRange[state] === 1 && !isLetterOrDigitByte(representative[cls]) && representative[cls] < 0x80;
        if (closes) {
          closerClass[cls] = 1;
          hasClosers = true;
        }
        insertions.push({ target: targets[(state * k + cls) * 2], byte: representative[cls], kind: INSERTED, literalClass: cls, closesRange: closes });
      }
      if (padTarget[state] !== 0) {
        insertions.push({ target: padTarget[state], byte: 0x30, kind: INSERTED_MEANINGFUL, literalClass: -1, closesRange: false });
      }
      start[state + 1] = insertions.length;
    }
    this.insertions = insertions;
    this.start = start;
    // PERF: the search's fill reads the insertions as two flat columns, not as objects: each
    // one's target, and what bars it (1: it closes a range, 2: its literal is a letter or digit).
    this.targetOf = Int32Array.from(insertions, (insertion) => insertion.target);
    this.barred = Uint8Array.from(insertions, ({ literalClass, closesRange }) => (closesRange ? 1 : 0)
      | (literalClass >= 0 && (representative[literalClass] >= 0x80 || isLetterOrDigitByte(representative[literalClass])) ? 2 : 0));
    this.closerClass = closerClass;
    this.hasClosers = hasClosers;
    /**
     * Per state: the separator that closes the number range open there (entered by a range's
     * digit, and the range followed in the mask by a separator), 0 for none; a separator the
     * mask does not write, typed there, closes the range as this one would (`foreign-closers.js`).
     */
    this.closingByte = hasClosers ? closingBytes(reader, insertions, start, enteredByRange, ranges, representative) : null;
    const hasPadding = padTarget.some((target) => target !== 0);
    const entry = hasPadding ? entries(reader, representative) : null;
    /**
     * Per state: the separator a typed one the mask does not write stands for there, opening a
     * number (rule 6; MaskVM's `openingByte`): entered by a digit, no range open, its first
     * separator literal into a pair's start only separators enter (`DDDD-<01-12>`'s `-`); null for none.
     */
    this.openingByte = hasPadding ? openingBytes(insertions, start, padTarget, entry, this.closingByte) : null;
    /**
     * The most literals that close a range or open a number along one path: how many typed
     * closers a text can hold; 0 where rule 6 never looks at the input (MaskVM's `hasForeignSeparators`).
     */
    this.mostClosers = hasClosers || this.openingByte ? mostClosers(reader, insertions, start, this.openingByte) : 0;
    /**
     * Per state: a number is read there that takes more digits (entered by a digit, reads
     * another); where `closingByte` is 0, a separator the mask does not write is looked at as
     * the mask's own closers would be read there (`foreign-closers.js`).
     */
    this.takesMoreDigits = hasClosers ? takesMoreDigits(reader, representative) : null;
    /**
     * `endPadding`, per state × class: where a reading ending in the state on a digit of the class stands
     * with that digit padded (rule 7 at the end of the text, `10:2` as `10:02`), 0 for none;
     * taken only after a typed separator (MaskVM's `endPadding`). `paddingGuess`, per state × class,
     * for a padding zero from a pair's start before a digit it also reads unpadded that leaves the
     * text full (MaskVM's `paddingGuess`): 0 none, 1 a complete reading's search pads it only right
     * after a typed separator, 2 never (no separator opens the pair).
     */
    [this.endPadding, this.paddingGuess] = hasPadding ? endPaddings(reader, padTarget, entry, representative) : [null, null];
    /** Per state: whether a literal that closes a number range enters it. */
    this.enteredByCloser = new Uint8Array(hasClosers ? stateCount : 0);
    const closerBytes = new Set();
    for (const insertion of insertions) {
      if (!insertion.closesRange) continue;
      this.enteredByCloser[insertion.target] = 1;
      closerBytes.add(insertion.byte);
    }
    /** The bytes of the literals that close a number range, ascending, each once. */
    this.closerBytes = [...closerBytes].sort((a, b) => a - b);
    /** Whether the mask writes separators of two kinds or more (MaskVM's `mixesSeparators`). */
    this.mixesSeparators = (hasClosers || this.openingByte !== null)
      && new Set(insertions.filter((i) => i.literalClass >= 0 && i.byte < 0x80 && !isLetterOrDigitByte(i.byte)).map((i) => i.byte)).size > 1;
  }
}

/** `takesMoreDigits`: states entered by a digit that read another. */
function takesMoreDigits(reader, representative) {
  const { classCount: k, stateCount, targets } = reader;
  const enteredByDigit = new Uint8Array(stateCount);
  const readsDigit = new Uint8Array(stateCount);
  for (let state = 1; state < stateCount; state++) {
    for (let cls = 0; cls < k; cls++) {
      if (!isDigitByte(representative[cls])) continue;
      const target = targets[(state * k + cls) * 2 + 1];
      if (target === 0) continue;
      enteredByDigit[target] = 1;
      readsDigit[state] = 1;
    }
  }
  return enteredByDigit.map((entered, state) => entered & readsDigit[state]);
}

/**
 * Per state, how it is entered: bit 1 by a separator (a literal symbol or space), bit 2 by
 * anything else, bit 4 by a digit read as meaningful. Every way into it is a separator, and
 * some way is, where the bits & 3 are 1 (MaskVM's `enteredOnlyBySeparators`).
 */
function entries(reader, representative) {
  const { classCount: k, stateCount, targets } = reader;
  const entry = new Uint8Array(stateCount);
  for (let base = 0; base < stateCount * k * 2; base += 2) {
    const byte = representative[(base / 2) % k];
    entry[targets[base]] |= byte < 0x80 && !isLetterOrDigitByte(byte) ? 1 : 2;
    entry[targets[base + 1]] |= isDigitByte(byte) ? 6 : 2;
  }
  return entry;
}

/**
 * `endPadding` and `paddingGuess`. At each pair's start (a state with a padding zero) entered
 * only by separators, each digit its range reads leads to the state its padded form (`0`,
 * then the digit) reaches; a state entered any other way, where two ways disagree, or whose
 * padded state reads more (through literals, MaskVM's `readsMore`), has none. And at each
 * pair's start, each digit read there unpadded whose padded form reads no more after it is
 * a guess: 1 after a separator only, else 2.
 */
function endPaddings(reader, padTarget, entry, representative) {
  const { classCount: k, stateCount, targets, ranks, classMap, topologicalOrder } = reader;
  const readsMore = new Uint8Array(stateCount);
  for (let place = topologicalOrder.length - 1; place >= 0; place--) {
    const state = topologicalOrder[place];
    for (let cls = 0; cls < k; cls++) {
      const base = (state * k + cls) * 2;
      if (targets[base + 1] !== 0 || readsMore[targets[base]] === 1) readsMore[state] = 1;
    }
  }
  // 0: no way in yet; -1: ways that disagree. `entered`: entered otherwise than as a separated pair's first digit.
  const padded = new Int32Array(stateCount * k);
  const guess = new Uint8Array(stateCount * k);
  const entered = new Uint8Array(stateCount);
  for (let state = 0; state < stateCount; state++) {
    const pairRank = ranks[(state * k + classMap[0x30]) * 2 + 1];
    const separated = (entry[state] & 3) === 1;
    for (let cls = 0; cls < k; cls++) {
      const base = (state * k + cls) * 2;
      entered[targets[base]] = 1;
      const target = targets[base + 1];
      if (target === 0) continue;
      const second = (padTarget[state] * k + cls) * 2 + 1;
      const after = ranks[second] === pairRank && targets[second] !== 0 ? targets[second] : -1;
      if (padTarget[state] !== 0 && ranks[base + 1] === pairRank && after > 0 && readsMore[after] === 0) guess[state * k + cls] = 2 - separated;
      if (padTarget[state] === 0 || !separated || !isDigitByte(representative[cls]) || ranks[base + 1] !== pairRank) {
        entered[target] = 1;
        continue;
      }
      const at = target * k + cls;
      padded[at] = padded[at] === 0 || padded[at] === after ? after : -1;
    }
  }
  return [padded.map((target, at) => (entered[Math.floor(at / k)] === 1 || target < 0 || readsMore[target] === 1 ? 0 : target)), guess];
}

/** `openingByte`: per state entered by a digit where no range is open, its first separator literal into a separated pair's start; null for none. */
function openingBytes(insertions, start, padTarget, entry, closingByte) {
  const opening = new Uint8Array(entry.length);
  for (let state = 1; state < entry.length; state++) {
    for (let position = start[state]; (entry[state] & 4) !== 0 && !closingByte?.[state] && position < start[state + 1]; position++) {
      const { literalClass, closesRange, byte, target } = insertions[position];
      if (literalClass >= 0 && !closesRange && byte < 0x80 && !isLetterOrDigitByte(byte) && padTarget[target] !== 0 && (entry[target] & 3) === 1) {
        opening[state] = byte;
        break;
      }
    }
  }
  return opening.some((byte) => byte !== 0) ? opening : null;
}

/** `mostClosers`: the longest path by literals that close a range or open a number, in reverse topological order. */
function mostClosers(reader, insertions, start, openingByte) {
  const { classCount: k, stateCount, targets, topologicalOrder } = reader;
  const most = new Int32Array(stateCount);
  let best = 0;
  for (let place = topologicalOrder.length - 1; place >= 0; place--) {
    const state = topologicalOrder[place];
    let here = 0;
    const opener = openingByte?.[state];
    for (let position = start[state]; position < start[state + 1]; position++) {
      const insertion = insertions[position];
      const counts = insertion.closesRange || (opener && insertion.byte === opener);
      if (insertion.literalClass >= 0) here = Math.max(here, most[insertion.target] + (counts ? 1 : 0));
    }
    for (let cls = 0; cls < k; cls++) {
      const target = targets[(state * k + cls) * 2 + 1];
      if (target !== 0) here = Math.max(here, most[target]);
    }
    most[state] = here;
    best = Math.max(best, here);
  }
  return best;
}

/**
 * `closingByte`, made in reverse topological order (every transition goes forward): a
 * state's own first closing literal, else the first found past one more digit of a range.
 */
function closingBytes(reader, insertions, start, enteredByRange, ranges, representative) {
  const { classCount: k, stateCount, targets, ranks, topologicalOrder } = reader;
  const reach = new Uint8Array(stateCount);
  for (let place = topologicalOrder.length - 1; place >= 0; place--) {
    const state = topologicalOrder[place];
    let found = 0;
    for (let position = start[state]; position < start[state + 1]; position++) {
      if (insertions[position].closesRange) {
        found = insertions[position].byte;
        break;
      }
    }
    for (let cls = 0; found === 0 && cls < k; cls++) {
      if (!isDigitByte(representative[cls])) continue;
      const column = (state * k + cls) * 2 + 1;
      const target = targets[column];
      if (target !== 0 && ranges.has(ranks[column]) && reach[target] !== 0) found = reach[target];
    }
    reach[state] = found;
  }
  return reach.map((byte, state) => (enteredByRange[state] === 1 ? byte : 0));
}

function isDigitByte(byte) {
  return byte >= 0x30 && byte <= 0x39;
}

/** Whether the range at pattern offset `rank` reads a digit as meaningful from `state`. */
function readsDigit(rank, state, reader, representative) {
  const { classCount: k, targets, ranks } = reader;
  for (let cls = 0; cls < k; cls++) {
    const column = (state * k + cls) * 2 + 1;
    if (isDigitByte(representative[cls]) && targets[column] !== 0 && ranks[column] === rank) return true;
  }
  return false;
}
