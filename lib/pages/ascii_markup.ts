/**
 * HTML and SVG text in ASCII alone, for pages kept and sent many times.
 *
 * `Deno.serve` sends a string body of one-byte characters with a single
 * copy, while a byte body is copied into a fresh buffer per response and a
 * string with wider characters is transcoded to UTF-8 per response (for
 * `/`, 47 KB: about 3 times the CPU time per response, measured in
 * docs/benchmarks.md). A page's few non-ASCII characters (“quotes”, ★, –)
 * written as numeric character references (`&#x2605;`) make the same
 * document as a browser or XML parser reads it, in the cheapest form to
 * send; the same idea as lib/http/ascii_json.ts for JSON.
 *
 * @module
 */

/** A character outside ASCII: a code point, or a lone surrogate. */
const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u{80}-\u{10ffff}]/gu;

/**
 * C0 control characters but tab, line feed and carriage return, and DEL:
 * parse errors in HTML and forbidden in XML, and no character reference
 * may write them, so imported text that holds them (NUL, ESC, ...) is
 * sent without them, as the Atom feed does (lib/feeds.ts).
 */
// deno-lint-ignore no-control-regex
const CONTROL_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const utf8 = new TextEncoder();
const decoder = new TextDecoder();

function reference(character: string): string {
  const code = character.codePointAt(0)!;
  // A lone surrogate has no UTF-8 form: `TextEncoder` writes U+FFFD in its
  // place, and so does this.
  const scalar = code >= 0xd800 && code <= 0xdfff ? 0xfffd : code;
  return `&#x${scalar.toString(16)};`;
}

/**
 * The markup `markup` with every character outside ASCII written as a
 * numeric character reference: the same document as HTML or XML, in ASCII
 * (less the control characters neither may hold).
 * Precondition: in HTML, the raw-text elements (`<script>`, `<style>`)
 * hold ASCII only, since references are not read there (the pages' JSON-LD
 * is written with `\u` escapes, lib/pages/json_ld.ts, and the style sheet
 * is ASCII). Markup that is ASCII already comes back as it is.
 */
export function asciiMarkup(markup: string): string {
  const text = markup.replace(CONTROL_ALL, "");
  if (!NON_ASCII.test(text)) return text;
  const escaped = text.replace(NON_ASCII_ALL, reference);
  // Through UTF-8 and back: a string edited by `replace` keeps V8's
  // two-byte storage, a decoded ASCII string is stored one byte per
  // character.
  return decoder.decode(utf8.encode(escaped));
}
