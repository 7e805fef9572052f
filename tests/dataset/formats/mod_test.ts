import assert from "node:assert/strict";
import {
  detectJsonFormat,
  mapDocument,
  readInput,
} from "../../../lib/dataset/formats/mod.ts";
import { SMALL_DATASET_PATH } from "../../helpers/data.ts";
import { withTempDir } from "../../helpers/kv.ts";
import { PLATFORM_FIXTURES, writeTakeoutZip } from "../../helpers/platforms.ts";

const F = PLATFORM_FIXTURES;

Deno.test("readInput detects each format from the content", async () => {
  const cases: Array<[string, string]> = [
    [SMALL_DATASET_PATH, "reviews"],
    [`${F}/google_page1.json`, "google"],
    [`${F}/google_page2.json`, "google"],
    [`${F}/trustpilot.json`, "trustpilot"],
    [`${F}/yelp.json`, "yelp"],
    [`${F}/reviews.csv`, "csv"],
  ];
  for (const [path, format] of cases) {
    const outcome = await readInput(path);
    assert.ok(outcome.ok, path);
    assert.deepEqual(outcome.documents.map((document) => document.format), [
      format,
    ]);
  }
});

Deno.test("readInput: a Takeout folder and zip are Google, one location's files", async () => {
  await withTempDir(async (dir) => {
    const zip = await writeTakeoutZip(`${dir}/takeout.zip`);
    for (const path of [`${F}/google_takeout`, zip]) {
      const asked = await readInput(path);
      assert.equal(asked.ok, false);
      assert.match(
        (asked as { issues: { message: string }[] }).issues[0].message,
        /--location NAME/,
      );
      const outcome = await readInput(path, {
        location: "Brightline Plumbing & Air",
      });
      assert.ok(outcome.ok, path);
      assert.deepEqual(outcome.documents.map((document) => document.format), [
        "google",
        "google",
      ]);
      assert.match(
        outcome.documents[0].label,
        /^google (takeout\.zip|google_takeout) \(Takeout\/Google Business Profile\/account-1045\/Brightline Plumbing & Air\/reviews-001\.json\)$/,
      );
    }
  });
});

Deno.test("readInput: a format that cannot be told names --format", async () => {
  for (const name of ["bad/unknown.json", "bad/notes.txt", "bad/columns.csv"]) {
    const outcome = await readInput(`${F}/${name}`);
    assert.equal(outcome.ok, false, name);
    const [issue] = (outcome as { issues: { message: string }[] }).issues;
    assert.match(
      issue.message,
      /--format reviews\|google\|trustpilot\|yelp\|csv/,
    );
  }
  const named = await readInput(`${F}/bad/columns.csv`, { format: "csv" });
  assert.ok(named.ok, "--format csv reads it; mapping reports the columns");
});

Deno.test("readInput: a missing file, bad JSON, not UTF-8, a zip named as another format", async () => {
  const missing = await readInput(`${F}/nope.json`);
  assert.deepEqual((missing as { issues: unknown[] }).issues, [{
    path: "$",
    code: "unreadable_file",
    message: `file not found: ${F}/nope.json`,
  }]);
  await withTempDir(async (dir) => {
    await Deno.writeTextFile(`${dir}/broken.json`, '{"reviews": [');
    const broken = await readInput(`${dir}/broken.json`, { format: "google" });
    const [issue] =
      (broken as { issues: { path: string; code: string }[] }).issues;
    assert.equal(issue.path, "google broken.json");
    assert.equal(issue.code, "invalid_json");
    // "Zoë" in Latin-1.
    await Deno.writeFile(
      `${dir}/latin1.csv`,
      new Uint8Array([0x5a, 0x6f, 0xeb]),
    );
    assert.deepEqual(
      (await readInput(`${dir}/latin1.csv`) as { issues: unknown[] }).issues,
      [{
        path: "latin1.csv",
        code: "invalid_encoding",
        message: "not UTF-8 text",
      }],
    );
    const zip = await writeTakeoutZip(`${dir}/t.zip`);
    const wrong = await readInput(zip, { format: "yelp" });
    assert.equal(
      (wrong as { issues: { code: string }[] }).issues[0].code,
      "wrong_format",
    );
  });
});

Deno.test("detectJsonFormat: empty Google, Trustpilot and Yelp pages", () => {
  assert.equal(
    detectJsonFormat({ averageRating: 4.5, totalReviewCount: 0 }),
    "google",
  );
  assert.equal(
    detectJsonFormat({ reviews: [], total: 0, possible_languages: [] }),
    "yelp",
  );
  // Trustpilot's page past the last review: told by its pagination links.
  assert.equal(detectJsonFormat({ reviews: [], links: [] }), "trustpilot");
  // An empty list alone could be any platform's: --format must name it.
  assert.equal(detectJsonFormat({ reviews: [] }), null);
  assert.equal(
    detectJsonFormat({ business: { id: "b" }, reviews: [] }),
    "reviews",
  );
  assert.equal(
    detectJsonFormat({ reviews: [{ id: "r", rating: 5 }] }),
    "reviews",
  );
  assert.equal(detectJsonFormat({ items: [] }), null);
  assert.equal(detectJsonFormat([1, 2]), null);
});

Deno.test("mapDocument checks records against the import schema too", () => {
  const mapped = mapDocument({
    format: "yelp",
    label: "yelp long.json",
    value: {
      reviews: [{
        id: "z",
        text: "x".repeat(20_001),
        rating: 5,
        time_created: "2025-01-01 10:00:00",
      }],
    },
  }, { timeZone: "UTC" });
  assert.equal(mapped.reviews.length, 0);
  assert.equal(mapped.issues[0].path, "yelp long.json: review yelp-z: text");
});

Deno.test("a file the stream cannot read is read whole: the same words for bad JSON", async () => {
  await withTempDir(async (dir) => {
    const cases: Array<[string, string]> = [
      ["broken.json", '{"reviews": [{"reviewId": "a",}]}'],
      ["trailing.json", '{"reviews": [{"reviewId": "a"}] "x": 1}'],
      ["list.json", '[{"reviewId": "a"}]'],
    ];
    for (const [name, text] of cases) {
      await Deno.writeTextFile(`${dir}/${name}`, text);
      const outcome = await readInput(`${dir}/${name}`, { format: "google" });
      let plain: string;
      try {
        JSON.parse(text);
        plain = "parses";
      } catch (error) {
        plain = `not valid JSON: ${(error as Error).message}`;
      }
      if (outcome.ok) {
        // Valid JSON of another shape: parsed whole, validation words it.
        assert.equal(plain, "parses", name);
        assert.ok(!("file" in outcome.documents[0]), name);
      } else assert.equal(outcome.issues[0].message, plain, name);
    }
  });
});
