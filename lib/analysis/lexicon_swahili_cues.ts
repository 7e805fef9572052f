/**
 * The Swahili and Sheng cues, one list per aspect, and the general opinion
 * words (`lexicon_swahili.ts` tells how they are written, what they leave
 * out, and joins them with the other tables): coming on time or late,
 * hours and weeks of waiting, the phone, price words and "doh", the work
 * and whether it held, manners and "pole", explaining and calling back,
 * shoes and mess, knowing the job, cheating and straight dealing.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** He, she or they came or arrived ("alifika", "wakaja", "walikuja"). */
const CAME =
  "{alifika|walifika|akafika|wakafika|amefika|wamefika|alikuja|walikuja|akaja|wakaja|akakuja|wakakuja|amekuja|wamekuja|alikam|walikam|akakam|wakakam}";

/** Came late ("alichelewa", "wakachelewa", "amechelewa"). */
const LATE =
  "{alichelewa|walichelewa|akachelewa|wakachelewa|amechelewa|wamechelewa|alichelewesha|walichelewesha|anachelewa|wanachelewa|alilate|walilate|akalate|wakalate}";

/** Hours and their counts ("masaa mbili", "saa tatu"). */
const HOURS = "{masaa|saa|lisaa|lisaa moja|dakika}";

/** He, she or they called me or us ("alinipigia", "wakatupigia"). */
const CALLED =
  "{alinipigia|alitupigia|akanipigia|akatupigia|walinipigia|walitupigia|wakanipigia|wakatupigia|amenipigia|ametupigia|wamenipigia|wametupigia|alinipiga|walinipiga}";

/** Not called me or us ("hakunipigia", "hawakutupigia"). */
const NOT_CALLED =
  "{hakunipigia|hakutupigia|hawakunipigia|hawakutupigia|hajanipigia|hajatupigia|hawajanipigia|hawajatupigia|hanipigii|hawanipigii}";

/** Explained ("alieleza", "akanielezea", "walitueleza"). */
const EXPLAINED =
  "{alieleza|alielezea|alinieleza|alinielezea|alitueleza|alituelezea|alimweleza|alimwelezea|alimueleza|alimuelezea|akaeleza|akaelezea|akanieleza|akanielezea|akatueleza|akatuelezea|akamweleza|walieleza|walielezea|walinieleza|walinielezea|walitueleza|walituelezea|wakaeleza|wakanieleza|wakatueleza|alifafanua|akafafanua}";

/** Showed me or us ("alinionyesha", "akatuonyesha"). */
const SHOWED =
  "{alinionyesha|alituonyesha|akanionyesha|akatuonyesha|walinionyesha|walituonyesha|wakanionyesha|wakatuonyesha|alinionesha|akanionesha|walinionesha|alimwonyesha|akamwonyesha}";

/** Took off (shoes: "akavua", "walivua"). */
const TOOK_OFF =
  "{alivua|akavua|walivua|wakavua|anavua|wanavua|huvua|amevua|wamevua|alitoa|akatoa|walitoa|wakatoa}";

/** Put on (shoe covers: "akavaa", "walivaa"). */
const PUT_ON =
  "{alivaa|akavaa|walivaa|wakavaa|anavaa|wanavaa|huvaa|amevaa|wamevaa}";

/** Shoe covers. */
const COVERS = "{shoe covers|covers|booties|vifuniko|mifuko}";

/** Left (behind: "waliacha", "akaacha"). */
const LEFT =
  "{aliacha|waliacha|akaacha|wakaacha|ameacha|wameacha|walituachia|alituachia|wakatuachia|akatuachia}";

/** Dirt and mess ("uchafu", "takataka", "matope"). */
const DIRT =
  "{uchafu|takataka|taka|vumbi|matope|tope|mchanga|grout|vipande|vumbi vumbi}";

/** Work ("kazi", and "work" before a Swahili verdict). */
const WORK = "{kazi|work|job}";

/** Words of praise for the work ("kazi safi", "kazi nzuri"). */
const GOOD =
  "{safi|nzuri|poa|fiti|bomba|noma|kali|smart|murwa|freshi|fresh|nadhifu|bora|ya maana|ya kweli|ya uhakika|ya hali ya juu}";

/** Words of blame for the work ("kazi mbovu", "kazi ya hovyo"). */
const BAD =
  "{mbaya|mbovu|hovyo|ovyo|ya hovyo|ya ovyo|ya kijinga|ya haraka haraka|duni}";

/** It is or was ("ni", "ilikuwa", "iko"). */
const IS = "{ni|ilikuwa|ilikua|iko|imekuwa|ilikuwa ni}";

/** Still or again ("bado inavuja", "inavuja tena"). */
const STILL = "{bado|tena|tena bado}";

/** A fault still there or back ("inavuja", "imeharibika"). */
const FAULT =
  "{inavuja|zinavuja|inaleak|imeharibika|imeharibika tena|inaflicker|inazima|inazima-zima|inatrip|haifanyi kazi|haifanyi|haiwaki|haifanyi vizuri|inalia|inatoa kelele|imeziba|imeblock|inablock}";

/** Started again ("ikaanza kuvuja tena", "imeanza kuvuja"). */
const STARTED = "{ikaanza|imeanza|ilianza|zikaanza|zimeanza|zilianza}";

/** Lied to or cheated me or us ("walinidanganya", "kunidanganya"). */
const LIED =
  "{kunidanganya|kutudanganya|walinidanganya|walitudanganya|alinidanganya|alitudanganya|wakanidanganya|wakatudanganya|akanidanganya|wananidanganya|ananidanganya|wanadanganya|anadanganya|walinichezea|walituchezea}";

/** Not lied to me or us ("hawanidanganyi", "hakunidanganya"). */
const NOT_LIED =
  "{hawanidanganyi|hanidanganyi|hawatudanganyi|hakunidanganya|hawakunidanganya|hakutudanganya|hawakutudanganya|hawajanidanganya}";

/** Said, told ("akasema", "aliniambia"). */
const SAID =
  "{akasema|alisema|wakasema|walisema|aliniambia|alituambia|akaniambia|akatuambia|waliniambia|walituambia|wakaniambia|wakatuambia}";

/**
 * Swahili and Sheng cues, per aspect, with brace groups
 * (`lexicon_swahili.ts` compacts them).
 */
export const SWAHILI_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    `${LATE} ~ -1`,
    "kuchelewa|kuchelewesha|uchelewaji ~ -1",
    `${CAME} {late|kuchelewa|baadaye} ~ -1`,
    `${CAME} {late} ${HOURS} ~ -1`,
    `${CAME} {kwa wakati|wakati unaofaa|saa kamili|mapema|on time|saa tuliyokubaliana|saa aliyosema|saa walizosema|saa waliyosema} ~ +1`,
    `${CAME} * {kama tulivyokubaliana|kama walivyosema|kama alivyosema|kama alivyoahidi|kama walivyoahidi} ~ +1`,
    "{kwa wakati|saa kamili} {kabisa|kamili|sharp} ~ +1",
    "{mapema kabisa|mapema sana} ~ +1",
    "{hakuja|hawakuja|hakufika|hawakufika|hakutokea|hawakutokea|hawakujitokeza|hakujitokeza|hakuonekana|hawakuonekana} ~ -2 F",
    "{hajawahi|hawajawahi|hajai|hawajai} {kuchelewa|kukosa} ~ +1 F",
    "{hakuchelewa|hawakuchelewa} ~ +1 F",
    "{tulingoja|nilingoja|tulisubiri|nilisubiri|tuliwangoja|nilimngoja|tulimngoja|nilimsubiri|tulimsubiri|tuliwasubiri|kungoja|kusubiri} {masaa|saa|lisaa} ~ -1",
  ],
  scheduling: [
    "{siku hiyo hiyo|siku hiyohiyo|siku ile ile|siku ileile|usiku huo huo|usiku ule ule} ~ +1",
    `${CAME} {haraka|upesi|mara moja|mara hiyo|saa hiyo hiyo|hapo hapo} ~ +1`,
    `${CAME} {within|ndani ya} {an hour|one hour|two hours|three hours|half an hour|the hour|saa moja|masaa mbili|masaa mawili|lisaa moja|nusu saa|dakika} ~ +1`,
    `${CAME} {that same night|the same night|that same day|the same day|usiku huo huo|usiku uo huo|siku hiyo hiyo} ~ +1`,
    "{ilichukua|ikachukua|zilichukua|imechukua} {wiki|siku|miezi|mwezi|masaa} * zaidi ~ -1",
    "zaidi ya {walivyoahidi|alivyoahidi|walivyosema|alivyosema} ~ -1",
    "{kungoja|kusubiri|tulingoja|nilingoja|tulisubiri|nilisubiri} {wiki|mwezi|miezi|siku} ~ -1",
    "{wiki|siku|miezi|mwezi} {nzima|kadhaa} {kungoja|kusubiri|bila} ~ -1",
    "{nilipata|nikapata|tulipata|tukapata|napata|tunapata} {voicemail|voice mail} ~ -1",
    "{hawapokei|hapokei|hakupokea|hawakupokea|hawashiki|hashiki|hakushika|hawakushika|hawakuchukua|hakuchukua} simu ~ -2 F",
    "{walipokea|alipokea|wakapokea|akapokea|walishika|alishika} simu {haraka|mara moja|upesi} ~ +1",
    "{walighairi|aligahiri|alighairi|waliahirisha|aliahirisha|wakaahirisha|akaahirisha|walicancel|alicancel|wakacancel|akacancel} ~ -1",
    `{alimaliza|walimaliza|akamaliza|wakamaliza|walimalizia|alimalizia} {kwa wakati|mapema|by|siku hiyo hiyo|siku moja} ~ +1`,
  ],
  price: [
    "ghali ~ -1",
    "{ghali} {sana|mno|kabisa|balaa|ajabu} ~ -2",
    "{si|sio|haikuwa|hazikuwa|haiko} ghali ~ +1 F",
    "{si|sio} ghali {si|sio|wala} rahisi ~ 0 S R F",
    "{bei|price} {ya|} {kawaida|wastani} ~ 0 S R",
    "{bei|price|rates|charges} {nafuu|poa|rahisi|nzuri|fiti|safi|sawa} ~ +1",
    "{bei|price} {ilikuwa|ni|iko} {nafuu|poa|rahisi|nzuri|fiti|safi|sawa} ~ +1",
    "kwa bei {nafuu|poa|rahisi|nzuri} ~ +1",
    "{bei|price} {juu|kubwa|iko juu|ilikuwa juu|ni juu|ya juu} ~ -1",
    "{walinikula|wamenikula|alinikula|amenikula|wananikula|ananikula|kunikula|wakanikula|walitukula|wametukula|wakatukula|kula} {doh|dooh|dough|pesa|hela|mapeni|mullah|munde} ~ -2",
    "{doh|dooh} {mingi|ndefu|kubwa} ~ -1",
    "{wakanipunguzia|akanipunguzia|walinipunguzia|alinipunguzia|wakatupunguzia|akatupunguzia|walitupunguzia|alitupunguzia} ~ +1",
    "{walipunguza|alipunguza|wakapunguza|akapunguza} bei ~ +1",
    "{hawakunicharge|hakunicharge|hawakunichaji|hakunichaji|hawakutucharge|hakutucharge|hawakutuchaji|hakutuchaji|hawakuchaji|hakuchaji} ~ +1 F",
    "{akarefund|walirefund|alirefund|wakarefund|akanirudishia|wakanirudishia|alinirudishia|walinirudishia} ~ +1",
    "{wezi|mwizi} wa {bei|doh|pesa} ~ -2",
  ],
  quality: [
    "kazi ~ 0 W",
    `${WORK} {${GOOD.slice(1, -1)}} ~ +2`,
    `${WORK} ${IS} ${GOOD} {sana|kabisa|} ~ +2`,
    `${WORK} {${BAD.slice(1, -1)}} ~ -2`,
    `${WORK} ${IS} ${BAD} ~ -2`,
    `${STILL} ${FAULT} ~ -2 F`,
    `${FAULT} tena ~ -2 F`,
    `${STARTED} {kuvuja|kuleak|kuharibika|kuflicker|kuzima|kutrip} tena ~ -2 F`,
    "{haijarudi|hajarudi|haijavuja|haijaharibika|haijaleak|haijarudia} ~ +2 F",
    "{imekaa|zimekaa|imedumu|zimedumu} vizuri ~ +1",
    "{imekaa|zimekaa|imedumu|zimedumu} {miezi|mwaka|miaka|wiki} ~ +2",
    "hakuna shida hata moja ~ +2 F",
    "{ziko|iko|zimekaa|imekaa|imewekwa|zimewekwa} fiti sana ~ +1",
    "{zimepangwa|imepangwa|zimewekwa|imewekwa} {straight|vizuri|poa|sawa sawa|safi} ~ +1",
    "{aliharibu|waliharibu|akaharibu|wakaharibu|ameharibu|wameharibu|walivunja|alivunja|wakavunja|akavunja} ~ -2",
    "{hakumaliza|hawakumaliza|hajamaliza|hawajamaliza} kazi ~ -2 F",
  ],
  professionalism: [
    "heshima ~ +1",
    "{hana|hawana|bila|hakuna|hakuwa na|hawakuwa na} heshima ~ -2 F",
    "{mpole|wapole|mkarimu|wakarimu|mstaarabu|wastaarabu|mnyenyekevu|wanyenyekevu|mchangamfu|wachangamfu|mvumilivu|wavumilivu} ~ +1",
    "mwenye {subira|adabu|heshima|roho safi} ~ +1",
    "{mtu|msee|jamaa|mse|mzee|kijana|dem|mrembo|manzi} {mzuri|poa|mwema|fiti|safi|mpole|mkarimu} ~ +1",
    "{alikuwa|ni|alikua|walikuwa|walikua|wako|yuko|wana} {mkali|wakali|mjeuri|wajeuri|mkorofi|wakorofi} ~ -2",
    "{mjeuri|wajeuri|mkorofi|wakorofi|jeuri|kiburi|dharau|madharau|matusi|mwenye kiburi} ~ -2",
    "{alitutukana|alinitukana|walitutukana|walinitukana|akanitukana|wakanitukana|akatutukana|wakatutukana|alinifokea|akanifokea|walinifokea|wakanifokea} ~ -2",
    `{hakusema|hawakusema|hakuomba|hawakuomba} {hata|} {pole|samahani|sorry|msamaha} ~ -1 F`,
    `${SAID} {pole|samahani} {sana|} ~ +1`,
    `${SAID} {'|"} {pole|samahani} {sana|} ~ +1`,
    "{akaomba|aliomba|wakaomba|waliomba|ameomba|wameomba} {msamaha|samahani|radhi} ~ +1",
    "{hakunifanya|hawakunifanya|hakutufanya|hawakutufanya} {nijione|tujione|nijisikie|tujisikie} {mjinga|wajinga|mpumbavu|vibaya} ~ +1 F",
    "{alinifanya|walinifanya|akanifanya|wakanifanya} {nijione|nijisikie} {mjinga|mpumbavu|vibaya} ~ -2",
  ],
  communication: [
    `${EXPLAINED} ~ +1`,
    "{hakueleza|hawakueleza|hakunieleza|hawakunieleza|hakutueleza|hawakutueleza|hakuelezea|hawakuelezea} ~ -2 F",
    `${SHOWED} {picha|video|photos|pics|pictures|video yote} ~ +1`,
    `${CALLED} simu ~ +1`,
    `${NOT_CALLED} simu ~ -2 F`,
    `{hakuna mtu|hakuna} {alitupigia|alinipigia|aliyetupigia|aliyenipigia|alitutext|alinitext|alituambia|aliniambia|aliyetuambia|aliyeniambia|alitujulisha|alinijulisha} ~ -2 F`,
    "{alitext|alinitext|alitutext|akatext|akanitext|akatutext|walitext|walinitext|walitutext|wakatext|wakanitext} ~ +1",
    "{alitext|alinitext|alitutext|akatext|akanitext|akatutext|walitext|walinitext|walitutext|wakatext|wakanitext} {'|\"|} {on my way|omw|niko njiani|tuko njiani} ~ +1",
    "{alinijulisha|alitujulisha|akanijulisha|akatujulisha|walinijulisha|walitujulisha|wakanijulisha|wakatujulisha} ~ +1",
    "{hakunijulisha|hakutujulisha|hawakunijulisha|hawakutujulisha|hakuniambia|hakutuambia|hawakuniambia|hawakutuambia|bila kuniambia|bila kutuambia|bila kunijulisha|bila kutujulisha} ~ -2 F",
    "{hakujibu|hawakujibu|hajajibu|hawajajibu|hajibu|hawajibu} {meseji|message|messages|text|texts|sms|email|emails|whatsapp|} ~ -2 F",
    "{hakuna|hakukuwa na} {update|updates|habari|taarifa|jibu} ~ -2 F",
    "kila mtu na {story|stori|hadithi} yake ~ -2",
    "{story|stori|hadithi} {tofauti|mbili} ~ -2",
  ],
  cleanliness: [
    `${TOOK_OFF} viatu ~ +1`,
    "{hakuvua|hawakuvua|hakutoa|hawakutoa} viatu ~ -2 F",
    `${PUT_ON} ${COVERS} ~ +1`,
    `{hakuvaa|hawakuvaa} ${COVERS} ~ -2 F`,
    `{akaingiza|aliingiza|wakaingiza|waliingiza} {matope|uchafu|theluji|mchanga|snow|vumbi|tope} ~ -2`,
    `${DIRT} {kwa|kwenye|kote|kila} {carpet|sakafu|zulia|nyumba|mahali|pahali|kitchen|jikoni} ~ -2`,
    `${LEFT} ${DIRT} ~ -2`,
    `${LEFT} {safi|kila kitu safi|nyumba safi|mahali safi|pahali safi|pasafi|sakafu safi} ~ +1`,
    `{hakuacha|hawakuacha} {hata|} ${DIRT} ~ +2 F`,
    "{uchafu|takataka} {kila mahali|kila pahali|kote|mwingi|tupu} ~ -2",
    "{alisafisha|walisafisha|akasafisha|wakasafisha|alipanguza|walipanguza|akapanguza|wakapanguza} {baada|kila|vizuri|pahali|mahali|sakafu|nyumba|uchafu|kabisa|vumbi} ~ +1",
    "{hakusafisha|hawakusafisha|bila kusafisha} ~ -2 F",
    "usafi ~ 0 W",
  ],
  expertise: [
    "{anajua|wanajua|alijua|walijua|anaijua|wanaijua} kazi {yake|yao|} ~ +1",
    "{anajua|wanajua|alijua|walijua} {anachofanya|wanachofanya|alichokuwa anafanya} ~ +1",
    "{hakujua|hawakujua|hajui|hawajui} {anafanya|wanafanya|alikuwa anafanya} {nini} ~ -2 F",
    "{hakujua|hawakujua|hajui|hawajui} {anachofanya|wanachofanya|kazi yake|kazi yao|kazi} ~ -2 F",
    "fundi {mzuri|hodari|mjuzi|safi|mkali|bomba|poa|fiti|wa kweli} ~ +1",
    "fundi {feki|mbaya|mbovu|wa ovyo|wa hovyo} ~ -2",
    "{mjuzi|wajuzi|mtaalamu|wataalamu|mtaalam|wataalam|hodari} ~ +1",
    "{akagundua|aligundua|wakagundua|waligundua} ~ +1",
    "{akapata|alipata|wakapata|walipata} ni ~ +1",
    "{alinisaidia|akanisaidia|alitusaidia|akatusaidia} {over the phone|kwa simu} ~ +1",
  ],
  honesty: [
    "{mkweli|wakweli|mwaminifu|waaminifu|mwadilifu|waadilifu|wa kuaminika|wa kutegemewa} ~ +1",
    "{si|sio|hakuwa|hawakuwa} {mkweli|wakweli|mwaminifu|waaminifu} ~ -2 F",
    "{mwizi|wezi|mkora|wakora|tapeli|matapeli|mlaghai|walaghai|mwongo|waongo|wajanja wajanja} ~ -2",
    `${LIED} ~ -2`,
    `${NOT_LIED} ~ +1 F`,
    "{alijaribu|walijaribu|akajaribu|wakajaribu|anajaribu|wanajaribu} {kunisukumia|kutusukumia|kuniuzia|kutuuzia|kunilazimisha|kutulazimisha} ~ -2",
    "{kunisukumia|kutusukumia|wakanisukumia|akanisukumia|walinisukumia|alinisukumia|kunilazimisha|kutulazimisha|walinilazimisha|alinilazimisha} ~ -2",
    "hakuna haja ya {kuja|kubadilisha|kununua|kununua mpya|new|kurekebisha|kureplace|kuchange|replacement|kuweka mpya} ~ +1 F",
    `${SAID} {sihitaji|hatuhitaji|hauhitaji|huhitaji} ~ +1 F`,
    "bila {pressure|presha|kunilazimisha|kutulazimisha|kunisukuma|kutusukuma} {yoyote|} ~ +1 F",
  ],
};

/**
 * General opinion words in Swahili and Sheng (no aspect of their own),
 * with brace groups: "poa sana", "mbaya", and "sawa sawa" lukewarm.
 */
export const SWAHILI_GENERAL: readonly string[] = [
  "{poa|safi|fiti|bomba|freshi} {sana|kabisa|mno} ~ +1",
  "{nzuri|mzuri|wazuri|vizuri} ~ +1",
  "{mbaya|vibaya|wabaya|mbovu} ~ -2",
  "{si|sio} {mbaya|vibaya} ~ +1 F",
  "{asante|ahsante} {sana|} ~ +1",
  "{hovyo|ovyo} {kabisa|sana|hovyo|ovyo} ~ -2",
  "{sawa sawa|sawasawa|kawaida tu|sawa tu|wastani} ~ 0 F",
  "hakuna kitu {special|maalum} ~ 0 F",
  "{nimeridhika|tumeridhika|nimefurahi|tumefurahi} {sana|} ~ +2",
  "{nimesikitika|tumesikitika|nimekasirika|tumekasirika} ~ -2",
];
