/**
 * The progress line of a long import on a terminal: the phase, reviews
 * analysed of the total and the time elapsed, redrawn in place.
 *
 * @module
 */
import type { ImportProgress } from "./import_inputs.ts";

/** A progress reporter: `report` redraws the line, `end` clears it. */
export interface ProgressLine {
  /** Shows the progress. */
  report(progress: ImportProgress): void;
  /** Clears the line. */
  end(): void;
}

/** The text of one progress line. */
export function formatProgress(
  progress: ImportProgress,
  elapsedMs: number,
): string {
  const counts = progress.total === undefined
    ? ""
    : ` ${(progress.done ?? 0).toLocaleString("en-US")} of ${
      progress.total.toLocaleString("en-US")
    } reviews`;
  return `${progress.phase}${counts}, ${(elapsedMs / 1000).toFixed(1)} s`;
}

/**
 * A progress line on `stream` (a terminal), redrawn at most every
 * `intervalMs`; a no-op reporter when `enabled` is false.
 */
export function createProgressLine(
  stream: { writeSync(bytes: Uint8Array): number },
  options: { enabled: boolean; intervalMs?: number; now?: () => number },
): ProgressLine {
  if (!options.enabled) return { report() {}, end() {} };
  const now = options.now ?? performance.now.bind(performance);
  const started = now();
  const encoder = new TextEncoder();
  let lastDrawn = -Infinity;
  let lastPhase = "";
  let drawn = false;
  return {
    report(progress) {
      const at = now();
      if (
        progress.phase === lastPhase &&
        at - lastDrawn < (options.intervalMs ?? 100)
      ) return;
      lastDrawn = at;
      lastPhase = progress.phase;
      drawn = true;
      stream.writeSync(
        encoder.encode(`\r\x1b[2K${formatProgress(progress, at - started)}`),
      );
    },
    end() {
      if (drawn) stream.writeSync(encoder.encode("\r\x1b[2K"));
    },
  };
}
