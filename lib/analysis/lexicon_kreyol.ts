/**
 * Haitian Creole (Kreyòl) judging words, as Haitian and Haitian-American
 * customers mix them into English reviews or write whole sentences in
 * them ("mèsi anpil", "li te an reta", "twò chè", "pa t bon mache, men li
 * vo chak kòb", "konn travay li", "pa janm fòse m"): English cues cannot
 * see them, so such a review lost its aspects. They are cues like the
 * English ones (`lexicon.ts` describes the entries): the rules read them
 * as they read English, and the trained model weighs them by the
 * cue-kind features it learned from English.
 *
 * Each entry is written once, with its accents; `kreyolSpellings` adds the
 * form typed without them ("mesi anpil", "two che"; the other spelling
 * "tro chè" is written out). Words whose plain
 * form is another word stay in phrases: "alè" (plain "ale" is "go"),
 * "bonè" ("bone"), "chè" (Italian and Spanish "che"; the accented word
 * alone is kept apart, `ACCENTED`), "sal" (Spanish "salt", Kreyòl "living
 * room"), "pwòp" is also "own" ("pwòp kay li", a neutralizer).
 *
 * Kreyòl shares words with French and English. "Bon" is French's general
 * word already, and "gratis", "gratuit", "malpoli", "malgre" are read by
 * the Spanish and French tables; "li", "ak", "se", "yo", "la", "te" appear
 * only inside phrases, and "mache byen", "pa mache ankò", "kase" stay out
 * alone: they tell the fault before the visit as often as the result. "Pa" negates, but it is also Tagalog's "still" ("nag-text pa
 * siya") and Spanish "para" ("pa la casa"): `isForeignPa` tells them
 * apart by the word after it. "Men" is "but", and English "men": it opens
 * a contrast only before the first word of a Kreyòl clause
 * (`opensKreyolContrast`: "men li vo chak kòb", not "the men were").
 * "San" (without) is also "blood", "hundred" and Spanish "San": it
 * negates only inside phrases ("san fòse m", "san li pa eksplike").
 *
 * Stock praise ("yon bijou", "pafè", "5 zetwal", "li bon") names no
 * aspect (tests/eval/README.md); warm words about a person ("bon moun",
 * "gen bon kè", "dous kou siwo", "pasyans") are professionalism; "pwòp"
 * said of the work ("enstale byen pwòp") is quality, of the house
 * cleanliness; "onèt" is honesty, "malonèt" rudeness (professionalism).
 * Sub-ratings leave out "pri" (price): it is also a name ("✅ Pri").
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  byAspect,
  opensGuardedContrast,
  phraseWords,
  withoutAccents,
} from "./lexicon_spellings.ts";
import type { GuardedContrast, LanguageTables } from "./lexicon_spellings.ts";

/**
 * The spellings of Kreyòl entries or phrases: as written and without
 * accents ("twò chè" and "two che"; "tro chè", the other spelling, is
 * written out).
 *
 * @param specs Entries written with accents.
 * @returns Every spelling, each once.
 */
export function kreyolSpellings(specs: readonly string[]): string[] {
  return [...new Set(specs.flatMap((spec) => [spec, withoutAccents(spec)]))];
}

/** Phrases of words, with and without their accents ("pa gen pwoblèm"). */
function phrases(list: readonly string[]): string[][] {
  return phraseWords(kreyolSpellings(list));
}

/** Verbs of arriving ("rive", "vin", "parèt"). */
const CAME = "{rive|vini|vin|parèt|te rive|te vini|te vin|te la}";

/** Kreyòl cues, per aspect, written with accents. */
const CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    `${CAME} {a lè|nan lè|atan|a tan|bonè|byen bonè|pi bonè|an avans|anvan lè} ~ +1`,
    "{egzakteman a lè|a lè pil|ponktyèl} ~ +1",
    "{an reta|anreta|yon ti reta|yon reta|gwo reta|anpil reta} ~ -1",
    `${CAME} {ta|byen ta|twò ta|tro ta|anreta|an reta|an reta anpil} ~ -1`,
    "{fè nou tann|fè m tann|fè mwen tann|kite nou ap tann|kite m ap tann} * {èdtan|zèdtan|inèdtan|tout jounen an|tout maten an|tout apremidi a} ~ -1",
    "{pa janm vini|pa t janm vini|pa t vini|pa vini|pa janm parèt|pa t parèt|pa t janm parèt|pa janm prezante|pa t prezante} ~ -2 F",
    "{rate randevou|rate randevou a|rate yon randevou|rate dat la|rate yon dat|rate jou a} ~ -1",
  ],
  scheduling: [
    `${CAME} {menm jou a|menm jou|jou a menm|touswit|tousuit|san pèdi tan|nan inèdtan|nan yon èdtan|nan mwens pase inèdtan|landemen|nan demi èdtan} ~ +1`,
    "{reponn touswit|reponn tousuit|reponn telefòn nan touswit|yon moun reponn|moun reponn telefòn|reponn nan premye ring} ~ +1",
    "{èdtan|zèdtan|inèdtan|minit} {sèlman|selman} apre * {rele|te rele} ~ +1",
    "menm {nan lannwit|a minwi|nan mitan lannwit|jou nwèl|lavèy nwèl|jou ferye|yon dimanch|dimanch|nan wikenn|jou premye janvye} ~ +1",
    `${CAME} * {nan lannwit|nan mitan lannwit|a minwi|anvan minwi|jou nwèl|lavèy nwèl|jou ferye} ~ +1`,
    "{anile|kansle|ranvwaye|repwograme|reprograme} ~ -2",
    "{chanje randevou a|chanje dat la|deplase randevou a|difisil pou jwenn randevou|difisil pou jwenn yon randevou} ~ -1",
    "{fasil pou pran randevou|fasil pou jwenn randevou|pran randevou fasil} ~ +1",
    "{pèsonn pa reponn|okenn moun pa reponn|pa janm reponn telefòn|pa janm reponn telefòn nan|pa reponn telefòn} ~ -2 F",
    "{tann * semèn|tann * mwa|semèn ap tann|mwa ap tann|tann twòp|tann lontan} ~ -1",
    "{fini|fin|boukle|livre} {a lè|atan|a tan|jan yo te di|jan yo te pwomèt|kòm yo te di|kòm yo te pwomèt|nan tan yo te di|nan dat la|anvan dat la|anvan lè} ~ +1",
    "{pran|dire} {pi lontan pase|de fwa plis pase|plis tan pase} * {yo te di|prevwa|pwomèt} ~ -1",
    "randevou ~ 0 W N-1",
  ],
  price: [
    "{twò chè|tro chè|chè anpil|chè wi|chè chè|koute chè|kout chè|koute m chè|koute nou chè|koute je nan tèt|yon je nan tèt} ~ -2",
    "{yon ti jan chè|yon ti kras chè|yon tikras chè|yon jan chè|ti jan chè|pi chè pase} ~ -1",
    "{bon mache|bonmache} ~ +1",
    "{pri a rezonab|pri rezonab|rezonab|bon pri|pri a bon|pri a kòrèk|pri kòrèk|pri onèt|pri a onèt|pri jis|pri a jis|pri ki bon|pri a pa chè|bèl pri} ~ +2",
    "{vo chak kòb|vo chak santim|vo chak goud|vo chak dola|vo chak pyès|vo lajan an|vo lajan m|vo kòb la|vo pri a|vo lapèn|vo lapenn|li vo l|sa vo l} ~ +1 N-1",
    "{se vòlè|sa se vòlè|se yon vòl|se vòl|yon vòl|vòl kalite|pri vòlè|pri a se vòlè} ~ -2",
    "{pri * twò wo|pri * tro wo|pri a wo|pri yo wo|pri a twò wo|pri yo twò wo|pri a egzajere|pri egzajere} ~ -1",
    "{gaspiye lajan|gaspiye kòb|lajan gaspiye|kòb gaspiye|lajan jete|jete lajan m|pèdi lajan m|pèdi kòb mwen|lajan pou gremesi} ~ -2",
    "{pa charge m|pa chaje m|pa charge nou|pa chaje nou|pa fè m peye|pa fè nou peye} {anyen|yon santim|yon goud|yon kòb|okenn kòb|lajan|kòb} ~ +1 F",
    "{pa mande m|pa mande nou|pa pran} {yon santim|yon goud|yon kòb|okenn kòb|senk kòb} ~ +1 F",
    "{san m pa peye anyen|san nou pa peye anyen} ~ +1 F",
    "{rabè|yon ti rabè|diskont|kase pri a|bese pri a|desann pri a|redui pri a|fè m yon pri|fè m yon bon pri} ~ +1",
    "{pa pi chè pa pi bon mache|ni chè ni bon mache|pa twò chè pa twò bon mache|pa chè pa bon mache|nòmal pou pri a|pri nòmal|pri mwayen} ~ 0 S R",
    "{pri|pri a|devi|devi a} * {nan mitan|nòmal|mwayen|kòrèk san plis|pasab} ~ 0 S",
    "{pri|devi|fakti} ~ 0 W N-1",
  ],
  quality: [
    "travay ~ 0 W",
    "{bon travay|bèl travay|bon djòb|bèl djòb|travay pwòp|travay serye|travay byen fèt|byen fèt|travay kalite|travay de kalite|bon kalite|travay nèt} ~ +2",
    "{fè travay la byen|fè travay li byen|fè travay yo byen|fè l byen|fè yo byen|fè tout bagay byen|fè bagay yo byen|fè yon bon travay|fè yon bèl travay|fè bon travay} ~ +2",
    "{enstale|mete|monte|ranje|konekte|fè|travay|kole} {byen pwòp|pwòp pwòp|pwòp anpil|byen} ~ +1",
    "{byen santre|byen aliyen|byen dwat|tout dwat|tou dwat|byen nivo|byen plat|byen ranje|an liy dwat} ~ +1",
    "{kwochi|pa dwat|pa aliyen|de travè|detravè} ~ -1",
    "{travay la|travay yo|rezilta a|enstalasyon an} {bèl|solid|pafè|ekselan|pwòp} ~ +2",
    "{move travay|travay la move|travay yo move} ~ -2",
    "{mache byen kounye a|kounye a li mache byen|mache pafè|mache pafètman|mache kòm si li te nèf|kòm si li te nèf|tankou nèf|kou nèf|kòm nèf|tankou li te nèf|mache tankou nèf|mache tankou yon bijou|mache kou yon revèy} ~ +2",
    "{mal fèt|travay mal fèt|fè l mal|fè travay la mal|travay malpwòp|gagòt|travay gagòt|bakoule|travay bakoule|salòpe|fè sa nenpòt jan|fè l nenpòt jan|travay kochon} ~ -2",
    "{koule|bouche|kraze|kase|tonbe an pàn|an pàn|inonde|fè bri|fè dlo|sote|pete} ankò ~ -2",
    "{toujou pa mache|pa mache toujou|toujou pa vle mache|toujou ap koule|toujou koule|toujou bouche|toujou an pàn|toujou pa limen|pwoblèm nan retounen|pwoblèm nan tounen|menm pwoblèm nan} ~ -2 F",
    "{pase inspeksyon|pase enspeksyon|pase inspeksyon an|pase enspeksyon an|pase inspection|pase inspection an} ~ +1",
    "{san pwoblèm|san okenn pwoblèm|san yon pwoblèm} ~ +1 F",
    "{pa gen pwoblèm depi|pa janm gen pwoblèm depi|okenn pwoblèm depi|pa gen okenn pwoblèm depi|pa gen yon gout dlo depi|pa yon gout depi} ~ +2 F",
    "{abime|domaje|grafouye|fann} {planche a|planche|mi a|miray la|tapi a|kabinè a|pòt la|plafon an|sèvant lan|machin mwen|mi an} ~ -2",
    "{kite yon twou|kite twou|kite yon gwo twou} {nan mi|nan miray|nan plafon|nan planche|nan pòt} ~ -2",
  ],
  professionalism: [
    "janti|jantiy|emab|afab|koutwa|respektye|respektyèz|pasyan ~ +1",
    "{bon moun|yon bon moun|bon nèg|yon bon nèg|bon ti moun|bon kè|gen bon kè|bon ti nèg|yon zanj|yon ange|moun serye|nèg serye|moun debyen|moun de byen|moun korèk|nèg korèk|bèl moun|yon bèl moun|gen bon manyè|bon manyè|byen elve|byen edike|manzè janti|msye janti} ~ +1",
    "{dous kou siwo|dous tankou siwo|dous kou myèl|dous anpil|trè dous|tèlman dous} ~ +1",
    "{pasyans|ak pasyans|anpil pasyans|gen pasyans|pran pasyans|ak respè|ak anpil respè|respekte kay la|respekte nou|respekte m|respekte fanmi an|trete * ak respè|mete m alèz|mete l alèz|mete nou alèz|mete yo alèz} ~ +1",
    "pwofesyonèl|pwofesyonel|pwofesyonnèl|pwofesyonalis ~ +1",
    "malonèt|malelve|maledve|grosye|gwosye|frekan|ensolan|awogan|radi|ensolans ~ -2",
    "{mal elve|san manyè|manke respè|manke m dega|manke m respè|derespekte|pa gen respè|san respè|trete m mal|trete nou mal|pale m mal|pale mal ak|rele sou mwen|rele sou nou|joure|joure m|souse dan|tchuipe|reponn mwen sèk|reponn mwen mal} ~ -2",
    "{olye li pale ak mwen|olye yo pale ak mwen|olye msye pale ak mwen|olye li pale avè m|kòm si m pa konprann|kòm si mwen pa konprann|kòm si m te sòt|pran m pou sòt|trete m tankou yon timoun} ~ -2 F",
    "{rete kalm|toujou ap souri|ak yon souri} ~ +1",
    "{twò prese|tro prese|prese prese|prese anpil} ~ -1",
    "{li|msye|manzè|yo} {te prese|te nan prese|te an prese} ~ -1",
    "{eskize l|eskize li|eskize tèt li|mande eskiz|mande padon|di m eskize|di nou eskize|di m padon|di nou padon|li eskize|msye eskize|manzè eskize|yo eskize|te eskize} ~ +1",
    "{kite pòt la louvri|kite baryè a louvri|kite pòt la ouvè|kite baryè a ouvè|bloke driveway la|bare driveway la|bloke antre a|bare antre a} ~ -1",
    "{kanpe|pake|estasyone} {kamyon an|kamyon yo|machin nan|van an} {nan mitan|devan|an travè} ~ -1",
  ],
  communication: [
    "eksplike|esplike|eksplikasyon ~ +1",
    "{montre m|montre nou|montre mwen|voye foto|voye videyo|voye m foto|voye m videyo|ban m foto|pran tan pou eksplike|reponn tout kesyon m|reponn tout kesyon|reponn kesyon m yo} ~ +1",
    "{voye|montre} {yo|foto yo|foto|videyo|videyo a|rapò a} {ban mwen|ban m|ba m|ba mwen|ban nou|ba nou} ~ +1",
    "{rele m davans|rele davans|rele anvan|voye tèks davans|avèti m|avèti nou|avèti mwen|te avèti|fè m konnen|fè nou konnen|kenbe m okouran|kenbe nou okouran|mete m okouran|raple m|raple nou|an wout} ~ +1",
    "{rele m tounen|rele nou tounen|rele mwen tounen|reponn mesaj mwen|reponn tèks mwen} ~ +1",
    "{pa janm|pa t|pèsonn pa|pèsonn pa t|okenn moun pa} {rele m|rele nou|rele mwen|reponn mesaj|reponn tèks|voye tèks|voye mesaj|ekri m|voye devi|voye devi a} ~ -2 F",
    "{pa gen apèl|pa gen tèks|san yon apèl|san okenn apèl|san rele|san avèti|san di m anyen|san di nou anyen|san li pa di m anyen|san yo pa di m anyen|san li pa eksplike|san yo pa eksplike|san msye pa eksplike|san eksplike} ~ -2 F",
    "{toujou ap tann|poko janm resevwa|pa janm resevwa} ~ -1",
    "{pa di m anyen|pa di nou anyen|pa t di m anyen|pa t di nou anyen} ~ -2 F",
    "{pale|eksplike|esplike} * {an kreyòl|an franse|an fransè|an panyòl|nan lang nou|nan lang li} ~ +1",
    "{chak moun di yon bagay diferan|chak moun di m yon lòt bagay|yo di m de bagay diferan} ~ -2",
  ],
  cleanliness: [
    "pwòp ~ +1",
    "{kay la pwòp|kite kay la pwòp|kite tout bagay pwòp|rete pwòp|pwòp pwòp|pwòp anpil|pi pwòp pase} ~ +2",
    "kite {kay la|tout bagay|li|l} jan {yo|li} te jwenn {li|l} ~ +2",
    "{netwaye apre|netwaye dèyè|netwaye tout bagay|netwaye kay la|netwaye tout kote|ranmase tout bagay|ranmase fatra|ranmase tout fatra|bale planche a|bale tout bagay|bale apre|pase bale|pase vacuum|pase vakyòm|pase aspiratè|pase mop|siye planche a} ~ +1",
    "{remèt|mete} * jan {l|li|yo} te ye ~ +1",
    "kite kay la jan {l|li} te ye ~ +1",
    "{kouvri soulye|kouvè soulye|kouvri pye|retire soulye|wete soulye|retire bòt|wete bòt|retire sapat|wete sapat} ~ +1",
    "mete {tapi|twal|prela|plastik|katon|dra|anyen|yon bagay} {atè|sou planche a|sou tapi a} ~ +1",
    "malpwòp|salte|kochonri|dezòd ~ -1",
    "{kite|lage} {kay la|tout bagay|tout kote|kizin nan|planche a|twalèt la|saldeben an} sal ~ -1",
    "{kay la|planche a|tapi a} {te|vin} sal ~ -1",
    "{kite|lage} {ti moso|moso|fatra|labou|pousyè|fil|plastik|katon|bwat|vye pyès|vye} ~ -1",
    "{fatra|labou|pousyè|moso fil|plastik|katon|sab|poud} {toupatou|tout kote|sou tout planche a|nan tout kay la|sou tapi a} ~ -1",
    "{pote labou|trennen labou|mache ak labou|antre ak labou|antre ak soulye sal} ~ -1",
  ],
  expertise: [
    "{konn travay li|konn travay yo|konn sa l ap fè|konn sa li ap fè|konn sa l t ap fè|konn sa li t ap fè|konn sa yo ap fè|konn metye li|konn metye l|konnen travay li|konnen sa l ap fè} ~ +2",
    "{ekspè|gen eksperyans|anpil eksperyans|kalifye|konpetan|metrize|entèlijan|msye fò|manzè fò} ~ +1",
    "{jwenn pwoblèm nan|jwenn sa k te genyen|jwenn koz la|konprann pwoblèm nan} {touswit|tousuit|vit|rapid|an de tan twa mouvman|nan senk minit|nan 5 minit|nan dis minit|nan 10 minit} ~ +1",
    "{li|msye|manzè|yo} te gen rezon ~ +1",
    "{pa t ka|pa ka|pa t rive|pa rive|pa janm|pa t janm} jwenn {pwoblèm nan|sa k|sa ki|poukisa|koz la} ~ -2 F",
    "{debitan|amatè|enkonpetan} ~ -2",
  ],
  honesty: [
    "onèt|onètete ~ +1",
    "{moun onèt|nèg onèt|moun serye ak onèt|moun ou ka fè konfyans|ou ka fè yo konfyans|mwen fè yo konfyans} ~ +1",
    "{pa bezwen|pa t bezwen|pat bezwen} {chanje|ranplase|yon nouvo|yon nouvèl|yon lòt|achte|fè} ~ +1 F",
    "{san fòse m|san fòse nou|san pouse m|san peze m|san presyon|pa gen presyon|okenn presyon} ~ +1 F",
    "{fòse m|fòse nou|fòse mwen|pouse m achte|pouse nou achte|peze m|met presyon|mete presyon|fè presyon|eseye vann mwen|eseye vann nou|vle vann mwen|vle vann nou|se jodi a sèlman|jiskaske m siyen|jiskaske mwen siyen|jouk m siyen} ~ -2",
    "{egzakteman sa yo te|egzakteman pri yo te|menm pri yo te di|menm pri ak devi a|jan devi a te di|pa yon santim plis|pa yon goud plis|pa yon kòb plis|san sipriz|okenn sipriz|pa gen sipriz|pa t gen sipriz} ~ +1 F",
    "{plis pase devi a|plis pase sa yo te di|pi plis pase sa yo te di|plis pase pri yo te di|frè kache|chaj kache|sipriz nan fakti a|ogmante pri a|monte pri a} ~ -2",
    "{vòlè yo|bann vòlè|yon bann vòlè|yon vòlè|mantè|mantò|bay manti|ban m manti|ba m manti|twonpe m|twonpe nou|eskwòk|magouy|magouyè|fè magouy} ~ -2",
    "{rekonèt erè|rekonèt fòt|aksepte fòt|admèt erè|admèt fòt|rekonèt li te fè erè} ~ +1",
    "{respekte garanti a|onore garanti a} ~ +1",
  ],
};

/**
 * Words that keep their accent alone: without it they are another word
 * ("che" is Italian and Spanish "that", "bone" English).
 */
const ACCENTED: Readonly<Partial<Record<AspectId, readonly string[]>>> = {
  punctuality: [
    "alè ~ +1",
    "{rive ale|alè pil|alè pile} ~ +1",
  ],
  price: ["chè ~ -1"],
};

/** Kreyòl cues, per aspect, in all their spellings. */
export const KREYOL_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => [
  ...kreyolSpellings(CUES[aspect]),
  ...(ACCENTED[aspect] ?? []),
]);

/** General opinion words in Kreyòl (no aspect of their own). */
export const KREYOL_GENERAL_CUES: readonly string[] = kreyolSpellings([
  // Stock praise: "yon bijou", "pafè", "5 zetwal" alone name no aspect.
  "{pafè|pafèt|ekselan|fòmidab|mayifik|estrawòdinè|siperyè|bijou|yon bijou|bèl bagay|bon anpil|byen bon|trè bon|trè byen|nimewo en|5 zetwal|senk zetwal|ayibobo} ~ +2",
  "{mèsi|mèsi anpil|mèsi bondye|kontan|trè kontan|kontan anpil|satisfè|byen satisfè|m rekòmande|mwen rekòmande|m ap rekòmande|rekòmande yo|bon sèvis|pa mal|pa twò mal} ~ +1",
  "{tèt chaje|dezolan|desevan|desepsyon|dekouraje|degoutan|ridikil|inakseptab|lamizè|betiz|kalamite|m regrèt|pa janm ankò|m pap janm rele yo ankò|mwen pap janm rele yo ankò} ~ -2",
  "{konsa konsa|nòmal|mwayen|pasab|korèk|kòrèk|san plis|korèk san plis|teknikman|pa plis pa mwens|ni plis ni mwens|ni bon ni move} ~ 0 F",
  // Excuses that take a complaint back ("yon ti jan chè, men m konprann").
  "{m konprann|mwen konprann|nou konprann|m ka konprann|se pa fòt yo|se pa fòt li|sa pa fòt yo|sa pa fòt li|pa fòt yo|pa fòt li|se pa gwo zafè|pa gwo zafè|sa w ap fè|sa ou ka fè} ~ 0 F",
]);

/**
 * Phrases that look like Kreyòl cues but are none: fillers ("pou m onèt
 * avè w"), "pwòp" as "own" ("pwòp kay li"), a filter that was dirty, the
 * reviewer paying on time, and "chè" as "dear" ("mèsi chè").
 */
export const KREYOL_NEUTRALIZERS: readonly string[] = kreyolSpellings([
  "pou m {onèt|sensè|di w vre} {avè w|avè nou|avèk ou|}",
  "pwòp {tèt|kay|machin|zouti|materyèl|pitit|fanmi|lajan|kòb}",
  "{filt|filtè|filtre|tiyo|kondwi|dwòl|kondansè|koyil} {la|yo} {ki te|te|} sal",
  "{peye|nou peye|m peye} {alè|a lè|an avans|davans}",
  "{mèsi|ma|mon} chè",
]);

/**
 * Kreyòl words that negate what follows: "pa" (also "pa t", "pa janm":
 * the next words stay in its reach), "okenn", "pèsonn" (nobody), "poko"
 * (not yet). Not "san" ("blood", "hundred", Spanish "San") nor "anyen",
 * which closes a negation rather than opens one ("pa di m anyen").
 */
export const KREYOL_NEGATORS: readonly string[] = [
  "pa",
  "okenn",
  "pèsonn",
  "pesonn",
  "poko",
];

/**
 * Words after which "pa" is no Kreyòl "not": Spanish "para" ("pa la
 * casa", "pa que"; Spanish has no `LanguageTables`) and Kreyòl "per" or
 * "by" ("$60 pa mwa", "pa imèl"). The languages with tables say their own
 * (`NegatorLookalike`: Tagalog "still", Punjabi "put").
 */
const FOREIGN_PA_NEXT: ReadonlySet<string> = new Set([
  ..."que qué la el lo los las mi mis tu su sus un una acá aca allá alla ti mí eso esto esa ese"
    .split(" "),
  ..."mwa semèn semen jou lane ane èdtan edtan imèl imel email"
    .split(" "),
]);

/**
 * Whether a "pa" negates nothing: it is the last word of its clause
 * (Tagalog "wala pa.") or the word after it makes it Spanish "para" or
 * Kreyòl "per".
 *
 * @param next The normal form of the word after it, if any.
 * @returns Whether it is no negator.
 */
export function isForeignPa(next: string | undefined): boolean {
  return next === undefined || !/\p{L}/u.test(next) ||
    FOREIGN_PA_NEXT.has(next);
}

/** Kreyòl words that strengthen the next opinion word. */
export const KREYOL_INTENSIFIERS: readonly string[] = [
  "anpil",
  "twò",
  "tro",
  "vrèman",
  "vreman",
  "reyèlman",
  "tèlman",
  "telman",
  "trè",
  "ekstrèmman",
  "toutbon",
];

/**
 * Kreyòl words that start a contrasting clause ("malgre" is French's
 * "malgré" without its accent, listed there). "Men" is also English
 * "men": `opensKreyolContrast` reads it so only before a clause's first
 * word.
 */
export const KREYOL_CONTRAST_WORDS: readonly string[] = [
  "sepandan",
  "poutan",
];

/** Words that open a Kreyòl clause after "men" ("men li vo chak kòb"). */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  ("li l yo m mwen nou ou w msye manzè pa se sa apre lè kounye toujou tou " +
    "gen te yon pri travay")
    .split(" "),
);

/** The Kreyòl word for "but", guarded by `CLAUSE_OPENERS`. */
const KREYOL_CONTRAST: GuardedContrast = {
  words: ["men"],
  openers: CLAUSE_OPENERS,
};

/**
 * Whether a word opens a contrasting Kreyòl clause: "men" before a
 * pronoun, "pa", "se" or another clause's first word ("pa t bon mache,
 * men li vo chak kòb"), never English "men" ("the men were polite").
 *
 * @param word A word's normal form.
 * @param next The normal form of the word after it, if any.
 * @returns Whether it opens a contrast.
 */
export function opensKreyolContrast(
  word: string,
  next: string | undefined,
): boolean {
  return opensGuardedContrast(KREYOL_CONTRAST, word, next);
}

/** Kreyòl words that join two clauses, as "and" does ("epi"). */
export const KREYOL_AND_WORDS: readonly string[] = ["epi", "epitou"];

/** Names of aspects in Kreyòl sub-ratings ("Pri 3/5", "Pwòpte 5/5"). */
export const KREYOL_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["kalite", "quality"],
  ["travay", "quality"],
  ["pwòpte", "cleanliness"],
  ["pwopte", "cleanliness"],
  ["ponktyalite", "punctuality"],
  ["kominikasyon", "communication"],
  ["pwofesyonalis", "professionalism"],
  ["jantiyès", "professionalism"],
  ["jantiyes", "professionalism"],
  ["politès", "professionalism"],
  ["konpetans", "expertise"],
  ["konesans", "expertise"],
  ["onètete", "honesty"],
  ["onetete", "honesty"],
  ["disponiblite", "scheduling"],
];

/** Answers that deny a question before them ("Pwòp? Pa ditou."). */
export const KREYOL_NO_ANSWERS: readonly (readonly string[])[] = phrases([
  "pa ditou",
  "ditou",
  "non menm",
  "menm pa",
  "pa menm",
  "pa vrèman",
  "pa janm",
  "okenn",
  "jamè",
]);

/** Answers that grant a question only in part ("Chè? Yon ti jan."). */
export const KREYOL_HEDGE_ANSWERS: readonly (readonly string[])[] = phrases([
  "yon ti jan",
  "yon ti kras",
  "yon tikras",
  "konsa konsa",
  "plis oswa mwens",
  "petèt",
  "teknikman",
  "prèske",
  "depann",
  "wi e non",
]);

/**
 * Words that wave a complaint off ("an reta 20 minit, men pa gen
 * pwoblèm"): the labelled sets make it neutral (softeners.ts). Not "pa
 * gen anyen", which is "there is nothing" as often as "no matter".
 */
export const KREYOL_WAVE_OFFS: readonly (readonly string[])[] = phrases([
  "pa gen pwoblèm",
  "pa pwoblèm",
  "pa gen okenn pwoblèm",
  "se pa fòt yo",
  "se pa fòt li",
  "sa pa fòt yo",
  "m konprann",
  "mwen konprann",
  "se pa gwo zafè",
  "pa gwo zafè",
  "sa w ap fè",
  "sa ou ka fè",
]);

/** The Haitian Kreyòl tables, as `lexicon_languages.ts` joins them. */
export const KREYOL_TABLES: LanguageTables = {
  aspectCues: KREYOL_ASPECT_CUES,
  general: KREYOL_GENERAL_CUES,
  negators: KREYOL_NEGATORS,
  intensifiers: KREYOL_INTENSIFIERS,
  andWords: KREYOL_AND_WORDS,
  contrastWords: KREYOL_CONTRAST_WORDS,
  subRatingLabels: KREYOL_SUB_RATING_LABELS,
  neutralizers: KREYOL_NEUTRALIZERS,
  noAnswers: KREYOL_NO_ANSWERS,
  hedgeAnswers: KREYOL_HEDGE_ANSWERS,
  waveOffs: KREYOL_WAVE_OFFS,
  guardedContrast: KREYOL_CONTRAST,
};
