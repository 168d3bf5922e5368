import { trialMessage } from "./trial-message.js";

/**
 * `paymentCard`: a card number of an accepted brand (the port of MaskTrialsCore's
 * Trials/PaymentCard and LuhnSum): 12 to 19 ASCII digits, single spaces or hyphens between
 * them, a right Luhn check digit, and the prefix and length of an accepted brand. The
 * brands, their lengths and their issuer ranges are Swift's `CardBrand` and
 * `CardPrefixRule.table`, whose sources are in docs/trials.md.
 */

/** Each brand by its raw value (the file's name for it): the name people write, the lengths it may have. */
export const cardBrands = Object.freeze({
  visa: { name: "Visa", lengths: [13, 19] },
  mastercard: { name: "Mastercard", lengths: [16, 16] },
  americanExpress: { name: "American Express", lengths: [15, 15] },
  discover: { name: "Discover", lengths: [16, 19] },
  dinersClub: { name: "Diners Club", lengths: [14, 19] },
  jcb: { name: "JCB", lengths: [16, 19] },
  unionPay: { name: "UnionPay", lengths: [16, 19] },
  maestro: { name: "Maestro", lengths: [12, 19] },
  mir: { name: "Mir", lengths: [16, 19] },
});

/** Whether a brand issues numbers of `length` digits (Visa: 13, 16 and 19 only). */
function allowsLength(brand, length) {
  const [low, high] = cardBrands[brand].lengths;
  if (length < low || length > high) return false;
  return brand !== "visa" || length === 13 || length === 16 || length === 19;
}

/** The lengths a brand issues, as a message says them: "13, 16 or 19", "16 to 19". */
function issuedLengths(brand) {
  if (brand === "visa") return "13, 16 or 19";
  const [low, high] = cardBrands[brand].lengths;
  return low === high ? String(low) : `${low} to ${high}`;
}

/** One issuer range: the brand, how many leading digits it names, and the range widened to six digits. */
function rule(brand, low, high, digits) {
  const scale = 10 ** (6 - digits);
  return { brand, digits, low: low * scale, high: (high + 1) * scale - 1 };
}

/** Swift's `CardPrefixRule.table`, in its order. */
const prefixRules = [
  rule("visa", 4, 4, 1),
  rule("mastercard", 51, 55, 2), rule("mastercard", 2221, 2720, 4),
  rule("americanExpress", 34, 34, 2), rule("americanExpress", 37, 37, 2),
  rule("discover", 6011, 6011, 4), rule("discover", 644, 649, 3), rule("discover", 65, 65, 2),
  rule("discover", 622126, 622925, 6),
  rule("dinersClub", 300, 305, 3), rule("dinersClub", 3095, 3095, 4), rule("dinersClub", 36, 36, 2),
  rule("dinersClub", 38, 39, 2),
  rule("jcb", 3528, 3589, 4),
  rule("unionPay", 62, 62, 2),
  rule("maestro", 5018, 5018, 4), rule("maestro", 5020, 5020, 4), rule("maestro", 5038, 5038, 4),
  rule("maestro", 5893, 5893, 4), rule("maestro", 6304, 6304, 4), rule("maestro", 6759, 6759, 4),
  rule("maestro", 6761, 6763, 4),
  rule("mir", 2200, 2204, 4),
];

const matchesPrefix = (prefixRule, number) => number.leadingSix >= prefixRule.low && number.leadingSix <= prefixRule.high;

/**
 * The digits of a card number as typed or masked, or null unless the text is 12 to 19 ASCII
 * digits separated by single spaces or hyphens (not at the ends): how many, the first six as
 * a number, and whether the Luhn check digit is right.
 * @param {string} text
 */
export function readCardNumber(text) {
  // The Luhn sum kept for both parities of the count, known only at the end.
  let doublingEven = 0;
  let doublingOdd = 0;
  let count = 0;
  let leadingSix = 0;
  let previousWasDigit = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x30 && code <= 0x39) {
      const digit = code - 0x30;
      const doubled = digit < 5 ? digit * 2 : digit * 2 - 9;
      if (count % 2 === 0) {
        doublingEven += doubled;
        doublingOdd += digit;
      } else {
        doublingEven += digit;
        doublingOdd += doubled;
      }
      if (count < 6) leadingSix = leadingSix * 10 + digit;
      count++;
      if (count > 19) return null;
      previousWasDigit = true;
    } else if ((code === 0x20 || code === 0x2d) && previousWasDigit) {
      previousWasDigit = false;
    } else {
      return null;
    }
  }
  if (!previousWasDigit || count < 12) return null;
  return { digitCount: count, leadingSix, passesLuhn: (count % 2 === 0 ? doublingEven : doublingOdd) % 10 === 0 };
}

/**
 * The judge of a `paymentCard` step accepting `brands` (raw values, in the file's order).
 * @param {string[]} brands
 * @returns {(text: string) => import("./trial-message.js").TrialMessage | null}
 */
export function paymentCardJudge(brands) {
  const rules = prefixRules.filter((prefixRule) => brands.includes(prefixRule.brand));
  const accepted = brands.map((brand) => cardBrands[brand].name);
  return (text) => {
    const number = readCardNumber(text);
    if (number === null) return trialMessage("card_number");
    if (!number.passesLuhn) return trialMessage("card_checksum");
    if (rules.some((prefixRule) => matchesPrefix(prefixRule, number) && allowsLength(prefixRule.brand, number.digitCount))) {
      return null;
    }
    // The brand whose leading digits the number has, the most specific (the first of the longest).
    let prefixed = null;
    for (const prefixRule of prefixRules) {
      if (matchesPrefix(prefixRule, number) && (prefixed === null || prefixRule.digits > prefixed.digits)) prefixed = prefixRule;
    }
    if (prefixed === null) return trialMessage("card_brand", { accepted });
    const brand = prefixed.brand;
    if (brands.includes(brand) && !allowsLength(brand, number.digitCount)) {
      return trialMessage("card_length", { brand: cardBrands[brand].name, count: number.digitCount, lengths: issuedLengths(brand) });
    }
    return trialMessage("card_brand", { brand: cardBrands[brand].name, accepted },
      "is a card of %{brand}, not of an accepted brand (%{accepted})");
  };
}
