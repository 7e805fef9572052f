/**
 * The wire format of the service, as zod schemas. Everything else derives
 * from these: TypeScript types, request validation, the import check, the
 * MCP tool schemas and the OpenAPI/JSON Schema documents.
 *
 * @module
 */
export * from "./primitives.ts";
export * from "./review.ts";
export * from "./business.ts";
export * from "./catalogue_check.ts";
export * from "./dataset.ts";
export * from "./insights.ts";
export * from "./search.ts";
export * from "./protocols.ts";
export * from "./health.ts";
