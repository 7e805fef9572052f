/**
 * The README's shell examples, read as the tests run them: fenced `sh`
 * blocks by section, each command's expected output in the `# → ` lines that
 * follow it.
 *
 * @module
 */
import { ROOT_PATH } from "./data.ts";
import { type ProcessResult, runToCompletion } from "./process.ts";

/** A fenced code block of the README. */
export interface ReadmeBlock {
  /** The `##` and `###` headings it stands under, e.g. `The API at a glance`. */
  section: string;
  /** The nearest `###` heading, or the `##` one when there is none. */
  subsection: string;
  /** The info string: `sh`, `text`, … */
  language: string;
  /** The block's lines, without the fences. */
  lines: string[];
}

/** Reads the README's fenced blocks in order. */
export async function readmeBlocks(): Promise<ReadmeBlock[]> {
  const text = await Deno.readTextFile(`${ROOT_PATH}README.md`);
  const blocks: ReadmeBlock[] = [];
  let section = "";
  let subsection = "";
  let open: ReadmeBlock | null = null;
  for (const line of text.split("\n")) {
    if (open) {
      if (line.startsWith("```")) {
        blocks.push(open);
        open = null;
      } else open.lines.push(line);
      continue;
    }
    if (line.startsWith("## ")) section = subsection = line.slice(3).trim();
    else if (line.startsWith("### ")) subsection = line.slice(4).trim();
    else if (line.startsWith("```")) {
      open = { section, subsection, language: line.slice(3).trim(), lines: [] };
    }
  }
  return blocks;
}

/** The README's text (for the prose around the blocks). */
export function readmeText(): Promise<string> {
  return Deno.readTextFile(`${ROOT_PATH}README.md`);
}

/** What a block's commands must print: its `# → ` lines, in order. */
export function expectedOutput(block: ReadmeBlock): string[] {
  return block.lines.filter((line) => line.startsWith("# → "))
    .map((line) => line.slice(4));
}

/** The block as a script: its lines without the `# → ` ones. */
export function script(block: ReadmeBlock): string {
  return block.lines.filter((line) => !line.startsWith("# → ")).join("\n");
}

/** A directory list without any folder that holds a `deno` executable. */
export function pathWithoutDeno(path: string): string {
  return path.split(":").filter((dir) => {
    try {
      Deno.statSync(`${dir}/deno`);
      return false;
    } catch {
      return true;
    }
  }).join(":");
}

/** Runs `script` with bash in `cwd`; stdout, stderr and the exit code. */
export function runBash(
  scriptText: string,
  options: { cwd: string; env: Record<string, string> },
): Promise<ProcessResult> {
  return runToCompletion(
    "bash",
    ["-e", "-o", "pipefail", "-c", scriptText],
    options,
  );
}
