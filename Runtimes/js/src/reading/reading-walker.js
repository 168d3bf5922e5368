import { readingOutcome, ReadingSink } from "./reading-sink.js";
import { INSERT, DROP } from "./search-cost.js";

/**
 * Walks forward through the exact search's filled layers, taking at each step the first
 * choice, in the greedy reading's order, that keeps the reading optimal (MaskVM's
 * `ReadingSearch.Walker`).
 */
export class Walker {
  /** `editing`, for the editor: `{mark}`, the unit whose place in the output the caret needs; kinds are kept. */
  constructor(search, keepLiterals, editing = null) {
    this.search = search;
    this.sink = new ReadingSink(keepLiterals, editing !== null);
    this.mark = editing ? editing.mark : Infinity;
    this.state = search.tables.startState;
    this.outcome = readingOutcome(this.state);
    this.dropped = [];
    this.nextUnit = 0;
  }

  /** Drops the units before `unit` that are no candidates. */
  dropUpTo(unit) {
    while (this.nextUnit < unit) {
      this.markBeforeAt(this.nextUnit);
      this.dropped.push(this.nextUnit++);
    }
  }

  /** Notes where the output stands when unit `index` is the first at or after the mark. */
  markBeforeAt(index) {
    if (index >= this.mark && this.outcome.markBefore < 0) this.outcome.markBefore = this.sink.bytes.length;
  }

  /** Takes the step for candidate `layer`: the first choice whose target keeps, in `layers` (`lazy-layers.js`). */
  step(layer, layers) {
    const search = this.search;
    const index = search.candidates[layer];
    this.dropUpTo(index);
    this.markBeforeAt(index);
    this.layer = layer;
    this.layers = layers;
    let afterInsertion = false;
    for (;;) {
      // A drop unless a choice keeps (none cannot happen: the layers come from these very choices).
      this.chosen = DROP;
      search.forEachChoice(this.state, index, afterInsertion, this);
      const { chosen, a, b } = this;
      if (chosen === DROP) break;
      if (chosen === INSERT) {
        this.sink.emit(a, b);
        this.outcome.inserted = true;
        this.outcome.insertedBefore = index;
        this.state = this.target;
        afterInsertion = true;
        continue;
      }
      const typed = search.input.typedForm(index);
      const form = b ? search.alternateForm(index) ?? typed : typed;
      if (index >= this.mark && this.outcome.markAfter < 0) this.outcome.markAfter = this.sink.bytes.length;
      if (b) this.outcome.normalized = true;
      if (form.length === 1) {
        this.sink.emit(form[0], a);
      } else {
        const tables = search.tables;
        let state = this.state;
        for (let offset = 0; offset < form.length; offset++) {
          const step = tables.directStep(state, tables.classMap[form[offset]]);
          if (step === 0) break;
          this.sink.emit(form[offset], step & 1);
          state = step >> 1;
        }
      }
      this.state = this.target;
      this.outcome.consumedAny = true;
      this.nextUnit = index + 1;
      return;
    }
    this.dropped.push(index);
    this.nextUnit = index + 1;
  }

  /** A choice offered by the search's `forEachChoice`: taken, and true, when it keeps. */
  visit(type, target, a, b) {
    if (!this.layers.takes(this.layer, type, target, this.state)) return false;
    this.chosen = type;
    this.target = target;
    this.a = a;
    this.b = b;
    return true;
  }
}
