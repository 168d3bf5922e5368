/**
 * Takes the comments out of a module's text for the browser build: a page has no use for the
 * doc comments, which are about half of the gzipped source. A small scanner of the JavaScript
 * the sources are written in: strings, template literals (with `${…}` inside), regular
 * expression literals (a `/` where an expression starts) and both kinds of comment. A line
 * that was only a comment goes with its line break; a comment after code goes with the
 * spaces before it, and a line's indentation and blank lines go (outside strings and
 * template literals, where they mean nothing). What else is not a comment is kept byte for
 * byte, so a mistake here could only cut code, which the build's tests would see
 * (test/browser-build.test.mjs runs the build against the sources).
 */

/** Keywords after which a `/` starts a regular expression, not a division. */
const beforeExpression = new Set(["return", "typeof", "case", "in", "of", "new", "delete", "void", "throw", "else", "do", "instanceof", "yield", "await"]);

/**
 * Tokens after which a line break is never needed: no statement can end at them, so the
 * engine's automatic semicolon insertion, the one thing a line break decides, cannot apply
 * between them and the next token, and none of them ends a restricted production (`return`,
 * `x++`, `yield`...), where a line break changes what is read.
 */
const joinsNextLine = new Set(["{", ";", ",", "(", "["]);

/** Whether `joinLines` leaves out a line break between `before` and `after` (above). */
function lineBreakKeepsNothing(before, after) {
  return joinsNextLine.has(before) || after === "}" || (before === "}" && after !== undefined && /[\w$]/u.test(after));
}

/**
 * The text without its comments.
 *
 * With `joinLines`, a line break (outside strings and template literals' text) goes as well
 * after `{`, `;`, `,`, `(` or `[` (some 450 bytes of the gzipped check build), and before `}`
 * or between `}` and a name or keyword (some 120): the engine inserts a semicolon before a
 * `}` with or without a line break, and where a `}` ends a block a statement follows it
 * as well without one. Where a `}` ends an expression (`const f = () => {}` with no `;`) and
 * the statement after it needed the line break, the joined text does not parse, and nothing
 * else can change: the caller checks that it parses (make-browser-build.mjs does). The build
 * asks for it only after it has read the `import` and `export` lines, a line each.
 * @param {string} text
 * @param {{ joinLines?: boolean }} [options]
 * @returns {string}
 */
export function stripComments(text, { joinLines = false } = {}) {
  let out = "";
  let at = 0;
  // Whether a `/` here would start an expression (a regular expression), from the last token.
  let expressionStarts = true;
  // Open `${` of template literals: the brace depth at which each one closes.
  const templates = [];
  let depth = 0;
  const word = /[\w$]/u;
  while (at < text.length) {
    const character = text[at];
    const next = text[at + 1];
    if (character === "/" && (next === "/" || next === "*")) {
      const end = next === "/" ? lineEnd(text, at) : text.indexOf("*/", at + 2) + 2;
      if (end < 2) throw new Error("an unclosed block comment");
      const lineStart = out.lastIndexOf("\n") + 1;
      if (out.slice(lineStart).trim() === "" && (text[end] === "\n" || end === text.length)) {
        // A line that is only a comment: it goes, and its line break (and what follows it
        // as after any line break, below).
        out = out.slice(0, lineStart);
        at = skipLineStart(text, end + 1);
      } else {
        out = out.replace(/[ \t]+$/u, "");
        at = end;
      }
      continue;
    }
    if (character === '"' || character === "'") {
      const end = stringEnd(text, at, character);
      out += text.slice(at, end);
      at = end;
      expressionStarts = false;
      continue;
    }
    if (character === "`" || (character === "}" && templates.length > 0 && templates[templates.length - 1] === depth)) {
      if (character === "}") templates.pop();
      const { end, opensExpression } = templatePartEnd(text, at + 1);
      out += text.slice(at, end);
      at = end;
      if (opensExpression) {
        templates.push(depth);
        expressionStarts = true;
      } else {
        expressionStarts = false;
      }
      continue;
    }
    if (character === "/" && expressionStarts) {
      const end = regularExpressionEnd(text, at);
      out += text.slice(at, end);
      at = end;
      expressionStarts = false;
      continue;
    }
    if (word.test(character)) {
      let end = at;
      while (end < text.length && word.test(text[end])) end++;
      const name = text.slice(at, end);
      out += name;
      at = end;
      expressionStarts = beforeExpression.has(name);
      continue;
    }
    if (character === " " || character === "\t") {
      let end = at + 1;
      while (text[end] === " " || text[end] === "\t") end++;
      if (spaceNeeded(out[out.length - 1], text[end])) out += " ";
      at = end;
      continue;
    }
    if (character === "{") depth++;
    if (character === "}") depth--;
    if (character === "\n") {
      at = skipLineStart(text, at + 1);
      if (!(joinLines && lineBreakKeepsNothing(out[out.length - 1], text[at]))) out += character;
      continue;
    }
    out += character;
    at++;
    if (/\s/u.test(character)) continue;
    expressionStarts = !(character === ")" || character === "]" || character === "}");
  }
  return out;
}

/**
 * Whether a space between `before` and `after` (outside strings, template literals, regular
 * expressions and comments) keeps tokens apart: between two characters of names, numbers or
 * keywords (`return value`, `1 in`), in `+ +` and `- -` (not `++`, `--`), before a `/` or `*`
 * after a `/` (not a comment), and in `1 .x` (not a number's point). Elsewhere the tokens
 * are apart without it, so the build leaves it out: some 2 KB of the gzipped build.
 */
function spaceNeeded(before, after) {
  if (before === undefined || after === undefined || before === "\n" || after === "\n") return false;
  const name = (character) => /[\w$]/u.test(character) || character > "\x7f";
  if (name(before) && name(after)) return true;
  if ((before === "+" || before === "-") && after === before) return true;
  if (before === "/" && (after === "/" || after === "*")) return true;
  return /\d/u.test(before) && after === ".";
}

/**
 * Past a line's indentation and any blank lines after it, from `at` just after a line break.
 * Outside strings and template literals neither means anything to the engine (one line break
 * ends a statement as well as several), and together they were some 2 KB of the gzipped build.
 */
function skipLineStart(text, at) {
  while (text[at] === " " || text[at] === "\t" || text[at] === "\n") at++;
  return at;
}

function lineEnd(text, at) {
  const end = text.indexOf("\n", at);
  return end < 0 ? text.length : end;
}

function stringEnd(text, at, quote) {
  for (let position = at + 1; position < text.length; position++) {
    if (text[position] === "\\") position++;
    else if (text[position] === quote) return position + 1;
    else if (text[position] === "\n") break;
  }
  throw new Error(`an unclosed string at ${at}`);
}

/** The end of a template literal's part from `at`: at its closing backtick, or after its `${`. */
function templatePartEnd(text, at) {
  for (let position = at; position < text.length; position++) {
    if (text[position] === "\\") position++;
    else if (text[position] === "`") return { end: position + 1, opensExpression: false };
    else if (text[position] === "$" && text[position + 1] === "{") return { end: position + 2, opensExpression: true };
  }
  throw new Error(`an unclosed template literal at ${at}`);
}

function regularExpressionEnd(text, at) {
  let inClass = false;
  for (let position = at + 1; position < text.length; position++) {
    const character = text[position];
    if (character === "\\") position++;
    else if (character === "[") inClass = true;
    else if (character === "]") inClass = false;
    else if (character === "/" && !inClass) {
      let end = position + 1;
      while (end < text.length && /[a-z]/u.test(text[end])) end++;
      return end;
    } else if (character === "\n") break;
  }
  throw new Error(`an unclosed regular expression at ${at}`);
}
