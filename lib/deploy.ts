/**
 * Running on Deno Deploy: telling that we are there, and whether the KV
 * store we got is the app's persistent database or the per-isolate memory
 * store that `Deno.openKv()` falls back to when no database is assigned.
 *
 * @module
 */

/** The message of KV Connect's refusal of queue writes (denokv `remote`). */
const KV_CONNECT_ENQUEUE_REFUSAL = /not supported in KV Connect/i;

/** Whether the environment is Deno Deploy's (`DENO_DEPLOY=true`, or a `DENO_DEPLOYMENT_ID`). */
export function isDenoDeploy(env: Record<string, string | undefined>): boolean {
  return env.DENO_DEPLOY === "true" || Boolean(env.DENO_DEPLOYMENT_ID);
}

/** Whether a KV location is a remote (KV Connect) database. */
function isRemote(location: string | undefined): boolean {
  return location !== undefined && /^https?:\/\//i.test(location);
}

/** What {@linkcode checkStore} found. */
export interface StoreCheck {
  /** Whether the store keeps its data and is shared by every instance. */
  persistent: boolean;
  /** Why it is not (for `/readyz`); null when it is. */
  reason: string | null;
  /** What the operator should do (for the log); null when nothing. */
  advice: string | null;
}

/**
 * Tells whether the opened store is persistent. Off Deno Deploy the store
 * is what `KV_PATH` names and is taken as it is. On Deno Deploy, `KV_PATH`
 * is normally unset and `Deno.openKv()` opens the app's assigned database;
 * without one it silently opens an in-memory store of the isolate. The
 * assigned database is recognised by a remote default location
 * (`DENO_KV_DEFAULT_PATH` / `DENO_KV_PATH_PREFIX`, set by the platform) or
 * by the way a remote (KV Connect) store refuses queue writes: a write that
 * is checked to fail, so that a local store writes nothing.
 */
export async function checkStore(
  kv: Deno.Kv,
  options: {
    env: Record<string, string | undefined>;
    kvPath: string | undefined;
  },
): Promise<StoreCheck> {
  const { env, kvPath } = options;
  const ok: StoreCheck = { persistent: true, reason: null, advice: null };
  if (!isDenoDeploy(env)) return ok;
  if (isRemote(kvPath)) return ok;
  if (kvPath === undefined) {
    if (
      isRemote(env.DENO_KV_DEFAULT_PATH) || isRemote(env.DENO_KV_PATH_PREFIX)
    ) {
      return ok;
    }
    try {
      await kv.atomic()
        .check({
          key: ["deploy", "probe"],
          versionstamp: "00000000000000010000",
        })
        .enqueue("probe")
        .commit();
    } catch (error) {
      if (KV_CONNECT_ENQUEUE_REFUSAL.test(String((error as Error)?.message))) {
        return ok;
      }
    }
  }
  return {
    persistent: false,
    reason: kvPath === undefined
      ? "no KV database is assigned to this Deno Deploy app: the store is in memory, per instance, and not persistent"
      : `KV_PATH=${kvPath} is not persistent on Deno Deploy`,
    advice: kvPath === undefined
      ? 'Assign a Deno KV database to the app (deno deploy database provision NAME --kind denokv, then deno deploy database assign NAME --app APP, or Databases > Assign in the console), then import the data from a laptop over KV Connect (see the README, "Deploy to Deno Deploy"). Until then every request but /healthz gets 503.'
      : "Unset KV_PATH on Deno Deploy (the app's assigned database is used) or set it to a KV Connect URL.",
  };
}
