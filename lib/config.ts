/**
 * Service configuration from environment variables (see README).
 *
 * @module
 */
import { isDenoDeploy } from "./deploy.ts";

/** WebSub lease bounds, in seconds. */
export interface LeaseConfig {
  /** Lease when the subscriber asks for none. */
  default: number;
  /** Shortest lease granted. */
  min: number;
  /** Longest lease granted. */
  max: number;
}

/** The service configuration. */
export interface Config {
  /** Listen port. */
  port: number;
  /** Public base URL without a trailing slash. */
  baseUrl: string;
  /** Deno KV location; undefined opens the platform default (Deno Deploy). */
  kvPath: string | undefined;
  /** Dataset imported at start when the store is empty. */
  dataFile: string;
  /** WebSub hub settings. */
  websub: {
    allowPrivateCallbacks: boolean;
    retryDelaysMs: number[];
    /** Limit of one request to a subscriber's callback, in ms. */
    callbackTimeoutMs: number;
    lease: LeaseConfig;
  };
  /** MCP settings. */
  mcp: {
    allowedOrigins: string[];
  };
}

/** Default delays before the 2nd and 3rd delivery attempt. */
export const DEFAULT_RETRY_DELAYS_MS = [10_000, 60_000];
/** Default limit of one request to a subscriber's callback, in ms. */
export const DEFAULT_CALLBACK_TIMEOUT_MS = 10_000;
/** Bounds of `WEBSUB_CALLBACK_TIMEOUT_MS`, in ms. */
const CALLBACK_TIMEOUT_RANGE_MS = [100, 120_000] as const;

/** Thrown for an invalid environment; the message lists every problem. */
export class ConfigError extends Error {
  /** Each problem, one line each. */
  readonly problems: string[];
  /** Creates the error from its problems. */
  constructor(problems: string[]) {
    super(`invalid configuration:\n  ${problems.join("\n  ")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

function parseCallbackTimeout(
  raw: string | undefined,
  problems: string[],
): number {
  if (raw === undefined || raw.trim() === "") {
    return DEFAULT_CALLBACK_TIMEOUT_MS;
  }
  const [min, max] = CALLBACK_TIMEOUT_RANGE_MS;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(
      `WEBSUB_CALLBACK_TIMEOUT_MS must be a whole number of ms from ${min} to ${max}, got "${raw}"`,
    );
    return DEFAULT_CALLBACK_TIMEOUT_MS;
  }
  return value;
}

/** Whether `value` is a browser origin: scheme, host and port only. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") &&
      url.origin === value.replace(/\/$/, "").toLowerCase();
  } catch {
    return false;
  }
}

function parseIntList(
  name: string,
  raw: string,
  problems: string[],
): number[] {
  const parts = raw.split(",").map((part) => part.trim());
  const values = parts.map(Number);
  if (
    parts.some((part) => !/^\d+$/.test(part)) ||
    values.some((value) => !Number.isSafeInteger(value))
  ) {
    problems.push(
      `${name} must be comma-separated whole numbers, got "${raw}"`,
    );
    return [];
  }
  return values;
}

/**
 * Reads the configuration from an environment map such as
 * `Deno.env.toObject()`.
 *
 * @throws {ConfigError} when a variable is malformed.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const problems: string[] = [];
  const portRaw = env.PORT ?? "8000";
  const port = Number(portRaw);
  const portValid = /^\d+$/.test(portRaw) && port <= 65535;
  if (!portValid) {
    problems.push(`PORT must be a port number (0-65535), got "${portRaw}"`);
  }

  let baseUrl = env.BASE_URL ?? `http://localhost:${port}`;
  // The default BASE_URL is only as good as PORT, already reported.
  if (env.BASE_URL !== undefined || portValid) {
    try {
      const url = new URL(baseUrl);
      if (url.protocol !== "http:" && url.protocol !== "https:") {
        throw new TypeError("not http(s)");
      }
      // Paths are appended to it: a query or fragment would end up in
      // the middle of every URL the service emits.
      if (url.search !== "" || url.hash !== "") {
        throw new TypeError("query or fragment");
      }
      baseUrl = url.href.replace(/\/+$/, "");
    } catch {
      problems.push(
        `BASE_URL must be an http(s) URL without a query or fragment, got "${baseUrl}"`,
      );
    }
  }

  const allowedOrigins = (env.MCP_ALLOWED_ORIGINS ?? "").split(",")
    .map((origin) => origin.trim()).filter(Boolean);
  for (const origin of allowedOrigins) {
    if (!isOrigin(origin)) {
      problems.push(
        `MCP_ALLOWED_ORIGINS must list origins such as https://app.example, got "${origin}"`,
      );
    }
  }

  const allowPrivateRaw = (env.WEBSUB_ALLOW_PRIVATE_CALLBACKS ?? "false")
    .toLowerCase();
  if (!["true", "false", "1", "0", ""].includes(allowPrivateRaw)) {
    problems.push(
      `WEBSUB_ALLOW_PRIVATE_CALLBACKS must be true or false, got "${allowPrivateRaw}"`,
    );
  }

  const retryDelaysMs = env.WEBSUB_RETRY_DELAYS_MS
    ? parseIntList(
      "WEBSUB_RETRY_DELAYS_MS",
      env.WEBSUB_RETRY_DELAYS_MS,
      problems,
    )
    : DEFAULT_RETRY_DELAYS_MS;

  const callbackTimeoutMs = parseCallbackTimeout(
    env.WEBSUB_CALLBACK_TIMEOUT_MS,
    problems,
  );

  const leaseValues = parseIntList(
    "WEBSUB_LEASE_SECONDS",
    env.WEBSUB_LEASE_SECONDS ?? "864000,3600,2592000",
    problems,
  );
  const [leaseDefault, leaseMin, leaseMax] = leaseValues;
  if (
    leaseValues.length > 0 &&
    (leaseValues.length !== 3 || leaseMin < 1 || leaseMin > leaseMax ||
      leaseDefault < leaseMin || leaseDefault > leaseMax)
  ) {
    problems.push(
      "WEBSUB_LEASE_SECONDS must be default,min,max with 1 <= min <= default <= max",
    );
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    baseUrl,
    kvPath: env.KV_PATH ||
      (isDenoDeploy(env) ? undefined : ".data/reviews.kv"),
    dataFile: env.DATA_FILE || "data/reviews.json",
    websub: {
      allowPrivateCallbacks: allowPrivateRaw === "true" ||
        allowPrivateRaw === "1",
      retryDelaysMs,
      callbackTimeoutMs,
      lease: { default: leaseDefault, min: leaseMin, max: leaseMax },
    },
    mcp: { allowedOrigins },
  };
}
