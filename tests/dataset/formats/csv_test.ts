import assert from "node:assert/strict";
import {
  ANONYMOUS_CSV_AUTHOR,
  DEFAULT_CSV_SOURCE,
  looksLikeCsv,
  mapCsv,
} from "../../../lib/dataset/formats/csv.ts";
import { PLATFORM_FIXTURES } from "../../helpers/platforms.ts";

async function fixture(name: string): Promise<string> {
  return await Deno.readTextFile(`${PLATFORM_FIXTURES}/${name}`);
}

Deno.test("mapCsv: BOM, quoting, newlines in fields, non-ASCII", async () => {
  const text = await fixture("reviews.csv");
  assert.ok(text.startsWith("\uFEFF"), "the fixture has a BOM");
  const { reviews, issues } = mapCsv(text, { timeZone: "America/Chicago" });
  assert.deepEqual(issues, []);
  assert.equal(reviews.length, 4);
  assert.deepEqual(reviews[0], {
    id: "sheet-001",
    rating: 5,
    date: "2025-04-02",
    title: "Great job, fast",
    text:
      'Maria López fixed the water heater.\nShe said: "it\'s the anode". Très bien!',
    author: { name: "Renée Côté" },
    source: "website",
    verified: true,
    response: { text: "Merci, Renée!", date: "2025-04-03" },
    source_url: "https://brightline.example/testimonials#1",
  });
  assert.equal(reviews[1].title, null);
  assert.equal(reviews[1].verified, true, "yes");
  // A timestamp is a day in the business's zone: 03:30 UTC is the 5th.
  assert.equal(reviews[2].date, "2025-04-05");
  assert.equal(reviews[2].author.name, ANONYMOUS_CSV_AUTHOR);
  assert.equal(reviews[2].source, DEFAULT_CSV_SOURCE);
  assert.equal(reviews[3].verified, false);
});

Deno.test("mapCsv: only id, rating and date are required", () => {
  const { reviews, issues } = mapCsv("rating,id,date\n4,a1,2025-01-02\n", {
    timeZone: "UTC",
  });
  assert.deepEqual(issues, []);
  assert.deepEqual(reviews[0], {
    id: "a1",
    rating: 4,
    date: "2025-01-02",
    title: null,
    text: "",
    author: { name: ANONYMOUS_CSV_AUTHOR },
    source: DEFAULT_CSV_SOURCE,
    verified: true,
    response: null,
    source_url: null,
  });
});

Deno.test("mapCsv: problems name the line (of the record's start) and the column", async () => {
  const { reviews, issues } = mapCsv(await fixture("bad/reviews.csv"), {
    timeZone: "UTC",
  });
  assert.deepEqual(reviews, []);
  assert.deepEqual(
    issues.map((issue) =>
      `line ${issue.line}: ${issue.path}: ${issue.message}`
    ),
    [
      "line 7: rating: must be 1–5",
      "line 8: date: must be a date YYYY-MM-DD (or an RFC 3339 timestamp)",
    ],
  );
});

Deno.test("mapCsv: header problems, duplicates, URLs, verified values", () => {
  const header = mapCsv("id,stars,date\nx,5,2025-01-01\n", { timeZone: "UTC" });
  assert.deepEqual(
    header.issues.map((issue) => `${issue.line} ${issue.path} ${issue.code}`),
    ["1 stars unknown_column", "1 rating missing_column"],
  );
  const rows = mapCsv(
    [
      "id,rating,date,source_url,verified,response_text",
      "a,5,2025-01-01,ftp://example.com/x,true,",
      "a,5,2025-01-01,,maybe,",
      "b,5,2025-01-01,,,Thanks",
    ].join("\n"),
    { timeZone: "UTC" },
  );
  assert.deepEqual(
    rows.issues.map((issue) => `${issue.line} ${issue.path}: ${issue.message}`),
    [
      "2 source_url: must be an http(s) URL",
      // Ids are compared whatever else is wrong with either row.
      '3 id: duplicate id "a" (first on line 2)',
      "3 verified: must be true or false",
      "4 response_date: required when response_text is given",
    ],
  );
  const duplicate = mapCsv("id,rating,date\na,5,2025-01-01\na,4,2025-01-02\n", {
    timeZone: "UTC",
  });
  assert.deepEqual(
    duplicate.issues.map((issue) => [issue.line, issue.message]),
    [
      [3, 'duplicate id "a" (first on line 2)'],
    ],
  );
});

Deno.test("mapCsv: a quote never closed is a problem with its line", async () => {
  const { issues } = mapCsv(await fixture("bad/unclosed.csv"), {
    timeZone: "UTC",
  });
  assert.equal(issues.length, 1);
  assert.equal(issues[0].line, 2);
  assert.match(issues[0].message, /not valid CSV: Quote Not Closed/);
});

Deno.test("looksLikeCsv: a header with id and rating", () => {
  assert.ok(looksLikeCsv("\uFEFFid,rating,date\n"));
  assert.ok(looksLikeCsv('"ID","Rating","Date"\r\n'));
  assert.ok(!looksLikeCsv("Just some notes\n"));
});

Deno.test("mapCsv: a record of the wrong length is reported and the rows after it still checked", () => {
  const { reviews, issues } = mapCsv(
    [
      "id,rating,date",
      "a,5,2025-01-01",
      "b,4,2025-01-02,extra",
      "c,9,2025-01-03",
    ].join("\n"),
    { timeZone: "UTC" },
  );
  assert.deepEqual(reviews, []);
  assert.deepEqual(
    issues.map((issue) => `${issue.line} ${issue.path} ${issue.code}`),
    ["3 (the file) invalid_csv", "4 rating invalid_format"],
  );
  assert.match(issues[0].message, /not valid CSV: Invalid Record Length/);
});
