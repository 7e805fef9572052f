import { runMcpBench } from "./bench/mcp_bench.ts"; await runMcpBench({ seconds: 2, rounds: 3 });
