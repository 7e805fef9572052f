/**
 * Text copies of tool results built from cached pieces
 * (lib/review_json.ts) must equal plain `JSON.stringify`.
 */
import assert from "node:assert/strict";
import { asciiJson } from "../../lib/http/ascii_json.ts";
import {
  asciiCopy,
  reviewListCopy,
  reviewListJson,
  textCopy,
  textValue,
} from "../../lib/http/review_json.ts";
import type { Review, ReviewList } from "../../lib/schemas/mod.ts";

function review(id: string, text: string, title: string | null = null): Review {
  return {
    id,
    rating: 4,
    date: "2025-01-02",
    title,
    text,
    author: { name: 'Zoë "Z" O\'Neil' },
    source: "google",
    verified: true,
    technicians: ["José Muñoz"],
    services: ["leak-repair"],
    service_area: null,
    aspects: [{ aspect: "price", sentiment: "positive", text: "fair\tprice" }],
    response: { text: "Thanks!\n— the team", date: "2025-01-03" },
  };
}

const TRICKY = [
  review("a", 'Quotes " and backslash \\ and slash /'),
  review("b", "Line\nbreak, tab\t, CR\r, NUL \u0000, bell \u0007", "Títle 🚰"),
  review("c", "Separators \u2028 \u2029 and lone surrogate \ud800 end"),
  review("d", ""),
];

Deno.test("a review list copy equals JSON.stringify: text, literal and ASCII JSON", () => {
  const lists: ReviewList[] = [
    { reviews: TRICKY, count: 4, total: 9, next_cursor: "WyIyMDI1Il0" },
    { reviews: [], count: 0, total: 0, next_cursor: null },
    { reviews: [TRICKY[1]], count: 1, total: 1, next_cursor: null },
  ];
  for (const list of lists) {
    for (let round = 0; round < 2; round++) {
      const copy = reviewListCopy(list);
      assert.equal(copy.text, JSON.stringify(list));
      assert.equal(copy.literal, JSON.stringify(copy.text));
      const ascii = reviewListJson(list);
      assert.equal(ascii, asciiJson(JSON.stringify(list)));
      assert.doesNotMatch(ascii, /[\u0080-\uffff]/);
      assert.deepEqual(JSON.parse(ascii), JSON.parse(JSON.stringify(list)));
    }
  }
});

Deno.test("textCopy takes the fast path only for review lists", () => {
  const list = { reviews: TRICKY, count: 4, total: 4, next_cursor: null };
  assert.notEqual(textCopy(list).literal, null);
  const other = { name: "x", reviews: [] };
  assert.deepEqual(textCopy(other), {
    text: JSON.stringify(other),
    literal: null,
  });
  const reordered = { count: 0, reviews: [], total: 0, next_cursor: null };
  assert.equal(textCopy(reordered).literal, null);
  assert.equal(textCopy(reordered).text, JSON.stringify(reordered));
});

Deno.test("textValue serialises in a response exactly like the text", () => {
  const list = { reviews: TRICKY, count: 4, total: 4, next_cursor: null };
  const copy = textCopy(list);
  const response = {
    result: { content: [{ type: "text", text: textValue(copy) }] },
  };
  const expected = { result: { content: [{ type: "text", text: copy.text }] } };
  assert.equal(JSON.stringify(response), JSON.stringify(expected));
  assert.deepEqual(JSON.parse(JSON.stringify(response)), expected);
  const plain = textCopy({ a: 1 });
  assert.equal(textValue(plain), plain.text);
});

Deno.test("asciiCopy: the JSON and the text copy's literal, in ASCII", () => {
  const values: Record<string, unknown>[] = [
    { reviews: TRICKY, count: 4, total: 9, next_cursor: "WyIyMDI1Il0" },
    { reviews: [], count: 0, total: 0, next_cursor: null },
    { name: "Zoë's Plumbing 🚰", reviews: [] },
    { count: 1, reviews: TRICKY.slice(0, 1), total: 1, next_cursor: null },
  ];
  for (const value of values) {
    for (let round = 0; round < 2; round++) {
      const copy = asciiCopy(value);
      const text = JSON.stringify(value);
      assert.equal(copy.json, asciiJson(text));
      assert.equal(copy.literal, asciiJson(JSON.stringify(text)));
      assert.doesNotMatch(copy.json + copy.literal, /[\u0080-\uffff]/);
      assert.equal(JSON.parse(copy.literal), text);
    }
  }
});
