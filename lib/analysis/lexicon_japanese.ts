/**
 * Japanese judging words written in romaji, as Japanese customers mix them
 * into English reviews ("chotto takai", "very teinei", "the finish is very
 * kirei", "Kayla-san was 45 minutes late, but shouganai", "maa maa"):
 * English cues cannot see them, so such a review lost its aspects. They
 * are cues like the English ones (`lexicon.ts` describes the entries): the
 * rules read them as they read English, and the trained model weighs them
 * by the cue-kind features it learned from English.
 *
 * Each entry is written once, with "ō" and "ū" for the long vowels;
 * `japaneseSpellings` gives the forms reviewers type ("daijōbu",
 * "daijoubu" and "daijobu"; "ryōkin", "ryoukin" and "ryokin").
 *
 * Words that are also English or another language's stay in phrases or
 * out: "uso" (Spanish and Italian "use") only as "uso wo tsuita" or
 * "usotsuki", "dame" and "ii" ("Phase II") only inside phrases, "puro"
 * (Spanish) only after "sasuga", "sōba" (also "soba", the noodles) only
 * as "sōba dōri"; "demo" (a demo) is no contrast word. The closing "ne",
 * "yo" and "desu" break no phrase, which ends before them ("takai desu
 * ne"). "Nagai" is also a surname: it is read only after a word of degree
 * ("sugoku nagai"); "takai" alone, the word for a price too high, is read
 * everywhere. "Shōjiki" is "honest" and also the filler "honestly"
 * ("shōjiki itte"): it is read only after a word of degree or before
 * "na", "de" or "mono". "Chotto" ("a little") softens, but the tables of the other
 * languages hold no downtoners: it stands inside the phrases it softens
 * ("chotto takai"); "totemo" and "sugoku" strengthen. Japanese negates
 * with a verb's ending ("-nai"), so no word negates what follows it here.
 *
 * Stock praise ("sugoi", "subarashii", "kanpeki", "saikō") names no
 * aspect (tests/eval/README.md), nor do greetings and thanks
 * ("otsukaresama deshita", "osewa ni narimashita", "sumimasen",
 * "arigatō": as "thanks" does, it would make "arigatou for fixing our
 * water heater" a verdict on the work, so it is left out); warm
 * words about a person ("shinsetsu", "omotenashi", "ki ga kiku") are
 * professionalism. "Teinei" is "careful" as much as "courteous": it is a
 * general word, which the work it is said of makes quality ("the work was
 * very teinei"), and professionalism only in "teinei na taiō". "Kirei"
 * said of the work is quality (the look of the work), of the house left
 * behind cleanliness.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { byAspect, phraseWords } from "./lexicon_spellings.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";

/** Long vowels and the ways reviewers type them ("ō", "ou", "o"). */
const LONG_VOWELS: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/ō/g, ["ō", "ou", "o"]],
  [/ū/g, ["ū", "uu", "u"]],
];

/**
 * The spellings of Japanese entries or phrases, with each long vowel typed
 * with its macron, long and short ("shōganai", "shouganai", "shoganai").
 *
 * @param specs Entries written with "ō" and "ū" for the long vowels.
 * @returns Every spelling, each once.
 */
export function japaneseSpellings(specs: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const spec of specs) {
    let variants = [spec];
    for (const [vowel, spellings] of LONG_VOWELS) {
      variants = variants.flatMap((variant) =>
        spellings.map((spelling) => variant.replace(vowel, spelling))
      );
    }
    for (const variant of variants) forms.add(variant);
  }
  return [...forms];
}

/** Phrases of words, in every spelling ("shikata ga nai"). */
function phrases(list: readonly string[]): string[][] {
  return phraseWords(japaneseSpellings(list));
}

/** Words of degree before a verdict ("chotto takai", "sugoku nagai"). */
const SOMEWHAT =
  "{chotto|sukoshi|kanari|zuibun|sugoku|sugoi|totemo|hontō ni|honto ni|very|so|quite|a little|a bit|little bit|a little bit|too|really}";

/** Japanese cues, per aspect, written with "ō" and "ū". */
const CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{jikan dōri|jikandōri|jikan pittari|jikan ni seikaku|jikan genshu|yakusoku no jikan dōri|yotei dōri ni kita|yotei dōri ni kite} ~ +1",
    "{chikoku|chikoku shita|chikoku shite} ~ -1",
    "{okureta|okurete kita|okurete kimashita|okuremashita|okure} ~ -1",
    "{kuru no ga|kita no ga|tsuku no ga|tōchaku ga} {osoi|osokatta} ~ -1",
    "{konakatta|kimasen deshita|sukkapokashi} ~ -2 F",
    "matasareta ~ -1",
  ],
  scheduling: [
    "{sokujitsu|sokujitsu taiō|sono hi no uchi ni|sugu kite kureta|sugu ni kite kureta|sugu kita|sugu ni kita|sugu kimashita|sugu ni kimashita|sugu ni taiō|sugu taiō|hayaku kite kureta|isoide kite kureta} ~ +1",
    "{yakan demo|yoru demo|nichiyō demo|shōgatsu demo|oshōgatsu demo|kyūjitsu demo|shukujitsu demo|shinya demo} ~ +1",
    "{kyanseru sareta|kyanseru saremashita|dotakyan sareta|enki sareta|nobasareta} ~ -2",
    "{shūkan|kagetsu|weeks|months} * matasareta ~ -1",
    "{kōji ga|sagyō ga|shigoto ga} {okureta|nobita|nagabiita} ~ -1",
    "{yakusoku dōri ni owatta|yotei dōri ni owatta|kōki dōri|yotei yori hayaku} ~ +1",
    "{machi jikan ga nagai|machi ga nagai|matsu no ga nagai} ~ -1",
    "{denwa ni denai|denwa ni dete kurenai|denwa ni denakatta|dare mo denai|dare mo denakatta} ~ -2 F",
    "{denwa ni sugu dete kureta|sugu denwa ni deta|sugu ni denwa ni deta} ~ +1",
    "yoyaku ~ 0 W N-1",
  ],
  price: [
    "takai|takakatta ~ -1",
    `${SOMEWHAT} {takai|takakatta} ~ -1`,
    "{takasugi|takasugiru|takasugita|kōgaku|bottakuri|botakuri|bottakuri sareta} ~ -2",
    "{ryōkin|nedan|kakaku|mitsumori|seikyū} ga {takai|takasugiru|takakatta} ~ -2",
    "yasui|yasukatta|yasuku ~ +1",
    `${SOMEWHAT} {yasui|yasukatta} ~ +1`,
    "{otoku|kosupa ga ii|kosupa ii|cospa ga ii|cospa ii|kosutopa ga ii|tegoro|tegoro na nedan|ryōshinteki|ryōshinteki na nedan} ~ +1",
    "{ryōkin|nedan|kakaku|mitsumori} ga {yasui|yasukatta|tegoro|tekisetsu} ~ +2",
    "{muryō|muryō de|tada de|ryōkin nashi|okane wo torazu|okane wo toranakatta} ~ +1 F",
    "{waribiki|nebiki|makete kureta|makete moratta|yasuku shite kureta|nebiki shite kureta} ~ +1",
    "{futsū no nedan|futsū no ryōkin|futsū no kakaku|sōba dōri|sōba no nedan|heikinteki na nedan|atarimae no nedan} ~ 0 S R",
    "{ryōkin|nedan|kakaku|mitsumori|seikyū} ~ 0 W N-1",
  ],
  quality: [
    "shigoto|sagyō|shiage ~ 0 W",
    "{kirei|kirei na|kirei ni} ~ +1",
    "{kirei na shigoto|kirei na shiage|shiage ga kirei|shigoto ga kirei|shigoto ga teinei|teinei na shigoto|teinei na sagyō|ii shigoto|ii shigoto wo shite kureta|shikkari shita shigoto|shigoto ga shikkari|kanpeki na shigoto|subarashii shigoto|shokunin waza} ~ +2",
    "{kanpeki ni naotta|kanpeki ni natta|mae yori yoku natta|atarashii mitai} ~ +1",
    "{zatsu|zatsu na|zatsu na shigoto|shigoto ga zatsu|iikagen|tekitō na shigoto|tenuki|tenuki kōji|yarinaoshi|hetakuso} ~ -2",
    "{mada dame|mada naotte nai|mada naotteinai|mada naoranai|mada moreteru|mada morete iru|mata moreta|mata kowareta|mata tsumatta|mata dame ni natta|sugu kowareta|sugu dame ni natta} ~ -2 F",
    "{sore irai mondai nai|sore kara mondai nai|zutto mondai nai|mō moranai} ~ +2 F",
    "{kizu wo tsuketa|kizu ga tsuita|kizu darake|kowasareta|kowashita} ~ -2",
    "{unit|system|furnace|ac|aircon|fan|pump|heater|machine|kikai} * {urusai|urusakute} ~ -1",
  ],
  professionalism: [
    "{shinsetsu|shinsetsu na|shinsetsu de|goshinsetsu|omotenashi|yasashii|yasashikute|yasashiku} ~ +1",
    "{reigi tadashii|reigitadashii|reigi tadashikute|ki ga kiku|kigakiku|kikubari|kizukai|kanji ga ii|kanji ga yokatta|kanji no ii|hitogara ga ii|egao|itsumo egao|nikoniko|majime|majime na|teinei na taiō|taiō ga teinei|taiō ga yokatta|taiō ga ii} ~ +1",
    "{urusai|urusakatta|shitsukoi} ~ -1",
    "{shitsurei|shitsurei na|burei|burei na|kanji ga warui|kanji warui|kanji ga warukatta|taido ga warui|taido ga warukatta|taido warui|erasō|erasō na|ibatteru|ibatte ita|bukkirabō|bukkirabō na|fukigen|fukigen na|fushinsetsu|fushinsetsu na} ~ -2",
    "{ayamatte kureta|shazai shite kureta|gomen nasai to itta|ayamatta} ~ +1",
    "{isoide ita|sekasareta|awatadashii} ~ -1",
  ],
  communication: [
    "{setsumei|setsumei shite kureta|setsumei shite kuremashita|setsumei ga teinei|teinei ni setsumei|teinei na setsumei|wakariyasui|wakariyasuku} ~ +1",
    "{setsumei ga wakariyasui|setsumei ga yasashii|yasashiku setsumei|wakariyasuku setsumei} ~ +2",
    "{renraku shite kureta|renraku kureta|renraku ga atta|renraku wo kureta|jizen ni renraku|mae ni renraku|hōkoku shite kureta|shashin wo misete kureta|shashin wo okutte kureta|misete kureta} ~ +1",
    "{setsumei nashi|setsumei ga nai|setsumei ga nakatta|setsumei mo nai|setsumei mo nakatta|renraku nashi|renraku ga nai|renraku ga nakatta|renraku mo nai|renraku mo nakatta|murenraku|mu renraku|henji ga nai|henji ga nakatta|orikaeshi ga nai|orikaeshi nashi} ~ -2 F",
    "{renraku ga osoi|henji ga osoi|henji ga osokatta|renraku ga osokatta} ~ -1",
    "{setsumei ga wakarinikui|setsumei ga heta|iu koto ga chigau|hanashi ga chigau} ~ -2",
  ],
  cleanliness: [
    "{kirei ni katazukete|katazukete kureta|katazuke mo|sōji shite kureta|sōji mo shite kureta|kirei ni sōji|kirei ni shite kureta|kirei ni shite kaetta|yogosazu ni|yogosanai} ~ +1",
    "{left|leave|leaves|kept} {everything|it|the house|the room|the kitchen|the floor|the bathroom|our house|our home} kirei ~ +1",
    "{kutsu wo nuide|kutsu wo nuida|kutsu wo nugu|kutsu nuide|surippa|kutsushita de} ~ +1",
    "{kitanai|kitanakatta|yogoreta|yogosareta|chirakashita|chirakatta|chirakashippanashi|gomi wo nokoshita|gomi ga nokotta|hokori darake} ~ -1",
    "sōji ~ 0 W",
  ],
  expertise: [
    "{kuwashii|kuwashikatta|jōzu|ude ga ii|ude ga yoi|udekiki|senmonka|sasuga puro|sasuga no puro|beteran|hokori no puro} ~ +1",
    "{sugu ni genin wo mitsuketa|sugu genin ga wakatta|sugu ni wakatta|hitome de wakatta|denwa de wakatta} ~ +1",
    "{heta|shirōto|shirōto mitai|shirōto rashii|mijuku|genin ga wakaranakatta|genin wo mitsukerarenakatta|nani mo wakatte inai} ~ -2",
  ],
  honesty: [
    "{seijitsu|seijitsu na|shōjiki na|shōjiki de|shōjiki mono|shinrai dekiru|shinyō dekiru|anshin dekiru gyōsha} ~ +1",
    "{very|so|really|totemo|sugoku|taihen|was|were|is|are} shōjiki ~ +1",
    "{oshiuri shinai|oshiuri nashi|oshiuri mo nai|oshiuri ga nai|oshitsukenai|oshitsuke nashi|muri ni susumenai|muri ni urikomanai} ~ +1 F",
    "{oshiuri|oshiuri sareta|oshitsuke|oshitsukerareta|urikomi|shitsukoku susumeta|shitsukoku susumerareta} ~ -2",
    "{mitsumori dōri|mitsumori to onaji|mitsumori to issho|tsuika ryōkin nashi|tsuika ryōkin mo nai|tsuika ryōkin ga nakatta} ~ +1 F",
    "{tsuika ryōkin|kakushi ryōkin|mitsumori yori takai|mitsumori yori takakatta|mitsumori to chigau} ~ -2",
    "{usotsuki|uso wo tsuita|uso tsuita|uso wo tsukareta|uso bakari|uso datta|damasareta|damashita|sagi|sagi mitai} ~ -2",
    "{kōkan shinakute ii|kaikae shinakute ii|kaikae wa iranai|kōkan wa iranai|mada tsukaeru} ~ +1 F",
  ],
};

/** Japanese cues, per aspect, in all their spellings. */
export const JAPANESE_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => japaneseSpellings(CUES[aspect]));

/** General opinion words in Japanese (no aspect of their own). */
export const JAPANESE_GENERAL_CUES: readonly string[] = japaneseSpellings([
  // Stock praise: "sugoi", "kanpeki", "saikō" alone name no aspect.
  "{sugoi|subarashii|kanpeki|saikō|saikō deshita|totemo yokatta|sugoku yokatta|yokatta desu|ichiban|tasukarimashita|tasukatta} ~ +2",
  // "Teinei": careful and courteous; the work it is said of makes it quality.
  "{teinei|teinei na|teinei ni|shikkari|yokatta|arigatai|kansha|kansha shite imasu|anshin|anshin shita|sasuga} ~ +1",
  "{hidoi|hidokatta|saiaku|saitei|gakkari|gakkari shita|zannen|zannen deshita|meiwaku|komatta|komarimashita|mukatsuku|warui|warukatta} ~ -1",
  "{sugoku zannen|totemo zannen|mō tanomanai|nidoto tanomanai} ~ -2",
  "{osoi|osokatta} ~ -1",
  `${SOMEWHAT} {nagai|nagakatta} ~ -1`,
  "{maa maa|maamaa|futsū|futsū deshita} ~ 0",
  "{daijōbu|daijōbu desu} ~ 0",
  // Complaints taken back, as "not their fault" does.
  "{shōganai|shikata ga nai|shikataganai|shikata nai|ki ni shinai|ki ni shimasen} ~ 0 F",
]);

/**
 * Phrases that look like Japanese cues but are none: the polite formulas
 * that hold "shitsurei" ("excuse me"), and "shōjiki" as a filler
 * ("shōjiki itte": "to be honest").
 */
export const JAPANESE_NEUTRALIZERS: readonly string[] = japaneseSpellings([
  "shitsurei {shimasu|shimashita|desu ga|shimasu ga}",
  "shōjiki {itte|ni iu to|ni ieba|ni itte|iu to}",
  "{osewa ni narimashita|otsukaresama|otsukaresama deshita|otsukare sama}",
]);

/** Japanese words that strengthen the next opinion word. */
export const JAPANESE_INTENSIFIERS: readonly string[] = japaneseSpellings([
  "totemo",
  "sugoku",
  "hontō",
  "zuibun",
  "kanari",
  "taihen",
  "mechakucha",
]);

/**
 * Japanese words that start a contrasting clause ("takai kedo, shigoto wa
 * kirei"); not "demo", which is an English word.
 */
export const JAPANESE_CONTRAST_WORDS: readonly string[] = [
  "kedo",
  "keredo",
  "keredomo",
  "dakedo",
  "shikashi",
];

/** Japanese words that join two clauses, as "and" does ("soshite"). */
export const JAPANESE_AND_WORDS: readonly string[] = ["soshite", "sorekara"];

/** Names of aspects in Japanese sub-ratings ("Nedan 3/5"). */
export const JAPANESE_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["nedan", "price"],
  ["ryoukin", "price"],
  ["ryokin", "price"],
  ["kakaku", "price"],
  ["hinshitsu", "quality"],
  ["shiage", "quality"],
  ["seiketsu", "cleanliness"],
  ["setsumei", "communication"],
  ["gijutsu", "expertise"],
  ["sekkyaku", "professionalism"],
];

/** Answers that deny a question before them ("Yasui? Zenzen."). */
export const JAPANESE_NO_ANSWERS: readonly (readonly string[])[] = phrases([
  "iie",
  "zenzen",
  "betsu ni",
  "chigau",
  "chigaimasu",
]);

/** Answers that grant a question only in part ("Takai? Chotto."). */
export const JAPANESE_HEDGE_ANSWERS: readonly (readonly string[])[] = phrases([
  "chotto",
  "sukoshi",
  "maa maa",
  "maamaa",
  "tabun",
  "maa ne",
]);

/**
 * Words that wave a complaint off ("45 minutes late, but shōganai"): the
 * labelled sets make it neutral (softeners.ts).
 */
export const JAPANESE_WAVE_OFFS: readonly (readonly string[])[] = phrases([
  "daijōbu",
  "daijōbu desu",
  "shōganai",
  "shikata ga nai",
  "shikataganai",
  "shikata nai",
  "ki ni shinai",
  "ki ni shimasen",
]);

/** The Japanese tables, as `lexicon_languages.ts` joins them. */
export const JAPANESE_TABLES: LanguageTables = {
  aspectCues: JAPANESE_ASPECT_CUES,
  general: JAPANESE_GENERAL_CUES,
  negators: [],
  intensifiers: JAPANESE_INTENSIFIERS,
  andWords: JAPANESE_AND_WORDS,
  contrastWords: JAPANESE_CONTRAST_WORDS,
  subRatingLabels: JAPANESE_SUB_RATING_LABELS,
  neutralizers: JAPANESE_NEUTRALIZERS,
  noAnswers: JAPANESE_NO_ANSWERS,
  hedgeAnswers: JAPANESE_HEDGE_ANSWERS,
  waveOffs: JAPANESE_WAVE_OFFS,
};
