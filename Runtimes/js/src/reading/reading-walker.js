import { readingOutcome, ReadingSink, LITERAL, MEANINGFUL } from "./reading-sink.js";
import { UNREACHABLE } from "./search-cost.js";

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

  /**
   * Takes the step for candidate `layer`: its costs are at `offset` in `fresh` and
   * `inserted`, those of the layer after it at `offset + stateCount` in `fresh`.
   */
  step(layer, fresh, inserted, offset, stateCount) {
    const search = this.search;
    const index = search.candidates[layer];
    const next = offset + stateCount;
    this.dropUpTo(index);
    this.markBeforeAt(index);
    let goal = fresh[offset + this.state];
    let afterInsertion = false;
    for (;;) {
      let chosen = null;
      search.forEachChoice(this.state, index, afterInsertion, (choice) => {
        const cost = choice.type === "consume" ? fresh[next + choice.target]
          : choice.type === "insert" ? inserted[offset + choice.target]
            : search.optional[layer] === 1 ? fresh[next + this.state] : UNREACHABLE + 1;
        if (cost !== goal) return false;
        chosen = choice;
        return true;
      });
      if (chosen !== null && chosen.type === "consume") {
        const form = chosen.alternate ? search.alternateForm(index) ?? search.input.typedForm(index) : search.input.typedForm(index);
        this.consume(form, chosen, index);
        return;
      }
      if (chosen !== null && chosen.type === "insert") {
        this.sink.emit(chosen.byte, chosen.kind);
        this.outcome.inserted = true;
        this.state = chosen.target;
        goal = inserted[offset + this.state];
        afterInsertion = true;
        continue;
      }
      // A drop (`null` cannot happen: the layers were filled from these very choices).
      this.dropped.push(index);
      this.nextUnit = index + 1;
      return;
    }
  }

  consume(form, choice, index) {
    const tables = this.search.tables;
    if (index >= this.mark && this.outcome.markAfter < 0) this.outcome.markAfter = this.sink.bytes.length;
    if (choice.alternate) this.outcome.normalized = true;
    if (form.length === 1) {
      this.sink.emit(form[0], choice.meaningful ? MEANINGFUL : LITERAL);
    } else {
      let state = this.state;
      for (let offset = 0; offset < form.length; offset++) {
        const step = tables.directStep(state, tables.classMap[form[offset]]);
        if (step === 0) break;
        this.sink.emit(form[offset], step & 1);
        state = step >> 1;
      }
    }
    this.state = choice.target;
    this.outcome.consumedAny = true;
    this.nextUnit = index + 1;
  }
}
