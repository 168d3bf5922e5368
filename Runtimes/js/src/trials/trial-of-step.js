import { Tag } from "../bytecode/format.js";
import { errors } from "../program/program-error.js";
import { encodeUTF8 } from "../text/utf8.js";
import { cardBrands, paymentCardJudge } from "./payment-card.js";
import { cardExpiryJudge } from "./card-expiry.js";
import { calendarDateJudge, readDateLayout } from "./calendar-date.js";
import { ibanCountryJudge, isLayout, judgeIBAN } from "./iban.js";
import { phoneNumberJudge, readPhoneEntry } from "./phone-number.js";
import { extensionJudge } from "./phone-reading.js";

/**
 * A judge: null when the text passes, else the one message that says why.
 * @typedef {(text: string) => import("./trial-message.js").TrialMessage | null} Judge
 */

/**
 * What a step's judge needs besides the step: the reference month of `cardExpiry`
 * (`--reference-date`), and how to cut a text into Characters.
 * @typedef {{reference: import("./card-expiry.js").CalendarMonth | null, firstTwoCharacters: (text: string) => string}} JudgeContext
 */

/** The kinds this runtime knows, as MaskTrialsCore's `Trial(step:)` does. */
export const knownKinds = Object.freeze(["paymentCard", "cardExpiry", "calendarDate", "iban", "ibanCountry", "phoneNumber", "phoneWithoutExtension"]);

/**
 * The judge of a step, as MaskTrialsCore's `Trial.init(step:)` makes its trial: a kind this
 * runtime does not know is refused ("the file needs a newer maskc"), and so is a parameter
 * that is missing, unknown, written twice or malformed, in the order Swift finds them, with
 * its message. A check is never made weaker than the file says.
 * @param {import("./trial-steps.js").TrialStep} step
 * @returns {(context: JudgeContext) => Judge} the judge, once the context is known
 * @throws {import("../program/program-error.js").ProgramError}
 */
export function trialOfStep(step) {
  const reader = stepReader(step);
  switch (step.kind) {
    case "paymentCard": {
      const names = reader.values("brands");
      for (const name of names) if (!Object.hasOwn(cardBrands, name)) throw reader.malformed(`no card brand '${name}'`);
      reader.expectOnly(["brands"]);
      const judge = paymentCardJudge(names);
      return () => judge;
    }
    case "cardExpiry":
      reader.expectOnly([]);
      return (context) => cardExpiryJudge(context.reference);
    case "calendarDate": {
      const text = reader.single("layout");
      const layout = readDateLayout(text);
      if (layout === null) throw reader.malformed(`no date layout '${text}'`);
      reader.expectOnly(["layout"]);
      const judge = calendarDateJudge(layout);
      return () => judge;
    }
    case "iban":
      reader.expectOnly([]);
      return () => judgeIBAN;
    case "ibanCountry": {
      const layouts = new Map();
      for (const entry of reader.values("layouts")) {
        const parts = entry.split(":");
        if (parts.length !== 2 || encodeUTF8(parts[0]).length !== 2 || layouts.has(parts[0]) || !isLayout(parts[1])) {
          throw reader.malformed(`no country layout '${entry}'`);
        }
        layouts.set(parts[0], parts[1]);
      }
      reader.expectOnly(["layouts"]);
      return (context) => ibanCountryJudge(layouts, context.firstTwoCharacters);
    }
    case "phoneNumber": {
      const lengths = new Map();
      for (const text of reader.values("lengths")) {
        const entry = readPhoneEntry(text);
        if (entry === null || lengths.has(entry.code)) throw reader.malformed(`no country code's lengths '${text}'`);
        lengths.set(entry.code, entry.lengths);
      }
      reader.expectOnly(["lengths"]);
      const judge = phoneNumberJudge(lengths);
      return () => judge;
    }
    case "phoneWithoutExtension":
      reader.expectOnly([]);
      return () => extensionJudge;
    default:
      throw errors.malformedSection(Tag.trials, `unknown trial '${step.kind}': the file needs a newer maskc`);
  }
}

/** Reads a step's parameters, every error naming the step (MaskTrialsCore's StepReader). */
function stepReader(step) {
  const malformed = (reason) => errors.malformedSection(Tag.trials, `trial '${step.kind}': ${reason}`);
  const values = (name) => {
    const parameter = step.parameters.find((candidate) => candidate.name === name);
    if (parameter === undefined) throw malformed(`no parameter '${name}'`);
    return parameter.values;
  };
  return {
    malformed,
    values,
    single(name) {
      const found = values(name);
      if (found.length !== 1) throw malformed(`parameter '${name}' has ${found.length} values, not 1`);
      return found[0];
    },
    /** Refuses a parameter the kind does not take, or one written twice. */
    expectOnly(names) {
      step.parameters.forEach((parameter, index) => {
        if (!names.includes(parameter.name)) throw malformed(`unknown parameter '${parameter.name}'`);
        if (step.parameters.slice(0, index).some((earlier) => earlier.name === parameter.name)) {
          throw malformed(`parameter '${parameter.name}' written twice`);
        }
      });
    },
  };
}
