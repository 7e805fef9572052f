/**
 * The README works as written: its quick start (`npx -y deno@2 task start`,
 * run with no terminal and no `deno` on PATH) on a fresh copy of the
 * project, the page it tells you to open, every example whose output it
 * shows (`# → ` lines) against that server, and the WebSub try-out with
 * `deno task subscriber`. Only the port numbers are changed (free ports
 * instead of 8000 and 8443).
 *
 * Needs bash, curl and jq, as the README does; the first `npx -y deno@2`
 * downloads Deno from the npm registry.
 */
import assert from "node:assert/strict";
import { subprocessEnv } from "../helpers/process.ts";
import { START_DEADLINE_MS } from "../helpers/wait.ts";
import { copyProject, startCommand } from "../helpers/project_copy.ts";
import {
  expectedOutput,
  pathWithoutDeno,
  type ReadmeBlock,
  readmeBlocks,
  readmeText,
  runBash,
  script,
} from "../helpers/readme.ts";

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/**
 * A line the README shows as output, as a pattern: `…`, times and byte
 * counts stand for anything (the pushed feed's size depends on the port
 * numbers in its URLs: 8000 there, a free port here).
 */
function shownLine(line: string, ports: Record<string, number>): RegExp {
  let source = line.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const [from, to] of Object.entries(ports)) {
    source = source.replaceAll(from, String(to));
  }
  source = source.replace(/\S*…\S*/g, "\\S+")
    .replace(/^\d\d:\d\d:\d\d /, "\\d\\d:\\d\\d:\\d\\d ")
    .replace(/\b\d+ bytes\b/g, "\\d+ bytes");
  return new RegExp(source);
}

/** Runs a block with `localhost:8000` on `port`; asserts its `# → ` lines. */
async function runChecked(
  block: ReadmeBlock,
  options: { cwd: string; env: Record<string, string>; port: number },
): Promise<void> {
  const text = script(block).replaceAll(
    "localhost:8000",
    `localhost:${options.port}`,
  );
  const result = await runBash(text, options);
  assert.equal(result.code, 0, `${text}\n${result.stderr}`);
  assert.deepEqual(
    result.stdout.trimEnd().split("\n"),
    expectedOutput(block),
    text,
  );
}

Deno.test("README quick start, page and examples work as written (npx, no terminal, no deno on PATH)", async () => {
  const blocks = await readmeBlocks();
  const quick = blocks.filter((block) =>
    block.section === "Try it in one minute"
  );
  const command = quick[0].lines[0].replace(/\s+#.*$/, "").trim();
  assert.equal(command, "npx -y deno@2 task start");

  await using copy = await copyProject();
  const port = freePort();
  const env = subprocessEnv({
    PATH: pathWithoutDeno(Deno.env.get("PATH") ?? ""),
    PORT: String(port),
  });
  const where = await runBash("command -v deno || true", {
    cwd: copy.dir,
    env,
  });
  assert.equal(where.stdout.trim(), "", "deno is on the test's PATH");

  await using start = startCommand("bash", ["-c", command], {
    cwd: copy.dir,
    env,
  });
  await start.waitFor(/Listening on http:\/\/\S+/, 300_000);
  // The start message is the one the README shows.
  const shown = quick.find((block) => block.language === "text")!;
  for (const line of shown.lines) {
    assert.match(start.output(), shownLine(line, { "8000": port }));
  }

  // The page the README says to open, then `/` (an HTML page once the
  // service has one; until then the JSON 404 every unknown path gets).
  const readme = await readmeText();
  const open = /Open <http:\/\/localhost:8000(\/[^>]*)>/.exec(readme);
  assert.ok(open, "the README says which page to open");
  const page = await fetch(`http://localhost:${port}${open[1]}`, {
    headers: { accept: "text/html,*/*" },
  });
  assert.equal(page.status, 200);
  const body = await page.text();
  if (page.headers.get("content-type")?.startsWith("text/html")) {
    assert.match(body, /<html/i);
  } else assert.equal(JSON.parse(body).reviews.length, 789);
  const dataset = await fetch(`http://localhost:${port}/reviews.json`);
  assert.equal(dataset.status, 200);
  assert.equal((await dataset.json()).aggregate_rating.review_count, 789);
  const root = await fetch(`http://localhost:${port}/`, {
    headers: { accept: "text/html" },
  });
  const rootBody = await root.text();
  if (root.headers.get("content-type")?.startsWith("text/html")) {
    assert.equal(root.status, 200);
  } else {
    assert.equal(root.status, 404);
    assert.equal(JSON.parse(rootBody).error, "not_found");
  }

  // Every example that shows its output, except the WebSub try-out (which
  // needs the subscriber: next test).
  const checked = blocks.filter((block) =>
    block.language === "sh" && expectedOutput(block).length > 0 &&
    block.subsection !== "WebSub: try it locally"
  );
  assert.ok(checked.length >= 6, `only ${checked.length} checked examples`);
  for (const block of checked) {
    await runChecked(block, { cwd: copy.dir, env, port });
  }
  // Ctrl-C (here SIGTERM to the whole process group) stops the service.
  await start.stop();
  await assert.rejects(() => Deno.connect({ hostname: "127.0.0.1", port }));
});

Deno.test("README WebSub try-out: deno task subscriber receives the pushed feed", async () => {
  const blocks = (await readmeBlocks()).filter((block) =>
    block.subsection === "WebSub: try it locally"
  );
  const sh = blocks.filter((block) => block.language === "sh");
  assert.equal(sh.length, 4, "subscriber, start, subscribe, import");
  const [subscriberBlock, startBlock, subscribeBlock, importBlock] = sh;

  await using copy = await copyProject();
  const port = freePort();
  const subscriberPort = freePort();
  const denoDir = Deno.execPath().slice(0, Deno.execPath().lastIndexOf("/"));
  const env = subprocessEnv({
    PATH: `${denoDir}:${Deno.env.get("PATH") ?? ""}`,
    PORT: String(port),
  });
  const withPorts = (text: string) =>
    text.replaceAll("localhost:8000", `localhost:${port}`)
      .replaceAll("8443", String(subscriberPort));

  assert.equal(script(subscriberBlock).trim(), "deno task subscriber");
  await using subscriber = startCommand(
    "bash",
    ["-c", `${script(subscriberBlock).trim()} --port ${subscriberPort}`],
    { cwd: copy.dir, env },
  );
  await subscriber.waitFor(/WebSub subscriber listening on https:\S+/, 120_000);

  await using server = startCommand("bash", [
    "-c",
    withPorts(script(startBlock).trim()),
  ], { cwd: copy.dir, env });
  await server.waitFor(/Listening on http:\/\/\S+/, 300_000);

  await runChecked(
    { ...subscribeBlock, lines: subscribeBlock.lines.map(withPorts) },
    { cwd: copy.dir, env, port },
  );
  // A first start verifies once its import of the sample is done: seconds
  // on a quiet machine, far longer on a loaded one.
  await subscriber.waitFor(/verification: subscribe /, START_DEADLINE_MS);

  const imported = await runBash(script(importBlock), { cwd: copy.dir, env });
  assert.equal(imported.code, 0, imported.stderr);
  await subscriber.waitFor(
    /notification:[^\n]*\n[^\n]*\n[^\n]*notification:[^\n]*\n[^\n]*\n/,
    60_000,
  );
  // What the README shows the subscriber printing.
  const shown = blocks.find((block) => block.language === "text")!;
  for (const line of shown.lines) {
    assert.match(
      subscriber.output(),
      shownLine(line, { "8000": port, "8443": subscriberPort }),
    );
  }
  // The log line "Bring your reviews" promises, for each new version.
  assert.match(
    server.output(),
    /serving new version \S+: 2 reviews \(1 unverified left out\)/,
  );
  assert.match(
    server.output(),
    /serving new version \S+: 789 reviews \(11 unverified left out\)/,
  );
  await server.stop();
  await subscriber.stop();
  await assert.rejects(() => Deno.connect({ hostname: "127.0.0.1", port }));
});
