/**
 * The Punjabi cues, one list per aspect, and the general opinion words
 * (`lexicon_punjabi.ts` tells how they are written, what they leave out,
 * and joins them with the other tables): coming on time or late, "vaje"
 * clock times, days and weeks of waiting, the phone, price words, the
 * work and whether it held, manners, telling and calling back, cleaning
 * up and shoes, knowing the job, cheating and straight dealing.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/**
 * Verbs of coming, in two forms whose brace groups are single words
 * ("aaye", "aagye"; "aa gaye", "pahunch gaye", "puj gaye"), so each entry
 * with them is two patterns.
 */
const CAME = [
  "{aaye|aaya|aayi|aae|aagye|aagaye|aagya|aagyi|aake|pahunche|came|arrived}",
  "{aa|pahunch|puj|pujj|pohnch} {gaye|gaya|gayi|gye|gya|gyi|ke}",
];

/**
 * The entries of a verb of coming.
 *
 * @param make An entry with the verb.
 * @returns One entry per form of the verb.
 */
function came(make: (verb: string) => string): string[] {
  return CAME.map(make);
}

/** "Not" after a verb or a verdict ("changa nahi", "kita ni"). */
const NOT = "{nahi|nahin|nai|ni|nhi}";

/** "Did" ("kita", "keeta", "kiti"), "gave" ("dita", "ditta", "diti"). */
const DID = "{kita|keeta|kitta|kiti|keeti|kitti|kite|kitte}";
const GAVE = "{dita|ditta|deeta|diti|ditti|deeti|dite|ditte}";

/** "Even", "at all" ("koi call vi nahi"). */
const EVEN = "{vi|v|bhi|tak}";

/** Work ("kamm", and Hindi's "kaam" before a Punjabi verdict). */
const WORK = "{kamm|kaam}";

/** Words between the work and its verdict ("kamm vi bahut vadiya"). */
const FILL = "{bahut|bohat|boht|bht|bada|ekdam|bilkul|ena|enna|kaafi}";

/** What may stand between the work and its verdict ("kamm vi vadiya"). */
const BETWEEN = `{${FILL.slice(1, -1)}|vi|ta|taan|tan|}`;

/** Words of praise for the work ("kamm vadiya", "changa kamm"). */
const GOOD =
  "{changa|changi|chnga|vadiya|vadia|wadiya|wadia|vadhiya|wadhiya|vadiyaa|badhiya|sohna|sohni|ghaint|neat|saaf|clean|pakka|pucca|solid|perfect|kamaal|kamal|zabardast|shaandar|shandar|bemisaal|nafees|kaim}";

/** Words of blame for the work ("maada kamm", "kamm kacha"). */
const BAD =
  "{maada|maadi|maarha|marha|ghatiya|ghatia|bekaar|bekar|kacha|kachcha|kachha|kharab|bura|bakwaas}";

/** Money a verdict is said of ("price", "mull", "bill"). */
const BILL =
  "{price|rate|rates|bill|charge|charges|quote|daam|keemat|kimat|mull|kharcha|kharch|paise|fees}";

/** Messages and calls ("koi call vi nahi", "update nahi dita"). */
const MESSAGE =
  "{call|phone|fone|text|message|msg|update|updates|khabar|jawab|reply}";

/** Telling ("dasia"; "dass dita"), in two forms as `CAME` is. */
const TOLD = [
  "{dasia|dassia|dasya|dassya|daseya|dasseya|dasiya|dasse}",
  "{dass|das} {dita|ditta|diti|ditti}",
];

/**
 * The entries of a verb of telling.
 *
 * @param make An entry with the verb.
 * @returns One entry per form of the verb.
 */
function told(make: (verb: string) => string): string[] {
  return TOLD.map(make);
}

/** Shoes and their words ("jootiyan", "juttiyan", "shoes"). */
const SHOES =
  "{shoes|shoe|jutti|juttiyan|jootiyan|jutiyan|jootian|juttian|joote|jutte|boot|boots|chappal|chappalan}";

/**
 * Punjabi cues, per aspect, with brace groups (`lexicon_punjabi.ts`
 * compacts them).
 */
export const PUNJABI_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    ...came((verb) => `{time|taim|tym|vele} {te|sir|naal|nal} ${verb} ~ +1`),
    ...came((verb) => `{time|taim} {ton|to} {baad|bad} ${verb} ~ -1`),
    "{ekdam|bilkul|sahi|exact|poore|pure|ikdam} {time|taim} {te|sir|naal} ~ +1",
    "{time|taim} {de|da} {pakke|pakka|paband|paaband} ~ +1",
    `{time|taim} {de|da} {pakke|pakka|paband|paaband} ${NOT} ~ -1 F`,
    ...came((verb) =>
      `{time|taim} {ton|to} {pehlan|pehla|pehle} {hi|} ${verb} ~ +1`
    ),
    "{vaje|baje|vje|bje} {sharp|shaarp} ~ +1",
    ...came((verb) =>
      `${verb} {jive|jiven|jaive|jidan} {keha|kiha|dasia|kaha} {si|c|san} ~ +1`
    ),
    ...came((verb) => `{window|slot} {ch|vich} {hi|} ${verb} ~ +1`),
    ...came((verb) => `{window|slot} de andar {hi|} ${verb} ~ +1`),
    ...came((verb) => `{der|dair|deri} {naal|nal|karke} ${verb} ~ -1`),
    "{der|deri} {kar diti|kar ditti|kar dita|kar ditta|kiti|kitti|la diti|laa diti|laai} ~ -1",
    ...came((verb) =>
      `{ghanta|ghante|ghanteyan|ghanteya} {baad|bad|late} ${verb} ~ -1`
    ),
    "{ghanta|ghante|ghanteyan|saara din|sara din|poora din} {ton|} {udeek|udeekde|udeekdi|intezaar|intzaar|wait} ~ -1",
    "{udeek|udeekan|intezaar|intzaar|wait} {karvayi|karvaayi|karaayi|karai|karvaaya|karvaya|karvai} ~ -1",
    "{time|taim} {te|sir|naal} {nahi|ni|nai|kadi nahi|kade nahi|kadi ni|kade ni} ~ -1 F",
    "{aaye|aaya|aayi|puje} hi ni ~ -2 F",
    "puje hi {nahi|nai|nahin} ~ -2 F",
    "{aaye|aaya|aayi|pahunche|puje} vi {ni|nai|nahi|nahin} ~ -2 F",
    `{koi vi|koi bhi|koi banda|koi bandaa} ${NOT} {aaya|aaye|aayi|puja|pahuncheya} ~ -2 F`,
    `{shakal|mooh|munh} {vi|bhi|tak} ${NOT} {dikhayi|dikhaai|dikhaya|dikhaayi} ~ -2 F`,
    `{kadi|kade|kaddi|aj tak|ajj tak|ajje tak|ik vaar vi|ikk vaar vi|ik vari vi|ik vaari vi} {late|der|leyt} ${NOT} ~ +1 F`,
    `{kadi|kade|kaddi} {vi|bhi} {late|der|leyt} ${NOT} ~ +1 F`,
    `{late|leyt} ${NOT} {aaye|aaya|aayi|hoye|hoya|hoyi|si|c} ~ +1 F`,
    `{date|visit|vaari|appointment|din} miss ${NOT} {kiti|kita|keeti|kitti|hoyi|hoya} ~ +1 F`,
  ],
  scheduling: [
    ...came((verb) => `{ose|osse|usse|ussi|usi|ohse} din {hi|} ${verb} ~ +1`),
    "{ose|osse|usse|ussi|ohse} din hi ~ +1",
    ...came((verb) => `{agle|aggle|agley} din {hi|} ${verb} ~ +1`),
    ...came((verb) =>
      `{adhe|addhe|ik|ikk|} {ghante|ghanta} {ch|vich} {hi|} ${verb} ~ +1`
    ),
    ...came((verb) => `{ghante|ghanta} de andar {hi|} ${verb} ~ +1`),
    ...came((verb) =>
      `{chheti|chhetti|cheti|jaldi|fatafat|fataafat|jhatt} {hi|} ${verb} ~ +1`
    ),
    ...came((verb) => `{usse|osse|ussi} {vele|time} {hi|} ${verb} ~ +1`),
    ...came((verb) => `raat {de|nu} * ${verb} ~ +1`),
    ...came((verb) => `{adhi|addhi} raat * ${verb} ~ +1`),
    ...came((verb) => `{raati|tadke|tarke} * ${verb} ~ +1`),
    ...came((verb) => `{raat|tadke} {de|} * {vaje|baje} * ${verb} ~ +1`),
    "{diwali|divali|lohri|vaisakhi|baisakhi|gurpurab|gurpurb|christmas} {wali raat|vali raat|di raat|wale din|vale din|de din|nu vi|te vi} ~ +1",
    "{saturday|sunday|shanivaar|aitvaar|etvaar|chhutti|chutti|weekend} {nu vi|nu bhi|wale din vi|vale din vi|de din vi|te vi} ~ +1",
    `{phone|fone|call} {koi|kise ne|} {vi|} ${NOT} {chukkde|chukkda|chukkeya|chukia|chukkia|chakkeya|chakde|chakkde|chukya|chakya|chukkdi} ~ -2 F`,
    "{pehli|pehlli} {ring|ghanti|bell} {te|ch} {hi|} {phone|fone|} {chukk lia|chukk leya|chak lia|chukeya|chukkeya|chukia|chakkeya} ~ +1",
    "{phone|fone|call} {chheti|turant|jaldi|foran} {chukk lia|chukkeya|chakk lia|chukkia|chukia} ~ +1",
    "book {kar|kr} {dita|ditta|diti|ditti|lia|leya} , {bahut|bohat|bada|kaafi|ekdam} {easy|asaan|aasan|sokha|saukha|sokhi|saukhi} ~ +1",
    "{booking|appointment} {bahut|bohat|bada|kaafi|ekdam} {easy|asaan|aasan|sokha|saukha|sokhi|saukhi} ~ +1",
    "{appointment|time|slot|date} {chheti|jaldi|asaani naal|asani naal|sokha} mil {gaya|gya|gayi|gyi} ~ +1",
    "{hafte|hafteyan|hafta|mahina|mahine|mahineyan|dina|dinan} baad {da|di|de} {time|date|appointment|slot|vaari} ~ -1",
    "{lamba|lambi|lambe} {wait|udeek|intezaar|intzaar} ~ -1",
    "{hafte|hafteyan|mahine|mahineyan|dinan|dina|kai din} {ton|tak|di|da} {udeek|intezaar|wait} ~ -1",
    "{hafte|hafteyan|mahine|mahineyan} {lagg gaye|lagg gye|la dite|laa dite|la ditte|laa ditte} ~ -1",
    "{keha|kiha|dasia} {si|c} , * {lagge|lagga|laggeya|lagg gaye|lag gaye|lagg gye|lagg gaya} ~ -1",
    "{keha|kiha|dasia} {si|c} , * {hi|vi} {lagge|lagga|laggeya|lagg gaye|lag gaye|lagg gye|lagg gaya} ~ +1",
    "{keha|kiha|keh ke gaye|keh gaye} {si|c} te * {ch|vich} hi {khatam|mukk gaya|mukk gya|poora|pura|complete|ready} ~ +1",
    `{time|taim} {te|sir} {khatam|poora|pura|complete|mukka} ${DID} ~ +1`,
    "{time|taim} {te|sir} {khatam|poora|pura|complete|mukka} hoya ~ +1",
    "{time|taim} {te|sir} {khatam|poora|pura|complete|mukk} {ho|kar} {gaya|gya|dita|ditta} ~ +1",
    "{nava|navaan|nawa|naya|navan} {bahana|bahaana} ~ -1",
    "{date|tareekh|tarik} te {date|tareekh|tarik} ~ -1",
    "{hafta|mahina} {lagg|lag} {gaya|gya} ~ -1",
    "{appointment|visit|booking|date|time} cancel {kar diti|kar ditti|kar dita|kar ditta|kiti|kitti|kita|ho gayi} ~ -2",
    "{date|time|appointment} {agge kar diti|agge kar dita|agge paa diti|badal diti|badal ditti|badal dita|postpone kar diti|postpone kar dita} ~ -1",
  ],
  price: [
    "mehngiyan|mehngeyan|mehngeya|mehngaa|mainga|maingi|mainge|maingiyan ~ -1",
    "sastiyan|sasteyan|sasteya ~ +1",
    `{mehnga|mehngi|mehnge|mehngiyan|mainga|maingi|mainge} ni ~ +1 F`,
    `{mehnga|mehngi|mehnge|mehngiyan|mainga|maingi|mainge} ${NOT} {si|c|sigi|san|aa|hai|lagga|laggeya|laggi|peya|pai} ~ +1 F`,
    `{sasta|sasti|saste} ${NOT} {si|c|sigi|san|aa|hai|peya|pai} ~ -1 F`,
    "lutt {lia|leya|lya|liya|lai|laye|lae|gaye|ke} ~ -2",
    "luttere|luttde|luttan|lutteya|luttia ~ -2",
    "{jeb|jebb} {kat|katt|kaat|kaatt} {lai|layi|leyi|litti|ditti|diti} ~ -2",
    `${BILL} {bahut|bohat|kaafi|boht|bht|hadd ton} {vadh|vaddh|zyaada} ~ -1`,
    `${BILL} {vadh|vaddh} {si|c|aa|hai|laga|laya|lageya|lia|leya} ~ -1`,
    "{dollar|dollars|bucks|$} , {eh|ih} {taan|ta|tan|toh} {bahut|bohat|bahot|kaafi|hadd ton} {zyada|jyada|ziada|vadh} ~ -1",
    "{socheya|sochia|sochya|socha|sochea} {si|c} {ton|to|nalon} {zyada|jyada|ziada|vadh|vaddh|upar} ~ -1 F",
    `{price|rate|rates|bill|charges|daam|keemat|mull|quote} {bilkul|ekdam} {theek|thik|normal|standard} {si|c|sigi|aa|hai|ae|ai|laga|lagga} ~ 0 S R`,
    `{price|rate|rates|bill|charges|daam|keemat|mull|quote} {theek|thik|normal|standard} {si|c|sigi|aa|hai|ae|ai|laga|lagga} ~ 0 S R`,
    "{na|naa|nah} {zyada|jyada|ziada|vadh|mehnga|mehngi} {na|naa|nah} {ghat|ghatt|ghaat|kam|sasta|sasti} ~ 0 S R",
    `{charge|paisa|paise|fees|fee} ${EVEN} ${NOT} {kita|kiti|keeta|kitta|lia|leya|laya|lya|laye|lae|lai|layi} ~ +1 F`,
    `{charge|paisa|paise|fees|fee} ${NOT} {kita|kiti|keeta|kitta|lia|leya|laya|lya|laye|lae|lai|layi} ~ +1 F`,
    `{ik|ikk} {paisa|dhela|dollar} {vi|bhi} ${NOT} {lia|leya|laya|lya|lai} ~ +1 F`,
    `free {ch|vich} {kar dita|kar ditta|kar diti|kar ditti|${
      DID.slice(1, -1)
    }} ~ +1`,
    "{paise|bill|rate} {ghat|ghatt|ghaat|kam} {kar dite|kar ditte|kar dita|kar ditta|kar diti|kar ditti} ~ +1",
    "{paise|paisa|paisey} {khooh|khuh|paani|pani} {ch|vich|wich} ~ -2",
    "kifayti|kifaayti|kifayati ~ +1",
    "{vaajib|vajib|vaajab} {rate|price|daam|keemat|mull|paise} ~ +1",
    "{rate|price|daam|keemat|mull} {vaajib|vajib|vaajab} ~ +1",
    "{ghatt|ghat|thode} {paise|paiseyan} {ch|vich} ~ +1",
    "{ghatt|ghat} {rate|rates|mull} ~ +1",
  ],
  quality: [
    "kamm ~ 0 W",
    `${WORK} ${BETWEEN} ${GOOD} ~ +2`,
    `${WORK} {vi|ta|taan|tan} ${FILL} ${GOOD} ~ +2`,
    `${GOOD} kamm ~ +2`,
    `${WORK} ${BETWEEN} {first|top} class ~ +2`,
    `${WORK} ${BETWEEN} {ek|ik} number ~ +2`,
    `${WORK} ${BETWEEN} ${GOOD} ${NOT} ~ -2 F`,
    `${WORK} ${BETWEEN} ${BAD} ~ -2`,
    `${BAD} kamm ~ -2`,
    `{ena|enna|bahut|bohat|bada|ekdam} {vadiya|changa|sohna|saaf|neat|vadia|wadiya} ${DID} ~ +1`,
    `{ena|enna|bahut|bohat|bada|ekdam} {vadiya|changa|sohna|saaf|neat|vadia|wadiya} kar ${GAVE} ~ +1`,
    "{pipes|pipe|wiring|wires|taaran|fitting|fittings|lines} {vi|bhi|bahut|ekdam|bilkul|bada} {neat|saaf|seedhe|seedhiyan} ~ +1",
    `pata {hi|vi} ${NOT} {lagda|lagdaa|chalda} {kithe|kitthe|ki} ~ +2 F`,
    "{bilkul|ekdam|ikdam} {seedha|seedhi|seedhe|seedhiyan|sidha|sidhe|sidhi} ~ +1",
    "{ik|ikk} {line|lain} {ch|vich} {seedhiyan|seedhe|sidhiyan|sidhe|seedhi} ~ +1",
    "{dinga|vinga|dingi|vingi|dinge|vinge|tedha|tedhi|teda|tedi} {tedha|tedhi|teda|tedi|laga|lagaya|lagi|lagayi|lagg gaya|fit|lagaaya} ~ -1",
    "{new|nava|navaan|nawa|navi|navin} {vaang|wang|vang|vangu|wangu|varga|vargi|varge|warga|wargi|jeha|jehi|jehe} ~ +1",
    `{ajje|hale|haje|ajey|hun} {vi|tak} {leak|tapakda|choanda|chonda|chovda|kharab|band|trip|tripping|jam|block} ~ -2 F`,
    `{phir|fir|fer|pher|dubara|dobara} {ohi|uhi|ohee} {problem|masla|tripping|leak|issue|gall|haal} ~ -2 F`,
    `{phir|fir|fer|pher|dubara|dobara} {leak|tapakna|tapakda|choan|chovan|trip|tripping|jam|block|kharab} {shuru|ho gaya|ho gayi|hon lagg|karan lagg} ~ -2 F`,
    `{kadi|kade} {vi|} {band|kharab|leak|trip} ${NOT} {hoya|hoyi|hoi|hoeya|hoia} ~ +2 F`,
    `{garam|garm|tatta} {paani|pani} {kadi|kade} {khatam|mukk|mukkeya} ${NOT} ~ +2 F`,
    `{ton|to|tou} {baad|bad} {koi|ik vi|ikk vi} {problem|masla|leak|boond|trip|shikayat} ${NOT} ~ +2 F`,
    `{ho gaye|ho gye|hogaye|ho gae} , {koi|ik vi|ikk vi} {problem|masla|leak|boond|trip|shikayat|dikkat} ${NOT} ~ +2 F`,
    "{ajje tak|ajj tak|aj tak|hun tak|hale tak|haje tak} {koi|ik vi|ikk vi} {problem|masla|leak|dikkat|shikayat|boond} ~ +2 F",
    "bina {kise|koi} {problem|masle|masla|dikkat|pareshani} ~ +1",
    "{laparwahi|laaparwahi|laparwaahi} {naal|nal} ~ -2",
    "{kamm|kaam} {ch|vich} {kami|kamiyan|galti|galtiyan} ~ -1",
    `hun {koi|} ${NOT} {chonda|choanda|chovda|tapakda|tapakdi} ~ +2 F`,
    "{first time|pehli vaar|pehli vaari|pehli vari|ik vaar ch|ikk vaar ch|pehli vaar ch} {hi|} {pass|paas} ~ +1",
    "{adhoora|adhura|adhoori|adhuri|adhure|adhoore} {chhad|chad|chhadd|chadd|chhadke|chaddke} ~ -2",
    `{crack|tod|tor|todd|bhann|bhan|bhaan|kharab|vigaad|vigad|nuksan|nuksaan|daag|scratch|kharoch|kharonch} {kar|paa|pa|la|laa} {gaya|gaye|gayi|${
      GAVE.slice(1, -1)
    }} ~ -2`,
    `{tod|tor|todd|bhann|bhan|bhaan} ${GAVE} ~ -2`,
  ],
  professionalism: [
    "{izzat|ijjat|pyaar|pyar|piyar|tameez|adab|sabar|sabr|dhiraj|halimi|nimrata} {naal|nal} ~ +1",
    "{changa|bhala|sohna|nek|mithbola|mitthbola|mith bolda} {banda|bandaa|insaan|insan|munda|bande|bandeyan} ~ +1",
    "{sabar|sabr|dhiraj|tameez|izzat} {wala|vala|wale|vale|wali|vali} ~ +1",
    "hassmukh|hasmukh ~ +1",
    "{mithe|mitthe|mithi|mitthi} {bol|boli|bolde|bolda|boldi} ~ +1",
    "{rukha|rukhe|rukhi} {bolya|boleya|bolda|bolde|boldi|boli|bole|bolia|vihaar|behave|tareeke|tarike} ~ -2",
    `{gall|meri gall|saadi gall|sadi gall} {hi|vi|} ${NOT} {suni|sunni|suneya|sunia} ~ -2 F`,
    `{short|rukha|rukhe|rukhi|rude} {si|c|sigi|san|hoya|hoyi} {mere|meri|saade|sade|sadde|mummy|dad|papa|ohna|sanu|saanu} {naal|nal} ~ -2`,
    `{mere|meri|saade|sade|sadde} {naal|nal} {short|rukha|rukhe|rukhi|rude} {si|c|san|sigi|hoya|hoyi} ~ -2`,
    "{akad|akadd|akkad|ghamand|hankaar|hankar} {si|c|sigi|aa|dikhayi|dikhaundi|dikhaunda|bahut} ~ -2",
    "akadkhor|akadbaaz ~ -2",
    "{gusse|gussa|ghusse|gussey} {naal|nal|ch|vich} {bolya|boleya|bolda|bolde|gall|jawab} ~ -2",
    "{uchi|ucchi|utchi} {awaaz|awaz|avaaz} {ch|vich|naal} ~ -2",
    "{chikkeya|cheekheya|chikkan lagg|chikhan lagg|chikkda} ~ -2",
    "{gaaliyan|gaalan|gaaliya} {kaddhiyan|kaddiyan|kadhian|diyan|ditiyan|kadiyan} ~ -2",
    "{kamla|kamli|kamle|moorakh|murakh|bewakoof|pagal|anpadh} {samjheya|samjhya|samajh ke|samajhde|samajhda|samjhde|samjh ke|samjhe} ~ -2",
    `sorry ${EVEN} ${NOT} {keha|kiha|kita|kiti|boleya|bolya|bola|mangi|mangeya} ~ -1 F`,
    `{maafi|mafi} ${EVEN} ${NOT} {mangi|mangeya|mangi si} ~ -1 F`,
    "sorry {vi|bhi} {keha|kiha|boleya|bolya|kita} ~ +1",
    "{maafi|mafi} {mang lai|mang layi|mangeya|mang li} ~ +1",
    "{sir|sirr|sar} {dhak|dhakk|dhakeya|dhakiya} ~ +1",
    "{rumal|rumaal|patka|parna} {bann|bannh|banh|banneya|bannheya} ~ +1",
  ],
  communication: [
    "samjha {dita|ditta|diti|ditti|dite|ditte} ~ +1",
    ...told((verb) => `khol ke ${verb} ~ +1`),
    "{khol ke|vistaar naal} {samjhaya|samjhaaya} ~ +1",
    ...told((verb) =>
      `{saare|sare|sab|sabh|saariyan} {options|vikalp|gallan} ${verb} ~ +1`
    ),
    "{saare|sare|sab|sabh} {options|vikalp} {samjhaaye|samjhaye|dikhaaye|dikhaye} ~ +1",
    ...told((verb) => `{sab|sabh|saara} kuch ${verb} ~ +1`),
    ...told((verb) => `har gall ${verb} ~ +1`),
    "{pehlan|pehla|pehlaan} {hi|} {dass|das} {dita|ditta|diti|ditti|dite} ~ +1",
    "{pehlan|pehla|pehlaan|pehle} {hi|} {text|message|msg|call|phone|whatsapp|fone} {kar|kr} {dita|ditta|diti|ditti|dite} ~ +1",
    `{pehlan|pehla|pehlaan} {text|message|msg|call|phone|whatsapp} ${DID} ~ +1`,
    `{way|omw} {'|} {text|msg|message|call} {${
      DID.slice(1, -1)
    }|kar dita|kar ditta|kar diti|bhejeya|bhejia} ~ +1`,
    "{photos|photo|pics|pictures|video|videos|tasveeran|fotoan} * {bhejiyan|bhejeyan|bhej ditiyan|bhej diti|bhej ditti|bhej dita|bhej ditta|bhejia|bhejeya|bhej dittiyan} ~ +1",
    "report {ch|vich|wich} {photos|pics|readings|tasveeran|fotoan|video|details} ~ +1",
    "{puri|poori|saari} {jaankari|jankari|info|detail} {diti|ditti|dita|ditta|dassi} ~ +1",
    `{jaankari|jankari} {vi|} ${NOT} {diti|ditti|dita|ditta|dassi} ~ -2 F`,
    `{koi|ik vi|ikk vi} ${MESSAGE} ${EVEN} ${NOT} {kiti|kitti|kita|kitta|keeti|keeta|aaya|aayi|dita|ditta|diti|ditti|bhejeya|bhejia} ~ -2 F`,
    `{ik|ikk} {vaar|vaari|vari|var} {vi|bhi} ${MESSAGE} ${NOT} {kiti|kitti|kita|kitta|keeti|keeta|dita|ditta|diti|ditti} ~ -2 F`,
    `{update|updates|khabar} ${NOT} {dita|ditta|diti|ditti|dite|ditte|kiti|kitti|kita|kitta} ~ -2 F`,
    `${MESSAGE} {vi|v|bhi|tak} ${NOT} {dita|ditta|diti|ditti|kita|kiti|kitta|kitti|keeta|keeti} ~ -2 F`,
    "seen {karke|kar ke} {chhad|chad|chhadd} {dita|ditta|ditti|diti} ~ -2 F",
    ...told((verb) => `{call|phone|text|msg|message} karke ${verb} ~ +1`),
    ...told((verb) => `{call|phone|text|msg|message} kar ke ${verb} ~ +1`),
    `{call|phone} {back|wapas|vapas} {nahi|ni|nai|kadi nahi|kade nahi|kadi ni} {kita|kiti|keeta|kitta|kitti|aaya|aayi} ~ -2 F`,
    `call back {karange|karaange|karenge|kar denge|karunga|karuga|kardange|kardenge} , {kadi|kade|kaddi} ${NOT} {kita|kiti|keeta|kitta|kitti|aaya|aayi} ~ -2 F`,
    ...told((verb) =>
      `{pehlan|pehla|pehle|kuch|kujh} {vi|} ${NOT} ${verb} ~ -2 F`
    ),
    ...told((verb) => `{kise|kisi} ne {vi|} ${NOT} ${verb} ~ -2 F`),
    "{bina|binaa} {dasse|dassey|dase|dasseyan|dassia|dasia} ~ -2 F",
    "{bina|binaa} {dasse|dassey|dase|dassia|dasia} {chala|chale|chali|nikal} {gaya|gaye|gayi} ~ -2 F also:honesty",
    "{vakh|vakhri|alag} {vakh|vakhri|alag} {gallan|gall|kahaniyan|kahani} ~ -2",
  ],
  cleanliness: [
    `safai {vi|bhi|} {kiti|kitti|keeti|kar diti|kar ditti|kar gaye|kar gaya|kar ke|karke} ~ +1`,
    "{safai|safaai} {zero|0} ~ -2 F",
    "zero {safai|safaai} ~ -2 F",
    `safai {vi|bhi|tak|} ${NOT} {kiti|kitti|keeti|kita|hoyi|karke|kar ke} ~ -2 F`,
    "{saaf|saaf suthra} {chhad|chad|chhadd|chadd|chhaddeya|chhadeya} {ke|gaye|gaya|gayi} ~ +1",
    `vacuum {vi|bhi} {kita|kiti|keeta|kitta|kar dita|kar ditta|kar diti|kar gaye} ~ +1`,
    `vacuum {kar dita|kar ditta|kar diti|kar gaye} ~ +1`,
    "{jharoo|jhaadu|jhadu|jharu|jhaaru|pocha|pochaa|poccha} {vi|} {laaya|laya|lagaya|la dita|laa dita|fer dita|pher dita|maar dita} ~ +1",
    `${SHOES} {bahar|baahar|bahr} {laahiyan|lahiyan|laahe|lahe|laah|lah|utaar|utaariyan|utar|utaare|utare|kadd|kaddh|kaddiyan|kaddhiyan|rakhiyan|rakh} ~ +1`,
    `${SHOES} {laah|lah|laahke|lahke|utaarke|utarke|laahiyan|lahiyan|laahe|lahe|utaariyan} {ke|} ~ +1`,
    `${SHOES} {samet|paa ke|pa ke|paake|pehn ke} {andar|ghar|kitchen|carpet|upar} ~ -1`,
    `${SHOES} ${NOT} {laahiyan|lahiyan|laahi|lahi|utaariyan|utariyan|utaare|utare|laahe|lahe} ~ -2 F`,
    "{shoe covers|covers|booties} {pa|paa|pehn|paake|pake} {ke|lae|laye|lye|lai|layi} ~ +1",
    `{shoe covers|covers|booties} {vi|bhi|} ${NOT} {paaye|paye|pae|pehne|paiye|paa ke} ~ -2 F`,
    "{gand|gandagi|gandgi|kachra|kooda|mitti|ghatta|malba|reta|boxes|dabbe} {paa|pa|khilaar|khilar|chhad|chad|chhadd|chadd} {gaye|gaya|gayi|dita|ditta|diti|ditti|ke} ~ -2",
    "{khilaar|khilaara|khilara|khalaar} {paa|pa|chhad|chad} {gaye|ditta|dita|gaya|gayi|ke} ~ -2",
    "khilaara|khilara ~ -1",
    "{dabbe|dabbeyan|boxes|purana saman|purane parts|kachra|kooda} {vi|bhi|} {naal|nal} {lai|le|lae} {gaye|gaya|gayi} ~ +1",
    "{pehlan|pehla} {ton|nalon|to} {vi|bhi|vadh|zyada} saaf ~ +1",
  ],
  expertise: [
    "{minute|minutes|mint|min|mins|minat|mintan|minta} {ch|vich|wich} {hi|} {pakad|pakkad|phad|fadd|fad|labh} {lia|leya|liya|lya|litta|lita|lai|layi|leyi|litti} ~ +1",
    "{minute|minutes|mint|min|mins} {ch|vich|wich} {hi|} {pata|pta} {lag|lagg|laga} {gaya|gya|gayi} ~ +1",
    "pehli {nazar|nazre|nigah|nigaah} {ch|vich|wich} {hi|} {pata|pta|samajh|pakad|labh|dass} ~ +1",
    "dekhde {hi|saar} {pata|pta|samajh|pakad|labh|dass} ~ +1",
    "{awaaz|awaz|avaaz} {sun|sunn} {ke|ke hi} {pata|dass|samajh|pakad} ~ +1",
    `{jo|jehdi|jehda|jehde} * ${NOT} {labh|lab|pakad|phad|samajh} {sake|sakke|sakeya|sakya|paye|sakey|saki} ~ +1 F`,
    "{kamm|kaam} {da|de|ch|vich} {pakka|pakke|maahir|mahir|ustaad|ustad|expert|master|jaankar} ~ +1",
    "{pakka|pakke|asli|sachi} {expert|experts|ustaad|ustad|mahir|maahir|mistri|karigar} ~ +1",
    "{changa|vadiya|pakka|sohna} {karigar|kaarigar|mistri|mistry} ~ +1",
    "{kamm|kaam} {jaanda|janda|jaande|jande|aunda|aaunda} {aa|hai|ae|si|c} ~ +1",
    `{kujh|kuch|kujj} {vi|} ${NOT} {aunda|aaunda|aundaa} ~ -2 F`,
    `{pata|patta} {hi|vi} ${NOT} {si|c} {ki|ke} {ki|kee} {karna|karan} ~ -2 F`,
    "{kacha|kachcha} {mistri|karigar|banda} ~ -2",
    "{ohnu|onu|usnu|ohna nu} {sab|sabh|sab kuch|sabh kuch|poora|pura} {pata|patta} {si|c|aa|hai|ae} ~ +1",
    "{tajurbe|tajarbe} {wala|vala|wale|vale} ~ +1",
    "{kamm|kaam} di {samajh|samaj|jaankari|jankari} {aa|hai|si|c|ae} ~ +1",
    `{kamm|kaam} di {koi|} {samajh|samaj|jaankari|jankari} ${NOT} ~ -2 F`,
  ],
  honesty: [
    "thagg|thaggi|thagge|thaggan|thaggde|thagde|thaggeya|thageya|thaggia ~ -2",
    "{thag|thug} {lia|leya|lya|gaye|ne} ~ -2",
    "jhuth|jhutha|jhuthe|jhuthi ~ -2",
    "{khara|khare|kharaa} {banda|bande|insaan|aadmi} ~ +1",
    "{bharose|bharosey|bhrose} {wale|vale|yog|laik|layak} ~ +1",
    "{vaada|vada|vayda|waada} {tod|tor|todd} {dita|ditta|diti} ~ -2",
    "{seedhi|sidhi|khari|saaf saaf} {gall|gal} {kiti|kitti|keeti|dassi|kehi|keh diti} ~ +1",
    "{saaf saaf} {dass dita|das dita|dass ditta|keh dita|keh ditta} ~ +1",
    `{di|da|de|koi} {koi|} {lodd|lod|lorh|lor|lodh} ${NOT} ~ +2 F`,
    `{pressure|zor|dabaa|dabaav} ${NOT} {paaya|payi|paayi|paya|pai|paai|dita|ditta} ~ +1 F`,
    "{pressure|zor|dabaa|dabaav} {paunde|paunda|paa reha|pa reha|pa rahe|paa rahe} ~ -2",
    "{quote|estimate|keha|dasia} {ton|nalon} * {zyada|jyada|vadh|vaddh|upar|uppar|double|dugna|dugne} ~ -2",
    "{quote|estimate|keha|dasia} {to|tou} {zyada|jyada|vadh|vaddh|upar|uppar|dugna|dugne} ~ -2",
    "{bina|binaa} {dasse|dassey|dase|dassia|dasia} * {charge|charges|fee|fees|paise|bill} ~ -2 F also:communication",
    `{ik|ikk} {dollar|paisa|penny|cent} {vi|bhi} {upar|uppar|zyada|vadh|vaddh} ${NOT} ~ +1 F`,
    "{jinna|jitna|jinne|jine} {keha|dasia|kiha|quote} * {onna|ohna|unna|utna|ohne|one} ~ +1",
    `{charge|charges|fee|fees|rate|rates|price|kharcha|quote} * {pehlan|pehla|pehle} {hi|} * {dass|das} ${GAVE} ~ +1 also:communication`,
    "{kehnde|kehnda|kehndi|keha|kiha} {pehla|pehlan|pehle} {hi|ton|to} {crack|tutteya|tutta|tutti|tutt|kharab|damage|nuksaan|daag} ~ -2",
    "{galti|ghalti|kasoor|kasur} {mann|manni|mannli} {lai|layi|li|leyi|} ~ +1",
    `{galti|ghalti} {vi|} ${NOT} {manni|mann|maani|mannli} ~ -2 F`,
    "do {numbri|nambri} ~ -2",
    "{loki|lok|bande|company} {chor|pakke chor|vadde chor} {ne|han|aa|hai|san|si|c|nikle|nikleya} ~ -2",
    "chor ne {eh|ehna|ih} ~ -2",
    "{kamla|kamle|moorakh|murakh} {bana|banaa|bana gaye|bana dita|bana ditta|banaunde} ~ -2",
    "ullu {bana gaye|bana dita|bana ditta|banaunde} ~ -2",
    `{imaandaar|imandar|imaandar|sacha|seedha|honest} {ni|nai} {si|c|san|aa|ne|nikle|nikleya} ~ -2 F`,
  ],
};

/**
 * General opinion words in Punjabi (no aspect of their own), with brace
 * groups: "changa", "vadiya", "maada", and "theek si" lukewarm.
 */
export const PUNJABI_GENERAL: readonly string[] = [
  "changa|changi|chnga|chngi ~ +1",
  "vadiya|vadia|wadiya|wadia|vadhiya|wadhiya|vadiyaa|vadhia|wadhia ~ +1",
  "ghaint ~ +2",
  "maada|maadi|maade|maarha|marha ~ -2",
  "nirash|niraash|nirasha|niraasha ~ -2",
  `{changa|changi|vadiya|vadia|wadiya} ${NOT} {si|c|sigi|aa|hai|laggeya|laggi|lagga} ~ -2 F`,
  "{theek|thik} {si|c|sigi|san} ~ 0",
  "{theek|thik} {aa|ae|ai} ~ 0 F",
  `{theek|thik} ${NOT} {si|c|sigi|aa|hai|${
    DID.slice(1, -1)
  }|hoya|lagga} ~ -1 F`,
  `{kujh|kuch|kujj} {khaas|khas} ${NOT} ~ 0 F`,
  `{koi} {shikayat|gila} {ni|nai} ~ +1 F`,
  "{dil|dill} {khush|khushi} {ho gaya|kar dita|kar ditta} ~ +2",
];
