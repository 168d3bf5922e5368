import { INSERTED } from "./reading-sink.js";
import { forwardPass } from "./forward-pass.js";
import { Walker } from "./reading-walker.js";
import { UNREACHABLE, CONSUME, INSERT, DROP } from "./search-cost.js";
import { LazyLayers, walk } from "./lazy-layers.js";
const BLOCK = 64;

/**
 * The exact reading (MaskVM's ReadingSearch). A reading is a path through the reading
 * automaton: each unit is consumed (as a literal or meaningful, possibly after inserted
 * literals) or dropped. The one taken keeps the typed letters and digits best, earliest
 * first (the forward pass finds which), and of the readings that keep exactly those, makes
 * the greedy reading's choice at the earliest step where they differ. A dynamic program
 * over (unit, state), each entry worked out when first asked for, says where a reading can
 * still keep them; a walk forward takes the first choice, in the greedy's order, that keeps
 * that possible.
 *
 * The fast greedy reading (`greedy-reading.js`) makes this search's choices wherever it
 * keeps the letters and digits the search keeps; `read-sample.js` runs the search only
 * where it does not, as Swift's `ReadingTables.read` does.
 */
export class ReadingSearch {
  /**
   * @param {import("./reading-tables.js").ReadingTables} tables
   * @param {import("./reading-input.js").ReadingInput} input
   * @param {(index: number) => Uint8Array | null} alternateOf each unit's alternate, or null
   * @param {{lastCloser: number, candidates: number[], optional: Uint8Array, droppedLettersAndDigits: number} | null} [restriction]
   *   for a complete run: its candidates, none optional; it reads each unit as typed and inserts no letter or digit
   */
  constructor(tables, input, alternateOf, restriction = null) {
    this.tables = tables;
    this.input = input;
    this.alternateOf = alternateOf;
    if (restriction !== null) {
      // A complete run's search (see `completeRun`): the same input, fewer candidates.
      this.lastCloser = restriction.lastCloser;
      this.insertsLettersAndDigits = false;
      this.candidates = restriction.candidates;
      this.optional = restriction.optional;
      this.droppedLettersAndDigits = restriction.droppedLettersAndDigits;
      // Nor does it pad the last number after a separator it inserted (rule 7, `mayPad`).
      this.paddingGuess = tables.moves.paddingGuess;
      return;
    }
    this.lastCloser = tables.lastCloser(input);
    /** Whether a reading may insert a literal letter or digit, and read a unit as its alternate. */
    this.insertsLettersAndDigits = true;
    const pass = forwardPass(tables, input, alternateOf, this.lastCloser);
    /** The units a reading may consume: the letters and digits kept, and readable symbols. */
    this.candidates = pass.candidates;
    /** Per candidate: whether it may be dropped (a symbol) or must be consumed. */
    this.optional = pass.optional;
    /** How many letters and digits the mask can read are dropped by every reading that keeps those before. */
    this.droppedLettersAndDigits = pass.droppedLettersAndDigits;
  }

  /** Runs the search: `{bytes, dropped, outcome}` of the chosen reading. */
  run(keepLiterals, editing = null) {
    return this.fillAndWalk(keepLiterals, false, editing);
  }

  /**
   * The reading that consumes every candidate but those in `greedyDropped`, each as typed,
   * inserts no literal letter or digit and no separator that closes a number range, and ends
   * accepting; null when there is none (complete beats partial).
   */
  completeRun(greedyDropped, keepLiterals, editing = null) {
    // The candidates but the dropped units (both lists ascending).
    const candidates = [];
    let skip = 0;
    for (const unit of this.candidates) {
      while (skip < greedyDropped.length && greedyDropped[skip] < unit) skip++;
      if (skip === greedyDropped.length || greedyDropped[skip] !== unit) candidates.push(unit);
    }
    // Nor does it insert a separator that closes a number range (as if a typed closer were
    // still to come): it may pad a value (`1:2:3` gives `01:02:03`), but never splits typed
    // digits among ranges where no separator was typed (`123120` into a date stays `12/31/20`).
    const restricted = new ReadingSearch(this.tables, this.input, this.alternateOf, {
      lastCloser: Infinity, candidates, optional: new Uint8Array(candidates.length),
      droppedLettersAndDigits: this.droppedLettersAndDigits,
    });
    return restricted.fillAndWalk(keepLiterals, true, editing);
  }

  /**
   * Whether the padding zero from `state` may go before unit `index` (MaskVM's `mayPad`): a
   * complete run pads the last number only right after a typed separator, not after an
   * insertion (`20241` into `DDDD-<01-12>` stays `2024-1`), where the digit is read unpadded too.
   */
  mayPad(state, index, afterInsertion) {
    const { tables } = this;
    // 0 always, 1 only where no insertion came before it, 2 never (`paddingGuess`, a complete run's only).
    return (this.paddingGuess?.[state * tables.classCount + tables.classMap[this.input.firstByte(index)]] ?? 0) < 2 - afterInsertion;
  }

  /** The alternate of unit `index` where this search may read it, or null. */
  alternateForm(index) {
    return this.insertsLettersAndDigits ? this.alternateOf(index) : null;
  }

  /**
   * Works out the layers' entries backwards at checkpoints every {@link BLOCK} layers, then
   * walks forward through each block over its entries asked for on the way ({@link LazyLayers}): the
   * reading, `{bytes, kinds, dropped, outcome}`. With `completeOnly`, only accepting states
   * are fine ends, and null when no reading gets to one.
   */
  fillAndWalk(keepLiterals, completeOnly, editing) {
    const { tables } = this;
    const stateCount = tables.stateCount;
    const layers = this.candidates.length;
    const blocks = Math.ceil(layers / BLOCK);
    const start = tables.startState;
    // Every state is a fine end (the letters and digits decide), or only the accepting ones.
    if (completeOnly && layers === 0 && (start === 0 || !tables.accepting[start])) return null;
    // PERF: the layers live in the tables' scratch, reused from call to call.
    const { checkpoints, known } = scratch(tables, (blocks + 1) * stateCount);
    // Checkpoint j holds the entries of layer min(j * BLOCK, layers), each block's worked
    // out from the one after it: memory O((layers / B + B) × states).
    const endOffset = blocks * stateCount;
    for (let state = 0; state < stateCount; state++) {
      checkpoints[endOffset + state] = state === 0 || (completeOnly && !tables.accepting[state]) ? UNREACHABLE : 0;
    }
    for (let block = blocks - 1; block > 0; block--) {
      const lazy = new LazyLayers(this, block * BLOCK, Math.min(block * BLOCK + BLOCK, layers), checkpoints, (block + 1) * stateCount, known);
      for (let state = 0; state < stateCount; state++) checkpoints[block * stateCount + state] = lazy.keeps(block * BLOCK, state, false) ? 0 : UNREACHABLE;
    }
    const walker = new Walker(this, keepLiterals, editing);
    for (let low = 0; low < layers; low += BLOCK) {
      const high = Math.min(low + BLOCK, layers);
      const lazy = new LazyLayers(this, low, high, checkpoints, (low / BLOCK + 1) * stateCount, known);
      // No reading gets to a fine end from the start.
      if (completeOnly && low === 0 && !lazy.keeps(0, start, false)) return null;
      for (let layer = low; layer < high; layer++) walker.step(layer, lazy);
    }
    walker.dropUpTo(this.input.unitCount);
    walker.outcome.finalState = walker.state;
    return { bytes: walker.sink.bytes, kinds: walker.sink.kinds, dropped: walker.dropped, outcome: walker.outcome };
  }

  /** What bars an insertion (`ReadingMoves.barred`) before unit `index`: a closer before the last typed, and letters. */
  barBefore(index) {
    return (index <= this.lastCloser ? 1 : 0) | (this.insertsLettersAndDigits ? 0 : 2);
  }

  /**
   * The ways of reading one form of a unit at `state`, into `out` from `at`: the preferred
   * way's target and whether it is meaningful, then the other's (only a one-byte form has
   * two; a target of 0 is none); in the middle of an insertion run the meaningful one first.
   * Then whether the first is a meaningful read of one byte.
   */
  reads(form, state, afterInsertion, out, at) {
    const { tables } = this;
    const cls = tables.classMap[form[0]];
    const preferred = tables.directStep(state, cls);
    out.fill(0, at, at + 5);
    if (preferred === 0) return;
    const meaningful = preferred & 1;
    if (form.length > 1) {
      out[at] = walk(tables, form, state);
      out[at + 1] = meaningful;
      return;
    }
    const other = tables.targets[(state * tables.classCount + cls) * 2 + 1 - meaningful];
    const swap = afterInsertion && !meaningful && other !== 0 ? 1 : 0;
    out[at + 2 * swap] = preferred >> 1;
    out[at + 1 + 2 * swap] = meaningful;
    out[at + 2 - 2 * swap] = other;
    out[at + 3 - 2 * swap] = 1 - meaningful;
    out[at + 4] = out[at + 1];
  }

  /**
   * Offers `visitor` the choices at `state` for unit `index`, in the greedy reading's order,
   * until its `visit(type, target, a, b)` returns true (MaskVM's `forEachChoice`): CONSUME
   * (`a` meaningful, `b` not 0 as its alternate), INSERT (`a` the byte, `b` its kind) or DROP.
   * PERF: no object a choice.
   */
  forEachChoice(state, index, afterInsertion, visitor) {
    const { tables, input } = this;
    const k = tables.classCount;
    const typed = input.typedForm(index);
    const alternate = this.alternateForm(index);
    const reads = (this.readScratch ??= new Int32Array(10));
    this.reads(typed, state, afterInsertion, reads, 0);
    if (alternate) this.reads(alternate, state, afterInsertion, reads, 5);
    else reads.fill(0, 5);
    const typedEntry = state * k + tables.classMap[typed[0]];
    const typedLeads = tables.insertionTarget[typedEntry] !== 0;
    let greedyEntry = typedLeads ? typedEntry : -1;
    if (!typedLeads && alternate) {
      const entry = state * k + tables.classMap[alternate[0]];
      if (tables.insertionTarget[entry] !== 0) greedyEntry = entry;
    }
    const greedyLiteral = greedyEntry >= 0 ? tables.classMap[tables.insertionByte[greedyEntry]] : -1;
    const { insertions, start, barred } = tables.moves;
    const bar = this.barBefore(index);
    if (greedyLiteral >= 0) {
      for (let position = start[state]; position < start[state + 1]; position++) {
        if (insertions[position].literalClass === greedyLiteral) {
          if ((barred[position] & bar) !== 0) greedyEntry = -1;
          break;
        }
      }
    }
    const greedy = greedyEntry < 0 ? 0 : tables.insertionTarget[greedyEntry];
    const greedyByte = greedyEntry < 0 ? 0 : tables.representative[greedyLiteral];
    // Each form: in an insertion run a meaningful reading of one byte comes before going on with the run.
    const run = (at, leads) => (reads[at + 4] && reads[at] && visitor.visit(CONSUME, reads[at], reads[at + 1], at))
      || (leads && greedy && visitor.visit(INSERT, greedy, greedyByte, INSERTED))
      || (!reads[at + 4] && reads[at] && visitor.visit(CONSUME, reads[at], reads[at + 1], at))
      || (reads[at + 2] && visitor.visit(CONSUME, reads[at + 2], reads[at + 3], at));
    if (run(0, afterInsertion && typedLeads) || run(5, afterInsertion && !typedLeads)
      || (!afterInsertion && greedy && visitor.visit(INSERT, greedy, greedyByte, INSERTED))) return;
    for (let position = start[state]; position < start[state + 1]; position++) {
      const insertion = insertions[position];
      if ((insertion.literalClass < 0 ? this.mayPad(state, index, afterInsertion) : insertion.literalClass !== greedyLiteral)
        && (barred[position] & bar) === 0 && visitor.visit(INSERT, insertion.target, insertion.byte, insertion.kind)) return;
    }
    if (!afterInsertion) visitor.visit(DROP, 0, 0, 0);
  }
}

/**
 * The tables' scratch for the layers, the checkpoints grown to at least `checkpointSize`.
 * PERF: a reading allocates no arrays per call; JavaScript runs one reading at a time.
 */
function scratch(tables, checkpointSize) {
  let buffers = tables.searchScratch;
  if (!buffers || buffers.checkpoints.length < checkpointSize) {
    buffers = { checkpoints: new Int32Array(checkpointSize), known: new Uint8Array(BLOCK * tables.stateCount) };
    tables.searchScratch = buffers;
  }
  return buffers;
}
