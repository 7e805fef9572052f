/**
 * Guaraní judging words, as Paraguayans write Jopara: Guaraní mixed with
 * Paraguayan Spanish and English ("ikatupyry añete", "ha ndahepýi!",
 * "oguahẽ tarde ha ndohenói voi", "ipy'aporã", "dejó todo potĩ",
 * "ñembotavy pura", "vaieterei"). English and Spanish cues cannot see
 * them, so such a review lost its aspects. They are cues like the English
 * ones (`lexicon.ts` describes the entries): the rules read them as they
 * read English, and the trained model weighs them by the cue-kind
 * features it learned from English. The Spanish half of Jopara is read by
 * the Spanish module (`lexicon_spanish.ts`).
 *
 * Guaraní builds its verbs from a person prefix ("o-" he, she or they,
 * "a-" I, "ro-" we) and suffixes ("-pa" all, "-kuri" earlier, "-ma"
 * already, "-hikuái" they), and negates with a circumfix: "nd-…-i"
 * ("ohenói" called, "ndohenói" did not call; "ndombohováiri" did not
 * answer; "hepy" dear, "ndahepýi" not dear). Each form is a word of its
 * own, so the entries (`lexicon_guarani_cues.ts`) list the common ones as
 * alternatives, and the negated forms are cues with a fixed polarity
 * (`F`). "Ndaha'éi" (it is not) and "ndaipóri" (there is no) stand before
 * what they negate, as English "not" and "no" do, and are negators.
 * Intensity is a suffix or a word after ("-iterei", "-eterei", "añete",
 * "asy"), so the strong forms are written out and there are no
 * intensifiers.
 *
 * Spelling: entries are written once, with the tilde of the nasal vowels
 * ("potĩ", "oguahẽ"), the acute of the stress ("ndahepýi") and the
 * straight apostrophe of the glottal stop ("py'aporã"); `guaraniSpellings`
 * adds the forms typed without them or with a typographic apostrophe, and
 * writes each as the tokeniser splits it: an apostrophe before "ẽ" or "ỹ"
 * and a hyphen stand apart ("ñe ' ẽ", "hepy - hepy").
 *
 * Short words that are English, Spanish or another language's stay inside
 * phrases: "ha" (and), "ou" (came; French "or"), "vai" (bad; Portuguese
 * "goes"), "ko" (this), "pe" (at), "voi" (early; also "even"), "porã"
 * (good, well, after a verb), "ky'a" (dirty, also of a filter that was
 * the fault: "ohechauka la filtro ky'a"), "pya'e" (quickly: of coming it is
 * scheduling, of seeing the fault expertise), "tarde" (Spanish).
 * "Oguahẽ voi" is came early; "ndohenói voi" is did not even call.
 * "Ndoikói" alone is "does not work", said of the fault before the work
 * too ("omyesakã mba'érepa ndoikói"), so only "ndoikói gueteri" (still
 * not) judges the work. "Katu" opens a contrast; "ha" and "upéi" (then)
 * join clauses.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { byAspect, phraseWords, withoutAccents } from "./lexicon_spellings.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";
import { GUARANI_CUES, GUARANI_GENERAL } from "./lexicon_guarani_cues.ts";

/**
 * A written form as the tokeniser splits it: a hyphen stands apart, and
 * so does an apostrophe before a letter of the Latin Extended Additional
 * block ("ñe'ẽ" is "ñe ' ẽ", "hepy'ỹ" is "hepy ' ỹ").
 */
function asTokenised(form: string): string {
  return form.replaceAll("-", " - ").replace(
    /(['’])([\u1e00-\u1eff])/g,
    " $1 $2",
  );
}

/** The spellings of one word or phrase (`guaraniSpellings`). */
function spelt(alternative: string): string[] {
  const written = alternative.replaceAll("g̃", "g");
  const forms = new Set<string>();
  for (const form of [written, withoutAccents(written)]) {
    for (const apostrophe of ["'", "’"]) {
      forms.add(asTokenised(form.replaceAll("'", apostrophe)));
    }
  }
  return [...forms];
}

/**
 * A Guaraní entry with its spellings: each alternative also without its
 * tildes and accents and with a typographic apostrophe, each as the
 * tokeniser splits it. A brace group of single words, as every form of a
 * bare element, becomes one element's alternatives, so a spelling costs no
 * pattern of its own.
 *
 * @param spec An entry written with tildes, accents and straight
 *   apostrophes.
 * @returns The entry with every spelling.
 */
export function guaraniSpellings(spec: string): string {
  const [pattern, flags] = spec.split(" ~ ");
  const parts = pattern.match(/\{[^}]*\}|[^\s{}]+/g) ?? [];
  const spelled = parts.map((part) => {
    if (part === "*") return part;
    const braced = part.startsWith("{");
    const forms = [
      ...new Set(
        (braced ? part.slice(1, -1) : part).split("|").flatMap((word) =>
          word === "" ? [""] : spelt(word)
        ),
      ),
    ];
    const single = forms.every((form) => form !== "" && !form.includes(" "));
    return single ? forms.join("|") : `{${forms.join("|")}}`;
  });
  return flags === undefined
    ? spelled.join(" ")
    : `${spelled.join(" ")} ~ ${flags}`;
}

/** Guaraní cues of Jopara, per aspect (`lexicon_guarani_cues.ts`). */
export const GUARANI_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => GUARANI_CUES[aspect].map(guaraniSpellings));

/** General opinion words in Guaraní (no aspect of their own). */
export const GUARANI_GENERAL_CUES: readonly string[] = GUARANI_GENERAL.map(
  guaraniSpellings,
);

/** Words that negate what follows: "ndaha'éi" (is not), "ndaipóri". */
export const GUARANI_NEGATORS: readonly string[] = [
  "ndaha'éi",
  "ndaha'ei",
  "ndaha’éi",
  "ndaha’ei",
  "ndahaéi",
  "ndahaei",
  "ndaipóri",
  "ndaipori",
];

/**
 * Phrases that look like Guaraní cues but are none: greetings, "good
 * afternoon" ("ka'aru porã") and "how are you, all well?" ("mba'éichapa,
 * iporã piko?").
 */
export const GUARANI_NEUTRALIZERS: readonly string[] = [
  "{ka'aru porã|pyhareve porã|pyhare porã|mba'éichapa|iporã piko|iporãpa}",
].map(guaraniSpellings);

/** Guaraní words that start a contrasting clause ("katu", "hákatu"). */
export const GUARANI_CONTRAST_WORDS: readonly string[] = [
  "katu",
  "hákatu",
  "hakatu",
];

/** Guaraní words that join two clauses: "ha" (and), "upéi" (then). */
export const GUARANI_AND_WORDS: readonly string[] = ["ha", "upéi", "upei"];

/** Names of aspects in Guaraní sub-ratings ("Tepy 3/5"). */
export const GUARANI_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["tepy", "price"],
  ["hepykue", "price"],
  ["ñemopotĩ", "cleanliness"],
];

/** Answers that deny a question before them ("Hepy? Nahániri."). */
export const GUARANI_NO_ANSWERS: readonly (readonly string[])[] = phraseWords([
  "nahániri",
  "nahaniri",
  "nahániri voi",
  "mba'eveichavérõ",
]);

/** Answers that grant a question only in part ("Hepy? Michĩmi."). */
export const GUARANI_HEDGE_ANSWERS: readonly (readonly string[])[] =
  phraseWords([
    "michĩmi",
    "michimi",
    "sa'imi",
    "saimi",
    "mbovymi",
  ]);

/**
 * Words that wave a complaint off ("oguahẽ michĩmi tarde, ndaipóri
 * problema"): the labelled sets make it neutral (softeners.ts).
 */
export const GUARANI_WAVE_OFFS: readonly (readonly string[])[] = phraseWords([
  "ndaipóri problema",
  "ndaipori problema",
  "ndaha'éi mba'eve",
  "ndaha'ei mba'eve",
  "ndahaei mbae",
  "ndaha'éi problema",
  "ndaha'ei problema",
]);

/** The Guaraní tables of Jopara, as `lexicon_languages.ts` joins them. */
export const GUARANI_TABLES: LanguageTables = {
  aspectCues: GUARANI_ASPECT_CUES,
  general: GUARANI_GENERAL_CUES,
  negators: GUARANI_NEGATORS,
  intensifiers: [],
  andWords: GUARANI_AND_WORDS,
  contrastWords: GUARANI_CONTRAST_WORDS,
  subRatingLabels: GUARANI_SUB_RATING_LABELS,
  neutralizers: GUARANI_NEUTRALIZERS,
  noAnswers: GUARANI_NO_ANSWERS,
  hedgeAnswers: GUARANI_HEDGE_ANSWERS,
  waveOffs: GUARANI_WAVE_OFFS,
};
