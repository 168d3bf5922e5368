/**
 * Issue 24's speed and size goals, each beside the figure the bench measured for it, so
 * that a run ends with what is met and what is not rather than leaving the reader to
 * compare tables with the issue.
 */
export class GoalReport {
  constructor() {
    /** @type {{goal: string, measured: string, met: boolean | null}[]} */
    this.rows = [];
  }

  /**
   * Records one goal: `goal` says it (with what is measured), `measured` the figure, or
   * why there is none (then `met` is null: a goal skipped is neither met nor missed).
   * @param {string} goal
   * @param {string} measured
   * @param {boolean | null} met
   */
  add(goal, measured, met) {
    this.rows.push({ goal, measured, met });
  }

  /** The goals as lines, a verdict first: `met`, `MISSED` or `-` (not measured). */
  lines() {
    const width = Math.max(...this.rows.map((row) => row.goal.length));
    const verdict = (met) => (met === null ? "-" : met ? "met" : "MISSED");
    return this.rows.map((row) => `${verdict(row.met).padEnd(7)}${row.goal.padEnd(width)}   ${row.measured}`);
  }
}
