import assert from "node:assert/strict";
import {
  importInputs,
  type ImportProgress,
} from "../../lib/dataset/import_inputs.ts";
import { ImportError } from "../../lib/dataset/importer.ts";
import { readCurrentVersion } from "../../lib/dataset/store.ts";
import { ReviewsDatasetSchema } from "../../lib/schemas/mod.ts";
import { SMALL_DATASET_PATH } from "../helpers/data.ts";
import { dumpKv, withTempKv } from "../helpers/kv.ts";
import { PLATFORM_FIXTURES, writeTakeoutZip } from "../helpers/platforms.ts";

const F = PLATFORM_FIXTURES;
const BUSINESS = `${F}/business.json`;
const PAGES = [`${F}/google_page1.json`, `${F}/google_page2.json`];

async function rejects(promise: Promise<unknown>): Promise<ImportError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error("the import was not rejected");
}

Deno.test("a platform file on an empty store needs --business; nothing is written", async () => {
  await withTempKv(async (kv) => {
    const error = await rejects(importInputs(kv, PAGES));
    assert.match(error.message, /--business FILE/);
    assert.deepEqual(await dumpKv(kv), []);
  });
});

Deno.test("Google pages on an empty store with --business: one version, derived members", async () => {
  await withTempKv(async (kv) => {
    const outcome = await importInputs(kv, PAGES, { businessFile: BUSINESS });
    assert.equal(outcome.status, "published");
    assert.equal(outcome.reviewCount, 6);
    assert.deepEqual(outcome.counts, {
      added: 6,
      updated: 0,
      removed: 0,
      unchanged: 0,
      unverified: 0,
      taken_down: 0,
    });
    const stored = (await readCurrentVersion(kv))!;
    ReviewsDatasetSchema.parse(stored.dataset);
    assert.equal(stored.dataset.business.time_zone, "America/Chicago");
    assert.deepEqual(stored.dataset.removed, []);
    const first = stored.dataset.reviews.find((r) =>
      r.id === "google-AbFvOqk1"
    )!;
    assert.deepEqual(first.technicians, ["Rich Alvarez"]);
    assert.deepEqual(first.services, ["water-heater-repair"]);
    assert.ok(first.aspects.length > 0);
    assert.equal(
      stored.dataset.reviews.find((r) => r.id === "google-AbFvOqk2")!.date,
      "2025-03-11",
      "the evening of the 11th in Chicago",
    );
    assert.equal(stored.dataset.aggregate_rating.review_count, 6);
  });
});

Deno.test("the same files twice: no new version, the store unchanged", async () => {
  await withTempKv(async (kv) => {
    await importInputs(kv, PAGES, { businessFile: BUSINESS });
    const before = await dumpKv(kv);
    const again = await importInputs(kv, [...PAGES].reverse());
    assert.equal(again.status, "unchanged");
    assert.equal(again.counts.unchanged, 6);
    assert.equal(again.counts.added + again.counts.updated, 0);
    assert.deepEqual(await dumpKv(kv), before);
  });
});

Deno.test("platform records merge into the current dataset; edits update in place", async () => {
  await withTempKv(async (kv, _path, dir) => {
    await importInputs(kv, [SMALL_DATASET_PATH]);
    const merged = await importInputs(kv, PAGES);
    assert.equal(merged.counts.added, 6);
    assert.equal(merged.reviewCount, 16, "10 of the sample + 6");
    const page = JSON.parse(await Deno.readTextFile(PAGES[0]));
    page.reviews[0].comment = "Edited: still happy with Rich.";
    page.reviews[0].updateTime = "2025-04-01T10:00:00Z";
    page.reviews[1].reviewReply = {
      comment: "Thanks for the feedback!",
      updateTime: "2025-03-13T12:00:00Z",
    };
    await Deno.writeTextFile(`${dir}/page1.json`, JSON.stringify(page));
    const edited = await importInputs(kv, [`${dir}/page1.json`]);
    assert.deepEqual(
      [edited.counts.updated, edited.counts.unchanged, edited.counts.added],
      [2, 2, 0],
    );
    const reviews = (await readCurrentVersion(kv))!.dataset.reviews;
    const first = reviews.find((r) => r.id === "google-AbFvOqk1")!;
    assert.equal(first.text, "Edited: still happy with Rich.");
    assert.equal(first.date, "2025-03-10", "an edit keeps the date");
    assert.deepEqual(
      reviews.find((r) => r.id === "google-AbFvOqk2")!.response,
      {
        text: "Thanks for the feedback!",
        date: "2025-03-13",
      },
    );
    assert.equal(reviews.length, 16, "a partial file removes nothing");
  });
});

Deno.test("--replace drops the current reviews of the file's sources first", async () => {
  await withTempKv(async (kv) => {
    await importInputs(kv, [SMALL_DATASET_PATH]);
    const sample = (await readCurrentVersion(kv))!.dataset.reviews;
    const sampleGoogle = sample.filter((r) => r.source === "google").length;
    assert.ok(sampleGoogle > 0);
    await importInputs(kv, PAGES);
    const replaced = await importInputs(kv, [PAGES[1]], { replace: true });
    assert.equal(replaced.counts.removed, sampleGoogle + 4);
    const reviews = (await readCurrentVersion(kv))!.dataset.reviews;
    assert.deepEqual(
      reviews.filter((r) => r.source === "google").map((r) => r.id).sort(),
      ["google-AbFvOqk5", "google-AbFvOqk6"],
    );
    assert.equal(
      reviews.filter((r) => r.source !== "google").length,
      sample.length - sampleGoogle,
      "other sources are kept",
    );
  });
});

Deno.test("Trustpilot, Yelp and CSV: unverified records counted and left out", async () => {
  await withTempKv(async (kv) => {
    const outcome = await importInputs(
      kv,
      [`${F}/trustpilot.json`, `${F}/yelp.json`, `${F}/reviews.csv`],
      { businessFile: BUSINESS },
    );
    assert.equal(outcome.counts.unverified, 2);
    assert.equal(outcome.counts.added, 8);
    assert.equal(outcome.pointer.unverified_count, 2);
    const reviews = (await readCurrentVersion(kv))!.dataset.reviews;
    assert.ok(
      !reviews.some((r) => r.id === "trustpilot-6613a1f0c2b8e41a2c0f0002"),
    );
    assert.ok(!reviews.some((r) => r.id === "sheet-004"));
    assert.equal(
      reviews.find((r) => r.id === "yelp-p9Qm2xT")!.source_url,
      "https://www.yelp.com/biz/brightline-plumbing-springfield?hrid=p9Qm2xT",
    );
  });
});

Deno.test("a Trustpilot page past the last review is told by its links; an empty list alone needs --format", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const last = `${dir}/trustpilot-2.json`;
    await Deno.writeTextFile(
      last,
      JSON.stringify({
        links: [{ href: "https://api.trustpilot.com/v1/x", rel: "prev-page" }],
        reviews: [],
      }),
    );
    const bare = `${dir}/page.json`;
    await Deno.writeTextFile(bare, JSON.stringify({ reviews: [] }));
    await withTempKv(async (kv) => {
      const alone = await importInputs(kv, [`${F}/trustpilot.json`], {
        businessFile: BUSINESS,
      });
      const error = await rejects(importInputs(kv, [bare]));
      assert.match(
        error.message,
        /page\.json: cannot tell the format.*--format/,
      );
      const outcome = await importInputs(kv, [`${F}/trustpilot.json`, last]);
      assert.equal(outcome.counts.added, 0);
      assert.equal(outcome.pointer.version, alone.pointer.version);
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a Takeout zip: the business's location, or the one --location names", async () => {
  await withTempKv(async (kv, _path, dir) => {
    const zip = await writeTakeoutZip(`${dir}/takeout.zip`);
    const outcome = await importInputs(kv, [zip], { businessFile: BUSINESS });
    assert.equal(outcome.counts.added, 3, "Brightline Plumbing & Air's files");
    const east = await importInputs(kv, [zip], {
      location: "Brightline Eastside",
    });
    assert.equal(east.counts.added, 1);
    const reviews = (await readCurrentVersion(kv))!.dataset.reviews;
    assert.ok(reviews.some((r) => r.id === "google-Zq1"));
  });
});

Deno.test("--location without a Takeout export is refused, not ignored; beside one it applies", async () => {
  await withTempKv(async (kv, _path, dir) => {
    const error = await rejects(
      importInputs(kv, PAGES, { businessFile: BUSINESS, location: "East" }),
    );
    assert.equal(error.issues[0].path, "--location");
    assert.match(error.issues[0].message, /Google Takeout export/);
    assert.deepEqual(await dumpKv(kv), []);
    const zip = await writeTakeoutZip(`${dir}/takeout.zip`);
    const both = await importInputs(kv, [zip, PAGES[0]], {
      businessFile: BUSINESS,
      location: "Brightline Eastside",
    });
    assert.ok(both.counts.added > 1);
  });
});

Deno.test("several locations and no way to choose: a clear question, nothing written", async () => {
  await withTempKv(async (kv, _path, dir) => {
    const business = JSON.parse(await Deno.readTextFile(BUSINESS));
    business.name = "Brightline Group";
    await Deno.writeTextFile(`${dir}/business.json`, JSON.stringify(business));
    await importInputs(kv, [PAGES[0]], {
      businessFile: `${dir}/business.json`,
    });
    const before = await dumpKv(kv);
    const zip = await writeTakeoutZip(`${dir}/takeout.zip`);
    const error = await rejects(importInputs(kv, [zip]));
    assert.match(error.message, /2 locations .*--location NAME/);
    assert.deepEqual(await dumpKv(kv), before);
  });
});

Deno.test("a CSV row with a platform review's id and another source is refused; with that source it updates it", async () => {
  await withTempKv(async (kv, _path, dir) => {
    await importInputs(kv, PAGES, { businessFile: BUSINESS });
    const before = await dumpKv(kv);
    const header = "id,rating,date,text,author,source";
    const csv = `${dir}/sheet.csv`;
    await Deno.writeTextFile(
      csv,
      `${header}\ngoogle-AbFvOqk1,1,2025-03-10,Typed in by hand,Sam,website\n`,
    );
    const phases: string[] = [];
    const error = await rejects(importInputs(kv, [csv], {
      onProgress: (progress) => phases.push(progress.phase),
    }));
    assert.deepEqual(error.issues.map((issue) => issue.path), [
      "id google-AbFvOqk1",
    ]);
    // Refused in the first pass, before any review is analysed.
    assert.deepEqual(phases, ["reading"]);
    assert.match(error.issues[0].message, /website record .* google review/);
    assert.deepEqual(await dumpKv(kv), before);
    await Deno.writeTextFile(
      csv,
      `${header}\ngoogle-AbFvOqk1,4,2025-03-10,Edited,Sam,google\n`,
    );
    const outcome = await importInputs(kv, [csv]);
    assert.equal(outcome.counts.updated, 1);
  });
});

Deno.test("each bad file leaves the store unchanged", async () => {
  await withTempKv(async (kv, _path, dir) => {
    await importInputs(kv, [SMALL_DATASET_PATH]);
    await importInputs(kv, PAGES, { businessFile: BUSINESS });
    const before = await dumpKv(kv);
    const damagedZip = `${dir}/damaged.zip`;
    const good = await Deno.readFile(await writeTakeoutZip(`${dir}/good.zip`));
    await Deno.writeFile(damagedZip, good.slice(0, good.length - 40));
    const badBusiness = `${dir}/business.json`;
    await Deno.writeTextFile(
      badBusiness,
      JSON.stringify({ name: "x", time_zone: "Mars/Olympus" }),
    );
    const cases: Array<[string[], Parameters<typeof importInputs>[2], RegExp]> =
      [
        [
          [`${F}/bad/page2.json`],
          {},
          /google page2\.json: reviews\[4\]\.starRating: STAR_RATING_UNSPECIFIED is not a rating/,
        ],
        [
          [`${F}/bad/trustpilot.json`],
          {},
          /trustpilot trustpilot\.json: reviews\[0\]\.stars: must be 1–5/,
        ],
        [
          [`${F}/bad/yelp.json`],
          {},
          /yelp yelp\.json: reviews\[1\]\.url: must be an http\(s\) URL/,
        ],
        [
          [`${F}/bad/reviews.csv`],
          {},
          /csv reviews\.csv line 7: rating: must be 1–5/,
        ],
        [[`${F}/bad/unclosed.csv`], {}, /csv unclosed\.csv line 2/],
        [
          [`${F}/bad/columns.csv`],
          { format: "csv" },
          /csv columns\.csv line 1: stars: unknown column/,
        ],
        [[`${F}/bad/unknown.json`], {}, /--format/],
        [[`${F}/bad/notes.txt`], {}, /--format/],
        [[damagedZip], {}, /damaged\.zip/],
        [[PAGES[0], `${F}/bad/page2.json`], {}, /STAR_RATING_UNSPECIFIED/],
        [
          [PAGES[0]],
          { businessFile: badBusiness },
          /time_zone: must be an IANA time zone/,
        ],
        [[SMALL_DATASET_PATH, PAGES[0]], {}, /on its own/],
      ];
    for (const [paths, options, message] of cases) {
      const error = await rejects(importInputs(kv, paths, options));
      assert.match(error.message, message, paths.join(" "));
      assert.deepEqual(await dumpKv(kv), before, paths.join(" "));
    }
  });
});

Deno.test("progress: reading, merging, analysing n of total, publishing", async () => {
  await withTempKv(async (kv) => {
    const seen: ImportProgress[] = [];
    await importInputs(kv, PAGES, {
      businessFile: BUSINESS,
      onProgress: (progress) => seen.push(progress),
    });
    assert.deepEqual(
      [...new Set(seen.map((progress) => progress.phase))],
      ["reading", "merging", "analysing", "publishing"],
    );
    assert.deepEqual(
      seen.find((p) => p.phase === "analysing" && p.done === 6),
      {
        phase: "analysing",
        done: 6,
        total: 6,
      },
    );
  });
});
