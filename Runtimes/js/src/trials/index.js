/**
 * A preset's checks in the JavaScript runtime: the trials a compiled file carries in its
 * `trls` section, judged as MaskTrialsCore judges them, so `check` on a page gives what
 * `maskc check --preset NAME` gives. A separate import: the core runtime (`../index.js`)
 * does not pull it in.
 *
 * ```js
 * import { loadCheck } from "./src/trials/index.js";
 * const iban = loadCheck(new Uint8Array(await (await fetch("iban.maskc")).arrayBuffer()));
 * iban.check("DE89370400440532013000")       // { pass: true, messages: [], printed: "DE89 3704 0044 0532 0130 00" }
 * iban.check("GB82 WEST 1234 5698 7654 33").messages[0].text   // "does not pass the IBAN check (check digits 82)"
 * ```
 *
 * Files: `trial-steps.js` (the section's reader), `trial-of-step.js` (a step's kind and
 * parameters read into a judge), one file a kind (`payment-card.js`, `card-expiry.js`,
 * `calendar-date.js`, `iban.js`, `phone-number.js`), `trial-message.js` (keys, templates,
 * interpolation), `value-reading.js` and `match-details.js` (MaskVM's value reading and
 * match details, which only the check needs), `phone-reading.js` (what a phone preset's file
 * lacks: the country step, and the one-sided rule in its place), `mask-check.js` (the check itself).
 * @module
 */
export { loadCheck, MaskCheck, isBlank } from "./mask-check.js";
export { decodeTrialSteps } from "./trial-steps.js";
export { knownKinds } from "./trial-of-step.js";
export { referenceMonth } from "./card-expiry.js";
