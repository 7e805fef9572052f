import assert from "node:assert/strict";
import { createAnalyzer } from "../../lib/analysis/mod.ts";
import { parseImportText, prepareDataset } from "../../lib/dataset/prepare.ts";
import {
  ImportDatasetSchema,
  InsightsSchema,
  ReviewsDatasetSchema,
} from "../../lib/schemas/mod.ts";
import { readSmallDataset } from "../helpers/data.ts";

async function prepareSmall(edit?: (raw: Record<string, unknown>) => void) {
  const raw = await readSmallDataset();
  edit?.(raw);
  return prepareDataset(ImportDatasetSchema.parse(raw));
}

function issuesOf(text: string) {
  const parsed = parseImportText(text);
  assert.equal(parsed.ok, false);
  return parsed.ok ? [] : parsed.issues;
}

Deno.test("parseImportText accepts the fixture", async () => {
  const parsed = parseImportText(
    JSON.stringify(await readSmallDataset()),
  );
  assert.equal(parsed.ok, true);
});

Deno.test("parseImportText: text that is not JSON", () => {
  for (const text of ["", "{", "not json", "{'a': 1}"]) {
    const issues = issuesOf(text);
    assert.equal(issues.length, 1);
    assert.equal(issues[0].path, "$");
    assert.equal(issues[0].code, "invalid_json");
  }
});

Deno.test("parseImportText: JSON that is not an object", () => {
  for (const text of ["null", "[]", '"x"', "42"]) {
    const issues = issuesOf(text);
    assert.ok(issues.length >= 1, text);
    assert.equal(issues[0].path, "$", text);
  }
});

Deno.test("parseImportText lists every problem with its JSON path", async () => {
  const raw = await readSmallDataset();
  raw.business.name = "";
  raw.business.technicians[0].aliases = [42];
  raw.reviews[0].rating = 6;
  raw.reviews[1].rating = "five";
  raw.reviews[2].date = "2025-02-30";
  raw.reviews[3].verified = "yes";
  delete raw.reviews[4].author;
  raw.reviews[5].id = "r-001";
  raw.reviews[6].response = { text: "hi", date: "later" };
  const issues = issuesOf(JSON.stringify(raw));
  assert.deepEqual(issues.map((issue) => issue.path).sort(), [
    "$.business.name",
    "$.business.technicians[0].aliases[0]",
    "$.reviews[0].rating",
    "$.reviews[1].rating",
    "$.reviews[2].date",
    "$.reviews[3].verified",
    "$.reviews[4].author",
    "$.reviews[5].id",
    "$.reviews[6].response.date",
  ]);
  for (const issue of issues) {
    assert.equal(typeof issue.code, "string");
    assert.ok(issue.message.length > 0);
  }
});

Deno.test("prepareDataset drops unverified reviews and counts them", async () => {
  const prepared = await prepareSmall();
  assert.equal(prepared.unverifiedCount, 1);
  assert.equal(prepared.dataset.reviews.length, 10);
  assert.ok(!prepared.dataset.reviews.some((review) => review.id === "r-011"));
  assert.ok(prepared.dataset.reviews.every((review) => review.verified));
  ReviewsDatasetSchema.parse(prepared.dataset);
  InsightsSchema.parse(prepared.insights);
});

Deno.test("prepareDataset orders newest first: date, then id", async () => {
  const prepared = await prepareSmall();
  assert.deepEqual(prepared.dataset.reviews.map((review) => review.id), [
    "r-002",
    "r-001",
    "r-003",
    "r-004",
    "r-005",
    "r-006",
    "r-008",
    "r-007",
    "r-009",
    "r-010",
  ]);
});

Deno.test("prepareDataset computes the aggregate rating", async () => {
  const prepared = await prepareSmall((raw) => {
    // Taken from the file it would be wrong: it is recomputed.
    raw.aggregate_rating = {
      rating_value: 1,
      review_count: 999,
      best_rating: 5,
      worst_rating: 1,
      distribution: { "1": 999, "2": 0, "3": 0, "4": 0, "5": 0 },
    };
  });
  assert.deepEqual(prepared.dataset.aggregate_rating, {
    rating_value: 3.5,
    review_count: 10,
    best_rating: 5,
    worst_rating: 1,
    distribution: { "1": 2, "2": 1, "3": 1, "4": 2, "5": 4 },
  });
});

Deno.test("prepareDataset recomputes derived members, never from the file", async () => {
  const bogus = {
    technicians: ["Nobody"],
    services: ["teleportation"],
    service_area: "Atlantis",
    aspects: [{ aspect: "price", sentiment: "negative", text: "made up" }],
  };
  const prepared = await prepareSmall((raw) => {
    for (const review of raw.reviews as Record<string, unknown>[]) {
      Object.assign(review, bogus);
    }
  });
  const clean = await prepareSmall();
  assert.deepEqual(prepared, clean);
  const raw = await readSmallDataset();
  const analyzer = createAnalyzer(
    ImportDatasetSchema.parse(raw).business,
  );
  for (const review of prepared.dataset.reviews) {
    const derived = analyzer.analyze(review);
    assert.deepEqual(review.technicians, derived.technicians);
    assert.deepEqual(review.services, derived.services);
    assert.equal(review.service_area, derived.service_area);
    assert.deepEqual(review.aspects, derived.aspects);
    assert.ok(!review.technicians.includes("Nobody"));
    assert.ok(!review.services.includes("teleportation"));
    assert.notEqual(review.service_area, "Atlantis");
  }
});

Deno.test("prepareDataset keeps the published members of each review", async () => {
  const prepared = await prepareSmall();
  const r001 = prepared.dataset.reviews.find((review) =>
    review.id === "r-001"
  )!;
  assert.equal(r001.rating, 5);
  assert.equal(r001.date, "2025-03-10");
  assert.equal(r001.title, "Fast water heater fix");
  assert.deepEqual(r001.author, { name: "Ann P." });
  assert.equal(r001.source, "google");
  assert.deepEqual(r001.response, { text: "Thanks Ann!", date: "2025-03-11" });
  const r005 = prepared.dataset.reviews.find((review) =>
    review.id === "r-005"
  )!;
  assert.equal(r005.text, "");
  assert.equal(r005.title, null);
  assert.equal(r005.response, null);
});

Deno.test("prepareDataset does not depend on the order of the file", async () => {
  const clean = await prepareSmall();
  const shuffled = await prepareSmall((raw) => {
    (raw.reviews as unknown[]).reverse();
  });
  assert.deepEqual(shuffled, clean);
});

Deno.test("export then re-import gives the same dataset", async () => {
  const first = await prepareSmall();
  const exported = JSON.parse(JSON.stringify(first.dataset));
  const again = prepareDataset(ImportDatasetSchema.parse(exported));
  assert.deepEqual(again.dataset, first.dataset);
  assert.deepEqual(again.insights, first.insights);
  assert.equal(again.unverifiedCount, 0);
});

Deno.test("prepareDataset reuses the derived members of unchanged reviews of the same business", async () => {
  const input = ImportDatasetSchema.parse(await readSmallDataset());
  const first = prepareDataset(input);
  // Mark the previous analyses, so that a reuse shows in the output.
  const marked = {
    business: first.dataset.business,
    reviews: first.dataset.reviews.map((review) => ({
      ...review,
      technicians: ["(from the previous version)"],
    })),
  };
  const edited = structuredClone(input);
  edited.reviews[0].text = "Tom Becker was great.";
  const again = prepareDataset(edited, { previous: marked });
  const byId = new Map(again.dataset.reviews.map((r) => [r.id, r]));
  assert.deepEqual(byId.get(edited.reviews[0].id)!.technicians, [
    "Tom Becker",
  ], "an edited text is analysed again");
  assert.deepEqual(byId.get(edited.reviews[1].id)!.technicians, [
    "(from the previous version)",
  ], "an unchanged text keeps its analysis");

  const otherBusiness = structuredClone(input);
  otherBusiness.business.technicians.push({
    id: "new-tech",
    name: "New Tech",
    aliases: [],
  });
  const fresh = prepareDataset(otherBusiness, { previous: marked });
  assert.ok(
    fresh.dataset.reviews.every((review) =>
      !review.technicians.includes("(from the previous version)")
    ),
    "another business: everything is analysed again",
  );
  assert.deepEqual(
    prepareDataset(input, { previous: first.dataset }).dataset,
    first.dataset,
    "reuse gives what analysis gives",
  );
});
