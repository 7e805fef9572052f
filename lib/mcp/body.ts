/**
 * Step 2 of the `/mcp` endpoint, the body: read up to a limit with the
 * service's one bounded reader (413 past it), strict UTF-8 and JSON (400 with JSON-RPC -32700 otherwise).
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

/** The parsed JSON body of a POST, or the 413 / 400 answer. */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ body: unknown } | Response> {
  const bytes = await readRequestBody(request, maxBytes);
  if (bytes === null) {
    return errorResponse(413, {
      code: ErrorCodes.serverError,
      message: `Payload Too Large: the body must not exceed ${maxBytes} bytes`,
    });
  }
  try {
    return { body: JSON.parse(decodeUtf8(bytes)) };
  } catch {
    return errorResponse(400, {
      code: ErrorCodes.parseError,
      message: "Parse error: the body is not valid JSON",
    });
  }
}
