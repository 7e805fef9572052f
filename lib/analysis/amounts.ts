/**
 * Money amounts in a sentence: whether there is one, and what two of them
 * compared say about the price (cheaper than elsewhere, dearer than
 * quoted).
 *
 * @module
 */
import type { CueHit } from "./cues.ts";
import type { SentenceView } from "./sentence_view.ts";

const CURRENCY = new Set(["$", "£", "€"]);
const AMOUNT_UNITS = new Set(["quid", "dollars", "bucks", "pounds", "k"]);
const AMOUNT_NUMBER = /^\d[\d,]*(\.\d+)?k?$/;
/** Words that make an amount another company's ("quoted $900 elsewhere"). */
const OTHERS_WORDS = new Set([
  "elsewhere",
  "other",
  "others",
  "another",
  "competitor",
  "competitors",
  "dealer",
  "opinion",
  "else",
]);
/** Words that make an amount an earlier quote ("quoted $380"). */
const QUOTE_WORDS = new Set([
  "quote",
  "quoted",
  "estimate",
  "estimated",
  "expected",
  "budget",
  "budgeted",
  "originally",
  "initially",
]);
/** Words that make an amount what was finally paid ("invoiced $610"). */
const FINAL_WORDS = new Set([
  "invoice",
  "invoiced",
  "bill",
  "billed",
  "charged",
  "paid",
  "final",
  "total",
  "ended",
]);

/**
 * Compares money amounts of a sentence: the business's amount against
 * another company's, or the final bill against the quote. Returns the
 * price sentiment (+1 cheaper, -1 dearer) or 0 when nothing is compared.
 */
export function compareAmounts(sv: SentenceView): number {
  const { tokens, view, segments } = sv;
  const amounts: Array<{ value: number; role: string }> = [];
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    if (!AMOUNT_NUMBER.test(token.text)) continue;
    const before = p > 0 ? tokens[view[p - 1]].text : "";
    const after = p + 1 < view.length ? tokens[view[p + 1]].norm : "";
    if (!CURRENCY.has(before) && !AMOUNT_UNITS.has(after)) continue;
    let value = Number(token.text.replace(/[,k]/g, ""));
    if (after === "k" || token.text.endsWith("k") || after === "grand") {
      value *= 1000;
    }
    let role = "own";
    const [from, to] = sv.segmentBounds[segments[p]];
    for (let q = from; q <= to; q++) {
      const norm = tokens[view[q]].norm;
      if (OTHERS_WORDS.has(norm)) {
        role = "others";
        break;
      }
      if (QUOTE_WORDS.has(norm)) role = "quote";
      else if (FINAL_WORDS.has(norm) && role !== "quote") role = "final";
    }
    amounts.push({ value, role });
  }
  if (amounts.length < 2) return 0;
  const others = amounts.find((amount) => amount.role === "others");
  const own = amounts.find((amount) => amount.role !== "others");
  if (others && own) return Math.sign(others.value - own.value);
  const quote = amounts.find((amount) => amount.role === "quote");
  const final = amounts.find((amount) => amount.role === "final");
  if (quote && final) return Math.sign(quote.value - final.value);
  return 0;
}

/** Whether a money amount is in the segment of one of the hits. */
export function hasAmount(sv: SentenceView, hits: readonly CueHit[]): boolean {
  const segments = new Set(hits.map((hit) => hit.segment));
  return sv.view.some((tokenIndex, position) =>
    segments.has(sv.segments[position]) &&
    (sv.tokens[tokenIndex].text === "$" ||
      /^\$?\d[\d,.]*$/.test(sv.tokens[tokenIndex].text))
  );
}
