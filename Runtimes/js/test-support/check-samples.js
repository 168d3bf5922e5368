/**
 * Samples for the check differential, per preset: values that pass and values that fail
 * each trial a preset's file carries, written in the forms people type (electronic, spaced,
 * lower case, with stray separators), so that both runtimes' whole check is compared, the
 * value reading included. Generated from a seed; the facts (brands' prefixes, countries'
 * layouts, codes' lengths) come from the compiled file itself or from docs/trials.md.
 */

/** Every brand's prefixes (one per issuer range) and lengths, as docs/trials.md lists them. */
const brandPrefixes = [
  ["4", [13, 16, 19, 14, 17]], ["51", [16, 15]], ["55", [16, 17]], ["2221", [16]], ["2720", [16, 19]], ["34", [15, 16]],
  ["37", [15]], ["6011", [16, 19, 15]], ["644", [16]], ["65", [16, 18]], ["622126", [16]], ["622925", [19]], ["300", [14, 19]],
  ["305", [14, 13]], ["3095", [14]], ["36", [14]], ["38", [16]], ["3528", [16]], ["3589", [19]], ["62", [16, 17]],
  ["5018", [12, 19]], ["5020", [13]], ["5038", [16]], ["5893", [18]], ["6304", [12]], ["6759", [19]], ["6761", [16]],
  ["2200", [16, 15]], ["2204", [19]], ["1", [16]], ["9", [16]], ["7", [12]],
];

/** The digit that makes `digits` (without it) pass the Luhn check. */
export function luhnDigit(digits) {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return String((10 - (sum % 10)) % 10);
}

const digitsOf = (random, count) => Array.from({ length: count }, () => String(random.int(0, 9))).join("");

/** In groups: `4111 1111 1111 1111`, or joined by `separator` every `size`. */
const grouped = (text, size, separator) => text.match(new RegExp(`.{1,${size}}`, "g")).join(separator);

/** Card numbers: each brand's prefixes at each length, Luhn right and off by one, typed in several forms. */
export function cardSamples(random) {
  const samples = ["", " ", "\u00a0", "\u3000 ", "\t", "4111111111111111", "4111 1111 1111 1111", "4111-1111-1111-1111", "4111x1111111111111111",
    "Card: 4111 1111 1111 1111", "٤١١١١١١١١١١١١١١١", "4111 1111 1111 111", "378282246310005", "3782 822463 10005"];
  for (const [prefix, lengths] of brandPrefixes) {
    for (const length of lengths) {
      const body = prefix + digitsOf(random, length - prefix.length - 1);
      const check = luhnDigit(body);
      const right = body + check;
      const wrong = body + String((Number(check) + 1) % 10);
      samples.push(right, wrong, grouped(right, 4, " "), grouped(wrong, 4, "-"), ` ${right} `);
      if (random.chance(0.3)) samples.push(right.slice(0, -1), right + "0", grouped(right, 4, "  "));
    }
  }
  return samples;
}

/** Card expiry months: every month 00 to 13, in `MM/YY` and the forms typed. */
export function expirySamples(random) {
  const samples = ["", "1/27", "0127", "01 27", "1 27", "01/2027", "12/", "/27", "1", "13", "ab/cd"];
  for (let month = 0; month <= 13; month++) {
    const year = String(random.int(0, 99)).padStart(2, "0");
    const mm = String(month).padStart(2, "0");
    samples.push(`${mm}/${year}`, `${mm}/26`, `${mm}/25`, `${mm}${year}`, `${month}/${year}`);
  }
  return samples;
}

/** Each date preset's layout: the order of its fields and its separator. */
export const dateLayouts = {
  "date-iso": { order: ["year", "month", "day"], separator: "-" },
  "date-eu": { order: ["day", "month", "year"], separator: "." },
  "date-eu-slash": { order: ["day", "month", "year"], separator: "/" },
  "date-us": { order: ["month", "day", "year"], separator: "/" },
};

/** Dates: Feb 29 in leap and common years, Feb 30, the 31st of 30-day months, month 13, day 0, in several forms. */
export function dateSamples(random, preset) {
  const { order, separator } = dateLayouts[preset];
  const dates = [[2024, 2, 29], [2023, 2, 29], [2000, 2, 29], [1900, 2, 29], [2024, 2, 30], [2024, 4, 31], [2024, 13, 1],
    [2024, 12, 31], [2024, 1, 0], [0, 1, 1], [1, 1, 1], [9999, 12, 31], [1776, 7, 4], [2024, 6, 31], [2024, 9, 30]];
  for (let index = 0; index < 12; index++) dates.push([random.int(1, 2999), random.int(1, 12), random.int(1, 31)]);
  const samples = ["", "  ", "2024", "29/02", "2024-02-29T00:00"];
  for (const [year, month, day] of dates) {
    const padded = { year: String(year).padStart(4, "0"), month: String(month).padStart(2, "0"), day: String(day).padStart(2, "0") };
    const bare = { year: String(year), month: String(month), day: String(day) };
    samples.push(order.map((field) => padded[field]).join(separator));
    samples.push(order.map((field) => bare[field]).join(separator));
    samples.push(order.map((field) => padded[field]).join(""));
    samples.push(order.map((field) => padded[field]).join(separator === "-" ? "/" : "-"));
  }
  return samples;
}

/** Times of day, in and out of range, typed in several forms. */
export function timeSamples(random) {
  const samples = ["", "00:00", "23:59", "24:00", "12:60", "9:30", "930", "0930", "9:30 pm", "930p", "12:00 PM", "1:05 am",
    "13:00 PM", "00:00:00", "23:59:59", "12:34:60", "123456", "9.30"];
  for (let index = 0; index < 10; index++) {
    const [h, m, s] = [random.int(0, 25), random.int(0, 61), random.int(0, 61)].map((value) => String(value).padStart(2, "0"));
    samples.push(`${h}:${m}`, `${h}:${m}:${s}`, `${Number(h)}:${m} ${random.chance(0.5) ? "AM" : "pm"}`);
  }
  return samples;
}

/** The ISO 13616 check digits of an IBAN's country and BBAN. */
export function ibanCheckDigits(country, bban) {
  const rearranged = (bban + country + "00").toUpperCase().replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return String(98n - (BigInt(rearranged) % 97n)).padStart(2, "0");
}

/**
 * IBANs of every country of an `ibanCountry` step's `layouts` (`CC:LAYOUT`): right and wrong
 * check digits, electronic and in groups of four, lower case, too short, and a country the
 * registry does not have with right check digits.
 */
export function ibanSamples(random, layouts) {
  const samples = ["", "GB82 WEST 1234 5698 7654 32", "GB82 WEST 1234 5698 7654 33", "gb82west12345698765432",
    "IBAN GB82 WEST 1234 5698 7654 32", "GB82-WEST-1234-5698-7654-32", "GB82WEST1234569876543", "GB82 WEST 1234 5698 7654 32 1"];
  const upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const character = (kind) => kind === "D" || (kind === "C" && random.chance(0.5)) ? String(random.int(0, 9)) : upper[random.int(0, 25)];
  for (const entry of layouts) {
    const [country, layout] = entry.split(":");
    const bban = Array.from(layout, character).join("");
    const check = ibanCheckDigits(country, bban);
    const right = country + check + bban;
    const wrongCheck = country + String((Number(check) + 1) % 97 + 2).padStart(2, "0") + bban;
    samples.push(right, grouped(right, 4, " "), wrongCheck, grouped(wrongCheck, 4, " "));
    if (random.chance(0.4)) samples.push(right.toLowerCase(), grouped(right.toLowerCase(), 4, " "), right.slice(0, -1), right + "0");
  }
  // A country no registry has, with right check digits: only the country trial fails it.
  for (const country of ["CA", "US", "ZZ"]) {
    const bban = digitsOf(random, 18);
    samples.push(grouped(country + ibanCheckDigits(country, bban) + bban, 4, " "));
  }
  return samples;
}

/**
 * Phone numbers of a `phoneNumber` step's codes (`CODE:LENGTH,...`), with + and the code: of
 * each possible length, one digit shorter and longer, and codes that do not exist.
 */
export function phoneSamples(random, lengthEntries) {
  const samples = ["", "+", "+2191234567", "+44 7700 900123", "+447700900123", "+4477009001", "+1 201 555 0123",
    "+7 912 345 67 89", "+79123456789", "+999123456", "+80012345678"];
  const entries = lengthEntries.filter(() => random.chance(0.35));
  for (const entry of entries) {
    const [code, list] = entry.split(":");
    const lengths = list.split(",").map(Number);
    const length = lengths[random.int(0, lengths.length - 1)];
    for (const national of new Set([length, length - 1, length + 1, lengths[0] - 1, lengths[lengths.length - 1] + 1])) {
      if (national < 1) continue;
      samples.push(`+${code}${digitsOf(random, national)}`);
    }
  }
  return samples;
}

/**
 * Numbers typed without `+`, from phone samples written `+CC…`: the digits alone, spaced,
 * after `00` or `011`, with a trunk `(0)` after the code (with `+` and without), and a few
 * national numbers. maskc's country step reads some of them (00, 011, (0)); the file does
 * not carry it, so the JS check fails them all (check-differential.test.mjs).
 */
export function phoneSamplesWithoutPlus(random, samples) {
  const out = ["447700900123", "44 7700 900123", "07700 900123", "(415) 555-2671", "0044 7700 900123", "011 44 7700 900123",
    "+44 (0) 7700 900123", "44 (0) 7700 900123", "0044 (0)20 7946 0958", " 00 1 201 555 0123", "8 912 345-67-89"];
  for (const sample of samples) {
    const digits = sample.replace(/[^0-9]/g, "");
    if (!sample.startsWith("+") || digits.length < 4 || !random.chance(0.5)) continue;
    const cut = random.int(1, 3);
    const code = digits.slice(0, cut);
    const national = digits.slice(cut);
    out.push(digits, `${code} ${national.slice(0, 3)} ${national.slice(3)}`, `00${digits}`, `011 ${code} ${national}`,
      `+${code} (0) ${national}`, `${code}(0)${national}`, ` 00-${code}-${national}`);
  }
  return out;
}

/** Formatting maskc's country step leaves out, as people type it between digits. */
const phoneFormatting = [" ", " ", " ", "-", ".", "/", "\u00a0", " - ", "\u2013"];

/**
 * `+CC` numbers of a `phoneNumber` step's codes as people space them: the digits of a
 * possible length (and one off) parted by spaces, dashes, dots or slashes at random places,
 * the code in parentheses or not, and some national numbers starting with a digit countries
 * use as a trunk prefix (0, 1, 8), written after the code.
 */
export function spacedPhoneSamples(random, lengthEntries, count) {
  const samples = ["+44 7700 900 123", "+44 77 00 90 01 23", "+1 201 555 01 23", "+7 912 345 67 89", "+7-912-34-56-789",
    "+49 30 1234 5678", "+33 6 12 34 56 78", "(+44) 7700.900.123", "+44 0 7700 900123", "+7 8 912 345-67-89", "+49 0601 123456"];
  while (samples.length < count) {
    const [code, list] = random.pick(lengthEntries).split(":");
    const lengths = list.split(",").map(Number);
    const length = Math.max(1, random.pick(lengths) + (random.chance(0.8) ? 0 : random.pick([-1, 1])));
    const national = (random.chance(0.15) ? random.pick(["0", "1", "8"]) : "") + digitsOf(random, length);
    let written = "";
    for (const digit of national.slice(0, length)) {
      if (written !== "" && random.chance(0.3)) written += random.pick(phoneFormatting);
      written += digit;
    }
    const front = random.chance(0.15) ? `(+${code})` : `+${code}`;
    samples.push(front + (random.chance(0.8) ? " " : "") + written);
  }
  return samples;
}
