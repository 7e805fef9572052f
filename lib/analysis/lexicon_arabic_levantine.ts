/**
 * Palestinian and Jordanian (Levantine) Arabizi cues beyond the common
 * Levantine ones (`lexicon_arabic_cues.ts`), one list per aspect, and
 * their general opinion words; `lexicon_arabic.ts` joins them and tells
 * how the entries are written. They add the spellings with the vowel
 * before the hamza ("ta2khar", "ta2akharu", "2as3ar ma32ooleh"), the
 * forms with object suffixes ("tarakoulna", "ba3atouli", "byetroku"),
 * "bi wa2to" and bare "3al wa2t", "bakkeer", "t2ajal" (postponed), "bnus
 * el leil", "7aramiye" (thieves, said of a price), "bisawi kol 2irsh",
 * "deal 7elo", "ba3do shaghal zay el fal", "lessa btsakker", "byi3ref
 * shughlo", "ma kanet fahmane", "shirkat ma la2ou" (others failed), "7awal
 * ybi3na", "bidoon wala pressure", "el quote wade7 w mfassal", "zalameh
 * amin", "ma 7atta i3tazar", "dam-ha khafeef" (the tokenizer keeps the
 * hyphen apart: "dam - ha"), "7aki ghair" (different stories), "ghabra
 * bkol makan" and the neutral "nus nus" and "mashi 7alo".
 *
 * Choices, after the labelled Levantine batches (blind632, blind690):
 * late by hours or minutes is punctuality, by days or weeks scheduling;
 * "7aramiye" with an amount is price negative (the Egyptian "7aramiya"
 * about a pushed replacement stays honesty); a second company that found
 * only a small part ("jibna 7ada tani w tele3 bas …") is honesty
 * negative; "ma tarakou wala mark 3al 7eet" is workmanship, not mess.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Late (verb and adjective), the spellings the common table lacks. */
const LATE =
  "{ta2khar|ta2kharet|ta2khrat|ta2kharu|ta2kharo|ta2kharou|ta2akharu|ta2akharo|ta2akharou|ta2akhro|t2akharu|t2akharou|t2a5aru|ta2a5aru|t2akhkharu|ta2akkar|ta2kkar}";

/** Came (forms the common table lacks). */
const CAME = "{ija|eja|ijat|ijet|ijo|ijou|ejo|wasal|wisil|wsel|wislo|weslo}";

/** On time. */
const ON_TIME =
  "{3 al|3 a|3 ala|3 alal} {wa2t|wa2et|wa2it|waqt|maw3ed|maw3ad|maw3id|mi3ad}";

/** Early. */
const EARLY = "{bakkeer|bakkir|bakir|bakeer|badri|badry|bakkeer shway}";

/** A stretch of days or weeks. */
const DAYS =
  "{usbu3|usbu3ein|usbu3en|isbu3ein|jum3a|jum3tein|jem3tein|ayyam|iyyam|weeks|week|days|ashhor|shahr|shahrein}";

/** Sent (a message), by them. */
const SENT =
  "{ba3atouli|ba3atoulna|ba3atoli|ba3atolna|ba3atou|ba3atu|ba3tat|ba3tatli|ba3tatelna|ba3tatlna|ittasal|ittasalet|ittasalu}";

/** A message. */
const MESSAGE = "{text|msg|message|masaj|whatsapp|reminder}";

/** Before ("2abl", split after its leading digit). */
const BEFORE = "2 {abl|abel|abla|ablha|ablo}";

/** The work. */
const WORK =
  "{shighlo|shighla|shighlon|shighel|shighl|shoghlo|shoghl|shughlo|shughl}";

/** Good (the spellings the common table lacks, and the common ones). */
const GOOD =
  "{mni7|mnih|mnee7|kwayes|kwayyes|helu|mrattab|mrattabe|nadif|nadeef|ndeef|nazif|mazbout|mazboot|mumtaz|momtaz|perfect}";

/**
 * The price ("2as3ar" is read "2 as3ar": the hamza the tokenizer splits
 * off stands before the word).
 */
const PRICE =
  "{si3r|se3r|as3ar|as3aro|as3arhom|as3aron|si3ro|si3rhom|si3ron|se3ro}";

/** Reasonable, fair (of a price). */
const FAIR =
  "{ma32ool|ma32oole|ma32ooleh|ma32oleh|mo3tadel|mo3tadle|mo3tadele|mni7|mnee7|mni7a|kwayes|helu|mumtaz}";

/** Mess (what the common table lacks). */
const MESS =
  "{carton|el carton|el cartoneh|bi2ayat|ba2ayat|el bi2ayat|el ba2ayat|sanadee2|el sanadee2|sanadi2|el sanadi2|el wara2|el plastic|zbaleh|el zbaleh|nfayat|el nfayat|el wa7el|wa7el|torab|el torab|el boxes}";

/** Left (behind), with object suffixes. */
const LEFT =
  "{tarakoulna|tarakouli|tarakoolna|tarakolna|tarkoulna|tarakou|tarakoo|tarakulna|khallulna|khalloulna|khallouli|tarak|tarako|khalla|khallo|khallou}";

/** Leave (a place in a state), they. */
const KEEP =
  "{byetroku|bitroku|byitruku|byetrokou|bitrokou|tarakou|tarakuh|bikhallu|bykhallu|bikhallou}";

/** Clean, tidy. */
const CLEAN = "{nadif|nadeef|ndif|ndeef|nazif|nazeef|mrattab|nadeefe|nadife}";

/** Sell, convince. */
const SELL =
  "{ybi3na|ybi3ni|ybi3li|ybi3lna|ybee3na|ybee3ni|tbi3ni|tbi3na|tbi3li|tbee3na|y2ne3na|y2ne3ni|ye2ne3na|t2ne3na|t2ne3ni|ye2ne3ni}";

/** Other companies or technicians. */
const OTHERS =
  "{shirkat|shirke|companies|tanyin|ghairo|ghairha|ghairhom|technicians|plumbers|electricians}";

/** Tried. */
const TRIED = "{7 awal|7 awalet|7 awalo|7 awalu|7 awalou|hawal|hawalet}";

/**
 * Levantine Arabizi cues, per aspect, with brace groups
 * (`lexicon_arabic.ts` compacts them).
 */
export const LEVANTINE_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    `${LATE} ~ -1`,
    `${CAME} {mat2akher|mat2akhar|mat2akhra|mit2akhkher} ~ -1`,
    `${ON_TIME} ~ +1`,
    `{ma|wala} ${CAME} ${ON_TIME} ~ -1 F`,
    "{bi wa2to|b wa2to|bwa2to|bi wa2ta|bi maw3ido|bi maw3edo|b maw3ido} ~ +1",
    `${CAME} ${EARLY} ~ +1`,
    "{sa3a|sa3tein|sa3at|d2i2a|d2aye2|de2i2a|minutes|mins|min|hours} ba3d el {window|maw3ed|maw3id|wa2t} ~ -1",
  ],
  scheduling: [
    `${LATE} ${DAYS} ~ -1`,
    "{t2ajal|t2ajjal|ta2ajal|ta2ajjal|ta2jal|t2ajalet|t2ajjalet|2 ajjalo|2 ajjalu|ajjalo|ajjalu|2 ajalo|2 ajjalouh} ~ -1",
    "nafs el {leile|leileh|leyle|leil|nhar|nahar} ~ +1",
    `${CAME} {bnus|b nus|bi nus|fi nus|bnos|b nos|bi nos} el {leil|leyl|lel|lail} ~ +1`,
    "{rad|radd|rado|raddo|radou|raddou|raddet|radet} {3 al|3 a} {phone|telephone|tilifon|tele|el phone} ~ +1",
    "{ma|wala|7 ada ma} {rad|radd|rado|raddo|radou|raddou|raddet|radet} {3 al|3 a} {phone|telephone|tilifon|tele|el phone} ~ -2 F",
    "{khallasouh|khallasoh|khallasuh|khallaso|khallasu|khallas|khalsat|khelset|khalset} * {elli|metl ma|zay ma} {wa3ad|wa3ado|wa3adouna|wa3adna|wa3adni|wa3adouni|wa3adu|2 alo|2 alu|2 alouli|2 alulna} ~ +1",
  ],
  price: [
    "{7 aramiye|7 aramiyye|7 aramiyeh|7 aramiyyeh|haramiye|haramiyye} ~ -2",
    "{ma32oole|ma32ooleh|ma32oleh|ma32ouleh|ma32oule|ma3'oole|ma3qoole|ma3oole} ~ +1",
    `${PRICE} * ${FAIR} ~ +1`,
    `${PRICE} {kan|kanet|ya3ni} 3 {adi|ady|aadi} ~ 0 S F`,
    `${PRICE} {kan|kanet|ya3ni} {nus|nos|noss} {nus|nos|noss} ~ 0 S F`,
    "{bisawi|bysawi|bisewi|btiswa|btswa|bitswa|byiswa|biswa|bti7rez|bi7rez|byi7rez|bt7arez|bi7arez} {kol|kel|kul|kell} * {irsh|qirsh|dollar|dinar|lira|cent|shekel|fils|penny} ~ +2",
    "{deal|offer} 7 {elo|elu|elw} ~ +1",
    "{deal|offer} {helu|mni7|mnee7|mumtaz|kwayes} ~ +1",
  ],
  quality: [
    `${WORK} * * ${GOOD} ~ +1`,
    `${WORK} * * 7 {elo|elu|elw} ~ +1`,
    `${WORK} {kan|kanet|ya3ni} 3 {adi|ady|aadi} ~ 0 S F`,
    `${WORK} {kan|kanet|ya3ni} {nus|nos|noss} {nus|nos|noss} ~ 0 S F`,
    "{lessa|lissa|lesa|ba3do|ba3da} {btsakker|bitsakker|btsakkir|bitsakkir|bysakker|msakkar|msakkra|ma byishtighel|ma byishtghel|ma btishtighel|ma btishtghel|ma 3 am yishtighel|ma 3 am tishtighel|bitnazzel|btnazzel|btnatt|bitnatt} ~ -2",
    "{ba3do|ba3da|lessa|lissa} {shaghal|shaghale|shaghle|shaghaleh|bishtighel|byishtighel|btishtighel|btishtghel|byishtghel} {zay el fal|zay el sa3a|metl el sa3a|metl el fal|mni7|mnee7|tamam|perfect|ktir mni7|zay el jdid|metl el jdid} ~ +1",
    "{zay|zai|metl|mitl} el {fal|fall} ~ +1",
    "{ashhor|ashhur|shhur|shahr|shahrein|sene|sneen|usbu3|asabee3|months|weeks} {w|} {ma fi|mafi|wala} {wala|ay|} {backup|backups|leak|no2ta|tasreeb|moshkle|mushkile|mashakel|ta2ti2} ~ +1 F",
  ],
  professionalism: [
    "{ma|wala} {7 atta|} {2 al sorry|2 al 3 afwan|i3tazar|e3tazar|a3tazar|3 tazar|sallam|sallam 3 alayy|sallam 3 alayye|sallam 3 alayna|sallam 3 layye} ~ -2 F",
    "{damha|damo|dama|damhom|damon|dammo|damma|dam} {khafif|khafeef|khfif|khfeef|khafife|khafeefe} ~ +1 F",
    "dam {ha|o|hom|on|ho} {khafif|khafeef|khfif|khfeef|khafife|khafeefe} ~ +1 F",
    "{damha|damo|dama|damhom|dammo|damma} {ta2il|ta2eel|t2il|t2eel|te2il|ti2il|ta2ile|t2eele} ~ -1 F",
    "dam {ha|o|hom|on|ho} {ta2il|ta2eel|t2il|t2eel|te2il|ti2il|ta2ile|t2eele} ~ -1 F",
    "{dall|dal|dallo|dallet|dallu|zall} {calm|hadi|hadi2|hadye|rayi2|raye2|ray2} ~ +1",
  ],
  communication: [
    `${SENT} ${MESSAGE} ~ +1`,
    `${SENT} ${BEFORE} ~ +1`,
    `${SENT} ${MESSAGE} ${BEFORE} ~ +1`,
    `7 {aka|akat|akyetni|akyetna} ${BEFORE} ~ +1`,
    "{ma 7 ada|ma7ada|wala 7 ada|ma hada} {ittasal|itasal|ttasal|rajja3li|rajja3lna|rajja3|raja3li|rajja3olna|rajja3ouli} ~ -2 F",
    "{7 ada|hada} ma {2 alna|2 alelna|2 alli|khabbarna|khabbarni|7 akana|7 akani|ittasal|ettasal} ~ -2 F",
    "{wala|bala|ma fi|mafi} {reply|jawab} ~ -2 F",
    "{7 aki|7 ake|haki|kalam} {ghair|gher|ghayr|mkhtalef|mkhtelef|mitghayyer} ~ -2",
  ],
  cleanliness: [
    `${LEFT} * ${MESS} ~ -2`,
    "{ghabra|ghbara|wasakh|wasa5|zbele|zbaleh|fawda|torab|trab} {bkol|b kol|bi kol|fi kol|3 a kol|3 al kol} {makan|ma7al|zawye|el bet|el beit} ~ -2",
    "shu {hal|hel} {zbaleh|zbale|wasakh|fawda|bahdale} ~ -2 F",
    `${KEEP} el {ma7al|makan|bet|beit|ard|matbakh} ${CLEAN} ~ +1`,
    `${KEEP} {kel|kol|kil} shi ${CLEAN} ~ +1`,
    "{ma|wala} {khalla|khallo|khallou|tarak|tarako|tarakou} {wala|ay} {no2ta|no2tet may|no2tet mayy|ghabra|zbele|wasakh} ~ +1 F",
  ],
  expertise: [
    "{byi3ref|bya3ref|bi3ref|bi3raf|bya3rif|byi3rif|bti3ref|bta3ref} {shughlo|shoghlo|shighlo|shughla|shoghla|shighla|shughlon|shighlon|shoghlon} ~ +1",
    "{ma|mish|msh|mosh} {byi3ref|bi3ref|byi3raf|bya3ref|bta3ref|bti3ref} shu {ya3mal|yi3mal|bya3mal|byi3mal|ya3mel|bya3mel} ~ -2 F",
    "{ma|mish|msh|mosh} {byi3ref|bi3ref|byi3raf|bya3ref|bta3ref|bti3ref} shu 3 am {ya3mal|yi3mal|ti3mal|ta3mal|ya3mel} ~ -2 F",
    "ma {kan|kanet|kano|kanu|kenet|kenit|} {fahmen|fahman|fahmane|fahmaneh|fehmen|fahmanin|fahmeen} ~ -2 F",
    `${OTHERS} ma {la2ou|la2o|la2yo|la2yu|la2ouha} ~ +1 F`,
    `${OTHERS} ma 3 {erfo|irfu|erfou|arfo} ~ +1 F`,
    `${OTHERS} ma 2 {edro|idru|edrou} ~ +1 F`,
    "{3 iref|3 eref|3 ref|3 araf|3 arafha|3 erfha|3 irifha|la2a|la2aha} * * {3 al|3 a|mn el|men el|min el} {phone|tilifon|telephone|telefon} ~ +1",
    "{fahmet|fihmet|fehmet|fahmo|fihmu|fihim} el {moshkle|mushkile|wiring|system|3 otl|3 alle|2 asse|problem} ~ +1",
  ],
  honesty: [
    `${TRIED} ${SELL} ~ -2`,
    `ma ${TRIED} ${SELL} ~ +1 F`,
    "{bidoon|bedoun|bdoun|bala|min ghayr|men ghayr} {wala|ay|ayy|} {pressure|upsell|upselling} ~ +1 F",
    "{bidoon|bedoun|bdoun|bala|min ghayr|men ghayr} {wala|ay|ayy} {daght|dagh6} ~ +1 F",
    "{bidoon ma|bedoun ma|bala ma|min ghayr ma|men ghayr ma} {yda3et|ydaghet|ydghat|yedghat|ydaghat|ydagh6|ydghot|tdaghet|tdghat|yda3at} ~ +1 F",
    "{el quote|el si3r|el se3r|el as3ar|el fatura|el fatoura|el ta2dir} {kan|kanet|} {wade7|wadi7|wad7|wade7a|wad7a|wadi7a|mfassal|mfassale|mfassala|mfassaleh} ~ +1",
    "{el fatura|el fatoura|el bill|fatura} * {bel zabt|bil zabt|bel zabet|bezabt|bi zabt} ~ +1",
    "{metl|mitl|nafs} el {quote|ta2dir|estimate} ~ +1",
    "{el bill|el invoice|el fatura|el fatoura|fatura|fatoura|el 7 seb} * {akthar|akter|aktar|azyad|a3la|akbar} {mn|men|min|b} * {el quote|el ta2dir|el estimate|el se3r|el si3r} ~ -2",
    "{zalameh|zalame|zalami|zalemeh|insan} {amin|ameen|sadi2|sade2|shareef|sharif} ~ +1",
    "{ma fi|mafi} {da3i|da3e|da3y|lazme|7 aje} {tghayyro|nghayyro|tghayyra|nghayyra|yiji|yeji|tiji|nbaddlo|tbaddlo|nbaddla|tbaddla|tishtri|nishtri|teshtri|neshtri|tghayro|nghayro} ~ +1",
    "{jibt|jibna|jabet|jabna|jebt|jebna} {shirke|shirki|7 ada|wa7ad|company} {tanye|tani|tanya|tane|tenye|tanyeh} * * {tele3|tel3et|tala3|tele3et|tel3at} {bas|bs|bass} ~ -2",
  ],
};

/** General opinion words in Levantine Arabizi (no aspect of their own). */
export const LEVANTINE_GENERAL: readonly string[] = [
  "{bi jannen|bijannen|bjannen|btjannen|bit jannen} ~ +2",
  "{mazbout|mazboot|mazbouta|mazboota} ~ +1",
];
