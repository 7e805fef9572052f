/**
 * `deno task import FILE`: validates FILE and publishes it as the new
 * dataset version. Exit code 1 and nothing written on bad input; 2 on a
 * usage or configuration error.
 *
 * @module
 */
import { ConfigError, loadConfig } from "./lib/config.ts";
import { ImportError, importFile } from "./lib/dataset/importer.ts";
import { openStore } from "./lib/dataset/kv_open.ts";

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0] === "--help" || args[0] === "-h") {
    console.error(
      "usage: deno task import FILE\n  FILE: a JSON file in the shape of GET /reviews.json",
    );
    return 2;
  }
  let config;
  try {
    config = loadConfig(Deno.env.toObject());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const kv = await openStore(config.kvPath);
  try {
    const result = await importFile(kv, args[0]);
    const skipped = result.unverifiedCount > 0
      ? `; ${result.unverifiedCount} unverified record(s) left out`
      : "";
    if (result.status === "unchanged") {
      console.log(
        `${
          args[0]
        }: same content as the current version ${result.pointer.version}; nothing written${skipped}`,
      );
    } else {
      console.log(
        `${
          args[0]
        }: published version ${result.pointer.version} with ${result.reviewCount} review(s)${skipped}`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(error.message);
      console.error("nothing was written");
      return 1;
    }
    throw error;
  } finally {
    kv.close();
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
