/**
 * The first `loadProgram` a page makes: the preset named by `?mask=` (demo/masks/NAME.maskc)
 * is fetched first, then the runtime is imported and the file loaded, each step timed with
 * `performance.now()`. The page is new, so the engine has run none of the loader before, as
 * on a person's first visit; the result goes into `window.firstLoad` and #result as JSON:
 * `{mask, bytes, importMs, loadMs}`, or `{mask, error}`. The runtime is the browser build
 * (browser/maskc.js, one request), or with `?runtime=src` the sources (a request a module).
 */
const parameters = new URLSearchParams(location.search);
const mask = parameters.get("mask");
const runtime = parameters.get("runtime") === "src" ? "../src/index.js" : "../browser/maskc.js";
const result = document.querySelector("#result");
try {
  const response = await fetch(new URL(`../demo/masks/${mask}.maskc`, import.meta.url), { cache: "no-store" });
  if (!response.ok) throw new Error(`demo/masks/${mask}.maskc: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const importStart = performance.now();
  const { loadProgram } = await import(runtime);
  const loadStart = performance.now();
  const program = loadProgram(bytes);
  const loadEnd = performance.now();
  // The program is used, so that no engine could skip the load as dead code.
  if (program.masks.length < 1) throw new Error("a program without masks");
  window.firstLoad = { mask, bytes: bytes.length, importMs: loadStart - importStart, loadMs: loadEnd - loadStart };
} catch (error) {
  window.firstLoad = { mask, error: String(error) };
}
result.textContent = JSON.stringify(window.firstLoad);
