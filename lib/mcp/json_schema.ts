/**
 * JSON Schemas of MCP tools from the service's zod schemas: self-contained
 * objects (every `$ref` inlined, no `$defs`, no `$schema`), because MCP
 * wants `"type": "object"` at the top of `inputSchema` and `outputSchema`,
 * and clients validate with JSON Schema libraries that do not all follow
 * references or know the 2020-12 meta-schema.
 *
 * @module
 */
import { z } from "zod";

/** A JSON Schema of a JSON object (`"type": "object"` at the top). */
export type JsonSchemaObject = { type: "object"; [key: string]: unknown };

/** Options of {@linkcode toToolJsonSchema}. */
export interface ToolJsonSchemaOptions {
  /** `input` for what a caller may send (defaults optional), `output` for what is returned. */
  io: "input" | "output";
}

function resolveRefs(
  node: unknown,
  defs: Record<string, unknown>,
  seen: readonly string[],
): unknown {
  if (Array.isArray(node)) {
    return node.map((item) => resolveRefs(item, defs, seen));
  }
  if (node === null || typeof node !== "object") return node;
  const record = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const ref = record.$ref;
  if (typeof ref === "string" && ref.startsWith("#/$defs/")) {
    const name = ref.slice("#/$defs/".length);
    if (seen.includes(name) || !(name in defs)) {
      throw new Error(`cannot inline JSON Schema reference ${ref}`);
    }
    const target = resolveRefs(defs[name], defs, [...seen, name]) as Record<
      string,
      unknown
    >;
    Object.assign(out, target);
  }
  for (const [key, value] of Object.entries(record)) {
    if (
      key === "$ref" && typeof ref === "string" && ref.startsWith("#/$defs/")
    ) continue;
    out[key] = resolveRefs(value, defs, seen);
  }
  return out;
}

/**
 * Converts a zod object schema to a self-contained JSON Schema object for a
 * tool's `inputSchema` or `outputSchema`.
 *
 * @throws {Error} when the schema is not an object schema or is recursive.
 */
export function toToolJsonSchema(
  schema: z.ZodType,
  options: ToolJsonSchemaOptions,
): JsonSchemaObject {
  const generated = z.toJSONSchema(schema, {
    io: options.io,
    unrepresentable: "any",
  }) as Record<string, unknown>;
  const defs = (generated.$defs ?? {}) as Record<string, unknown>;
  const { $defs: _defs, $schema: _dialect, ...root } = generated;
  const inlined = resolveRefs(root, defs, []) as JsonSchemaObject;
  if (inlined.type !== "object") {
    throw new Error("a tool schema must describe a JSON object");
  }
  return inlined;
}
