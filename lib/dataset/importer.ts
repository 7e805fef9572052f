/**
 * Importing a dataset file: validate, prepare, publish. Bad input writes
 * nothing.
 *
 * @module
 */
import { parseImportText, prepareDataset } from "./prepare.ts";
import { publishDataset, type VersionPointer } from "./store.ts";
import type { ValidationIssue } from "../schemas/mod.ts";
import { ImportError, issueLocation, type ReviewIds } from "./import_error.ts";

export { ImportError, issueLocation, type ReviewIds };

/**
 * The ids of the reviews that `issues` point into, read from the file's
 * text (none when it is not JSON or a review has no string id).
 */
export function reviewIdsOf(
  text: string,
  issues: readonly ValidationIssue[],
): ReviewIds {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  return reviewIdsOfValue(value, issues);
}

/** {@linkcode reviewIdsOf} for a file already parsed. */
export function reviewIdsOfValue(
  value: unknown,
  issues: readonly ValidationIssue[],
): ReviewIds {
  const reviews = (value as { reviews?: unknown } | null)?.reviews;
  const ids: ReviewIds = {};
  if (!Array.isArray(reviews)) return ids;
  for (const issue of issues) {
    const index = /^\$\.reviews\[(\d+)\]/.exec(issue.path)?.[1];
    const id = index === undefined ? undefined : reviews[Number(index)]?.id;
    if (index !== undefined && typeof id === "string") ids[index] = id;
  }
  return ids;
}

/** The outcome of an import. */
export interface ImportResult {
  /** `unchanged` when the file's content equals the current version's. */
  status: "published" | "unchanged";
  /** The current version after the import. */
  pointer: VersionPointer;
  /** Verified reviews published. */
  reviewCount: number;
  /** Unverified records counted and left out. */
  unverifiedCount: number;
}

/** Reads an import file's text; a missing or unreadable file is an issue. */
async function readImportFile(path: string): Promise<string> {
  try {
    return await Deno.readTextFile(path);
  } catch (error) {
    const reason = error instanceof Deno.errors.NotFound
      ? "file not found"
      : `cannot read the file: ${(error as Error).message}`;
    throw new ImportError(path, [{
      path: "$",
      code: "unreadable_file",
      message: reason,
    }]);
  }
}

/**
 * Imports the dataset in `path` as a new version.
 *
 * @throws {ImportError} when the file is missing, not JSON or invalid.
 */
export async function importFile(
  kv: Deno.Kv,
  path: string,
): Promise<ImportResult> {
  const text = await readImportFile(path);
  const parsed = parseImportText(text);
  if (!parsed.ok) {
    throw new ImportError(path, parsed.issues, {
      reviewIds: reviewIdsOf(text, parsed.issues),
    });
  }
  const prepared = prepareDataset(parsed.value);
  const result = await publishDataset(kv, prepared);
  return {
    status: result.status,
    pointer: result.pointer,
    reviewCount: prepared.dataset.reviews.length,
    unverifiedCount: prepared.unverifiedCount,
  };
}

/** What the main isolate sends to the import worker. */
export interface ImportWorkerRequest {
  /** The store, as `KV_PATH` names it. */
  kvPath: string | undefined;
  /** The file to import. */
  file: string;
}

/** What the import worker answers. */
export type ImportWorkerReply =
  | { ok: true; result: ImportResult }
  | { ok: false; issues: ValidationIssue[]; reviewIds: ReviewIds }
  | { ok: false; message: string };

/**
 * Imports `file` into the store at `kvPath` in a Web Worker, so that what
 * the analysis loads (the NLP model) lives in an isolate that ends with the
 * import rather than in the serving one. Falls back to importing in this
 * isolate where workers are unavailable or the store is `:memory:` (which
 * another isolate cannot see).
 *
 * @throws {ImportError} when the file is missing, not JSON or invalid.
 */
export async function importFileIsolated(
  kv: Deno.Kv,
  file: string,
  options: { kvPath: string | undefined },
): Promise<ImportResult> {
  if (options.kvPath === ":memory:" || typeof Worker === "undefined") {
    return await importFile(kv, file);
  }
  let worker: Worker;
  try {
    worker = new Worker(new URL("./import_worker.ts", import.meta.url), {
      type: "module",
    });
  } catch {
    return await importFile(kv, file);
  }
  const reply = await new Promise<ImportWorkerReply>((resolve) => {
    worker.onmessage = (event: MessageEvent<ImportWorkerReply>) =>
      resolve(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      resolve({ ok: false, message: event.message });
    };
    worker.postMessage(
      { kvPath: options.kvPath, file } satisfies ImportWorkerRequest,
    );
  });
  worker.terminate();
  if (reply.ok) return reply.result;
  if ("issues" in reply) {
    throw new ImportError(file, reply.issues, { reviewIds: reply.reviewIds });
  }
  throw new Error(`import of ${file} failed: ${reply.message}`);
}
