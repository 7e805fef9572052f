/**
 * `deno task import [--format F] [--business FILE] [--replace]
 * [--location NAME] [--quiet] PATH…`: reads files of our own format or of a
 * review platform and publishes the result as one new dataset version.
 * Exit code 1 and nothing written on bad input, a usage error included (the
 * contract's "bad input: exit code 1") and a configuration error; 0 for
 * `--help`.
 *
 * @module
 */
import { parseArgs } from "node:util";
import { FORMAT_NAMES, isFormatName } from "./lib/dataset/formats/mod.ts";
import {
  importInputs,
  type ImportOutcome,
} from "./lib/dataset/import_inputs.ts";
import { runOnStore } from "./lib/dataset/cli_run.ts";
import { createProgressLine } from "./lib/dataset/progress_line.ts";

const USAGE =
  `usage: deno task import [--format F] [--business FILE] [--replace] [--location NAME] [--quiet] PATH…
  PATH             a file (or a Google Takeout .zip or folder); several are one version
  --format F       ${
    FORMAT_NAMES.join(", ")
  } (detected from the content when absent)
  --business FILE  the business (JSON in the shape of business in /reviews.json);
                   required when the store is empty and the files are a platform's
  --replace        drop the current reviews of the files' sources first
                   (for complete exports: what the platform removed goes here too)
  --location NAME  the location to import from a Takeout export of several
  --quiet          print only the outcome`;

/** The outcome line(s) of an import. */
export function describeOutcome(label: string, outcome: ImportOutcome): string {
  const { counts } = outcome;
  const unverified = counts.unverified > 0
    ? `; ${counts.unverified} unverified record(s) left out`
    : "";
  const head = outcome.status === "unchanged"
    ? `${label}: same content as the current version ${outcome.pointer.version}; nothing written${unverified}`
    : `${label}: published version ${outcome.pointer.version} with ${outcome.reviewCount} review(s)${unverified}`;
  const parts = [
    `${counts.added} added`,
    `${counts.updated} updated`,
    `${counts.removed} removed`,
    `${counts.unchanged} unchanged`,
    `${counts.unverified} left out as unverified`,
  ];
  if (counts.taken_down > 0) {
    parts.push(`${counts.taken_down} left out as taken down`);
  }
  return `${head}\n${parts.join(", ")}`;
}

async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        format: { type: "string" },
        business: { type: "string" },
        replace: { type: "boolean", default: false },
        location: { type: "string" },
        quiet: { type: "boolean", short: "q", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length === 0) {
    console.error(`no file given\n${USAGE}`);
    return 1;
  }
  if (values.format !== undefined && !isFormatName(values.format)) {
    console.error(
      `--format ${values.format}: unknown format; the formats are ${
        FORMAT_NAMES.join(", ")
      }\n${USAGE}`,
    );
    return 1;
  }
  const label = positionals.join(" ");
  const progress = createProgressLine(Deno.stderr, {
    enabled: !values.quiet && Deno.stderr.isTerminal(),
  });
  return await runOnStore(async (kv) => {
    const outcome = await importInputs(kv, positionals, {
      format: values.format as typeof FORMAT_NAMES[number] | undefined,
      businessFile: values.business,
      replace: values.replace,
      location: values.location,
      onProgress: progress.report,
    });
    progress.end();
    return describeOutcome(label, outcome);
  }, { onFailure: progress.end });
}

if (import.meta.main) Deno.exit(await main(Deno.args));
