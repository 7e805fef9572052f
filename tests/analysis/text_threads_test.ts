import assert from "node:assert/strict";
import {
  blankThreadMarks,
  threadSource,
} from "../../lib/analysis/text_threads.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { createAnalyzer } from "../../lib/analysis/analyze.ts";
import { ELECTRICIAN } from "../helpers/analysis.ts";

Deno.test("threadSource blanks bracketed timestamps, keeping the brackets", () => {
  const text = "[4:40 PM] Travis has been here\n[Thu 8:30 PM] Grant: ok";
  const source = threadSource(text);
  assert.equal(source.length, text.length);
  assert.equal(
    source,
    "[       ] Travis has been here\n[           ] Grant: ok",
  );
});

Deno.test("threadSource blanks a timestamp that ends a label", () => {
  assert.equal(
    threadSource('Voicemail I left Fri 4:55 PM: "Hi"'),
    'Voicemail I left            : "Hi"',
  );
});

Deno.test("threadSource blanks header lines and footers with their newlines", () => {
  const text =
    "---------- Forwarded message ---------\nFrom: me\nSubject: bill\n\nquoted $340\n\nSent from my iPhone";
  const source = threadSource(text);
  assert.equal(source.length, text.length);
  assert.equal(source.trim(), "bill\n\nquoted $340");
});

Deno.test("threadSource keeps clock times of the reviewer's sentences", () => {
  const text = "Window was 12-4 and he showed up at 4:40 PM.";
  assert.equal(threadSource(text), text);
  assert.equal(threadSource("no marks here"), "no marks here");
});

Deno.test("tokenize keeps the written text and offsets of a blanked thread", () => {
  const text = "[5:47 PM] Richie: on my way";
  const tokens = tokenize(text).tokens;
  assert.deepEqual(tokens.map((token) => token.text), [
    "[",
    "]",
    "Richie",
    ":",
    "on",
    "my",
    "way",
  ]);
  assert.equal(tokens[2].start, 10);
});

Deno.test("a pasted thread's line from the technician is read", () => {
  const analyzer = createAnalyzer(ELECTRICIAN, { model: null });
  const result = analyzer.analyze({
    title: null,
    text: "[5:47 PM] Grant: on my way, 15 min out\n\nSent from my iPhone",
  });
  assert.deepEqual(result.technicians, ["Grant Holloway"]);
  assert.deepEqual(
    result.aspects.map(({ aspect, sentiment }) => `${aspect}:${sentiment}`),
    ["communication:positive"],
  );
});

Deno.test("the reviewer's own times and header-like sentences are kept", () => {
  const kept = [
    // A time before a colon that labels no message.
    "Appointment was 2:30 PM: he showed up at 5:10 PM.",
    // Words that begin like a day's name.
    "We set the wedding for 4:30 PM: ok.",
    "It was sunny 4:30 PM: fine.",
    // Lines that begin like an e-mail's header, without its other lines.
    "From: the moment they arrived, great.\nTo: anyone reading, hire them.",
  ];
  for (const text of kept) assert.equal(threadSource(text), text, text);
});

Deno.test("threadSource returns what the plain path does on every labelled text", async () => {
  // The early return for texts without a mark is a shortcut only.
  const dir = new URL("../eval/", import.meta.url);
  let texts = 0;
  let marked = 0;
  // Each kind of mark, as the labelled texts may not hold them all.
  const kinds = [
    "[3:42 PM] Travis: on my way",
    "Voicemail from DeShawn 9:05 AM: running behind",
    "---------- Forwarded message ---------\nFrom: Sunbelt\nTo: me\nGreat job",
    "Subject: thanks\nFrom: Sunbelt\nTo: me\nGreat job",
    "Great job.\nSent from my iPhone",
    "Great job.\n— Sent from my Pixel",
  ];
  for (const text of kinds) {
    assert.equal(threadSource(text), blankThreadMarks(text), text);
    assert.notEqual(threadSource(text), text, text);
  }
  for await (const entry of Deno.readDir(dir)) {
    if (!entry.name.endsWith("_sentences.json")) continue;
    const items: { text: string }[] = JSON.parse(
      await Deno.readTextFile(new URL(entry.name, dir)),
    );
    for (const { text } of items) {
      const plain = blankThreadMarks(text);
      assert.equal(threadSource(text), plain, text);
      texts++;
      if (plain !== text) marked++;
    }
  }
  assert.ok(texts > 10000 && marked > 10, `${texts} texts, ${marked} marked`);
});
