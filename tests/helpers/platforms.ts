/**
 * The review-platform fixtures (`tests/fixtures/platforms/`) and a Takeout
 * zip built from its folder with the zip library.
 *
 * @module
 */
import { zipSync } from "fflate";
import { ROOT_PATH } from "./data.ts";

/** The folder of the platform fixtures. */
export const PLATFORM_FIXTURES = `${ROOT_PATH}tests/fixtures/platforms`;

/** Reads a fixture as parsed JSON. */
export async function readJsonFixture(name: string): Promise<unknown> {
  return JSON.parse(await Deno.readTextFile(`${PLATFORM_FIXTURES}/${name}`));
}

/** Every file under `root`, by its `/`-separated path relative to it. */
async function filesUnder(
  root: string,
  relative = "",
): Promise<Record<string, Uint8Array>> {
  const out: Record<string, Uint8Array> = {};
  for await (
    const entry of Deno.readDir(relative ? `${root}/${relative}` : root)
  ) {
    const path = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory) Object.assign(out, await filesUnder(root, path));
    else out[path] = await Deno.readFile(`${root}/${path}`);
  }
  return out;
}

/**
 * A Takeout `.zip` of the fixture folder `google_takeout/`, plus `extra`
 * files (a photo, say), written to `path`.
 */
export async function writeTakeoutZip(
  path: string,
  options: {
    extra?: Record<string, Uint8Array>;
    only?: (path: string) => boolean;
  } = {},
): Promise<string> {
  const files = await filesUnder(`${PLATFORM_FIXTURES}/google_takeout`);
  const kept = Object.fromEntries(
    Object.entries(files).filter(([name]) => options.only?.(name) ?? true),
  );
  await Deno.writeFile(path, zipSync({ ...kept, ...options.extra }));
  return path;
}
