import assert from "node:assert/strict";
import {
  jsonPieces,
  versionChunks,
  type VersionContent,
} from "../../lib/dataset/version_encoder.ts";
import { entityTag } from "../../lib/dataset/snapshot.ts";
import {
  makeDataset,
  makeInsights,
  makeReview,
  syntheticReviews,
} from "../helpers/data.ts";

const encoder = new TextEncoder();

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/** Runs the encoder to its end: the chunks and the summary. */
function encodeAll(content: VersionContent, chunkBytes: number) {
  const chunks: Uint8Array[] = [];
  const encoding = versionChunks(content, chunkBytes);
  let next = encoding.next();
  for (; !next.done; next = encoding.next()) chunks.push(next.value);
  const bytes = new Uint8Array(
    chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  );
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { chunks, bytes, summary: next.value };
}

/** Reviews whose texts put multi-byte characters on every chunk boundary. */
function multiByteContent(withTakedowns: boolean): VersionContent {
  const texts = [
    "Zoë fixed the boiler — très bien, 5 ★",
    "Emoji 🔧🚿 straddle boundaries: 👍🏽 and \u2028 line separators",
    'Quotes " and backslashes \\ and control \u0001 characters',
    "",
  ];
  const reviews = [
    ...syntheticReviews(30),
    ...texts.map((text, index) =>
      makeReview({
        id: `mb-${index}`,
        date: "2025-02-0" + (index + 1),
        text,
        author: { name: "Ünal Ç." },
        response: { text: `Merci — ${text}`, date: "2025-03-01" },
      })
    ),
  ];
  const dataset = {
    ...makeDataset(reviews),
    removed: withTakedowns ? [{ reason: "personal data", count: 1 }] : [],
  };
  return {
    dataset,
    insights: makeInsights(dataset.business),
    ...(withTakedowns
      ? { takedowns: [{ id: "r-1", reason: "personal data" }] }
      : {}),
  };
}

Deno.test("jsonPieces: the pieces join to JSON.stringify at every depth", () => {
  const values: unknown[] = [
    null,
    0,
    -0,
    Number.NaN,
    "plain",
    'é — 🔧 \u2028 " \\ \u0000',
    [],
    {},
    [1, undefined, () => 1, Symbol("s"), null, [2, [3, [4, []]]]],
    {
      a: undefined,
      b: 1,
      'key "quoted" ü': { c: [{ d: "x" }, {}], e: undefined },
      f: () => 1,
      date: new Date(Date.UTC(2025, 0, 2)),
      nested: { toJSON: () => ({ replaced: true }) },
      nullProto: Object.assign(Object.create(null), { z: 1, y: [2] }),
      last: "end",
    },
    makeDataset(syntheticReviews(5)),
  ];
  for (const value of values) {
    for (let depth = 0; depth <= 5; depth++) {
      assert.equal(
        [...jsonPieces(value, depth)].join(""),
        JSON.stringify(value),
        `depth ${depth} of ${String(JSON.stringify(value)).slice(0, 60)}`,
      );
    }
  }
});

Deno.test("jsonPieces opens a review list review by review", () => {
  const dataset = makeDataset(syntheticReviews(4));
  const pieces = [...jsonPieces(dataset, 2)];
  for (const review of dataset.reviews) {
    assert.ok(
      pieces.includes(JSON.stringify(review)) ||
        pieces.includes(`,${JSON.stringify(review)}`),
      `review ${review.id} is one piece`,
    );
  }
});

Deno.test("versionChunks: the bytes, hash and documents of JSON.stringify of the whole, at any chunk size", async () => {
  for (const withTakedowns of [false, true]) {
    const content = multiByteContent(withTakedowns);
    const plain = encoder.encode(JSON.stringify(content));
    const datasetBytes = encoder.encode(JSON.stringify(content.dataset));
    const insightsBytes = encoder.encode(JSON.stringify(content.insights));
    for (const chunkBytes of [1, 3, 7, 64, 1000, 60 * 1024]) {
      const { chunks, bytes, summary } = encodeAll(content, chunkBytes);
      const label = `chunks of ${chunkBytes}, takedowns ${withTakedowns}`;
      assert.deepEqual(bytes, plain, label);
      assert.equal(summary.byteLength, plain.length, label);
      assert.equal(summary.chunkCount, chunks.length, label);
      assert.equal(
        chunks.length,
        Math.ceil(plain.length / chunkBytes),
        label,
      );
      assert.ok(
        chunks.slice(0, -1).every((chunk) => chunk.length === chunkBytes),
        `${label}: every chunk but the last is full`,
      );
      assert.equal(summary.contentHash, await sha256Hex(plain), label);
      const reviews = summary.documents["/reviews.json"];
      const insights = summary.documents["/insights.json"];
      assert.deepEqual(
        bytes.subarray(reviews.offset, reviews.offset + reviews.length),
        datasetBytes,
        label,
      );
      assert.deepEqual(
        bytes.subarray(insights.offset, insights.offset + insights.length),
        insightsBytes,
        label,
      );
      assert.equal(reviews.etag, await entityTag(datasetBytes), label);
      assert.equal(insights.etag, await entityTag(insightsBytes), label);
    }
  }
});

Deno.test("versionChunks hands over fresh buffers: earlier chunks stay as they were", () => {
  const content = multiByteContent(false);
  const encoding = versionChunks(content, 16);
  const kept: Uint8Array[] = [];
  const copies: Uint8Array[] = [];
  for (let next = encoding.next(); !next.done; next = encoding.next()) {
    kept.push(next.value);
    copies.push(next.value.slice());
  }
  assert.deepEqual(kept, copies);
});
