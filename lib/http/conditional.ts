/**
 * Conditional GET: the validators of a representation (ETag, Last-Modified),
 * its headers computed once, and 304 answers to `If-None-Match` and
 * `If-Modified-Since`.
 *
 * @module
 */
import { CORS_HEADERS } from "./responses.ts";

/** Validators of a representation. */
export interface Validators {
  /** Strong entity tag, quoted. */
  etag: string;
  /** HTTP date. */
  lastModified: string;
}

const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/**
 * Whether a GET or HEAD may be answered 304: `If-None-Match` (a list or `*`,
 * weak comparison) takes precedence over `If-Modified-Since`.
 */
export function isNotModified(
  request: Request,
  validators: Validators,
): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    if (ifNoneMatch === validators.etag || ifNoneMatch.trim() === "*") {
      return true;
    }
    const opaque = validators.etag.replace(/^W\//, "");
    for (const tag of ifNoneMatch.match(ENTITY_TAG) ?? []) {
      if (tag.replace(/^W\//, "") === opaque) return true;
    }
    return false;
  }
  const ifModifiedSince = request.headers.get("if-modified-since");
  if (ifModifiedSince !== null) {
    const since = parseHttpDate(ifModifiedSince);
    const modified = Date.parse(validators.lastModified);
    if (since !== null && !Number.isNaN(modified)) return modified <= since;
  }
  return false;
}

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
const MONTH = `(${MONTHS.join("|")})`;
const TIME = "(\\d{2}):(\\d{2}):(\\d{2})";
const WEEKDAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
/** IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`. */
const IMF_FIXDATE = new RegExp(
  `^${WEEKDAY}, (\\d{2}) ${MONTH} (\\d{4}) ${TIME} GMT$`,
);
/** The obsolete RFC 850 form: `Sunday, 06-Nov-94 08:49:37 GMT`. */
const RFC_850 = new RegExp(
  `^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, (\\d{2})-${MONTH}-(\\d{2}) ${TIME} GMT$`,
);
/** The obsolete asctime form: `Sun Nov  6 08:49:37 1994`. */
const ASCTIME = new RegExp(
  `^${WEEKDAY} ${MONTH} ([ \\d]\\d) ${TIME} (\\d{4})$`,
);

/**
 * Reads an HTTP-date (RFC 9110 §5.6.7: IMF-fixdate or one of the two
 * obsolete forms) as epoch milliseconds, or null for anything else, which a
 * recipient must ignore: `Date.parse` would also read "2099-01-01" or
 * "Jan 1, 2099" and answer 304 to them.
 */
export function parseHttpDate(value: string): number | null {
  // [year, month (0-11), day, hours, minutes, seconds]
  let fields: number[];
  let match: RegExpExecArray | null;
  if ((match = IMF_FIXDATE.exec(value))) {
    const [, day, month, year, ...time] = match;
    fields = [
      Number(year),
      MONTHS.indexOf(month),
      Number(day),
      ...time.map(Number),
    ];
  } else if ((match = RFC_850.exec(value))) {
    const [, day, month, yy, ...time] = match;
    // Two-digit years: RFC 9110 reads one more than 50 years ahead as past.
    const year = 2000 + Number(yy);
    const past = year - new Date().getUTCFullYear() > 50 ? year - 100 : year;
    fields = [past, MONTHS.indexOf(month), Number(day), ...time.map(Number)];
  } else if ((match = ASCTIME.exec(value))) {
    const [, month, day, hours, minutes, seconds, year] = match;
    fields = [
      Number(year),
      MONTHS.indexOf(month),
      Number(day),
      ...[hours, minutes, seconds].map(Number),
    ];
  } else {
    return null;
  }
  const [year, month, day, hours, minutes, seconds] = fields;
  const time = Date.UTC(year, month, day, hours, minutes, seconds);
  const date = new Date(time);
  // An impossible day ("31 Feb") or time ("25:00:00") rolls over: not a date.
  const read = [
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
  return read.every((field, i) => field === fields[i]) ? time : null;
}

/** Cache policy of dataset answers: cacheable, but revalidate each time. */
const CACHE_CONTROL = "public, no-cache";

/** A body with its validators and the exact headers of 200 and 304 answers. */
export interface PreparedRepresentation extends Validators {
  /** The body. */
  body: BodyInit | null;
  /** Headers of a 200 answer. */
  okHeaders: Record<string, string>;
  /** Headers of a 304 answer: the validators, no content headers. */
  notModifiedHeaders: Record<string, string>;
}

/** Computes the headers of a representation once, for every request. */
export function prepareRepresentation(
  representation: Validators & { body: BodyInit | null; contentType: string },
  extraHeaders: Record<string, string> = {},
): PreparedRepresentation {
  const notModifiedHeaders = {
    ...CORS_HEADERS,
    etag: representation.etag,
    "last-modified": representation.lastModified,
    "cache-control": CACHE_CONTROL,
    ...extraHeaders,
  };
  return {
    body: representation.body,
    etag: representation.etag,
    lastModified: representation.lastModified,
    okHeaders: {
      ...notModifiedHeaders,
      "content-type": representation.contentType,
    },
    notModifiedHeaders,
  };
}

/**
 * Answers a GET/HEAD with the body and its validators, or 304 with an empty
 * body when the request's validator matches.
 */
export function conditionalResponse(
  request: Request,
  representation: PreparedRepresentation,
): Response {
  if (isNotModified(request, representation)) {
    return new Response(null, {
      status: 304,
      headers: representation.notModifiedHeaders,
    });
  }
  return new Response(representation.body, {
    headers: representation.okHeaders,
  });
}
