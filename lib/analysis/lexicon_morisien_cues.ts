/**
 * The Mauritian Kreol (Morisien) cues, one list per aspect, and the
 * general opinion words (`lexicon_morisien.ts` tells what they leave out
 * and joins them with the other tables): arriving on time ("lor ler", "2
 * ler reta", "pa ti vini"), waits ("vinn mem zour", "finn pran 3 semenn
 * olie de 4"), prices ("tro ser", "bon marse", "li vo sa"), work ("bien
 * fer", "ankor pe koule"), manners ("bien gentil", "sek ar mwa"), calls
 * ("finn explik", "pa enn SMS"), mess ("tir so soulie", "les lapousier
 * partou"), skill ("konn so travay") and honesty ("pa bizin ranplas",
 * "kokin").
 *
 * Morisien is written without accents; "ser" (dear, but "mo ser" is "my
 * sister", Spanish "ser" is "to be"), "prop" (English "prop") and "sal"
 * stay inside phrases.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Verbs of arriving ("vini", "vinn", "ti la"). */
const CAME =
  "{vini|vinn|finn vini|finn vinn|ti vinn|ti vini|arive|ti arive|ti la}";

/** Morisien cues, per aspect. */
export const MORISIEN_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{lor ler|alor ler|lor ler egzak|bien lor ler} ~ +1",
    "{ler reta|minit reta|minit an reta|zer reta|in reta|inn reta|finn reta|ti reta|arive reta|ti arive reta|vinn reta|ler an reta|gro reta|boukou reta} ~ -1",
    "{pa ti vini|pa finn vini|pann vini|pa finn vinn|pa ti vinn|pann vinn|zame pa vini|zame pa ti vini|zame finn vini} ~ -2 F",
    "{pa ti vini|pa finn vini|pann vini} {ziska|avan} ~ -1 F",
  ],
  scheduling: [
    `${CAME} * {mem zour|mem zour la|lamem|tousuit|minwi mem|dan enn ler|dan enn ler de tan|enn ler apre|landime bomatin|sa mem zour la} ~ +1`,
    "{reponn telefonn tousuit|reponn tousuit|reponn lamem} ~ +1",
    "{anil|anile|kansel|kanselle|ranvoy} {mo|nou|} randevou ~ -2",
    "{tro lontan|bien lontan|pran tro lontan|fer nou atann|fer mwa atann|bizin atann ziska|atann ziska} ~ -1",
    "{pa reponn telefonn|pa ti reponn telefonn|personn pa reponn|personn pa ti reponn|pa finn reponn telefonn} ~ -2 F",
    "{finn pran|ti pran|pran} * {kot zot ti dir|kot li ti dir|olie|olye|plis ki zot ti dir|ki zot ti promet|ki li ti promet} ~ -1",
    "{pa ti pe gagn|pa ti gagn|pa gagn|ti pe atann|pe atann} {pies|pyes|pies la|parti|lapies} ~ -1 F",
    "{randevou pou * semenn apre|randevou dan * semenn} ~ -1",
  ],
  price: [
    "{tro ser|tro tro ser|bien ser|vremem ser|ser ser|ser mem|ser ser ser|tro ser pou|koute ser|koute tro ser|pri tro ser} ~ -2",
    "{enn ti pe ser|enn tipe ser|ti pe ser|inpe ser|enpe ser|ser inpe} ~ -1",
    "{pa ser|pa ser ditou|pa tro ser|pa ditou ser} ~ +1 F",
    "{bon marse|bonmarse|bon pri|enn bon pri|bon investisman|enn bon investisman} ~ +1",
    "{li vo sa|vo sa|vo lapenn|vo so pri|vo sak sou} ~ +1",
    "{ni tro ser ni bon marse|ni ser ni bon marse|pa ser pa bon marse} ~ 0 S R",
    "{pri la|pri} {korek|normal|nor mal|mwayen|ordiner} ~ 0 S",
    "{pri la|pri} {tre|bien|} rezonab ~ +1",
    "{mwens ki sa mo ti pe atann|mwens ki mo ti pe atann|mwens ser ki|pli bon marse ki} ~ +1",
    "{revini gratis|vinn gratis|ranz gratis} ~ +1",
    "{koute nou|koute mwa} * kot {lot|lezot|enn lot} {konpani|plonbie|elektrisien} ~ -1",
    "{vole|volor|bann volor} nou {lar zan|larzan|kas} ~ -2",
  ],
  quality: [
    "{bien fer|tou bien fer|bien fet|travay prop|travay bien prop|gran travay|enn gran travay|bon travay|enn bon travay|bien bon travay|impekab|travay impekab} ~ +2",
    "{bien aligne|tou bien aligne|bien drwat|bien nivo} ~ +1",
    "{ankor pe koule|toujour pe koule|pe koule ankor|ankor koule|lage ankor|ankor lage|toujour pa marse|toujour pa mars|pa marse ditou|ankor pa marse|pa marse ankor|mem problem} ~ -2 F",
    "{marse bien|mars bien|marse parfe|mars parfe|marse kouma premie zour|mars kouma premie zour|kouma nef} ~ +2",
    "{pa ena okenn problem ankor|pena okenn problem ankor|pa ena problem ankor|pena problem depi|okenn problem depi} ~ +2 F",
    "{fer|les|kit} {enn|} {gro|} {mark|tas|tros|trou} lor {miray|mir|planse|laport|plafon|tapi} ~ -2",
    "{ale san ranz narien|san ranz narien|pa finn ranz narien|pa ranz narien} ~ -2 F",
    "{pase|pass|finn pase|finn pass} * {premie fwa|premie kou|san korreksion|san problem} ~ +1",
    "{zero|okenn|pena} {korreksion|koreksion} ~ +1 F",
    "{travay la|travay} {korek|normal} ~ 0 S",
    "{move travay|travay sal|travay salope|travay mal fer|mal fer|gaspiaz} ~ -2",
  ],
  professionalism: [
    "profesionel|profesionnel|respektie|pasians ~ +1",
    "{bien gentil|tre gentil|gentil garson|bien dou|tre dou|bien kalm|tre kalm|bien poli|tre poli|bien respektie|bien pasian|bien pasians|bon dimoun|enn bon dimoun|bon garson|zanti|bien zanti|dimann permision|ben fin|bien fin} ~ +1",
    "{malelve|malpoli|bien malpoli|grosie|arogan|bien sek|tro sek} ~ -2",
    "{enn ti pe|ti pe|inpe|bien|tro} sek {ar|avek|avec} {mwa|nou|li|mo} ~ -1",
    "{tro bavar|bien bavar|koz tro boukou} ~ -1",
    "{pa ti menm dir sori|pa dir sori|pa ti dir sori|san dir sori|pa menm dir bonzour|pa ti dir bonzour} ~ -1 F",
    "{koz ar mwa kom si|koz ar nou kom si|tret mwa kom|pran mwa pou enn} ~ -2 F",
  ],
  communication: [
    "explik|explike|esplik|expliker ~ +1",
    "{montre mwa|montre nou|finn montre|montre mo} ~ +1",
    "{ti telefonn avan|telefonn avan|apel avan|ti apel avan|averti nou|averti mwa|avert nou|dir nou tousuit|dir mwa tousuit|reminder sms|fer enn reminder|tou kler} ~ +1",
    "{rapor|rapor la} * {foto|video} ~ +1",
    "{pa enn ti kout telefonn|pa enn kout telefonn|pa enn sms|pa enn mesaz|pa enn apel|pena enn sms|pena enn apel|san enn kout telefonn} ~ -2 F",
    "{personn pa ti averti|personn pa finn averti|pa ti averti|pa finn averti|personn pa finn dir|personn pa ti dir|pa finn dir nou kifer|pa ti dir nou kifer} ~ -2 F",
    "{pa finn explik|pa ti explik|pann explik|pa finn explik nanie|pa finn explik narien} ~ -2 F",
    "{zame pa finn gagn|pa finn gagn|pa ti gagn} {enn update|okenn nouvel|nouvel|enn nouvel} ~ -2 F",
    "{pa finn rapel|pa ti rapel|zame pa rapel|pa reponn mo mesaz|pa reponn mesaz} ~ -2 F",
  ],
  cleanliness: [
    "{tir so soulie|tir zot soulie|tir soulie|tir so sapat|mett shoe covers|met shoe covers|mett kouver soulie|ramas tou|ramas tou bann|netway tou|netoy tou|balie apre|netway apre} ~ +1",
    "{mett bann drap|mett drap|mett plastik|kouver meb|kouver planse} ~ +1",
    "{lakaz|lakaz la|lakwizinn|lasam} {ti|inn|finn|} {prop|plis prop|bien prop|tou prop} ~ +2",
    "{kit|les} * {prop|bien prop} ~ +2",
    "{pa ti ena enn grin lapousier|pa ena enn grin lapousier|pena enn grin lapousier|pa ti les narien|pa finn les narien} ~ +1 F",
    "{les lapousier|lapousier partou|ti ena lapousier|les bwat|les vie bwat|les enn pake bwat|les salte|salte partou|les labou|lakaz sal|kit sal|les sal|bien sal|tro sal} ~ -1",
    "{bizin pas aspirater|bizin netway apre zot|bizin netoy apre zot} ~ -1",
  ],
  expertise: [
    "{konn so travay|konn so metie|konn so zafer|konn zot travay|konn zot metie|konn travay|kone ki li pe fer|konn ki li pe fer} ~ +2",
    "{pa konn travay|pa konn so travay|pa konn so metie|pa kone ki li pe fer|pa konn ki li pe fer} ~ -2 F",
    "trouv * {tousuit|lamem|dan 5 minit|dan senk minit|dan dis minit|dan enn ler} ~ +1",
    "trouv * kot {de lot|lezot|enn lot|lot} {konpani|plonbie|elektrisien|teknisien} ~ +1",
    "{ekspert|bien kalifie|gagn lexperians|ena lexperians|bien ena lexperians} ~ +1",
    "{pa ti kapav trouv|pa finn kapav trouv|pa finn trouv problem|pa ti trouv problem} ~ -2 F",
  ],
  honesty: [
    "{onet|bien onet|dimoun onet|ki kalite onet} ~ +1",
    "{pa bizin ranplas|pa bizin ranplase|pa bizin aste|pa bizin sanz|pa bizin zot vini|pa bizin li vini|pa bizin vini} ~ +1 F",
    "{pa finn azout narien|pa ti azout narien|pa azout narien|pa finn pey narien} ~ +1 F",
    "{ranplase lor garanti|ranplas lor garanti|ranz lor garanti|pey penter la|pey reparasion|pey dega} ~ +1",
    "{kokin|koken|kokinn|kokinri|bann kokin|bann voler|voler sa|manter|koz manti|dir manti} ~ -2",
    "{pa ti menm ar|pa menm ar|pa parey ar|pa parey kouma} {devi|devi la|pri ki zot ti dir} ~ -2 F",
    "{kontinie pous|kontinie pouse|pous nou pou aste|pous mwa pou aste|fors nou|fors mwa} ~ -2",
    "{plis ki devi|plis ki zot ti dir|azout * lor bill|frai kase} ~ -2",
  ],
};

/** General opinion words in Morisien (no aspect of their own). */
export const MORISIEN_GENERAL: readonly string[] = [
  // Stock praise: "bien bon", "mo kontan" alone name no aspect.
  "{bien bon|tre bon|extra bon|zot bien bon|mo kontan|mo bien kontan|mersi|mersi boukou|bon servis|bien bon servis|mo rekomand} ~ +1",
  "{pa tro kontan|pa kontan|pa apresie|pa apresie ditou|mo pa kontan|zame ankor} ~ -1 F",
  "{narien spesial|pa gran zafer|pa gran zafer pou dir|korek san plis} ~ 0 F",
];
