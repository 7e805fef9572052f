/**
 * The home-services sentiment lexicon: aspect cues (their tables per aspect
 * in `lexicon_timing.ts`, `lexicon_money.ts`, `lexicon_work.ts` and
 * `lexicon_conduct.ts`), general opinion words, context-dependent
 * modifiers, negators and intensifiers.
 *
 * Every entry is `"pattern ~ flags"`. The pattern syntax is that of
 * `text_patterns.ts` (words matched against normal form or lemma, `a|b`
 * alternatives, `*` a short gap, `word:POS`, `=word` normal form only).
 * Flags: a polarity (`+1`, `-2`, `0`); `S` a strong aspect term (the aspect
 * is reported, neutral when nothing in the clause gives it a polarity); `W`
 * a weak term (reported only when something gives it a polarity); `F` fixed
 * polarity, immune to negation; `N-1` / `N+1` / `N0` the polarity when
 * negated (by default a negated cue flips, and a negated term stays 0);
 * `R` a factual statement, reported as neutral when nothing gives it a
 * polarity ("booked us in for Tuesday");
 * `also:aspect` a second aspect the cue speaks of ("upfront pricing").
 *
 * General sentiment libraries score "on time", "never showed up",
 * "overpriced", "higher than quoted", "left a mess" or "tried to upsell" as
 * neutral; these are what the aspect cues are for.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { byAspect } from "./lexicon_spellings.ts";
import { PUNCTUALITY_CUES, SCHEDULING_CUES } from "./lexicon_timing.ts";
import { HONESTY_CUES, PRICE_CUES } from "./lexicon_money.ts";
import {
  CLEANLINESS_CUES,
  EXPERTISE_CUES,
  QUALITY_CUES,
} from "./lexicon_work.ts";
import { COMMUNICATION_CUES, PROFESSIONALISM_CUES } from "./lexicon_conduct.ts";
import {
  LANGUAGE_AND_WORDS,
  LANGUAGE_ASPECT_CUES,
  LANGUAGE_CONTRAST_WORDS,
  LANGUAGE_GENERAL_CUES,
  LANGUAGE_INTENSIFIERS,
  LANGUAGE_NEGATORS,
  LANGUAGE_NEUTRALIZERS,
} from "./lexicon_languages.ts";

/** English cues per aspect. */
export const ENGLISH_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: PUNCTUALITY_CUES,
  scheduling: SCHEDULING_CUES,
  price: PRICE_CUES,
  quality: QUALITY_CUES,
  professionalism: PROFESSIONALISM_CUES,
  communication: COMMUNICATION_CUES,
  cleanliness: CLEANLINESS_CUES,
  expertise: EXPERTISE_CUES,
  honesty: HONESTY_CUES,
};

/** Cues per aspect, English first, then other languages. */
export const ASPECT_CUES: Readonly<Record<AspectId, readonly string[]>> =
  byAspect((aspect) => [
    ...ENGLISH_ASPECT_CUES[aspect],
    ...LANGUAGE_ASPECT_CUES[aspect],
  ]);

/** English general opinion words and phrases (no aspect of their own). */
export const ENGLISH_GENERAL_CUES: readonly string[] = [
  "great|greatest ~ +2",
  "excellent|excellently ~ +3",
  "amazing|amazingly|awesome|fantastic|wonderful|wonderfully ~ +3",
  "outstanding|superb|terrific|phenomenal|stellar|exceptional|superior ~ +3",
  "perfect|perfectly ~ +2",
  "good ~ +1",
  "better ~ +1",
  "best ~ +2",
  "nice|nicely ~ +1",
  "fine ~ +0.5",
  "{ok|okay|alright|average|so so|acceptable|adequate|mediocre|middle of the road|middling|mid range} ~ 0",
  // "Perfectly adequate" damns with faint praise: the adverb adds nothing.
  "perfectly {adequate|acceptable|serviceable|satisfactory|passable|okay|ok|alright} ~ 0",
  "decent ~ +1",
  "{heart attack|jaw dropped|jaw drop|nearly fainted|fell off my chair|eye watering|eyewatering} ~ -2",
  "{can not|could not|cannot} fault ~ +2 F",
  "can fault ~ -1 F",
  "{worth the hassle|worth the wait|worth the trouble|worth the effort|worth the drive} ~ +2",
  "{a breeze|a snap|a cinch|a piece of cake} ~ +1",
  "{nothing special|nothing to write home about|nothing fancy|nothing spectacular|no better no worse} ~ 0 F",
  // "Polite, nothing more": the praise goes no further.
  "{nothing more|no more no less|nothing less nothing more|nothing more nothing less} ~ 0 F",
  // "You don't get something for nothing" (Northern "summat for nowt").
  "something for nothing ~ 0 F",
  // "Nothing to show for it": no result, not a no-show.
  "{nothing to show|little to show|not much to show} ~ 0 F",
  // "No big deal" and the like wave a complaint off (softeners.ts) rather
  // than leave the clause lukewarm: "rang ahead, no big deal" still praises.
  "{understandable|understandably|to be expected|fair enough|not the end of the world|not their fault|par for the course} ~ 0 F",
  "technically ~ 0 F",
  // An excuse the reviewer grants ("so I'll give them a pass on the wait")
  // or a price put down to the times ("just what things cost now").
  "{give them a pass|give him a pass|give her a pass|cut them some slack|cut him some slack|cut her some slack|who could blame them|can not blame them|could not blame them|hard to blame them} ~ 0 F",
  "{having|had|have|was having|were having} {a bad day|an off day|one of those days} ~ 0 F",
  "{what things cost|what everything costs|everything costs that|everything costs more} ~ 0 F",
  "{which|that} {is|'s|was|seems|seemed} {normal|about normal|pretty normal|pretty standard} ~ 0 F",
  "{which|that} {was|is} {fine|ok|okay|alright|no problem|not a problem|fine by me|fine with me|fine with us} ~ 0 F",
  "{about|roughly|pretty much|basically|more or less} what {i|we} {expected|thought|figured|anticipated|budgeted|planned} ~ 0",
  "{as expected|as anticipated|in line with expectations|standard|typical} ~ 0",
  "neither {good|great|bad|terrible} nor {good|great|bad|terrible} ~ 0 F",
  "{shame|pity} ~ -1",
  "fair play ~ +2 F",
  "{legend|legends|ace|unreal|mint|champion|cracking} ~ +2",
  "{hopeless|rubbish|dreadful|shocking|woeful|appalling|diabolical} ~ -2",
  "solid ~ +1",
  "impressive|impressed ~ +2",
  "incredible ~ +2",
  "love|loved|lovely ~ +2",
  "happy|pleased|satisfied|delighted|thrilled ~ +2",
  "glad|grateful|thankful|appreciate|appreciated|appreciative ~ +2",
  "recommend|recommended ~ +1",
  "{top notch|first class|first rate|top tier|top quality} ~ +3",
  "{five star|5 star|five stars|5 stars|10 10} ~ +2",
  // "Worth the fifth star" weighs a rating, not the price.
  "worth {the|a|an|another|that|one} {fifth|fourth|extra|5th|4th|} {star|stars} ~ +1",
  "above and beyond ~ +3",
  "go|went|going the extra mile ~ +3",
  "flawless|flawlessly ~ +3",
  "{smooth|smoothly|seamless|painless|hassle free|easy} ~ +1",
  "efficient|efficiently|effective ~ +2",
  "reliable|dependable ~ +2",
  "helpful|careful|carefully ~ +1",
  "speedy ~ +1",
  "{spot on|on point} ~ +2",
  "correct|correctly|properly|right ~ +1",
  "thanks|thank ~ +1",
  "{kudos|hats off|bravo} ~ +2",
  "{lifesaver|life saver|saved the day|hero|heroes} ~ +3",
  "can not say enough ~ +3 F",
  "can not recommend * enough ~ +3 F",
  "could not {be|have been} happier ~ +3 F",
  "could not ask for * better|more ~ +3 F",
  "can not go wrong ~ +2 F",
  "use|hire|call * again ~ +1",
  "never again ~ -2 F",
  "thanks for nothing ~ -2 F",
  "what a joke ~ -2 F",
  "yeah right ~ -2 F",
  "terrible|terribly|horrible|horribly|awful|awfully|atrocious|abysmal|dreadful ~ -3",
  "bad|badly ~ -2",
  "poor|poorly ~ -2",
  "worst|worse ~ -2",
  "disappoint|disappointing|disappointed|disappointment ~ -2",
  "unacceptable|inexcusable ~ -3",
  "ridiculous|absurd|outrageous|insane|crazy ~ -2",
  "{pathetic|useless|worthless|lousy|subpar|sub par|second rate|amateur|amateurish} ~ -2",
  "unhappy|dissatisfied|unsatisfied ~ -2",
  "frustrate|frustrating|frustrated|frustration|annoying|annoyed|irritated|angry|furious|livid|upset ~ -2",
  "{nightmare|disaster|fiasco|mess up|messed up} ~ -2",
  "joke|hassle ~ -1",
  "waste ~ -2",
  "problem|problems|issue|issues|trouble ~ -1",
  "complaint|complaints|complain ~ -1",
  "mistake|mistakes|error|errors ~ -1",
  "unfortunately|sadly ~ -1",
  "regret|avoid|beware ~ -2",
  "hate|hated ~ -2",
  "slow|slowly ~ -1",
  "unreliable|inconsistent ~ -2",
  "difficult|hard ~ -1",
  "lacking|lacked ~ -1",
  "could|should have been {better|more|clearer|faster} ~ -1 F",
  "could|should be * {better|more|clearer|faster|easier|quicker|smoother|cheaper|simpler} ~ -1 F",
  "could|should * be {better|more|clearer|faster|easier|quicker|smoother|cheaper|simpler} ~ -1 F",
  "{room for improvement|could use some work|could use improvement|needs improvement} ~ -1 F",
  "delight|delightful|gem ~ +2",
  "i guess ~ 0 F",
  "{let down|let us down|let me down} ~ -2",
  "{quiet|quieter|quietly|whisper quiet} ~ +1",
  "beautiful|beautifully|gorgeous ~ +2",
  "like new ~ +1",
  "{nonexistent|non existent} ~ -2",
];

/** General opinion words and phrases (no aspect of their own), English first. */
export const GENERAL_CUES: readonly string[] = [
  ...ENGLISH_GENERAL_CUES,
  ...LANGUAGE_GENERAL_CUES,
];

/**
 * Words whose polarity depends on the aspect they describe ("high price"
 * but "high quality"). They count only for an aspect whose term is in the
 * same segment; `pattern ~ aspect` names the aspect they speak of when
 * there is none ("they were fair": the price).
 */
export const MODIFIER_CUES: ReadonlyArray<
  readonly [string, Partial<Record<AspectId, number>>]
> = [
  ["high|higher|highest", { price: -1, quality: 1 }],
  ["low|lower|lowest", { price: 1, quality: -1 }],
  ["steep|hefty|astronomical|exorbitant|inflated ~ price", { price: -2 }],
  ["free", { price: 1 }],
  ["extra|additional", { price: -1 }],
  ["fair|fairly ~ price", { price: 1, honesty: 1 }],
  ["quick|quickly|fast|faster|prompt|promptly|speedy|swift|rapid", {
    scheduling: 1,
    punctuality: 1,
    communication: 1,
    quality: 1,
    expertise: 1,
  }],
  ["slow|slowly|sluggish", {
    scheduling: -1,
    punctuality: -1,
    communication: -1,
    quality: -1,
  }],
  ["long|longer|forever|ages", {
    scheduling: -1,
    punctuality: -1,
    communication: -1,
  }],
  ["clear|clearly", { communication: 1 }],
  ["detailed|thorough", { communication: 1, price: 1, quality: 1 }],
  ["easy|simple", { scheduling: 1, communication: 1 }],
  ["early|earlier", { punctuality: 1 }],
  ["convenient", { scheduling: 1 }],
  ["limited|scarce", { scheduling: -1 }],
];

/**
 * Phrases that look like cues but are none: equipment that was dirty,
 * "to be honest", "a clean bill of health", what the technician fixed as
 * the object of an explanation. They consume their words.
 */
export const NEUTRALIZERS: readonly string[] = [
  "dirty|clogged|dusty {filter|filters|sensor|flame sensor|coil|coils|ducts|duct|vent|vents|burner|burners|igniter|trap|drain line|condensate line|blower|wheel}",
  "{filter|filters|sensor|coil|coils|ducts|duct|vent|vents|burner|burners|igniter|trap|blower|wheel} * {dirty|dust|debris|grime|caked}",
  "{to be honest|to be perfectly honest|in all honesty|honestly speaking|honest truth|honest to god|honest to goodness|let 's be honest|lets be honest|let us be honest}",
  "{to be fair|in fairness|in all fairness|fair 's fair|fair's fair}",
  "{pour être honnête|pour etre honnete|pour être franc|pour etre franc|para ser honesto|para ser honesta|para ser sincero|para ser sincera|siendo honesto|siendo honesta}",
  "clean bill of health",
  "{what|how|why} * {fixed|repaired|replaced|did|was wrong}",
  "{gas|electric|electricity|water|energy|utility|power|heating|cooling} bill|bills",
  "kind of|sort of",
  "{all the|the} {right|correct} {parts|part|tools|equipment|gear}",
  "why * {kept|keeps|keep|was|were}",
  "if {i 'm|i'm|i am|im|we 're|we're|we are|i|we} * honest",
  "{with|for} {a|the|an} {price|quote|estimate|number|figure}",
  "{i|we|you} * know|knew|knows",
  "late {afternoon|morning|in the afternoon|in the morning|in the day|last year|last month|summer|spring|fall|winter}",
  "{right|straight} to {work|it|business}",
  "pros and cons",
  // A fear before the bill, not its verdict: "opened the bill expecting
  // the worst".
  "{expecting|expected|expect|braced for|bracing for|prepared for} the worst",
  // The dearest option pushed or not, no verdict on the price paid.
  "{toward|towards|into|to buy|to get} the {most expensive|priciest|dearest|top of the line} {one|option|unit|system|model|}",
  // "I have no view on the price, not having paid it."
  "{no view|no views|no opinion|no comment|nothing to say|not qualified to comment|cannot comment|can not comment|can't comment} on * {price|prices|pricing|cost|costs|bill|charge|charges|quote|quotation|value}",
  "smoke {alarm|alarms|detector|detectors|damage}",
  // "We don't need nothing more" turns an upsell down; no lukewarm verdict.
  "{need|needs|needed|want|wants|wanted} nothing more",
  // Swearing as an oath or a claim, not cursing: "I swear on my mother",
  // "my cousin swears they're the best", "swore up and down he fixed it".
  "{i|we} {swear|swore}",
  "{swear|swears|swore|sworn} {by|up and down|that|to|they|they 're|he|she|it|the|there|i|we}",
  // The reviewer's household screaming, not the technician: "I'm
  // screaming, my husband's screaming".
  "{i 'm|i'm|im|i am|i was|we were|we 're|we're|we are} {screaming|yelling}",
  "{husband|wife|kids|baby|dog|alarm} {'s|is|was|are|were|} {screaming|yelling}",
  "{husband's|wife's|baby's|dog's} {screaming|yelling}",
  // "I didn't have to curse once with these people": the reviewer's own.
  "{have|had|having} to {curse|swear|yell|scream}",
  ...LANGUAGE_NEUTRALIZERS,
];

/**
 * Words before a person or company word that make it another party than
 * the business ("the previous company", "our old plumber", "the first
 * electrician"): what is said of it is not said of the business.
 */
export const OTHER_PARTY_MARKS: readonly string[] = [
  "previous",
  "other",
  "another",
  "last",
  "old",
  "former",
  "prior",
  "different",
  "first",
  "random",
];

/** English words that negate what follows on their own ("not", "never"). */
export const NEGATING_WORDS: readonly string[] = [
  "not",
  "no",
  "never",
  "without",
  "nobody",
  "nothing",
  "none",
  "neither",
  "nor",
  "hardly",
  "barely",
  "scarcely",
  "zero",
  "nowhere",
  "noone",
  // Spelt as said ("he neva came", "nuh charge mi nothing").
  "neva",
  "nevah",
  "nevva",
  "nuh",
];

/** Words that negate what follows ("not", "never", "no one", "failed to"). */
export const NEGATORS: readonly string[] = [
  ...NEGATING_WORDS,
  "no one",
  "lack of",
  "fail to",
  "failed to",
  "fails to",
  "refuse to",
  "refused to",
  "did not bother",
  // "Sized it off our data instead of upselling us": what was not done.
  "instead of",
  "rather than",
  ...LANGUAGE_NEGATORS,
];

/**
 * Negators of one word, in every language: the rules' negators and the
 * scope of the model's word features both start at these.
 */
export const SINGLE_NEGATORS: ReadonlySet<string> = new Set(
  NEGATORS.filter((negator) => !negator.includes(" ")),
);

/** Words that join two clauses: a negation does not reach across them. */
export const JOINING_WORDS: ReadonlySet<string> = new Set([
  "and",
  "but",
  ...LANGUAGE_AND_WORDS,
]);

/** Words after a negator that cancel it ("not only", "nothing but"). */
export const NEGATION_BREAKERS: ReadonlySet<string> = new Set([
  "say",
  "saying",
  "only",
  "just",
  "but",
  "doubt",
  "wonder",
  "matter",
  "short",
  "exception",
  "believe",
]);

/** Words that strengthen the next opinion word. */
export const INTENSIFIERS: ReadonlySet<string> = new Set([
  "very",
  "really",
  "extremely",
  "super",
  "so",
  "incredibly",
  "truly",
  "absolutely",
  "totally",
  "completely",
  "highly",
  "exceptionally",
  "remarkably",
  "especially",
  "ridiculously",
  "insanely",
  "unbelievably",
  "most",
  "too",
  "way",
  "beyond",
  ...LANGUAGE_INTENSIFIERS,
]);

/** Words that soften the next opinion word. */
export const DOWNTONERS: ReadonlySet<string> = new Set([
  "slightly",
  "somewhat",
  "kinda",
  "bit",
  "little",
  "mildly",
  "rather",
]);

/** Words that start a contrasting clause. */
export const CONTRAST_WORDS: ReadonlySet<string> = new Set([
  "but",
  "however",
  "though",
  "although",
  "except",
  "whereas",
  "despite",
  "unfortunately",
  "otherwise",
  ...LANGUAGE_CONTRAST_WORDS,
]);

/**
 * Asides that only hedge the sentence around them ("The tune-up was, I
 * would say, perfectly adequate"): set off by commas, dashes or
 * brackets, the analysis reads the sentence without them. Not "I guess"
 * or "I suppose": they make "polite enough, I suppose" lukewarm.
 */
export const HEDGING_ASIDES: readonly string[] = [
  "i would say",
  "i 'd say",
  "i should say",
  "i must say",
  "i have to say",
  "i think",
  "i believe",
  "i feel",
  "i would add",
  "in my view",
  "in my opinion",
  "in my judgement",
  "in my judgment",
  "in my estimation",
  "in my assessment",
  "to my mind",
  "it must be said",
  "frankly",
  "candidly",
];

/** Words that separate segments within a clause. */
export const SEGMENT_WORDS: ReadonlySet<string> = new Set([
  "and",
  ...LANGUAGE_AND_WORDS,
  "or",
  "&",
  "plus",
  "also",
  "then",
  "while",
  "so",
  "because",
  "since",
  "when",
]);

/**
 * Ironic markers. `always`: positive and neutral statements of the clause
 * turn negative; `praise`: positive ones only; `conditional`: positive
 * ones, only when the clause also says something negative.
 */
export const SARCASM_CUES: readonly string[] = [
  "oh great|wonderful|perfect|joy ~ always",
  "just great|wonderful|perfect|fantastic|lovely ~ always",
  "love how|that ~ conditional",
  "love|loved {paying|spending|waiting|having} ~ always",
  "real|awfully|mighty nice of ~ conditional",
  "gotta love ~ conditional",
  "so much for ~ always",
  "if you {like|love|enjoy} ~ always",
  "would it kill * to ~ always",
  "{is it too much to ask|too much to ask|how hard is it|how hard can it be} ~ always",
  "would {be|have been} nice ~ always",
  "{thanks a lot|cheers for nothing} ~ conditional",
  "{so that 's fun|so that is fun|that 's fun|that was fun|what fun} ~ always",
  "could|should|would have * at least ~ always",
  "could|should have * better|more|clearer ~ always",
  "wish * had|would|could ~ always",
  // A counterfactual rating: "would have been five stars if he had called"
  // says he did not.
  "{would|'d} {have|'ve|of} {given|been|rated|got|gotten} * {star|stars|perfect} ~ always",
  "{would|'d} {be|give|rate} * {star|stars} if ~ always",
  "expect|expected * at least ~ always",
  // An eye-roll after praise takes it back ("totally reasonable 🙄"), and
  // leaves a grudging verdict as it is ("Technically on time 🙄"); an
  // upside-down smile is often the reviewer laughing at themselves.
  "🙄|😒 ~ praise",
  "🙃 ~ conditional",
];
