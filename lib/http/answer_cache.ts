/**
 * A small least-recently-used cache per dataset snapshot, for answers that
 * depend only on the snapshot and the request (HTTP search and since
 * answers, MCP tool calls: all read-only and deterministic). A new snapshot
 * starts empty; the old one's entries go with it.
 *
 * @module
 */
import type { Snapshot } from "../dataset/snapshot.ts";

/** Options of {@linkcode SnapshotLru}. */
export interface SnapshotLruOptions {
  /** Entries kept per snapshot; default 128. */
  maxEntries?: number;
  /** Longest key cached (longer ones are not cached); default 2048. */
  maxKeyLength?: number;
}

/** Least-recently-used entries per snapshot. */
export class SnapshotLru<V> {
  readonly #maps = new WeakMap<Snapshot, Map<string, V>>();
  readonly #maxEntries: number;
  readonly #maxKeyLength: number;

  /** Creates an empty cache. */
  constructor(options: SnapshotLruOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 128;
    this.#maxKeyLength = options.maxKeyLength ?? 2048;
  }

  /** Whether a key is short enough to be cached. */
  accepts(key: string): boolean {
    return key.length <= this.#maxKeyLength;
  }

  /** The entry for `key`, now the most recently used; undefined if none. */
  get(snapshot: Snapshot, key: string): V | undefined {
    const map = this.#maps.get(snapshot);
    const value = map?.get(key);
    if (value !== undefined && map) {
      map.delete(key);
      map.set(key, value);
    }
    return value;
  }

  /** Stores an entry, dropping the least recently used beyond the bound. */
  set(snapshot: Snapshot, key: string, value: V): void {
    if (!this.accepts(key)) return;
    let map = this.#maps.get(snapshot);
    if (!map) {
      map = new Map();
      this.#maps.set(snapshot, map);
    }
    map.delete(key);
    map.set(key, value);
    while (map.size > this.#maxEntries) {
      map.delete(map.keys().next().value!);
    }
  }

  /** How many entries a snapshot has. */
  size(snapshot: Snapshot): number {
    return this.#maps.get(snapshot)?.size ?? 0;
  }
}
