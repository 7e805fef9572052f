/**
 * The Jamaican Patois cues, one list per aspect, and the general opinion
 * words (`lexicon_patois.ts` tells how they are written, what they leave
 * out, and joins them with the other tables): prices that are "too dear" or
 * "a tiefing", arriving "pon time", waits "till mi tired", rudeness
 * ("facety", "no broughtupsy") and manners ("mannerly"), mess left
 * ("leave di place dutty"), the "ginnal" and the press to buy, nobody
 * saying "a word", knowing "him ting fi true", work that "run quiet quiet"
 * or "still a leak".
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** A Patois subject: he, she, they, I ("him", "dem", "mi"). */
const HIM = "{him|she|dem|di man|di man dem|di bwoy|di youth|it}";

/** Me or us ("mi", "wi"). */
const MI = "{mi|wi|me|we|us}";

/** Work, job ("work", "wok", "job", "ting"). */
const WORK = "{work|wuk|job|ting|install|wiring|pipe work|plumbing}";

/** The price or the bill. */
const PRICE = "{price|prices|bill|charge|quote|cost|it|dat|dis}";

/** Rubbish left behind ("ole box dem", "sawdust", "dutty"). */
const RUBBISH =
  "{mess|dirt|dutty|dust|sawdust|rubbish|garbage|debris|box|boxes|box dem|ole box|ole box dem|old box dem|ole part|ole part dem|pipe piece|pipe piece dem|wire piece|wire piece dem|scrap|scrap dem}";

/**
 * Jamaican Patois cues, per aspect, with brace groups
 * (`lexicon_patois.ts` compacts them).
 */
export const PATOIS_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{reach|come|deh|tun up|show up|reach yah|come yah} pon time ~ +1",
    "pon {di|de} dot ~ +1",
    "reach {early|before time|early early} ~ +1",
    "reach {late|late late} ~ -1",
    `${HIM} {neva|nuh|never} {reach|tun up|show} ~ -2 F`,
  ],
  scheduling: [
    "{cancel|reschedule|postpone|move di date|move di appointment} pon {mi|wi|me|we} ~ -1",
    `${MI} {wait|did wait|a wait|siddung wait} {till mi tired|till mi tyad|long long|whole day|whole heap} ~ -1`,
    "{tek|teck} {long long|forever an a day|whole heap a time} fi {come|reach|book|call back} ~ -1",
  ],
  price: [
    `${PRICE} {too dear|dear bad|dear dear|dear fi true|dear yuh see|dear eeh} ~ -1`,
    "{dat a|a pure|pure|straight} {tiefing|teefing|tiefin|teefin} ~ -2",
    "{tiefing|teefing|tiefin|teefin} {price|prices|bill|charge|money} ~ -2",
    `${PRICE} {cheap cheap|cheap fi true|cheap bad|nuh dear|no dear|neva dear} ~ +1`,
    "{bill|price|cost} {mek|mek mi|mek me|did mek mi} {belly bottom drop|bawl|cry|faint|heart stop|heart drop} ~ -2",
    "{nuh|neva|never|did not} charge {mi|wi|me|we} {a cent|a penny|a dollar|nutten|nutn|nuttin|notten|one cent|a red cent} ~ +1 F",
  ],
  quality: [
    `${WORK} {criss|criss criss|crisp crisp|nice nice|good good|neat neat|tidy tidy|straight straight|proper proper} ~ +1`,
    "{everyting|everyting dem|every pipe|every wire|every ting} {neat neat|tidy tidy|straight straight|line up straight|criss} ~ +1",
    "{run|a run|work|a work|running} {quiet quiet|sweet sweet|nice nice|good good|like new new} ~ +1",
    "{it|unit|ac|furnace|heater|engine|pump|toilet|everyting} {run|a run|running} sweet ~ +1",
    "{toilet|tap|faucet|cistern|pipe} still a run ~ -2",
    "{gouge|scratch|scrape|bruk|mash|crack|dent|chip} up {mi|di|wi|dem} ~ -2",
    "{crack|bruk|scratch|chip|dent|gouge} {a|di|mi|wi|one} {tile|tiles|pipe|floor|counter|countertop|sink|toilet|mirror} ~ -2",
    "still a {leak|drip|block|trip|spark|buzz|flicker|act up|give trouble|run ova|overflow} ~ -2",
    "{mash up|mash-up|mashup|bruk|brok} {mi|wi|di|dem|him|her} ~ -2",
    "{bruk|brok|bruk down|mash up} {again|back|all over again|di next week|inna a week|inna a month} ~ -2",
  ],
  professionalism: [
    "{facety|facetie|facey|fiesty|feisty an facety|out a order|outta order} ~ -2",
    "{no|nuh|nuh have no|nuh have|nuh got no} {manners|broughtupsy|bringupsy} ~ -2 F",
    "{broughtupsy|bringupsy|mannerly|well mannerly|nuff manners|have manners|have nuff manners|have good manners} ~ +1",
    `{like|as if} ${MI} {nuh have sense|nuh have no sense|did a fool|a fool fool|fool fool|a dunce|nuh know nutten} ~ -2 F`,
    "{mek|mek mi|mek me|mek wi} feel {fool fool|fool|like a fool|like a idiot|stupid|dunce|small} ~ -2",
    "{rush rush|rushing rushing|inna a rush rush|bare rush} ~ -1",
    "{a di|di} {sweetest|nicest|kindest|loveliest|humblest} {ting|person|smaddy|sumady|man|lady|youth|people} ~ +1",
    "{good good|nice nice|sweet sweet|humble humble|decent decent|respectful|nice an humble} {people|man|woman|smaddy|sumady|youth|bwoy|gyal|lady|crew} ~ +1",
    "{mout too big|mout bad|mout nasty|mout too long|mouth too long} ~ -2",
    "{cuss|cuss out|tracing} {mi|wi|me|we} ~ -2",
  ],
  communication: [
    "{nobody|nuh|neva|nobody nuh|nobody neva} {seh|sey|tell mi|tell wi} {a word|a ting|nutten|nutn|nuttin|notten|one word} ~ -2 F",
    `{nuh|neva|never|neva even|nuh even} {gi|give|tell} {mi|wi|me|we} {no|a|one} {reason|explanation|heads up|warning|call} ~ -2 F`,
    `{call|text|ring|message|link} {mi|wi|me|we|} {first|ahead|before|inna di morning} fi {seh|sey|mek mi know|tell mi|let mi know} ~ +1`,
    `{explain|show|tell} {mi|wi|me|we} {every likkle ting|every lickle ting|everyting|di whole ting|every ting} ~ +1`,
    `{answer|ansa} {every likkle|every lickle|all mi|all a mi|every} {question|question dem|questions} ~ +1`,
    `{nuh|neva|never|nuh even} {answer|ansa} {none a mi|mi|any a mi} {question|question dem|questions} ~ -2 F`,
  ],
  cleanliness: [
    `{leave|lef|leff|lef up|leave up} {di|mi|wi|dem|} {place|house|yard|kitchen|floor|basement|bathroom} {dutty|nasty|inna mess|dirty dirty|like pig sty} ~ -2`,
    `{leave|lef|leff} {di|dem|mi|wi|all di|all} ${RUBBISH} ~ -2`,
    "{dutty up|dirty up|mess up} {di|mi|wi|dem} {place|house|floor|carpet|kitchen|tile|yard} ~ -2",
    "{clean|tidy} {up|off} {behind|afta|after} {himself|herself|demself|dem self|him self} ~ +1",
    "{leave|lef} {it|di place|everyting|mi place} {clean clean|spotless spotless|neat neat|tidy tidy|cleaner dan before} ~ +1",
    "{nuh|neva|never|nah} {leave|lef} {one speck|a speck|a crumbs|nutten|a ting|no mess|no dutty} ~ +1 F",
  ],
  expertise: [
    "{know|knows|did know} {him|her|dem} {ting|work|wuk|trade} {fi true|fi real|good good|inside out|well well|back a front} ~ +2",
    "{know|knows|did know} wah {him|she|dem|dem a|him a|she a} {a do|doing|do|a deal wid} ~ +1",
    "{nuh|neva|never|nuh even|cyaan} {know|figure|figure out|work out} wah {him|she|dem|wrong|a gwaan} {a do|doing|} ~ -2 F",
    "{find|spot|ketch|catch|see} {di problem|wah wrong|di fault|it|di ting} {inna|in} {two twos|no time|one minute|two minute|five minute|ten minute} ~ +1",
    "{cyaan|kyaan|caan} {figure it out|figure out|find di problem|find wah wrong|fix it|sort it} ~ -2 F",
    "{figure|find|sort|diagnose|ketch} {it|it out|out di problem|di problem|wah wrong} {over|pon|on} di phone ~ +1",
  ],
  honesty: [
    "{ginnal|ginnals|ginnalship|ginnal ship|ginal|ginals|ginnah|samfie|samfi|samfai|samfie man|samfi man} ~ -2",
    "{tief|teef|try tief|a try tief|wah tief} {mi|wi} {money|dollar|cash|dollars} ~ -2",
    `{push|press|force|pressure} {it|some|sumting|someting|dem|dat|di|a|one|} {ting|plan|unit|system|package|} pon {mi|wi|me|we} ~ -2`,
    `{still a|a|keep|keep a|did a} {press|push|force|pressure|pressure pressure} {mi|wi|me|we} ~ -2`,
    `{seh|tell mi|tell wi|tell me|seh mi|seh wi} {mi|wi|me|we|} {nuh need|no need fi|nuh need fi|nuh haffi|doan need|don't need|nuh badda} ~ +1`,
    `{nuh|no} {badda|bodda|need fi} {change|replace|buy|get} {it|di|a|one|dat|dem|} ~ +1`,
    "{him|she|dem} {nah|nuh|neva|never} {lie|a lie|chat lie|tell lie|tell no lie} ~ +1 F",
    "tell {mi|wi} {straight|straight up|di truth|right away|straight way} ~ +1",
    "{more|higher|bigger|over} {dan|den} {di|wah|weh} {quote|estimate|price dem gi|dem seh|dem quote} ~ -2",
    "{same as|same like|match|exact as|jus like} {di|dem} {quote|estimate} ~ +1",
    "{nobody|neva|nuh|nobody nuh|nobody neva} {tell|mention|seh} {mi|wi|} bout {no|di|a|dat|dis|} * {fee|charge|extra|extra charge|cost} ~ -2 F",
  ],
};

/**
 * General opinion words in Patois (no aspect of their own), with brace
 * groups: "mi vex", "a di bess", "wutless".
 */
export const PATOIS_GENERAL: readonly string[] = [
  "{mi did vex|mi vex bad|mi did vex bad|mek mi vex|mi vex til|mi bex|mi did bex} ~ -2",
  "{a di bess|di bess|a di baddest|wicked an wild|irie bad|gwaan good} ~ +2",
  "{wutless|wutliss|worthless an wutless|dem wutless} ~ -2",
  "{it alright|dem alright|him alright|she alright|it did alright|nuh too bad} ~ 0 F",
];
