/**
 * Issue 24's goal for what a page downloads: under 60 KB gzipped (level 9, as a server
 * compresses a file), for the browser build (browser/maskc.js, browser/maskc-check.js) and
 * for the core's sources as one stream (`src/` without dom/, trials/ and cli/: what a page
 * that imports `src/` needs for loading, match, transform, extract and the editor).
 * docs/web.md ("Size") says what each figure measures; bench.mjs prints them.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { writeBrowserBuild } from "../browser/make-browser-build.mjs";

const goal = 60 * 1024;
const runtime = fileURLToPath(new URL("..", import.meta.url));
const gzipped = (buffers) => gzipSync(Buffer.concat(buffers), { level: 9 }).length;

/** The `.js` files under a folder of the runtime, in path order. */
function sourcesUnder(folder) {
  const files = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(path, entry.name));
      else if (entry.name.endsWith(".js")) files.push(join(path, entry.name));
    }
  };
  walk(join(runtime, folder));
  return files.sort();
}

test("the browser build is under 60 KB gzipped", () => {
  const written = writeBrowserBuild();
  for (const name of ["maskc.js", "maskc-check.js"]) {
    const size = gzipped([readFileSync(written[name])]);
    assert.ok(size < goal, `browser/${name}: ${size} bytes gzipped`);
  }
});

test("the core's sources are under 60 KB gzipped", () => {
  const core = sourcesUnder("src").filter((path) => !/[/\\]src[/\\](dom|trials|cli)[/\\]/u.test(path));
  assert.ok(core.length > 30, `${core.length} files`);
  const size = gzipped(core.map((path) => readFileSync(path)));
  assert.ok(size < goal, `the core's sources: ${size} bytes gzipped`);
});
