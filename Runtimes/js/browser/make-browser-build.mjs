#!/usr/bin/env node
/**
 * Writes the browser build: each entry module of `src/` with every module it imports, as one
 * ES module file, so a page makes one request for the runtime instead of one a module (some
 * 45 for `src/index.js`, each a round trip before the next level of imports is known).
 *
 *     node Runtimes/js/browser/make-browser-build.mjs [--check]
 *
 * Writes `browser/maskc.js` (the exports of `src/index.js`: loading, match, transform,
 * extract, the editor and attachMask) and `browser/maskc-check.js` (those and the exports
 * of `src/trials/index.js`: a preset's check), each with a header naming its sources. With
 * `--check` it writes nothing and exits 1, naming the file, when a written build differs
 * from what the sources give.
 *
 * The two files are made, not kept: git ignores them (they would be a second copy of every
 * module of `src/` to keep in step), and what uses them (the demo's browser test, the size
 * test, the benches) calls `writeBrowserBuild()` first. A file is replaced by a rename, so
 * test processes that write it at once never read half of it.
 *
 * The sources stay the runtime: node and a page that prefers modules import `src/` as it is.
 * The build is the same code, not a translation: each module's text, without its comments
 * (strip-comments.mjs) and unchanged but for its `import` and `export` lines, becomes a
 * function run once in import order, whose exports are what it returns, so no two modules'
 * top-level names can meet; a name one module alone exports is taken out of what it returns
 * once, at the top level, where the modules that import it read it (sharedNames). Its line
 * breaks that keep nothing apart go (strip-comments.mjs's `joinLines`), and each module's
 * text is parsed before it is written. It knows the few forms the
 * sources use (`import {…} from`, `import * as`, `export function|class|const`, `export {…}`
 * with or without `from`) and refuses anything else, or a cycle of imports, rather than
 * guess.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { stripComments } from "./strip-comments.mjs";

const runtime = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const builds = [
  { file: "browser/maskc.js", entries: ["src/index.js"] },
  { file: "browser/maskc-check.js", entries: ["src/index.js", "src/trials/index.js"] },
];

const importLine = /^import\s*(\{[^}]*\}|\*\s*as\s+[\w$]+)\s*from\s*"([^"]+)";[ \t]*$/gmu;
const exportFromLine = /^export\s*\{([^}]*)\}\s*from\s*"([^"]+)";[ \t]*$/gmu;
const exportListLine = /^export\s*\{([^}]*)\};[ \t]*$/gmu;
const exportDeclaration = /^export\s+(function|class|const)\s+([\w$]+)/gmu;

/** `a, b as c` read as pairs: [imported, local]. */
function specifiers(list) {
  return list.split(",").map((item) => item.trim()).filter((item) => item !== "").map((item) => {
    const [name, alias] = item.split(/\s+as\s+/u);
    if (!/^[\w$]+$/u.test(name) || (alias !== undefined && !/^[\w$]+$/u.test(alias))) throw new Error(`an import or export the build does not read: ${item}`);
    return [name, alias ?? name];
  });
}

/** A module's path relative to the runtime, as a JavaScript name for its exports (short: `m$`
 * in place of `module$` is some 44 bytes of the gzipped build). */
const moduleName = (path) => "m$" + path.replace(/^src\//u, "").replace(/\.js$/u, "").replace(/[^\w]/gu, "_");

/**
 * One module read: its text without its import and export lines, what it imports (from
 * which module, which names, or the whole module as a namespace), its dependencies, its
 * exports and, of those, the names it declares itself (`own`, not re-exported).
 */
function readModule(path) {
  const source = stripComments(readFileSync(join(runtime, path), "utf8"));
  const dependencies = [];
  const exported = [];
  const own = [];
  const imports = [];
  const dependency = (specifier) => {
    if (!specifier.startsWith(".")) throw new Error(`${path}: imports ${specifier}, not a file of the runtime`);
    const target = relative(runtime, resolve(dirname(join(runtime, path)), specifier));
    dependencies.push(target);
    return moduleName(target);
  };
  let text = source.replace(importLine, (_, what, specifier) => {
    const from = dependency(specifier);
    if (what.startsWith("*")) imports.push({ from, namespace: what.replace(/^\*\s*as\s+/u, "") });
    else imports.push({ from, pairs: specifiers(what.slice(1, -1)) });
    return "";
  });
  text = text.replace(exportFromLine, (_, list, specifier) => {
    const from = dependency(specifier);
    const pairs = specifiers(list);
    exported.push(...pairs.map(([, local]) => local));
    imports.push({ from, pairs });
    return "";
  });
  text = text.replace(exportListLine, (_, list) => {
    for (const [name, alias] of specifiers(list)) {
      if (name !== alias) throw new Error(`${path}: export { ${name} as ${alias} } is not read by the build`);
      exported.push(name);
      own.push(name);
    }
    return "";
  });
  text = text.replace(exportDeclaration, (_, kind, name) => {
    exported.push(name);
    own.push(name);
    return `${kind} ${name}`;
  });
  const left = text.match(/^\s*(import|export)\b.*$/mu);
  if (left) throw new Error(`${path}: a line the build does not read: ${left[0].trim()}`);
  if (/\bimport\.meta\b|^\s*await\b/mu.test(text)) throw new Error(`${path}: import.meta or a top-level await, which the build does not carry`);
  return { path, text, imports, dependencies, exported, own };
}

/**
 * Names a page's scripts may reach as globals, which a shared name (below) must not hide
 * from a module that uses the global: what node has and the browser's own.
 */
const browserGlobals = new Set(["window", "document", "navigator", "location", "self", "event", "name", "status",
  "origin", "top", "parent", "frames", "length", "screen", "history", "open", "close", "print", "stop", "focus", "blur",
  "find", "scroll", "alert", "Element", "HTMLElement", "HTMLInputElement", "InputEvent", "KeyboardEvent", "Node", "Text"]);

/**
 * The names every module of the build reads from the top level instead of taking them from
 * their module's exports a line each (`const{a,b}=m$x;`, 180 such lines, some 1.5 KB of the
 * gzipped check build): a name one module alone declares and exports, which hides no global.
 * Its module's function returns it as before, and one top-level `const` takes it out; a
 * module that declares the same name for itself (it cannot import it then) still sees its
 * own, as a module's scope hides the one around it.
 */
function sharedNames(modules) {
  const owners = new Map();
  for (const module of modules) for (const name of module.own) owners.set(name, owners.has(name) ? null : module);
  return new Set([...owners].filter(([name, owner]) => owner !== null && !(name in globalThis) &&
    !browserGlobals.has(name) && !name.startsWith("m$")).map(([name]) => name));
}

/**
 * A module's text as the build writes it: the import lines it still needs (a namespace, a
 * name taken under another, a name not shared), then its code, its line breaks that keep
 * nothing apart left out (strip-comments.mjs), and parsed.
 */
function moduleText(module, shared) {
  const lines = [];
  for (const { from, namespace, pairs } of module.imports) {
    if (namespace !== undefined) {
      lines.push(`const ${namespace}=${from};`);
      continue;
    }
    const needed = pairs.filter(([name, local]) => !(name === local && shared.has(name)));
    if (needed.length > 0) lines.push(`const{${needed.map(([name, local]) => (name === local ? name : `${name}:${local}`)).join(",")}}=${from};`);
  }
  // Only now, with the import and export lines read a line each, the line breaks that keep
  // nothing apart go: some 600 bytes.
  const joined = stripComments(lines.join("\n") + "\n" + module.text, { joinLines: true });
  // A line break the engine needed (after a `}` that ends an expression, with no `;`) leaves
  // text that does not parse (strip-comments.mjs): refused here, by a parse of the body
  // that runs none of it, rather than by whoever loads the build.
  try {
    new Function(`"use strict";${joined}`);
  } catch (error) {
    throw new Error(`${module.path}: its lines joined do not parse (${error.message}): end the statement before it with a ;`);
  }
  return joined;
}

/**
 * Whether a module is data alone: no imports, nothing but string constants of letters and
 * digits (the verification kernel's WebAssembly and the warm-up set, in hexadecimal). The
 * build writes such a module's text after all the code, so that gzip codes the hexadecimal
 * in blocks of its own: a block of deflate's holds some 16,000 symbols under one pair of
 * Huffman codes, and hexadecimal's 16 letters amid the code made both cost more (the
 * kernel's 25 KB of hexadecimal among the modules cost 7,617 bytes of the gzipped check
 * build; written last, the whole build is 912 bytes smaller). Its function, a declaration,
 * is hoisted: it runs at the module's place in import order, as every module does.
 */
function isDataModule(module) {
  return module.imports.length === 0 && /^(?:\s*const [\w$]+="[0-9A-Za-z]*";)+\s*$/u.test(module.text);
}

/** The modules the entries import, each after every module it imports. */
function modulesInOrder(entries) {
  const ordered = [];
  const state = new Map();
  const visit = (path, chain) => {
    if (state.get(path) === "done") return;
    if (state.get(path) === "open") throw new Error(`a cycle of imports: ${[...chain, path].join(" -> ")}`);
    state.set(path, "open");
    const module = readModule(path);
    for (const dependency of module.dependencies) visit(dependency, [...chain, path]);
    state.set(path, "done");
    ordered.push(module);
  };
  for (const entry of entries) visit(entry, []);
  return ordered;
}

/** The build's text for `entries`. */
export function browserBuild(entries, file) {
  const modules = modulesInOrder(entries);
  const names = [...new Set(entries.flatMap((entry) => modules.find((module) => module.path === entry).exported))];
  // One short header line: the four it had cost some 130 bytes of the gzipped build, which
  // sits close under issue 24's 60 KB.
  const parts = [
    "// maskc's JS runtime, made by browser/make-browser-build.mjs from src/ (m$a_b: src/a/b.js). Do not edit.",
  ];
  // No comment line names a module's file: its function's name does (moduleName) where it has
  // one, and the 71 such lines were some 580 bytes of the gzipped build.
  const shared = sharedNames(modules);
  const texts = new Map(modules.map((module) => [module, moduleText(module, shared)]));
  const fromEntries = entries.flatMap((entry) => {
    const own = modules.find((module) => module.path === entry).exported.filter((name) => !shared.has(name));
    return own.length > 0 ? [`const{${own.join(",")}}=${moduleName(entry)};`] : [];
  });
  const reads = [...texts.values(), ...fromEntries].join("\n");
  const dataAtEnd = [];
  // A module no other reads by its name (all it exports shared, no namespace import of it, not
  // an entry with names of its own) has none: `const{a,b}=(()=>{…})();`, and its file is
  // found by the names it declares. The 71 names and their `,{a,b}=m$x` were 687 bytes of the
  // gzipped check build.
  for (const module of modules) {
    // No blank line between modules, and `=(()=>{` unspaced: some 30 bytes gzipped.
    const name = moduleName(module.path);
    const sharedHere = module.own.filter((own) => shared.has(own));
    const body = [texts.get(module).trimEnd(), `return{${module.exported.join(",")}};`];
    if (!new RegExp(`${name.replace("$", "\\$")}(?![\\w$])`, "u").test(reads) && !isDataModule(module)) {
      parts.push(sharedHere.length > 0 ? `const{${sharedHere.join(",")}}=(()=>{` : "(()=>{", ...body, "})();");
      continue;
    }
    const destructured = `${sharedHere.length > 0 ? `,{${sharedHere.join(",")}}=${name}` : ""};`;
    if (isDataModule(module)) {
      // Called where the module's place is, written at the end (a function declaration is
      // hoisted): see isDataModule.
      parts.push(`const ${name}=${name}_()${destructured}`);
      dataAtEnd.push(`function ${name}_(){`, ...body, "}");
      continue;
    }
    parts.push(`const ${name}=(()=>{`, ...body, `})()${destructured}`);
  }
  // An entry's names are unique across entries (checked): one export list.
  const all = entries.flatMap((entry) => modules.find((module) => module.path === entry).exported);
  if (all.length !== names.length) throw new Error(`${file}: two entries export one name`);
  parts.push(...fromEntries, `export { ${names.join(", ")} };`, ...dataAtEnd, "");
  return parts.join("\n");
}

/**
 * Writes both files where their text differs from what the sources give, each by a rename of
 * a file of this process's own, and returns their paths.
 */
export function writeBrowserBuild() {
  const paths = {};
  for (const { file, entries } of builds) {
    const text = browserBuild(entries, file);
    const path = join(runtime, file);
    paths[file.replace(/^browser\//u, "")] = path;
    if (writtenText(path) === text) continue;
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, text);
    renameSync(partial, path);
  }
  return paths;
}

/** A file's text, or null when it is not there. */
function writtenText(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.argv.includes("--check")) {
    writeBrowserBuild();
  } else {
    let stale = 0;
    for (const { file, entries } of builds) {
      if (writtenText(join(runtime, file)) !== browserBuild(entries, file)) {
        console.error(`${file} is not what src/ gives: run node Runtimes/js/browser/make-browser-build.mjs`);
        stale++;
      }
    }
    process.exit(stale === 0 ? 0 : 1);
  }
}
