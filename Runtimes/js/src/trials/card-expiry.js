import { trialMessage } from "./trial-message.js";

/**
 * `cardExpiry`: a card's expiry date as printed on it, `MM/YY`, month 01 to 12 of the year
 * 20YY (the port of MaskTrialsCore's Trials/CardExpiry). With a reference month it also
 * fails a card that has expired: a card is good through the last day of its month, so
 * `11/26` passes in November 2026 and fails in December.
 */

/**
 * A month of a year; `text` as Swift's `CalendarMonth` prints it, `2026-11`.
 * @typedef {{year: number, month: number}} CalendarMonth
 */

/** `2026-11`: the year in at least four digits, the month in two. */
export function monthText({ year, month }) {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

/**
 * The month of a date written `YYYY-MM` or `YYYY-MM-DD` (a real day), or null: how
 * `--reference-date` is read (maskc's `TrialOptions.referenceMonth`).
 * @param {string} written
 * @returns {CalendarMonth | null}
 */
export function referenceMonth(written) {
  const parts = written.split("-");
  // Digits only, as maskc reads them: a sign (`+026-+5`) is not a date.
  const integer = (part, length) => (part.length === length && /^[0-9]+$/.test(part) ? Number(part) : null);
  if (parts.length < 2 || parts.length > 3) return null;
  const year = integer(parts[0], 4);
  const month = integer(parts[1], 2);
  if (year === null || month === null) return null;
  if (parts.length === 3 && !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(written)) return null;
  if (parts.length === 3 && !isDay(year, month, Number(parts[2]))) return null;
  if (month < 1 || month > 12) return null;
  return { year, month };
}

/** Whether day `day` of month `month` of `year` (1 to 9999) is on the proleptic Gregorian calendar. */
export function isDay(year, month, day) {
  return year >= 1 && year <= 9999 && day >= 1 && day <= daysInMonth(month, year);
}

/** 30 in April, June, September and November; 28 or 29 in February; 31 otherwise; 0 for no month. */
function daysInMonth(month, year) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  if (month === 4 || month === 6 || month === 9 || month === 11) return 30;
  return month >= 1 && month <= 12 ? 31 : 0;
}

const isDigitCode = (code) => code >= 0x30 && code <= 0x39;

/**
 * The judge of a `cardExpiry` step, judging against `reference` when one is given.
 * @param {CalendarMonth | null} reference
 * @returns {(text: string) => import("./trial-message.js").TrialMessage | null}
 */
export function cardExpiryJudge(reference) {
  return (text) => {
    // Five characters of which four are digits and one '/' is five bytes: length in UTF-16 is enough.
    if (text.length !== 5 || text[2] !== "/" || ![0, 1, 3, 4].every((index) => isDigitCode(text.charCodeAt(index)))) {
      return trialMessage("card_expiry");
    }
    const month = Number(text.slice(0, 2));
    if (month < 1 || month > 12) return trialMessage("card_expiry");
    const expiry = { year: 2000 + Number(text.slice(3, 5)), month };
    if (reference === null || expiry.year > reference.year || (expiry.year === reference.year && expiry.month >= reference.month)) {
      return null;
    }
    return trialMessage("card_expired", { expiry: monthText(expiry), reference: monthText(reference) });
  };
}
