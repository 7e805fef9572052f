/** lib/pages/ascii_markup.ts: markup in ASCII, the same document. */
import assert from "node:assert/strict";
import { asciiMarkup } from "../../lib/pages/ascii_markup.ts";

const NON_ASCII = /[\u0080-\uffff]/;

/** What an HTML or XML parser reads the references as. */
function readReferences(markup: string): string {
  return markup.replace(
    /&#x([0-9a-f]+);/g,
    (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)),
  );
}

Deno.test("asciiMarkup writes every non-ASCII character as a reference and keeps the text", () => {
  const texts = [
    '<p title="Zoë’s “quote”">★★★★☆ – €120 · naïve</p>',
    "<li>emoji 🚰🔧 fixed</li>",
    '<svg><title>4.8 ★</title><text x="1">Ünïcödé</text></svg>',
    "\u00a0\u0080\uffff",
  ];
  for (const text of texts) {
    const ascii = asciiMarkup(text);
    assert.doesNotMatch(ascii, NON_ASCII);
    assert.equal(readReferences(ascii), text);
  }
});

Deno.test("asciiMarkup: one reference per code point; a lone surrogate becomes U+FFFD as in UTF-8", () => {
  assert.equal(asciiMarkup("🚰"), "&#x1f6b0;");
  assert.equal(asciiMarkup("é"), "&#xe9;");
  assert.equal(asciiMarkup("a\ud800b"), "a&#xfffd;b");
  // The same as the bytes the UTF-8 form would send.
  assert.equal(
    new TextDecoder().decode(new TextEncoder().encode("a\ud800b")),
    readReferences(asciiMarkup("a\ud800b")),
  );
});

Deno.test("asciiMarkup leaves ASCII markup as it is, references included", () => {
  const markup = '<p class="x">a &amp; b &#x41; &lt;tag&gt;</p>';
  assert.equal(asciiMarkup(markup), markup);
  assert.equal(asciiMarkup(""), "");
});

Deno.test("asciiMarkup leaves out the control characters HTML and XML cannot hold", () => {
  assert.equal(
    asciiMarkup("<p>a\u0000b\u001bc\u0007d\u000be\u000cf\u007fg</p>"),
    "<p>abcdefg</p>",
  );
  // Tab, line feed and carriage return stay; so does the rest of the text.
  assert.equal(
    asciiMarkup("<p>a\tb\nc\r\nd é</p>"),
    "<p>a\tb\nc\r\nd &#xe9;</p>",
  );
});
