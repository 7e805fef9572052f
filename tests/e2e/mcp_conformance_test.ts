/**
 * The official MCP conformance suite (npm @modelcontextprotocol/conformance,
 * `server` mode) against the endpoint, for both generations (the scenarios
 * revision 2026-07-28 requires, and those 2025-11-25 requires), with the
 * committed baseline of scenarios that need the suite's own fixture tools,
 * resources or prompts.
 */
import assert from "node:assert/strict";
import { ROOT_PATH, startMcpServer } from "../helpers/mcp.ts";
import { subprocessEnv } from "../helpers/process.ts";
import { CONFORMANCE_PACKAGE } from "../helpers/dev_deps/packages.ts";

const BASELINE = `${ROOT_PATH}tests/fixtures/conformance-baseline.yml`;

/** Scenarios of each generation that apply to this server: each must pass. */
const MUST_PASS: Record<string, string[]> = {
  "2026-07-28": [
    "tools-list",
    "resources-list",
    "prompts-list",
    "sep-2164-resource-not-found",
    "caching",
    "dns-rebinding-protection",
    "server-sse-multiple-streams",
    "input-required-result-unsupported-methods",
    "input-required-result-validate-input",
    "http-header-validation",
  ],
  "2025-11-25": [
    "server-initialize",
    "server-session-lifecycle",
    "logging-set-level",
    "ping",
    "tools-list",
    "resources-list",
    "prompts-list",
    "server-sse-multiple-streams",
    "dns-rebinding-protection",
  ],
};

/** Runs the suite's server scenarios of one revision; returns its summary. */
async function runSuite(mcpUrl: string, revision: string): Promise<string> {
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
        mcpUrl,
        "--requirements",
        revision,
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
    assert.equal(
      output.code,
      0,
      `${revision}\n${summary}\n${stderr.slice(-2000)}`,
    );
    return summary;
  } finally {
    await Deno.remove(cwd, { recursive: true });
  }
}

for (const revision of Object.keys(MUST_PASS)) {
  Deno.test(`MCP conformance suite, ${revision}: applicable scenarios pass, baseline holds`, async () => {
    await using server = await startMcpServer();
    const summary = await runSuite(server.mcpUrl, revision);
    for (const scenario of MUST_PASS[revision]) {
      assert.match(
        summary,
        new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`),
        `${revision} ${scenario}`,
      );
    }
  });
}
