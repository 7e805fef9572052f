/**
 * Step 2 of the `/mcp` endpoint, the body: read up to a limit (413 past
 * it), strict UTF-8 and JSON (400 with JSON-RPC -32700 otherwise).
 *
 * @module
 */
import { errorResponse } from "./http_rules.ts";
import { ErrorCodes } from "./protocol.ts";

/** Default largest request body: 256 KiB (MCP requests here are tiny). */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/**
 * Reads a request body up to `maxBytes`; null when it is larger. A declared
 * `Content-Length` over the limit is refused unread; a declared one within
 * it bounds the body (the HTTP server enforces framing), so the body is read
 * in one go; without one the bytes are counted while streaming.
 */
export async function readRequestBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (Number(declared) > maxBytes) {
      await request.body?.cancel().catch(() => {});
      return null;
    }
    return new Uint8Array(await request.arrayBuffer());
  }
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A body must be UTF-8; one decoder serves every request (no streaming). */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

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
    return { body: JSON.parse(strictUtf8.decode(bytes)) };
  } catch {
    return errorResponse(400, {
      code: ErrorCodes.parseError,
      message: "Parse error: the body is not valid JSON",
    });
  }
}
