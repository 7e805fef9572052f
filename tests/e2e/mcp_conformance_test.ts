/**
 * The official MCP conformance suite (npm @modelcontextprotocol/conformance,
 * `server` mode) against the endpoint, with the committed baseline of
 * scenarios that need the suite's own fixture tools, resources or prompts.
 */
import assert from "node:assert/strict";
import { ROOT_PATH, startMcpServer } from "../helpers/mcp.ts";
import { subprocessEnv } from "../helpers/process.ts";
import { CONFORMANCE_PACKAGE } from "../helpers/dev_deps.ts";

const BASELINE = `${ROOT_PATH}tests/fixtures/conformance-baseline.yml`;

/** Scenarios that apply to this server: each must pass. */
const MUST_PASS = [
  "server-initialize",
  "logging-set-level",
  "ping",
  "tools-list",
  "resources-list",
  "prompts-list",
  "server-sse-multiple-streams",
  "dns-rebinding-protection",
];

Deno.test("MCP conformance suite: applicable scenarios pass, baseline holds", async () => {
  const server = await startMcpServer();
  // Outside the project, so that the run leaves deno.json, the lock file and
  // node_modules alone.
  const cwd = await Deno.makeTempDir({ prefix: "mcp_conformance_" });
  try {
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        CONFORMANCE_PACKAGE,
        "server",
        "--url",
        server.mcpUrl,
        "--expected-failures",
        BASELINE,
      ],
      cwd,
      env: subprocessEnv({}),
      clearEnv: true,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const timer = setTimeout(() => child.kill("SIGKILL"), 240_000);
    const output = await child.output();
    clearTimeout(timer);
    const stdout = new TextDecoder().decode(output.stdout);
    const stderr = new TextDecoder().decode(output.stderr);
    const summary = stdout.slice(stdout.lastIndexOf("=== SUMMARY ==="));
    assert.equal(output.code, 0, `${summary}\n${stderr.slice(-2000)}`);
    for (const scenario of MUST_PASS) {
      assert.match(
        summary,
        new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`),
        scenario,
      );
    }
  } finally {
    await Deno.remove(cwd, { recursive: true });
    await server.close();
  }
});
