import { INSERTED } from "./reading-sink.js";
import { forwardPass } from "./forward-pass.js";
import { Walker } from "./reading-walker.js";
import { UNREACHABLE } from "./search-cost.js";
const BLOCK = 64;
const NO_READS = Object.freeze({ first: null, second: null, meaningfulFirst: false });

/**
 * The exact reading (MaskVM's ReadingSearch). A reading is a path through the reading
 * automaton: each unit is consumed (as a literal or meaningful, possibly after inserted
 * literals) or dropped. The one taken keeps the typed letters and digits best, earliest
 * first (the forward pass finds which), and of the readings that keep exactly those, makes
 * the greedy reading's choice at the earliest step where they differ. A dynamic program
 * over (unit, state), filled backwards, says where a reading can still keep them; a walk
 * forward takes the first choice, in the greedy's order, that keeps that possible.
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

  /** The alternate of unit `index` where this search may read it, or null. */
  alternateForm(index) {
    return this.insertsLettersAndDigits ? this.alternateOf(index) : null;
  }

  /**
   * Fills the layers backwards, a block of {@link BLOCK} at a time from checkpoints, and
   * walks forward through each block: the reading, `{bytes, kinds, dropped, outcome}`. With
   * `completeOnly`, only accepting states are fine ends, and null when no reading gets to one.
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
    const span0 = Math.min(BLOCK, layers);
    const { checkpoints, fresh, inserted } = scratch(tables, (blocks + 1) * stateCount, (span0 + 1) * stateCount, span0 * stateCount);
    // Checkpoint j holds fresh[min(j * BLOCK, layers)]: memory O((layers / B + B) × states).
    const endOffset = blocks * stateCount;
    checkpoints[endOffset] = UNREACHABLE;
    for (let state = 1; state < stateCount; state++) {
      checkpoints[endOffset + state] = completeOnly && !tables.accepting[state] ? UNREACHABLE : 0;
    }
    if (blocks > 1) {
      // Two rows of `fresh` alternate as the layer after and the layer filled.
      let nextArray = checkpoints;
      let nextOffset = endOffset;
      let row = 0;
      for (let layer = layers - 1; layer >= BLOCK; layer--) {
        const freshOffset = row * stateCount;
        this.fill(layer, nextArray, nextOffset, fresh, freshOffset, inserted, 0);
        nextArray = fresh;
        nextOffset = freshOffset;
        row = 1 - row;
        if (layer % BLOCK === 0) checkpoints.set(fresh.subarray(freshOffset, freshOffset + stateCount), (layer / BLOCK) * stateCount);
      }
    }
    const walker = new Walker(this, keepLiterals, editing);
    for (let blockIndex = 0; blockIndex < blocks; blockIndex++) {
      const low = blockIndex * BLOCK;
      const high = Math.min(low + BLOCK, layers);
      const span = high - low;
      fresh.set(checkpoints.subarray((blockIndex + 1) * stateCount, (blockIndex + 2) * stateCount), span * stateCount);
      for (let layer = high - 1; layer >= low; layer--) {
        const offset = (layer - low) * stateCount;
        this.fill(layer, fresh, offset + stateCount, fresh, offset, inserted, offset);
      }
      // No reading gets to a fine end from the start.
      if (completeOnly && blockIndex === 0 && fresh[start] !== 0) return null;
      for (let layer = low; layer < high; layer++) walker.step(layer, fresh, inserted, (layer - low) * stateCount, stateCount);
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
   * Fills layer `layer` (`fresh` and `inserted`, a state each from their offsets) from the
   * fresh costs `next` of the layer after it: the minimum over the choices of
   * {@link forEachChoice}.
   */
  fill(layer, next, n, fresh, f, inserted, i) {
    const { tables, input } = this;
    const unitIndex = this.candidates[layer];
    const typed = input.typedForm(unitIndex);
    const alternate = this.alternateForm(unitIndex);
    const mayDrop = this.optional[layer] === 1;
    const { start, targetOf, barred } = tables.moves;
    const bar = this.barBefore(unitIndex);
    const order = tables.topologicalOrder;
    for (let position = order.length - 1; position >= 0; position--) {
      const state = order[position];
      let best = consumeCost(tables, typed, state, next, n);
      if (alternate) best = Math.min(best, consumeCost(tables, alternate, state, next, n));
      for (let index = start[state]; index < start[state + 1]; index++) {
        if ((barred[index] & bar) === 0 && inserted[i + targetOf[index]] < best) best = inserted[i + targetOf[index]];
      }
      inserted[i + state] = best;
      fresh[f + state] = mayDrop ? Math.min(best, next[n + state]) : best;
    }
    inserted[i] = UNREACHABLE;
    fresh[f] = UNREACHABLE;
  }

  /**
   * The ways of reading one form of a unit at `state`: the preferred way, then the other
   * (only a one-byte form has two); in the middle of an insertion run the meaningful one
   * first.
   */
  reads(form, isAlternate, state, afterInsertion) {
    const { tables } = this;
    const k = tables.classCount;
    const cls = tables.classMap[form[0]];
    const preferred = tables.directStep(state, cls);
    if (preferred === 0) return NO_READS;
    if (form.length === 1) {
      const meaningful = (preferred & 1) === 1;
      let first = { type: "consume", target: preferred >> 1, meaningful, alternate: isAlternate };
      let second = null;
      const other = tables.targets[(state * k + cls) * 2 + (meaningful ? 0 : 1)];
      if (other !== 0) second = { type: "consume", target: other, meaningful: !meaningful, alternate: isAlternate };
      if (afterInsertion && !meaningful && second) [first, second] = [second, first];
      return { first, second, meaningfulFirst: first.meaningful };
    }
    const target = walk(tables, form, state);
    if (target === 0) return NO_READS;
    return { first: { type: "consume", target, meaningful: (preferred & 1) === 1, alternate: isAlternate }, second: null, meaningfulFirst: false };
  }

  /**
   * Calls `body` with the choices at `state` for unit `index`, in the greedy reading's
   * order, until it returns true (MaskVM's `forEachChoice`).
   */
  forEachChoice(state, index, afterInsertion, body) {
    const { tables, input } = this;
    const k = tables.classCount;
    const typed = input.typedForm(index);
    const typedReads = this.reads(typed, false, state, afterInsertion);
    const alternate = this.alternateForm(index);
    const alternateReads = alternate ? this.reads(alternate, true, state, afterInsertion) : NO_READS;
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
    const greedy = greedyEntry < 0 ? null
      : { type: "insert", byte: tables.representative[greedyLiteral], kind: INSERTED, target: tables.insertionTarget[greedyEntry] };
    const otherInsertions = () => {
      for (let position = start[state]; position < start[state + 1]; position++) {
        const insertion = insertions[position];
        if ((insertion.literalClass < 0 || insertion.literalClass !== greedyLiteral) && (barred[position] & bar) === 0) {
          if (body({ type: "insert", byte: insertion.byte, kind: insertion.kind, target: insertion.target })) return true;
        }
      }
      return false;
    };
    if (afterInsertion) {
      // Each form: a meaningful reading of one byte comes before going on with the run.
      const run = (reads, leads) => {
        if (reads.meaningfulFirst && reads.first && body(reads.first)) return true;
        if (leads && greedy && body(greedy)) return true;
        if (!reads.meaningfulFirst && reads.first && body(reads.first)) return true;
        if (reads.second && body(reads.second)) return true;
        return false;
      };
      if (run(typedReads, typedLeads) || run(alternateReads, !typedLeads)) return;
      otherInsertions();
      return;
    }
    if (typedReads.first && body(typedReads.first)) return;
    if (typedReads.second && body(typedReads.second)) return;
    if (alternateReads.first && body(alternateReads.first)) return;
    if (alternateReads.second && body(alternateReads.second)) return;
    if (greedy && body(greedy)) return;
    if (otherInsertions()) return;
    body(DROP);
  }
}

const DROP = Object.freeze({ type: "drop" });

/**
 * The tables' scratch for the layers, grown to at least the sizes asked. PERF: a reading
 * allocates no arrays per call; JavaScript runs one reading at a time.
 */
function scratch(tables, checkpointSize, freshSize, insertedSize) {
  let buffers = tables.searchScratch;
  if (!buffers || buffers.checkpoints.length < checkpointSize || buffers.fresh.length < freshSize || buffers.inserted.length < insertedSize) {
    buffers = {
      checkpoints: new Int32Array(Math.max(checkpointSize, buffers?.checkpoints.length ?? 0)),
      fresh: new Int32Array(Math.max(freshSize, 2 * tables.stateCount, buffers?.fresh.length ?? 0)),
      inserted: new Int32Array(Math.max(insertedSize, tables.stateCount, buffers?.inserted.length ?? 0)),
    };
    tables.searchScratch = buffers;
  }
  return buffers;
}

/**
 * The least cost, in `next` (from offset `n`), of the states consuming `form` from `state`
 * reaches: both readings of a one-byte form, the preferred way for a longer one.
 */
function consumeCost(tables, form, state, next, n) {
  let best = UNREACHABLE;
  if (form.length === 1) {
    const column = (state * tables.classCount + tables.classMap[form[0]]) * 2;
    const literal = tables.targets[column];
    const meaningful = tables.targets[column + 1];
    if (literal !== 0) best = next[n + literal];
    if (meaningful !== 0) best = Math.min(best, next[n + meaningful]);
    return best;
  }
  const target = walk(tables, form, state);
  return target === 0 ? best : next[n + target];
}

/** The state after reading `form` from `state`, each byte the preferred way; 0 when it cannot. */
function walk(tables, form, state) {
  for (let offset = 0; offset < form.length; offset++) {
    const step = tables.directStep(state, tables.classMap[form[offset]]);
    if (step === 0) return 0;
    state = step >> 1;
  }
  return state;
}
