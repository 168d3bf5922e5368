/**
 * Random edit scripts (the JSON Lines `maskc edit --script` and `cli.mjs edit` read) built
 * from texts a mask accepts: typing key by key, pastes, deletions in the middle, a selection
 * typed over, digits of other scripts, labels at the field's start, Backspace and Delete,
 * moves. What the editor differential replays in both runtimes. Seeded.
 */

const otherDigits = ["٣", "١٢", "۴۵", "५", "７", "𝟗"];
const noise = [" ", "-", ".", "/", "(", "a", "Z", "é", "e\u0301", "\u0301", "👍", "\t", "+", ",", "、", "\u3000"];
const labels = ["Tel.: ", "IBAN ", "Date: ", "Card number ", "No. ", "x "];

/**
 * One script: segments of edits, each starting from a cleared field half the time.
 * @param {import("./random-masks.js").Random} random
 * @param {string[]} texts accepted texts (and other samples) to type and paste
 * @param {number} [length] about how many edits
 * @returns {object[]} the edits
 */
export function randomScript(random, texts, length = 40) {
  const edits = [];
  const pool = texts.length > 0 ? texts : ["123"];
  const around = (text) => random.int(-1, [...text].length + 2);
  while (edits.length < length) {
    const text = random.pick(pool);
    if (random.chance(0.4)) edits.push({ op: "select", from: 0, to: 1000 }, { op: "backspace" });
    switch (random.int(0, 9)) {
      case 0: case 1: case 2:
        // Typing key by key (Characters), now and then a key of noise or another script's digit.
        for (const key of [...text].slice(0, 24)) {
          edits.push({ op: "insert", text: key });
          if (random.chance(0.08)) edits.push({ op: "insert", text: random.pick(random.chance(0.5) ? noise : otherDigits) });
        }
        break;
      case 3:
        edits.push({ op: "insert", text });
        break;
      case 4:
        // A label at the field's start, pasted.
        edits.push({ op: "replace", from: 0, to: 0, text: random.pick(labels) + text });
        break;
      case 5:
        // A deletion in the middle, then typing there.
        edits.push({ op: "insert", text }, { op: "replace", from: around(text), to: around(text), text: "" });
        edits.push({ op: "insert", text: random.pick([...text].length > 0 ? [...text] : ["1"]) });
        break;
      case 6:
        // A selection typed or pasted over.
        edits.push({ op: "insert", text }, { op: "select", from: around(text), to: around(text) });
        edits.push({ op: "insert", text: random.chance(0.5) ? random.pick(otherDigits) : [...random.pick(pool)].slice(0, random.int(1, 6)).join("") });
        break;
      case 7:
        edits.push({ op: "move", to: around(text) });
        edits.push({ op: random.pick(["backspace", "delete"]) }, { op: random.pick(["backspace", "delete", "backspace"]) });
        break;
      case 8:
        edits.push({ op: "move", to: around(text) }, { op: "insert", text: random.pick([...noise, ...otherDigits, "0", "5", "9"]) });
        break;
      default:
        edits.push({ op: "replace", from: around(text), to: around(text), text: random.pick(pool) });
    }
  }
  return edits;
}

/** A script's text: one JSON object a line. */
export function scriptText(edits) {
  return edits.map((edit) => JSON.stringify(edit) + "\n").join("");
}
