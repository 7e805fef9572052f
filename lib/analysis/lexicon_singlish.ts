/**
 * Singlish and Manglish judging words, as Singaporean and Malaysian
 * customers write them in English reviews: words from Malay, Hokkien and
 * Cantonese ("price abit ex lah", "very kemas", "kena con sia", "Frank
 * very blur", "very bo chup attitude", "tak sopan langsung", "3 months
 * liao no problem"). English cues cannot see them, so such a review lost
 * its aspects. They are cues like the English ones (`lexicon.ts`
 * describes the entries): the rules read them as they read English, and
 * the trained model weighs them by the cue-kind features it learned from
 * English.
 *
 * The particles "lah", "leh", "lor", "meh", "mah", "sia" and "one" close
 * a phrase ("ok lah", "friendly one", "power sia"), so they break none:
 * English phrases and these match the words before them as they stand,
 * and a particle is listed only where it makes the reading ("ex lah" is
 * "expensive", "ex GST" is not; "can lah" is "acceptable"). "Meh" is
 * also the English shrug, which the answers read already.
 *
 * Words that are also English or another language's stay in phrases or
 * out: "ex" (an ex, "ex GST") only after a word of degree or before a
 * particle ("abit ex", "ex lah"), "power" only after a word of degree or
 * before a particle, and never after "no" ("no power lah"), "blur" only
 * after a word of degree, and not of the reviewer ("I totally blur about
 * furnace things"), "swee" (a surname) only after a word of degree,
 * doubled or before a particle, "paiseh" only as an apology someone says ("keep saying paiseh"), not the
 * reviewer's own ("paiseh to say"). "Tak" (Malay "not") is Polish "yes"
 * and Danish "thanks": it stands only in phrases ("tak sopan"); "bo"
 * (Hokkien "no") is a name ("Bo install the Nest"); "dan" is a name
 * too, so no Malay word joins clauses but "pastu". "Steady", "damn" and
 * "heavy" are English: "steady lah" is stock praise, "damn" no
 * intensifier here, "heavy" a verdict only on a price ("price very
 * heavy"). "Alamak", "aiyo", "wah lau" and "sian" tell the reviewer's
 * feelings and make no aspect: they are left out, so that they give the
 * bill or the wait beside them no verdict ("Sian, the property manager
 * take 2 weeks").
 *
 * Stock praise ("terbaik", "shiok", "mantap") names no aspect
 * (tests/eval/README.md); "shiok" said of a result ("shower now very
 * shiok", "cold until shiok") is quality. "Kemas", "swee" and "cincai"
 * said of the work are its look and care (quality); "bo chup", "hao
 * lian", "tak sopan" are manners (professionalism); "kena con" and "kena
 * chop" are being cheated (honesty), "ketuk" being overcharged (price).
 * Bare "jujur", "honest" but also the filler "to be honest", is read by
 * the Indonesian module (`lexicon_indonesian.ts`), only of a person.
 * "Nobody pick up" and "nobody answer", the verb bare as Singlish leaves
 * it, are whether anybody answers the phone: scheduling
 * (tests/eval/README.md, "The phone").
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";

/** Words of degree before a verdict ("abit ex", "damn power"). */
const SOMEWHAT =
  "{abit|a bit|bit|damn|very|so|quite|super|sibei|sibeh|too|little|a little|slightly|really|bit too|abit too|more|sangat|memang|confirm|veli|very very}";

/** Words of money a verdict is said of ("price very ngam"). */
const BILL =
  "{price|prices|quote|quotation|bill|charge|charges|cost|rate|rates}";

/** Singlish and Manglish cues, per aspect. */
export const SINGLISH_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [
    "{fly aeroplane|fly my aeroplane|fly our aeroplane|fly us aeroplane|fly me aeroplane|fly kite|fly my kite|fly our kite} ~ -2 F",
    "{tak datang|tak muncul|tak jadi datang|tidak datang|tidak muncul} ~ -2 F",
    "{datang lambat|sampai lambat|lambat datang|lambat sampai|datang lewat|sampai lewat} ~ -1",
    "{tepat masa|tepat pada masanya|tepat pada masa|tepat waktu|on time on time} ~ +1",
  ],
  scheduling: [
    "{nobody|no one|noone} {=pick up|=pick|=answer} {the phone|phone|} ~ -2 F",
    "{got|still got} {real person|real human|a real person|a human|someone|somebody} {=pick up|=answer|=pick} ~ +1",
    "{tunggu lama|lama tunggu|tunggu lama gila|tunggu berminggu} ~ -1",
    "cannot {get|book} {appointment|appt|slot|booking|a slot|an appointment|a date|date} ~ -1",
  ],
  price: [
    `${SOMEWHAT} ex ~ -1`,
    "ex {lah|leh|lor|sia|meh|mah|one|siol} ~ -1",
    `${BILL} {is|was|are|were|also} ex {lah|leh|lor|sia|one} ~ -1`,
    `${BILL} ${SOMEWHAT} heavy ~ -1`,
    "{not cheap not ex|not ex not cheap|not cheap not expensive|not expensive not cheap|not too ex not too cheap|not too cheap not too ex} ~ 0 S R",
    `${BILL} * ngam ~ +2`,
    "{cheap cheap|cheap and good|murah|murah gila|murah sangat|sangat murah|murah je|harga berpatutan|berpatutan} ~ +1",
    "{berbaloi|sangat berbaloi|memang berbaloi|worth every sen} ~ +1 N-1",
    "{mahal gila|mahal sangat|sangat mahal|terlalu mahal|mahal betul|mahal sikit|agak mahal|mahal jugak|mahal juga|mahal nak mampus} ~ -1",
    "{ketuk|ketok|kena ketuk|kena ketok|ketuk until|ketuk sampai} ~ -2",
    "{harga|harganya} ~ 0 W N-1",
  ],
  quality: [
    "kerja ~ 0 W",
    "kemas ~ +1",
    "{kerja kemas|kerja bersih|kerja cantik|kerja bagus|kerja terbaik|kerja power|kerja mantap|buat kerja kemas} ~ +2",
    `${SOMEWHAT} swee ~ +1`,
    "{swee swee|swee lah|swee sia|look swee|looks swee|all swee} ~ +1",
    "{shower|showers|water|pressure|aircon|air con|ac|house|room|bedroom|bathroom|kitchen|toilet|heater|fan|flow|result|results|now} * {shiok|syok} ~ +1",
    "{clean|cold|cool|hot|warm|quiet|strong|nice|smooth|straight|neat|steady} {until|till|til} {shiok|syok} ~ +1",
    "{cincai|cincai cincai|chin chai|cin cai|chincai|anyhow do|anyhow anyhow|anyhow install|anyhow fix|anyhow whack|anyhow hantam|hantam only|anyhow done|tangkap muat} ~ -2",
    "{bocor|rosak|choke|choked|spoil|spoilt} {again|lagi|balik|semula} ~ -2",
    "{masih|still} {bocor|rosak|choke|spoil} ~ -2 F",
    "{month|months|week|weeks|year|years} {liao|already|oredi} {no|never} {problem|problems|issue|issues|leak|leaks|choke|flood|drip} ~ +2 F",
  ],
  professionalism: [
    "{bo chup|bochup|bo chap|bochap|tak peduli|buat tak tahu|buat bodoh} ~ -2",
    "{hao lian|haolian|ya ya papaya|yaya papaya|tak sopan|tidak sopan|kurang sopan|kurang ajar|biadap|biadab|sombong|kerek|berlagak|eksyen} ~ -2",
    "{sopan|sopan santun|baik hati|peramah|mesra|ramah|berbudi bahasa} ~ +1",
    "{say|said|says|saying} {paiseh|pai seh|sorry sorry} ~ +1",
    "{paiseh paiseh|pai seh pai seh} ~ +1",
    "{kaypoh|kaypo|kepoh|kepo} ~ -1",
    "{scold|scolded|scolding} {me|us|my|our|the} ~ -2",
    "{kena scold|kena scolded|kena marah|marah marah} ~ -2",
    "{roll|rolls|rolling} {eye|eyes|her eye|his eye|her eyes|his eyes} ~ -2",
    "{talk|talks|talking|cakap|cakap banyak} too much ~ -1",
  ],
  communication: [
    "{not cheem|not so cheem|not that cheem|never cheem|no cheem|tak cheem} ~ +1 F",
    "{whatsapp|whatsapped|whatsapps} {me|us} ~ +1",
  ],
  cleanliness: [
    "{bersih|sangat bersih|bersih gila|bersihkan} ~ +1",
    "{tanggal kasut|buka kasut|buka selipar|tanggal selipar} ~ +1",
    "{kotor|bersepah|sepah|semak|berhabuk|habuk|lat sap|lap sap|laksap|lat tat|lat lat tat tat} ~ -1",
  ],
  expertise: [
    `${SOMEWHAT} {=power|terror} ~ +1`,
    "=power {sia|lah|leh|one|siol|gila} ~ +1",
    "{pandai|sangat pandai|memang pandai|pakar|mahir|berpengalaman|tau kerja|tahu kerja|sai lei} ~ +1",
    "{tak pandai|tidak pandai|tak tahu buat|tak reti|tak tau buat kerja|tak tahu apa|tak tau apa} ~ -2 F",
    `${SOMEWHAT} blur ~ -1`,
    "{blur blur|blur like sotong|blur sotong|blur like a sotong|blur king|blur queen} ~ -2",
  ],
  honesty: [
    "{kena con|kena conned|kena chop|kena chopped|kena cheat|kena cheated|kena tipu|kena scam|kena scammed|kena game|kena goreng|chop carrot|chop carrot head|kena chop carrot|tipu|penipu|menipu|kaki tipu} ~ -2",
    "{anyhow charge|anyhow charged|anyhow quote|anyhow sell|anyhow add|simply charge|simply quote} ~ -2",
    "{sangat jujur|amanah|boleh percaya|boleh dipercayai|tak tipu|tidak tipu|never bluff|no bluff} ~ +1",
  ],
};

/** General opinion words in Singlish and Manglish (no aspect of their own). */
export const SINGLISH_GENERAL_CUES: readonly string[] = [
  // Stock praise: "terbaik", "shiok" alone name no aspect.
  "{shiok|syok|syiok|terbaik|terbaek|mantap|gempak|padu|best gila|tip top lah} ~ +2",
  "{jialat|sibei jialat|teruk|hampeh|hampas|kelaut|ke laut|lagi teruk} ~ -2",
  // "Can lah", "ok lah": acceptable, and "not ok lah" is not.
  "{can lah|can la|still can lah|boleh lah|bolehlah|ok lah|okay lah|ok la|okay la|ok lor|okay lor|ok only|okay only|ok je|okay je|biasa|biasa je|biasa biasa|biasa saja|so so lah|average lah|standard lah} ~ 0",
  // Complaints taken back, as "I understand" does.
  "{can accept|still can accept|no choice lah|bo pian|takpe|takpa|tak apa|takde hal} ~ 0 F",
];

/**
 * Phrases that look like Singlish cues but are none: "ex" as "excluding"
 * or a former partner, "power" cut, and "blur" said of the reviewer.
 */
export const SINGLISH_NEUTRALIZERS: readonly string[] = [
  "ex {gst|vat|tax|taxes|works|stock|factory|showroom|display|gratia|wife|husband|boyfriend|girlfriend|company|colleague|landlord|boss}",
  "{no|got no|without|lost|cut|tak ada|takde|tiada} power",
  "{i|we|me|myself} {totally|very|damn|so|quite|super|sibei|abit|bit|also|still|really|always|am|was|a bit|abit} blur",
  // "So ok lah" waves a complaint off (softeners.ts) rather than leave the
  // praise beside it lukewarm.
  "{so|then} {ok|okay|can} {lah|la|lor}",
];

/**
 * Malay words that negate what follows ("tidak", "takde", "belum": "not
 * yet"). Not "tak", which is Polish "yes" and Danish "thanks", nor "bo",
 * a name; the phrases that hold them say so.
 */
export const SINGLISH_NEGATORS: readonly string[] = [
  "tidak",
  "tiada",
  "takde",
  "bukan",
  "belum",
];

/** Hokkien and Malay words that strengthen the next opinion word. */
export const SINGLISH_INTENSIFIERS: readonly string[] = [
  "sibei",
  "sibeh",
  "sangat",
  "terlalu",
  "amat",
];

/** Malay words that start a contrasting clause ("tapi": "but"). */
export const SINGLISH_CONTRAST_WORDS: readonly string[] = ["tapi", "tetapi"];

/** Malay words that join two clauses, as "and then" does ("pastu"). */
export const SINGLISH_AND_WORDS: readonly string[] = ["pastu", "lepastu"];

/** Names of aspects in Malay sub-ratings ("Harga 3/5", "Kualiti 5/5"). */
export const SINGLISH_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["harga", "price"],
  ["kualiti", "quality"],
  ["kebersihan", "cleanliness"],
  ["kejujuran", "honesty"],
  ["komunikasi", "communication"],
  ["kepakaran", "expertise"],
  ["layanan", "professionalism"],
];

/** Answers that deny a question before them ("Cheap? Where got!"). */
export const SINGLISH_NO_ANSWERS: readonly (readonly string[])[] = [
  ["where", "got"],
  ["mana", "ada"],
  ["no", "lah"],
  ["not", "really", "lah"],
  ["tidak"],
  ["tak", "langsung"],
];

/** Answers that grant a question only in part ("Ex? Abit lah."). */
export const SINGLISH_HEDGE_ANSWERS: readonly (readonly string[])[] = [
  ["can", "lah"],
  ["ok", "lah"],
  ["okay", "lah"],
  ["abit"],
  ["abit", "lah"],
  ["a", "bit", "lah"],
  ["boleh", "lah"],
  ["sikit"],
  ["sikit", "sikit"],
  ["so", "so", "lah"],
];

/**
 * Words that wave a complaint off ("late 1 hour, but ok lah, the traffic
 * damn jam"): the labelled sets make it neutral (softeners.ts).
 */
export const SINGLISH_WAVE_OFFS: readonly (readonly string[])[] = [
  ...["ok", "okay", "can"].flatMap((word) =>
    ["lah", "la", "lor"].map((particle) => [word, particle])
  ),
  ["can", "accept"],
  ["no", "problem", "lah"],
  ["no", "problem", "la"],
  ["no", "prob", "lah"],
  ["never", "mind", "lah"],
  ["nvm", "lah"],
  ["no", "choice", "lah"],
  ["bo", "pian"],
  ["takpe"],
  ["takpa"],
  ["tak", "apa"],
  ["takde", "hal"],
];

/** The Singlish and Manglish tables, as `lexicon_languages.ts` joins them. */
export const SINGLISH_TABLES: LanguageTables = {
  aspectCues: SINGLISH_ASPECT_CUES,
  general: SINGLISH_GENERAL_CUES,
  negators: SINGLISH_NEGATORS,
  intensifiers: SINGLISH_INTENSIFIERS,
  andWords: SINGLISH_AND_WORDS,
  contrastWords: SINGLISH_CONTRAST_WORDS,
  subRatingLabels: SINGLISH_SUB_RATING_LABELS,
  neutralizers: SINGLISH_NEUTRALIZERS,
  noAnswers: SINGLISH_NO_ANSWERS,
  hedgeAnswers: SINGLISH_HEDGE_ANSWERS,
  waveOffs: SINGLISH_WAVE_OFFS,
};
