/**
 * German judging words, as German, Austrian and Swiss customers mix them
 * into English reviews or write whole sentences in them ("pünktlich like a
 * Swiss watch", "sauber gearbeitet", "ordentlich teuer", "Preis-Leistung
 * absolut top", "Ich fühl mich verarscht", "so kein Problem"): English cues
 * cannot see them, so such a review lost its aspects. They are cues like
 * the English ones (`lexicon.ts` describes the entries): the rules read
 * them as they read English, and the trained model weighs them by the
 * cue-kind features it learned from English.
 *
 * Each entry is written once, with its umlauts and "ß"; `germanSpellings`
 * adds the forms reviewers type without them: "ss" for "ß" (as the Swiss
 * write), "ae", "oe", "ue" for the umlauts, and the bare vowel ("punktlich",
 * "gunstig"). Words whose plain form is another word stay in phrases:
 * "schön" ("schon", already), "spät" ("spat"), "über" ("Uber").
 * Hyphenated words come apart ("Preis - Leistung"); both forms are written.
 *
 * Words that are also English or another language's stay in phrases or
 * out: "super", "top", "toll", "prima" (Spanish "cousin"), "mist", "gut"
 * ("a full gut job"), "genau", "also", "die", "war", "man", "rat", "so",
 * "mal" (French); "total" only strengthens ("total nett"). "Schnell" alone ("she was schnell")
 * judges only the speed of the work, which gets no label; it counts in
 * "schnell einen Termin". "Ehrlich" is "honest" and also the filler "ganz
 * ehrlich", "ehrlich gesagt" (neutralizers). "Sauber" said of the work
 * ("sauber gearbeitet", "saubere Arbeit") is quality, of the house
 * cleanliness, and "Sauber, Bright Spark!" (Swabian "well done") nothing.
 * "Fachmann" alone is any tradesman ("we called a Fachmann"): it praises
 * only in "ein echter Fachmann". "Keine Ahnung" is also "no idea whether":
 * it blames only with its subject ("er hatte keine Ahnung").
 *
 * Stock praise ("Fünf Sterne", "alles super", "empfehlenswert", "leiwand")
 * names no aspect (tests/eval/README.md); warm words about a person
 * ("nett", "lieb", "ein Schatz", "gemütlicher Riese") are professionalism,
 * "abgezockt" (ripped off) price, "verarscht" honesty. "Alles gut" and
 * "passt" are lukewarm, and wave a complaint off only as "so alles gut"
 * and "passt schon": "sonst alles gut" takes nothing back.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  byAspect,
  compact,
  phraseWords,
  withoutAccents,
} from "./lexicon_spellings.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";

/** The umlauts and the digraphs typed for them ("ü": "ue"). */
const DIGRAPHS: Readonly<Record<string, string>> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
};

/**
 * The spellings of German entries or phrases: as written, with "ss" for
 * "ß", with "ae", "oe", "ue" for the umlauts, and with the bare vowels
 * ("grüß gott", "grüss gott", "gruess gott", "gruss gott").
 *
 * @param specs Entries written with umlauts and "ß".
 * @returns Every spelling, each once.
 */
export function germanSpellings(specs: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const spec of specs) {
    const swiss = spec.replaceAll("ß", "ss");
    forms.add(spec);
    forms.add(swiss);
    forms.add(swiss.replace(/[äöü]/g, (vowel) => DIGRAPHS[vowel]));
    forms.add(withoutAccents(swiss));
  }
  return [...forms];
}

/** Phrases of words, in every spelling ("halb so schlimm"). */
function phrases(list: readonly string[]): string[][] {
  return phraseWords(germanSpellings(list));
}

/** Verbs of arriving ("kam", "ist gekommen", "war da"). */
const CAME =
  "{kam|kamen|ist gekommen|sind gekommen|war da|waren da|war hier|waren hier|erschien|erschienen|came|was here|showed up|arrived}";

/** Words of money a verdict is said of ("der Preis", "die Rechnung"). */
const BILL =
  "{preis|preise|rechnung|kosten|kostenvoranschlag|angebot|stundensatz|stundenlohn|anfahrtskosten}";

/** Work named by the job ("die Installation", "die Fliesen"). */
const WORK =
  "{arbeit|qualität|installation|montage|ausführung|verarbeitung|verlegung|fliesen|fugen|leitungen|verkabelung}";

/** German cues, per aspect, written with umlauts and "ß". */
const CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "pünktlich|überpünktlich|superpünktlich|pünktlichst ~ +1",
    "{auf die minute|auf die minute genau|minutengenau|wie vereinbart da|wie ausgemacht da|zur vereinbarten zeit} ~ +1",
    "pünktlichkeit ~ 0 S",
    "unpünktlich ~ -1",
    "{verspätung|verspätet|zu spät|viel zu spät|stunden zu spät|stunde zu spät|mit verspätung} ~ -1",
    `${CAME} {zu spät|viel zu spät|erst um|erst nach|stunden später} ~ -1`,
    "{nicht gekommen|nie gekommen|nicht erschienen|nie erschienen|nicht aufgetaucht|nie aufgetaucht} ~ -2 F",
    "{hat uns versetzt|hat mich versetzt|haben uns versetzt|haben mich versetzt|sitzen gelassen|sitzengelassen} ~ -2 F",
  ],
  scheduling: [
    "{am selben tag|am gleichen tag|noch am selben tag|noch am gleichen tag|am nächsten tag|gleich am nächsten tag|am nächsten morgen|innerhalb einer stunde|innerhalb von einer stunde|binnen einer stunde} ~ +1",
    "{schnell|sofort|gleich|kurzfristig|zeitnah} {einen|ein|nen|} termin ~ +1",
    "{zeitnah|zeitnahe|kurzfristiger termin|schneller termin} ~ +1",
    "{termin|termine} {war|waren|wurde|ist|} {schnell|sofort|kurzfristig|zeitnah} {vereinbart|gefunden|gemacht|frei|bekommen} ~ +1",
    "{sogar|selbst|even} {am sonntag|am wochenende|am samstag|an heiligabend|an weihnachten|am feiertag|an silvester|an neujahr|in der nacht|nachts|nach feierabend} ~ +1",
    "{after|nach} {his|her|their|seinem|ihrem|dem|} feierabend ~ +1",
    "{termin|termine|the termin} * {verschoben|abgesagt|storniert|platzen lassen} ~ -2",
    "{verschoben|verschieben|abgesagt|storniert} {den|die|the|unseren|unsere|our|} {termin|termine} ~ -2",
    "{wochenlang|monatelang|ewig|wochen|monate} {gewartet|warten|wartezeit} ~ -1",
    "{lange wartezeit|lange wartezeiten|ewige wartezeit|keinen termin bekommen|kein termin frei|keine termine frei} ~ -1",
    "{niemand geht ans telefon|keiner geht ans telefon|geht keiner ran|geht niemand ran|keiner geht ran|niemand geht ran|immer besetzt|nur der anrufbeantworter|only the anrufbeantworter|always the anrufbeantworter|nur die mailbox} ~ -2 F",
    "{immer erreichbar|gut erreichbar|sofort erreichbar|telefonisch erreichbar|sofort am telefon} ~ +1",
    "{nicht erreichbar|nie erreichbar|schwer erreichbar|kaum erreichbar|schlecht erreichbar} ~ -2 F",
    "{wie versprochen fertig|wie vereinbart fertig|pünktlich fertig|im zeitplan|termingerecht|fristgerecht} ~ +1",
    "termin|termine ~ 0 W N-1",
  ],
  price: [
    "teuer|teurer|sauteuer|überteuert|happig|gesalzen|gepfeffert ~ -1",
    "{zu teuer|viel zu teuer|ordentlich teuer|ganz schön teuer|ziemlich teuer|recht teuer|sehr teuer|echt teuer|richtig teuer|verdammt teuer|arschteuer|wucher|wucherpreise|wucherpreis|apothekenpreise} ~ -2",
    "{abgezockt|abzocke|abzocker|abzockerei|zocken ab|unverschämte preise|unverschämter preis|unverschämt teuer} ~ -2",
    "günstig|günstiger|preiswert|preisgünstig|billig|billiger|bezahlbar|erschwinglich|angemessen ~ +1",
    "{jeden cent|jeden euro|jeden franken|jeden rappen|jeden dollar|das geld|sein geld|ihr geld} wert ~ +1 N-1",
    "{sehr günstig|echt günstig|super günstig|supergünstig|fairer preis|faire preise|fair im preis|guter preis|gute preise|top preis|preis war fair|preise sind fair} ~ +2",
    "{preis leistung|preis - leistung|preisleistung|preis leistungs verhältnis|preis - leistungs - verhältnis|preisleistungsverhältnis} {top|super|spitze|stimmt|passt|absolut top|sehr gut|gut|bestens|1a|unschlagbar|hervorragend|perfekt} ~ +2",
    "{preis leistung|preis - leistung|preisleistung|preis - leistungs - verhältnis|preisleistungsverhältnis} ~ 0 S",
    "{kulant|kulanz|auf kulanz|aus kulanz|sehr kulant|nichts berechnet|nicht berechnet|nichts verlangt|ohne berechnung|kostenlos|kostenfrei} ~ +1 F",
    "{rabatt|nachlass|preisnachlass|skonto} ~ +1",
    `${BILL} {war|waren|ist|sind|} {ok|okay|in ordnung|normal|üblich|ortsüblich|marktüblich|im rahmen} ~ 0 S R`,
    "{normaler preis|üblicher preis|ortsüblicher preis|marktüblich|ortsüblich} ~ 0 S R",
    `${BILL} ~ 0 W N-1`,
  ],
  quality: [
    "{arbeit|ausführung|verarbeitung|qualität} ~ 0 W N-1",
    "{sauber gearbeitet|sauber verarbeitet|sauber verlegt|sauber installiert|sauber ausgeführt|sauber verkabelt|saubere arbeit|saubere ausführung|ordentlich gearbeitet|ordentliche arbeit|gute arbeit|tolle arbeit|top arbeit|spitzenarbeit|gründliche arbeit|gründlich gearbeitet|fachgerecht|fachmännisch|handwerklich top|wie aus dem lehrbuch} ~ +2",
    `${WORK} {war|waren|ist|sind|} {einwandfrei|tadellos|perfekt|sauber|top|ordentlich|schnurgerade|sehr gut|spitze|wie neu|stimmt} ~ +2`,
    "{einwandfrei|tadellos|gründlich|akkurat|präzise|schnurgerade|kerzengerade|wie neu|wie am schnürchen} ~ +1",
    "{absolut|absolutely|perfekt|perfectly|exactly|exakt} gerade ~ +1",
    "wasserwaage ~ +1",
    "{funktioniert|läuft|heizt|kühlt|zieht} {einwandfrei|perfekt|wieder perfekt|wie neu|super|tadellos|bestens|wie ein uhrwerk} ~ +1",
    "{keine beanstandung|keine beanstandungen|keine einzige beanstandung|ohne beanstandung|ohne beanstandungen|keine mängel|ohne mängel|mängelfrei|abnahme bestanden} ~ +2 F",
    "{seitdem keine probleme|seitdem kein problem|keine probleme mehr|kein problem mehr|seitdem ruhe|seitdem läuft alles|seitdem alles dicht|kein tropfen mehr|kein klopfen mehr|no more klopfen} ~ +2 F",
    "{pfusch|gepfuscht|pfuscharbeit|murks|gemurkst|schlampig|schlampige arbeit|geschlampt|hingeschludert|geschludert|stümperhaft|stümperei|katastrophale arbeit} ~ -2",
    "{hängt|hangs|hing|ist|is|sitzt} schief ~ -1",
    "{schief|krumm} {an der wand|montiert|eingebaut|aufgehängt|verlegt|on the wall} ~ -1",
    "{wieder|schon wieder|again|immer noch|noch immer|still} {verstopft|undicht|kaputt|defekt|tropft|leckt} ~ -2 F",
    "{tropft|leckt} {immer noch|schon wieder|wieder|noch immer} ~ -2 F",
    "{funktioniert|geht|läuft|heizt|kühlt} {immer noch|schon wieder|wieder|noch immer} nicht ~ -2 F",
    "{kaputt gemacht|beschädigt|zerkratzt|verkratzt|einen kratzer|ein kratzer|a kratzer|kratzer in|macken in|dellen in} ~ -2",
  ],
  professionalism: [
    "freundlich|nett|höflich|zuvorkommend|geduldig|respektvoll|sympathisch|herzlich|lieb|liebevoll|professionell|seriös|rücksichtsvoll|umgänglich ~ +1",
    "superfreundlich|supernett|überfreundlich ~ +2",
    "{ein schatz|a schatz|so ein schatz|ein engel|gemütlicher riese|ein gemütlicher riese|sanfter riese|blieb ganz ruhig|stayed ganz ruhig|everything ganz ruhig|alles ganz ruhig|die ruhe selbst|ruhig und geduldig|mit engelsgeduld|engelsgeduld} ~ +1",
    "{profi|ein profi|echter profi|absoluter profi|totaler profi|vollprofi|profis|echte profis|a profi|a real profi|profi durch und durch} ~ +1",
    "{unfreundlich|unhöflich|grantig|mürrisch|pampig|patzig|frech|herablassend|respektlos|ruppig|rotzig|überheblich|schnippisch|angepampt|angeschnauzt} ~ -2",
    "{unprofessionell|unseriös} ~ -2 F",
    "alles andere als {freundlich|höflich|nett|professionell} ~ -2 F",
    "{alles andere als|anything but} {grantig|unfreundlich|unhöflich|mürrisch|pampig} ~ +1 F",
    "{freundlich|höflich|nett} genug ~ 0 S R N-1",
    "{hatte es eilig|in eile|gehetzt|gehudelt|hingehudelt|husch husch|huschhusch|wollte feierabend|wanted feierabend|wollte nach hause} ~ -1",
    "{hat sich entschuldigt|entschuldigte sich|haben sich entschuldigt|sich entschuldigt} ~ +1",
  ],
  communication: [
    "erklärt|erklärte|erklärten|erklären|erklärung|erklärungen|erläutert ~ +1",
    "{alles erklärt|gut erklärt|genau erklärt|geduldig erklärt|verständlich erklärt|super erklärt|ausführlich erklärt} ~ +2",
    "{bescheid gesagt|bescheid gegeben|bescheid geben|vorher bescheid|rechtzeitig bescheid|gab bescheid|sagte bescheid|vorher angerufen|rief vorher an|hat vorher angerufen|hat sich gemeldet|meldete sich|auf dem laufenden gehalten|auf dem laufenden|immer informiert|fotos geschickt|bilder geschickt|zurückgerufen|rief zurück|hat zurückgerufen} ~ +1",
    "{ohne bescheid|kein bescheid|keinen bescheid|ohne vorwarnung|ohne ankündigung|ohne anruf|kein anruf|keinen anruf|no anruf|kein rückruf|keinen rückruf|nie zurückgerufen|nicht zurückgerufen|nie gemeldet|nicht gemeldet|nie wieder gemeldet|keine erklärung|ohne erklärung|nichts erklärt|keine rückmeldung} ~ -2 F",
    "{werbung|spam|newsletter} * {every|jede|jeden|ständig|dauernd|täglich|wöchentlich|pausenlos|nonstop} ~ -1",
    "{ständig|dauernd|pausenlos|jede woche|jeden tag} {werbung|spam} ~ -1",
    "{jeder sagt was anderes|jeder erzählt was anderes|jeder sagte was anderes} ~ -2",
  ],
  cleanliness: [
    "sauber|sauberer|blitzsauber|picobello|pikobello|besenrein|aufgeräumt ~ +1",
    "{sauberer als vorher|sauberer als zuvor|sauberer als davor|sauberer than before|sauber hinterlassen|alles sauber hinterlassen|alles aufgeräumt|ordentlich hinterlassen|sauber gemacht|alles sauber gemacht|aufgeräumt hinterlassen|weggeräumt|staubgesaugt|gesaugt|gefegt|alles mitgenommen|müll mitgenommen|kartons mitgenommen|verpackung mitgenommen|alte teile mitgenommen} ~ +1",
    "{überzieher|schuhüberzieher|überschuhe|folie ausgelegt|boden abgedeckt|möbel abgedeckt|mit folie abgedeckt|schuhe ausgezogen|zog die schuhe aus} ~ +1",
    "{dreck|schmutz|dreckig|schmutzig|verdreckt|sauerei|saustall|schweinerei} ~ -1",
    "{hinterlassen|left|liegen lassen|liegengelassen} * {dreck|schmutz|sauerei|saustall|schweinerei|chaos|schlamm|müll|bohrstaub|staub|kartons|verpackung} ~ -2",
    "{dreck|schmutz|sauerei|saustall|chaos|schlamm|müll|kartons} * {hinterlassen|liegen lassen|liegenlassen|liegen gelassen} ~ -2",
    "{wie eine baustelle|like a baustelle|wie ein schlachtfeld|like a schlachtfeld|wie ein saustall} ~ -2",
    "{dreck|schlamm|staub|bohrstaub|matsch|fußspuren} {überall|im ganzen haus|auf dem boden|auf dem teppich|everywhere|all over} ~ -1",
    "{mit schuhen|mit dreckigen schuhen|mit den schuhen|mit straßenschuhen} {rein|durchs haus|ins haus|herein|durch} ~ -1",
    "sauberkeit ~ 0 S",
  ],
  expertise: [
    "kompetent|fachkundig|sachkundig|versiert|kompetenz|erfahrener|erfahrene ~ +1",
    "{sehr|total|echt|extrem|richtig} erfahren ~ +1",
    "{echter fachmann|ein echter fachmann|a real fachmann|real fachmann|richtiger fachmann|absoluter fachmann|top fachmann|fachmann durch und durch|echte fachfrau|eine echte fachfrau|a real fachfrau} ~ +1",
    "{weiß was er tut|weiß was sie tut|wusste was er tut|wusste was sie tut|wusste was er tat|weiß genau was er tut|kennt sich aus|kannte sich aus|kennt sich super aus|hat ahnung|hatte ahnung|viel ahnung|richtig ahnung|sofort gefunden|sofort erkannt|auf anhieb gefunden|auf anhieb erkannt|gleich gefunden|knew sofort|wusste sofort|wusste gleich} ~ +1",
    "{inkompetent|ahnungslos|stümper|dilettant|dilettantisch|bastler|ein bastler|ein pfuscher|pfuscher} ~ -2",
    "{hatte keine ahnung|hat keine ahnung|had keine ahnung|has keine ahnung|null ahnung|keinen plan|hatte keinen plan|wusste nicht was er tut|wusste nicht was er tat|wusste nicht was sie tut|hat es nicht gefunden|fand den fehler nicht|hat den fehler nicht gefunden} ~ -2 F",
  ],
  honesty: [
    "ehrlich|ehrliche|ehrlicher|grundehrlich|ehrlichkeit|vertrauenswürdig|aufrichtig ~ +1",
    "{ehrliche haut|ehrlicher handwerker|ehrliche firma|ehrliche leute} ~ +1",
    "{preis|rechnung|kosten|abgerechnet|berechnet} {wie vereinbart|wie besprochen|wie abgemacht|wie ausgemacht} ~ +1",
    "{wie im angebot|genau wie im angebot|wie im kostenvoranschlag|keine versteckten kosten|keine überraschungen|ohne überraschungen|festpreis} ~ +1",
    "{kein druck|keinen druck|ohne druck|nichts aufgeschwatzt|nichts angedreht|nicht aufgeschwatzt|nichts unnötiges} ~ +1 F",
    "{aufdringlich|aufgeschwatzt|aufschwatzen|andrehen|angedreht|verkaufsdruck|druck gemacht|unter druck gesetzt} ~ -2",
    "{verarscht|verarschen|verarsche|über den tisch gezogen|betrüger|betrogen|betrügerisch|gelogen|angelogen|lügner|unehrlich} ~ -2",
    "{higher|more|höher|mehr|teurer} {than|als} {the|der|das|dem|den|im|ursprünglich|} {kostenvoranschlag|voranschlag|angebot|vereinbart|abgemacht|besprochen|ausgemacht|angeboten} ~ -2",
    "{versteckte kosten|versteckte gebühren|überraschung auf der rechnung|mehr als vereinbart} ~ -2",
    "{braucht keinen neuen|braucht keine neue|brauchen keinen neuen|brauchen keine neue|kein neues gerät nötig|keine neue heizung nötig} ~ +1 F",
  ],
};

/**
 * German cues, per aspect, in all their spellings, brace groups of single
 * words written as one element's alternatives (`compact`).
 */
export const GERMAN_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => germanSpellings(CUES[aspect]).map(compact));

/** General opinion words in German (no aspect of their own). */
export const GERMAN_GENERAL_CUES: readonly string[] = germanSpellings([
  // Stock praise: "Fünf Sterne", "alles super", "spitze" name no aspect.
  "{sehr gut|hervorragend|ausgezeichnet|großartig|wunderbar|spitze|spitzenmäßig|klasse|perfekt|bestens|fünf sterne|5 sterne|alles super|alles top|leiwand|einwandfreier service} ~ +2",
  "{empfehlenswert|sehr empfehlenswert|absolut empfehlenswert|kann ich nur empfehlen|sehr zu empfehlen|nur zu empfehlen|weiterempfehlen|klare empfehlung|zufrieden|sehr zufrieden|danke|vielen dank|dankeschön|danke schön|zuverlässig|hilfsbereit|freu mich} ~ +1",
  "{schlecht|sehr schlecht|katastrophe|katastrophal|furchtbar|schrecklich|enttäuschend|enttäuscht|ärgerlich|frechheit|eine frechheit|zumutung|eine zumutung|unverschämt|unverschämtheit|unzuverlässig} ~ -2",
  "{nie wieder|niemals wieder|so kann man nicht arbeiten} ~ -2 F",
  "leider ~ -1",
  "{war|waren|ist|sind|echt|richtig|wirklich} gut ~ +1",
  "{na ja|naja|geht so|ganz ok|ganz okay|ganz in ordnung|in ordnung|mittelmäßig|durchschnittlich|passt|alles gut} ~ 0",
  "{nichts besonderes|nichts weltbewegendes} ~ 0 F",
  // Complaints taken back, as "not their fault" does.
  "{nicht ihre schuld|nicht seine schuld|nicht deren schuld|kann passieren|kann mal passieren|halb so schlimm|nicht so schlimm} ~ 0 F",
  "{aber|also|so|but} {kein problem|kein thema|kein ding|passt schon|macht nichts|schon okay|schon ok} ~ 0 F",
]).map(compact);

/**
 * Phrases that look like German cues but are none: fillers ("ganz
 * ehrlich", "ehrlich gesagt"), prices that went up everywhere ("alles ist
 * teuer geworden"), the utility's bill, a filter that was dirty, and
 * "Sauber!" cheered at the business.
 */
export const GERMAN_NEUTRALIZERS: readonly string[] = germanSpellings([
  "{ganz ehrlich|ehrlich gesagt|um ehrlich zu sein|mal ehrlich|wenn ich ehrlich bin}",
  "{alles ist teuer geworden|alles wird teurer|alles ist teurer geworden|alles teurer geworden|alles ist so teuer|ist alles teuer geworden}",
  "{stromrechnung|gasrechnung|heizkosten|stromkosten|nebenkosten|heizkostenabrechnung|energiekosten} {went down|went up|ging runter|ging hoch|ist gesunken|ist gestiegen|gesunken|gestiegen|}",
  "{filter|rohr|abfluss|brenner|lüftung|kanäle|ablauf} {war|waren|total|völlig|sehr|} {dreckig|schmutzig|verdreckt|verstopft}",
  "sauber , @business",
]);

/**
 * German words that negate what follows. "Nie" is also Polish "not", which
 * negates as well. Not "nichts", which closes a phrase as often as it
 * opens one ("nichts zu meckern"), nor "nein", an answer.
 */
export const GERMAN_NEGATORS: readonly string[] = [
  "nicht",
  "kein",
  "keine",
  "keinen",
  "keiner",
  "keinem",
  "nie",
  "niemals",
  "ohne",
  "niemand",
];

/** German words that strengthen the next opinion word. */
export const GERMAN_INTENSIFIERS: readonly string[] = germanSpellings([
  "sehr",
  "echt",
  "total",
  "wirklich",
  "richtig",
  "extrem",
  "äußerst",
  "besonders",
  "absolut",
  "voll",
  "mega",
]);

/**
 * German words that start a contrasting clause ("teuer, aber gute
 * Arbeit"); "leider" does, as "unfortunately" does.
 */
export const GERMAN_CONTRAST_WORDS: readonly string[] = [
  "aber",
  "jedoch",
  "allerdings",
  "trotzdem",
  "obwohl",
  "leider",
];

/** German words that join two clauses, as "and" does ("und dann"). */
export const GERMAN_AND_WORDS: readonly string[] = ["und"];

/** Names of aspects in German sub-ratings ("Preis 3/5", "Sauberkeit 5/5"). */
export const GERMAN_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ...germanSpellings(["pünktlichkeit"]).map((label): [string, AspectId] => [
    label,
    "punctuality",
  ]),
  ["preis", "price"],
  ["preise", "price"],
  ["kosten", "price"],
  ["sauberkeit", "cleanliness"],
  ...germanSpellings(["qualität"]).map((label): [string, AspectId] => [
    label,
    "quality",
  ]),
  ["arbeit", "quality"],
  ["freundlichkeit", "professionalism"],
  ...germanSpellings(["höflichkeit"]).map((label): [string, AspectId] => [
    label,
    "professionalism",
  ]),
  ["kommunikation", "communication"],
  ["ehrlichkeit", "honesty"],
  ["kompetenz", "expertise"],
  ["fachwissen", "expertise"],
  ["terminvergabe", "scheduling"],
  ["erreichbarkeit", "scheduling"],
];

/** Answers that deny a question before them ("Pünktlich? Nein."). */
export const GERMAN_NO_ANSWERS: readonly (readonly string[])[] = phrases([
  "nein",
  "überhaupt nicht",
  "gar nicht",
  "nicht wirklich",
  "eher nicht",
  "kein bisschen",
  "keineswegs",
  "leider nein",
  "leider nicht",
]);

/** Answers that grant a question only in part ("Teuer? Ein bisschen."). */
export const GERMAN_HEDGE_ANSWERS: readonly (readonly string[])[] = phrases([
  "ein bisschen",
  "ein wenig",
  "etwas",
  "teilweise",
  "mehr oder weniger",
  "einigermaßen",
  "geht so",
  "na ja",
  "naja",
  "jein",
  "irgendwie",
  "technisch gesehen",
]);

/**
 * Words that wave a complaint off ("45 minutes late, but he called, so
 * kein Problem"): the labelled sets make it neutral (softeners.ts). "Kein
 * Problem" only after "so", "also", "aber" or "dann" ("seitdem kein
 * Problem mehr" praises the fix); not "alles gut" alone ("sonst alles
 * gut" takes nothing back), nor "egal" ("es war ihm egal" is a complaint
 * of its own).
 */
export const GERMAN_WAVE_OFFS: readonly (readonly string[])[] = phrases([
  ...["so", "also", "aber", "dann"].flatMap((word) =>
    ["kein problem", "kein thema", "kein ding"].map((wave) => `${word} ${wave}`)
  ),
  "halb so schlimm",
  "nicht schlimm",
  "nicht so schlimm",
  "macht nichts",
  "passt schon",
  "schon okay",
  "schon ok",
  "so alles gut",
  "also alles gut",
  "kann passieren",
  "kann mal passieren",
  "nicht ihre schuld",
  "nicht seine schuld",
]);

/** The German tables, as `lexicon_languages.ts` joins them. */
export const GERMAN_TABLES: LanguageTables = {
  aspectCues: GERMAN_ASPECT_CUES,
  general: GERMAN_GENERAL_CUES,
  negators: GERMAN_NEGATORS,
  intensifiers: GERMAN_INTENSIFIERS,
  andWords: GERMAN_AND_WORDS,
  contrastWords: GERMAN_CONTRAST_WORDS,
  subRatingLabels: GERMAN_SUB_RATING_LABELS,
  neutralizers: GERMAN_NEUTRALIZERS,
  noAnswers: GERMAN_NO_ANSWERS,
  hedgeAnswers: GERMAN_HEDGE_ANSWERS,
  waveOffs: GERMAN_WAVE_OFFS,
};
