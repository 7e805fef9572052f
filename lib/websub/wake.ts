/**
 * Lets the hub endpoint wake the hub worker of the same process when it has
 * written an intent, so verification starts at once. Workers register per
 * store handle.
 *
 * @module
 */

const wakers = new WeakMap<Deno.Kv, Set<() => void>>();

/** Registers a worker's wake function for a store; returns the unregistration. */
export function registerWaker(kv: Deno.Kv, wake: () => void): () => void {
  let set = wakers.get(kv);
  if (!set) {
    set = new Set();
    wakers.set(kv, set);
  }
  set.add(wake);
  return () => {
    set.delete(wake);
  };
}

/** Wakes the workers registered for a store; resolves whether there was one. */
export function wakeLocalWorkers(kv: Deno.Kv): boolean {
  const set = wakers.get(kv);
  if (!set || set.size === 0) return false;
  for (const wake of set) wake();
  return true;
}
