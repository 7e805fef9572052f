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
