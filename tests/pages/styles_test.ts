/** lib/pages/styles.ts: the one style sheet of the pages. */
import assert from "node:assert/strict";
import { asciiMarkup } from "../../lib/pages/ascii_markup.ts";
import { PAGE_CSS } from "../../lib/pages/styles.ts";

Deno.test("the style sheet is ASCII: pages are sent as ASCII, and character references are not read inside <style>", () => {
  assert.ok(
    [...PAGE_CSS].every((character) => character.charCodeAt(0) < 0x80),
    "ASCII only",
  );
  assert.equal(
    asciiMarkup(`<style>${PAGE_CSS}</style>`),
    `<style>${PAGE_CSS}</style>`,
  );
});

Deno.test("the style sheet follows the reader's colour scheme and motion preference", () => {
  assert.match(PAGE_CSS, /@media \(prefers-color-scheme: ?dark\)/);
  assert.match(PAGE_CSS, /@media \(prefers-reduced-motion: ?reduce\)/);
});
