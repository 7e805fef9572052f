import assert from "node:assert/strict";
import { readInput } from "../../../lib/dataset/formats/mod.ts";
import {
  checkDocument,
  documentReviews,
  FileChangedError,
  mapDocument,
  type PlatformDocument,
} from "../../../lib/dataset/formats/platform_records.ts";
import type { SourceReview } from "../../../lib/dataset/formats/record.ts";
import { withTempDir } from "../../helpers/kv.ts";
import { PLATFORM_FIXTURES } from "../../helpers/platforms.ts";

const F = PLATFORM_FIXTURES;

Deno.test("checkDocument locates problems: format, file, path", async () => {
  const outcome = await readInput(`${F}/bad/page2.json`);
  assert.ok(outcome.ok);
  const [document] = outcome.documents;
  assert.notEqual(document.format, "reviews");
  if (document.format === "reviews") return;
  const mapped = await checkDocument(document, { timeZone: "UTC" });
  assert.ok(
    mapped.issues.some((issue) =>
      `${issue.path}: ${issue.message}` ===
        "google page2.json: reviews[4].starRating: STAR_RATING_UNSPECIFIED is not a rating"
    ),
    JSON.stringify(mapped.issues),
  );
  const csv = await readInput(`${F}/bad/reviews.csv`);
  assert.ok(csv.ok);
  const [csvDocument] = csv.documents;
  if (csvDocument.format === "reviews" || "file" in csvDocument) return;
  assert.ok(
    mapDocument(csvDocument, { timeZone: "UTC" }).issues.some((issue) =>
      `${issue.path}: ${issue.message}` ===
        "csv reviews.csv line 7: rating: must be 1–5"
    ),
  );
});

async function reviewsOf(document: PlatformDocument): Promise<SourceReview[]> {
  const reviews: SourceReview[] = [];
  for await (const review of documentReviews(document, { timeZone: "UTC" })) {
    reviews.push(review);
  }
  return reviews;
}

Deno.test("a platform file read as a stream: the records and problems of the file parsed whole", async () => {
  const paths = [
    `${F}/google_page1.json`,
    `${F}/google_page2.json`,
    `${F}/trustpilot.json`,
    `${F}/yelp.json`,
    `${F}/bad/page2.json`,
    `${F}/bad/trustpilot.json`,
    `${F}/bad/yelp.json`,
  ];
  for (const path of paths) {
    const outcome = await readInput(path);
    assert.ok(outcome.ok, path);
    const [streamed] = outcome.documents;
    assert.ok("file" in streamed, path);
    const whole: PlatformDocument = {
      format: streamed.format,
      label: streamed.label,
      value: JSON.parse(await Deno.readTextFile(path)),
    };
    const options = { timeZone: "America/Chicago" };
    const check = await checkDocument(streamed, options);
    assert.deepEqual(check, await checkDocument(whole, options), path);
    if (check.issues.length === 0) {
      assert.ok(check.count > 0, path);
      const reviews = await reviewsOf(streamed);
      assert.deepEqual(reviews, await reviewsOf(whole), path);
      // The check hands over each record it maps, as the import reads them.
      for (const document of [streamed, whole]) {
        const seen: string[] = [];
        const onRecord = (review: { id: string }) => seen.push(review.id);
        await checkDocument(document, { ...options, onRecord });
        assert.deepEqual(seen, reviews.map((review) => review.id), path);
      }
    }
  }
});

Deno.test("a streamed file changed or removed after it was read: a problem, not a crash", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/page.json`;
    await Deno.copyFile(`${F}/google_page1.json`, path);
    const outcome = await readInput(path);
    assert.ok(outcome.ok);
    const [document] = outcome.documents;
    if (document.format === "reviews") throw new Error("not a platform");
    const options = { timeZone: "UTC" };
    assert.deepEqual((await checkDocument(document, options)).issues, []);
    await Deno.writeTextFile(path, '{"reviews": [{"reviewId": ');
    assert.deepEqual((await checkDocument(document, options)).issues, [{
      path: "google page.json",
      code: "changed_file",
      message: "the file changed while it was imported; import it again",
    }]);
    await assert.rejects(
      () => reviewsOf(document),
      (error) =>
        error instanceof FileChangedError &&
        error.issue.code === "changed_file",
    );
    await Deno.remove(path);
    assert.deepEqual((await checkDocument(document, options)).issues, [{
      path: "google page.json",
      code: "unreadable_file",
      message: "the file was removed while it was imported",
    }]);
  });
});
