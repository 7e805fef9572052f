/**
 * Egyptian and Gulf Arabic cues written in Latin letters (Arabizi), one
 * list per aspect, and their general opinion words; `lexicon_arabic.ts`
 * joins them with the Levantine ones (`lexicon_arabic_cues.ts`) and tells
 * how the entries are written. Egyptian writes g for ج ("ga fel ma3ad",
 * "gedan"), negates with "ma …sh" ("ma gash", "ma 7awelsh yebe3li") and
 * "mesh", and says "awi", "keda", "mafeesh", "kowayes", "7elw", "wa7esh",
 * "nedeef", "mo7taram", "fahem", "3ala tool"; Gulf writes "wayed", "zain",
 * "mob", "7ayl", "shwayya", "ra5ees", "mrattab", "lil7een".
 *
 * Spellings vary with the digits (7/h, 3/a, 2/a or q, 5/kh, 8/gh, 6/t,
 * 9/s), so the groups list them with and without digits; a leading digit
 * is split off by the tokenizer ("7elw" is read "7 elw").
 *
 * Choices, after the labelled Egyptian and Gulf batch (blind666): "fel
 * ma3ad" and "gabl el maw3ed" are punctuality positive, "ba3d el ma3ad",
 * "et2a5ar" and "ma gash" negative; "tany yom", "nafs el yom" and "fi nos
 * sa3a" scheduling positive, "awel maw3ed … ba3d" negative; "ma3ool",
 * "rekhees", "arkhas men" price positive, "aghla men" negative, "mesh
 * ra5ees w mesh ghali" neutral; "zo2", "gada3", "mo7tarama" and "sabra
 * awi" professionalism positive, "3eib ya3ni" negative; "warretna el
 * video" communication positive, "wala 7ad kallamna" and "wala phone
 * call" negative; "seeb el kartoona", "wasakh el beit" cleanliness
 * negative, "nada2 kol 7aga warah", "shal el gazma" positive; "fahem",
 * "3iref … 3ala tool" expertise positive, "mesh fahem", "ma kansh 3aref
 * bey3mel eh" negative; "7awel yebe3li", "yezann 3alaya" and "7aramiya"
 * honesty negative, "2al mesh lazem", "zay el quote", "ma ba3 lana shay"
 * positive. Names and English words ("Amin", "Saber", "mob", "bas",
 * "seeb") stand only inside phrases.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Good, fine, clean (Egyptian and Gulf: "kowayes", "nedeef", "zain"). */
const GOOD =
  "{kowayes|kowayyes|kwayes|kwais|kewayes|kowayesa|kwayesa|nedeef|nedif|nadeef|nedeefa|nadeefa|mazbout|mazboot|mazbouta|mazboota|zain|zaina|zein|7 elw|7 elwa|helw|helwa|gamed|gamda|mrattab|mratab|tamam|100 100}";

/** The work ("shoghlo", "el tarkeeb"). */
const WORK =
  "{shoghl|shoghlo|shoghloh|shoghlaha|shoghlohom|shughl|shughlo|shoghol|el shoghl|el shughl|tarkeeb|tarkib|el tarkeeb|el tarkib|el tarkeb|tarkeebo|shoghl el|shughl el}";

/** Average ("3 adi", "nos nos"). */
const SO_SO = "{3 adi|3 ady|3 aadi|nos nos|noss noss}";

/** Came, arrived (Egyptian "ga", Gulf "wasal"). */
const CAME =
  "{ga|gat|geh|gom|gaw|wasal|wasalet|waslet|wasalo|wasalu|wesel|weslet|kan|kanet|kano|kanu|kanoo}";

/** The appointment ("ma3ad", "maw3ed"). */
const APPOINTMENT =
  "{ma3ad|me3ad|ma3aad|maw3ed|maw3id|maw3ad|mi3ad|el ma3ad|el maw3ed|el me3ad|el maw3id|el mi3ad}";

/** Nobody (Egyptian "mafeesh 7 ad", "wala 7 ad"). */
const NOBODY =
  "{mafeesh|mafish|mafesh|ma fish|mafi|wala|ma 7 adesh} {7 ad|had|7 add|7 adesh}";

/** The bill ("el fatoora"). */
const BILL =
  "{fatoora|fatoura|fatora|el fatoora|el fatoura|el fatora|el 7 esab|el 7 isab|el hesab}";

/** Sold, tried to sell ("yebe3li"). */
const SELL =
  "{yebe3li|yebe3lena|yebe3lna|yebi3li|yebi3lna|yebee3li|yebee3lena|yebe3|yebee3|yebi3|yebee3lana|yebe3lana}";

/**
 * Egyptian and Gulf Arabizi cues, per aspect, with brace groups
 * (`lexicon_arabic.ts` compacts them).
 */
export const EGYPTIAN_GULF_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [
    `${CAME} {fel|fil|fi el|3 al|3 ala|3 ala el} ${APPOINTMENT} ~ +1`,
    `{fel|fil|fi el} {ma3ad|me3ad|ma3aad|maw3ed|maw3id|mi3ad} {bel dab6|bel zabt|bel dabt|bezabt|tamam|} ~ +1`,
    "{gabl|2 abl|abl|2 abel|qabl|gbl} {el ma3ad|el maw3ed|el me3ad|el maw3id|el wa2t|maw3ido|ma3ado} ~ +1",
    "{ba3d|ba3ed|b3d} {el ma3ad|el maw3ed|el me3ad|el maw3id|ma3ado|maw3ido} ~ -1",
    "{et2a5ar|it2a5ar|et2a5aret|it2a5aret|ta2a5ar|ta2a5aret|t2a5ar|mit2a5ar|met2a5ar|mit2a5ara|mit2akhara|met2a5ara|mt2a5ar|et2akhkhar|ta2akhkhar|mit2akhar|mit2akhkhar|mita5ar|mit2a5rin|mit2akhareen|et2akharo|et2a5aro|et2a5aru|t2a5aro} ~ -1",
    "{ma gash|ma gaash|magash|ma gatsh|ma gatish|ma gush|ma gosh|ma goosh|ma wasalsh|ma weselsh|ma wisilsh} ~ -2 F",
    "ma {fawwato|fawwatu|fawwatoo|fawwatsh|fawetsh|fawwat|fawwatet|fawwatetsh} {maw3ed|ma3ad|me3ad|maw3id|wala maw3ed|ay maw3ed} ~ +1 F",
  ],
  scheduling: [
    "{tany|tani|tany el|thani|thany|tanee|tenny} {yom|youm|yoom} ~ +1",
    "{nafs|nefs} el {yom|youm|yoom|leila|leela|lela|lelah|sa3a} ~ +1",
    "{fi|fe|khilal|khelal} {nos sa3a|noss sa3a|nus sa3a|ro3 sa3a|rob3 sa3a|sa3a wa7da|sa3a wahda} ~ +1",
    "{3 andena|3 andna|3 andina|ga|gat|wasal|wasalet|gana|ganna} {ba3d|fi|khilal} {sa3a|sa3teen|nos sa3a|noss sa3a} ~ +1",
    `{awel|2 awel|awwal|a2rab} {maw3ed|ma3ad|me3ad|maw3id} * {ba3d|b3d} ~ -1`,
    `${NOBODY} {beyrod|biyrod|byrod|beyrodd|biyrodd|beyredd|yerod|yerodd|rad|radd|bayrod} ~ -2 F`,
    "{et2a5ar|ta2akhar|ta2a5ar|et2akhar|it2akhar|khad|khadet|khado} {isbou3|isbou3ein|esbo3|esbo3ein|osbo3|osbo3ein|asabee3|asabi3|shahr|shahrein|shohour|ayam} ~ -1",
  ],
  price: [
    "{rekhees|rekhis|rekheesa|rekhisa|ra5ees|ra5is|ra5eesa|rakhees|rakheesa|rkheesa|re5ees|re5eesa} ~ +1",
    "{ma3ool|ma3oola|ma3oul|ma3oula|ma32ool|ma32oola|ma3'ool|ma3'oola|ma3qool|ma3qoola|ma2ool|ma2oola|m3ool|mo3tadel|mo3tadela} ~ +1",
    "{ghaly|8 ali|8 aly|ghalee|ghalyeen|ghalyin|ghalyah} ~ -1",
    "{mesh|msh|mish|mosh|mob|mu|mo|ma hu|ma hi} {ra5ees|rekhees|rkhees|rakhis|rekhis|rkhis} {w|wa|wala|} {mesh|msh|mish|mosh|mob|mu|mo|la|} {ghali|ghalya|ghaly|8 ali} ~ 0 S F",
    "{mesh|msh|mish|mosh|mob|mu|mo} {ghali|ghalya|ghaly|8 ali} {w|wa|wala|} {mesh|msh|mish|mosh|mob|mu|mo|la|} {ra5ees|rekhees|rkhees|rakhis|rekhis|rkhis} ~ 0 S F",
    "{mesh|msh|mish|mosh|mob} {ghaly|8 ali|ghalya} ~ +1 F",
    "{mesh|msh|mish|mosh|mob|mu|mo} {rekhees|ra5ees|rakhees|rekhis} ~ -1 F",
    "{arkhas|ar5as|arkhass|arkhs} {men|min|mn|b|be} ~ +1",
    "{aghla|a8la|aghlaa} {men|min|mn|b|be} ~ -1",
    "kan {a3la|a3'la} {men|min|mn} ~ -1",
    "{yistahil|yestahil|yistahel|yesta7al|yista7al|tistahil|testahel|testa7el|tista7il|yestahal|yistahal|testahal} ~ +1",
    "{ma|mesh|msh|mish|mob|mu} {yistahil|yestahil|yistahel|yesta7al|yista7al|testahel|tistahil} ~ -1 F",
    "{nazzel|nazel|nazzelo|nazzelna|nazzellena|nazzellna|nazzelet|nazzelli|nazalna|nazzallna} {el si3r|el se3r|el as3ar|el fatoora|el fatoura|men el si3r|el price|el quote} ~ +1",
    "{el si3r|el se3r|el as3ar|si3r|as3ar} {ya3ni|kan|kanet|} {3 adi|3 ady|nos nos|zay ba2eit el amaken|zay el ba2i} ~ 0 S F",
    "{el si3r|el se3r|el as3ar|si3r|as3ar} {kan|kanet|ya3ni|} {ghali|ghalya|ghaly} ~ -1",
  ],
  quality: [
    `${WORK} ${GOOD} ~ +1`,
    `${WORK} * {kan|kanet|} ${GOOD} ~ +1`,
    `${WORK} {kan|kanet|ya3ni|} ${SO_SO} ~ 0 S F`,
    `${WORK} * {kan|kanet} ${SO_SO} ~ 0 S F`,
    "{service|el service|khedma|el khedma|khidma|el khidma} {kan|kanet|ya3ni|} {3 adi|3 ady|3 aadi} ~ 0 S F",
    `${WORK} {wa7esh|wahesh|we7esh|wa7sh|mesh kowayes|msh kowayes|mob zain|mu zain|mesh mazbout|msh mazbout|bayez|bayza|zeft} ~ -2`,
    "{lessa|lissa|lesa|lil7een|lel7een|lil 7 een|lilhin|lel7in} {bardeen|bardin|barda|bared|bey2at|beyna2at|beynaz|beyneza|beynezz|beysarab|beysarrab|beyseeb|mesh shaghal|msh shaghal|mesh sha3'al|mesh sha8al|3 atlan|3 atla|bayez|bayza|fiha re7at|fiha re7a|fih re7a|fih re7at|fiha ri7at|fiha ri7a|fiha tasreeb|fih tasreeb} ~ -2",
    "{mafeesh|mafish|mafesh|ma fish|mafi|ma fi} {backup|backups|tasreeb|tasrib|leak|leaks|mashakel|moshkela|mushkila|mushkela|7 aga|ta2reeban|nu2ta|no2ta} {tany|tani|thani|ba3d keda|men sa3etha|min yomha|men yomha} ~ +1 F",
    "{3 adda|3 addet|3 adet|3 ada|nege7|negi7|nag7|naga7|3 adda} * {inspection|el inspection|el taftish} ~ +1",
    "{zay|zai|zei|zy} el {sa3a|fol|foll|ful|fell|talg|tal3|7 alawa|halawa} ~ +1",
    "{3 ala|3 al} khat {wa7ed|wahed|wa7id} ~ +1",
  ],
  professionalism: [
    "{zo2|zoo2|zoq|zaw2|zou2} {awi|gedan|geddan|wayed|ktir|kteer|khales|w|} ~ +1",
    "{gada3|gad3|gada3a|ged3an|gade3|gad3an|gada3an} ~ +1",
    "{mo7tarama|mu7tarama|me7taram|me7tarama|mohtaram|mohtarama|mu7taramin|mo7tarameen|mo7tareme|m7trm|mu7taramah|mo7taramah} ~ +1",
    "{sabra|saber|sabour|sabur|sabreen|sabr} {awi|gedan|geddan|wayed|ktir|kteer|ma3|ma3aya|ma3ana} ~ +1",
    "{tawil|taweel|6 awil|6 aweel} {el bal|bal} ~ +1",
    "{3 eib|3 eeb|3 ayb|3 ib} {ya3ni|3 aleih|3 aleik|3 aleiko|3 aleikom|kedda|keda|wallahi} ~ -2 F",
    "ma {et3asab|it3asab|et3asabet|it3asabet|ze3el|zi3il|z3el|ze3let|et3asabsh|it3asabsh|ze3elsh} {3 alaya|3 alayya|3 aleina|3 alena|3 aleiha|3 aleih|3 aleihom|} ~ +1 F",
    "{et3asab|it3asab|et3asabet|it3asabet|zo3o2|za3a2|za3a2li|za3a2elna} {3 alaya|3 alayya|3 aleina|3 alena|3 aleiha|3 aleih} ~ -2",
    "{shayef nafso|shayfa nafsaha|mota3ali|mit3ali|met3ali|2 alil el zo2|2 alil zo2|ma 3 andoosh zo2|ma 3 andohsh zo2} ~ -2 F",
  ],
  communication: [
    "{warretna|warrana|warana|warretni|warrani|wareni|warreetna|warretlna|warrahom|warreeni|warraha|ba3atli|ba3atlena|ba3atlna|ba3atetli|ba3atetlena|ba3atlina} {el video|video|sowar|el sowar|suwar|el suwar|el pics|pics|photos|el photos|soura|el soura|el taswir} ~ +1",
    "{ba3at|ba3atet|ba3atu|ba3ato} {message|msg|text|whatsapp|resala|risala} {2 abliha|2 ablaha|2 abelha|2 ablo|abliha|2 abl|2 abel|gablaha} ~ +1",
    "{shara7lina|shara7lena|shar7o|shara7o|shara7u|shara7et|yeshra7lena|shara7etlena|shara7etli} ~ +1",
    `${NOBODY} {kallamna|kallemna|kallimna|kalemna|kallemni|kallamni|2 alna|2 alelna|2 al|2 alli|2 alelli|khabbarna|khabbarni|fahhemna|yefahhemna|yekallemna|gal|galna|ra6 3 alaina} ~ -2 F`,
    "{wala|mafeesh|mafish|ma fish} {phone call|call|ettesal|etesal|mokalma|mukalma|message|msg|text|resala} ~ -2 F",
    "{ma 3 erefsh|ma 3 rifsh|ma 3 erifsh|ma 3 arafsh|ma 2 edirsh|ma 2 edersh|mesh 3 aref|msh 3 aref} {yeshra7|yishra7|yeshrah|yeshra7li|yefahhemni|yefahhemna} ~ -2 F",
    "{yeradd|yerod|yrod|beyrod|biyrod|beyradd|biyradd} {be|bi|b} {kelma|kilma|kelmeteen} {wa7da|wahda|wa7de} ~ -2 F",
    "{7 aga|haga|kalam|kalaam} {shakl|shakal} ~ -2",
  ],
  cleanliness: [
    "{nada2|nadda2|naddaf|nadaf|nadafet|naddafet|nadafo|naddafo|nadafu|naddafu|nada2et|nadda2et|nadafoo|naddafoo} {kol 7 aga|kol shay|kil shay|wara|warah|waraha|warahom|el makan|el donia|el ard|el beit|kollo|kolo} ~ +1",
    "{wasakh|wassakh|wasa5|wassa5|wasakhet|wassakhet|wassakhu|wasakho|wasakhu|wassakho} el {beit|bet|dar|ard|carpet|sijjada|makan|donia|bathroom|matba5|kitchen} ~ -2",
    "{seeb|sab|sabu|sabo|saboo|sabet|sabit|sayeb|sayba|sabolna|sablena} * {kartoona|el kartoona|karateen|el karateen|el 2 adeem|el 2 adeema|torab|el torab|zbala|el zbala|wasakh|el wasakh|kartona|el kartona} ~ -2",
    "{ma sabsh|ma sabetsh|ma sabetesh|ma sabush|ma saboosh|ma sabhash|ma sabooosh|ma sabsh wara} {ay|wala|} {7 aga|maya|torab|wasakh|zbala|7 aga wara|kartoona|shay} ~ +1 F",
    "{shal|shala|shalo|shalet|2 ala3|2 al3|2 ala3et|khala3|5 ala3|khala3et|5 ala3et} el {gazma|gezma|gazmato|gezam|gazmeto|shoes|boots|shoe} ~ +1",
    "{da5al|dakhal|da5alet|dakhalet|da5alo|dakhalo|mesheh|mishi|mashi} {bel|bi el|b} {boots|gazma|gezma|shoes|gezam|el gazma} ~ -2",
    "{anda|andaf|anzaf|andf} {men|min|mn} {ma kan|el awel|abl|2 abl|gabl} ~ +1",
    "{zay|zai|zy} {sa7et|sahet} {7 arb|harb|ma3raka} ~ -2",
  ],
  expertise: [
    "{fahem|faahem|fahma|fahmeen|fahmin|fahmah|fehem|faahma} ~ +1",
    "{ragel|rajel|ragil|kan|kanet} {fahim|fahima} ~ +1",
    "{fahim|fahima} {shoghlo|shoghlaha|shoghloh} ~ +1",
    "{mesh|msh|mish|mosh|mob|mu|ma kansh|makansh|ma kanetsh|mkansh} {fahem|faahem|fahma|fahmeen|fahim|fahmin} ~ -2 F",
    "{mesh|msh|mish|mosh|ma kansh|makansh|ma kanetsh|mkansh|mob|mu} {3 aref|3 arfa|3 arfeen|3 arif} {bey3mel|bi3mel|bet3mel|hay3mel|by3mel|ya3mel|yesawi|ysawi|bysawi|beysawi} {eh|eih|eeh|esh|shu|eish|aysh} ~ -2 F",
    "{3 iref|3 eref|3 araf|3 irif|3 arfet|3 erfet|3 erfit|3 irfit|3 arafet|la2a|la2et|le2i|la2ah|la2aha|laga|lagaha|3 arafha|3 erfha} * * {3 ala tool|3 al tool|3 atool|min el telephone|men el telephone|min el phone|men el phone|fel telephone|fel phone|men awel nazra|min awel nazra|b sor3a|be sor3a|bsor3a} ~ +1",
    "{3 iref|3 eref|3 araf|3 irif|3 arfet|3 erfet|3 erfit|3 irfit|3 arafet|la2a|la2et|le2i|la2ah|laga} * * {fi|fe|f} * {da2aye2|de2aye2|dagayig|dagaye2|da2i2a|de2i2a} ~ +1",
    "{tanyeen|tanyin|tanya|tanyeen kaman|thanyeen} {ma3rfoosh|ma3rafoosh|ma3erfoosh|ma3rfush|ma3rafush|ma 3 erfoosh|ma 3 erfush|ma 3 rfoosh|fashalo|feshlo} ~ +1",
  ],
  honesty: [
    "{yezann|yzenn|yezen|yezenn|beyzann|beyzenn|zann|zannet|zan|ynedni|yezzan} {3 alaya|3 alayya|3 aleina|3 alena|3 alaina} ~ -2",
    `{7 awel|7 awelet|7 awlo|7 awlu|7 awil|7 aawel|hawel|hawil|fedel|fedlet} ${SELL} ~ -2`,
    `{ma 7 awelsh|ma 7 awlsh|ma 7 awletsh|ma 7 awloosh|ma hawelsh|ma 7 awelesh} ${SELL} ~ +1 F`,
    "ma {ba3|ba3et|ba3o|ba3u} {lana|lena|li|lina|ley} {shay|shai|shi|7 aga|ay 7 aga|ay shay|wala shay} ~ +1 F",
    "{2 al|2 alet|2 aletlna|2 aletlena|2 alna|2 alelna|2 alli|gal|galet|galna|2 alena} * {mesh|msh|mish|mosh|mob|mu} {lazem|lazim|me7tageen|m7tageen|mi7tageen|me7tag|mi7tag|me7taga|mi7taga|me7tagin|mi7tagin|7 ageen|mu7tajeen} ~ +1",
    "{mesh|msh|mish|mosh|mob|mu|ma kansh|makansh} {ghashash|ghashsh|ghashshash|nasab|nassab|kazzab|kaddab|7 arami|7 aramy|haramy} ~ +1 F",
    "{7 aramiya|7 aramiyya|haramiya|haramiyya|7 arameya|7 aramiyeen|nasabeen|nassabeen} ~ -2",
    "{ragel|rajel|ragil|kan|kanet|sett|bent} {amin|amina|ameen|ameena|sadi2|sade2|sharif|sharifa|shareef|shareefa} ~ +1",
    "{mafeesh|mafish|mafesh|ma fish} {ay|ayy|wala|} {surprise|surprises|mofag2a|mofaga2|mofaga2at|mofag2at|upsell|daght|dagh6|zann} ~ +1 F",
    "{tele3|tel3et|gat|geh|gat|kanet|kan} {bel zabt|bel dab6|bel dabt|bezabt} {zay|zai|mitl|metl|nafs} el {quote|ta2deer|si3r|ettefa2|ettifa2} ~ +1",
    `${BILL} * {aktar|akbar|a3la|azyad|zyada} {men|min|mn|b} * {el quote|ma 2 alo|ma 2 aloo|el ettefa2|el ta2deer|el si3r el} ~ -2`,
  ],
};

/**
 * General opinion words in Egyptian and Gulf Arabizi (no aspect of their
 * own), with brace groups: "7 elw", "wa7esh", "mesh kowayes".
 */
export const EGYPTIAN_GULF_GENERAL: readonly string[] = [
  "{kowayes|kowayyes|kewayes|kwais|zain|zein|7 elw|7 elwa|helwa|gamed|gamda} ~ +1",
  "{wa7esh|wahesh|we7esh|wa7sh|wa7sha|we7sha|zeft|2 araf|2 orf} ~ -2",
  "{la|mesh|msh} wow {wala|w la|w mesh|we la} {wa7esh|wahesh|we7esh|wa7sh} ~ 0 F",
  "{mesh|msh|mish|mosh|mob|mu|mo} {wa7esh|wahesh|we7esh|wa7sh|wa7sha} ~ 0 F",
  "{mesh|msh|mish|mosh|mob|mu|mo} {kowayes|kwayes|zain|zein|7 elw|helw|mazbout|tamam|gamed} ~ -1 F",
];
