/**
 * `deno task remove ID… --reason TEXT` and `--restore ID…`: publishes a
 * version without (or again allowing) the named reviews. The ids are kept
 * in the version document so later merges leave them out; the published
 * dataset carries only counts per reason.
 *
 * @module
 */
import { ImportError } from "./importer.ts";
import { toImportReview } from "./merge.ts";
import { prepareDataset } from "./prepare.ts";
import {
  publishDataset,
  readCurrentVersion,
  type VersionPointer,
} from "./store.ts";
import {
  addTakedowns,
  liftTakedowns,
  type TakedownChange,
} from "./takedowns.ts";

/** The outcome of a removal or a restoration. */
export interface TakedownOutcome {
  /** `unchanged` when nothing changed (e.g. the same removal twice). */
  status: "published" | "unchanged";
  /** The current version after the call. */
  pointer: VersionPointer;
  /** Reviews published. */
  reviewCount: number;
  /** Reviews taken down in the new version, all reasons. */
  takenDown: number;
}

/** The request: remove with a reason, or restore. */
export type TakedownRequest =
  | { action: "remove"; ids: string[]; reason: string }
  | { action: "restore"; ids: string[] };

/**
 * Applies a takedown request to the current version.
 *
 * @throws {ImportError} on an empty store or an id it does not know;
 * nothing is written then.
 */
export async function applyTakedowns(
  kv: Deno.Kv,
  request: TakedownRequest,
): Promise<TakedownOutcome> {
  const label = request.action;
  const current = await readCurrentVersion(kv);
  if (!current) {
    throw new ImportError(label, [{
      path: "store",
      code: "empty_store",
      message: "the store holds no dataset yet: import one first",
    }]);
  }
  const existing = current.takedowns ?? [];
  const reviewIds = new Set(current.dataset.reviews.map((review) => review.id));
  const change: TakedownChange = request.action === "remove"
    ? addTakedowns(existing, request, reviewIds)
    : liftTakedowns(existing, request.ids);
  if (change.unknown.length > 0) {
    throw new ImportError(
      label,
      change.unknown.map((id) => ({
        path: id,
        code: "unknown_id",
        message: request.action === "remove"
          ? "no review of the current version has this id"
          : "this id is not taken down",
      })),
    );
  }
  const prepared = prepareDataset({
    business: current.dataset.business,
    reviews: current.dataset.reviews.map(toImportReview),
  }, { takedowns: change.takedowns, previous: current.dataset });
  const result = await publishDataset(kv, prepared);
  return {
    status: result.status,
    pointer: result.pointer,
    reviewCount: prepared.dataset.reviews.length,
    takenDown: change.takedowns.length,
  };
}
