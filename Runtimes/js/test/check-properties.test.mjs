import { test } from "node:test";
import assert from "node:assert/strict";
import { loadCheck } from "../src/trials/index.js";
import { presetFixture } from "../test-support/trial-steps.js";
import { Random, samplesFrom } from "../test-support/random-masks.js";
import { cardSamples, expirySamples, dateSamples } from "../test-support/check-samples.js";

/**
 * What a check promises whatever the sample, on the presets' files kept in
 * Tests/fixtures/presets (so it holds without maskc):
 * - a sample that passes is a value whose printed form passes too, read as a value and
 *   exactly: checking what was printed never changes the verdict;
 * - a sample that fails a trial (not the mask) fails it again as printed, with the same key:
 *   the value reading never turns a bad value into a good one;
 * - a sample that passes read exactly fails read as a value only in the reading, never in a
 *   trial.
 */

const decoder = new TextDecoder();

test("check(printed) agrees with check(sample); an exact pass fails read as a value only in the reading", (t) => {
  const random = new Random(2431);
  const presets = [["card", cardSamples(random)], ["card-expiry", expirySamples(random)], ["date-iso", dateSamples(random, "date-iso")]];
  let passes = 0;
  let trialFailures = 0;
  let exactOnly = 0;
  for (const [name, generated] of presets) {
    const check = loadCheck(presetFixture(name));
    const mangled = samplesFrom(random, generated.filter(() => random.chance(0.3))).map((bytes) => decoder.decode(bytes));
    for (const sample of [...generated, ...mangled]) {
      const result = check.check(sample);
      const again = check.check(result.printed, { exact: true });
      if (result.pass) {
        passes++;
        assert.ok(again.pass, `${name}: ${JSON.stringify(sample)} passes, its printed form ${JSON.stringify(result.printed)} does not`);
        assert.ok(check.check(result.printed).pass, `${name}: ${JSON.stringify(result.printed)}`);
      } else if (result.messages[0].key !== "mask_value") {
        trialFailures++;
        assert.equal(again.pass, false, `${name}: ${JSON.stringify(sample)}`);
        assert.equal(again.messages[0].key, result.messages[0].key, `${name}: ${JSON.stringify(sample)}`);
      }
      if (check.check(sample, { exact: true }).pass && !result.pass) {
        // Read exactly, a set passes a complete text of any of its masks; read as a value,
        // the set's choice may print another (3467 1059 9587 513 is printed as an Amex,
        // 3467 105995 87513, and its typed spaces cannot stay): only the reading may refuse.
        assert.equal(result.messages[0].key, "mask_value", `${name}: ${JSON.stringify(sample)}`);
        exactOnly++;
      }
    }
  }
  // The samples reach both sides of every rule.
  assert.ok(passes > 100 && trialFailures > 50, `${passes} passes, ${trialFailures} trial failures`);
  t.diagnostic(`${passes} passes, ${trialFailures} trial failures, ${exactOnly} exact passes the value reading refuses`);
});
