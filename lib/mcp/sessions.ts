/**
 * MCP sessions in Deno KV with a sliding expiry. Nothing is kept in process
 * memory: a session survives a restart and works on every instance that
 * shares the store.
 *
 * Each session is one entry `["mcp", "sessions", id]` holding its negotiated
 * protocol version and its expiry. The expiry is checked on every read (KV's
 * own `expireIn` deletion is lazy) and pushed forward when the session is
 * used; to keep reads cheap it is rewritten at most once per `refreshMs`.
 *
 * Concurrent uses of one session share a read: a use waits for the next
 * read that starts after it arrived (never one already under way, which
 * could predate an end of the session committed since), so under load one
 * KV read answers many requests and each answer is still current.
 *
 * @module
 */
import { withKvRetry } from "../dataset/kv_retry.ts";
import type { SessionProtocolVersion } from "./protocol.ts";

/** KV key prefix of the sessions. */
export const SESSION_PREFIX = ["mcp", "sessions"] as const;

/** Default idle time after which a session expires: 1 hour. */
export const DEFAULT_SESSION_TTL_MS = 60 * 60 * 1000;

/** A stored session. */
export interface McpSession {
  /** The session id, sent as `Mcp-Session-Id`. */
  id: string;
  /** The protocol version negotiated at initialize. */
  protocol_version: SessionProtocolVersion;
  /** The client's `clientInfo.name` and `version`, for logs. */
  client: { name: string; version: string };
  /** When the session started, RFC 3339. */
  created_at: string;
  /** Epoch milliseconds after which the session is gone unless used again. */
  expires_at: number;
}

/** Options of {@linkcode McpSessionStore}. */
export interface SessionStoreOptions {
  /** Idle time after which a session expires; default 1 hour. */
  ttlMs?: number;
  /**
   * How long after the last write a use pushes the expiry again; default
   * the smaller of one minute and a tenth of the TTL.
   */
  refreshMs?: number;
  /** The clock, for tests; default `Date.now`. */
  now?: () => number;
}

/** What a new session records. */
export interface NewSession {
  /** The negotiated protocol version. */
  protocolVersion: SessionProtocolVersion;
  /** The client's name and version as it gave them. */
  client?: { name?: unknown; version?: unknown };
}

/** Session ids this store makes: 32 random bytes, base64url. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-")
    .replace(/\//g, "_").replace(/=+$/, "");
}

function noop(): void {}

function clip(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 200) : "";
}

/** The KV session store of the MCP endpoint. */
export class McpSessionStore {
  readonly #kv: Deno.Kv;
  readonly #ttlMs: number;
  readonly #refreshMs: number;
  readonly #now: () => number;
  /** The read of a session under way. */
  readonly #reading = new Map<string, Promise<McpSession | null>>();
  /** The read that starts when the one under way ends, shared by its waiters. */
  readonly #queued = new Map<string, Promise<McpSession | null>>();

  /** Creates a store over `kv`. */
  constructor(kv: Deno.Kv, options: SessionStoreOptions = {}) {
    this.#kv = kv;
    this.#ttlMs = options.ttlMs ?? DEFAULT_SESSION_TTL_MS;
    this.#refreshMs = options.refreshMs ?? Math.min(60_000, this.#ttlMs / 10);
    this.#now = options.now ?? Date.now;
  }

  /** The idle time after which a session expires. */
  get ttlMs(): number {
    return this.#ttlMs;
  }

  /** Creates and stores a new session. */
  async create(init: NewSession): Promise<McpSession> {
    const session: McpSession = {
      id: newSessionId(),
      protocol_version: init.protocolVersion,
      client: {
        name: clip(init.client?.name),
        version: clip(init.client?.version),
      },
      created_at: new Date(this.#now()).toISOString(),
      expires_at: this.#now() + this.#ttlMs,
    };
    await withKvRetry(() =>
      this.#kv.set([...SESSION_PREFIX, session.id], session, {
        expireIn: this.#ttlMs,
      })
    );
    return session;
  }

  /**
   * The live session with this id, its expiry pushed forward; null when it
   * is unknown, expired or ended. The answer comes from a KV read that
   * started after this call.
   */
  use(id: string): Promise<McpSession | null> {
    if (!SESSION_ID_PATTERN.test(id)) return Promise.resolve(null);
    const queued = this.#queued.get(id);
    if (queued) return queued;
    const reading = this.#reading.get(id);
    if (!reading) return this.#startRead(id);
    const next = reading.then(noop, noop).then(() => {
      this.#queued.delete(id);
      return this.#startRead(id);
    });
    this.#queued.set(id, next);
    return next;
  }

  #startRead(id: string): Promise<McpSession | null> {
    const read = this.#read(id).finally(() => {
      if (this.#reading.get(id) === read) this.#reading.delete(id);
    });
    this.#reading.set(id, read);
    return read;
  }

  async #read(id: string): Promise<McpSession | null> {
    const key = [...SESSION_PREFIX, id];
    const entry = await withKvRetry(() => this.#kv.get<McpSession>(key));
    const session = entry.value;
    const now = this.#now();
    if (!session || session.expires_at <= now) return null;
    if (session.expires_at - now < this.#ttlMs - this.#refreshMs) {
      const renewed = { ...session, expires_at: now + this.#ttlMs };
      // Checked against the entry just read: a session ended meanwhile
      // stays ended, and a concurrent renewal wins without a retry.
      await withKvRetry(() =>
        this.#kv.atomic().check(entry).set(key, renewed, {
          expireIn: this.#ttlMs,
        })
          .commit()
      );
      return renewed;
    }
    return session;
  }

  /** Ends a session; false when there was no live session with this id. */
  async end(id: string): Promise<boolean> {
    if (!SESSION_ID_PATTERN.test(id)) return false;
    const key = [...SESSION_PREFIX, id];
    const entry = await withKvRetry(() => this.#kv.get<McpSession>(key));
    if (!entry.value || entry.value.expires_at <= this.#now()) return false;
    await withKvRetry(() => this.#kv.delete(key));
    return true;
  }
}
