/**
 * The Luxembourgish (Lëtzebuergesch) cues, one list per aspect, and the
 * general opinion words (`lexicon_luxembourgish.ts` tells what they leave
 * out and joins them with the other tables): arriving on time
 * ("pünktlech op d'Minutt", "ze spéit", "war net do wéi versprach"),
 * waits ("bannent enger Stonn do", "war séier do", "zweemol ofgesot"),
 * prices ("gënschteg", "ze deier", "gesalzen", "de Präis war korrekt,
 * sans plus"), work ("propper Aarbecht", "schéin gemaach", "keng Problemer
 * méi"), manners ("frëndlech", "léif", "flott", "e Schatz", "gutt Leit",
 * "kuerz ugebonnen"), calls ("alles erkläert", "keen Uruff"), mess
 * ("d'Schong ausgedoen", "gestaubsaugt", "voller Dreck"), skill ("kennt
 * sech aus", "wousst direkt", "total verluer") and honesty ("éierlech",
 * "keen Drock", "keen Upsell", "Rechnung = Devis").
 *
 * Entries are written with their accents ("ë", "é", "ä") and straight
 * apostrophes; the article "d'" is written joined to its noun
 * ("d'Rechnung"), as the tokeniser keeps it.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Verbs of being there or coming ("war do", "koum", "sinn komm"). */
const CAME =
  "{war do|waren do|woren do|ass komm|sinn komm|koum|koumen|war hei|ware do}";

/** Words for the price or the bill ("de Präis", "d'Rechnung"). */
const BILL = "{präis|präisser|d'rechnung|rechnung|den devis|devis}";

/** Forms of "was" and "is" a verdict follows ("war", "ass"). */
const WAS = "{war|ass|wor|woren|sinn|waren}";

/** Luxembourgish cues, per aspect. */
export const LUXEMBOURGISH_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [
    "pünktlech|pünktlechen|superpünktlech ~ +1",
    "{op d'minutt|op d'minutt genee|op d'sekonn|virun der zäit do|genee op den dag wéi ofgemaach|genee op den dag|wéi ofgemaach do} ~ +1",
    "pünktlechkeet ~ 0 S",
    "technesch pünktlech ~ 0 F",
    "{ze spéit|vill ze spéit|stonnen ze spéit|stonn ze spéit|minutte spéit|minutten spéit|stonne spéit|stonnen spéit} ~ -1",
    "{net do wéi versprach|war net do|net komm|ni komm|net opgedaucht|ni opgedaucht|koum net|si koumen net} ~ -2 F",
  ],
  scheduling: [
    `{bannent enger stonn|bannent enger hallwer stonn|bannent 30 minutten|bannent 20 minutten|bannent 15 minutten|bannent zéng minutten|séier|direkt|den nächsten dag|deeselwechten dag|um selwechten dag} ${CAME} ~ +1`,
    `${CAME} {bannent enger stonn|bannent enger hallwer stonn|bannent 30 minutten|bannent 20 minutten|séier|direkt} ~ +1`,
    "{war séier do|bannent enger stonn do|bannent enger stonn|direkt e rendez-vous|direkt en termin|fir de nächste moien|fir den nächste moien|fir den nächsten dag|sinn trotzdem komm|deeselwechten dag} ~ +1",
    "{ofgesot|zweemol ofgesot|annuléiert|verluecht|huet sech verschoben|ëm zwou wochen verschoben|ëm eng woch verschoben} ~ -2",
    "{wochen gewaart|wochen gewart|méint gewaart|wochen waarden|wochen gedauert amplaz|deeg gedauert amplaz|méint gedauert amplaz|néng wochen|véier wochen gewaart|op eng pièce gewaart} ~ -1",
    "{fäerdeg wéi versprach|deeg wéi versprach|wéi versprach fäerdeg|an der zäit fäerdeg} ~ +1",
    "bannent {enger|eng|enger hallwer|30|20|15|10|zéng|fofzéng|zwanzeg|dräisseg|} {stonn|minutten|minutte} do ~ +1",
    "{keen hëlt den telefon of|keen geet un den telefon|ëmmer just de répondeur} ~ -2 F",
  ],
  price: [
    "gënschteg|gënschtegen|bëlleg|bëllegen ~ +1",
    "{wierklech gënschteg|also gënschteg|ganz gënschteg|e gudde präis|e fairen präis|gudde präis|fairen präis} ~ +1",
    "{et wäert|et ass et wäert|ass et wäert|war et wäert|ech géif et nees bezuelen|géif et nees bezuelen} ~ +1",
    `${BILL} ${WAS} {korrekt|fair|ok|okay|an der rei|ganz korrekt|gënschteg} ~ +1`,
    `${BILL} ${WAS} {korrekt|ok|okay} {,|} sans plus ~ 0 S R`,
    `${BILL} {och|och ok|och okay|och korrekt} ~ 0 S R`,
    "{ze deier|vill ze deier|ganz deier|immens deier|wierklech deier|deier|gesalzen|gepeffert|ze vill bezuelt} ~ -2",
    "{e bëssen deier|e bësse deier|bëssen deier|bësse deier|liicht deier} ~ -1",
    `${BILL} ${WAS} {gesalzen|deier|ze deier|gepeffert|ze héich} ~ -2`,
  ],
  quality: [
    "{propper aarbecht|propper schaff|schéin aarbecht|schéin gemaach|wierklech schéin gemaach|gutt gemaach|ganz gutt gemaach|super gemaach|propper gemaach|sauber gemaach|alles schön gerade|perfekt zentréiert|gudd aarbecht|gutt aarbecht|gutt schaff} ~ +2",
    "{propper aus|gesinn elo propper aus|installatioun ass impeccable|d'installatioun ass impeccable|näischt méi gesäit|een näischt méi gesäit} ~ +2",
    "{keen eenzegen drëps|keen drëps méi|keng problemer méi|kee problem méi|leeft wéi nei|wéi nei} ~ +2 F",
    "{d'aarbecht ass ok|aarbecht ass ok|d'aarbecht war ok|aarbecht war ok|net méi , net manner|net méi net manner} ~ 0 S R",
    "{erëm verstoppt|nees verstoppt|erëm futti|nees futti|ëmmer nach kee waarmt waasser|ëmmer nach futti} ~ -2 F",
    "{e déiwe kratzer|en déiwe kratzer|kratzer am buedem|schlecht gemaach|pfuscharbecht|knascht} ~ -2",
    "{keng eenzeg korrektur|keng eenzeg reklamatioun} ~ +2 F",
  ],
  professionalism: [
    "frëndlech|frëndlechen|superfrëndlech|léif|léiwen|geduldeg|gedëlleg|héiflech|flott ~ +1",
    "{super frëndlech|ganz frëndlech|immens frëndlech|e schatz|eng schatz|gutt leit|gudde leit|eng gutt séil|gutt séil|seng gedold|hir gedold|ganz geduldeg|ganz gedëlleg|léif mat de kanner|e ganz sanften} ~ +1",
    "frëndlech genuch ~ 0 F",
    "onfrëndlech|onhéiflech|frech ~ -2",
    "{kuerz ugebonnen|ganz onfrëndlech|ze vill quatschert|d'ouer ofgeschwat|net emol entschëllegt|sech net entschëllegt|wéi wann d'bomi guer net do wier} ~ -2",
  ],
  communication: [
    "erkläert|erklärt|explizéiert ~ +1",
    "{alles erkläert|all linn erkläert|lues erkläert|schrëtt fir schrëtt|huet eis gewisen|eis de film|eis d'video|fotoe geschéckt|fotoen geschéckt|en sms geschéckt|sms geschéckt|virdrun ugeruff|viraus ugeruff|bescheed gesot|eis bescheed ginn} ~ +1",
    "{keen uruff|ouni ze uruffen|ouni unzeruffen|net ugeruff|ni ugeruff|ni zréckgeruff|net zréckgeruff|keen huet eppes gesot|keen huet eis eppes gesot|keen huet eis virdrun eppes gesot|keen huet eis bescheed gesot|keen huet eis näischt gesot|ouni eis ze informéieren|dräi verschidde geschichten|verschidde geschichten} ~ -2 F",
  ],
  cleanliness: [
    "{d'schong ausgedoen|schong ausgedoen|d'schong ausgezunn|schongiwwerzich un|alles propper hannerlooss|propper hannerlooss|alles propper|gestaubsaugt|opgeraumt|opgebotzt|reschter matgeholl|alles matgeholl|keendreck|keen dreck} ~ +1",
    "{keng schongiwwerzich|voller dreck|dreck hannerlooss|stëbs iwwerall|dreck iwwerall|foussofdréck|knascht hannerlooss|alles dreckeg} ~ -2 F",
  ],
  expertise: [
    "kompetent|kompetente|kompetenten|kompetenz ~ +1",
    "{kennt sech aus|kenne sech aus|wousst direkt|wousst wat e|weess wat en deet|wëssen wat se maachen|stonn diagnostizéiert|minutten diagnostizéiert|hallwer stonn fonnt|kompetenz pur} ~ +2",
    "{keen wousst wat lass ass|keen wousst wat lass war|total verluer|stonne gesicht an näischt fonnt|stonnen gesicht an näischt fonnt} ~ -2 F",
  ],
  honesty: [
    "éierlech|éierlechen|éierleche ~ +1",
    "{keen drock|kee drock|ouni drock|keen upsell|kee upsell|keng iwwerraschung|keng iwwerraschungen|rechnung = devis|genee wéi op der websäit|brauch keen upgrade|brauch net ersat ze ginn|näischt erfonnt} ~ +1 F",
    "{verkafsdrock|onbedéngt verkafen|iwwert dem devis|iwwer dem devis|méi wéi den devis|garantie wollte se net unerkennen|d'garantie wollte se net unerkennen|garantie net unerkannt|méi héich wéi um telefon gesot} ~ -2",
  ],
};

/**
 * Price cues kept with their accents only: French "salé" (salty: dear),
 * whose plain form "sale" is "dirty" ("c'était sale").
 */
export const LUXEMBOURGISH_ACCENTED_PRICE: readonly string[] = [
  "{c'était salé|c’était salé|c'était bien salé|c’était bien salé|c'est salé|c’est salé} ~ -2",
];

/** General opinion words in Luxembourgish (no aspect of their own). */
export const LUXEMBOURGISH_GENERAL: readonly string[] = [
  // Stock praise and thanks name no aspect ("merci villmools", "top").
  "{merci villmools|villmools merci|ganz zefridden|immens zefridden|zefridden|ze recommandéieren|kann ech nëmme recommandéieren|fënnef stären|5 stären} ~ +2",
  "{ech hunn d'nues voll|ni méi|nie méi} ~ -2 F",
  "{näischt besonneschtes|geet esou|sou lala} ~ 0 F",
];
