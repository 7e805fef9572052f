/**
 * Reviews pasted from text-message threads, e-mails and voicemail
 * transcripts carry the marks of their format: timestamps ("[3:42 PM]",
 * "[Thu 8:30 PM]", "Tue 4:18 PM:"), forwarded-message headers with their
 * From:/To: lines, and "Sent from my iPhone" footers. They say when a line
 * was written, not when anybody arrived: read as words, "PM" before a name
 * made it someone's project manager, a timestamp read as an arrival time,
 * and header words fed the model. They are blanked before the text is
 * read, with spaces of the same length so that offsets hold.
 *
 * A timestamp's brackets stay, so that the name after one still opens its
 * line ("[5:47 PM] Richie: on my way"). Clock times in the reviewer's own
 * sentences ("showed up at 4:40 PM") are not marks and are kept.
 *
 * @module
 */

/** The day or date before a timestamp's time: "Thu", "Jan 9,", "6/3". */
const DAY = String
  .raw`(?:\b(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b\.?,?\s+|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?\s+\d{1,2},?\s+|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?,?\s+)?`;

/** A clock time with its day or date, and AM/PM: "Thu 8:30 PM", "6/3 9:12 AM". */
const CLOCK = String.raw`${DAY}\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?`;

/** A bracketed timestamp: "[3:42 PM]", "[Thu 8:30 PM]", "[4:00]". */
const BRACKETED = new RegExp(String.raw`\[(\s*${CLOCK}\s*)\]`, "gi");

/**
 * A timestamp that ends the label of a quoted message: "Voicemail from
 * DeShawn 9:05 AM:", "Screenshot of my text to the office, 3:50 PM:". The
 * label names a message; "Appointment was 2:30 PM: he showed up at 5:10"
 * is the reviewer's own time.
 */
const LABEL_TIME = new RegExp(
  String
    .raw`(\b(?:voice ?mails?|texts?|texted|messages?|msgs?|e-?mails?|screenshots?|dms?|repl(?:y|ied)|wrote|called|calls?)\b[^\n:.!?]{0,40}?)(${DAY}\d{1,2}:\d{2}\s*[ap]\.?m\.?)(?=\s*:)`,
  "gi",
);

/** Whole lines of a forwarded message's banner, and device footers. */
const FORMAT_LINES = [
  /^[ \t]*-{2,}[ \t]*(?:forwarded|original)[ \t]+message[ \t]*-{2,}[ \t]*$\n?/gim,
  /^[ \t]*[-—–]*[ \t]*sent from my [^\n]*$\n?/gim,
];

/** A header line of an e-mail: "From: me", "To: Will (husband)". */
const HEADER_LINE = /^[ \t]*(?:from|to|cc|date|sent):[^\n]*$\n?/gim;

/** The label of any header line, subject included, for counting them. */
const HEADER_LABEL = /^[ \t]*(?:from|to|cc|date|sent|subject):/gim;

/** The label of a subject line; its words are the writer's own. */
const SUBJECT_LABEL = /^[ \t]*subject:/gim;

/** The banner of a forwarded message. */
const BANNER = /^[ \t]*-{2,}[ \t]*(?:forwarded|original)[ \t]+message/im;

/**
 * Whether a text's header-like lines are an e-mail's header: under a
 * forwarded banner, three of them, or two with a subject. "From: the
 * moment they arrived, great. To: anyone reading, hire them." is the
 * reviewer's own.
 */
function isMailHeader(text: string): boolean {
  if (BANNER.test(text)) return true;
  const labels = (text.match(HEADER_LABEL) ?? []).length;
  return labels >= 3 || (labels === 2 && /^[ \t]*subject:/im.test(text));
}

/** Spaces in place of the text, newlines kept. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, " ");
}

/**
 * Spaces in place of a whole line and its newline: a line left blank
 * would still be a line break the sentences are read with.
 */
function blankLine(text: string): string {
  return " ".repeat(text.length);
}

/** Whether a text may hold any mark (most reviews hold none). */
const ANY_MARK =
  /\d:\d\d|^[ \t]*(?:-{2,}|from:|to:|cc:|date:|sent|subject:|[-—–])/im;

/**
 * The text with the marks of a pasted thread, e-mail or voicemail blanked
 * out: bracketed timestamps (the brackets kept), timestamps that end a
 * line's label, forwarded-message header lines, a subject's label and
 * "Sent from my …" footers. The result has the length of the text.
 *
 * @param text The review text.
 * @returns The text with its format marks replaced by spaces.
 */
export function threadSource(text: string): string {
  // Most reviews hold no mark: skip the replacements (held to the plain
  // path, `blankThreadMarks`, by its test).
  if (!ANY_MARK.test(text)) return text;
  return blankThreadMarks(text);
}

/**
 * The plain path of `threadSource`: every mark blanked, for a text that
 * may hold any.
 *
 * @param text The review text.
 * @returns The text with its format marks replaced by spaces.
 */
export function blankThreadMarks(text: string): string {
  let source = text.replace(
    BRACKETED,
    (_, inner: string) => `[${blank(inner)}]`,
  );
  source = source.replace(
    LABEL_TIME,
    (_, label: string, time: string) => label + blank(time),
  );
  for (const line of FORMAT_LINES) source = source.replace(line, blankLine);
  if (!isMailHeader(text)) return source;
  source = source.replace(HEADER_LINE, blankLine);
  return source.replace(SUBJECT_LABEL, blank);
}
