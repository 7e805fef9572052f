import assert from "node:assert/strict";
import {
  chooseTakeoutLocation,
  isTakeoutReviewsPath,
  isZip,
  readTakeoutFolder,
  readTakeoutZip,
  takeoutLocations,
} from "../../../lib/dataset/formats/google_takeout.ts";
import { withTempDir } from "../../helpers/kv.ts";
import { PLATFORM_FIXTURES, writeTakeoutZip } from "../../helpers/platforms.ts";

const FOLDER = `${PLATFORM_FIXTURES}/google_takeout`;

Deno.test("isTakeoutReviewsPath: reviews*.json under Google Business Profile/", () => {
  assert.ok(
    isTakeoutReviewsPath("Takeout/Google Business Profile/a/L/reviews.json"),
  );
  assert.ok(
    isTakeoutReviewsPath("Google Business Profile/a/L/reviews-001.json"),
  );
  assert.ok(
    !isTakeoutReviewsPath("Takeout/Google Business Profile/a/L/posts.json"),
  );
  assert.ok(!isTakeoutReviewsPath("Takeout/Maps/reviews.json"));
});

Deno.test("readTakeoutFolder and readTakeoutZip read the same files", async () => {
  await withTempDir(async (dir) => {
    const folder = await readTakeoutFolder(FOLDER);
    const zip = await Deno.readFile(
      await writeTakeoutZip(`${dir}/takeout.zip`, {
        extra: { "Takeout/Google Photos/photo.jpg": new Uint8Array(1000) },
      }),
    );
    assert.ok(isZip(zip));
    const fromZip = readTakeoutZip(zip);
    const sorted = (files: { path: string; text: string }[]) =>
      [...files].sort((a, b) => a.path < b.path ? -1 : 1);
    assert.deepEqual(sorted(fromZip), sorted(folder));
    assert.deepEqual(sorted(folder).map((file) => file.path), [
      "Takeout/Google Business Profile/account-1045/Brightline Eastside/reviews.json",
      "Takeout/Google Business Profile/account-1045/Brightline Plumbing & Air/reviews-001.json",
      "Takeout/Google Business Profile/account-1045/Brightline Plumbing & Air/reviews.json",
    ]);
  });
});

Deno.test("a damaged zip is an error", () => {
  const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]);
  assert.throws(() => readTakeoutZip(bytes));
});

Deno.test("chooseTakeoutLocation: --location, the business's name, or a question", async () => {
  const locations = takeoutLocations(await readTakeoutFolder(FOLDER));
  assert.deepEqual(locations.map((location) => location.name), [
    "Brightline Eastside",
    "Brightline Plumbing & Air",
  ]);
  const asked = chooseTakeoutLocation(locations, {});
  assert.equal(asked.ok, false);
  assert.match(
    (asked as { message: string }).message,
    /2 locations \("Brightline Eastside", "Brightline Plumbing & Air"\); name the one to import with --location NAME/,
  );
  const named = chooseTakeoutLocation(locations, {
    location: "brightline eastside",
  });
  assert.equal(named.ok && named.location.name, "Brightline Eastside");
  const byBusiness = chooseTakeoutLocation(locations, {
    businessName: "Brightline Plumbing & Air",
  });
  assert.equal(byBusiness.ok && byBusiness.location.files.length, 2);
  const wrong = chooseTakeoutLocation(locations, { location: "Nowhere" });
  assert.match(
    (wrong as { message: string }).message,
    /--location "Nowhere" names no location/,
  );
  const one = chooseTakeoutLocation(locations.slice(0, 1), {});
  assert.equal(one.ok && one.location.name, "Brightline Eastside");
  const none = chooseTakeoutLocation([], {});
  assert.match(
    (none as { message: string }).message,
    /no reviews\*\.json file/,
  );
});
