import { CONSUME, INSERT } from "./search-cost.js";

/**
 * One block of the exact search's layers, each entry worked out when the walk first asks
 * for it (MaskVM's `ReadingSearch.LazyLayers`). An entry is 0 or UNREACHABLE: whether the
 * units from a layer on can be read from a state keeping every kept letter and digit. The
 * walk takes, at each step, the first choice whose target keeps, so it needs the entries of
 * the targets of the choices it tries, and of nothing else: the same walk as over layers
 * all filled first, choice for choice, where a raw `256.1.1.1` into an address asks a few
 * dozen entries and the fill works out every state of every layer.
 *
 * Each entry is worked out once, by the fill's recurrence (a consume or an insertion whose
 * target keeps, or a drop where the unit may be dropped); the recursion goes one layer
 * deeper per consume or drop and one insertion further per insertion, so its depth is
 * bounded by the block's layers (at most 64) and the insertions between two units.
 */
export class LazyLayers {
  /**
   * @param {import("./reading-search.js").ReadingSearch} search
   * @param {number} low the block's first layer
   * @param {number} high past its last: the entries of layer `high` are `end`'s
   * @param {Int32Array} end costs of layer `high`, a state each from `endOffset`
   * @param {Uint8Array} known per layer of the block and state: 1 and 2 known and keeps, 4 and 8 the same after an insertion
   */
  constructor(search, low, high, end, endOffset, known) {
    this.search = search;
    this.low = low;
    this.high = high;
    this.end = end;
    this.endOffset = endOffset;
    this.known = known;
    known.fill(0, 0, (high - low) * search.tables.stateCount);
  }

  /** Whether a reading keeps from `state` at candidate `layer` (after an insertion there: it may not drop the unit). */
  keeps(layer, state, afterInsertion) {
    if (state === 0) return false;
    if (layer === this.high) return this.end[this.endOffset + state] === 0;
    const { search, known } = this;
    const { tables } = search;
    const slot = (layer - this.low) * tables.stateCount + state;
    const bit = afterInsertion ? 4 : 1;
    if ((known[slot] & bit) !== 0) return (known[slot] & (bit << 1)) !== 0;
    const unit = search.candidates[layer];
    const alternate = search.alternateForm(unit);
    let found = this.consumes(layer, search.input.typedForm(unit), state) || (alternate !== null && this.consumes(layer, alternate, state))
      || (!afterInsertion && search.optional[layer] === 1 && this.keeps(layer + 1, state, false));
    const { start, targetOf, barred, insertions } = tables.moves;
    const bar = search.barBefore(unit);
    for (let index = start[state]; !found && index < start[state + 1]; index++) {
      found = (barred[index] & bar) === 0 && (insertions[index].literalClass >= 0 || search.mayPad(state, unit, afterInsertion))
        && this.keeps(layer, targetOf[index], true);
    }
    known[slot] |= bit | (found ? bit << 1 : 0);
    return found;
  }

  /** Whether consuming `form` from `state` keeps: either reading of a one-byte form, the preferred way for a longer one. */
  consumes(layer, form, state) {
    const { tables } = this.search;
    if (form.length === 1) {
      const column = (state * tables.classCount + tables.classMap[form[0]]) * 2;
      return this.keeps(layer + 1, tables.targets[column], false) || this.keeps(layer + 1, tables.targets[column + 1], false);
    }
    return this.keeps(layer + 1, walk(tables, form, state), false);
  }

  /** Whether a choice of the search's `forEachChoice`, made at `state` for candidate `layer`'s unit, keeps. */
  takes(layer, type, target, state) {
    return type === CONSUME ? this.keeps(layer + 1, target, false)
      : type === INSERT ? this.keeps(layer, target, true)
        : this.search.optional[layer] === 1 && this.keeps(layer + 1, state, false);
  }
}

/** The state after reading `form` from `state`, each byte the preferred way; 0 when it cannot. */
export function walk(tables, form, state) {
  for (let offset = 0; offset < form.length; offset++) {
    const step = tables.directStep(state, tables.classMap[form[offset]]);
    if (step === 0) return 0;
    state = step >> 1;
  }
  return state;
}
