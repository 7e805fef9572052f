/**
 * `deno task remove ID… --reason TEXT`: publishes a version without those
 * reviews and keeps their ids out of later imports. `deno task remove
 * --restore ID…` lets them back in (the next import of their platform
 * brings them back). Exit code 1 and nothing written on an unknown id, a
 * usage error or a configuration error; 0 for `--help`.
 *
 * @module
 */
import { parseArgs } from "node:util";
import { runOnStore } from "./lib/dataset/cli_run.ts";
import { applyTakedowns, type TakedownRequest } from "./lib/dataset/remove.ts";

const USAGE = `usage: deno task remove ID… --reason TEXT
       deno task remove --restore ID…
  --reason TEXT  why (published with a count, e.g. "personal data", "court order")
  --restore      let the ids back into later imports`;

async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        reason: { type: "string" },
        restore: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const { values, positionals: ids } = parsed;
  const reason = values.reason?.trim();
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (
    ids.length === 0 || (values.restore && reason) ||
    (!values.restore && !reason)
  ) {
    console.error(USAGE);
    return 1;
  }
  const request: TakedownRequest = values.restore
    ? { action: "restore", ids }
    : { action: "remove", ids, reason: reason! };
  return await runOnStore(async (kv) => {
    const outcome = await applyTakedowns(kv, request);
    const what = request.action === "remove"
      ? `${ids.length} review(s) removed ("${reason}")`
      : `${ids.length} id(s) restored: later imports may bring them back`;
    return outcome.status === "unchanged"
      ? `${what}; same content as the current version ${outcome.pointer.version}, nothing written`
      : `${what}; published version ${outcome.pointer.version} with ${outcome.reviewCount} review(s), ${outcome.takenDown} taken down in all`;
  });
}

if (import.meta.main) Deno.exit(await main(Deno.args));
