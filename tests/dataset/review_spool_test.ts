import assert from "node:assert/strict";
import { ReviewSpool, SpooledReviews } from "../../lib/dataset/review_spool.ts";
import { versionChunks } from "../../lib/dataset/version_encoder.ts";
import { compareNewestFirst } from "../../lib/search.ts";
import type { Review } from "../../lib/schemas/mod.ts";
import { makeDataset, makeInsights, makeReview } from "../helpers/data.ts";

/** Reviews in no order, with multi-byte texts and one long one. */
function shuffledReviews(): Review[] {
  const reviews: Review[] = [];
  for (let index = 0; index < 300; index++) {
    reviews.push(makeReview({
      id: `r-${(index * 7919) % 300}`,
      date: `2025-0${1 + (index % 9)}-1${index % 10}`,
      text: index === 5
        ? "Zoë — très bien 👍🏽 ".repeat(200_000)
        : `Review ${index}: Zoë — très bien 👍🏽`,
    }));
  }
  return reviews;
}

function encode(reviews: Parameters<typeof versionChunks>[0]) {
  const bytes: number[] = [];
  const encoding = versionChunks(reviews, 1000);
  let next = encoding.next();
  for (; !next.done; next = encoding.next()) bytes.push(...next.value);
  return { bytes, summary: next.value };
}

Deno.test("a spool gives the reviews back newest first, one per id, as often as asked", () => {
  const reviews = shuffledReviews();
  const replaced = makeReview({ id: "r-3", date: "2025-09-19", text: "later" });
  const expected = [
    ...new Map(
      [...reviews, replaced].map((review) => [review.id, review]),
    ).values(),
  ].sort(compareNewestFirst);
  using spool = new ReviewSpool({ heldInMemory: 0 });
  for (const review of reviews) spool.add(review);
  spool.add(replaced);
  assert.equal(spool.size, expected.length);
  const spooled = spool.finish();
  assert.ok(spooled instanceof SpooledReviews);
  assert.equal(spooled.length, expected.length);
  assert.deepEqual([...spooled], expected);
  assert.deepEqual([...spooled], expected, "a second pass");
  assert.deepEqual(
    [...spooled.jsonTexts()],
    expected.map((review) => JSON.stringify(review)),
  );
});

Deno.test("held in memory, or past the limit on disk: the reviews the disk gives", () => {
  const reviews = shuffledReviews();
  const read = (heldInMemory: number) => {
    using spool = new ReviewSpool({ heldInMemory });
    for (const review of reviews) spool.add(review);
    const finished = spool.finish();
    return {
      onDisk: finished instanceof SpooledReviews,
      reviews: [...finished],
    };
  };
  const disk = read(0);
  assert.equal(disk.onDisk, true);
  assert.deepEqual(read(100), disk, "past the limit");
  assert.deepEqual(read(1000), { ...disk, onDisk: false }, "in memory");
});

Deno.test("the version encoded from a spool is the version encoded from the array", () => {
  const reviews = shuffledReviews().slice(0, 40).sort(compareNewestFirst);
  using spool = new ReviewSpool({ heldInMemory: 0 });
  for (const review of [...reviews].reverse()) spool.add(review);
  const dataset = makeDataset(reviews);
  const insights = makeInsights(dataset.business);
  const fromArray = encode({ dataset, insights });
  const fromSpool = encode({
    dataset: { ...dataset, reviews: spool.finish() },
    insights,
  });
  assert.deepEqual(fromSpool, fromArray);
});

Deno.test("disposing of a spool removes its files", () => {
  const before = new Set(
    [...Deno.readDirSync(Deno.env.get("TMPDIR") ?? "/tmp")].map((entry) =>
      entry.name
    ),
  );
  {
    using spool = new ReviewSpool({ heldInMemory: 0 });
    spool.add(makeReview({ id: "a", date: "2025-01-01" }));
    assert.equal([...spool.finish()].length, 1);
  }
  const left = [...Deno.readDirSync(Deno.env.get("TMPDIR") ?? "/tmp")]
    .filter((entry) =>
      entry.name.startsWith("reviews-spool-") && !before.has(entry.name)
    );
  assert.deepEqual(left, []);
});
