/**
 * The fast path of repeated tool calls: a plain `tools/call` answered from
 * the per-snapshot result cache without building an SDK server, in both
 * generations. It exists because the SDK's own path (a server and a
 * transport per request) reaches about a tenth of the HTTP search's
 * requests per second, far from the target of 0.7 (README, "MCP").
 *
 * The rule: **the same bytes as the SDK.** An answer from here is the
 * byte-for-byte body, status and content type the SDK's path gives for the
 * same request; anything the SDK could judge otherwise is left to it. This
 * path answers only:
 *
 * - a single JSON-RPC request object with exactly `jsonrpc`, `id`, `method`
 *   and `params`, method `tools/call`, params of `name`, `arguments` (an
 *   object) and, in 2026-07-28, `_meta` holding only the envelope keys;
 * - a known tool whose arguments it accepts (argument problems depend on
 *   the protocol version: the SDK path answers them);
 * - 2026-07-28: a request the SDK's own classifier
 *   (`classifyInboundRequest`) routes to the modern path, with the
 *   standard headers (`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name`)
 *   equal to the body's and an Accept header naming both JSON and SSE;
 * - 2025: a request in a live session (checked before, by the session step).
 *
 * Two memories make a repeated call cheap, both bounded: the answer built
 * for a result and an id seen again is kept and sent as clones (no copy of
 * the body per response), and a 2026-07-28 body text answered here is
 * answered again before it is parsed, its headers checked anew (a text
 * that ends with its id, as the SDK clients send it, whatever that id).
 * A call with a new id (SDK clients number their requests) still costs one
 * copy of its answer's bytes: `answer` says why that copy stays, with the
 * figures measured.
 *
 * It uses only the SDK's public API (`classifyInboundRequest` and the
 * `_meta` key constants). The tests that hold the rule:
 * tests/mcp/fast_path_test.ts (every answer compared with the SDK path's
 * bytes, for both generations, first and repeated, and the requests it
 * must leave alone) and
 * tests/mcp/parity_test.ts (search_reviews equal to the HTTP search).
 *
 * @module
 */
import {
  classifyInboundRequest,
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  SERVER_INFO_META_KEY,
} from "@modelcontextprotocol/server";
import type { Snapshot } from "../dataset/snapshot.ts";
import { isPlainObject, STATELESS_PROTOCOL_VERSION } from "./protocol.ts";
import { SERVER_INFO, toolCallResultBytes } from "./server.ts";

/** `_meta` keys of the 2026-07-28 envelope this path accepts. */
const ENVELOPE_KEYS = new Set([
  PROTOCOL_VERSION_META_KEY,
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
]);

/** Members of a JSON-RPC request. */
const MESSAGE_MEMBERS = new Set(["jsonrpc", "id", "method", "params"]);

const utf8 = new TextEncoder();

/** What the SDK appends to a 2026-07-28 result: its type and serverInfo. */
const STATELESS_RESULT_TAIL = utf8.encode(
  `,"resultType":"complete","_meta":{${JSON.stringify(SERVER_INFO_META_KEY)}:${
    JSON.stringify(SERVER_INFO)
  }}}`,
);

const RESPONSE_HEAD = utf8.encode(`{"result":`);
const ID_HEAD = utf8.encode(`,"jsonrpc":"2.0","id":`);
const EMPTY = new Uint8Array(0);

const JSON_HEADERS = { "content-type": "application/json" };

/**
 * The SDK classifier's verdicts on the envelopes seen, by their JSON: for
 * a plain `tools/call` with the headers checked here, the verdict depends
 * on the envelope alone (the classifier does not read the tool's name or
 * arguments, which `toolCallResultBytes` checks), and clients send the same
 * envelope on every call.
 */
const envelopeVerdicts = new Map<string, boolean>();

/** Whether the SDK's classifier routes this plain call to the modern path. */
function envelopeAccepted(meta: Record<string, unknown>, body: unknown) {
  const key = JSON.stringify(meta);
  let verdict = envelopeVerdicts.get(key);
  if (verdict === undefined) {
    const { params } = body as { params: { name: string } };
    const route = classifyInboundRequest({
      httpMethod: "POST",
      protocolVersionHeader: STATELESS_PROTOCOL_VERSION,
      mcpMethodHeader: "tools/call",
      mcpNameHeader: params.name,
      body,
    });
    verdict = route.kind === "modern" && route.messageKind === "request";
    if (envelopeVerdicts.size >= 64) envelopeVerdicts.clear();
    if (key.length <= 1024) envelopeVerdicts.set(key, verdict);
  }
  return verdict;
}

/** A plain `tools/call` request: its id and params; null otherwise. */
function plainCall(
  body: unknown,
): { id: string | number; params: Record<string, unknown> } | null {
  if (!isPlainObject(body)) return null;
  for (const key in body) if (!MESSAGE_MEMBERS.has(key)) return null;
  if (body.jsonrpc !== "2.0" || body.method !== "tools/call") return null;
  const id = body.id;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return null;
  if (!isPlainObject(body.params)) return null;
  return { id: id as string | number, params: body.params };
}

/** Bytes kept after a frame's head for the id and the closing brace. */
const ID_ROOM = 64;

/**
 * Built answers kept in all (the most recent ones, each a copy of its
 * body): enough for the few calls a client repeats, bounded in memory
 * whatever the calls.
 */
const KEPT_ANSWERS = 32;

/** The kept answers, oldest first (each also in its frame's map). */
const keptOrder: { frame: Frame; id: string | number }[] = [];

/**
 * The JSON-RPC response the SDK sends around a result, but for the id:
 * `{"result":`, the result (its last `}` dropped when a tail follows), the
 * tail, then `,"jsonrpc":"2.0","id":`, followed by {@linkcode ID_ROOM}
 * bytes for the id and `}`. Built once per cached result and generation.
 */
interface Frame {
  /** The head, then the room for the id. */
  bytes: Uint8Array<ArrayBuffer>;
  /** Length of the head. */
  head: number;
  /** Answers built from this frame, by id: sent as clones (see `answer`). */
  answers: Map<string | number, Response>;
  /** The ids of its last few answers (see `answer`). */
  recentIds: (string | number)[];
}

/** Ids a frame remembers to tell a repeated id from a new one. */
const RECENT_IDS = 4;

/** Frames per cached result (the same object while it is cached), by tail. */
const frames = new Map<Uint8Array, WeakMap<Uint8Array, Frame>>();

function frameOf(result: Uint8Array, tail: Uint8Array): Frame {
  let byResult = frames.get(tail);
  if (!byResult) {
    byResult = new WeakMap();
    frames.set(tail, byResult);
  }
  let frame = byResult.get(result);
  if (!frame) {
    const kept = tail.length > 0 ? result.length - 1 : result.length;
    const head = RESPONSE_HEAD.length + kept + tail.length + ID_HEAD.length;
    const bytes = new Uint8Array(head + ID_ROOM);
    let offset = 0;
    for (const piece of [RESPONSE_HEAD, result.subarray(0, kept), tail]) {
      bytes.set(piece, offset);
      offset += piece.length;
    }
    bytes.set(ID_HEAD, offset);
    frame = { bytes, head, answers: new Map(), recentIds: [] };
    byResult.set(result, frame);
  }
  return frame;
}

/**
 * The bytes of the response to `id`: the frame with the id written into
 * its room (a view of the frame, valid until the next call: `new Response`
 * copies it at once).
 */
function bodyOf(frame: Frame, id: string | number): Uint8Array<ArrayBuffer> {
  const end = JSON.stringify(id) + "}";
  const { read, written } = utf8.encodeInto(
    end,
    frame.bytes.subarray(frame.head),
  );
  if (read === end.length) return frame.bytes.subarray(0, frame.head + written);
  // An id longer than the room: the head and the id put together.
  const idBytes = utf8.encode(end);
  const body = new Uint8Array(frame.head + idBytes.length);
  body.set(frame.bytes.subarray(0, frame.head));
  body.set(idBytes, frame.head);
  return body;
}

/**
 * The SDK's response to a request `id` with `result`. `new Response` takes
 * a copy of the bytes it is given (Fetch standard, "extract a body": "a
 * copy of the bytes held by object"), which costs a fresh buffer per
 * answer outside the heap; `Response.prototype.clone` of a response whose
 * body was never read shares that copy (Deno keeps the static body, and
 * `Deno.serve` sends it without another copy). So an answer to an id seen
 * again (clients that repeat a call as it was, such as scripts that always
 * send id 1) is kept a while with its frame, and clones of it are sent; a
 * new id (clients that number their requests) costs the one copy, and
 * nothing is kept for it.
 *
 * That copy stays a `Uint8Array` on purpose. Measured in the service
 * (docs/benchmarks.md, "MCP", session 7): a numbered call costs a median
 * 36.7–60.4 µs of CPU (the HTTP search 29.3–46.4) while the process reuses
 * the memory of earlier copies, but 68–193 µs in rounds where it maps
 * fresh pages for them (1.2–5.5 minor page faults per request; `memset`
 * and the kernel's fault path on top of a `perf` profile; no major GC in
 * any round). The forms without the copy cost more where it does not
 * fault: a stream of the frame's head and the id's bytes (with or without
 * `Content-Length`) 5–19 µs more, a string body about 43 µs more (the em
 * dashes make it a two-byte string, transcoded per answer); a `Blob` body
 * is sent through a stream as well (73 µs in a bare server, session 6).
 */
function answer(
  id: string | number,
  result: Uint8Array,
  tail: Uint8Array,
): { response: Response; repeated: boolean } {
  const frame = frameOf(result, tail);
  const kept = frame.answers.get(id);
  if (kept) return { response: kept.clone(), repeated: true };
  const built = new Response(bodyOf(frame, id), {
    status: 200,
    headers: JSON_HEADERS,
  });
  const recent = frame.recentIds;
  if (!recent.includes(id)) {
    if (recent.length >= RECENT_IDS) recent.shift();
    recent.push(id);
    return { response: built, repeated: false };
  }
  // Deno 2.9 gives a clone made before `headers` was first read no
  // headers at all (tests/mcp/fast_path_test.ts holds the content type).
  void built.headers;
  if (keptOrder.length >= KEPT_ANSWERS) {
    const oldest = keptOrder.shift()!;
    oldest.frame.answers.delete(oldest.id);
  }
  frame.answers.set(id, built);
  keptOrder.push({ frame, id });
  return { response: built.clone(), repeated: true };
}

/**
 * The answer to a plain `tools/call` in a live 2025 session, as the SDK's
 * stateless transport would give it; null when the SDK must answer.
 */
export function fastSessionAnswer(
  snapshot: Snapshot,
  body: unknown,
): Response | null {
  const call = plainCall(body);
  if (!call) return null;
  const result = toolCallResultBytes(snapshot, call.params);
  return result === null ? null : answer(call.id, result, EMPTY).response;
}

/** A 2026-07-28 POST: the request, its body's text and its parse. */
export interface StatelessPost {
  /** The HTTP request (its headers are checked). */
  request: Request;
  /** The parsed body. */
  body: unknown;
  /**
   * The body's text: given, an answered call whose id repeats is
   * remembered by it (see {@linkcode repeatedStatelessAnswer}).
   */
  text?: string;
}

/**
 * Whether the request's headers are those this path accepts for a call of
 * the tool `name`: the revision's standard headers equal to the body's and
 * an Accept header naming both JSON and SSE, on a POST.
 */
function statelessHeadersHold(request: Request, name: unknown): boolean {
  const headers = request.headers;
  const accept = headers.get("accept") ?? "";
  return request.method === "POST" &&
    headers.get("mcp-protocol-version") === STATELESS_PROTOCOL_VERSION &&
    headers.get("mcp-method") === "tools/call" &&
    headers.get("mcp-name") === name &&
    accept.includes("application/json") &&
    accept.includes("text/event-stream");
}

/**
 * A body text this path answered: the tool, the result and the id (null:
 * the id is the number the text ends with, see {@linkcode numberedKey}).
 */
interface Answered {
  name: string;
  id: string | number | null;
  result: Uint8Array;
}

/**
 * Body texts answered here, per snapshot (an old dataset version's go with
 * it), the most recent {@linkcode ANSWERED_KEPT} of each (each no longer
 * than {@linkcode ANSWERED_TEXT_MAX}): whole texts, and numbered texts
 * without their id.
 */
const answeredTexts = new WeakMap<Snapshot, Map<string, Answered>>();
const ANSWERED_KEPT = 32;
const ANSWERED_TEXT_MAX = 4096;

/** How a numbered text ends before its id. */
const ID_LAST = ',"id":';

/**
 * A text whose last member is its id, a whole number written plainly (no
 * sign, no leading zero, at most 15 digits: a safe integer that
 * `JSON.stringify` writes back the same), as the official SDK clients send
 * their requests (`{...request, jsonrpc: "2.0", id}`, counting up): the
 * text before the digits and the id; null for any other text.
 *
 * In a text that parses, `,"id":` right before the digits and the closing
 * brace that ends the text is the outermost object's member `id`, and the
 * last one (the one `JSON.parse` keeps). So texts that differ only in
 * those digits parse to the same message but for the id: one answered
 * here answers all of them.
 */
function numberedKey(text: string): { key: string; id: number } | null {
  const end = text.length - 1;
  if (text.charCodeAt(end) !== 0x7d) return null; // "}"
  let start = end;
  while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
  const digits = end - start;
  if (digits === 0 || digits > 15) return null;
  if (digits > 1 && text.charCodeAt(start) === 0x30) return null; // "0"
  if (!text.startsWith(ID_LAST, start - ID_LAST.length)) return null;
  return { key: text.slice(0, start), id: Number(text.slice(start, end)) };
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * The answer to a 2026-07-28 POST whose body is, character for character,
 * one this path answered over the same snapshot (a numbered text: but for
 * its id; any other: for an id it had answered before), before the body is
 * parsed; null otherwise (the caller parses and goes on). The same text
 * parses to the same message, so every check of
 * {@linkcode fastStatelessAnswer} that reads the body came out the same:
 * only the headers, which are not part of the text, are checked again.
 * Clients that repeat a request, or number theirs, pay neither the parse
 * nor the checks, as the HTTP search's repeated query pays only its cache
 * lookup.
 */
export function repeatedStatelessAnswer(
  snapshot: Snapshot,
  post: { request: Request; text: string },
): Response | null {
  const texts = answeredTexts.get(snapshot);
  if (!texts) return null;
  const numbered = numberedKey(post.text);
  const seen = texts.get(numbered ? numbered.key : post.text);
  if (!seen) return null;
  const id = seen.id ?? numbered?.id;
  if (id === undefined) return null;
  if (!statelessHeadersHold(post.request, seen.name)) return null;
  return answer(id, seen.result, STATELESS_RESULT_TAIL).response;
}

/** Remembers an answered body text (the oldest goes past the bound). */
function remember(
  snapshot: Snapshot,
  text: string,
  answered: Answered,
): void {
  if (text.length > ANSWERED_TEXT_MAX) return;
  let texts = answeredTexts.get(snapshot);
  if (!texts) {
    texts = new Map();
    answeredTexts.set(snapshot, texts);
  }
  texts.delete(text);
  if (texts.size >= ANSWERED_KEPT) texts.delete(texts.keys().next().value!);
  texts.set(text, answered);
}

/**
 * The answer to a plain 2026-07-28 `tools/call`, as the SDK's
 * `createMcpHandler` would give it; null when the SDK must answer.
 */
export function fastStatelessAnswer(
  snapshot: Snapshot,
  post: StatelessPost,
): Response | null {
  const { request, body } = post;
  const call = plainCall(body);
  if (!call) return null;
  const { _meta: meta, ...params } = call.params;
  if (!isPlainObject(meta)) return null;
  for (const key in meta) if (!ENVELOPE_KEYS.has(key)) return null;
  if (!statelessHeadersHold(request, params.name)) return null;
  if (!envelopeAccepted(meta, body)) return null;
  const result = toolCallResultBytes(snapshot, params);
  if (result === null) return null;
  const { response, repeated } = answer(
    call.id,
    result,
    STATELESS_RESULT_TAIL,
  );
  const { text } = post;
  if (text !== undefined) {
    const name = params.name as string;
    // A numbered text is remembered without its id; any other once its id
    // repeats (a text that is not numbered is seldom sent twice).
    const numbered = numberedKey(text);
    if (numbered && numbered.id === call.id) {
      remember(snapshot, numbered.key, { name, id: null, result });
    } else if (repeated) {
      remember(snapshot, text, { name, id: call.id, result });
    }
  }
  return response;
}
