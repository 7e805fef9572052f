/**
 * The words `arrival_times.ts` reads around times of day: arrival verbs,
 * the prepositions and articles before a time, the words that make a time
 * the agreed one, window links, messages that arrive without anyone, the
 * parts of the day agreed as a window, and the concession "technically".
 *
 * @module
 */

/** Words that tell someone arrived ("showed up", "rang", "llegó"). */
export const ARRIVAL_VERBS = new Set([
  "arrive",
  "arrived",
  "show",
  "showed",
  "shown",
  "come",
  "came",
  "get",
  "got",
  "turn",
  "turned",
  "rock",
  "rocked",
  "roll",
  "rolled",
  "pull",
  "pulled",
  "pitched",
  // Told with a manner: "strolled in at 11", "materialised at 12:40".
  "appeared",
  "materialised",
  "materialized",
  "strolled",
  "sauntered",
  "waltzed",
  "breezed",
  "wandered",
  "moseyed",
  "swanned",
  "knock",
  "knocked",
  // Told in the present, as stories are ("he rolls in at quarter after
  // 4", "the tech shows up at 4 for an 8 to 12 window"; `isArrival`
  // takes "shows" only before "up").
  "arrives",
  "shows",
  "comes",
  "turns",
  "rolls",
  "pulls",
  "strolls",
  "saunters",
  "waltzes",
  "breezes",
  "moseys",
  "knocks",
  // A camera shows the arrival: "Ring shows Richie pulling up at 7:58".
  "pulling",
  "arriving",
  // "The doorbell rang at 10:04", "he was at the door at 7:25".
  "rang",
  "buzzed",
  "door",
  "here",
  "there",
  // Spanish and French ("llegó a las 11", "arrivé à 11h").
  "llegó",
  "llego",
  "llegaron",
  "llegaba",
  "apareció",
  "aparecieron",
  "vino",
  "vinieron",
  "presentó",
  "arrivé",
  "arrivée",
  "arrivés",
  "arrivait",
  "venu",
  "venus",
  "débarqué",
  "pointé",
]);
/** Words before an arrival's time ("at 11", "around noon", "a las 11"). */
export const TIME_PREPOSITIONS = new Set([
  "at",
  "around",
  "about",
  "after",
  "past",
  // British "turned up gone two".
  "gone",
  "hacia",
  "pasadas",
  "después",
  "à",
  "vers",
  "après",
  "passé",
]);
/** Articles between a preposition and a time ("a las 11", "vers les 10h"). */
export const TIME_ARTICLES = new Set(["las", "la", "les"]);
/** Words before a time that make it the agreed one ("said 10", "booked for 9"). */
export const AGREED_BEFORE = new Set([
  "said",
  "say",
  "says",
  "told",
  "promised",
  "booked",
  "scheduled",
  "confirmed",
  "for",
]);
/**
 * Words shortly before a time, after an arrival, that make it the agreed
 * one ("arrived at 11 and the appointment was at 9", "à 11h au lieu de 9h").
 */
export const AGREED_MARKERS = new Set([
  "appointment",
  "appt",
  "slot",
  "window",
  "booking",
  "booked",
  "scheduled",
  "supposed",
  "expected",
  "promised",
  "instead",
  "cita",
  "agendado",
  "agendada",
  "programado",
  "programada",
  "quedamos",
  "esperaba",
  "esperábamos",
  "rendez-vous",
  "rdv",
  "prévu",
  "prévue",
  "attendait",
  "lieu",
]);
/** What an agreed time after an arrival names ("at 11 for an 8 o'clock start"). */
export const AGREED_AFTER = new Set([
  "start",
  "slot",
  "appointment",
  "appt",
  "booking",
  "visit",
  "call",
  "time",
  "window",
  "cita",
]);
/** Words that join the two ends of a window ("8 and 10", "de 8 a 10"). */
export const WINDOW_LINKS = new Set([
  "and",
  "to",
  "-",
  "–",
  "until",
  "till",
  "y",
  "a",
  "hasta",
  "et",
  "à",
]);
/** Window links that never join anything but a range ("noon to four"). */
export const RANGE_WORDS = new Set([
  "to",
  "-",
  "–",
  "until",
  "till",
  "hasta",
  "à",
]);
/** Things that come without anyone arriving ("the text came at 8"). */
export const MESSAGES = new Set([
  "text",
  "call",
  "message",
  "email",
  "reply",
  "quote",
  "bill",
  "invoice",
  "part",
  "parts",
  "mensaje",
  "texto",
]);
/** Words after "get" that make it no arrival ("get off work", "got up"). */
export const NOT_ARRIVING_AFTER_GET = new Set(["off", "up", "home"]);

/** Words that grant an arrival on time only in the letter ("technically"). */
export const CONCEDING = new Set([
  "technically",
  "técnicamente",
  "tecnicamente",
  "techniquement",
]);
/**
 * Parts of the day agreed as a window ("a morning window", "booked the
 * afternoon slot", "window was 'morning'"), as hours from and to.
 */
export const DAY_PERIODS: ReadonlyMap<string, [number, number]> = new Map([
  ["morning", [7, 12]],
  ["afternoon", [12, 17]],
  ["evening", [17, 20]],
]);
