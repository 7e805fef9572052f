/**
 * The Persian (Finglish) cues, one list per aspect, and the general
 * opinion words (`lexicon_persian.ts` tells how they are written, what
 * they leave out, and joins them with the other tables): coming late or
 * early, weeks of waiting and the phone, "geroon" and "arzesh dasht", the
 * work and whether it held, manners ("mehraboon", "ba adab", "bad
 * akhlagh"), explaining and calling ahead, shoes and mess ("kesafat"),
 * knowing the trade ("ostad", "balad"), cheating and straight dealing
 * ("kolah gozashtan", "adam-e sadegh").
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** He, she or they came ("oomad", "umadan", "resid"). */
const CAME =
  "{oomad|umad|omad|oomadan|umadan|omadan|oomadand|resid|residan|reside}";

/** Very, or nothing ("kheili", "khely", "kheyli"). */
const VERY = "{kheili|khely|kheyli|kheily|khyli|khili|khaili|kheli|}";

/** Expensive ("geroon", "gerun", "geroun"). */
const DEAR =
  "{geroon|gerun|geroun|gheroon|gerūn|geroone|gerune|geroonan|gerunan|geroonesh|gerunesh}";

/** Price ("gheymat", "gheimat", "ghimat", "gheymatesh"). */
const PRICE =
  "{gheymat|gheimat|ghimat|qeymat|gheymatesh|gheimatesh|ghimatesh|gheymatash|gheymata|gheymatash|price|prices}";

/** Work ("kar", "kaar", "karesh", "kareshoon"). */
const WORK = "{kar|kaar|karesh|kaaresh|kareshoon|kareshun|karesho|karo}";

/** Was, is ("bood", "bud", the ezafe "e" of "geroon-e"). */
const WAS = "{bood|bud|boud|boodan|budan|hast|hastan|e|eh|}";

/** Was not, is not ("nabood", "nist"). */
const NOT = "{nabood|nabud|naboud|naboodan|nabudan|nist|nistan|nis}";

/** Still or again ("hanooz", "dobare", "baz"). */
const STILL = "{hanooz|hanuz|hanoozam|hanuzam|dobare|dobareh|baz|bazam}";

/** He or she said ("goft", "goftan"). */
const SAID = "{goft|goftan|goftand|gof|migoft|migoftan}";

/** Told, let us know ("khabar dad", "zang zad", "text dad"). */
const TOLD =
  "{zang zad|zang zadan|zang zadand|zang zade bood|khabar dad|khabar dadan|khabaremoon kard|khabaram kard|khabar kard|khabar kardan|text dad|text dadan|payam dad|payam dadan|msg dad|message dad|behemoon goft|behem goft|behemoon goftan|behem goftan}";

/** Did not tell ("zang nazad", "khabar nadad", "behemoon nagoft"). */
const NOT_TOLD =
  "{zang nazad|zang nazadan|zang nazadand|khabar nadad|khabar nadadan|khabar nakard|khabar nakardan|text nadad|text nadadan|payam nadad|payam nadadan|javab nadad|javab nadadan|javab nemidan|javab nemide|javab nemidad|javab nemidadan|behemoon nagoft|behemoon nagoftan|behem nagoft|behem nagoftan|be ma nagoftan|be ma nagoft}";

/** Explained ("toozih dad", "tozih dadan"). */
const EXPLAIN = "{toozih|tozih|towzih|touzih|tozi|tuzih}";

/** Found, figured out ("peyda kard", "fahmid"). */
const FOUND =
  "{peyda kard|peida kard|peyda kardan|peida kardan|paida kard|fahmid|fahmidan}";

/** Dirt and mess ("kesafat", "ashghal", "khak"). */
const DIRT =
  "{kesafat|kesafati|ashghal|ashghali|ashghala|khak|khaki|gard o khak|khordeh|khorde|gach}";

/** Left behind ("jaa gozasht", "gozashtan"). */
const LEFT =
  "{jaa gozasht|ja gozasht|jaa gozashtan|ja gozashtan|jaa gozashtand|gozasht raft|gozashtan raftan|rikht|rikhtan}";

/**
 * Persian (Finglish) cues, per aspect, with brace groups
 * (`lexicon_persian.ts` compacts them).
 */
export const PERSIAN_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{dir|deer} {kard|kardan|kardand|karde|mikone|mikonan|kardi} ~ -1",
    `{dir|deer} ${CAME} ~ -1`,
    `{zoodtar|zudtar|zoodtar az moghe|zudtar az moghe} ${CAME} ~ +1`,
    "{sar e vaght|sare vaght|sar vaght|sar e moghe|sare moghe|be moghe|be mogheh|sare saat|sar e saat|sar saat} ~ +1",
    "{vaght shenas|vaghtshenas|vaqtshenas|vaght shenasan} ~ +1",
    "{bad ghol|badghol|bad gol|badgol|bad gholi|badgholi} ~ -1",
    "{nayoomad|nayumad|nayomad|nayamad|nayoomadan|nayumadan|nayomadan} ~ -2 F",
    "gharar bood * {biad|biyad|biaad|biyan|bian|beresan|berese} ~ -1",
    `{dir|deer} nakard ~ +1 F`,
    `{saat|saa'at|daghighe|daghighe ee} montazer {moondim|mundim|moondam|mundam|boodim|budim|gozasht} ~ -1`,
  ],
  scheduling: [
    "{hafte|hafteh|rooz|ruz|maah|mah|mahe} {montazer|montazeresh} {boodim|budim|moondim|mundim|moondam|mundam|} ~ -1",
    "{hafte|hafteh|rooz|ruz|maah|mah} tool {keshid|kashid|keshide} ~ -1",
    "{kheili|khely|kheyli} tool {keshid|kashid} ~ -1",
    "{hamoon rooz|hamun ruz|hamoon shab|hamun shab|hamoon roozi|hamun ruzi|hamoon moghe|hamun moghe} ~ +1",
    `{fori|foran|fowran|foree} ${CAME} ~ +1`,
    "{kasi|hichkas|hichki|hich kas} {bar nadasht|bar nemidare|bar nemidasht|javab nadad|javab nemide|javab nemidad} ~ -2 F",
    "{telefon|telefoon|tel|phone} {ro|o|} {bar nadashtan|bar nemidaran|bar nemidashtan|javab nadadan|javab nemidan} ~ -2 F",
    "{cancel|kansel} {kardan|kard|kardand} ~ -1",
  ],
  price: [
    `${DEAR} ~ -1`,
    `${DEAR} ${NOT} ~ +1 F`,
    "{arzoon|arzun|arzoun|arzan|arzoonesh|arzunesh} ~ +1",
    `{arzoon|arzun|arzoun|arzan} ${NOT} ~ -1 F`,
    "{arzesh dasht|arzeshesh ro dasht|arzesho dasht|arzeshesho dasht|miarzid|mi arzid|arzesh dare|arzeshesh ro dare|miarze|mi arze} ~ +1",
    "{arzesh nadasht|arzesh nadare|nemiarzid|nemi arzid|nemiarze|nemi arze} ~ -2 F",
    `${PRICE} {ham|} {normal|normale|maamooli|mamooli|maamuli|mamuli|motevaset|motevasset|motavaset|vasat|okay|ok|ma'ghool|maghool} ${WAS} ~ 0 S R`,
    `${PRICE} {ham|} ${VERY} {monaseb|monasebi|khoob|khub|aali|arzoon|arzun|mansafane|mosef} ${WAS} ~ +1`,
    `${PRICE} {ham|} ${VERY} {bala|balas|ziad|ziyad|ziadi|ziyadi|ziade|gerun|geroon} ${WAS} ~ -1`,
    "{quote|quotes|gheymat|estimate} * {vasati|vasat|motevaset|motevasset} {bood|bud} ~ 0 S R",
    "{pool|pul|poul} {ziadi|ziyadi|ziad|ziyad|ezafe|ezafi} {gereftan|gereft|gereftand|migiran|mige|khastan} ~ -2",
    "{pool|pul|poul|hazine|hazineh} {nagereftan|nagereft|nagereftand|nakhastan} ~ +1 F",
    "{takhfif|takhfeef} {dadan|dad|dadand|dade|gereftim} ~ +1",
    "{majani|majjani} {dorost kardan|dorost kard|anjam dadan|anjam dad|oomadan|bood|shod} ~ +1",
  ],
  quality: [
    `${WORK} {ham|} ${VERY} {khoob|khub|tamiz|aali|awli|avvali|bist|binaghs|ghashang|herfei|deghigh|daghigh} ${WAS} ~ +2`,
    `${WORK} {ham|} ${VERY} {kharab|ashghal|afti|sarsari|bad|ghalat} ${WAS} ~ -2`,
    `${WORK} {ham|} {normal|normale|maamooli|mamooli|maamuli|mamuli|motevaset|vasat|okay|ok} ${WAS} ~ 0 S R`,
    "{tamiz|tameez|tamees|ghashang|morattab|moratab} kar {kard|kardan|kardand|kardi|karde|mikone|mikonan} ~ +1",
    "{ghashang|tamiz|morattab|moratab} {shod|shodan|shode|shodeh|dar oomad|dar oomade|dar umad} ~ +1",
    `${STILL} {kharab shod|kharab shode|kharabe|chekke mikone|chekkeh mikone|chake mikone|chekke dare|nasht mikone|nasht dare|kar nemikone|kar nemikonan|kar nemikard|gereft|gerefte|gir kard|khamoosh mishe|khamoosh shod} ~ -2 F`,
    "{dorost|dorostesh} {nashod|nakard|nakardan|nakardand|nashode} ~ -2 F",
    "{kharab|kharabesh} {kard|kardan|kardand} ~ -2",
  ],
  professionalism: [
    `${VERY} {mehraboon|mehrabun|mehraban|mehrabon|mehraboun|mehraboonan} ~ +1`,
    "{ba adab|baadab|moadab|moaddab|ba ehteram|baehteram|mohtarami|ba shakhsiat|bashakhsiat|khosh akhlagh|khoshakhlagh|khosh barkhord|khoshbarkhord|khosh ravesh|khoshravesh|khakee|khaakee|sabur|saboor|sabour|ba hosele|ba hoosele|bahosele|bahoosele|khonsard} ~ +1",
    "{bad akhlagh|badakhlagh|bad akhlaq|badakhlaq|bad akhlaagh|bi adab|biadab|bi tarbiat|bitarbiat|bi ehteram|biehteram|bad barkhord|badbarkhord|gostakh|por roo|poroo|ghorghoroo|ghor ghor|bi hosele|bihosele|bi hoosele} ~ -2",
    `{mehraboon|mehrabun|mehraban|ba adab|khosh barkhord|khoshbarkhord|moadab} ${NOT} ~ -2 F`,
    "{adam e|adame|ye adam e|adam} {khoobi|khubi|khoob|khub|nazanini|nazanin|mohtarami|mohtaram|ba shakhsiati} ~ +1",
    "{maazerat|ma'zerat|mazerat|maazerat khahi|ozr|ozr khahi|ozrkhahi} {khast|khaast|khasst|kard|khastan|khaastan} ~ +1",
    "{herfei|herfeyi|herfeii} {bood|bud|boodan|budan|kar kard|kar kardan|raftar kard} ~ +1",
  ],
  communication: [
    `${EXPLAIN} {dad|dadan|daad|daadan|dadand|midad|midadan|dade} ~ +1`,
    `${EXPLAIN} {nadad|nadadan|nadaad|nadadand} ~ -2 F`,
    `${TOLD} ~ +1`,
    `${NOT_TOLD} ~ -2 F`,
    `{hichi|hich chi|chizi|hich chizi} {behemoon|behem|be ma|be man|} {nagoft|nagoftan|nagoftand} ~ -2 F`,
    "na zang {zad|zadan|} na {text|payam|msg|message|khabar|hichi|email} ~ -2 F",
    "{ghablesh|ghablan|az ghabl} {zang|text|payam|khabar} {zad|dad|kard|zadan|dadan} ~ +1",
    "{neshoonemoon dad|neshunemoon dad|neshoonam dad|neshunam dad|neshoon dad|neshun dad} ~ +1",
  ],
  cleanliness: [
    `${DIRT} ${LEFT} ~ -2`,
    "{kesafat|kasif|kasiif|kasife|kasifkari} ~ -2",
    `{hich|} {kesafati|ashghali|khaki|gardi} {jaa|ja} {nagozasht|nagozashtan|nagozashtand} ~ +2 F`,
    "{hame ja|hamejaro|hame jaro|hame chiz ro|hamechio|khoone ro|khune ro|ja ro|jaa ro|zamin ro|farsh ro|kaf ro} {tamiz|jaroo|jaro} {kard|kardan|kardand} ~ +1",
    "{tamiz|tar o tamiz|tamiz o morattab} {raft|raftan|gozasht raft|tahvil dad|tahvil dadan} ~ +1",
    "{kafshasho|kafshash ro|kafshasho|kafshashoono|kafshashoon ro|kafsh} {dar avord|dar ovord|dar aavord|dar avordan|dar ovordan|kand|kandan} ~ +1",
    "{kafshasho|kafshash ro|kafshashoono|kafsh} {dar nayavord|dar nayavordan|dar nayaavord|dar nayovord} ~ -2 F",
    `ba kafsh ${CAME} ~ -2`,
    "{roo kafshi|rookafshi|rukafshi} {pooshid|poshid|pooshidan|poshidan|gozasht|dasht} ~ +1",
  ],
  expertise: [
    "{ostad|ostade|ostaad|ostaade|ostadi} ~ +1",
    `${WORK} {ro|o|} {khoob|khub|kamel|} {balad|baladeh|balade|baladan|baladand|balad bood} ~ +1`,
    "{karbalad|kar balad|kaarbalad} ~ +1",
    "{vared|varede} {bood|bud|boodan|hast|hastan} ~ +1",
    `{balad|vared} ${NOT} ~ -2 F`,
    "{nabalad|naabalad} ~ -2",
    "{dagheegh|daghigh|daqiq|deghighan|daghighan} {midoonest|midunest|midonest|midoonestan|midunestan|fahmid|peyda kard|peida kard} ~ +1",
    `{moshkel|moshkelo|moshkelesh|eyb|eybesh|eybo|irad|iradesh|iradesho} ro {zood|sari|} ${FOUND} ~ +1`,
    `{moshkelo|eybo|iradesho|moshkelesho} {zood|sari|} ${FOUND} ~ +1`,
    "{natoonest|natunest|natoonestan|natunestan|natonest} {peyda kone|peyda konan|dorost kone|dorost konan|dorostesh kone|dorostesh konan|befahme|befahman|peydash kone} ~ -2 F",
    "{hichi|hich chi} {nemidoonest|nemidunest|nemidonest|balad nabood|nemifahmid} ~ -2 F",
  ],
  honesty: [
    "{e|adame|dorost va|dorost o|va|kheili|kheyli} {sadegh|saadegh|sadeq} ~ +1",
    "{dorostkar|dorostkaar|rooraast|rouraast|ruraast|rostgoo|rastgoo|rastgu|ba vejdan|bavejdan|ba ensaf|baensaf|monsef|sadeghane|sadeghaneh} ~ +1",
    "{kolah gozashtan|kolah gozasht|kolah gozashtand|kolahbardari|kolah bardari|kolahbardar|kolah bardar|kolah bardaran|kolahbardaran} ~ -2",
    "{dorogh|doroogh|durugh|dorugh} {goft|goftan|goftand|migoft|migan|mige|gu|goo} ~ -2",
    "{dozd|dozdan|dozda|dozdi|sarkisi|sar kisi|sarkise|sar kise} ~ -2",
    "{upsell|upsel} {nakard|nakardan|nakardand} ~ +1 F",
    "{be zoor|bezoor|ziadi|chizi} {nafrookht|nafrukht|nafrookhtan|nafrukhtan} ~ +1 F",
    "{feshar|pressure} {nayavord|nayavordan|nazasht|nagozasht|nagozashtan} ~ +1 F",
    `${SAID} {lazem nist|niazi nist|niaz nist|lazem nadarid|lazem nadari|niaz nadarid|niaz nadari|niazi nadarid|lazem nadarim|niazi nadarim} ~ +1 F`,
    "ba {quote|estimate|gheymat|gheimat|pishfactor|pish factor} {yeki|hamoon|hamun} {bood|bud|dar oomad|dar umad|shod} ~ +1",
  ],
};

/**
 * General opinion words in Persian (no aspect of their own), with brace
 * groups: "khoob", "aali", "ashghal", thanks and blessings, "bad nabood"
 * and "normale" lukewarm.
 */
export const PERSIAN_GENERAL: readonly string[] = [
  `${VERY.replace("|}", "}")} {khoob|khub} ~ +1`,
  "{khoob|khub} {bood|bud|boud|boodan|budan|hast|hastan|e} ~ +1",
  "{khoobe|khube|khoobi} ~ +1",
  "{aali|aaly|awli|avvali|afarin|aafarin|eyval|eyvallah|damet garm|damesh garm|dametoon garm} ~ +2",
  "{mamnoon|mamnun|mamnoonam|moteshakeram|mersi|sepas|sepasgozaram} ~ +1",
  "{dastet dard nakone|dastesh dard nakone|dastetoon dard nakone|khoda kheiret bede|khoda kheiresh bede|ghorboonet beram|ghorbunet beram} ~ +1",
  "{ashghal|afti|mozakhraf} {bood|bud|boodan|budan|e|hast|hastan} ~ -2",
  "{mozakhraf|vahshatnak|fajeh|afzah} ~ -2",
  `{khoob|khub} {nabood|nabud|nist|naboodan} ~ -1 F`,
  "{bad|badak} {nabood|nabud|naboud|nist|naboodan|nabudan} ~ +1 F",
  "{normale|normal e|maamooli bood|mamooli bood|maamuli bood|mamuli bood|maamoolie|mamoolie} ~ 0 F",
  "{hamchin|ye joori|kam o bish|kamobish} ~ 0 F",
];
