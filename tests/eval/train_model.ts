/**
 * Trains the aspect model (`lib/analysis/aspect_model.json`) on every
 * labelled set of this folder (`aspect_training.ts`).
 *
 * `deno task train` writes the model; `deno task train --cv` instead
 * cross-validates it by batch, `--cv=group` holds the other author's
 * batches out together and `--cv=round` each round of new voices
 * (`cross_validate.ts`).
 *
 * @module
 */
import { buildExamples, loadAll, train } from "./aspect_training.ts";
import { crossValidate } from "./cross_validate.ts";

const MODEL_FILE = new URL(
  "../../lib/analysis/aspect_model.json",
  import.meta.url,
);

if (import.meta.main) {
  const cv = Deno.args.find((arg) => arg === "--cv" || arg.startsWith("--cv="));
  if (cv !== undefined) {
    await crossValidate(
      cv === "--cv=group" ? "group" : cv === "--cv=round" ? "round" : "batch",
    );
  } else {
    const { sentences, extractors } = await loadAll();
    const examples = buildExamples(sentences, extractors);
    const model = train(examples);
    let size = 0;
    for (const table of Object.values(model.weights)) size += table.length;
    const json = JSON.stringify(model) + "\n";
    await Deno.writeTextFile(MODEL_FILE, json);
    console.log(
      `trained on ${examples.length} labelled items; ${model.features.length} features, ${size} weight rows, ${
        (json.length / 1024).toFixed(0)
      } KiB; wrote ${MODEL_FILE.pathname}`,
    );
  }
}
