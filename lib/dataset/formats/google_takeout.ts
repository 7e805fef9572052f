/**
 * Google Takeout's Business Profile export: `reviews*.json` files under
 * `Google Business Profile/`, one folder per location, read from the `.zip`
 * in memory (never unpacked to disk) or from its extracted folder.
 *
 * @module
 */
import { unzipSync } from "fflate";

/** The folder of the export that holds the Business Profile data. */
export const TAKEOUT_FOLDER = "Google Business Profile";

/** One reviews file of the export. */
export interface TakeoutFile {
  /** Its path inside the export, `/`-separated. */
  path: string;
  /** Its text. */
  text: string;
}

/** The reviews files of one location. */
export interface TakeoutLocation {
  /** The location's folder name. */
  name: string;
  /** Its folder inside the export. */
  folder: string;
  /** Its `reviews*.json` files, in name order. */
  files: TakeoutFile[];
}

/** Whether a path inside the export is a location's reviews file. */
export function isTakeoutReviewsPath(path: string): boolean {
  const parts = path.split("/");
  const top = parts.indexOf(TAKEOUT_FOLDER);
  const name = parts.at(-1) ?? "";
  return top >= 0 && top < parts.length - 1 &&
    /^reviews[^/]*\.json$/i.test(name);
}

/** Whether bytes start like a zip archive. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b &&
    bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The reviews files of a Takeout `.zip`, decompressed in memory; nothing
 * else in the archive (photos, posts) is inflated.
 *
 * @throws {Error} when the archive is damaged.
 */
export function readTakeoutZip(bytes: Uint8Array): TakeoutFile[] {
  const entries = unzipSync(bytes, {
    filter: (file) => isTakeoutReviewsPath(file.name),
  });
  const decoder = new TextDecoder();
  return Object.entries(entries).map(([path, data]) => ({
    path,
    text: decoder.decode(data),
  }));
}

/** The reviews files of an extracted Takeout folder. */
export async function readTakeoutFolder(root: string): Promise<TakeoutFile[]> {
  const files: TakeoutFile[] = [];
  async function walk(relative: string): Promise<void> {
    const dir = relative ? `${root}/${relative}` : root;
    for await (const entry of Deno.readDir(dir)) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory) await walk(path);
      else if (entry.isFile && isTakeoutReviewsPath(path)) {
        files.push({ path, text: await Deno.readTextFile(`${root}/${path}`) });
      }
    }
  }
  await walk("");
  return files;
}

/** Groups reviews files by the location folder that holds them. */
export function takeoutLocations(
  files: readonly TakeoutFile[],
): TakeoutLocation[] {
  const byFolder = new Map<string, TakeoutFile[]>();
  for (const file of files) {
    const folder = file.path.slice(0, file.path.lastIndexOf("/"));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  return [...byFolder].map(([folder, group]) => ({
    name: folder.split("/").at(-1)!,
    folder,
    files: group.sort((a, b) => a.path < b.path ? -1 : 1),
  })).sort((a, b) => a.folder < b.folder ? -1 : 1);
}

function normalized(name: string): string {
  return name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
    .toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}

/** The outcome of choosing a location. */
export type LocationChoice =
  | { ok: true; location: TakeoutLocation }
  | { ok: false; message: string };

/**
 * The location to import: the only one, the one `--location` names (its
 * folder name, any case), or the one named like the business; otherwise a
 * message listing them.
 */
export function chooseTakeoutLocation(
  locations: readonly TakeoutLocation[],
  options: { location?: string; businessName?: string },
): LocationChoice {
  const names = locations.map((location) => `"${location.name}"`).join(", ");
  if (locations.length === 0) {
    return {
      ok: false,
      message:
        `no reviews*.json file under "${TAKEOUT_FOLDER}/": is this a Google Takeout export of Business Profile data?`,
    };
  }
  if (options.location !== undefined) {
    const wanted = normalized(options.location);
    const match = locations.filter((location) =>
      normalized(location.name) === wanted ||
      normalized(location.folder) === wanted
    );
    if (match.length === 1) return { ok: true, location: match[0] };
    return {
      ok: false,
      message:
        `--location "${options.location}" names no location of the export; its locations are ${names}`,
    };
  }
  if (locations.length === 1) return { ok: true, location: locations[0] };
  if (options.businessName) {
    const wanted = normalized(options.businessName);
    const match = locations.filter((location) =>
      normalized(location.name) === wanted
    );
    if (match.length === 1) return { ok: true, location: match[0] };
  }
  return {
    ok: false,
    message:
      `the export holds reviews of ${locations.length} locations (${names}); name the one to import with --location NAME`,
  };
}
