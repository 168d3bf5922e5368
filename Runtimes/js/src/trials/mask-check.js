import { loadProgramAlsoReadingEach } from "../bytecode/load-program.js";
import { decodePhoneReading } from "./phone-reading-section.js";
import { Tag, defaultLimits } from "../bytecode/format.js";
import { decodeTrialSteps } from "./trial-steps.js";
import { trialOfStep } from "./trial-of-step.js";
import { namingPrinted, trialMessage } from "./trial-message.js";
import { readValue } from "./value-reading.js";
import { charactersOf } from "../text/characters.js";
import { exactMatchDetails, quoted } from "./match-details.js";
import { referenceMonth } from "./card-expiry.js";
import { countryPrinted, hasPhoneMasks, isCountryDigits } from "./country-masks.js";
import { extensionJudge, noCountryCodeMessage, phoneReadingOf, readPhoneNumber, unwrittenCharacterMessage } from "./phone-reading.js";

/**
 * What a check says of a sample: whether it passes, the messages of the first failure (none
 * when it passes), and the form the trials judged (the printed form when the sample was
 * read as a value, the sample itself with `exact`).
 * @typedef {{pass: boolean, messages: import("./trial-message.js").TrialMessage[], printed: string}} CheckResult
 */

/**
 * How to judge: `exact` passes only the mask's printed form; `referenceDate` (`YYYY-MM` or
 * `YYYY-MM-DD`) makes `cardExpiry` fail a card that expired before its month; `allowBlank`
 * lets a blank sample (empty, or only white space) pass. `region` (an ISO 3166 code that the
 * file's `phon` section lists, `GB`) reads a phone number without `+`, `00` or `011` as that
 * region's national number, as `maskc check --preset phone --region GB` does.
 * @typedef {{exact?: boolean, referenceDate?: string, allowBlank?: boolean, region?: string}} CheckOptions
 */

/**
 * A program and the trials its text must also pass, loaded from one bytecode file (the port
 * of MaskTrialsCore's `MaskCheck`): what `maskc check --preset NAME` judges, for the file
 * `maskc compile --preset NAME` writes. A file without a `trls` section is checked by its
 * mask alone.
 *
 * ```js
 * const card = loadCheck(bytes);                       // throws ProgramError
 * card.check("4111111111111111")                       // { pass: true, messages: [], printed: "4111 1111 1111 1111" }
 * card.check("4111 1111 1111 1112").messages[0].text   // "is not a valid card number"
 * card.check("4111111111111111", { exact: true }).pass // false: expected ' ' at 4
 * ```
 */
export class MaskCheck {
  /** @internal made by {@link loadCheck} */
  constructor(program, steps, makers, phoneReading = null) {
    /** The mask (or mask set): match, transform, extract and the editor. */
    this.program = program;
    /** The trials as the file writes them: `{kind, parameters: [{name, values}]}`. */
    this.steps = steps;
    this.makers = makers;
    /** A phone preset's `phon` section (each code's trunk prefix and rule, each region), or null. */
    this.phoneReading = phoneReading === null ? null : phoneReadingOf(phoneReading);
    /** The judges without a reference month, made once. */
    this.plainJudges = this.judges(null);
    /** Whether the trials refuse an extension, which the phone reading takes off the number they judge. */
    this.refusesExtension = steps.some((step) => step.kind === "phoneWithoutExtension");
    /** Whether a number's value is read as by the country's own masks (the `phone` preset's masks: {@link hasPhoneMasks}). */
    this.readsByCountry = this.phoneReading !== null && hasPhoneMasks(program);
    Object.freeze(this);
  }

  /**
   * The facts of a region the file's `phon` section lists (any case; `001`, the metadata's
   * name for non-geographic codes, is none), or null for none given.
   * @param {string | undefined} code
   * @throws {RangeError} for a region the file does not list, or a file without the section
   */
  regionOf(code) {
    if (code === undefined) return null;
    if (this.phoneReading === null) throw new RangeError("--region goes with a phone preset (--preset phone, phone-national or phone-e164)");
    const region = this.phoneReading.regions.get(code.toUpperCase());
    if (region === undefined) {
      throw new RangeError(`option '--region' needs an ISO 3166 region code that libphonenumber's metadata knows (GB, US, RU, ...), not '${code}'`);
    }
    return region;
  }

  /** @internal each step's judge, cardExpiry's against `reference` */
  judges(reference) {
    return this.makers.map((make) => make({ reference, firstTwoCharacters }));
  }

  /**
   * Judges a sample as `maskc check --preset NAME` does: read as a value unless `exact`,
   * then the trials in turn, the first failure reported. A phone preset's file (one with a
   * `phon` section), read as a value, first reads the number as MaskTrialsCore's
   * PhoneNumberReader does (`00` or `011` as `+`, an extension taken off, a trunk prefix
   * after the code, with a region national input), and it is that number the trials and the
   * masks judge, as Swift's `MaskCheck` does ({@link checkPhoneNumber}); one with no country
   * code fails (`phone_no_country_code`), one with a control character, a line
   * separator or U+FFFD in it (`phone_character`), and one with an extension where the
   * trials refuse one (`phone_extension`: `phone-e164`'s file).
   * @param {string} text
   * @param {CheckOptions} [options]
   * @returns {CheckResult}
   * @throws {RangeError} for a `referenceDate` that is not a date written YYYY-MM or YYYY-MM-DD
   */
  check(text, options = {}) {
    let judges = this.plainJudges;
    if (options.referenceDate !== undefined) {
      const reference = referenceMonth(options.referenceDate);
      if (reference === null) throw new RangeError(`'${options.referenceDate}' is not a date written YYYY-MM or YYYY-MM-DD`);
      judges = this.judges(reference);
    }
    if (options.allowBlank && isBlank(text)) return { pass: true, messages: [], printed: text };
    if (options.exact) {
      const details = exactMatchDetails(this.program, text);
      if (details !== null) return failure(maskMessage(details, text), text);
      return judgeInTurn(judges, text, text);
    }
    if (this.phoneReading !== null) return this.checkPhoneNumber(text, judges, this.regionOf(options.region));
    const reading = readValue(this.program, text);
    if (reading.outcome.kind !== "value") return failure(notAValue(reading, text), reading.printed);
    return judgeInTurn(judges, reading.printed, text);
  }

  /**
   * @internal a phone preset's check read as a value, in maskc's order: the country step, then the
   * trials on the number it gives (`+447700900123` for `+44 7700 900 123`: a length is
   * judged before the masks), then the extension where the trials refuse one, then that
   * number read as a value of the masks. maskc's masks
   * read the step's number, not the text as typed, so spaces where the printed form has none
   * are formatting left out, not separators moved.
   */
  checkPhoneNumber(text, judges, region) {
    const { number, hasCountryCode, countryCode } = readPhoneNumber(text, this.phoneReading, region);
    if (!hasCountryCode) return failure(noCountryCodeMessage(), text);
    const unwritten = unwrittenCharacterMessage(number);
    if (unwritten !== null) return failure(unwritten, number);
    for (const judge of judges) {
      const message = judge(number);
      if (message !== null) return failure(message, number);
    }
    // After the trials on the number: a length fault is the more basic one (maskc's order).
    const extension = this.refusesExtension ? extensionJudge(text) : null;
    if (extension !== null) return failure(extension, number);
    // maskc reads the value by the country's own masks, which take every such number.
    if (this.readsByCountry && countryCode !== null && isCountryDigits(number)) {
      return { pass: true, messages: [], printed: countryPrinted(number, (text) => readValue(this.program, text)) };
    }
    const reading = readValue(this.program, number);
    if (reading.outcome.kind !== "value") return failure(notAValue(reading, number), reading.printed);
    return { pass: true, messages: [], printed: reading.printed };
  }
}

/**
 * Loads a file that `maskc compile --preset NAME` (or `MaskCheck.bytecode()`) wrote, or any
 * program's file: the program verified as {@link import("../bytecode/load-program.js").loadProgram}
 * verifies it, and its `trls` section as hostile input, refused with the Swift reader's
 * messages, a kind this runtime does not know included ("the file needs a newer maskc").
 * @param {Uint8Array} bytes
 * @param {import("../bytecode/format.js").LoadLimits} [limits]
 * @returns {MaskCheck}
 * @throws {import("../program/program-error.js").ProgramError}
 */
export function loadCheck(bytes, limits = defaultLimits) {
  const { program, sections: [section, phoneSection] } = loadProgramAlsoReadingEach(bytes, [Tag.trials, Tag.phoneReading], limits);
  const steps = section === undefined ? [] : decodeTrialSteps(section);
  const makers = steps.map(trialOfStep);
  // The header's version (verified with the container): version 1's regions have no rules.
  const phoneReading = phoneSection === undefined ? null : decodePhoneReading(phoneSection, bytes[8] | (bytes[9] << 8));
  return new MaskCheck(program, steps, makers, phoneReading);
}

/**
 * The judges on `form`, in turn; a failure of a form that is not the sample names it (texts
 * compared as Swift compares Strings: canonically equivalent spellings are the same text).
 */
function judgeInTurn(judges, form, sample) {
  for (const judge of judges) {
    const message = judge(form);
    if (message === null) continue;
    const same = form === sample || form.normalize() === sample.normalize();
    return failure(same ? message : namingPrinted(message, form), form);
  }
  return { pass: true, messages: [], printed: form };
}

function failure(message, printed) {
  return { pass: false, messages: [message], printed };
}

/** The mask trial's message: incomplete, or the Character that does not fit. */
function maskMessage(details, text) {
  const position = { offset: details.offset, utf16Offset: utf16Offset(text, details.offset) };
  if (details.found !== null && details.result === "illegal") {
    return trialMessage("mask_mismatch", { expected: details.expected, found: quoted(details.found), ...position });
  }
  return trialMessage("mask_incomplete", { expected: details.expected, ...position });
}

/** Why the sample is not a value: what was dropped or moved, or the printed form that is still incomplete. */
function notAValue(reading, sample) {
  const { outcome, printed } = reading;
  if (outcome.kind !== "dropped" && outcome.kind !== "moved") return trialMessage("mask_value", { printed, reason: "a part is missing" });
  const characters = charactersOf(sample);
  const what = outcome.at < characters.length ? quoted(characters[outcome.at]) : "the end";
  const reason = outcome.kind === "dropped"
    ? `no place for ${what} at ${outcome.at}`
    : `${what} at ${outcome.at} cannot stay where it was typed`;
  return trialMessage("mask_value", { printed, offset: outcome.at, utf16Offset: utf16Offset(sample, outcome.at), reason });
}

/** The offset of the Character `offset` in UTF-16 code units, the editor's unit. */
function utf16Offset(text, offset) {
  return charactersOf(text).slice(0, offset).join("").length;
}

/** The first two Characters of a text. */
function firstTwoCharacters(text) {
  return charactersOf(text).slice(0, 2).join("");
}

const whiteSpace = /^\p{White_Space}*$/u;

/** Rails' `blank?`: empty, or only white space (Unicode's White_Space: no-break spaces too). */
export function isBlank(text) {
  return whiteSpace.test(text);
}
