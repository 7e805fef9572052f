/**
 * Sicilian dialect and Italian-American slang, as Sicilian- and
 * Italian-American families in New York, New Jersey and Chicago mix them
 * into English: "a bravu cristianu" (a good soul), "bonu travagghiu"
 * (good work), "latru" (thief), "sperta" (clever), "che testa" (what a
 * head), "a galantuomo", "stunad prices", "mezza mezz", "eh, pazienza".
 * Standard Italian reads none of them. They are written with accents, as
 * in `lexicon_italian.ts`, which adds the spellings without them and joins
 * them to the other Italian cues.
 *
 * Words of feeling name no aspect ("madonna mia", "minchia", "mannaggia",
 * "agita", "fuhgeddaboudit"), and neither do words for a fool or a boor
 * ("stunad", "gavone", "cafone") when they are said of a relative or in a
 * simile ("plugged into an extension cord like a cafone"): only "stunad"
 * of the bill is price. "Grazie tante" is said in these reviews only after
 * a complaint, as "thanks a lot" is: no praise. "Eh, pazienza" waves a
 * lateness off, as "ma pazienza" does.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Sicilian and Italian-American cues, per aspect, with accents. */
export const ITALIAN_AMERICAN_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [],
  scheduling: [],
  price: [
    // "Stunad prices": prices only a fool would ask.
    "{stunad|stunadd|stunat|stunato} {prices|price|prezzi|prezzo|bill|invoice|money} ~ -2",
  ],
  quality: [
    // Sicilian "bonu travagghiu" (good work), "travagghiu fattu bonu".
    "{bonu|bon|bellu|bravu|gran} {travagghiu|travagliu|travaghiu} ~ +2",
    "{travagghiu|travagliu|travaghiu} {bonu|fattu bonu|fattu bbonu|pulitu|perfettu} ~ +2",
  ],
  professionalism: [
    // A good soul: "a bravu cristianu", "bon cristianu", "bravu carusu".
    "{bravu|bravo|bonu|bon|bravi|boni} {cristianu|cristiano|cristiani|carusu|carusi|picciottu|picciotti|guaglione|guagliò} ~ +1",
    "galantuomo|galantuomini|galantomu|galantomi ~ +1",
    // "A sweetheart of a guy", "a doll of a man".
    "{sweetheart|doll|peach|prince|gem} of a {guy|man|kid|woman|lady|girl|fella|boy} ~ +1",
  ],
  communication: [],
  cleanliness: [],
  expertise: [
    // Sicilian "spertu", "sperta" (clever, quick-witted).
    "spertu|sperta|sperti|sperte|spertissimu|spertissima ~ +1",
    // "Che testa, this guy!": what a head.
    "{che testa|chi testa|che capa|chi capa|che cervello|testa fina} ~ +1",
  ],
  honesty: [
    // Sicilian "latru" (thief), Italian "ladro", Neapolitan "mariuolo".
    "latru|latri|latruni|latrunazzu|ladro|ladra|ladrone|mariuolo|mariuoli|mariolo ~ -2",
  ],
};

/** General opinion words of the voice (no aspect of their own). */
export const ITALIAN_AMERICAN_GENERAL_CUES: readonly string[] = [
  // Half and half: "mezza mezz", a lukewarm verdict.
  "{mezza mezz|mezza mezza|mezzo mezzo|mezz e mezz|mezza e mezza} ~ 0 F",
  // Sarcastic thanks after a complaint, as "thanks a lot".
  "{grazie tante|grazie tant} ~ -1 F",
];

/**
 * Phrases that look like cues of the voice but are none: a boor in a
 * simile ("like a cafone") and a hard head ("che testa dura").
 */
export const ITALIAN_AMERICAN_NEUTRALIZERS: readonly string[] = [
  "like {a|some|} {cafone|cafona|cafoni|gavone|gavon|stunad|stunat}",
  "{che|chi} {testa dura|testa tosta|capa tosta}",
];

/** Words that wave a complaint off ("Eh, pazienza."). */
export const ITALIAN_AMERICAN_WAVE_OFFS: readonly string[] = [
  "eh pazienza",
  "eh , pazienza",
  "ah pazienza",
  "ah , pazienza",
  "oh pazienza",
  "oh , pazienza",
];
