/**
 * How long a job took against how long it was said to take ("said two
 * hours, took six"; "quoted three days and were done in two"): the
 * labelling rules count a job finished when promised as `scheduling`
 * positive and one that ran past its promise as negative. English and
 * Spanish are read ("dijeron que iba a estar en un día y se tardaron
 * tres"): the units, number words and words of promise and of time taken
 * of both stand in the same tables.
 *
 * @module
 */
import type { PromisedLength, SentenceView } from "./sentence_view.ts";
import { CURRENCY_SIGNS } from "./text_nlp.ts";

/** Hours in one of each unit of time ("minutes", "días"). */
export const UNIT_HOURS: ReadonlyMap<string, number> = new Map([
  ["minute", 1 / 60],
  ["minutes", 1 / 60],
  ["min", 1 / 60],
  ["mins", 1 / 60],
  ["hour", 1],
  ["hours", 1],
  ["hr", 1],
  ["hrs", 1],
  ["day", 24],
  ["days", 24],
  ["week", 168],
  ["weeks", 168],
  // Spanish, with and without accents ("se tardaron tres días").
  ["minuto", 1 / 60],
  ["minutos", 1 / 60],
  ["hora", 1],
  ["horas", 1],
  ["día", 24],
  ["dia", 24],
  ["días", 24],
  ["dias", 24],
  ["semana", 168],
  ["semanas", 168],
]);

/** Words between a number and its unit ("two full days", "ten working days"). */
const LENGTH_WORDS = new Set(["full", "whole", "working", "business"]);

/** Numbers written as words. */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ["a", 1],
  ["an", 1],
  ["one", 1],
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
  ["seven", 7],
  ["eight", 8],
  ["nine", 9],
  ["ten", 10],
  ["eleven", 11],
  ["twelve", 12],
  ["half", 0.5],
  ["full", 1],
  ["whole", 1],
  // Spanish ("un día", "dos semanas"); not "once" (eleven), also English.
  ["un", 1],
  ["una", 1],
  ["uno", 1],
  ["dos", 2],
  ["tres", 3],
  ["cuatro", 4],
  ["cinco", 5],
  ["seis", 6],
  ["siete", 7],
  ["ocho", 8],
  ["nueve", 9],
  ["diez", 10],
  ["doce", 12],
]);

/** Number words that are no count on their own ("a", "the whole"). */
const WORDS_OF_ONE = new Set([
  "a",
  "an",
  "half",
  "full",
  "whole",
  "un",
  "una",
  "uno",
]);

/** Words before a duration that make it the one promised. */
const PROMISED = new Set([
  "said",
  "say",
  "says",
  "told",
  "quoted",
  "quote",
  "estimate",
  "estimated",
  "promised",
  "supposed",
  "expected",
  "booked",
  "blocked",
  "planned",
  "scheduled",
  "reckoned",
  "briefed",
  "should",
  "would",
  "'d",
  // Spanish: "dijeron que iba a estar en un día", "prometieron dos".
  "dijeron",
  "dijo",
  "prometieron",
  "prometió",
  "prometio",
  "cotizaron",
  "cotizó",
  "cotizo",
]);

/** Words before a duration that make it the one it took. */
const ACTUAL = new Set([
  "took",
  "taking",
  "needed",
  "lasted",
  "ran",
  "finished",
  "done",
  "gone",
  "wrapped",
  "completed",
  "turned",
  "closer",
  "nearly",
  "almost",
  "was",
  "were",
  // Spanish: "se tardaron tres", "duró dos días", "terminaron en dos".
  "tardaron",
  "tardó",
  "tardo",
  "demoraron",
  "demoró",
  "demoro",
  "duraron",
  "duró",
  "duro",
  "terminaron",
  "terminó",
  "termino",
  "acabaron",
  "acabó",
  "acabo",
]);

/** Words after a length that name it the promise ("3 weeks promised"). */
const NAMED_PROMISES = new Set(["promised", "quoted", "estimated"]);

/** Who gives a promise after its number ("the eight he quoted"). */
const PROMISER = new Set(["he", "she", "they"]);

/** Words after a number that make it a job's length ("a three-hour job"). */
const JOB_WORDS = new Set(["job", "visit", "install", "repair", "swap"]);

/** Words before "in" that make a length an arrival ("there in an hour"). */
const ARRIVAL_WORDS = new Set(["there", "here", "over", "out", "by"]);

/**
 * Words that make a length "said" the hours billed ("Invoice says three
 * hours, but he was here one and a half"), not the job's promise; not
 * "bill", which is as often Bill the technician.
 */
const BILLED = new Set([
  "invoice",
  "invoiced",
  "receipt",
  "billed",
  "charged",
  "labor",
  "labour",
]);

/** Verbs that tell what a paper or a person said. */
const SAYS = new Set(["said", "say", "says"]);

/**
 * Words that make a sentence's length something other than the job's
 * promise for the sentence after it: a fact of the past ("said the part
 * had been in for ten days"), a callback ("would call back within 24
 * hours"); and the hours billed (`BILLED`).
 */
const NO_PROMISE = new Set([
  "had",
  "been",
  "ago",
  "call",
  "callback",
  "reply",
  "respond",
]);

/**
 * Words after a length that make it no answer to a promise before it ("a
 * day of delay", "two hours late", "two weeks ago").
 */
const NO_ANSWER = new Set([
  "of",
  "late",
  "behind",
  "extra",
  "more",
  "longer",
  "ago",
]);

/** How far back a promise or an outcome word may stand. */
const REACH = 9;

/** Above this share of the promise, a job ran over. */
const OVERRUN = 1.25;

/** One length named in a sentence. */
interface Duration {
  /** In hours, or NaN for a bare number whose unit is the promise's. */
  hours: number;
  /** A bare number ("done in two"). */
  count: number;
  /** View position of its first word. */
  at: number;
  /** View position just after it. */
  end: number;
  /** Whether it is the length promised, taken, or neither said. */
  role: "promised" | "actual" | null;
  /**
   * A promise named as one after its number ("not the two they
   * promised"): a length of no role is then the one it took.
   */
  against?: boolean;
}

/**
 * Words before a bare number that make it an hour of the day ("done by
 * three"); not "at" or "until", which count a wait ("quoted six weeks,
 * we're at eleven", "from noon until six").
 */
const CLOCK_BEFORE: ReadonlySet<string> = new Set(["by", "before"]);

/** Whether "and a half" is written from position `p` on. */
function andAHalfAt(words: readonly string[], p: number): boolean {
  return words[p] === "and" && words[p + 1] === "a" && words[p + 2] === "half";
}

/** The number written at `p`, with the position after it. */
function numberAt(
  words: readonly string[],
  p: number,
): { value: number; next: number } | null {
  const word = words[p];
  let value = /^\d+(\.\d+)?$/.test(word)
    ? Number(word)
    : NUMBER_WORDS.get(word);
  if (value === undefined) return null;
  let next = p + 1;
  // "half a day", "two and a half hours" (and "a day and a half" below).
  if (word === "half" && words[next] === "a") next++;
  if (andAHalfAt(words, next)) {
    value += 0.5;
    next += 3;
  }
  return { value, next };
}

/**
 * Whether the number at `at` is the length another one was set against,
 * just before it: "five days instead of (the) two", "rather than three".
 */
function isInsteadOf(words: readonly string[], at: number): boolean {
  const p = words[at - 1] === "the" ? at - 2 : at - 1;
  const joined = (words[p] === "of" && words[p - 1] === "instead") ||
    (words[p] === "than" && words[p - 1] === "rather");
  return joined && UNIT_HOURS.has(words[p - 2]);
}

/**
 * Whether a promise is named from position `p` on, after a length: "(the
 * two) he quoted", "(three weeks) promised".
 */
function isNamedPromise(words: readonly string[], p: number): boolean {
  return NAMED_PROMISES.has(words[p]) ||
    (PROMISER.has(words[p]) && PROMISED.has(words[p + 1]));
}

/** The role the words before position `at` give a length. */
function roleBefore(
  words: readonly string[],
  at: number,
): Duration["role"] {
  for (let p = at - 1; p >= Math.max(0, at - REACH); p--) {
    if (PROMISED.has(words[p])) {
      // "Invoice says three hours": the hours billed, not promised.
      return SAYS.has(words[p]) && BILLED.has(words[p - 1]) ? null : "promised";
    }
    if (ACTUAL.has(words[p])) {
      // "the estimate was one day": the copula follows the promise.
      if (words[p] === "was" || words[p] === "were") {
        for (let q = p - 1; q >= Math.max(0, p - 3); q--) {
          if (PROMISED.has(words[q])) return "promised";
        }
      }
      return "actual";
    }
  }
  return null;
}

/** The lengths a sentence names, in order. */
function durationsOf(words: readonly string[]): Duration[] {
  const found: Duration[] = [];
  for (let p = 0; p < words.length; p++) {
    // "$800" is money, not a length.
    if (CURRENCY_SIGNS.has(words[p - 1])) continue;
    // "ni un día más" (not one day more) names no length.
    if (words[p - 1] === "ni") continue;
    const number = numberAt(words, p);
    if (number === null) continue;
    let next = number.next;
    // "Finished on day 23": the count of days so far, the length taken.
    const counted = UNIT_HOURS.get(words[p - 1]);
    if (
      counted !== undefined && words[p - 2] === "on" && counted >= 24 &&
      /^\d+$/.test(words[p])
    ) {
      found.push({
        hours: number.value * counted,
        count: number.value,
        at: p - 1,
        end: next,
        role: roleBefore(words, p - 2),
      });
      continue;
    }
    // "two full days", "three whole weeks", "ten working days".
    if (
      LENGTH_WORDS.has(words[next]) && UNIT_HOURS.has(words[next + 1])
    ) next++;
    const unit = UNIT_HOURS.get(words[next]);
    if (unit !== undefined) {
      let value = number.value;
      if (andAHalfAt(words, next + 1)) {
        value += 0.5;
        next += 3;
      }
      // "be there in an hour" is when someone comes (punctuality).
      const arrival = words[p - 1] === "in" && ARRIVAL_WORDS.has(words[p - 2]);
      const against = !arrival && isNamedPromise(words, next + 1);
      const role = arrival
        ? null
        : JOB_WORDS.has(words[next + 1]) || against || isInsteadOf(words, p)
        ? "promised"
        : roleBefore(words, p);
      found.push({
        hours: value * unit,
        count: value,
        at: p,
        end: next + 1,
        role,
        against,
      });
      p = next;
      continue;
    }
    // "done in two": a bare number after an outcome, in the promise's unit;
    // "took four days when they said two": after a promise, in the outcome's;
    // "six days instead of the eight he quoted": a promise just after it.
    const after = words[next];
    const against = isNamedPromise(words, next);
    if (!WORDS_OF_ONE.has(words[p]) && (against || isInsteadOf(words, p))) {
      found.push({
        hours: NaN,
        count: number.value,
        at: p,
        end: next,
        role: "promised",
        against,
      });
      continue;
    }
    // "Done by three": a bare number after "by" is an hour, no length.
    if (CLOCK_BEFORE.has(words[p - 1])) continue;
    const role = WORDS_OF_ONE.has(words[p]) ? null : roleBefore(words, p);
    if (
      role !== null &&
      (after === undefined || after === "," || after === "." ||
        after === "and" || after === "when" || after === "y" ||
        after === "cuando")
    ) {
      found.push({ hours: NaN, count: number.value, at: p, end: next, role });
    }
  }
  return found;
}

/**
 * The length a sentence promises without saying how long the job took
 * ("They said the water would be off for one day."), or null.
 *
 * @param sv The sentence.
 * @returns What it promised, for the sentence after it.
 */
export function promisedLengthOf(sv: SentenceView): PromisedLength | null {
  const { tokens, view } = sv;
  const words = view.map((index) => tokens[index].norm);
  if (
    !words.some((word) => UNIT_HOURS.has(word)) ||
    !words.some((word) => PROMISED.has(word)) ||
    words.some((word) => NO_PROMISE.has(word) || BILLED.has(word))
  ) return null;
  const durations = durationsOf(words);
  const promised = durations.find((d) => d.role === "promised");
  if (promised === undefined || Number.isNaN(promised.hours)) return null;
  if (durations.some((d) => d !== promised && d.role !== null)) return null;
  return { hours: promised.hours, count: promised.count };
}

/**
 * Compares how long a job took with how long it was said to take, in the
 * sentence or, when it promises none, in the sentence before it
 * (`SentenceView.promisedBefore`: "They said one day. It took three."): +1
 * when it took no longer, -1 when it ran clearly over, 0 when the two are
 * not both stated.
 */
export function compareDurations(sv: SentenceView): number {
  const { tokens, view } = sv;
  const before = sv.promisedBefore;
  if (
    before === undefined &&
    !view.some((index) => UNIT_HOURS.has(tokens[index].norm))
  ) return 0;
  const words = view.map((index) => tokens[index].norm);
  const durations = durationsOf(words);
  let promised: Duration | undefined = durations.find((d) =>
    d.role === "promised"
  );
  if (promised === undefined && before !== undefined) {
    // Only a length told as the one it took answers the promise before.
    if (
      !durations.some((d) =>
        d.role === "actual" && !NO_ANSWER.has(words[d.end])
      )
    ) return 0;
    promised = { ...before, at: -1, end: -1, role: "promised" };
  }
  if (promised === undefined) return 0;
  const actual = durations.find((d) =>
    d !== promised &&
    (d.role === "actual" || d.at > promised.at ||
      (promised.against === true && d.role === null))
  );
  if (actual === undefined) return 0;
  // A bare number takes the other length's unit; two bare ones say nothing.
  if (Number.isNaN(actual.hours) && Number.isNaN(promised.hours)) return 0;
  const took = Number.isNaN(actual.hours)
    ? actual.count * (promised.hours / promised.count)
    : actual.hours;
  const said = Number.isNaN(promised.hours)
    ? promised.count * (actual.hours / actual.count)
    : promised.hours;
  if (took > said * OVERRUN) return -1;
  return took <= said ? 1 : 0;
}
