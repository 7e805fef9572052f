/**
 * Money amounts in a sentence: whether there is one, and what two of them
 * compared say: about the price (cheaper than elsewhere), or about honesty
 * (the bill against the quote).
 *
 * @module
 */
import type { CueHit, Statement } from "./cues.ts";
import type { SentenceView } from "./sentence_view.ts";
import { otherCompanyNames } from "./other_parties.ts";
import { CURRENCY_SIGNS } from "./text_nlp.ts";

const AMOUNT_UNITS = new Set(["quid", "dollars", "bucks", "pounds", "k"]);
const AMOUNT_NUMBER = /^\d[\d,]*(\.\d+)?k?$/;
/** Words that make an amount another company's ("quoted $900 elsewhere"). */
const OTHERS_WORDS = new Set([
  "elsewhere",
  "other",
  "others",
  "another",
  "competitor",
  "competitors",
  "dealer",
  "opinion",
  "else",
  // Spanish and French ("la otra compañía nos lo daba en $5,200").
  "otra",
  "otras",
  "otro",
  "otros",
  "competencia",
  "autre",
  "autres",
  "ailleurs",
  "concurrent",
  "concurrents",
]);
/**
 * Words that make an amount an earlier quote ("quoted $380"); a purchase
 * order (PO) is a commercial customer's quote.
 */
const QUOTE_WORDS = new Set([
  "po",
  "quote",
  "quoted",
  "ballpark",
  "estimate",
  "estimated",
  "expected",
  "budget",
  "budgeted",
  "originally",
  "initially",
  // "Told me on the phone that the fee was $79": the amount agreed.
  "told",
  // Spanish and French ("el presupuesto decía $280", "le devis disait 900 $").
  "presupuesto",
  "cotización",
  "cotizacion",
  "cotizaron",
  "cotizó",
  "cotizo",
  "estimado",
  "devis",
  "soumission",
]);
/** Words that make an amount what was finally paid ("invoiced $610"). */
const FINAL_WORDS = new Set([
  "invoice",
  "invoiced",
  "bill",
  "billed",
  "charged",
  "paid",
  "final",
  "total",
  "ended",
  // Spanish and French ("la factura llegó en $410", "payé 1 200 $").
  "factura",
  "cobraron",
  "cobró",
  "pagué",
  "pague",
  "pagamos",
  "facture",
  "facturé",
  "payé",
]);

/** Nouns after an amount that make it a quote ("after a $400 quote"). */
const QUOTE_NOUNS = new Set(["quote", "estimate", "ballpark"]);

/** Verbs of a bill's total, before "to" ("came to $640"). */
const TOTAL_VERBS = new Set(["came", "come", "comes", "coming"]);

/**
 * Whether the amount at view position `p` is told as the total a bill
 * came to ("came to $640", "came out to $410"); not "came in at", which
 * quotes do as often ("the next quote came in at $5,800").
 */
function cameToAt(sv: SentenceView, p: number): boolean {
  const norm = (q: number) => q >= 0 ? sv.tokens[sv.view[q]].norm : "";
  if (p > 0 && CURRENCY_SIGNS.has(sv.tokens[sv.view[p - 1]].text)) p--;
  if (norm(p - 1) !== "to") return false;
  return TOTAL_VERBS.has(norm(p - 2)) ||
    (norm(p - 2) === "out" && TOTAL_VERBS.has(norm(p - 3)));
}

/** Marks that open a quotation, which punctuation makes a segment of its own. */
const QUOTATION_MARKS = new Set(['"', "“", "'", "‘"]);

/** A money amount of a sentence and whose it is. */
interface Amount {
  value: number;
  /** "own", "others" (another company's), "quote" or "final" (the bill). */
  role: string;
  /** The business is named in the amount's segment ("Sunbelt $9,800"). */
  besideBusiness: boolean;
}

/** Words that join amounts into a list ("$3,900 and $4,250"). */
const LIST_JOINS = new Set([",", "and", "or", "&", "/"]);

/** Each sentence's amounts, read once: four readers below ask for them. */
const AMOUNTS = new WeakMap<SentenceView, readonly Amount[]>();

/** The money amounts of a sentence (`readAmounts`), read once. */
function amountsOf(sv: SentenceView): readonly Amount[] {
  let amounts = AMOUNTS.get(sv);
  if (amounts === undefined) {
    amounts = readAmounts(sv);
    AMOUNTS.set(sv, amounts);
  }
  return amounts;
}

/**
 * The money amounts of a sentence: numbers with a currency sign (before
 * or after them) or unit,
 * and bare numbers right after a quote or bill word ("quoted 400 charged
 * 650"), each with the role its segment gives it.
 */
function readAmounts(sv: SentenceView): Amount[] {
  const { tokens, view, segments } = sv;
  const amounts: Amount[] = [];
  // "Saguaro Air would have done it for $1,100": another company's amount.
  // Looked for once, at the first amount: most sentences have none.
  let otherNames: Uint8Array | null | undefined;
  // Where the last amount ended, for a list of amounts.
  let lastEnd = -1;
  for (let p = 0; p < view.length; p++) {
    const token = tokens[view[p]];
    if (!AMOUNT_NUMBER.test(token.text)) continue;
    const before = p > 0 ? tokens[view[p - 1]].text : "";
    // "1 800 $": thousands set apart by a space, as French writes them.
    const start = p;
    let digits = token.text;
    let end = p;
    if (/^\d{1,3}$/.test(token.text)) {
      while (
        end + 1 < view.length && /^\d{3}$/.test(tokens[view[end + 1]].text)
      ) end++;
    }
    const sign = end + 1 < view.length ? tokens[view[end + 1]].text : "";
    if (end > p && (CURRENCY_SIGNS.has(sign) || CURRENCY_SIGNS.has(before))) {
      for (let q = p + 1; q <= end; q++) digits += tokens[view[q]].text;
      p = end;
    }
    const after = p + 1 < view.length ? tokens[view[p + 1]].norm : "";
    const word = start > 0 ? tokens[view[start - 1]].norm : "";
    const named = QUOTE_WORDS.has(word) || QUOTE_NOUNS.has(after)
      ? "quote"
      : FINAL_WORDS.has(word) || cameToAt(sv, start)
      ? "final"
      : null;
    // The sign after the number too: "900 $", as French writes it.
    if (
      !CURRENCY_SIGNS.has(before) && !CURRENCY_SIGNS.has(after) &&
      !AMOUNT_UNITS.has(after) && named === null
    ) continue;
    let value = Number(digits.replace(/[,k]/g, ""));
    // "over $9k." at the end reads "9" and "k." (inside, the "k." may run
    // the next sentence on).
    const lastK = after === "k." && p + 2 === view.length;
    if (
      after === "k" || lastK || token.text.endsWith("k") || after === "grand"
    ) {
      value *= 1000;
    }
    let role = "own";
    const bounds = sv.segmentBounds[segments[p]];
    let from = bounds[0];
    const to = bounds[1];
    // 'The quote was "about $1,800"': a quotation goes on its segment.
    if (from > 0 && QUOTATION_MARKS.has(tokens[view[from]].text)) {
      from = sv.segmentBounds[segments[from - 1]][0];
    }
    if (otherNames === undefined) otherNames = otherCompanyNames(sv);
    let besideBusiness = false;
    for (let q = from; q <= to; q++) {
      if (tokens[view[q]].tag === "@business") besideBusiness = true;
    }
    for (let q = from; q <= to; q++) {
      const norm = tokens[view[q]].norm;
      if (OTHERS_WORDS.has(norm) || otherNames?.[q] === 1) {
        role = "others";
        break;
      }
      if (QUOTE_WORDS.has(norm)) role = "quote";
      else if (FINAL_WORDS.has(norm) && role !== "quote") role = "final";
    }
    // "Invoice came in at $1,850 against a PO for $1,200": where one
    // segment holds both, the nearest word before an amount names it.
    if (role === "quote" || role === "final") {
      for (let q = p - 1; q >= from; q--) {
        const norm = tokens[view[q]].norm;
        if (QUOTE_WORDS.has(norm)) role = "quote";
        else if (FINAL_WORDS.has(norm)) role = "final";
        else continue;
        break;
      }
    }
    // "quoted 400 charged 650": the word right before a number names it.
    if (named !== null && role !== "others") role = named;
    // "Other quotes were $3,900 and $4,250": a list takes its first
    // amount's role.
    const listed = amounts.length > 0 && lastEnd >= 0 &&
      sv.view.slice(lastEnd + 1, CURRENCY_SIGNS.has(before) ? start - 1 : start)
        .every((i) => LIST_JOINS.has(tokens[i].norm));
    if (listed && amounts[amounts.length - 1].role === "others") {
      role = "others";
    }
    // "$11k and $12k": the list goes on after the "k".
    lastEnd = after === "k" || after === "grand" ? p + 1 : p;
    amounts.push({ value, role, besideBusiness });
  }
  return amounts;
}

/**
 * Compares the business's money amount with another company's in a
 * sentence. Returns the price sentiment (+1 cheaper, -1 dearer) or 0 when
 * nothing is compared.
 */
export function compareAmounts(sv: SentenceView): number {
  const amounts = amountsOf(sv);
  const others = amounts.find((amount) => amount.role === "others");
  // "Copper State quoted $11,200, Saguaro Air $10,100, Sunbelt $9,800":
  // the amount beside the business's name is its own.
  const own =
    amounts.find((amount) =>
      amount.besideBusiness && amount.role !== "others"
    ) ??
      amounts.find((amount) => amount.role !== "others");
  if (others && own) return Math.sign(others.value - own.value);
  // "Panel upgrade at $3,400. The other two quotes were $3,900 and
  // $4,250.": the business's amount is the sentence before's.
  // Only prices set side by side ("quotes", "for the same install",
  // "came in around"), not what a second opinion's smaller job cost.
  // Amounts far apart are different jobs ("The tune-up was $89. Another
  // company's quote for a new furnace was $4,000.").
  if (
    others && sv.amountBefore !== undefined &&
    amounts.every((amount) => amount.role === "others") && offersPrice(sv) &&
    others.value < sv.amountBefore * 5 && others.value * 5 > sv.amountBefore
  ) return Math.sign(others.value - sv.amountBefore);
  return 0;
}

/** Words that set another company's price beside the business's. */
const PRICE_OFFERS = new Set([
  "quote",
  "quotes",
  "quoted",
  "bid",
  "bids",
  "estimate",
  "estimates",
  "same",
  "identical",
]);

/** Whether a sentence offers a price for the same job ("came in at"). */
function offersPrice(sv: SentenceView): boolean {
  const words = sv.view.map((i) => sv.tokens[i].norm);
  return words.some((word, p) =>
    PRICE_OFFERS.has(word) || (word === "came" && words[p + 1] === "in")
  );
}

/**
 * The one amount a sentence names, when it is the business's own
 * ("Hot tub hookup, $1,350."), or null: for another company's amount
 * in the sentence after it to be set against.
 *
 * @param sv The sentence.
 * @returns The amount, or null.
 */
export function ownAmountOf(sv: SentenceView): number | null {
  const amounts = amountsOf(sv);
  return amounts.length === 1 && amounts[0].role !== "others"
    ? amounts[0].value
    : null;
}

/**
 * Compares the final bill with the quote in a sentence ("quoted $380,
 * invoiced $610") or, when it names no quote, with the quote of the
 * sentence before (`SentenceView.quotedBefore`: "Quoted $380. Invoice
 * came to $610."). By docs/aspects.md that is honesty, not price: +1 when
 * the bill kept to the quote (or came in under it), -1 when it went over,
 * 0 when the two are not both stated.
 */
export function billAgainstQuote(sv: SentenceView): number {
  const amounts = amountsOf(sv);
  if (amounts.some((amount) => amount.role === "others")) return 0;
  const quote = amounts.find((amount) => amount.role === "quote")?.value ??
    sv.quotedBefore;
  const final = amounts.find((amount) => amount.role === "final");
  if (quote === undefined || !final) return 0;
  return final.value > quote ? -1 : 1;
}

/**
 * The quote a sentence names without a bill or another company's amount
 * to set it against ("They quoted us $4,500 for the repipe."), or null.
 *
 * @param sv The sentence.
 * @returns The amount quoted, for the sentence after it.
 */
export function quotedAmountOf(sv: SentenceView): number | null {
  const amounts = amountsOf(sv);
  if (amounts.some((amount) => amount.role !== "quote")) return null;
  return amounts.length === 1 ? amounts[0].value : null;
}

/** Whether a money amount is in the segment of one of the hits. */
export function hasAmount(sv: SentenceView, hits: readonly CueHit[]): boolean {
  const segments = new Set(hits.map((hit) => hit.segment));
  return sv.view.some((tokenIndex, position) =>
    segments.has(sv.segments[position]) &&
    (sv.tokens[tokenIndex].text === "$" ||
      /^\$?\d[\d,.]*$/.test(sv.tokens[tokenIndex].text))
  );
}

/** Units of a span too short to be charged much for ("ten minutes"). */
const SHORT_SPANS = new Set([
  "minute",
  "minutes",
  "min",
  "mins",
  "seconds",
  "sec",
  "secs",
]);
/** Words that make a span a rate ("$90 for the first 30 minutes"). */
const RATE_WORDS = new Set([
  "first",
  "per",
  "each",
  "every",
  "initial",
  "additional",
  "extra",
  "next",
]);

/**
 * Whether a money amount is set against a few minutes of work ("$220 for
 * fifteen minutes", "$380 for half an hour"): the sarcasm of rule 6 of
 * docs/aspects.md ("lovely, $150 for ten minutes of work") says the price
 * was too high whatever the words around it. A rate ("$90 for the first
 * 30 minutes") is not such a complaint.
 */
export function chargedForMinutes(sv: SentenceView): boolean {
  const { tokens, view } = sv;
  const norm = (p: number) => p < view.length ? tokens[view[p]].norm : "";
  for (let p = 0; p < view.length; p++) {
    if (!CURRENCY_SIGNS.has(tokens[view[p]].text)) continue;
    if (!AMOUNT_NUMBER.test(norm(p + 1))) continue;
    let q = p + 2;
    if (norm(q) !== "for" && norm(q) !== "to") continue;
    for (q++; q < Math.min(view.length, p + 8); q++) {
      const word = norm(q);
      if (RATE_WORDS.has(word)) break;
      if (SHORT_SPANS.has(word)) return true;
      if (word === "half" && norm(q + 1) === "an" && norm(q + 2) === "hour") {
        return true;
      }
    }
  }
  return false;
}

/**
 * Whether a sentence lists three or more money amounts of the business's
 * own ("pump $389, check valve $42, labor $275"): figures retyped from an
 * invoice or a quote, which judge no price by themselves (docs/aspects.md:
 * a bare fact gets no label). Two are as often a verdict's evidence
 * ("$95 an hour and $300 for the part, robbery").
 */
export function listsAmounts(sv: SentenceView): boolean {
  const amounts = amountsOf(sv);
  return amounts.length >= 3 &&
    !amounts.some((amount) => amount.role === "others") &&
    !sv.view.some((index) => RANKING_WORDS.has(sv.tokens[index].norm));
}

/**
 * Words that make a list of amounts a ranking of quotes ("quotes: $6,900,
 * $7,400, and Northwind at $5,850"), which judges the price.
 */
const RANKING_WORDS = new Set([
  "quotes",
  "bids",
  "estimates",
  "against",
  "versus",
  "vs",
  "highest",
  "lowest",
  "cheapest",
  "cheaper",
  "dearest",
  "dearer",
]);

/** Words of the quote a bill is held against. */
const QUOTE_TERMS = new Set(["quote", "quoted", "estimate", "estimated"]);
/**
 * Words before a quote word that make it this business's quote ("the
 * written quote", "than quoted"), not another's ("Buckeye's quote").
 */
const OWN_QUOTE_BEFORE = new Set(
  "the our my their written original agreed phone verbal than".split(" "),
);

/**
 * Whether an honesty complaint is the bill held against the quote in words
 * ("came in $200 above the written quote"): honesty, not price, unless the
 * reviewer also calls the amount too high (labelled so in 230 of 237
 * such sentences over the sets).
 */
function againstQuote(sv: SentenceView, statement: Statement): boolean {
  if (!(statement.score < 0)) return false;
  // "Higher than Buckeye's quote": another company's quote, a price.
  const quoteOfOthers = sv.view.some((index, p) =>
    QUOTE_TERMS.has(sv.tokens[index].norm) && p > 0 &&
    sv.tokens[sv.view[p - 1]].norm === "'s"
  );
  if (quoteOfOthers) return false;
  for (let p = statement.from; p <= statement.to; p++) {
    if (
      QUOTE_TERMS.has(sv.tokens[sv.view[p]].norm) && p > 0 &&
      OWN_QUOTE_BEFORE.has(sv.tokens[sv.view[p - 1]].norm)
    ) return true;
  }
  return false;
}

/**
 * Whether a sentence judges the price by amounts alone, which is no price
 * verdict (docs/aspects.md): the bill set against the quote ("Quoted
 * $1,850, invoice said $1,850.": honesty) or figures retyped from an
 * invoice ("pump $389, labor $275"), with no word on the price. The
 * model's price verdict on such a sentence is dropped.
 *
 * @param statements The rules' statements of the sentence.
 */
export function pricedByAmountsAlone(
  sv: SentenceView,
  statements: readonly Statement[],
): boolean {
  const judged =
    statements.some((s) =>
      s.aspect === "honesty" && (s.compared || againstQuote(sv, s))
    ) || listsAmounts(sv);
  return judged &&
    !statements.some((s) =>
      s.aspect === "price" && Number.isFinite(s.score) && s.score !== 0
    );
}
