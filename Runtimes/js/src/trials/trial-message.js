/**
 * What a failed trial says, as data (the port of MaskTrialsCore's TrialMessage): a stable
 * key, the trial's parameters, and a default English template, word for word Swift's, so an
 * app can show the default text or look the key up in its own translations.
 *
 * @typedef {{key: string, template: string, parameters: Record<string, string | number | string[]>, text: string}} TrialMessage
 */

/** The default templates of the keys the trials of a file, and the mask before them, use. */
export const defaultTemplates = Object.freeze({
  mask_incomplete: "is incomplete: expected %{expected} at %{offset}",
  mask_mismatch: "expected %{expected} at %{offset}, found %{found}",
  mask_value: "is not a complete value: %{reason} (read as '%{printed}')",
  card_number: "is not a card number",
  card_checksum: "is not a valid card number",
  card_brand: "is not a card of an accepted brand (%{accepted})",
  card_length: "is a %{brand} number of %{count} digits; %{brand} issues %{lengths} digits",
  iban: "is not an IBAN",
  iban_checksum: "does not pass the IBAN check (check digits %{check_digits})",
  iban_country: "is not an IBAN of %{country} as the IBAN registry gives it",
  date_layout: "is not a date written %{layout}",
  calendar_date: "is not a real date",
  card_expiry: "is not an expiry date (MM/YY)",
  card_expired: "has expired (%{expiry}, before %{reference})",
  phone_country_code: "has no country code that exists (+%{digits})",
  phone_too_short: "is too short for +%{code} (national numbers of %{lengths} digits)",
  phone_too_long: "is too long for +%{code} (national numbers of %{lengths} digits)",
  phone_length: "has no possible length for +%{code} (national numbers of %{lengths} digits)",
  phone_no_country_code: "has no country code (write +CC, or give the region of a national number)",
  phone_character: "has a character no phone number is written with (%{found})",
  phone_extension: "has an extension (an E.164 number has none)",
});

/**
 * A message of `key` with its default template (or `template`), its text interpolated.
 * @param {string} key
 * @param {Record<string, string | number | string[]>} [parameters]
 * @param {string} [template]
 * @returns {TrialMessage}
 */
export function trialMessage(key, parameters = {}, template = defaultTemplates[key] ?? key) {
  return { key, template, parameters, text: interpolate(template, parameters) };
}

/**
 * The same message with `printed` named first (`4111 1111 1111 1112: is not a valid card
 * number`): how a failure of a value's printed form says what it judged.
 * @param {TrialMessage} message
 * @param {string} printed
 * @returns {TrialMessage}
 */
export function namingPrinted(message, printed) {
  return trialMessage(message.key, { ...message.parameters, printed }, "%{printed}: " + message.template);
}

/** A parameter as a template shows it: a list joined with commas. */
function shown(value) {
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/**
 * Replaces each `%{name}` of `template` by the parameter `name`; `%%` becomes `%`. Unknown
 * names and an unterminated `%{` are kept as written (TrialMessage+Interpolation).
 * @param {string} template
 * @param {Record<string, string | number | string[]>} parameters
 */
export function interpolate(template, parameters) {
  if (!template.includes("%")) return template;
  let result = "";
  let copied = 0;
  let index = 0;
  for (;;) {
    const percent = template.indexOf("%", index);
    if (percent < 0) break;
    const next = template[percent + 1];
    if (next === "%") {
      result += template.slice(copied, percent + 1);
      copied = percent + 2;
    } else if (next === "{") {
      const close = template.indexOf("}", percent + 2);
      const name = close < 0 ? null : template.slice(percent + 2, close);
      if (name !== null && Object.hasOwn(parameters, name)) {
        result += template.slice(copied, percent) + shown(parameters[name]);
        copied = close + 1;
      }
    }
    index = Math.max(copied, percent + 1);
  }
  return result + template.slice(copied);
}
