/**
 * Takedowns: reviews the business removed for a reason (personal data, a
 * court order, a reviewer's request). Their ids are kept in the version
 * document (never published) so later imports leave them out; the published
 * dataset says only how many were removed and why.
 *
 * @module
 */
import type { RemovedCount } from "../schemas/mod.ts";

/** One taken-down review id and the reason given. */
export interface Takedown {
  /** The review id. */
  id: string;
  /** Why it was removed, as the owner wrote it. */
  reason: string;
}

/** The published summary: how many reviews per reason, in reason order. */
export function summarizeTakedowns(
  takedowns: readonly Takedown[],
): RemovedCount[] {
  const counts = new Map<string, number>();
  for (const { reason } of takedowns) {
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)
    .map(([reason, count]) => ({ reason, count }));
}

/** Takedowns in a stable order (by id), so equal sets encode equally. */
export function sortTakedowns(takedowns: Iterable<Takedown>): Takedown[] {
  return [...takedowns].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A takedown request checked against the current version. */
export interface TakedownChange {
  /** The takedowns after the change. */
  takedowns: Takedown[];
  /** Ids that no version or takedown knows: the change is refused. */
  unknown: string[];
}

/**
 * Adds takedowns of `ids` for `reason`. An id must be a current review's or
 * an already taken-down one (whose reason is then replaced).
 */
export function addTakedowns(
  current: readonly Takedown[],
  request: { ids: readonly string[]; reason: string },
  reviewIds: ReadonlySet<string>,
): TakedownChange {
  const byId = new Map(current.map((takedown) => [takedown.id, takedown]));
  const unknown: string[] = [];
  for (const id of request.ids) {
    if (!reviewIds.has(id) && !byId.has(id)) unknown.push(id);
    else byId.set(id, { id, reason: request.reason });
  }
  return { takedowns: sortTakedowns(byId.values()), unknown };
}

/** Lifts the takedowns of `ids`; an id that is not taken down is unknown. */
export function liftTakedowns(
  current: readonly Takedown[],
  ids: readonly string[],
): TakedownChange {
  const byId = new Map(current.map((takedown) => [takedown.id, takedown]));
  const unknown = ids.filter((id) => !byId.has(id));
  for (const id of ids) byId.delete(id);
  return { takedowns: sortTakedowns(byId.values()), unknown };
}
