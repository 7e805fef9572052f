/**
 * The current dataset version of one instance, which the routes and workers
 * read and the version follower replaces. Apart from the snapshot's code, so
 * that a new instance holds its (still empty) current version before that
 * code is loaded.
 *
 * @module
 */
import type { Snapshot } from "./snapshot.ts";

/** Called with each new current snapshot. */
export type SnapshotListener = (snapshot: Snapshot) => void;

/** Thrown when the current snapshot is read before a version is loaded. */
export class NoVersionError extends Error {
  /** Creates the error. */
  constructor() {
    super("no dataset version is loaded yet");
    this.name = "NoVersionError";
  }
}

/**
 * Holds the current snapshot and tells listeners when it changes. It may
 * start empty (a store without a dataset version yet); the service answers
 * 503 until the first version is set.
 */
export class SnapshotHolder {
  #current: Snapshot | null;
  #listeners = new Set<SnapshotListener>();

  /** Starts with an initial snapshot, or empty. */
  constructor(initial: Snapshot | null = null) {
    this.#current = initial;
  }

  /** Whether a version is loaded. */
  get ready(): boolean {
    return this.#current !== null;
  }

  /** The current snapshot, or null before the first version. */
  get maybe(): Snapshot | null {
    return this.#current;
  }

  /**
   * The current snapshot.
   *
   * @throws {NoVersionError} before the first version is loaded.
   */
  get current(): Snapshot {
    if (!this.#current) throw new NoVersionError();
    return this.#current;
  }

  /** Replaces the current snapshot and notifies the listeners. */
  set(snapshot: Snapshot): void {
    this.#current = snapshot;
    for (const listener of this.#listeners) {
      try {
        listener(snapshot);
      } catch (error) {
        console.error("snapshot listener failed:", error);
      }
    }
  }

  /** Adds a listener; returns a function that removes it. */
  subscribe(listener: SnapshotListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
