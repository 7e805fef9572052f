/**
 * A JSON file holding one object whose record array (`reviews`) is read
 * element by element, so that a 50 MB platform export is never held whole
 * (its `JSON.parse` alone took three times the file). Only the structure is
 * scanned here (strings, brackets, commas, colons, whitespace); every value
 * is parsed by `JSON.parse`, which decides what is valid. Anything
 * unexpected (a syntax error, bytes that are not UTF-8, no such array, the
 * array's key twice) stops the stream with {@linkcode JsonStreamUnsupported}:
 * the caller then reads the file whole, so the messages about a bad file
 * come from one place whichever way the file was read.
 *
 * @module
 */

/** What the stream yields: the object's members, the array's elements. */
export type JsonObjectEvent =
  | { kind: "member"; key: string; value: unknown }
  | { kind: "element"; index: number; value: unknown };

/** The file is not (only) what the stream reads: read it whole instead. */
export class JsonStreamUnsupported extends Error {
  /** Why, for tests and debugging. */
  constructor(reason: string) {
    super(reason);
    this.name = "JsonStreamUnsupported";
  }
}

/** Options of {@linkcode streamJsonObject}. */
export interface JsonStreamOptions {
  /** Bytes read at a time; default 256 KiB. */
  chunkBytes?: number;
}

const SPACE = 0x20, TAB = 0x09, LF = 0x0a, CR = 0x0d;
const QUOTE = 0x22, BACKSLASH = 0x5c, COMMA = 0x2c, COLON = 0x3a;
const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d;

function isSpace(byte: number): boolean {
  return byte === SPACE || byte === LF || byte === CR || byte === TAB;
}

/** A file read forward in chunks, keeping the bytes of the value being scanned. */
class ByteReader {
  readonly #file: Deno.FsFile;
  readonly #chunkBytes: number;
  // Strict, and a byte order mark inside a value is kept (for JSON.parse
  // to refuse, as it refuses it in the whole text).
  readonly #decoder = new TextDecoder("utf-8", {
    fatal: true,
    ignoreBOM: true,
  });
  buffer: Uint8Array;
  /** Next byte to read. */
  position = 0;
  /** End of the bytes read. */
  end = 0;
  #eof = false;

  constructor(file: Deno.FsFile, chunkBytes: number) {
    this.#file = file;
    this.#chunkBytes = chunkBytes;
    this.buffer = new Uint8Array(chunkBytes);
  }

  /**
   * Reads more bytes, keeping those from `keep` on (moved to the front, so
   * positions shift by `keep`); false at the end of the file.
   */
  async more(keep: number): Promise<boolean> {
    if (this.#eof) return false;
    const kept = this.end - keep;
    if (kept + this.#chunkBytes > this.buffer.length) {
      const grown = new Uint8Array(kept + this.#chunkBytes);
      grown.set(this.buffer.subarray(keep, this.end));
      this.buffer = grown;
    } else this.buffer.copyWithin(0, keep, this.end);
    this.position -= keep;
    this.end = kept;
    const count = await this.#file.read(
      this.buffer.subarray(this.end, this.end + this.#chunkBytes),
    );
    if (count === null) {
      this.#eof = true;
      return false;
    }
    this.end += count;
    return true;
  }

  /** The next byte that is not whitespace, not consumed; -1 at the end. */
  async peekToken(): Promise<number> {
    for (;;) {
      while (this.position < this.end) {
        const byte = this.buffer[this.position];
        if (!isSpace(byte)) return byte;
        this.position++;
      }
      if (!await this.more(this.end)) return -1;
    }
  }

  /** Consumes the next token byte, which must be `byte`. */
  async expect(byte: number, what: string): Promise<void> {
    if (await this.peekToken() !== byte) {
      throw new JsonStreamUnsupported(`expected ${what}`);
    }
    this.position++;
  }

  /** Scans one JSON value (from the next token) and parses it. */
  async value(): Promise<unknown> {
    await this.peekToken();
    let start = this.position;
    const first = this.buffer[start];
    const compound = first === OPEN_BRACE || first === OPEN_BRACKET;
    let depth = 0;
    let inString = false;
    let done = false;
    for (;;) {
      // Locals in the loop: it runs over every byte of the file.
      const buffer = this.buffer;
      const end = this.end;
      let index = this.position;
      while (index < end) {
        if (inString) {
          // Most bytes are in strings: jump to the next quote, which ends
          // the string unless an odd number of backslashes escapes it.
          const quote = buffer.indexOf(QUOTE, index);
          // (The buffer may hold old bytes past `end`.)
          if (quote < 0 || quote >= end) {
            index = end;
            break;
          }
          let backslashes = 0;
          while (buffer[quote - 1 - backslashes] === BACKSLASH) backslashes++;
          index = quote + 1;
          if (backslashes % 2 === 0) {
            inString = false;
            if (!compound) {
              done = true;
              break;
            }
          }
          continue;
        }
        const byte = buffer[index];
        if (byte === QUOTE) {
          if (!compound && index > start) break;
          inString = true;
        } else if (compound) {
          if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
          else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
            if (--depth === 0) {
              index++;
              done = true;
              break;
            }
          }
        } else if (
          byte === COMMA || byte === CLOSE_BRACKET || byte === CLOSE_BRACE ||
          isSpace(byte)
        ) break;
        index++;
      }
      this.position = index;
      if (done || index < end) break;
      // The value goes on past the bytes read: keep it, read more.
      if (!await this.more(start)) break;
      start = 0;
    }
    if (this.position === start) {
      throw new JsonStreamUnsupported("expected a value");
    }
    let text: string;
    try {
      text = this.#decoder.decode(this.buffer.subarray(start, this.position));
    } catch {
      throw new JsonStreamUnsupported("not UTF-8");
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new JsonStreamUnsupported("not valid JSON");
    }
  }

  /** Skips a leading UTF-8 byte order mark. */
  async skipByteOrderMark(): Promise<void> {
    while (this.end < 3 && await this.more(0));
    const bytes = this.buffer;
    if (
      this.end >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb &&
      bytes[2] === 0xbf
    ) this.position = 3;
  }
}

/**
 * The members of the JSON object in the file at `path`, and the elements
 * of its member `arrayKey` (which must be an array) one by one, in file
 * order.
 *
 * @throws {JsonStreamUnsupported} when the file is anything else, or not
 *   valid JSON; errors of reading the file pass through.
 */
export async function* streamJsonObject(
  path: string,
  arrayKey: string,
  options: JsonStreamOptions = {},
): AsyncGenerator<JsonObjectEvent, void, undefined> {
  using file = await Deno.open(path);
  const reader = new ByteReader(file, options.chunkBytes ?? 256 * 1024);
  await reader.skipByteOrderMark();
  await reader.expect(OPEN_BRACE, "an object");
  let sawArray = false;
  if (await reader.peekToken() === CLOSE_BRACE) reader.position++;
  else {
    for (;;) {
      if (await reader.peekToken() !== QUOTE) {
        throw new JsonStreamUnsupported("expected a member name");
      }
      const key = await reader.value() as string;
      await reader.expect(COLON, "a colon");
      if (key === arrayKey) {
        if (sawArray) throw new JsonStreamUnsupported(`${key} twice`);
        sawArray = true;
        await reader.expect(OPEN_BRACKET, "an array");
        let index = 0;
        if (await reader.peekToken() === CLOSE_BRACKET) reader.position++;
        else {
          for (;;) {
            yield { kind: "element", index, value: await reader.value() };
            index++;
            const next = await reader.peekToken();
            reader.position++;
            if (next === CLOSE_BRACKET) break;
            if (next !== COMMA) {
              throw new JsonStreamUnsupported("expected , or ]");
            }
          }
        }
      } else yield { kind: "member", key, value: await reader.value() };
      const next = await reader.peekToken();
      reader.position++;
      if (next === CLOSE_BRACE) break;
      if (next !== COMMA) throw new JsonStreamUnsupported("expected , or }");
    }
  }
  if (await reader.peekToken() !== -1) {
    throw new JsonStreamUnsupported("more after the object");
  }
  if (!sawArray) throw new JsonStreamUnsupported(`no ${arrayKey} array`);
}

/** Sets a member as `JSON.parse` does (`__proto__` is a plain member). */
export function defineMember(
  object: Record<string, unknown>,
  member: { key: string; value: unknown },
): void {
  Object.defineProperty(object, member.key, {
    value: member.value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
