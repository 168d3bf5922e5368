/**
 * The JavaScript MaskedTextEditor on kept files (no maskc needed): the cases of the Swift
 * editor tests (EditorTests, MaskSetEditorTests, ValueRulesTests) and of docs/editing.md,
 * each with the text, caret, verdict and report Swift gives.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { loadProgram, MaskedTextEditor } from "../src/index.js";

const kept = (name) => loadProgram(new Uint8Array(readFileSync(new URL(`./fixtures/${name}.maskc`, import.meta.url))));
const phone = kept("phone-ru");            // +?7|8(DDD)DDD-DD-DD
const plusSeven = kept("phone-plus-seven"); // +7(DDD)DDD-DD-DD

/** An editor after typing `keys` one Character at a time at the caret. */
function typed(keys, program = phone, options) {
  const editor = new MaskedTextEditor(program, options);
  for (const key of keys) editor.insert(key);
  return editor;
}

test("typing digit by digit formats eagerly, the caret after the last digit and the literals after it", () => {
  const editor = new MaskedTextEditor(phone);
  const seen = [];
  for (const digit of "1234567890") {
    editor.insert(digit);
    seen.push([editor.text, editor.cursor]);
  }
  assert.deepEqual(seen[0], ["7(1", 3]);
  assert.deepEqual(seen[2], ["7(123)", 6]);
  assert.deepEqual(seen[5], ["7(123)456-", 10]);
  assert.deepEqual(seen[9], ["7(123)456-78-90", 15]);
  assert.equal(editor.complete, true);
  assert.equal(editor.value, "1234567890");
});

test("backspace over a literal deletes the meaningful character before it, and never sticks", () => {
  const editor = typed("123");
  assert.equal(editor.text, "7(123)");
  editor.replace(5, 6, "");
  assert.equal(editor.text, "7(12");
  assert.equal(editor.cursor, 4);
  const texts = [];
  while (editor.text !== "" && texts.length < 10) {
    editor.deleteBackward();
    texts.push(editor.text);
  }
  assert.deepEqual(texts, ["7(1", ""]);
  assert.equal(editor.cursor, 0);
  const prefix = typed("+", plusSeven);
  assert.equal(prefix.text, "+7(");
  prefix.deleteBackward();
  assert.equal(prefix.text, "");
});

test("deleting and inserting in the middle shift and reformat the digits after; a full field pushes one out", () => {
  const editor = new MaskedTextEditor(phone, { text: "7(123)456-78-90" });
  editor.replace(3, 4, "");
  assert.equal(editor.text, "7(134)567-89-0");
  assert.equal(editor.cursor, 3);
  assert.equal(editor.value, "134567890");
  const change = editor.replace(3, 3, "2");
  assert.equal(editor.text, "7(123)456-78-90");
  assert.equal(editor.cursor, 4);
  assert.equal(change.displaced, 0);
  const full = editor.replace(2, 2, "9");
  assert.equal(editor.text, "7(912)345-67-89");
  assert.equal(full.displaced, 1);
  assert.equal(editor.cursor, 3);
  // The pushed-out 0 was typed: a whole text, but not the person's number (EditorNoCostTests).
  assert.equal(editor.complete, false);
  editor.deleteBackward();
  assert.equal(editor.text, "7(123)456-78-9");
  assert.equal(editor.complete, false);
  editor.moveCursor(editor.text.length);
  editor.insert("0");
  assert.equal(editor.text, "7(123)456-78-90");
  assert.equal(editor.complete, true);
});

test("pasting formatted, raw, spaced or prefixed text gives the same field", () => {
  for (const pasted of ["+7(912)345-67-89", "9123456789", "+7 912 345 67 89", "+7 (912) 345-67-89", "+79123456789"]) {
    const editor = new MaskedTextEditor(plusSeven);
    editor.insert(pasted);
    assert.deepEqual([editor.text, editor.cursor, editor.complete], ["+7(912)345-67-89", 16, true], pasted);
  }
});

test("the report of a paste: spaces ignored, letters refused, as UTF-16 offsets of the pasted text", () => {
  const editor = new MaskedTextEditor(phone);
  const change = editor.insert("+7 912 345 67 89");
  assert.deepEqual(change, { cursor: 16, refused: [], ignored: [2, 6, 10, 13], displaced: 0, changed: true });
  const letters = new MaskedTextEditor(phone).insert("1a2b3");
  assert.deepEqual([letters.refused, letters.ignored], [[1, 3], []]);
});

test("replacing a range with the text it holds changes nothing", () => {
  for (const [from, to] of [[0, 15], [2, 5], [1, 3], [5, 6], [9, 13], [14, 15]]) {
    const editor = new MaskedTextEditor(phone, { text: "7(123)456-78-90" });
    const change = editor.replace(from, to, editor.text.slice(from, to));
    assert.equal(editor.text, "7(123)456-78-90");
    assert.equal(change.changed, false, `${from}..${to}`);
  }
});

test("a literal prefix never swallows a typed digit the mask needs as data", () => {
  const editor = new MaskedTextEditor(plusSeven);
  editor.insert("7912345678");
  assert.equal(editor.text, "+7(791)234-56-78");
  assert.equal(typed("7", plusSeven).text, "+7(7");
  assert.equal(typed("+7", plusSeven).text, "+7(");
  editor.replace(0, editor.text.length, "79123456789");
  assert.equal(editor.text, "+7(912)345-67-89");
});

test("ranges out of bounds or reversed are clamped; a Character is never split", () => {
  const editor = new MaskedTextEditor(phone, { text: "7(123)" });
  editor.replace(40, 90, "4");
  assert.equal(editor.text, "7(123)4");
  editor.replace(7, 6, "");
  assert.equal(editor.text, "7(123)");
  const euro = new MaskedTextEditor(kept("euro"), { text: "€12" });
  assert.deepEqual([euro.text, euro.cursor], ["€12", 3]);
  const change = euro.replace(0, 0, "👍");
  assert.equal(euro.text, "€12");
  assert.deepEqual(change.ignored, [0]);
});

test("selecting and typing replaces the selection; select clamps and orders its ends", () => {
  const editor = new MaskedTextEditor(kept("digits-dash"), { text: "123456" });
  editor.select(1, 5);
  assert.deepEqual(editor.selection, [1, 5]);
  editor.insert("9");
  assert.deepEqual([editor.text, editor.cursor], ["195-6", 2]);
  editor.select(99, -3);
  assert.deepEqual(editor.selection, [0, 5]);
  editor.deleteBackward();
  assert.deepEqual([editor.text, editor.cursor], ["", 0]);
});

test("text that follows the mask keeps its reading: a deletion never re-reads the literals", () => {
  const editor = new MaskedTextEditor(kept("stable"));  // 1DD-<space>
  editor.insert("0");
  assert.equal(editor.text, "10");
  editor.insert("5");
  assert.equal(editor.text, "105- ");
  editor.replace(2, 3, "");
  assert.deepEqual([editor.text, editor.value], ["10", "0"]);
});

test("a joining mark typed after a character is ignored and the field stays as it was", () => {
  const editor = typed("+791", plusSeven);
  assert.equal(editor.text, "+7(91");
  const change = editor.insert("\u0301");
  assert.deepEqual([editor.text, change.ignored, change.changed], ["+7(91", [0], false]);
});

test("a key never costs what the field shows: typing 256.1.1.1 into an address ends at 25.61.11, never complete", () => {
  const editor = new MaskedTextEditor(kept("ipv4"));
  const refusedDots = [];
  for (const key of "256.1.1.1") {
    const change = editor.insert(key);
    assert.equal(editor.complete, false, editor.text);
    if (key === "." && change.refused.length > 0) refusedDots.push(editor.text);
  }
  assert.equal(editor.text, "25.61.11");
  assert.deepEqual(refusedDots, ["25.6", "25.61.", "25.61.1"]);
  // Pasted, it loses the 6 from its middle: shown as read, never complete.
  const pasted = new MaskedTextEditor(kept("ipv4"));
  pasted.insert("256.1.1.1");
  assert.deepEqual([pasted.text, pasted.complete], ["25.1.1.1", false]);
  // A space that leaves the text as it was does not make it complete (15fffcb).
  pasted.insert(" ");
  assert.equal(pasted.complete, false);
});

test("a separator the mask does not write closes a range when typed, as pasted, and is refused where it would cost a digit", () => {
  const date = kept("date-us"); // <01-12>/<01-31>/DDDD
  const slash = typed(["1", "."], date);
  assert.deepEqual([slash.text, slash.cursor], ["01/", 3]);
  slash.deleteBackward();
  assert.equal(slash.text, "1");
  for (const keys of ["1.2.2024", "1 2 2024", "1、2、2024"]) {
    const byKey = typed([...keys], date);
    const pasted = new MaskedTextEditor(date);
    pasted.insert(keys);
    assert.deepEqual([byKey.text, byKey.cursor, byKey.value, byKey.complete], ["01/02/2024", 10, "01022024", true], keys);
    assert.deepEqual([pasted.text, pasted.cursor, pasted.value, pasted.complete], [byKey.text, byKey.cursor, byKey.value, byKey.complete], keys);
  }
  const address = typed([..."256"], kept("ipv4"));
  const change = address.insert(",");
  assert.deepEqual([address.text, change.refused, change.changed], ["25.6", [0], false]);
  const pasted = new MaskedTextEditor(kept("ipv4"));
  pasted.insert("256,1,1,1");
  assert.deepEqual([pasted.text, pasted.complete], ["25.1.1.1", false]);
});

test("a leading label is noise in a paste where no typed character precedes it, and a key when typed", () => {
  const editor = new MaskedTextEditor(kept("code"));  // AA DDDD
  const change = editor.insert("Code: AB 1234");
  assert.deepEqual([editor.text, editor.complete], ["AB 1234", true]);
  assert.deepEqual(change.ignored.slice(0, 6), [0, 1, 2, 3, 4, 5]);
  const keys = typed("Code: AB 1234", kept("code"));
  assert.notEqual(keys.text, "AB 1234");
});

test("a set switches masks per edit; the caret stays after the same typed character", () => {
  const cards = new MaskedTextEditor(kept("cards-two"));
  for (const digit of "378282246310005") {
    cards.insert(digit);
    assert.equal(cards.cursor, cards.text.length);
  }
  assert.deepEqual([cards.text, cards.mask, cards.complete, cards.value], ["3782 822463 10005", 1, true, "78282246310005"]);
  cards.deleteBackward();
  assert.deepEqual([cards.text, cards.mask], ["3782 8224 6310 00", 0]);
  const phones = new MaskedTextEditor(kept("phones-three"));
  phones.insert("+44 20 7123 4567");
  assert.deepEqual([phones.text, phones.mask, phones.complete], ["+44 2071 234567", 2, true]);
  phones.replace(0, phones.text.length, "79123456789");
  assert.deepEqual([phones.text, phones.mask], ["+7 (912) 345-67-89", 0]);
  const field = new MaskedTextEditor(kept("pairs-or-triples"), { text: "1234" });
  assert.deepEqual([field.text, field.mask], ["12-34", 0]);
  field.moveCursor(2);
  field.insert("9");
  assert.deepEqual([field.text, field.mask, field.cursor], ["129.34", 1, 4]);
  field.deleteBackward();
  assert.deepEqual([field.text, field.mask, field.cursor], ["12-34", 0, 2]);
});

test("a mask switch that would cost a letter or digit in the field is refused whole", () => {
  const editor = typed("1", kept("letters-or-digits-pair"));  // UU, DD
  const change = editor.insert("A");
  assert.deepEqual([editor.text, editor.mask, change.refused, change.changed], ["1", 1, [0], false]);
  editor.insert("2");
  assert.equal(editor.text, "12");
  assert.equal(new MaskedTextEditor(kept("letters-or-digits-pair"), { text: "1A2" }).text, "12");
});

test("bad arguments throw; user text never does", () => {
  assert.throws(() => new MaskedTextEditor({}), TypeError);
  assert.throws(() => new MaskedTextEditor(phone, { optionalLiterals: "sometimes" }), RangeError);
  const editor = new MaskedTextEditor(phone);
  assert.throws(() => editor.replace(0, 0.5, "1"), TypeError);
  assert.throws(() => editor.insert(5), TypeError);
  for (const text of ["\ud800", "\r\n1", "١٢٣", "👍🏽9", "\u200d", "e\u0301"]) editor.insert(text);
  assert.match(editor.text, /^[0-9+()\-]*$/);
});

test("the placeholder is the rest of the mask along the way typing goes, as the optional-literal policy gives it", () => {
  const editor = new MaskedTextEditor(phone);
  assert.equal(editor.placeholder, "7(___)___-__-__");
  editor.insert("12");
  assert.equal(editor.text + editor.placeholder, "7(12_)___-__-__");
  editor.insert("34567890");
  assert.equal(editor.placeholder, "");
  const dashes = kept("phone-ru-dashes");   // +?7|8(DDD)DDD-?DD-?DD
  assert.equal(new MaskedTextEditor(dashes).placeholder, "7(___)_______");
  const inserted = new MaskedTextEditor(dashes, { text: "7(912)345", optionalLiterals: "inserted" });
  assert.deepEqual([inserted.text, inserted.placeholder], ["7(912)345-", "__-__"]);
  const manual = new MaskedTextEditor(dashes, { text: "7(912)345", optionalLiterals: "inserted", autocomplete: false });
  assert.deepEqual([manual.text, manual.placeholder], ["7(912)345", "-__-__"]);
  manual.insert("6");
  assert.equal(manual.text, "7(912)345-6");
});

test("a report's offsets are UTF-16 offsets into the inserted text; noise is told from refused keys", () => {
  const digits = new MaskedTextEditor(kept("four-digits"));  // DDDD
  const change = digits.insert("😀1😀2a3");
  assert.equal(digits.text, "123");
  assert.deepEqual([change.refused, change.ignored], [[6], [0, 3]]);
  const us = new MaskedTextEditor(kept("phone-plus-one"));  // +1(DDD)DDD-DDDD
  const pasted = us.insert("+1 555 123 4567");
  assert.deepEqual([us.text, pasted.refused, pasted.ignored], ["+1(555)123-4567", [], [2, 6, 10]]);
  assert.deepEqual(us.replace(0, us.text.length, "+1 555 1x3 4567").refused, [8]);
});

test("a Backspace that loses no digit displaces nothing", () => {
  const editor = new MaskedTextEditor(phone);
  editor.insert("+7(912)345-67-89");
  while (editor.text.length > 0) {
    const before = editor.value.length;
    assert.equal(editor.deleteBackward().displaced, 0, editor.text);
    assert.ok(editor.value.length >= before - 1);
  }
});

test("after a deletion the caret is where the deletion started, mapped through the new reading (rule 5)", () => {
  const editor = new MaskedTextEditor(phone);
  editor.insert("7912345");
  assert.equal(editor.text, "7(912)345-");
  editor.replace(2, 3, "");
  assert.deepEqual([editor.text, editor.cursor], ["7(123)45", 2]);
  for (const [what, deletion, text, cursor] of [
    ["Backspace after the 9", (field) => { field.moveCursor(3); field.deleteBackward(); }, "7(123)45", 2],
    ["the 3 right after )", (field) => field.replace(6, 7, ""), "7(912)45", 6],
    [")3, starting before the )", (field) => field.replace(5, 7, ""), "7(912)45", 5],
    ["Delete on the (, taking the 9", (field) => { field.moveCursor(1); field.deleteForward(); }, "7(123)45", 1],
  ]) {
    const field = new MaskedTextEditor(phone, { text: "7912345" });
    deletion(field);
    assert.deepEqual([field.text, field.cursor], [text, cursor], what);
  }
});

test("typing replaces the selection; Backspace and Delete delete it; a move collapses it", () => {
  const editor = new MaskedTextEditor(kept("digits-dash"), { text: "123456" });  // DDD-DDD
  assert.deepEqual([editor.text, editor.selection], ["123-456", [7, 7]]);
  editor.select(1, 5);
  assert.deepEqual([editor.selection, editor.cursor], [[1, 5], 5]);
  editor.insert("9");
  assert.deepEqual([editor.text, editor.selection], ["195-6", [2, 2]]);
  editor.select(0, 2);
  editor.deleteBackward();
  assert.deepEqual([editor.text, editor.selection], ["56", [0, 0]]);
  editor.select(0, 99);
  assert.deepEqual(editor.selection, [0, 2]);
  editor.deleteForward();
  assert.equal(editor.text, "");
  const moving = new MaskedTextEditor(kept("digits-dash"), { text: "123456" });
  moving.select(2, 4);
  moving.moveCursor(1);
  assert.deepEqual(moving.selection, [1, 1]);
});

test("Backspace takes a whole grapheme cluster; a selection is widened to whole Characters", () => {
  const thumbs = kept("thumbs");  // D👍🏽?D with the symbol 👍🏽
  const editor = new MaskedTextEditor(thumbs, { text: "1👍🏽2" });
  assert.deepEqual([editor.text, editor.utf16Count], ["1👍🏽2", 6]);
  editor.moveCursor(5);
  assert.equal(editor.cursor, 5);
  editor.deleteBackward();
  // The typed optional literal goes alone, whole, since that changes the text (rule 4).
  assert.deepEqual([editor.text, editor.cursor], ["12", 1]);
  const selecting = new MaskedTextEditor(thumbs, { text: "1👍🏽2" });
  selecting.select(2, 3);
  assert.deepEqual(selecting.selection, [1, 5]);
  // A move inside a Character goes back to its start.
  selecting.moveCursor(3);
  assert.equal(selecting.cursor, 1);
  // Half a surrogate pair replaced: the whole Character goes.
  const half = new MaskedTextEditor(thumbs, { text: "1👍🏽2" });
  half.replace(4, 5, "");
  assert.ok(!half.text.includes("\u{1F3FD}") || half.text.includes("👍🏽"), half.text);
});

test("typing equals pasting, key by key, under the value rules (or pasting the keys typing accepted)", () => {
  for (const [name, input] of [["date-us", "1/2/2024"], ["ipv4", "256.1.1.1"], ["ipv4", "192.168.1.10"], ["ipv4", "19216811"], ["date-us", "12312024"]]) {
    const program = kept(name);
    const typedField = new MaskedTextEditor(program);
    let accepted = "";
    for (const key of input) {
      const change = typedField.insert(key);
      if (change.refused.length === 0 && change.ignored.length === 0) accepted += key;
    }
    const pasted = new MaskedTextEditor(program);
    pasted.insert(input);
    if (accepted === input) {
      assert.equal(typedField.text, pasted.text, input);
      assert.equal(typedField.complete, pasted.complete, input);
      assert.equal(typedField.text, program.transform(input).text, input);
    } else {
      const pastedAccepted = new MaskedTextEditor(program);
      pastedAccepted.insert(accepted);
      assert.equal(typedField.text, pastedAccepted.text, input);
      assert.ok(!pasted.complete && program.transform(input).unplaced.length > 0, input);
    }
  }
  const date = new MaskedTextEditor(kept("date-us"));
  date.insert("1/2/2024");
  assert.deepEqual([date.text, date.value, date.complete], ["01/02/2024", "01022024", true]);
});

test("an edit that leaves a lossy paste's text as it was never makes it complete (15fffcb)", () => {
  const editor = new MaskedTextEditor(plusSeven, { autocomplete: false });
  editor.insert("2346578 05 I78");
  assert.equal(editor.text, "+7(234)657-80-57");
  assert.ok(!editor.complete && plusSeven.match(editor.text).result === "complete");
  for (const noise of ["\u0368", " ", "x", "9"]) {
    const change = editor.insert(noise);
    assert.ok(!change.changed && !editor.complete, `U+${noise.codePointAt(0).toString(16)}`);
  }
  const cursor = editor.cursor;
  editor.deleteBackward();
  editor.insert("7");
  assert.deepEqual([editor.text, editor.cursor, editor.complete], ["+7(234)657-80-57", cursor, true]);
});

test("a key of which nothing fits leaves the field as it was, text and caret (EditorNoCostTests)", () => {
  const editor = typed(["+7912345678"]);
  assert.equal(editor.text, "+7(912)345-67-8");
  editor.moveCursor(0);
  for (const key of ["a", " ", "x y"]) {
    const change = editor.insert(key);
    assert.deepEqual([editor.text, editor.cursor, change.changed], ["+7(912)345-67-8", 0, false], key);
    assert.equal(change.refused.length + change.ignored.length, [...key].length);
  }
  editor.moveCursor(editor.utf16Count);
  editor.insert("9");
  assert.deepEqual([editor.text, editor.complete], ["+7(912)345-67-89", true]);
});

test("Backspace after a typed closer takes the closer alone; over an added literal, the digit too", () => {
  const date = kept("date-us");  // <01-12>/<01-31>/DDDD
  for (const [keys, shown, after] of [["1/", "01/", "1"], ["12/3/", "12/03/", "12/3"]]) {
    const editor = typed([...keys], date);
    assert.equal(editor.text, shown);
    const change = editor.deleteBackward();
    assert.deepEqual([change.changed, editor.text, editor.cursor], [true, after, after.length]);
  }
  const editor = typed(["912"], plusSeven);
  assert.equal(editor.text, "+7(912)");
  editor.deleteBackward();
  assert.deepEqual([editor.text, editor.cursor], ["+7(91", 5]);
});

test("nothing outside an edit is lost: one that would cost the digits after it is refused whole (EditorKeepsUntouchedTests)", () => {
  const iban = kept("iban-two");
  const full = "GB82 WEST 1234 5698 7654 32";
  for (const [from, to, text] of [[5, 9, "w"], [8, 9, ""], [5, 9, ""], [5, 6, "1"]]) {
    const editor = new MaskedTextEditor(iban, { text: full });
    const change = editor.replace(from, to, text);
    assert.deepEqual([editor.text, editor.complete, change.changed, change.displaced], [full, true, false, 0], `${from}..<${to} ${text}`);
  }
  const four = new MaskedTextEditor(iban, { text: full });
  four.replace(5, 9, "abcd");
  assert.deepEqual([four.text, four.complete], ["GB82 ABCD 1234 5698 7654 32", true]);

  const code = new MaskedTextEditor(kept("letters-dash-digits"), { text: "AB-12" });
  const refused = code.replace(0, 0, "C");
  assert.deepEqual([code.text, refused.changed, refused.refused], ["AB-12", false, [0]]);
  const date = new MaskedTextEditor(kept("date-dots"), { text: "31.12.2004" });
  const pushed = date.replace(0, 0, "9");
  assert.deepEqual([date.text, pushed.displaced, date.complete], ["93.11.2200", 1, false]);
});
