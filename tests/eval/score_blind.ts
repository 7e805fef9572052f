/**
 * Scores a new blind batch once and records the first score in
 * `blind_log.json`, before anybody looks at the analyser's output on it
 * (see README.md, "Held-out protocol"). A batch that is already in the log
 * is never scored again by this script: the first score stays the record.
 *
 * Usage: `deno task eval:first blind7 "HVAC, short mobile reviews"`
 *
 * @module
 */
import { EVAL_SETS, type EvalSetName, runEval } from "./run_eval.ts";

/** One entry of the blind log. */
export interface BlindLogEntry {
  /** Set name in `EVAL_SETS`. */
  batch: string;
  /** File of the labelled batch. */
  file: string;
  /** What the batch is (voices, trades, businesses). */
  description: string;
  /** When it was first scored (ISO 8601). */
  date: string;
  /** Number of labelled items. */
  sentences: number;
  /** Git commit of the analyser that was scored. */
  commit: string;
  /** First scores. */
  pairF1: number;
  /** Aspect-detection F1 (sentiment ignored). */
  aspectF1: number;
  /** Sentiment accuracy on correctly detected aspects. */
  sentimentAccuracy: number;
  /** Technician F1. */
  technicianF1: number;
  /** Service F1. */
  serviceF1: number;
}

/** The log's location. */
export const BLIND_LOG = new URL("blind_log.json", import.meta.url);

/** Reads the blind log (empty when missing). */
export async function readBlindLog(): Promise<BlindLogEntry[]> {
  try {
    return JSON.parse(await Deno.readTextFile(BLIND_LOG)) as BlindLogEntry[];
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return [];
    throw error;
  }
}

async function headCommit(): Promise<string> {
  const output = await new Deno.Command("git", {
    args: ["rev-parse", "--short", "HEAD"],
    stdout: "piped",
    stderr: "null",
  }).output();
  return new TextDecoder().decode(output.stdout).trim() || "unknown";
}

if (import.meta.main) {
  const [batch, description = ""] = Deno.args;
  if (!batch || !(batch in EVAL_SETS)) {
    console.error(
      `usage: score_blind.ts <batch> "<description>"; batch one of ${
        Object.keys(EVAL_SETS).join(", ")
      }`,
    );
    Deno.exit(2);
  }
  const log = await readBlindLog();
  const known = log.find((entry) => entry.batch === batch);
  if (known) {
    console.error(
      `${batch} was first scored on ${known.date}: pair F1 ${known.pairF1}; not scored again`,
    );
    Deno.exit(1);
  }
  const result = await runEval({ sets: [batch as EvalSetName] });
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const entry: BlindLogEntry = {
    batch,
    file: EVAL_SETS[batch as EvalSetName],
    description,
    date: new Date().toISOString(),
    sentences: result.sentences,
    commit: await headCommit(),
    pairF1: round(result.pairs.f1),
    aspectF1: round(result.aspects.f1),
    sentimentAccuracy: round(result.sentimentAccuracy),
    technicianF1: round(result.technicians.f1),
    serviceF1: round(result.services.f1),
  };
  log.push(entry);
  await Deno.writeTextFile(BLIND_LOG, JSON.stringify(log, null, 2) + "\n");
  console.log(JSON.stringify(entry, null, 2));
}
