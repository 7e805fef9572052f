/**
 * Turns zod issues into the service's `{ path, code, message }` issues.
 *
 * @module
 */
import type { z } from "zod";
import type { ValidationIssue } from "./schemas/mod.ts";

/** How an issue path is written. */
export type PathStyle = "parameter" | "json";

/** Writes a path: `rating` for parameters, `$.reviews[3].rating` for files. */
export function formatPath(
  path: ReadonlyArray<PropertyKey>,
  style: PathStyle,
): string {
  if (style === "parameter") return path.map(String).join(".");
  let out = "$";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(String(part))) {
      out += `.${String(part)}`;
    } else out += `[${JSON.stringify(String(part))}]`;
  }
  return out;
}

/**
 * Converts zod issues to service issues. An unrecognized-keys issue becomes
 * one issue per key, so that each unknown name is reported where it stands.
 */
export function toValidationIssues(
  issues: ReadonlyArray<z.core.$ZodIssue>,
  style: PathStyle,
): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        out.push({
          path: formatPath([...issue.path, key], style),
          code: "unknown_parameter",
          message: style === "parameter"
            ? `unknown parameter "${key}"`
            : `unknown member "${key}"`,
        });
      }
      continue;
    }
    const converted = {
      path: formatPath(issue.path, style),
      code: issue.code,
      message: issue.message,
    };
    // Two checks can fail alike (a number past 2^53 is both unsafe and
    // over the bound): each problem is listed once.
    if (
      !out.some((seen) =>
        seen.path === converted.path && seen.code === converted.code &&
        seen.message === converted.message
      )
    ) out.push(converted);
  }
  return out;
}

/** The outcome of validating untrusted input. */
export type Validated<T> =
  | { ok: true; value: T }
  | { ok: false; issues: ValidationIssue[] };
