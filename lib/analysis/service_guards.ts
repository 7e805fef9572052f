/**
 * Whether a service name in a sentence refers to work this business did,
 * quoted or recommended for this customer (docs/aspects.md, "Technicians,
 * services, areas"): not equipment named alone ("the breaker box cover",
 * "our panel is in the garage", "the best AC company"), not work advised
 * against ("told us we didn't need a new panel"), not another company's
 * work ("the previous company's ductwork"), not a phone's or a
 * wheelchair's charger (or a battery charger) read as a car charger, not
 * a signal generator or an amp's cooling fan read as the catalogue's
 * generator or ceiling fan, not "the best drain crew in town" (praise of
 * the people), not a leak of
 * refrigerant or of a water heater read as a plumbing leak repair, and
 * not roots only seen on the camera read as their removal, and not what a
 * second opinion or another company found or quoted ("Second company
 * found a bad capacitor", "a competitor had quoted us a new system").
 *
 * @module
 */
import type { Token } from "./text_nlp.ts";
import { OTHER_PARTY_MARKS } from "./lexicon.ts";
import { NORDIC_NEED_WORDS } from "./entity_words_nordic.ts";
import { NORDIC_NEGATORS } from "./lexicon_nordic.ts";

/** A noun after an equipment word that makes it a thing, not work. */
const THING_AFTER = new Set(
  ("cover covers company companies business outfit door lid " +
    "label sticker shop place store brand").split(" "),
);
/**
 * Verbs of a hand on a switch, not work on it: "the moment he flipped
 * the light switch" ("flip a tripping breaker back on" is the visit).
 */
const HAND_VERBS = new Set(
  "flip flipped flips flipping flick flicked flicks flicking".split(" "),
);
/** Superlatives before "drain crew" that praise, naming no work. */
const BEST_WORDS = new Set(["best", "finest", "greatest", "top"]);
/** The people after a service word: "the best drain guys in town". */
const PEOPLE_AFTER = new Set(
  "crew crews guy guys team people folks techs plumbers electricians"
    .split(" "),
);
/** Where equipment sits: "the panel is in the garage". */
const PLACE_WORDS = new Set(
  "in behind under on inside outside next beside near by".split(" "),
);
/** The Nordic negators (`lexicon_nordic.ts`), before a Nordic "need". */
const NORDIC_NEGATOR_WORDS: ReadonlySet<string> = new Set(NORDIC_NEGATORS);
/** Words that, before "company" or "guy", make it another party. */
const OTHER_WORDS = new Set(OTHER_PARTY_MARKS);
/** Who the other party is: "another company", "the old owners". */
const PARTY_WORDS = new Set(
  ("company company's companies outfit guy guy's guys plumber plumbers " +
    "electrician electricians contractor contractors crew owner owners " +
    "owners' owner's place handyman business franchise chain").split(" "),
);
const NEGATORS = new Set(["not", "no", "never", "n't"]);
/** Whose leak is not a plumbing leak. */
const NOT_PLUMBING_LEAK = new Set(
  "refrigerant freon coolant coil heater tank gas".split(" "),
);

/** Devices before "charger" that make it theirs: "my phone charger". */
const NOT_VEHICLE_CHARGER = new Set(
  ("phone cell laptop usb tablet wheelchair chair drill tool toothbrush watch " +
    "battery camera scanner motor cart golf-cart").split(" "),
);

/**
 * Devices before a "generator" or a "fan" that make it a gadget, not the
 * standby generator or ceiling fan of the catalogue: "my signal
 * generator", "the cooling fan on my amp", "my grow tent fan".
 */
const GADGET_BEFORE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [
    "generator",
    new Set("signal function tone frequency noise steam".split(" ")),
  ],
  [
    "fan",
    new Set("cooling tent computer cpu laptop desk pedestal box".split(" ")),
  ],
]);

/**
 * Words that say roots were taken out ("cut the roots", "roots are gone",
 * "the roots came back" after a removal); roots only found or shown on the
 * camera are what the inspection saw, not work on them.
 */
const ROOT_REMOVAL_WORDS = new Set(
  "cut cutting cutter clean cleaned remove removed removing removal pull pulled clear cleared rid grind ground kill killer chop chopped treat treated treatment gone out back"
    .split(" "),
);

/**
 * Ordinals that make the party that opens a sentence another one ("Two
 * other companies quoted the EV charger higher" compares, and "Another
 * company put in our pot lights. Voltline redid them" names the work
 * this business did too).
 */
const SECOND_WORDS = new Set(["second", "2nd", "next"]);
/**
 * Who opens a sentence as another party: "Second opinion: …" (not "the
 * second tech they sent", who is this business's).
 */
const SECOND_PARTIES = new Set(
  ("company companies outfit outfits opinion opinions bid bids contractor " +
    "contractors").split(" "),
);
/** Words that may come before the party: "A second company", "Then the". */
const OPENERS = new Set(["a", "the", "then", "but", "and"]);

/**
 * Whether the sentence opens with another party ("Second company found…",
 * "A second opinion said…", "Next company change capacitor…")
 * and nothing but a colon stands between it and `start`: what that party
 * found, did or quoted is not this business's work. A competitor named
 * before the mention in its clause counts too ("when a competitor had
 * quoted us a new system").
 */
function secondOpinionBefore(
  at: (p: number) => Token,
  from: number,
  start: number,
): boolean {
  for (let p = from; p < start; p++) {
    // Not "matched a competitor's quote", the business's own price.
    const next = p + 1 < start ? at(p + 1).norm : "";
    if (
      (at(p).norm === "competitor" || at(p).norm === "competitors") &&
      next !== "'s" && next !== "'"
    ) return true;
  }
  let p = 0;
  while (p < start && OPENERS.has(at(p).norm)) p++;
  if (p + 1 >= start || !SECOND_WORDS.has(at(p).norm)) return false;
  if (!SECOND_PARTIES.has(at(p + 1).norm)) return false;
  for (let q = p + 2; q < start; q++) {
    if (isBreak(at(q)) && at(q).text !== ":") return false;
  }
  return true;
}

/** Whether a token ends a segment of a sentence. */
function isBreak(token: Token): boolean {
  return token.punct && token.text !== "'" && token.text !== "$" &&
    token.text !== "&" && token.text !== "/" && token.text !== "-";
}

/**
 * Whether the service mention at view positions [start, end) is work for
 * this customer.
 *
 * @param tokens The text's tokens.
 * @param view The sentence's view (token indices).
 * @param mention The mention's view positions and its service id.
 * @returns False when a guard applies.
 */
export function isServiceWork(
  tokens: readonly Token[],
  view: readonly number[],
  mention: { start: number; end: number; id: string },
): boolean {
  const at = (p: number) => tokens[view[p]];
  const { start, end } = mention;
  const after = end < view.length ? at(end) : null;
  const after2 = end + 1 < view.length ? at(end + 1) : null;
  if (after !== null && THING_AFTER.has(after.norm)) return false;
  if (at(end - 1).lemma === "switch") {
    for (let p = Math.max(0, start - 3); p < start; p++) {
      if (HAND_VERBS.has(at(p).norm)) return false;
    }
  }
  // Praise of the people, no work: "Best drain crew on the waterfront".
  if (
    after !== null && PEOPLE_AFTER.has(after.norm) && start > 0 &&
    BEST_WORDS.has(at(start - 1).norm)
  ) return false;
  if (
    after !== null && after2 !== null &&
    (after.norm === "is" || after.norm === "was" || after.norm === "sits") &&
    PLACE_WORDS.has(after2.norm)
  ) return false;
  let from = start;
  while (from > 0 && !isBreak(at(from - 1))) from--;
  let to = end;
  while (to < view.length && !isBreak(at(to))) to++;
  // Another party's work: "the previous company's ductwork" (its
  // possessive before the mention), "a charger put in by some random guy"
  // ("by" and another party after it). A mere comparison ("two other
  // companies missed it") does not make the work theirs.
  for (let p = Math.max(from, start - 4); p + 1 < start; p++) {
    if (
      PARTY_WORDS.has(at(p).norm) && at(p + 1).norm === "'s" &&
      p > from && OTHER_WORDS.has(at(p - 1).norm)
    ) return false;
  }
  if (secondOpinionBefore(at, from, start)) return false;
  for (let p = end; p + 1 < to; p++) {
    if (at(p).norm !== "by") continue;
    for (let q = p + 1; q < Math.min(to, p + 4); q++) {
      if (OTHER_WORDS.has(at(q).norm) || at(q).norm === "some") return false;
    }
  }
  // Advised against: "didn't need a new panel", "no need for a rewire",
  // "ikke behøvede et nyt panel".
  for (let p = Math.max(from, start - 6); p < start; p++) {
    const nordic = NORDIC_NEED_WORDS.has(at(p).norm);
    if (at(p).lemma !== "need" && !nordic) continue;
    for (let q = Math.max(from, p - 3); q < p; q++) {
      if (NEGATORS.has(at(q).norm)) return false;
      if (nordic && NORDIC_NEGATOR_WORDS.has(at(q).norm)) return false;
    }
  }
  if (
    mention.id.includes("charger") && start > 0 &&
    NOT_VEHICLE_CHARGER.has(at(start - 1).norm)
  ) return false;
  const gadget = GADGET_BEFORE.get(at(end - 1).lemma);
  if (gadget !== undefined && start > 0 && gadget.has(at(start - 1).norm)) {
    return false;
  }
  // Anywhere in the text: "showed me the roots. Then he cut them out."
  if (
    (at(start).lemma === "root" || at(end - 1).lemma === "root") &&
    !tokens.some((token) => ROOT_REMOVAL_WORDS.has(token.norm))
  ) return false;
  if (mention.id.includes("leak")) {
    for (let p = Math.max(from, start - 3); p < start; p++) {
      if (NOT_PLUMBING_LEAK.has(at(p).norm)) return false;
    }
  }
  return true;
}
