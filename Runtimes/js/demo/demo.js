/**
 * The demo form: loads each field's compiled preset (masks/NAME.maskc), attaches it, and shows
 * the field's state live beside it. The page says "ready" in #status when every field is
 * attached (the browser test waits for it); each input carries its state in data attributes
 * too (`data-complete`, `data-unmasked`), which the browser test reads.
 */
// The browser build (browser/make-browser-build.mjs): the runtime in one request.
import { loadProgram, attachMask } from "../browser/maskc.js";

/** Loads a compiled file served beside the page. */
async function loadMask(name) {
  const response = await fetch(new URL(`masks/${name}.maskc`, import.meta.url));
  if (!response.ok) throw new Error(`masks/${name}.maskc: HTTP ${response.status}`);
  return loadProgram(new Uint8Array(await response.arrayBuffer()));
}

/** Writes a field's state beside it, and on it. */
function showState(field, output, refused = []) {
  const { input } = field;
  input.dataset.complete = String(field.complete);
  input.dataset.unmasked = field.unmasked;
  output.innerHTML = "";
  const verdict = document.createElement("span");
  verdict.className = field.complete ? "complete" : "";
  verdict.textContent = field.complete ? "complete" : "incomplete";
  output.append(verdict, `  value ${JSON.stringify(field.value)}  unmasked ${JSON.stringify(field.unmasked)}`);
  if (refused.length > 0) {
    const note = document.createElement("span");
    note.className = "refused";
    note.textContent = `  refused ${refused.join("")}`;
    output.append(note);
  }
}

const status = document.querySelector("#status");
try {
  const inputs = [...document.querySelectorAll("input[data-mask]")];
  const programs = await Promise.all(inputs.map((input) => loadMask(input.dataset.mask)));
  inputs.forEach((input, index) => {
    const field = attachMask(input, programs[index]);
    const output = document.querySelector(`#${input.id}-state`);
    input.addEventListener("maskchange", (event) => showState(field, output, event.detail.refused));
    showState(field, output);
  });
  status.textContent = "ready";
} catch (error) {
  status.textContent = `could not load the masks: ${error.message}`;
}
