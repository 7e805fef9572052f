/**
 * Step 2 of the `/mcp` endpoint, the body: read up to a limit with the
 * service's one bounded reader (413 past it), strict UTF-8 and JSON (400
 * with JSON-RPC -32700 otherwise). The text and its parse are two calls so
 * that a repeated body can be answered before it is parsed
 * (`fast_path.ts`).
 *
 * @module
 */
import { readRequestBody } from "../http/body.ts";
import { errorResponse } from "./http_rules.ts";
import { ErrorCodes } from "./protocol.ts";

/** Default largest request body: 256 KiB (MCP requests here are tiny). */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/** Decoders of every request (no streaming). */
const utf8 = new TextDecoder();
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The body as text; throws when it is not UTF-8. The lenient decoder is
 * several times cheaper than the strict one and only puts U+FFFD where the
 * bytes are not UTF-8, so the strict one runs only for a text holding
 * U+FFFD (which a valid body may also hold).
 */
function decodeUtf8(bytes: Uint8Array): string {
  const text = utf8.decode(bytes);
  return text.includes("\uFFFD") ? strictUtf8.decode(bytes) : text;
}

/** The body of a POST as text, or the 413 / 400 answer. */
export async function readBodyText(
  request: Request,
  maxBytes: number,
): Promise<{ text: string } | Response> {
  const bytes = await readRequestBody(request, maxBytes);
  if (bytes === null) {
    return errorResponse(413, {
      code: ErrorCodes.serverError,
      message: `Payload Too Large: the body must not exceed ${maxBytes} bytes`,
    });
  }
  try {
    return { text: decodeUtf8(bytes) };
  } catch {
    return notJson();
  }
}

/** A body's text parsed as JSON, or the 400 answer. */
export function parseJsonBody(text: string): { body: unknown } | Response {
  try {
    return { body: JSON.parse(text) };
  } catch {
    return notJson();
  }
}

function notJson(): Response {
  return errorResponse(400, {
    code: ErrorCodes.parseError,
    message: "Parse error: the body is not valid JSON",
  });
}
