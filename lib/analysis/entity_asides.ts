/**
 * Asides around a name that say whose it is: "Sam, my ex,", "Rob, the
 * German shepherd next door,", "Dale, our club president,", "my deckhand
 * Sam", "a colleague of mine, Will", and the role
 * words that make a name the business's ("their tech Will"). The entity
 * finder reads them to tell a technician from everybody else.
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";
import { UNIT_HOURS } from "./durations.ts";

/** A sentence's tokens and the positions of its words among them. */
export interface AsideSentence {
  /** The text's tokens. */
  tokens: readonly Token[];
  /** The sentence's words, as indexes into `tokens`. */
  view: readonly number[];
}
import {
  ASIDE_ELSEWHERE,
  OTHER_PERSON,
  OWNED_PERSON,
} from "./entity_person_words.ts";

/**
 * Words before a name that give it a role at the business ("their tech
 * Will") or say it is a name shared ("also named Grant").
 */
export const ROLE_WORDS = new Set(
  ("tech technician plumber electrician installer apprentice named called")
    .split(" "),
);

/**
 * Nouns in "Frank, my hero," that praise the technician rather than name
 * someone else's.
 */
const PRAISE_NOUNS = new Set(
  ("hero heroes savior saviour lifesaver guy man tech technician go-to " +
    "favorite favourite angel legend friend").split(" "),
);

/** Words that open the aside after a name saying whose it is. */
export const ASIDE_OWNERS = new Set(["my", "our"]);

/**
 * Whether an aside right after a name makes it someone else's: "Sam, my
 * ex, ...", "Kevin (my brother-in-law, not the Bluebird Kevin)". The
 * aside closes before any verb: "Kayla, my daughter wants to be a tech"
 * speaks to Kayla.
 */
export function kinAfterName(sentence: AsideSentence, end: number): boolean {
  const { tokens, view } = sentence;
  const word = (p: number) => p < view.length ? tokens[view[p]] : null;
  const open = word(end);
  const owner = word(end + 1);
  const kin = word(end + 2);
  if (
    open === null || (open.text !== "," && open.text !== "(") ||
    owner === null || kin === null
  ) return false;
  // "Rob, the German shepherd next door, barked".
  if (owner.norm === "the" || owner.norm === "a") {
    for (let p = end + 2; p < end + 7; p++) {
      const next = word(p);
      if (next === null || next.punct) return false;
      if (ASIDE_ELSEWHERE.has(next.norm)) return true;
    }
    return false;
  }
  if (
    !ASIDE_OWNERS.has(owner.norm) ||
    !(OTHER_PERSON.has(kin.norm) || OWNED_PERSON.has(kin.norm) ||
      // Someone of the reviewer's own work or club: "Tommy, my
      // derrickhand,", "Sam, my Elmer from the radio club,", "Dale, our
      // club president," (not "Dana, our installer,", "Rob, my go-to
      // electrician,").
      ((kin.pos === "NOUN" || (kin.pos === "PROPN" && kin.cap)) &&
        !wordsUpToPunct(sentence, end + 2).some((t) =>
          PRAISE_NOUNS.has(t.norm) || ROLE_WORDS.has(t.norm)
        )))
  ) return false;
  // "Dean, my neighbour and a fellow ham," closes a few words later.
  for (let p = end + 3; p < end + 9; p++) {
    const next = word(p);
    if (next === null || [",", ")", ".", ";"].includes(next.text)) return true;
    if (next.pos === "VERB" || next.pos === "AUX" || next.pos === "PART") {
      return false;
    }
  }
  return false;
}

/** The three words before a name, nearest first. */
export interface WordsBefore {
  /** The word just before the name ("deckhand"). */
  role: Token | null;
  /** The word before that ("my"). */
  owner: Token | null;
  /** The word before that, which opens the clause or not. */
  opener: Token | null;
  /** The word after the name ("swore"), when known. */
  verb?: Token | null;
}

/**
 * Verbs by which the reviewer's own person sends them to the business:
 * "Our goalie coach Dale swore by Northwind".
 */
const VOUCH_VERBS = new Set(
  ("swore swears swear recommended recommends recommend referred refers " +
    "suggested suggests raved raves").split(" "),
);

/**
 * Whether "my <role> Name" opening a clause makes the name the reviewer's
 * own person: "My deckhand Sam swears by them", "Our goalie coach Dale
 * swore by them" ("my tech Sam", "my hero Sam", "our usual plumber Will"
 * are the business's; "fixed my sink Sam was great" is no role).
 */
export function ownRoleBeforeName(before: WordsBefore): boolean {
  const { role, owner, opener, verb } = before;
  // Two words of role, then a word of vouching: "Our goalie coach Dale
  // swore by them", "My first officer Tom recommended Keystone" (not "our
  // new furnace Hector explained").
  if (
    role !== null && role.pos === "NOUN" && !role.cap && owner !== null &&
    (owner.pos === "NOUN" || owner.pos === "ADJ") && !owner.cap &&
    opener !== null && ASIDE_OWNERS.has(opener.norm) &&
    verb != null && VOUCH_VERBS.has(verb.norm) &&
    ![role, owner].some((t) =>
      PRAISE_NOUNS.has(t.norm) || ROLE_WORDS.has(t.norm)
    )
  ) return true;
  return role !== null && role.pos === "NOUN" && !role.cap &&
    owner?.norm === "my" &&
    (opener === null || (opener.punct && opener.text !== "'") ||
      opener.pos === "CCONJ") &&
    !PRAISE_NOUNS.has(role.norm) && !ROLE_WORDS.has(role.norm);
}

/** Up to six words from a position, stopping at punctuation. */
export function wordsUpToPunct(
  sentence: AsideSentence,
  from: number,
): Token[] {
  const { tokens, view } = sentence;
  const words: Token[] = [];
  for (let p = from; p < view.length && p < from + 6; p++) {
    if (tokens[view[p]].punct) break;
    words.push(tokens[view[p]]);
  }
  return words;
}

/**
 * Whether a person word ends "… of mine" just before a name, a comma
 * between: "a colleague of mine, Will" ("a favorite of mine, Will" is
 * no one else).
 */
export function kinOfMine(sentence: AsideSentence, start: number): boolean {
  const { tokens, view } = sentence;
  let p = start - 1;
  if (p >= 0 && tokens[view[p]].text === ",") p--;
  if (
    p < 2 || tokens[view[p]].norm !== "mine" ||
    tokens[view[p - 1]].norm !== "of"
  ) return false;
  const kin = tokens[view[p - 2]].norm;
  return OTHER_PERSON.has(kin) || OWNED_PERSON.has(kin);
}

/** Verbs of naming in "Grace is what I would call it". */
const NAMING_VERBS = new Set(["call", "say", "use"]);

/** The words after a name. */
export interface WordsAfter {
  /** The word just after the name ("is"). */
  after: Token | null;
  /** The word after that ("the", "what"). */
  after2: Token | null;
  /** The words after those, up to punctuation. */
  rest: readonly Token[];
}

/**
 * Whether a name that is also a word is said as that word: "Frank is the
 * word I would use", "Joy is the right word for it", "Grace is what I
 * would call it".
 */
export function namesAWord(words: WordsAfter): boolean {
  const { after, after2, rest } = words;
  if (after === null || after2 === null || after.lemma !== "be") return false;
  if (after2.norm === "the" || after2.norm === "a" || after2.norm === "one") {
    // "the word", "the right word", "the only word for it".
    return rest.slice(0, 3).some((t) => t.norm === "word");
  }
  return after2.norm === "what" &&
    rest.slice(0, 4).some((t) => NAMING_VERBS.has(t.lemma));
}

/** Words of an amount's size after "Bill was" ("Bill was steep"). */
const BILL_SIZES = new Set([
  "steep",
  "steeper",
  "dear",
  "expensive",
  "pricey",
  "cheap",
  "cheaper",
  "high",
  "higher",
  "double",
]);

/** Whether a word is written as an amount ("$240", "240"), not a time. */
function isSum(word: Token | null, next: Token | null): boolean {
  return word !== null && /^[$£€\d]/.test(word.text) &&
    !(next !== null && UNIT_HOURS.has(next.norm));
}

/**
 * Whether "Bill" at the start of a sentence is the invoice: "Bill was
 * steep", "Bill was $240 for …", "Bill came to $310" (not "Bill came 45
 * minutes late", "Bill was polite").
 */
export function namesTheBill(
  name: Token,
  words: WordsAfter & { after3: Token | null },
): boolean {
  const { after, after2, after3, rest } = words;
  if (name.norm !== "bill" || after === null || after2 === null) return false;
  if (after.lemma === "be") {
    return BILL_SIZES.has(after2.norm) || isSum(after2, after3);
  }
  if (after.lemma !== "come") return false;
  return after2.norm === "to" && isSum(after3, rest[1] ?? null);
}
