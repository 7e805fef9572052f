/**
 * The names a reviewer gives an aspect when rating it ("Timeliness",
 * "value for money", "puntualidad", "⏰"), in English, in the languages the
 * lexicon reads and as emoji, for the sub-rating reader
 * (`sub_ratings.ts`).
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import type { SentenceView } from "./sentence_view.ts";
import { LANGUAGE_SUB_RATING_LABELS } from "./lexicon_languages.ts";

/** Names a reviewer gives an aspect when rating it. */
export const LABELS: ReadonlyMap<string, AspectId> = new Map([
  ["punctuality", "punctuality"],
  ["timeliness", "punctuality"],
  ["promptness", "punctuality"],
  ["arrival", "punctuality"],
  ["timekeeping", "punctuality"],
  ["scheduling", "scheduling"],
  ["availability", "scheduling"],
  ["responsiveness", "scheduling"],
  ["response", "scheduling"],
  ["booking", "scheduling"],
  ["communication", "communication"],
  ["professionalism", "professionalism"],
  ["courtesy", "professionalism"],
  ["friendliness", "professionalism"],
  ["manners", "professionalism"],
  ["attitude", "professionalism"],
  ["cleanliness", "cleanliness"],
  ["tidiness", "cleanliness"],
  ["cleanup", "cleanliness"],
  // The adjective as a name: "clean 2/5", "on time 5/5, clean 2/5".
  ["clean", "cleanliness"],
  ["quality", "quality"],
  ["workmanship", "quality"],
  ["work", "quality"],
  ["expertise", "expertise"],
  ["knowledge", "expertise"],
  ["skill", "expertise"],
  ["price", "price"],
  ["pricing", "price"],
  ["value", "price"],
  ["cost", "price"],
  ["honesty", "honesty"],
  ["transparency", "honesty"],
  // Emoji that name an aspect in a row of marks ("⏰✅ 🧼❌ 💸👍").
  ["⏰", "punctuality"],
  ["🧼", "cleanliness"],
  ["🧹", "cleanliness"],
  ["💸", "price"],
  ["💰", "price"],
  ["💵", "price"],
  ...LANGUAGE_SUB_RATING_LABELS,
]);

/** Words that may end an aspect's name ("value for money", "work product"). */
export const NAME_ENDS: ReadonlyMap<string, readonly string[]> = new Map([
  ["value", ["for", "money"]],
  ["work", ["product"]],
  ["response", ["time"]],
  ["clean", ["up"]],
]);

/** Marks allowed between a name and its score ("Value: 4/5", "Value — 4/5"). */
export const SEPARATORS = new Set([":", "-", "–", "—", "=", "|"]);

/** The normal form of the word at view position `p`, or "" past the end. */
export function wordAt(sv: SentenceView, p: number): string {
  return p >= 0 && p < sv.view.length ? sv.tokens[sv.view[p]].norm : "";
}
