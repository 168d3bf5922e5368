/**
 * The arguments of `match`, `transform`, `extract`, `check` and `edit`, read as maskc's ParsedArguments
 * reads them: an argument that does not start with `-` (or is `-` itself) is a sample;
 * everything after `--` is; a long option that takes a value may be written `--name=value`.
 */

/** A usage error: shown with a hint to `--help`. */
export class UsageError extends Error {}

/** The options every command has: name → [key, takes a value]. */
const common = [
  ["-p", ["program", true]], ["--program", ["program", true]], ["--json", ["json", false]],
  ["--max-line", ["maximumLine", true]], ["--keep-cr", ["keepCarriageReturn", false]],
];

/** The options of each command this runtime knows: name → [key, takes a value]. */
const declarations = {
  match: new Map([...common,
    ["--optimistic", ["optimistic", false]], ["--count", ["count", false]], ["--jobs", ["jobs", true]]]),
  transform: new Map([...common,
    ["--no-autocomplete", ["noAutocomplete", false]], ["--optional-literals", ["optionalLiterals", true]], ["--region", ["region", true]]]),
  extract: new Map([...common,
    ["--optional-literals", ["optionalLiterals", true]], ["--region", ["region", true]]]),
  check: new Map([...common, ["--exact", ["exact", false]], ["--allow-blank", ["allowBlank", false]],
    ["--reference-date", ["referenceDate", true]], ["--region", ["region", true]]]),
  edit: new Map([["-p", ["program", true]], ["--program", ["program", true]], ["--script", ["script", true]],
    ["--no-autocomplete", ["noAutocomplete", false]], ["--optional-literals", ["optionalLiterals", true]], ["--text", ["text", true]]]),
};

/** What each option's value is called in a message. */
const valueNames = {
  program: "FILE", jobs: "N", referenceDate: "DATE", maximumLine: "BYTES", optionalLiterals: "WHEN", region: "REGION", script: "FILE", text: "TEXT",
};

/** Options of maskc that compile a mask: this runtime only loads compiled files. */
const compilingOptions = new Set(["-m", "--mask", "--masks", "--preset", "-e", "--regexp", "--symbols", "--add-symbols"]);

/**
 * @param {"match" | "transform" | "extract" | "check" | "edit"} command
 * @param {string[]} args the arguments after the command's name
 * @returns {{operands: string[], help: boolean, program?: string, optimistic: boolean, json: boolean,
 *   count: boolean, keepCarriageReturn: boolean, maximumLine: number, noAutocomplete: boolean,
 *   optionalLiterals: string, region?: string, script?: string, text?: string, exact: boolean, allowBlank: boolean,
 *   referenceDate?: string}}
 */
export function parseArguments(command, args) {
  const parsed = {
    operands: [], help: false, optimistic: false, json: false, count: false, keepCarriageReturn: false, noAutocomplete: false,
    exact: false, allowBlank: false,
  };
  const values = new Map();
  let onlyOperands = false;
  for (let index = 0; index < args.length; index++) {
    const argument = args[index];
    if (onlyOperands || argument === "-" || !argument.startsWith("-")) {
      parsed.operands.push(argument);
      continue;
    }
    if (argument === "--") {
      onlyOperands = true;
      continue;
    }
    if (argument === "-h" || argument === "--help") {
      parsed.help = true;
      continue;
    }
    let name = argument;
    let inline;
    const equals = argument.indexOf("=");
    if (argument.startsWith("--") && equals >= 0) {
      name = argument.slice(0, equals);
      inline = argument.slice(equals + 1);
    }
    if (compilingOptions.has(name)) {
      throw new UsageError(`${name} compiles a mask, which this runtime cannot do; compile with 'maskc compile' and give the file with -p FILE`);
    }
    const declaration = declarations[command].get(name);
    if (!declaration) throw new UsageError(`unknown option '${name}' for 'maskc ${command}'`);
    const [key, takesValue] = declaration;
    if (!takesValue) {
      if (inline !== undefined) throw new UsageError(`option '${name}' takes no value`);
      parsed[key] = true;
      continue;
    }
    let value = inline;
    if (value === undefined) {
      if (index + 1 >= args.length) throw new UsageError(`option '${name}' needs a value (${valueNames[key]})`);
      value = args[++index];
    }
    if (values.has(key)) throw new UsageError(`option '${name}' given more than once`);
    values.set(key, value);
  }
  if (values.has("program")) parsed.program = values.get("program");
  parsed.maximumLine = integerOption(values, "maximumLine", "--max-line", 1, 2 ** 40) ?? 2 ** 20;
  // --jobs changes how maskc spreads the work, never the output: accepted and checked only.
  integerOption(values, "jobs", "--jobs", 1, 256);
  parsed.optionalLiterals = values.get("optionalLiterals") ?? "typed";
  parsed.region = values.get("region");
  parsed.script = values.get("script");
  parsed.text = values.get("text");
  parsed.referenceDate = values.get("referenceDate");
  return parsed;
}

/**
 * The checks of transform's and extract's own options, which maskc makes after it has
 * loaded the program (so a file's error comes first): the policy's name, and `--region`,
 * which only a phone preset reads (a compiled file is never one).
 */
export function checkReadingOptions(parsed) {
  if (parsed.optionalLiterals !== "typed" && parsed.optionalLiterals !== "inserted") {
    throw new UsageError(`option '--optional-literals' needs one of typed, inserted, not '${parsed.optionalLiterals}'`);
  }
  if (parsed.region !== undefined) {
    throw new UsageError("--region goes with a phone preset (--preset phone, phone-national or phone-e164)");
  }
}

function integerOption(values, key, name, low, high) {
  if (!values.has(key)) return undefined;
  const text = values.get(key);
  const value = /^[0-9]+$/.test(text) ? Number(text) : NaN;
  if (!(value >= low && value <= high)) {
    throw new UsageError(`option '${name}' needs an integer from ${low} to ${high}, not '${text}'`);
  }
  return value;
}
