import assert from "node:assert/strict";
import {
  decodeUtf8,
  readFileContent,
} from "../../../lib/dataset/formats/file_content.ts";
import { withTempDir } from "../../helpers/kv.ts";

const encoder = new TextEncoder();

/** The plain path: the strict decoder, null where it throws. */
function strictDecode(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const SAMPLES: Array<[string, Uint8Array]> = [
  ["empty", new Uint8Array()],
  ["ASCII", encoder.encode('{"reviews":[]}')],
  ["non-ASCII", encoder.encode("Zoë — très bien 🔧, 東京")],
  ["a BOM", encoder.encode("\uFEFFid,rating\n1,5\n")],
  ["a U+FFFD of its own", encoder.encode("replacement \uFFFD character")],
  ["a lone continuation byte", new Uint8Array([0x61, 0x80, 0x62])],
  ["Latin-1", new Uint8Array([0x5a, 0x6f, 0xeb])],
  ["a truncated sequence", new Uint8Array([0x61, 0xf0, 0x9f, 0x94])],
  ["an overlong encoding", new Uint8Array([0xc0, 0xaf])],
  ["an encoded surrogate", new Uint8Array([0xed, 0xa0, 0x80])],
  [
    "a U+FFFD of its own and an invalid byte",
    new Uint8Array([...encoder.encode("\uFFFD"), 0xff]),
  ],
];

Deno.test("decodeUtf8 decides as the strict decoder does", () => {
  for (const [label, bytes] of SAMPLES) {
    assert.equal(decodeUtf8(bytes), strictDecode(bytes), label);
  }
});

Deno.test("readFileContent: text, zip bytes, and the problems", async () => {
  await withTempDir(async (dir) => {
    for (const [label, bytes] of SAMPLES) {
      const path = `${dir}/sample`;
      await Deno.writeFile(path, bytes);
      const expected = strictDecode(bytes);
      assert.deepEqual(
        await readFileContent(path),
        expected === null
          ? { kind: "problem", reason: "not_utf8", message: "not UTF-8 text" }
          : { kind: "text", text: expected },
        label,
      );
    }
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 0xff]);
    await Deno.writeFile(`${dir}/export.zip`, zip);
    assert.deepEqual(await readFileContent(`${dir}/export.zip`), {
      kind: "zip",
      bytes: zip,
    });
    assert.deepEqual(await readFileContent(`${dir}/absent.json`), {
      kind: "problem",
      reason: "unreadable",
      message: "file not found",
    });
    const folder = await readFileContent(dir);
    assert.equal(folder.kind, "problem");
  });
});

Deno.test("readFileContent reads a file longer than the size it states", async () => {
  // A FIFO states size 0 and delivers its bytes as they are written.
  await withTempDir(async (dir) => {
    const path = `${dir}/pipe`;
    const made = await new Deno.Command("mkfifo", { args: [path] }).output();
    assert.ok(made.success);
    const text = "x".repeat(200_000) + " — end";
    const writing = Deno.writeTextFile(path, text);
    const content = await readFileContent(path);
    await writing;
    assert.deepEqual(content, { kind: "text", text });
  });
});
