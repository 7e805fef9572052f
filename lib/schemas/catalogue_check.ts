/**
 * What a business record's schema does not check on its own: ids used
 * twice in its lists, and names used twice where reviews name an entry
 * (a review's `technicians` and `service_area` hold names, so two
 * technicians or areas of one name could not be told apart). Checked apart
 * from the schema, not in a refinement, because zod skips refinements once
 * a member fails a check that aborts: every problem is listed.
 *
 * @module
 */
import type { z } from "zod";
import { type Business, BusinessSchema } from "./business.ts";

/** A problem the checks find beyond the shape of each member. */
export interface CatalogueIssue {
  /** Always "custom" (a zod issue code). */
  code: "custom";
  /** Where the second use is. */
  path: (string | number)[];
  /** What is used twice, and where first. */
  message: string;
}

/**
 * An issue for every value of `key` that occurs more than once in `items`
 * (names compared case-insensitively, without surrounding space). Runs on
 * partly invalid input too, so it checks shapes.
 *
 * @param items The list, as parsed from JSON.
 * @param options `path` of the list, `key` compared ("id" or "name").
 * @returns The issues, in list order.
 */
export function duplicateKeys(
  items: unknown,
  options: { path: (string | number)[]; key: "id" | "name" },
): CatalogueIssue[] {
  if (!Array.isArray(items)) return [];
  const { path, key } = options;
  const issues: CatalogueIssue[] = [];
  const seen = new Map<string, number>();
  items.forEach((item: unknown, index) => {
    const value = typeof item === "object" && item !== null
      ? (item as Record<string, unknown>)[key]
      : undefined;
    if (typeof value !== "string") return;
    const compared = key === "name" ? value.trim().toLowerCase() : value;
    const first = seen.get(compared);
    if (first === undefined) seen.set(compared, index);
    else {
      issues.push({
        code: "custom",
        path: [...path, index, key],
        message: `duplicate ${key} "${value}" (first used at index ${first})`,
      });
    }
  });
  return issues;
}

/** The lists of a business record and the key that must be unique in each. */
const CATALOGUE_KEYS = [
  ["services", "id"],
  ["technicians", "id"],
  ["technicians", "name"],
  ["service_areas", "id"],
  ["service_areas", "name"],
] as const;

/**
 * The ids used twice in a business record's lists, and the names used
 * twice among its technicians and its service areas.
 *
 * @param business The record, as parsed from JSON.
 * @param path Where the record is in its document.
 * @returns The issues.
 */
export function catalogueIssues(
  business: unknown,
  path: (string | number)[],
): CatalogueIssue[] {
  if (typeof business !== "object" || business === null) return [];
  const lists = business as Record<string, unknown>;
  return CATALOGUE_KEYS.flatMap(([list, key]) =>
    duplicateKeys(lists[list], { path: [...path, list], key })
  );
}

/** What a check finds: the parsed value, or every problem. */
export type Checked<T> =
  | { success: true; data: T }
  | { success: false; issues: z.core.$ZodIssue[] };

/**
 * Parses `value` with `schema` and adds the problems found apart from it:
 * the value only when there are none.
 *
 * @param schema The shape.
 * @param options `value`, as parsed from JSON; `issues`, found apart.
 * @returns The parsed value, or the schema's problems and then the others.
 */
export function parseChecked<T extends z.ZodType>(
  schema: T,
  options: { value: unknown; issues: readonly CatalogueIssue[] },
): Checked<z.infer<T>> {
  const { value, issues } = options;
  const parsed = schema.safeParse(value);
  if (parsed.success && issues.length === 0) {
    return { success: true, data: parsed.data };
  }
  return {
    success: false,
    issues: [
      ...(parsed.success ? [] : parsed.error.issues),
      ...issues.map((issue) => ({ ...issue, input: value })),
    ],
  };
}

/** What {@linkcode parseBusiness} finds: the record, or its problems. */
export type BusinessCheck = Checked<Business>;

/**
 * Checks a business record (a `--business` file): its shape, and the ids
 * and names its lists use twice.
 *
 * @param value The record, as parsed from JSON.
 * @returns The record, or every problem.
 */
export function parseBusiness(value: unknown): BusinessCheck {
  return parseChecked(BusinessSchema, {
    value,
    issues: catalogueIssues(value, []),
  });
}
