import assert from "node:assert/strict";
import {
  type JsonObjectEvent,
  JsonStreamUnsupported,
  streamJsonObject,
} from "../../../lib/dataset/formats/json_stream.ts";
import { withTempDir } from "../../helpers/kv.ts";

async function events(
  path: string,
  chunkBytes: number,
): Promise<JsonObjectEvent[]> {
  const seen: JsonObjectEvent[] = [];
  for await (const event of streamJsonObject(path, "reviews", { chunkBytes })) {
    seen.push(event);
  }
  return seen;
}

/** The events a whole JSON.parse of `text` implies. */
function expected(text: string): JsonObjectEvent[] {
  const value = JSON.parse(text.replace(/^\uFEFF/, ""));
  const seen: JsonObjectEvent[] = [];
  for (const [key, member] of Object.entries(value)) {
    if (key !== "reviews") seen.push({ kind: "member", key, value: member });
    else {
      (member as unknown[]).forEach((element, index) =>
        seen.push({ kind: "element", index, value: element })
      );
    }
  }
  return seen;
}

const GOOD = [
  '{"reviews":[{"a":1},{"b":"x, ] } \\" \\\\"}],"total":2}',
  '\uFEFF { "head" : [1, {"x": "]"}] ,\n\t"reviews" : [ 1 , "two" , null, true, -2.5e3, [], {} ] , "tail": "é ✓ 😀" }',
  '{"reviews":[]}',
  '{"reviews":[{"text":"Jürgen Maßmann 😀 ’"}],"__proto__":{"x":1}}',
  // Backslashes before quotes, escaping them or not.
  JSON.stringify({ reviews: ["\\", '\\"', "a\\\\", 'q"', { '"k\\': '\\"]' }] }),
];

Deno.test("members and elements as JSON.parse reads them, at any chunk size", async () => {
  await withTempDir(async (dir) => {
    for (const [index, text] of GOOD.entries()) {
      const path = `${dir}/good${index}.json`;
      await Deno.writeTextFile(path, text);
      for (const chunkBytes of [1, 2, 3, 7, 64, 1 << 16]) {
        assert.deepEqual(
          await events(path, chunkBytes),
          expected(text),
          `${text} in chunks of ${chunkBytes}`,
        );
      }
    }
  });
});

Deno.test("anything else is unsupported, never read wrongly", async () => {
  const bad = [
    '{"reviews":[{"a":1},]}',
    '{"reviews":[{"a":1} {"b":2}]}',
    '{"reviews":[{"a":1}]',
    '{"reviews":[{"a":1}]} x',
    '{"reviews":[{"a":1]}',
    '{"reviews":[01]}',
    '{"reviews":{"a":1}}',
    '{"reviews":[1],"reviews":[2]}',
    '{"total":1}',
    '[{"a":1}]',
    '{"reviews":[1] "x":2}',
    "{reviews:[1]}",
    '{"reviews":[\uFEFF1]}',
    "",
  ];
  await withTempDir(async (dir) => {
    for (const [index, text] of bad.entries()) {
      const path = `${dir}/bad${index}.json`;
      await Deno.writeTextFile(path, text);
      for (const chunkBytes of [1, 5, 1 << 16]) {
        await assert.rejects(
          () => events(path, chunkBytes),
          JsonStreamUnsupported,
          `${text} in chunks of ${chunkBytes}`,
        );
      }
    }
    const path = `${dir}/latin1.json`;
    await Deno.writeFile(
      path,
      new Uint8Array([
        ...new TextEncoder().encode('{"reviews":["'),
        0xe9,
        0x22,
        0x5d,
        0x7d,
      ]),
    );
    await assert.rejects(() => events(path, 4), JsonStreamUnsupported);
  });
});
