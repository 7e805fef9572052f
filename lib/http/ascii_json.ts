/**
 * JSON text in ASCII alone, for answers kept and sent many times.
 *
 * `Deno.serve` sends a string body of one-byte characters with a single
 * copy, while a byte body is first copied into a fresh buffer per response
 * (outside the heap, so the collector chases it with full collections) and
 * a string with wider characters is transcoded to UTF-8 per response.
 * Writing the few non-ASCII characters of an answer as `\u` escapes keeps
 * the same JSON value (RFC 8259, section 7) in the cheapest form to send.
 *
 * @module
 */

/** A character outside ASCII (a UTF-16 code unit: halves of pairs apart). */
const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;

const utf8 = new TextEncoder();
const decoder = new TextDecoder();

function escapeUnit(unit: string): string {
  return `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * The JSON text `json` with every character outside ASCII written as a
 * `\u` escape (a character beyond U+FFFF as its surrogate pair): the same
 * JSON value, in ASCII. `json` must be JSON text, such as the output of
 * `JSON.stringify`: outside string literals JSON has only ASCII, so only
 * literals change. Text that is ASCII already comes back as it is.
 */
export function asciiJson(json: string): string {
  if (!NON_ASCII.test(json)) return json;
  const escaped = json.replace(NON_ASCII_ALL, escapeUnit);
  // Through UTF-8 and back: a string edited by `replace` keeps V8's
  // two-byte storage, a decoded ASCII string is stored one byte per
  // character.
  return decoder.decode(utf8.encode(escaped));
}
