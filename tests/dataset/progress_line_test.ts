import assert from "node:assert/strict";
import {
  createProgressLine,
  formatProgress,
} from "../../lib/dataset/progress_line.ts";

Deno.test("formatProgress: phase, reviews of total, elapsed", () => {
  assert.equal(
    formatProgress({ phase: "analysing", done: 3500, total: 10800 }, 2140),
    "analysing 3,500 of 10,800 reviews, 2.1 s",
  );
  assert.equal(formatProgress({ phase: "reading" }, 50), "reading, 0.1 s");
});

Deno.test("createProgressLine redraws in place, throttled, and clears", () => {
  const written: string[] = [];
  const stream = {
    writeSync(bytes: Uint8Array) {
      written.push(new TextDecoder().decode(bytes));
      return bytes.length;
    },
  };
  let clock = 0;
  const line = createProgressLine(stream, {
    enabled: true,
    intervalMs: 100,
    now: () => clock,
  });
  line.report({ phase: "reading" });
  line.report({ phase: "analysing", done: 0, total: 10 });
  clock = 50;
  line.report({ phase: "analysing", done: 5, total: 10 });
  clock = 150;
  line.report({ phase: "analysing", done: 10, total: 10 });
  line.end();
  assert.deepEqual(written, [
    "\r\x1b[2Kreading, 0.0 s",
    "\r\x1b[2Kanalysing 0 of 10 reviews, 0.0 s",
    "\r\x1b[2Kanalysing 10 of 10 reviews, 0.1 s",
    "\r\x1b[2K",
  ]);
});

Deno.test("a disabled progress line writes nothing", () => {
  const line = createProgressLine({
    writeSync() {
      throw new Error("written");
    },
  }, { enabled: false });
  line.report({ phase: "reading" });
  line.end();
});
