/**
 * The West African Pidgin cues (Nigerian Pidgin and Cameroonian Kamtok),
 * one list per aspect, and the general opinion words (`lexicon_pidgin.ts`
 * tells how they are written, what they leave out, and joins them with the
 * other tables): knowing the work ("sabi work die", "find wetin spoil"),
 * pressure and cheating ("by fire by force", "chop ma moni", "ojoro"),
 * work that shakes or cracks ("e dey shake", "don dey crack"), rubbish left
 * ("e leave carton dem"), shouting and "correct pesin", explaining and
 * calling ahead ("explain am give me", "call me tell me").
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** A Pidgin subject: he, she, it, they ("e", "im", "dem"). */
const HE = "{e|im|dem|una|wuna|she|he}";

/** The Pidgin "the", "this", "that", "his" ("di", "dis", "dat", "im"). */
const DI = "{di|dis|dat|im|her|his|}";

/** Work, job ("work", "wok", "job"). */
const WORK = "{work|wok|job|jobs|tin|ting|thing}";

/** Me or us. */
const ME = "{me|us|we|ma|my}";

/** Money ("moni", "money", "kudi", "owo"). */
const MONEY = "{moni|money|mony|kudi|owo|cash|dough}";

/** Rubbish left behind ("carton dem", "dotti", "wire piece dem"). */
const RUBBISH =
  "{carton|cartons|carton dem|box dem|wire piece|wire piece dem|wire dem|nylon|nylon dem|dotti|doti|dirty|rubbish|rubbish dem|sand|dust|scrap|scrap dem|pipe piece|pipe piece dem}";

/**
 * West African Pidgin cues, per aspect, with brace groups
 * (`lexicon_pidgin.ts` compacts them).
 */
export const PIDGIN_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    `${HE} {come|reach} {early early|sharp sharp|on time sharp} ~ +1`,
    `${HE} {come late|reach late|late well well|late die} ~ -1`,
  ],
  scheduling: [
    `{shift|push} {me|us|we|ma|my|di|our|dat} {appointment|date|visit} ~ -1`,
    `{me|us|we|ma|my} {dey wait|wait tire|wait wait|don wait} {for dem|for am|dem} ~ -1`,
  ],
  price: [
    `{e|price|di price|di bill|bill} {too cost|cost die|cost well well|too dear|dey cost|don cost} ~ -1`,
    `{e no cheap|e no too cheap|no be cheap} {e no cost|e no too cost|e no dear|e no expensive} ~ 0 S R F`,
    `{e no cost|e no too cost|e no dear} ~ +1 F`,
    `{na|e} {cheap die|cheap well well} ~ +1`,
  ],
  quality: [
    `{e|im|dem|she|he|tiles|pipe|fan|} {dey|don|don dey|don di} {shake|crack|leak|drip|spark|vibrate} ~ -2`,
    `{e|di fan|di pipe|di light|e dey} {wan fall|wan fall down|dey shake like} ~ -2`,
    `{don dey|dey|don} {run fine|work fine|work well|run well|work well well|run smooth} ~ +2`,
    `{do|don do|do am|fix am} ${DI} ${WORK} {well|well well|fine|fine fine|correct} ~ +1`,
    `{do am|fix am|fixam} {well|well well|fine fine|correct} ~ +1`,
    `{chakara|scatter|spoil|damage} {ma|my|our|di|dis|dat} {ceiling|wall|floor|tiles|pipe|roof|door|cabinet|yard|compound} ~ -2`,
    `${WORK} {propre|clean well well} ~ +1`,
  ],
  professionalism: [
    "{shout|shout for|shout on|shout at|yab|insult} {me|us|ma|my} {for phone|for call|} ~ -2",
    "{no sabi|no know how} {tok|talk|yarn} {to|for|give} {customer|customers|pipo|people|person} ~ -2 F",
    "{na|e be|dem be} {correct|better|good|fine} {pesin|person|guy|man|woman|babe|people|pipo} ~ +1",
    "{tok|talk|say|beg} sorry ~ +1",
    "{gentle|calm|patient|respectful} {well well|die|no be small} ~ +1",
  ],
  communication: [
    `explain * {give|for|to} {me|us} ~ +1`,
    `{call|text|flash|message} {me|us} {early|first|before|early morning|sharp sharp|} {tell|tok|talk|yarn|tell am to} {me|us} ~ +1`,
  ],
  cleanliness: [
    `${HE} {leave|lef|don leave|come leave|just leave} ${DI} ${RUBBISH} ~ -2`,
    `{pack|clear|sweep|gather} {di|dis|dat|im|her|his|all di|all|} ${RUBBISH} {comot|go|back|away|} ~ +1`,
    `{compound|house|yard|garage|kitchen} {be like|come be like|resemble|don be like} {war front|war zone|battle field|battlefield|dump|refuse dump|bola} ~ -2`,
    `{try|even try} pack {di|the|dat|} {sand|rubbish|dotti|doti|dirt|sand back} ~ +1`,
  ],
  expertise: [
    `{sabi|sabi sabi|know|sabe} ${DI} ${WORK} {die|well well|wella|proper|gan|} ~ +1`,
    "{sabi|sabe} wetin {e|dem|she|he|im} {dey do|di do|de do} ~ +1",
    "{sabi|sabe} {work|wok|job} ~ +1",
    "{no sabi|no sabe|no know} {di|dis|dat|im|her|his|} {work|wok|job|wetin e dey do|wetin dem dey do|anything|anytin} ~ -2 F",
    "{tell|show|see|find|know|catch|fit tell} {me|us|} {wetin spoil|wetin do am|wetin cause am|wetin dey cause am} ~ +1",
    "{find|catch|see} {am|di problem|di wahala|di fault|di wahala dem} {for|in|sharp sharp|quick quick|one time|immediately} ~ +1",
    "{talk|tok|talk say|tok sey|tok say|talk sey} na * {na true|e true|e correct} ~ +1",
  ],
  honesty: [
    "{by fire by force|fire by force} ~ -2",
    `{dey|wan|want|go} {press|force|push} ${ME} ~ -2`,
    `{no|no dey|never|neva|no even} {press|force|push} ${ME} ~ +1 F`,
    `{wan chop|want chop|dey chop} {me|us|we|ma|my|our|una|people|pipo|customer|customers} ${MONEY} ~ -2`,
    "{ojoro|ojuoro|wayo|magomago|mago mago|sissia|dem sissia|sissia me|sissia us} ~ -2",
    "{na lie|na wash|dem lie|e lie|im lie|lie lie} ~ -2 F",
    `{na|e be|dem be} {thief|tif|ole|barawo|thieves|tif tif|thief thief} ~ -2`,
  ],
};

/**
 * General opinion words in Pidgin (no aspect of their own), with brace
 * groups: "e sweet me", "no be small", "wahala", thanks ("God bless una").
 */
export const PIDGIN_GENERAL: readonly string[] = [
  "{e sweet me|e sweet us|e sweet my belle|sweet my belle|e dey sweet me|i enjoy am well well} ~ +2",
  "{fine|good|sweet|correct|clean|neat} no be small ~ +2 F",
  "{na wa|na wahala|wahala wahala|plenty wahala|wahala plenty|too much wahala|gbege|yawa gas|na yawa} ~ -2",
  "{god bless una|god go bless una|god bless wuna|thank una|thank wuna|tank una|tank you die|thank you die|una try|wuna try|una do well|wuna do well} ~ +1",
  "{dey okay sha|e dey okay sha|e dey alright sha|e no bad sha|so so|e just dey} ~ 0 F",
  "{correct|better|sharp} {guy|pesin|work|wok|service} {die|well well|no be small} ~ +2",
];
