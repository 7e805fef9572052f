/**
 * Deterministic generator of the sample dataset (`data/reviews.json`): one
 * fictional plumbing, HVAC and electrical company with its catalogue and a
 * few hundred (or, for benchmarks, a hundred thousand) reviews composed from
 * many sentence fragments, with ratings, owner replies and sources drawn from
 * realistic distributions.
 *
 * The same options always give the same bytes: the randomness comes from a
 * seeded mulberry32 generator (`data/generator/rng.ts`), never from
 * `Math.random`. This file is the command line; the generator lives in
 * `data/generator/` (`mod.ts` its entry, the phrase tables in `phrases_*.ts`,
 * the business in `business.ts`, the catalogue in `catalogue.ts`).
 *
 * ```sh
 * deno run --allow-write --allow-read data/generate.ts [--count N] [--seed S] [--out FILE]
 * ```
 *
 * @module
 */
import {
  DEFAULT_COUNT,
  DEFAULT_OUT,
  DEFAULT_SEED,
  generateDataset,
  serializeDataset,
} from "./generator/mod.ts";

export * from "./generator/mod.ts";

const USAGE =
  `Usage: deno run --allow-write --allow-read data/generate.ts [--count N] [--seed S] [--out FILE]

  --count N   number of reviews (default ${DEFAULT_COUNT})
  --seed S    integer seed (default ${DEFAULT_SEED})
  --out FILE  output file (default ${DEFAULT_OUT}); "-" writes to stdout
`;

/** Parses the command line; throws an Error with a message on bad input. */
function parseArgs(
  args: readonly string[],
): { count: number; seed: number; out: string; help: boolean } {
  const result = {
    count: DEFAULT_COUNT,
    seed: DEFAULT_SEED,
    out: DEFAULT_OUT,
    help: false,
  };
  for (let i = 0; i < args.length; i++) {
    let arg = args[i];
    let value: string | undefined;
    const eq = arg.indexOf("=");
    if (arg.startsWith("--") && eq > 0) {
      value = arg.slice(eq + 1);
      arg = arg.slice(0, eq);
    }
    if (arg === "--help" || arg === "-h") {
      result.help = true;
      continue;
    }
    if (arg !== "--count" && arg !== "--seed" && arg !== "--out") {
      throw new Error(`unknown argument: ${args[i]}`);
    }
    if (value === undefined) {
      value = args[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
    }
    if (arg === "--out") {
      if (value === "") throw new Error("--out needs a file name");
      result.out = value;
      continue;
    }
    if (!/^-?\d+$/.test(value)) {
      throw new Error(`${arg} must be an integer, got "${value}"`);
    }
    const n = Number(value);
    if (arg === "--count") {
      if (!Number.isSafeInteger(n) || n < 0) {
        throw new Error(`--count must be a non-negative integer`);
      }
      result.count = n;
    } else {
      if (!Number.isSafeInteger(n)) throw new Error(`--seed is too large`);
      result.seed = n;
    }
  }
  return result;
}

/** Runs the command line. */
async function main(args: readonly string[]): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(args);
  } catch (error) {
    console.error(`error: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.help) {
    console.log(USAGE);
    return 0;
  }
  const started = performance.now();
  const dataset = generateDataset({ count: parsed.count, seed: parsed.seed });
  const content = serializeDataset(dataset);
  if (parsed.out === "-") {
    await Deno.stdout.write(new TextEncoder().encode(content));
    return 0;
  }
  await Deno.writeTextFile(parsed.out, content);
  const ms = Math.round(performance.now() - started);
  console.error(
    `wrote ${dataset.reviews.length} reviews (seed ${parsed.seed}) to ${parsed.out} in ${ms} ms`,
  );
  return 0;
}

if (import.meta.main) {
  Deno.exit(await main(Deno.args));
}
