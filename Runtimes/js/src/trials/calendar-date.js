import { trialMessage } from "./trial-message.js";
import { isDay } from "./card-expiry.js";
import { encodeUTF8 } from "../text/utf8.js";

/**
 * `calendarDate`: a text written in a layout that names a real day of the proleptic
 * Gregorian calendar, years 0001 to 9999 (the port of MaskTrialsCore's Trials/CalendarDate).
 * A layout such as `YYYY-MM-DD` or `DD/MM/YY` has one run of four (or two) `Y`, one of two
 * `M` and one of two `D`; every other character is a literal the text repeats. A two-digit
 * year is 20YY. Offsets are in UTF-8 bytes, as Swift's `DateLayout` counts them.
 */

/**
 * A layout read from its text, or null unless it has exactly one run of four or two `Y`,
 * one of two `M` and one of two `D` (Swift's `DateLayout.init?(_:)`).
 * @param {string} layout
 * @returns {{layout: string, bytes: Uint8Array, year: number[], month: number[], day: number[]} | null}
 */
export function readDateLayout(layout) {
  const bytes = encodeUTF8(layout);
  /** @type {Map<number, number[]>} each letter's run, [start, end) */
  const runs = new Map();
  let previous = 0;
  for (let offset = 0; offset < bytes.length; offset++) {
    const byte = bytes[offset];
    if (byte === 0x59 || byte === 0x4d || byte === 0x44) {
      const run = runs.get(byte);
      if (byte === previous && run !== undefined && run[1] === offset) {
        run[1] = offset + 1;
      } else {
        if (run !== undefined) return null; // a second run of the same letter
        runs.set(byte, [offset, offset + 1]);
      }
    }
    previous = byte;
  }
  const year = runs.get(0x59);
  const month = runs.get(0x4d);
  const day = runs.get(0x44);
  const length = (run) => run[1] - run[0];
  if (year === undefined || (length(year) !== 4 && length(year) !== 2)) return null;
  if (month === undefined || length(month) !== 2 || day === undefined || length(day) !== 2) return null;
  return { layout, bytes, year, month, day };
}

/**
 * The judge of a `calendarDate` step in `layout` (one {@link readDateLayout} read).
 * @param {NonNullable<ReturnType<typeof readDateLayout>>} layout
 * @returns {(text: string) => import("./trial-message.js").TrialMessage | null}
 */
export function calendarDateJudge(layout) {
  const within = (run, offset) => offset >= run[0] && offset < run[1];
  const number = (bytes, run) => {
    let value = 0;
    for (let offset = run[0]; offset < run[1]; offset++) value = value * 10 + bytes[offset] - 0x30;
    return value;
  };
  return (text) => {
    const bytes = encodeUTF8(text);
    const expected = layout.bytes;
    if (bytes.length !== expected.length) return trialMessage("date_layout", { layout: layout.layout });
    for (let offset = 0; offset < bytes.length; offset++) {
      const isField = within(layout.year, offset) || within(layout.month, offset) || within(layout.day, offset);
      const fits = isField ? bytes[offset] >= 0x30 && bytes[offset] <= 0x39 : bytes[offset] === expected[offset];
      if (!fits) return trialMessage("date_layout", { layout: layout.layout });
    }
    const written = number(bytes, layout.year);
    const year = layout.year[1] - layout.year[0] === 2 ? 2000 + written : written;
    const month = number(bytes, layout.month);
    const day = number(bytes, layout.day);
    return isDay(year, month, day) ? null : trialMessage("calendar_date", { year, month, day });
  };
}
