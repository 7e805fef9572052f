/**
 * The one bounded body reader: request bodies (MCP endpoint, WebSub hub) and
 * answers of subscriber callbacks are read up to a cap and never past it.
 *
 * @module
 */

/**
 * Reads a stream up to `maxBytes`; null when it is longer (the rest is not
 * read: the stream is cancelled).
 *
 * @param body The stream; null reads as empty.
 * @param maxBytes The largest size accepted.
 * @returns The bytes, or null when there are more than `maxBytes`.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a request body up to `maxBytes`; null when it is larger. A declared
 * `Content-Length` over the cap is refused without reading; a declared one
 * within it bounds the body (the HTTP server enforces framing), so the body
 * is read in one go without turning it into a stream to be read back;
 * without one the bytes are counted while streaming.
 *
 * @param request The request.
 * @param maxBytes The largest size accepted.
 * @returns The bytes, or null when the body is larger than `maxBytes`.
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
  return await readCapped(request.body, maxBytes);
}
