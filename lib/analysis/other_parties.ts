/**
 * Who else a review speaks of: the words that make a person the subject
 * of what follows, company words, and the names of other companies
 * ("Capital Electric", "Frostline's tech"), so that what is said of them
 * is not taken as said of the business (docs/aspects.md: other parties).
 *
 * @module
 */
import type { SentenceView } from "./sentence_view.ts";

/**
 * Words that make the subject of what follows a person (a technician, the
 * office, the crew), so that a word said of them ("Kayla was genuinely
 * lovely", "the tech seemed rushed") is told from one said of the work
 * or the price ("the install looks tidy").
 */
export const PERSON_WORDS: ReadonlySet<string> = new Set([
  "he",
  "she",
  "they",
  "him",
  "her",
  "them",
  "tech",
  "technician",
  "plumber",
  "electrician",
  "installer",
  "worker",
  "apprentice",
  "helper",
  "guy",
  "man",
  "lady",
  "woman",
  "girl",
  "boy",
  "bloke",
  "lad",
  "fella",
  "gentleman",
  "person",
  "people",
  "everyone",
  "crew",
  "team",
  "staff",
  "office",
  "receptionist",
  "dispatcher",
  "owner",
  "manager",
]);

/** Company words that another party's mark can precede. */
export const COMPANY_WORDS: ReadonlySet<string> = new Set(
  "company companies outfit business place firm crowd mob lot".split(" "),
);

/**
 * Last words of a trade business's name ("Capital Electric", "Metro
 * Rooter", "Kowalski Heating"): capitalised after another capitalised
 * word that is not the business's own name, they name another company.
 */
const TRADE_NAME_ENDS = new Set(
  ("electric electrical plumbing plumbers heating cooling air hvac " +
    "mechanical drain drains rooter sewer services comfort energy power " +
    "co company bros brothers inc llc ltd").split(" "),
);

/**
 * View positions of the names of other companies: a capitalised run
 * ending in a trade word ("Capital Electric came in under Bright Spark"),
 * or a capitalised name before "'s" and a person or company word
 * ("Frostline's tech"). The business's own names are tagged (entities.ts)
 * and never count.
 */
export function otherCompanyNames(sv: SentenceView): Uint8Array | null {
  const { tokens, view } = sv;
  let names: Uint8Array | null = null;
  const isName = (p: number) => {
    const token = tokens[view[p]];
    return token.cap && !token.punct && token.tag === undefined &&
      token.norm !== "i";
  };
  for (let p = 1; p < view.length; p++) {
    const token = tokens[view[p]];
    let first = -1;
    if (TRADE_NAME_ENDS.has(token.norm) && isName(p) && isName(p - 1)) {
      first = p - 1;
      while (first > 0 && p - first < 3 && isName(first - 1)) first--;
    } else if (
      token.norm === "'s" && isName(p - 1) && p + 1 < view.length &&
      (PERSON_WORDS.has(tokens[view[p + 1]].norm) ||
        COMPANY_WORDS.has(tokens[view[p + 1]].norm))
    ) {
      first = p - 1;
    }
    if (first < 0) continue;
    names ??= new Uint8Array(view.length);
    for (let q = first; q <= p; q++) names[q] = 1;
  }
  return names;
}
