import { LiteralGraph } from "./literal-graph.js";
import { ReadingMoves } from "./reading-moves.js";
import { isLetterOrDigitByte } from "./letter-or-digit.js";

/** The bytes a loaded file's forward passes may memoize, all its masks together. */
export const forwardMemoBytes = 4 << 20;

/**
 * What a reading looks up, derived from a verified reading automaton (MaskVM's
 * ReadingTables): the preferred way to read each class in each state, the greedy literal to
 * insert on the way to a class, the literal that is the only way on (autocomplete), which
 * states accept or are completable, and the insertions and closers of the value rules.
 * Derived at load, never stored, so they cannot disagree with the automaton.
 *
 * Entries are indexed by `state * classCount + cls`; a target of 0 (the dead state) is none.
 */
export class ReadingTables {
  /**
   * @param {import("../program/reading-automaton.js").ReadingAutomaton} reader
   * @param {Map<number, {isZeroPaddedPair: boolean}>} ranges the pattern's number ranges
   * @param {boolean} [isUnambiguous] given for tables of a pruned automaton: the original's
   */
  constructor(reader, ranges, isUnambiguous) {
    const { classMap, classCount: k, stateCount, targets, ranks, accepting } = reader;
    const representative = representatives(classMap, k);
    const graph = new LiteralGraph(reader);
    this.classMap = classMap;
    this.classCount = k;
    this.stateCount = stateCount;
    this.targets = targets;
    /** The automaton's ranks (the placeholder reads them). */
    this.ranks = ranks;
    this.startState = reader.startState;
    this.topologicalOrder = reader.topologicalOrder;
    this.representative = representative;
    this.accepting = accepting;
    this.completable = graph.completableStates(reader);
    // The preferred step: where both readings are possible the leftmost item wins; on a
    // tie, the literal. `target << 1 | meaningful`, 0 for none.
    const direct = new Int32Array(stateCount * k);
    const forcedTarget = new Int32Array(stateCount);
    const forcedByte = new Uint8Array(stateCount);
    for (let state = 1; state < stateCount; state++) {
      let liveLiterals = 0;
      let lastLiteral = 0;
      let anyMeaningful = false;
      for (let cls = 0; cls < k; cls++) {
        const column = (state * k + cls) * 2;
        const literal = targets[column];
        const meaningful = targets[column + 1];
        if (literal === 0 && meaningful === 0) continue;
        direct[state * k + cls] = literal !== 0 && (meaningful === 0 || ranks[column] <= ranks[column + 1])
          ? literal * 2 : meaningful * 2 + 1;
        if (literal !== 0) {
          liveLiterals++;
          lastLiteral = cls;
        }
        if (meaningful !== 0) anyMeaningful = true;
      }
      if (!accepting[state] && !anyMeaningful && liveLiterals === 1) {
        forcedTarget[state] = targets[(state * k + lastLiteral) * 2];
        forcedByte[state] = representative[lastLiteral];
      }
    }
    this.direct = direct;
    this.forcedTarget = forcedTarget;
    this.forcedByte = forcedByte;
    const insertion = graph.insertions(reader, representative);
    this.insertionTarget = insertion.target;
    this.insertionByte = insertion.byte;
    this.moves = new ReadingMoves(reader, graph, representative, ranges);
    /** Whether the mask has number ranges: a typed separator then parts numbers (rule 6, `joined-numbers.js`). */
    this.hasRanges = ranges.size > 0;
    /** Per state and class, the number a meaningful digit step reads into (MaskVM's `digitNumber`). */
    this.digitNumber = digitNumbers(reader, ranges, representative);
    this.readable = graph.readableAs.map((readings) => (readings !== 0 ? 1 : 0));
    this.closerByte = new Uint8Array(256);
    for (let byte = 0; byte < 0x80; byte++) this.closerByte[byte] = this.moves.closerClass[classMap[byte]];
    // Typing normalization of ASCII: a letter's other case where some state reads it.
    this.asciiAlternate = new Uint8Array(256);
    for (let byte = 0; byte < 0x80; byte++) {
      const folded = byte | 0x20;
      if (folded >= 0x61 && folded <= 0x7a && graph.readableAs[classMap[byte ^ 0x20]] !== 0) this.asciiAlternate[byte] = byte ^ 0x20;
    }
    this.hasASCIIAlternates = this.asciiAlternate.some((byte) => byte !== 0);
    const bound = completionBound(reader, this.moves);
    this.fewestMeaningfulToAccept = bound.fewestMeaningful;
    this.meaningfulOnlyLettersAndDigits = bound.onlyLettersAndDigits;
    if (isUnambiguous === undefined) {
      isUnambiguous = true;
      for (let column = 0; column < targets.length; column += 2) {
        if (targets[column] !== 0 && targets[column + 1] !== 0) {
          isUnambiguous = false;
          break;
        }
      }
    }
    /** Whether a text has one path at most: then a reading ending accepting is the match's verdict. */
    this.isUnambiguous = isUnambiguous;
    /** The exact search's layers, reused from reading to reading (made on the first). */
    this.searchScratch = null;
    /** The forward pass's stamps and lists, reused likewise. */
    this.forwardScratch = null;
    /** `{left}`: the bytes the forward pass may still memoize; readingTables gives the program's. */
    this.memoBudget = { left: forwardMemoBytes };
  }

  /** The preferred step reading class `cls` at `state`: `target << 1 | meaningful`, 0 for none. */
  directStep(state, cls) {
    return this.direct[state * this.classCount + cls];
  }

  /** Whether a typed ASCII byte, alone, closes a number range. */
  isCloserUnit(input, index) {
    if (!input.unitEnds) return this.closerByte[input.bytes[index]] === 1;
    const range = input.unit(index);
    return range.end - range.start === 1 && this.closerByte[input.bytes[range.start]] === 1;
  }

  /** The index of the input's last unit that is a typed closer, -1 for none. */
  lastCloser(input) {
    if (!this.moves.hasClosers) return -1;
    for (let index = input.unitCount - 1; index >= 0; index--) if (this.isCloserUnit(input, index)) return index;
    return -1;
  }
}

/** The smallest byte of each class. */
/**
 * MaskVM's `digitNumbers`: for each meaningful step on a class whose smallest byte is a
 * digit, the pattern offset of the range it reads into, or -1 (a plain digit: a run of them
 * is one number); -2 elsewhere. Empty without ranges.
 */
function digitNumbers(reader, ranges, representative) {
  if (ranges.size === 0) return new Int32Array(0);
  const { classCount: k, stateCount, targets, ranks } = reader;
  const numbers = new Int32Array(stateCount * k).fill(-2);
  for (let state = 1; state < stateCount; state++) {
    for (let cls = 0; cls < k; cls++) {
      if (representative[cls] < 0x30 || representative[cls] > 0x39) continue;
      const column = (state * k + cls) * 2 + 1;
      if (targets[column] === 0) continue;
      numbers[state * k + cls] = ranges.has(ranks[column]) ? ranks[column] : -1;
    }
  }
  return numbers;
}

function representatives(classMap, classCount) {
  const representative = new Uint8Array(classCount);
  const seen = new Uint8Array(classCount);
  for (let byte = 0; byte < 256; byte++) {
    if (!seen[classMap[byte]]) {
      seen[classMap[byte]] = 1;
      representative[classMap[byte]] = byte;
    }
  }
  return representative;
}

/**
 * The fewest meaningful bytes someone must type from the start to acceptance (a padding
 * zero is free), Infinity for none; and whether the classes read as meaningful hold only
 * ASCII letters and digits or non-ASCII bytes.
 */
function completionBound(reader, moves) {
  const { classMap, classCount: k, targets, accepting, topologicalOrder: order } = reader;
  const columns = 2 * k;
  const fewest = new Float64Array(reader.stateCount).fill(Infinity);
  let onlyLettersAndDigits = true;
  const holdsSymbol = new Uint8Array(k);
  for (let byte = 0; byte < 0x80; byte++) if (!isLetterOrDigitByte(byte)) holdsSymbol[classMap[byte]] = 1;
  for (let position = order.length - 1; position >= 0; position--) {
    const state = order[position];
    let best = accepting[state] ? 0 : Infinity;
    for (let column = 0; column < columns; column++) {
      const target = targets[state * columns + column];
      if (target === 0) continue;
      const meaningful = column % 2;
      if (meaningful === 1 && holdsSymbol[column >> 1]) onlyLettersAndDigits = false;
      best = Math.min(best, fewest[target] + meaningful);
    }
    for (let position = moves.start[state]; position < moves.start[state + 1]; position++) {
      const insertion = moves.insertions[position];
      if (insertion.literalClass < 0) best = Math.min(best, fewest[insertion.target]);
    }
    fewest[state] = best;
  }
  return { fewestMeaningful: fewest[reader.startState], onlyLettersAndDigits };
}
