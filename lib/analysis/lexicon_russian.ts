/**
 * Russian and Ukrainian judging words, as Russian- and Ukrainian-speaking
 * customers mix them into English reviews, mostly in Latin letters
 * ("Price for jetting - dorogo", "zolotye ruki", "Oksana pryishla vchasno",
 * "Classic razvod", "so ladno") and sometimes in Cyrillic ("очень
 * вежливый", "всё чисто убрал"): English cues cannot see them, so such a
 * review lost its aspects. They are cues like the English ones
 * (`lexicon.ts` describes the entries): the rules read them as they read
 * English, and the trained model weighs them by the cue-kind features it
 * learned from English.
 *
 * Each Latin entry is written once, in the common transliteration ("kh",
 * "zh", "shch", "ya", "yu", "yo" for "ё", "-yi" and "-oi" for the
 * adjective endings, "'" for the soft sign); `russianSpellings` gives the
 * forms reviewers type ("haltura", "vovremia", "vse", "chestnyy",
 * "zolotoy", "molodec", "normalno"); a final soft sign comes apart from
 * its word ("ochen ' dorogo"), so entries leave it off. Cyrillic "ё" comes
 * as "е" too. Ukrainian forms stand beside the Russian ones ("vchasno",
 * "doroho", "vvichlyvyi", "chesnyi", "zoloti ruky", "poyasnyv").
 *
 * Words that are also English or another language's stay in phrases or
 * out: "net" and "i" are English, "ne" is French and the Hindi "ne" of
 * "Kayla ne kiya", "ale" (Ukrainian "but") is English and Kreyòl, "vse"
 * Czech and Slovene, "bardak" Turkish "glass" (only "left bardak",
 * "bardak everywhere"), "kham" without "kh" is "ham" (only "real kham"),
 * "chestno" alone the filler "honestly" ("chestno govorya"), "ubral" alone
 * "removed" (only "ubral za soboi"), "dorogaya" "dear" ("my dorogaya
 * wife"), "spets" without "ts" "spec". So no Latin word negates what
 * follows but "nikto" and "nikogda" and their Ukrainian forms, and the
 * Latin phrases with "ne" are written out with their polarity fixed ("ne
 * dorogo", "ne perezvonili", "ruki ne iz togo mesta"); in Cyrillic "не",
 * "нет" and "без" negate, and "но" opens a contrast. "No" is "but" before
 * a Russian word ("dorogo, no stoit svoikh deneg", "no vsyo ravno"), and
 * English "no" anywhere else: `opensRussianContrast` tells them apart by
 * the word after it.
 *
 * Stock praise ("molodets", "klass", "vsyo super", "khorosho") names no
 * aspect (tests/eval/README.md); thanks ("spasibo", "dyakuyu") are left
 * out, as "arigatō" is ("spasibo for fixing it" judges no work). Warm
 * words about a person ("zolotoi chelovek", "dobraya dusha") are
 * professionalism, "zolotye ruki" and "ruki ne iz togo mesta" expertise,
 * "khaltura" quality, "razvod" and "obman" honesty; "normalno" and "tak
 * sebe" are lukewarm like "ok" ("price normalno": price neutral).
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  byAspect,
  compact,
  opensGuardedContrast,
  phraseWords,
} from "./lexicon_spellings.ts";
import type { GuardedContrast, LanguageTables } from "./lexicon_spellings.ts";
import { RUSSIAN_CUES, RUSSIAN_GENERAL } from "./lexicon_russian_cues.ts";

/** Transliteration variants and the ways reviewers type them. */
const VARIANTS: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/kh/g, ["kh", "h"]],
  [/shch/g, ["shch", "sch", "sh"]],
  [/zh/g, ["zh", "j"]],
  [/ya/g, ["ya", "ia"]],
  [/yu/g, ["yu", "iu"]],
  [/yo/g, ["yo", "io", "e"]],
  [/yi\b/g, ["yi", "yy", "iy", "yj", "ij", "ii", "y"]],
  [/ii\b/g, ["ii", "iy", "ij"]],
  [/oi\b/g, ["oi", "oy", "oj"]],
  [/ts\b/g, ["ts", "c", "tz"]],
  [/'/g, ["'", "", "’"]],
  [/ё/g, ["ё", "е"]],
];

/** Every spelling of one word ("vezhlivyi": "vezhlivyy", "vejliviy", ...). */
function wordSpellings(word: string): string[] {
  let forms = [word];
  for (const [variant, spellings] of VARIANTS) {
    if (!forms.some((form) => form.search(variant) >= 0)) continue;
    const spelt = forms.flatMap((form) =>
      spellings.map((spelling) => form.replace(variant, spelling))
    );
    forms = [...new Set(spelt)];
  }
  return forms;
}

/** Every spelling of a phrase, its words spelt each way ("ne opozdal"). */
function phraseSpellings(phrase: string): string[] {
  return phrase.split(" ").reduce<string[]>(
    (heads, word) =>
      heads.flatMap((head) =>
        wordSpellings(word).map((form) =>
          head === "" ? form : `${head} ${form}`
        )
      ),
    [""],
  );
}

/** A list of alternatives with every spelling of each, each once. */
function alternativeSpellings(alternatives: string): string {
  return [...new Set(alternatives.split("|").flatMap(phraseSpellings))]
    .join("|");
}

/**
 * The spellings of Russian and Ukrainian entries or phrases: each word of
 * the transliteration typed every way ("khaltura", "haltura"; "vezhlivyi",
 * "vezhlivyy", "vejliviy"), and Cyrillic "ё" also as "е". The spellings of
 * a word join its alternatives ("{khaltura|haltura|...}"), so an entry
 * stays one entry; its flags do not change.
 *
 * @param specs Entries written in the common transliteration or Cyrillic.
 * @returns Every entry spelt every way, each once.
 */
export function russianSpellings(specs: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const spec of specs) {
    const [pattern, flags] = spec.split(" ~ ");
    const spelt = pattern.replace(
      /\{([^{}]*)\}|[^\s{}]+/g,
      (part, group: string | undefined) =>
        group === undefined
          ? alternativeSpellings(part)
          : `{${alternativeSpellings(group)}}`,
    );
    forms.add(flags === undefined ? spelt : `${spelt} ~ ${flags}`);
  }
  return [...forms];
}

/** Phrases of words, in every spelling ("nichego strashnogo"). */
function phrases(list: readonly string[]): string[][] {
  return phraseWords(list.flatMap(phraseSpellings));
}

/** Single words, in every spelling ("voobshche", "voobsche", "voobshe"). */
function words(list: readonly string[]): string[] {
  return [...new Set(list.flatMap(wordSpellings))];
}

/** Kept as written: without "kh" it is English ("real ham"). */
const AS_WRITTEN =
  "{real kham|such a kham|a kham|total kham|nastoyashchii kham|prosto kham} ~ -2";

/** Russian and Ukrainian cues, per aspect, in all their spellings. */
export const RUSSIAN_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => [
  ...russianSpellings(RUSSIAN_CUES[aspect]).map(compact),
  ...(aspect === "professionalism" ? [AS_WRITTEN] : []),
]);

/** General opinion words in Russian and Ukrainian (no aspect of their own). */
export const RUSSIAN_GENERAL_CUES: readonly string[] = russianSpellings(
  RUSSIAN_GENERAL,
);

/**
 * Phrases that look like Russian cues but are none: "grubo" and "chisto"
 * as "roughly" and "purely" ("grubo govorya", "chisto tekhnicheski"), and
 * the reviewer paying on time ("zaplatil vovremya").
 */
export const RUSSIAN_NEUTRALIZERS: readonly string[] = russianSpellings([
  "grubo {govorya|priblizitel'no}",
  "chisto {tekhnicheski|formal'no|teoreticheski}",
  "{zaplatil|zaplatili|oplatil|oplatili|zaplatyv|oplatyly|paid|pay} {vovremya|vchasno}",
  "грубо говоря",
  "чисто {технически|формально}",
]);

/**
 * Words that negate what follows: in Latin letters only "nikto" and
 * "nikogda" and their Ukrainian forms ("ne" is French and Hindi, "net"
 * and "no" English); in Cyrillic "не", "нет", "ни", "без" too.
 */
export const RUSSIAN_NEGATORS: readonly string[] = words(
  "nikto nikogda nikhto nikoly не нет ни ні без никто никогда ніхто ніколи"
    .split(" "),
);

/** Russian and Ukrainian words that strengthen the next opinion word. */
export const RUSSIAN_INTENSIFIERS: readonly string[] = words(
  ("ochen sovsem voobshche duzhe slishkom zanadto kraine " +
    "очень совсем вообще дуже слишком занадто крайне").split(" "),
);

/** English words inside the Latin entries ("left bardak", "not cheap"). */
const ENGLISH_IN_ENTRIES: ReadonlySet<string> = new Set(
  ("left leave leaves over everywhere problem real super cheap paid such " +
    "total appointment professional master spec").split(" "),
);

/**
 * Words that open a Russian clause after "no" ("no vsyo ravno", "no
 * predupredil"): Russian words that follow "but", and every word of four
 * letters or more in the Latin entries above, less the English ones.
 */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set([
  ...words(
    ("vsyo ochen zato tozhe potom uzhe yeshchyo eshchyo vot ne nikto " +
      "nikogda kachestvenno").split(" "),
  ),
  ...[...Object.values(RUSSIAN_ASPECT_CUES).flat(), ...RUSSIAN_GENERAL_CUES]
    .flatMap((spec) => spec.split(" ~ ")[0].split(/[\s{}|]+/)).filter((word) =>
      /^[a-z'’]{4,}$/.test(word) && !ENGLISH_IN_ENTRIES.has(word)
    ),
]);

/** The Russian word for "but", guarded by `CLAUSE_OPENERS`. */
const RUSSIAN_CONTRAST: GuardedContrast = {
  words: ["no"],
  openers: CLAUSE_OPENERS,
};

/**
 * Whether a word opens a contrasting Russian clause: "no" before a Russian
 * word ("dorogo, no stoit svoikh deneg", "opozdal, no predupredil"), which
 * is "but" and negates nothing; never English "no" ("no problem", "no,
 * they were on time").
 *
 * @param word A word's normal form.
 * @param next The normal form of the word after it, if any.
 * @returns Whether it opens a contrast.
 */
export function opensRussianContrast(
  word: string,
  next: string | undefined,
): boolean {
  return opensGuardedContrast(RUSSIAN_CONTRAST, word, next);
}

/**
 * Words that start a contrasting clause: not "no" (English; it is read so
 * only before a Russian word, `opensRussianContrast`) nor "ale" (English
 * "ale", Kreyòl "go"), which only Cyrillic writes safely.
 */
export const RUSSIAN_CONTRAST_WORDS: readonly string[] = words(
  "zato odnako khotya prote odnak но зато однако хотя але проте однак"
    .split(" "),
);

/** Words that join two clauses, as "and" does ("potom"; Cyrillic "и"). */
export const RUSSIAN_AND_WORDS: readonly string[] =
  "potom potim и і потом потім"
    .split(" ");

/** Names of aspects in sub-ratings, each with the words that name it. */
const SUB_RATING_NAMES: Readonly<Partial<Record<AspectId, string>>> = {
  price: "tsena tsina stoimost цена ціна стоимость",
  quality: "kachestvo yakist качество якість",
  cleanliness: "chistota chystota чистота",
  punctuality: "punktual'nost punktualnost пунктуальность пунктуальність",
  professionalism: "vezhlivost вежливость ввічливість",
  honesty: "chestnost честность чесність",
  communication: "obshchenie общение спілкування",
};

/** Names of aspects in Russian and Ukrainian sub-ratings ("Tsena 3/5"). */
export const RUSSIAN_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> =
  Object.entries(SUB_RATING_NAMES).flatMap(([aspect, names]) =>
    names.split(" ").map((name): [string, AspectId] => [
      name,
      aspect as AspectId,
    ])
  );

/** Answers that deny a question before them ("Chisto? Sovsem net."). */
export const RUSSIAN_NO_ANSWERS: readonly (readonly string[])[] = phrases(
  ("nyet, sovsem net, voobshche net, konechno net, nichut, niskol'ko, нет, " +
    "ні, совсем нет, вообще нет, конечно нет, ничуть, нисколько").split(", "),
);

/** Answers that grant a question only in part ("Dorogo? Nemnogo."). */
export const RUSSIAN_HEDGE_ANSWERS: readonly (readonly string[])[] = phrases(
  ("nemnogo, nemnozhko, slegka, trokhy, tak sebe, bolee menee, mozhet byt, " +
    "vozmozhno, pochti, otchasti, mozhlyvo, немного, немножко, слегка, " +
    "трохи, так себе, более менее, может быть, возможно, почти, отчасти, " +
    "можливо").split(", "),
);

/**
 * Words that wave a complaint off ("40 min late but he called before, so
 * ladno"): the labelled sets make it neutral (softeners.ts). Not
 * "nichego" alone: it is "nothing" ("nichego ne ob'yasnil"), nor "chto
 * delat" without "no" or "nu": "ne znal chto delat" is a complaint.
 */
export const RUSSIAN_WAVE_OFFS: readonly (readonly string[])[] = phrases(
  ("ladno, nu ladno, nu i ladno, nichego strashnogo, nichoho strashnoho, " +
    "ne strashno, byvaet, s kem ne byvaet, ладно, ну ладно, " +
    "ничего страшного, нічого страшного, не страшно, бывает, " +
    "с кем не бывает, буває, bez problem, no chto delat, nu chto delat, " +
    "nichego ne podelaesh, ya ponimayu, без проблем, но что делать, " +
    "ну что делать, ничего не поделаешь, я понимаю, tak chto normal'no, " +
    "tak shcho normal'no, так что нормально").split(", "),
);

/** The Russian and Ukrainian tables, as `lexicon_languages.ts` joins them. */
export const RUSSIAN_TABLES: LanguageTables = {
  aspectCues: RUSSIAN_ASPECT_CUES,
  general: RUSSIAN_GENERAL_CUES,
  negators: RUSSIAN_NEGATORS,
  intensifiers: RUSSIAN_INTENSIFIERS,
  andWords: RUSSIAN_AND_WORDS,
  contrastWords: RUSSIAN_CONTRAST_WORDS,
  subRatingLabels: RUSSIAN_SUB_RATING_LABELS,
  neutralizers: RUSSIAN_NEUTRALIZERS,
  noAnswers: RUSSIAN_NO_ANSWERS,
  hedgeAnswers: RUSSIAN_HEDGE_ANSWERS,
  waveOffs: RUSSIAN_WAVE_OFFS,
  guardedContrast: RUSSIAN_CONTRAST,
};
