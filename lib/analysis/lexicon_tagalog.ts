/**
 * Tagalog judging words, as Filipino customers write them in Taglish
 * reviews ("sobrang bait ni kuya", "ang mahal pero sulit", "hindi
 * nag-explain", "pinaghintay kami buong araw"): English cues cannot see
 * them, so a review in Taglish lost its aspects. They are cues like the
 * English ones (`lexicon.ts` describes the entries): the rules read them
 * as they read English, and the trained model weighs them by the
 * cue-kind features it learned from English.
 *
 * The tokeniser splits "nag-explain" and "na-honor" at the hyphen and
 * matching reads them as "nag explain" and "na honor", as typed without
 * it. Words that are also English ("bait", "ate", "sale", "tapat" is
 * safe but "tapat ng" is "in front of") appear only inside a phrase:
 * "sobrang bait", "tapat na tao". "Mahal" is "expensive" and also "love"
 * ("mahal namin si Dana"), so it is read only after a word of degree.
 * "Galing" alone ("Ang galing ni Linh!") is stock praise, as "great" is
 * (tests/eval/README.md); "magaling" and "marunong" speak of skill.
 * "Wala" is no negator (Hindi "wala" is a suffix: "tameez wala"), but
 * "walang" ("walang kalat") is; "na" (a linker) is none either.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import type { LanguageTables, NegatorLookalike } from "./lexicon_spellings.ts";

/** Verbs of arriving ("dumating agad", "pumunta sila"). */
const CAME = "{dumating|pumunta|nakapunta|nakarating|sumipot|nagpunta}";

/** Tagalog cues, per aspect. */
export const TAGALOG_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [
    "{late|huli} na ~ -1",
    "{hindi sila|di sila} on time ~ -1 F",
    // Added with the second Taglish batch.
    "{sa oras|sa tamang oras|sakto sa oras|eksakto sa oras|saktong oras} ~ +1",
    "{ang aga|maaga|napakaaga|ang agap|maagap} ~ +1",
    `${CAME} {nang maaga|ng maaga|agad sa oras} ~ +1`,
    "{nalate|na late|nahuli|nahuli sila|late dumating} ~ -1",
    "{pinaghintay|pinag antay|pinaghintay kami|pinaghintay nila kami} ~ -1",
    "pinaghintay kami {buong araw|buong umaga|buong hapon|ng ilang oras|nang ilang oras} ~ -2",
    `{hindi|di|walang} ${CAME} ~ -2 F`,
    `{hindi|di} {sila|siya} ${CAME} ~ -2 F`,
    "{hindi nagpakita|di nagpakita|hindi sumulpot|no show sila} ~ -2 F",
    // Added with the third Taglish batch: a regular visit never missed.
    "{never pang|hindi pa|di pa|hindi kailanman|wala pang} {na miss|namiss|nakaligtaan|nalaktawan|nalampasan} {yung|ang} {schedule|sched|appointment|oras|visit} ~ +2 F",
  ],
  scheduling: [
    "{sumagot agad|may sumagot agad|pumunta agad|dumating agad|pumunta pa rin} ~ +1",
    // Added with the second Taglish batch.
    "{dumating pa rin|nagpunta pa rin|nakapunta pa rin|may dumating pa rin|sumipot pa rin} ~ +1",
    "kahit {gabi|gabi na|hatinggabi|madaling araw|holiday|pasko|linggo|bagong taon|bisperas} ~ +1",
    "{gabi na|hatinggabi na|madaling araw na|11pm na|10pm na|12am na} * {nung dumating|dumating sila|pumunta sila|nung pumunta} ~ +1",
    "{nakakuha agad|nabigyan agad|binigyan agad|nakakuha kami agad} * {slot|schedule|sched|appointment} ~ +1",
    "{slot|schedule|sched|appointment} {kinabukasan|agad|the same day|sa araw ding iyon} ~ +1",
    "{nasa hold|naka hold|pinag hold|pinaghold|naka hold kami} ~ -1",
    "{ang tagal|sobrang tagal|napakatagal|matagal} {bago may sumagot|bago sumagot|sumagot} ~ -1",
    "{nag reschedule|nagreschedule|ni reschedule|nireschedule|nag cancel|nagcancel|kinansel|kinancel|pinostpone|ni postpone|nag postpone} ~ -2",
    "{habang hinihintay|hinihintay|hinintay|naghintay kami ng} {yung part|ang part|yung piyesa|ang piyesa|ng part|ng piyesa|yung parts} ~ -1 F",
    "{lang daw|daw|sabi nila} * {umabot ng|umabot nang|inabot ng|inabot nang} ~ -1",
    "{natapos nga|natapos naman|natapos talaga} {in|sa loob ng|within|on time|agad|sa oras} ~ +1",
    // Added with the third Taglish batch.
    "{pinuntahan|dinaanan|binisita} {kami|ako} * {ng|nang|kahit} {gabi|hatinggabi|madaling araw|10pm|11pm|12am|1am|2am|3am|midnight} ~ +1",
    "{may sumagot pa rin|sumagot pa rin|may sumasagot pa rin|pinapunta agad|pinadala agad|nagpadala agad} ~ +1",
    "{ang dali|madali|madaling|ang bilis} {mag book|magbook|magpa book|magpabook|magpa schedule|magpaschedule|kumuha ng appointment|kumuha ng schedule} ~ +1",
    "{linggo|buwan|weeks|months} bago {kami|ako} {nabigyan|nakakuha|nakapag book|naka book|nakapagpa schedule|naschedule} ~ -1",
    "daw * {matapos|tapos|matatapos} * {inabot|umabot} {ng|nang} ~ -1",
    "natapos {ng|nang|sa loob ng|in} * {exactly|eksakto|mismo|gaya ng sinabi|tulad ng sinabi|gaya ng pangako|as promised} ~ +1",
    "{hindi|di|hindi pa|di pa|wala pang} dumating {yung|ang} * {part|parts|piyesa|unit|order|materyales|materials} ~ -1 F",
  ],
  price: [
    "{sulit} ~ +1",
    "{ang|medyo|sobrang|masyadong|napaka|napakamahal|mas} mahal ~ -1",
    "mura|pinakamura|napakamura ~ +1",
    // Added with the second Taglish batch.
    "mahal {masyado|talaga|nga|kasi|pero|kaso|eh} ~ -1",
    "{mura na|mura lang|mura naman|mas mura|medyo mura} ~ +1",
    "sayang {ang pera|yung pera|pera|ang bayad|yung bayad} ~ -2",
    "{ang baba ng|mababa ang|mababang|mababa yung} {quote|presyo|singil|bayad|price|charge} ~ +1",
    "{ang taas ng|mataas ang|sobrang taas ng|mataas na} {quote|presyo|singil|bayad|price|bill|charge|singilan} ~ -1",
    "{sobra ang singil|sobrang singil|ang laki ng singil|ang laki ng bayad|ang laki ng bill|sobra maningil|overcharge kami} ~ -2",
    "{sinisingil|siningil|chinarge|chinacharge|pinabayad} * {eh|pero|kahit} * lang ~ -2",
    "{hindi na siningil|di na siningil|hindi na pinabayad|di na pinabayad|hindi na nag charge|di na nag charge|walang bayad|libre na} ~ +1 F",
    "{hindi|di} na {kami|ako|nila kami|niya kami} {siningil|sinisingil|pinabayad|pinagbayad|chinarge} ~ +1 F",
    "kahit {lampas na sa warranty|wala nang warranty|expired na ang warranty|tapos na ang warranty} ~ +1 F",
    "{binigyan ng discount|nag discount|nagbigay ng discount|binawasan|tinawaran|nakatawad|binabaan ang presyo|ibinaba ang presyo|binaba ang presyo} ~ +1",
    "presyo ~ 0 W N-1",
  ],
  quality: [
    "{ang ayos|maayos|ang ganda} ~ +1 W",
    "{tumutulo|sira|ayaw|maingay|mainit|malamig} pa rin ~ -2 F",
    "{hindi gumana|hindi gumagana|ayaw gumana|ayaw gumagana} ~ -2 F",
    // A repair that held ("one year na walang problema"); a bare "walang
    // problema" after a wave-off ("so okay lang, walang problema") is none.
    "{na walang problema|walang problema since|walang problema mula|walang problema simula|walang problema hanggang ngayon|wala nang problema|wala pang problema} ~ +1 F",
    // Added with the second Taglish batch. The look of the work is quality.
    "{linis|malinis|maayos|ayos|ganda|maganda|pulido|neat} {ng|nang|ang|yung} {pagkakabit|pagkakagawa|pagkakainstall|pagkaka install|trabaho|gawa|kabit|wiring|install|installation|pagkakalagay|pagkakaayos} ~ +2",
    "{pang showroom|parang pang showroom|parang brand new} ~ +2",
    "{patay|barado|ayaw lumamig|hindi lumalamig|di lumalamig|hindi umiinit|walang init|walang tubig} pa rin ~ -2 F",
    "{barado|tumutulo|tumulo|sira|nasira|bara|tumagas} na naman ~ -2",
    "{bumalik|bumabalik} {yung|ang} {leak|tulo|problema|sira|baha|bara|tagas} ~ -2",
    "{wala pang|wala nang|hindi na|di na} {baha|tulo|leak|problema|bara|tagas|backup|clog} ~ +2 F",
    "{nabasag|nasira|sinira|nagasgas|nagasgasan|nabutas|binutas|nayupi} {ni|nila|niya} ~ -2",
    "{palpak|pumalpak|sablay} ~ -2",
    // Added with the third Taglish batch.
    "{ayaw|hindi|di} na naman {lumamig|gumana|umandar|uminit|gumagana|lumalamig} ~ -2 F",
    "{sira|nasira|tumutulo|tumulo|barado|nabara|bumigay} ulit ~ -2",
    "{pumasa|nakapasa|pasado} sa * {inspection|inspeksyon} ~ +2 F",
    "{tahimik na tahimik na|ang tahimik na ng|tahimik na ngayon} ~ +1",
    "{okay|ok|ayos|pwede na} {lang naman|naman|lang} {yung|ang} {pagkakakabit|pagkakagawa|pagkakabit|pagkakainstall|pagkakaayos|trabaho|gawa} ~ 0 S N-1",
    "trabaho ~ 0 W",
  ],
  professionalism: [
    "mabait|magalang ~ +1",
    "{bastos} ~ -2",
    "{super bait|sobrang bait|ang bait} ~ +1",
    "sungit|masungit ~ -2",
    // Added with the second Taglish batch.
    "{napakabait|mababait|ang babait|mabaet|bait na bait|ubod ng bait|ang bait bait|super bait na|galang|mapagpasensya|matiyaga|pasensyoso|pasensyosa|malumanay|mahinahon|mabuting tao} ~ +1",
    "{suplado|suplada|mayabang|antipatiko|antipatika|mataray|maldita|maldito|arogante|walang modo|walang galang|walang respeto|pabalang|nakasimangot|nakabusangot} ~ -2",
    "{nagmamadali|minadali|nagmadali|madalian} ~ -1",
    "{nag sorry|nagsorry|humingi ng tawad|humingi ng paumanhin|nagpaumanhin|nag apologize} ~ +1",
    "{walang sorry|hindi man lang nag sorry|di man lang nag sorry} ~ -1 F",
    "{iniwang bukas|naiwang bukas|hindi sinara|di sinara|hindi isinara} ~ -1",
    // "Iniwan ni kuya na bukas yung gate": "ni" before a name is no negator.
    "iniwan {ni|nila|niya|nina} * na bukas ~ -1",
    "{nag eexplain|nag explain|nagpapaliwanag|kinakausap} instead of {me|ako} ~ -2 F",
    // Added with the third Taglish batch.
    "{ang tiyaga|napakatiyaga|ang pasensya|mapagpasensiya|mahaba ang pasensya|ang haba ng pasensya|maasikaso|ang asikaso|maalalahanin|ang sweet|sobrang sweet|ang thoughtful} ~ +1",
    "{minamadali|minadali ako|minamadali ako} ~ -1",
    "{parang naiinis|naiinis siya|nainis siya|nairita siya|naiirita siya|parang nairita|inis na inis siya|sinigawan|sinisigawan} ~ -2",
    "{may respeto|respeto talaga|nirespeto|nirerespeto|rumespeto|rumerespeto|iginalang|ginalang} ~ +1",
  ],
  communication: [
    "{pinaliwanag|ipinaliwanag|nagpaliwanag} ~ +1",
    "{pinakita|ipinakita|nag send * pictures} ~ +1",
    "{walang nag call back|walang tumawag|hindi tumawag|hindi nag reply} ~ -2 F",
    // Added with the second Taglish batch.
    "{inexplain|iniexplain|ineexplain|in explain|ini explain|pinapaliwanag|ipinapaliwanag|nagpapaliwanag|pinapakita|ipinapakita} ~ +1",
    "{nag text|nagtext|nag message|nagmessage|nag chat|nagchat|nag call|nagcall|tumawag|nag update|nagupdate|nag inform|nag abiso|nagpasabi} {pa|muna|naman|agad|siya|sila|bago|in advance|ahead} ~ +1",
    "{walang nagsabi|walang nag sabi|walang nag inform|walang nag text|walang nagtext|walang nag update|walang nagpasabi|walang abiso|hindi nagsabi|di nagsabi|hindi man lang sinabi|di man lang sinabi|walang sinasabi|walang sinabi|hindi nagpaalam|di nagpaalam|walang paalam} ~ -2 F",
    "{ang bilis magsalita|mabilis magsalita|wala akong naintindihan|walang naintindihan|hindi ko naintindihan|di ko naintindihan|hindi namin naintindihan|di namin maintindihan} ~ -2 F",
    "{iba na sinasabi|iba na ang sinasabi|iba ang sinabi|iba iba ang sinasabi|magkaiba ang sinabi|iba ibang sinasabi} ~ -2",
    "{sinabi niya agad|sinabi agad|sinabi kaagad|sinabi niya kaagad} ~ +1 also:honesty",
    "{sinabihan kami|sinabihan ako|sinabi sa amin|pinaalam sa amin|ipinaalam sa amin|inabisuhan kami} * bago ~ +1",
    "{hanggang ngayon wala pa|hanggang ngayon wala} ~ -1",
    "{walang breakdown|isang number lang|one number lang} ~ -1 F",
    // Added with the third Taglish batch.
    "{walang text|walang tawag|walang paliwanag|walang update|walang nag callback|walang nag call back|walang nag reply|walang sumagot sa text|walang nagpaliwanag} ~ -2 F",
    "{hindi|di|hindi na|di na|hindi man lang|di man lang} {pinapansin|pinansin|sinagot|sinasagot} {yung|ang} {tanong|mga tanong} ~ -2 F",
    "{sinagot niya lahat|sinagot nila lahat|sinasagot niya lahat|sinagot lahat|sinagot ang lahat ng tanong|sinagot lahat ng tanong} ~ +1",
    "{tinuruan|tinuturuan|itinuro sa amin|tinuro sa amin|tinuro sa akin|itinuro sa akin} ~ +1",
    "{binigyan|nagbigay|binigay} * {options|option|pagpipilian} ~ +1",
    "{pinadalhan|pinadala|nagpadala|nag send|nagsend|sinend} * {video|videos|picture|pictures|litrato|larawan|photo|photos} ~ +1",
    "{pinadalhan|pinakitaan} {kami|ako} * {ng|nang} {video|videos|picture|pictures|litrato|larawan|photo|photos} ~ +1",
    "{nag follow up|nagfollow up|finollow up|kinumusta|kinamusta|kinumusta pa} ~ +1",
    "{tinawagan|tinext} {pa|ulit} {kami|ako} * para {i check|icheck|kumustahin|kamustahin|tanungin} ~ +1",
    // "Tinawagan pa kami ni Kayla": "even called us" (a follow-up).
    "{tinawagan|tinext} pa {kami|ako} {ni|nina} ~ +1",
    // Told of a fee beforehand: upfront (honesty) as well.
    "{sinabihan|inabisuhan|pinaalam|sinabi} * {sa umpisa pa lang|umpisa pa lang|simula pa lang|una pa lang|in advance|beforehand} {na|na may|may} * {fee|charge|singil|bayad|bayarin} ~ +1 F also:honesty",
    "{sinabihan|inabisuhan|pinaalam|sinabi} * {sa umpisa pa lang|umpisa pa lang|sa umpisa|simula pa lang|una pa lang|in advance|beforehand} ~ +1",
  ],
  cleanliness: [
    "malinis ~ +1",
    "{makalat|kalat|ang kalat} ~ -1",
    // Added with the second Taglish batch.
    "{linis|ang linis|sobrang linis|napakalinis} ~ +1",
    "{nilinis|naglinis|nilinisan|nagwalis|winalis|nag mop|nagmop|nag vacuum|nagvacuum|pinunasan|niligpit|nagligpit} ~ +1",
    "{parang walang nangyari|walang bakas|walang naiwang kalat|walang iniwang kalat|walang dumi} ~ +1 F",
    "{naiwang|iniwang|naiwan|iniwan} {ni|nila|niya|nina|yung|ang|pa|lang} * {kalat|alikabok|putik|basura|lumang|kahon|box|karton|tubo|wire|wires|filter} ~ -1",
    "{naiwang|iniwang} {kalat|alikabok|putik|basura|lumang|kahon|box|karton|tubo|wire|wires|filter} ~ -1",
    "{putik|alikabok|dumi|kalat} sa {sahig|carpet|kitchen|kusina|loob|floor|garage|sala} ~ -1",
    "{nagtanggal|nag tanggal|tinanggal|hinubad|naghubad|magtanggal} * {sapatos|shoes|tsinelas|boots} ~ +1",
    "{nag sapatos|nagsapatos|naka sapatos|nakasapatos|naka shoes|nag shoes} pa rin ~ -1 also:professionalism",
    "{nag sapatos|nagsapatos|naka sapatos|nakasapatos} sa loob ~ -1",
    "{dinumihan|nagkalat|kinalat} ~ -1",
  ],
  expertise: [
    "{alam niya agad|alam agad} ~ +1",
    // Added with the second Taglish batch.
    "magaling|mahusay|napakahusay|marunong|maalam|bihasa|eksperto ~ +1",
    "{alam na alam|alam niya|alam nila|alam talaga} {ginagawa|ang ginagawa|yung ginagawa} ~ +2",
    "{walang alam|walang kaalam alam} ~ -2",
    "{hindi|di} * alam * {ginagawa|gagawin} ~ -2 F",
    "{sa phone pa lang|sa telepono pa lang|sa tawag pa lang|sa picture pa lang|sa pictures pa lang|sa litrato pa lang|sa video pa lang} * {alam|natukoy|nahulaan|na diagnose|nadiagnose|na figure out} ~ +2 F",
    "{na figure out|nafigure out|nahanap niya agad|nakita niya agad|natukoy agad|na diagnose agad|alam na niya} ~ +1",
  ],
  honesty: [
    "{hindi raw kailangan|hindi kailangan palitan|hindi pa kailangan} ~ +1 F",
    // Added with the second Taglish batch.
    "{tapat na tao|matapat|napakatapat|tapat siya|tapat sila|tapat talaga|mapagkakatiwalaan|legit naman pala|legit pala|legit sila|legit naman} ~ +1",
    "{nanloko|niloko|manloloko|ginulangan|ginugulangan|dinaya|nandaya|madaya|nabudol|binudol|panloloko} ~ -2",
    "{pinilit|pinipilit|namimilit|mapilit|nagpupumilit|pinagpilitan|pinressure|pinipressure} ~ -2",
    "{walang pilitan|walang pressure|hindi namilit|di namilit} ~ +1 F",
    "{grabe yung pressure|grabe ang pressure|sobrang pressure} ~ -2",
    "{pinapagastos|pinagagastos|pera lang ang habol|pera lang habol|ginagatasan} ~ -2",
    "{hindi nila na honor|di nila na honor|hindi na honor|di na honor|ayaw i honor|ayaw nila i honor|hindi ni honor|hindi inhonor} ~ -2 F",
    "{dagdag sa quote|lampas sa quote|higit sa quote|over sa quote|sobra sa quote|mas mataas sa quote|iba sa quote|dinagdagan|pinatungan|may patong} ~ -2",
    "{sakto sa quote|tugma sa quote|same sa quote|gaya ng quote|tulad ng quote|eksakto sa quote} ~ +1",
    "{walang gulatan|walang surpresa|walang hidden|walang nakatagong|walang dinagdag|walang patong} ~ +1 F",
    "{naka itemize|nakaitemize|naka breakdown|may breakdown|detalyado ang quote|detalyadong quote} ~ +1",
    "{fee|charge|singil|bayad|minimum} * {hindi man lang|di man lang|hindi|di} {sinabi|binanggit|nabanggit} ~ -2 F also:communication",
    "{fee|charge|singil|bayad|minimum} * {hindi|di} {nila|niya} {sinabi|binanggit|nabanggit} ~ -2 F also:communication",
    "{inamin|umamin|inako ang mali|inamin ang mali} ~ +1",
    "{hindi na kailangan|di pa kailangan|di raw kailangan|hindi raw kailangang} {palitan|bumili|ng bago} ~ +1 F",
    // Added with the third Taglish batch.
    "{hindi kailangan|di kailangan|hindi naman kailangan} {ng bago|palitan|bumili ng bago} ~ +1 F",
    "{pwede pa|puwede pa|kaya pa|pwede pang|kaya pang|puwede pang} {i repair|irepair|ayusin|iayos|i ayos|marepair|ma repair} ~ +1",
    "{hindi|di} {naman|man lang|rin} {namilit|nagpumilit|nag push|nagpush|nanggipit} ~ +1 F",
    "{naniwala kami|kaya naniwala|nakumbinsi kami|gets namin kung bakit|naintindihan namin kung bakit} ~ +1",
    "{paulit ulit|ilang beses|tatlong beses|dalawang beses|apat na beses} * {inalok|nag alok|nag offer|inoffer|inaalok} ~ -2",
  ],
};

/** General opinion words in Tagalog (no aspect of their own). */
export const TAGALOG_GENERAL_CUES: readonly string[] = [
  "napakagaling ~ +3",
  "maganda ~ +1",
  "salamat ~ +1",
  "{okay lang|ok lang|pwede na|sakto lang} ~ 0 F",
  // Added with the second Taglish batch.
  "{galing|ang galing|galing talaga|panalo|astig|bongga} ~ +2",
  "{pangit|panget|bulok|walang kwenta|walang kuwenta|nakakadismaya|dismayado|nakakainis|nakakabwisit|nakakairita|kainis|badtrip|hay nako|haynako} ~ -2",
  "{okay naman|ok naman|ayos naman|ayos lang|pwede na rin|puwede na|keri lang|walang special|walang espesyal|katamtaman} ~ 0 F",
  // Excuses that take a complaint back ("medyo pricey pero gets ko naman").
  "{gets ko|gets ko naman|naiintindihan ko|naiintindihan ko naman|di bale|hindi bale|okay lang naman} ~ 0 F",
  // Added with the third Taglish batch.
  "{wala lang special|wala namang special|walang wow|walang kakaiba} ~ 0 F",
];

/**
 * Phrases that look like Tagalog cues but are none: the reviewer paying on
 * time, or showing photos to others ("pinakita ko sa inyo").
 */
export const TAGALOG_NEUTRALIZERS: readonly string[] = [
  "{nagbayad|nag bayad|nagbayad kami|nagbayad ako|bayad kami} on time",
  "{pinakita ko|ipinakita ko|pinapakita ko}",
  "{mahal namin|mahal ko|mahal na mahal}",
  // "So okay lang" waves a complaint off (softeners.ts) rather than leave
  // the praise beside it lukewarm.
  "{so|kaya} {okay|ok} lang",
  // "Galing" is also "from" ("galing kami sa Pinas", "video galing sa
  // drain camera"); "nilinis lang niya yung igniter" is the repair itself.
  "galing {sa|kay|kina|kami sa|ako sa|sila sa|siya sa|pa sa}",
  "{nilinis|nililinis|linilinis} lang",
  "habang {nililinis|nilinis|naglilinis}",
];

/** Tagalog words that negate what follows. */
export const TAGALOG_NEGATORS: readonly string[] = [
  // Tagalog's "not"; also the name of a language (negation.ts tells them apart).
  // Its short form "di" is left to the phrases that hold it: in Caribbean
  // patois "di" is "the" ("di price too dear"), in Spanish "I gave".
  "hindi",
  "walang",
];

/** Tagalog words that strengthen the next opinion word. */
export const TAGALOG_INTENSIFIERS: readonly string[] = [
  "sobrang",
  "grabe",
  "napaka",
  "sobra",
  "masyadong",
  "talagang",
];

/**
 * Tagalog words that start a contrasting clause ("pero" is also Spanish's
 * and is listed there); "kaso" is "but, the trouble is".
 */
export const TAGALOG_CONTRAST_WORDS: readonly string[] = [
  "kaso",
  "ngunit",
  "subalit",
];

/**
 * Tagalog words that join two clauses, as "and" does ("tapos": "and
 * then"); not "at", which is English too.
 */
export const TAGALOG_AND_WORDS: readonly string[] = ["tapos", "tsaka", "saka"];

/** Names of aspects in Tagalog sub-ratings ("Presyo 3/5", "Kalinisan 2/5"). */
export const TAGALOG_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["presyo", "price"],
  ["halaga", "price"],
  ["singil", "price"],
  ["kalinisan", "cleanliness"],
  ["linis", "cleanliness"],
  ["kalidad", "quality"],
  ["trabaho", "quality"],
  ["pagkakagawa", "quality"],
  ["ugali", "professionalism"],
  ["pakikitungo", "professionalism"],
  ["kagandahang-asal", "professionalism"],
  ["komunikasyon", "communication"],
  ["katapatan", "honesty"],
  ["kaalaman", "expertise"],
  ["husay", "expertise"],
  ["pagdating", "punctuality"],
  ["oras", "punctuality"],
];

/** Answers that deny a question before them ("Malinis? Hindi."). */
export const TAGALOG_NO_ANSWERS: readonly (readonly string[])[] = [
  ["hindi"],
  ["hindi", "po"],
  ["hindi", "talaga"],
  ["hindi", "naman"],
  ["hinde"],
  ["wala"],
  ["wala", "po"],
  ["wala", "talaga"],
  ["hindi", "kailanman"],
];

/** Answers that grant a question only in part ("Mura? Medyo."). */
export const TAGALOG_HEDGE_ANSWERS: readonly (readonly string[])[] = [
  ["medyo"],
  ["siguro"],
  ["pwede", "na"],
  ["puwede", "na"],
  ["okay", "lang"],
  ["ok", "lang"],
  ["sakto", "lang"],
  ["medyo", "lang"],
];

/**
 * Words that wave a complaint off ("late ng 2 hours pero nag-text, so
 * okay lang"): the labelled sets make it neutral (softeners.ts).
 */
export const TAGALOG_WAVE_OFFS: readonly (readonly string[])[] = [
  ["okay", "lang"],
  ["ok", "lang"],
  ["okay", "lang", "naman"],
  ["ayos", "lang"],
  ["di", "bale"],
  ["hindi", "bale"],
  ["keri", "lang"],
  ["gets", "ko", "naman"],
  ["naiintindihan", "ko", "naman"],
  // A price only put up with: "pero ano pa magagawa namin".
  ["ano", "pa", "magagawa"],
  ["ano", "pang", "magagawa"],
  ["anong", "magagawa"],
  ["wala", "kaming", "magagawa"],
];

/** The Tagalog tables, as `lexicon_languages.ts` joins them. */
/**
 * Tagalog "pa" (still, more: "nag-send pa ng pictures", "ang sungit pa")
 * before these words, no Kreyòl "not".
 */
const TAGALOG_PA: NegatorLookalike = {
  word: "pa",
  before: new Set(
    ("siya sila niya nila kami namin natin tayo ako ko mo rin ring din " +
      "ding ba lang lamang naman daw raw nga more ng nang sa yung iyong ang " +
      "kay kina kung mismo man po bago lalo na eh pala kasi si ni ito yan " +
      "iyan yun iyon nung noon kaya mag nag").split(" "),
  ),
};

export const TAGALOG_TABLES: LanguageTables = {
  aspectCues: TAGALOG_ASPECT_CUES,
  general: TAGALOG_GENERAL_CUES,
  negators: TAGALOG_NEGATORS,
  intensifiers: TAGALOG_INTENSIFIERS,
  andWords: TAGALOG_AND_WORDS,
  contrastWords: TAGALOG_CONTRAST_WORDS,
  subRatingLabels: TAGALOG_SUB_RATING_LABELS,
  neutralizers: TAGALOG_NEUTRALIZERS,
  noAnswers: TAGALOG_NO_ANSWERS,
  hedgeAnswers: TAGALOG_HEDGE_ANSWERS,
  waveOffs: TAGALOG_WAVE_OFFS,
  negatorLookalikes: [TAGALOG_PA],
};
