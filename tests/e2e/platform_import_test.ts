/**
 * End to end: `deno task import` of platform files and `deno task remove`
 * as subprocesses, against a store that the service (another process)
 * serves, with a real HTTPS WebSub subscriber.
 */
import assert from "node:assert/strict";
import { readCurrentVersion } from "../../lib/dataset/store.ts";
import { dumpKv, withKvAt, withTempDir } from "../helpers/kv.ts";
import { waitUntil } from "../helpers/wait.ts";
import { PLATFORM_FIXTURES } from "../helpers/platforms.ts";
import { ROOT_PATH } from "../helpers/data.ts";
import { runDenoScript, subprocessEnv } from "../helpers/process.ts";
import { startServiceProcess } from "../helpers/service_process.ts";
import { TestSubscriber } from "../helpers/subscriber.ts";
import { createTestCertificate } from "../helpers/tls.ts";

const F = PLATFORM_FIXTURES;
const PAGES = [`${F}/google_page1.json`, `${F}/google_page2.json`];

function cli(script: string, args: string[], kvPath: string) {
  return runDenoScript(script, args, { KV_PATH: kvPath });
}

Deno.test({
  name:
    "an imported Google review is served within 2 s; the same file again notifies no one",
  async fn() {
    await withTempDir(async (dir) => {
      const kvPath = `${dir}/service.kv`;
      const certificate = await createTestCertificate();
      const subscriber = TestSubscriber.start(certificate);
      const service = await startServiceProcess({
        kvPath,
        certFile: certificate.certFile,
      });
      try {
        const topic = service.topic("/reviews.json");
        const subscribed = await service.hub({
          "hub.mode": "subscribe",
          "hub.callback": subscriber.url("reviews"),
          "hub.topic": topic,
        });
        assert.equal(subscribed.status, 202, await subscribed.text());
        await subscriber.waitFor(() =>
          subscriber.verifications("reviews").length === 1
        );

        const imported = await cli("import.ts", PAGES, kvPath);
        assert.equal(imported.code, 0, imported.stderr);
        assert.match(
          imported.stdout,
          /6 added, 0 updated, 0 removed, 0 unchanged/,
        );
        assert.equal(imported.stderr, "", "no progress when not on a terminal");
        await waitUntil(async () => {
          const body = await (await fetch(`${service.url}/reviews.json`))
            .text();
          return body.includes('"id":"google-AbFvOqk1"');
        }, {
          timeoutMs: 2_000,
          message: "the service shows the imported review within 2 s",
        });
        const reviews = (await (await fetch(`${service.url}/reviews.json`))
          .json()).reviews as Array<{ id: string; author: { name: string } }>;
        assert.equal(
          reviews.find((review) => review.id === "google-AbFvOqk2")?.author
            .name,
          "A Google user",
        );
        await subscriber.waitFor(
          () => subscriber.notifications("reviews").length === 1,
          { timeoutMs: 10_000, message: "the import's notification" },
        );

        const again = await cli("import.ts", PAGES, kvPath);
        assert.equal(again.code, 0, again.stderr);
        assert.match(again.stdout, /nothing written/);
        assert.match(
          again.stdout,
          /0 added, 0 updated, 0 removed, 6 unchanged/,
        );

        // A real change after the repeat: its notification comes next, in
        // order, so a notification of the repeat would have come before it.
        const removed = await cli(
          "remove.ts",
          ["google-AbFvOqk6", "--reason", "personal data"],
          kvPath,
        );
        assert.equal(removed.code, 0, removed.stderr);
        await subscriber.waitFor(
          () => subscriber.notifications("reviews").length >= 2,
          { timeoutMs: 10_000, message: "the removal's notification" },
        );
        const notifications = subscriber.notifications("reviews");
        assert.equal(notifications.length, 2);
        const pushed = JSON.parse(
          new TextDecoder().decode(notifications[1].body),
        );
        assert.deepEqual(pushed.removed, [{
          reason: "personal data",
          count: 1,
        }]);
        assert.ok(
          !pushed.reviews.some((review: { id: string }) =>
            review.id === "google-AbFvOqk6"
          ),
        );
      } finally {
        await service.stop();
        await subscriber.close();
        await certificate.remove();
      }
    });
  },
});

Deno.test("import CLI: platform files, bad input, --business, exit codes", async () => {
  await withTempDir(async (dir) => {
    const kvPath = `${dir}/store.kv`;
    const noBusiness = await cli("import.ts", [PAGES[0]], kvPath);
    assert.equal(noBusiness.code, 1);
    assert.match(noBusiness.stderr, /--business FILE/);
    assert.match(noBusiness.stderr, /nothing was written/);

    const first = await cli("import.ts", [
      "--quiet",
      "--business",
      `${F}/business.json`,
      ...PAGES,
      `${F}/trustpilot.json`,
      `${F}/yelp.json`,
      `${F}/reviews.csv`,
    ], kvPath);
    assert.equal(first.code, 0, first.stderr);
    assert.match(
      first.stdout,
      /published version \S+ with 14 review\(s\); 2 unverified record\(s\) left out\n14 added, 0 updated, 0 removed, 0 unchanged, 2 left out as unverified/,
    );
    const before = await withKvAt(kvPath, (kv) => dumpKv(kv));

    const bad: Array<[string[], string]> = [
      [
        [`${F}/bad/page2.json`],
        "google page2.json: reviews[4].starRating: STAR_RATING_UNSPECIFIED is not a rating",
      ],
      [[`${F}/bad/reviews.csv`], "reviews.csv line 7: rating: must be 1–5"],
      [[`${F}/bad/notes.txt`], "--format"],
      [
        ["--format", "trustpilot", `${F}/yelp.json`],
        "trustpilot yelp.json: reviews[0]",
      ],
    ];
    for (const [args, expected] of bad) {
      const result = await cli("import.ts", args, kvPath);
      assert.equal(result.code, 1, args.join(" "));
      assert.ok(result.stderr.includes(expected), result.stderr);
      assert.doesNotMatch(result.stderr, /\n\s+at /, "no stack trace");
      assert.deepEqual(await withKvAt(kvPath, (kv) => dumpKv(kv)), before);
    }

    const replaced = await cli("import.ts", ["--replace", PAGES[1]], kvPath);
    assert.equal(replaced.code, 0, replaced.stderr);
    assert.match(replaced.stdout, /0 added, 0 updated, 4 removed, 2 unchanged/);
  });
});

Deno.test("remove CLI: takedowns, restores, errors", async () => {
  await withTempDir(async (dir) => {
    const kvPath = `${dir}/store.kv`;
    const empty = await cli("remove.ts", ["x", "--reason", "r"], kvPath);
    assert.equal(empty.code, 1);
    assert.match(empty.stderr, /import one first/);
    assert.equal(
      (await cli(
        "import.ts",
        ["--business", `${F}/business.json`, ...PAGES],
        kvPath,
      )).code,
      0,
    );
    for (
      const args of [[], ["google-AbFvOqk1"], [
        "--restore",
        "a",
        "--reason",
        "b",
      ]]
    ) {
      const usage = await cli("remove.ts", args, kvPath);
      assert.equal(usage.code, 1, JSON.stringify(args));
      assert.match(usage.stderr, /usage/);
    }
    const unknown = await cli(
      "remove.ts",
      ["nope", "--reason", "court order"],
      kvPath,
    );
    assert.equal(unknown.code, 1);
    assert.match(
      unknown.stderr,
      /nope: no review of the current version has this id/,
    );

    const removed = await cli(
      "remove.ts",
      ["google-AbFvOqk1", "google-AbFvOqk2", "--reason", "court order"],
      kvPath,
    );
    assert.equal(removed.code, 0, removed.stderr);
    assert.match(
      removed.stdout,
      /2 review\(s\) removed \("court order"\); published version \S+ with 4 review\(s\)/,
    );
    const dataset = await withKvAt(
      kvPath,
      async (kv) => (await readCurrentVersion(kv))!.dataset,
    );
    assert.deepEqual(dataset.removed, [{ reason: "court order", count: 2 }]);

    const restored = await cli(
      "remove.ts",
      ["--restore", "google-AbFvOqk1"],
      kvPath,
    );
    assert.equal(restored.code, 0, restored.stderr);
    const back = await cli("import.ts", [PAGES[0]], kvPath);
    assert.match(
      back.stdout,
      /1 added, 0 updated, 0 removed, 2 unchanged, 0 left out as unverified, 1 left out as taken down/,
    );
  });
});

/** Runs the import CLI on a pseudo-terminal (`script`), as a person would. */
async function importOnTerminal(args: string[], kvPath: string) {
  const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
  const command = [Deno.execPath(), "run", "-A", "import.ts", ...args]
    .map(quote).join(" ");
  const output = await new Deno.Command("script", {
    args: ["-qefc", command, "/dev/null"],
    cwd: ROOT_PATH,
    env: subprocessEnv({ KV_PATH: kvPath }),
    clearEnv: true,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  return {
    code: output.code,
    text: new TextDecoder().decode(output.stdout),
  };
}

Deno.test({
  name:
    "import CLI on a terminal: progress, then the outcome; --quiet: the outcome only",
  ignore: Deno.build.os !== "linux",
  async fn() {
    await withTempDir(async (dir) => {
      const kvPath = `${dir}/store.kv`;
      const shown = await importOnTerminal(
        ["--business", `${F}/business.json`, ...PAGES],
        kvPath,
      );
      assert.equal(shown.code, 0, shown.text);
      // The line is redrawn in place: a carriage return, then "erase line".
      const redraw = "\r\x1b[2K";
      const lines = shown.text.split(redraw).slice(1);
      assert.ok(lines.some((line) => /^reading, \d+\.\d s/.test(line)));
      assert.ok(
        lines.some((line) =>
          /^analysing \d+ of 6 reviews, \d+\.\d s/.test(line)
        ),
        JSON.stringify(lines),
      );
      assert.match(shown.text, /6 added, 0 updated, 0 removed, 0 unchanged/);
      const quiet = await importOnTerminal(["--quiet", ...PAGES], kvPath);
      assert.equal(quiet.code, 0, quiet.text);
      assert.ok(!quiet.text.includes(redraw), quiet.text);
      assert.match(quiet.text, /nothing written/);
    });
  },
});
