import assert from "node:assert/strict";
import {
  createBusiness,
  DEFAULT_COUNT,
  FIRST_DATE,
  generateDataset,
  generateLabeledDataset,
  LAST_DATE,
  serializeDataset,
} from "../../data/generate.ts";
import { ImportDatasetSchema } from "../../lib/schemas/mod.ts";
import type { ImportDataset, ImportReview } from "../../lib/schemas/mod.ts";

const DATA_FILE = new URL("../../data/reviews.json", import.meta.url);
const GENERATOR = new URL("../../data/generate.ts", import.meta.url);

const defaults = generateLabeledDataset();
const { dataset, labels } = defaults;
const reviews = dataset.reviews;
const withText = reviews.filter((r) => r.text !== "");

/** Share of reviews matching a predicate. */
function share(
  items: readonly ImportReview[],
  predicate: (r: ImportReview) => boolean,
): number {
  return items.filter(predicate).length / items.length;
}

/** Asserts lo <= value <= hi with a readable message. */
function assertBetween(value: number, lo: number, hi: number, what: string) {
  assert.ok(
    value >= lo && value <= hi,
    `${what}: ${value.toFixed(4)} not in [${lo}, ${hi}]`,
  );
}

/** Escapes a string for a regular expression. */
function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * A plain dictionary matcher: whole words, longest name first, a shorter
 * name never matching inside a longer one already matched.
 */
function detector(
  entries: ReadonlyArray<{ key: string; names: string[] }>,
  caseSensitive: boolean,
): (text: string) => Set<string> {
  const names = entries.flatMap((e) =>
    e.names.map((name) => ({
      key: e.key,
      re: new RegExp(
        `(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`,
        caseSensitive ? "gu" : "giu",
      ),
      length: name.length,
    }))
  ).sort((a, b) => b.length - a.length);
  return (text) => {
    const taken: Array<[number, number]> = [];
    const found = new Set<string>();
    for (const n of names) {
      for (const m of text.matchAll(n.re)) {
        const start = m.index;
        const end = start + m[0].length;
        if (taken.some(([s, e]) => start < e && end > s)) continue;
        taken.push([start, end]);
        found.add(n.key);
      }
    }
    return found;
  };
}

const business = dataset.business;
const detectServices = detector(
  business.services.map((s) => ({ key: s.id, names: [s.name, ...s.aliases] })),
  false,
);
const detectAreas = detector(
  business.service_areas.map((a) => ({ key: a.name, names: [a.name] })),
  false,
);
const detectTechs = detector(
  business.technicians.map((t) => ({
    key: t.name,
    names: [t.name, ...t.aliases],
  })),
  true,
);

/** "Will" at the start of a sentence used as the verb ("Will definitely..."). */
const MODAL_WILL = /(^|[.!?]\s+)Will (?=definitely|absolutely|not|use|be)/g;

/** Title and text of a review, as the analysis sees them. */
function fullText(r: ImportReview): string {
  return r.title ? `${r.title}\n${r.text}` : r.text;
}

Deno.test("same seed gives identical output, a different seed a different one", () => {
  const a = generateDataset({ count: 300, seed: 7 });
  const b = generateDataset({ count: 300, seed: 7 });
  const c = generateDataset({ count: 300, seed: 8 });
  assert.deepEqual(a, b);
  assert.equal(serializeDataset(a), serializeDataset(b));
  assert.notDeepEqual(a.reviews, c.reviews);
  const texts = new Set(c.reviews.map((r) => r.text));
  const overlap = a.reviews.filter((r) => r.text && texts.has(r.text)).length;
  assert.ok(overlap < 15, `seeds 7 and 8 share ${overlap} texts`);
  assert.deepEqual(generateDataset(), dataset);
  assert.deepEqual(
    generateDataset({ count: DEFAULT_COUNT, seed: undefined }),
    dataset,
  );
});

Deno.test("the dataset parses with ImportDatasetSchema, unchanged", () => {
  const result = ImportDatasetSchema.safeParse(dataset);
  assert.ok(result.success, JSON.stringify(result.error?.issues.slice(0, 5)));
  // Parsing adds no defaults and trims nothing: re-importing is a no-op.
  assert.deepEqual(result.data, dataset);
  const small = generateDataset({ count: 0 });
  assert.equal(small.reviews.length, 0);
  assert.ok(ImportDatasetSchema.safeParse(small).success);
});

Deno.test("the dataset leaves out derived members", () => {
  assert.deepEqual(Object.keys(dataset), ["business", "reviews"]);
  for (const r of reviews) {
    assert.deepEqual(Object.keys(r), [
      "id",
      "rating",
      "date",
      "title",
      "text",
      "author",
      "source",
      "verified",
      "response",
    ]);
  }
});

Deno.test("data/reviews.json is exactly what the generator produces by default", async () => {
  const committed = await Deno.readTextFile(DATA_FILE);
  const expected = serializeDataset(generateDataset());
  assert.ok(
    committed === expected,
    "data/reviews.json is stale: run `deno task generate`",
  );
  assert.ok(committed.startsWith('{\n  "business": {\n    "id"'));
});

Deno.test("the business record is complete and plausible", () => {
  assert.deepEqual(business, createBusiness());
  assert.ok(business.telephone.includes("555"));
  assert.equal(business.emergency_service, true);
  assert.ok(business.opening_hours.length > 0);
  assert.ok(business.description && business.description.length > 40);
  assertBetween(business.services.length, 12, 16, "services");
  assertBetween(business.technicians.length, 6, 10, "technicians");
  assertBetween(business.service_areas.length, 8, 12, "service areas");
  const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
  for (const s of business.services) {
    assert.match(s.id, kebab);
    assert.ok(s.aliases.length >= 3, `${s.id} has few aliases`);
  }
  for (const a of business.service_areas) assert.match(a.id, kebab);
  for (const t of business.technicians) {
    assert.match(t.name, /^\S+ \S+$/, "technicians have full names");
    assert.ok(t.aliases.length >= 1);
  }
  // No alias belongs to two services or two technicians.
  for (
    const list of [business.services, business.technicians] as Array<
      Array<{ id: string; name: string; aliases: string[] }>
    >
  ) {
    const seen = new Map<string, string>();
    for (const e of list) {
      for (const n of [e.name, ...e.aliases]) {
        const key = n.toLowerCase();
        assert.ok(
          !seen.has(key) || seen.get(key) === e.id,
          `"${n}" is used by ${seen.get(key)} and ${e.id}`,
        );
        seen.set(key, e.id);
      }
    }
  }
  // A technician whose first name is a common English word.
  assert.ok(business.technicians.some((t) => t.aliases.includes("Will")));
});

Deno.test("reviews are newest first with stable ids that grow with the date", () => {
  assert.equal(reviews.length, DEFAULT_COUNT);
  const ids = new Set(reviews.map((r) => r.id));
  assert.equal(ids.size, reviews.length);
  for (let i = 1; i < reviews.length; i++) {
    const a = reviews[i - 1];
    const b = reviews[i];
    assert.ok(a.date >= b.date, `${a.id} ${a.date} before ${b.id} ${b.date}`);
    assert.ok(a.id > b.id, `${a.id} should come before ${b.id}`);
  }
  assert.equal(reviews.at(-1)!.id, "r-000001");
  assert.equal(reviews[0].id, `r-000${DEFAULT_COUNT}`);
});

Deno.test("ratings follow the intended distribution", () => {
  const expected: Record<number, [number, number]> = {
    5: [0.52, 0.68],
    4: [0.12, 0.24],
    3: [0.03, 0.11],
    2: [0.02, 0.09],
    1: [0.06, 0.14],
  };
  for (const [rating, [lo, hi]] of Object.entries(expected)) {
    assertBetween(
      share(reviews, (r) => r.rating === Number(rating)),
      lo,
      hi,
      `${rating}-star share`,
    );
  }
});

Deno.test("dates span 2019-2025 and recent years are denser", () => {
  const byYear = new Map<number, number>();
  for (const r of reviews) {
    assert.ok(r.date >= FIRST_DATE && r.date <= LAST_DATE, r.date);
    const y = Number(r.date.slice(0, 4));
    byYear.set(y, (byYear.get(y) ?? 0) + 1);
  }
  assert.deepEqual([...byYear.keys()].sort(), [
    2019,
    2020,
    2021,
    2022,
    2023,
    2024,
    2025,
  ]);
  assert.ok(byYear.get(2025)! > 2 * byYear.get(2019)!);
  assert.ok(byYear.get(2024)! > byYear.get(2021)!);
  // AC work clusters in summer, furnace work in winter.
  const months = (id: string) =>
    labels.filter((l) => l.services.includes(id)).map((l) =>
      Number(reviews.find((r) => r.id === l.id)!.date.slice(5, 7))
    );
  const summer = (m: number) => m >= 5 && m <= 9;
  const ac = months("ac-repair");
  const furnace = months("furnace-repair");
  assert.ok(ac.filter(summer).length > ac.length * 0.6);
  assert.ok(furnace.filter(summer).length < furnace.length * 0.25);
});

Deno.test("rating-only reviews, titles, sources and verification", () => {
  const ratingOnly = reviews.filter((r) => r.text === "");
  assertBetween(ratingOnly.length / reviews.length, 0.07, 0.13, "rating-only");
  for (const r of ratingOnly) assert.equal(r.title, null);
  assertBetween(share(withText, (r) => r.title !== null), 0.3, 0.65, "titled");
  const sources = new Map<string, number>();
  for (const r of reviews) {
    sources.set(r.source, (sources.get(r.source) ?? 0) + 1);
  }
  assert.deepEqual([...sources.keys()].sort(), [
    "angi",
    "facebook",
    "google",
    "nextdoor",
    "website",
    "yelp",
  ]);
  assert.ok(sources.get("google")! > sources.get("yelp")!);
  const unverified = reviews.filter((r) => !r.verified).length;
  assert.ok(unverified >= 4 && unverified <= 24, `${unverified} unverified`);
  for (const r of reviews) {
    assert.match(r.author.name, /^[A-Z][a-z]+( [A-Z]\.| [A-Z][a-z]+)?$/);
  }
});

Deno.test("owner replies: about a third, more on negative reviews, dated after", () => {
  const replied = reviews.filter((r) => r.response !== null);
  assertBetween(replied.length / reviews.length, 0.25, 0.35, "replied");
  const negative = reviews.filter((r) => r.rating <= 2);
  const positive = reviews.filter((r) => r.rating >= 4);
  assert.ok(
    share(negative, (r) => r.response !== null) >
      2 * share(positive, (r) => r.response !== null),
  );
  for (const r of replied) {
    assert.ok(r.response!.date >= r.date, `${r.id} reply before review`);
    assert.ok(r.response!.date <= LAST_DATE);
    assert.ok(r.response!.text.trim() === r.response!.text);
    assert.ok(r.response!.text.length > 20);
  }
});

Deno.test("texts are varied and consistent with their ratings", () => {
  const unique = new Set(withText.map((r) => r.text)).size;
  assert.ok(unique / withText.length > 0.97, `${unique} unique texts`);
  const sentences = withText.flatMap((r) => r.text.split(/(?<=[.!?])\s+/));
  const distinct = new Set(sentences).size;
  assert.ok(
    distinct / sentences.length > 0.45,
    `${distinct} distinct sentences`,
  );
  for (const r of withText) {
    assert.ok(r.text.length <= 20_000);
    assert.equal(r.text, r.text.trim());
    assert.match(r.text, /^[A-Z0-9$]/, `${r.id} starts lower-case`);
    assert.match(r.text, /[.!?]$/, `${r.id} ends without punctuation`);
    assert.doesNotMatch(r.text, /[{}[\]|]|\s{2}|\s[,.]/, r.id);
  }
  // Sentiment of the statements follows the rating.
  for (const [i, l] of labels.entries()) {
    const r = reviews[i];
    if (r.text === "") {
      assert.deepEqual(l.aspects, [], r.id);
      continue;
    }
    const neg = l.aspects.filter((a) => a.sentiment === "negative").length;
    const pos = l.aspects.filter((a) => a.sentiment === "positive").length;
    if (r.rating === 5) assert.equal(neg, 0, r.id);
    if (r.rating === 1) assert.ok(neg > 0 && pos <= 2, r.id);
  }
  const text = withText.map((r) => r.text).join("\n");
  for (
    const phrase of [
      "no complaints",
      "didn't leave a mess",
      "not cheap",
      "no-show",
      "rescheduled",
      "upsell",
      "higher than",
      "2am",
    ]
  ) {
    assert.ok(text.toLowerCase().includes(phrase), `no "${phrase}"`);
  }
  // Mixed reviews: praise and a complaint in one review.
  const mixed = labels.filter((l) =>
    l.aspects.some((a) => a.sentiment === "positive") &&
    l.aspects.some((a) => a.sentiment === "negative")
  );
  assert.ok(mixed.length > reviews.length * 0.08);
});

Deno.test("labels match the text: services and areas by their names", () => {
  for (const [i, r] of reviews.entries()) {
    const l = labels[i];
    assert.equal(l.id, r.id);
    const text = fullText(r);
    assert.deepEqual(
      [...detectServices(text)].sort(),
      [...l.services].sort(),
      `${r.id}: ${text}`,
    );
    const areas = [...detectAreas(text)];
    assert.deepEqual(areas, l.service_area ? [l.service_area] : [], r.id);
  }
});

Deno.test("labels match the text: technicians, with 'Will' as a trap", () => {
  let modal = 0;
  let lowerWill = 0;
  let namedWill = 0;
  for (const [i, r] of reviews.entries()) {
    const l = labels[i];
    const text = fullText(r);
    const stripped = text.replace(MODAL_WILL, (m) => {
      modal++;
      return m.replace("Will", "will");
    });
    assert.deepEqual(
      [...detectTechs(stripped)].sort(),
      [...l.technicians].sort(),
      `${r.id}: ${text}`,
    );
    if (/\bwill\b/.test(text) && !l.technicians.includes("Will Chen")) {
      lowerWill++;
    }
    if (l.technicians.includes("Will Chen")) namedWill++;
  }
  assert.ok(namedWill >= 15, `Will Chen named in ${namedWill} reviews`);
  assert.ok(lowerWill >= 30, `"will" as a word in ${lowerWill} reviews`);
  assert.ok(modal >= 3, `sentence-initial modal "Will" in ${modal} reviews`);
});

Deno.test("every technician, service and area is mentioned, in several forms", () => {
  const count = (pick: (l: typeof labels[number]) => string[]) => {
    const m = new Map<string, number>();
    for (const l of labels) {
      for (const k of pick(l)) m.set(k, (m.get(k) ?? 0) + 1);
    }
    return m;
  };
  const techs = count((l) => l.technicians);
  const services = count((l) => l.services);
  const areas = count((l) => (l.service_area ? [l.service_area] : []));
  for (const t of business.technicians) {
    assert.ok(
      (techs.get(t.name) ?? 0) >= 10,
      `${t.name}: ${techs.get(t.name)}`,
    );
  }
  for (const s of business.services) {
    assert.ok(
      (services.get(s.id) ?? 0) >= 10,
      `${s.id}: ${services.get(s.id)}`,
    );
  }
  for (const a of business.service_areas) {
    assert.ok((areas.get(a.name) ?? 0) >= 4, `${a.name}: ${areas.get(a.name)}`);
  }
  const text = withText.map(fullText).join("\n");
  assert.ok(text.includes("Michael Torres"), "full name");
  assert.ok(/\bMike\b/.test(text), "first name");
  assert.ok(/\bMikey\b/.test(text), "nickname");
  // Everyday service names, not only catalogue names.
  for (const alias of ["AC", "tankless", "clogged drain", "sewer", "furnace"]) {
    assert.ok(
      new RegExp(`\\b${alias}\\b`, "i").test(text),
      `alias "${alias}" never used`,
    );
  }
  // A worse-rated technician exists, so entity insights have something to show.
  const avg = (name: string) => {
    const rs = labels.filter((l) => l.technicians.includes(name)).map((l) =>
      reviews.find((r) => r.id === l.id)!.rating
    );
    return rs.reduce((a, b) => a + b, 0) / rs.length;
  };
  assert.ok(avg("Kevin O'Brien") < avg("Jasmine Brooks"));
});

Deno.test("options are validated", () => {
  assert.throws(() => generateDataset({ count: -1 }), RangeError);
  assert.throws(() => generateDataset({ count: 1.5 }), RangeError);
  assert.throws(() => generateDataset({ seed: Number.NaN }), RangeError);
  assert.equal(generateDataset({ count: 3, seed: -42 }).reviews.length, 3);
  assert.equal(generateDataset({ count: 3, seed: 2 ** 40 }).reviews.length, 3);
});

// Its speed is measured by bench/scale_bench.ts: a timed test flakes on a
// loaded machine.
Deno.test("100,000 reviews: distinct ids, newest first, valid", () => {
  const big = generateDataset({ count: 100_000, seed: 1 });
  assert.equal(big.reviews.length, 100_000);
  assert.equal(new Set(big.reviews.map((r) => r.id)).size, 100_000);
  assert.equal(big.reviews[0].id, "r-100000");
  assert.equal(big.reviews.at(-1)!.id, "r-000001");
  for (let i = 1; i < big.reviews.length; i++) {
    assert.ok(big.reviews[i - 1].date >= big.reviews[i].date);
  }
  const sample: ImportDataset = { ...big, reviews: big.reviews.slice(0, 2000) };
  assert.ok(ImportDatasetSchema.safeParse(sample).success);
  const five = big.reviews.filter((r) => r.rating === 5).length / 100_000;
  assertBetween(five, 0.58, 0.62, "5-star share at 100k");
});

Deno.test("the command line writes the requested dataset", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const out = `${dir}/out.json`;
    const ok = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--allow-read",
        "--allow-write",
        GENERATOR.pathname,
        "--count",
        "25",
        "--seed=3",
        "--out",
        out,
      ],
      stdout: "null",
      stderr: "piped",
    }).output();
    assert.equal(ok.code, 0, new TextDecoder().decode(ok.stderr));
    assert.equal(
      await Deno.readTextFile(out),
      serializeDataset(generateDataset({ count: 25, seed: 3 })),
    );
    const bad = await new Deno.Command(Deno.execPath(), {
      args: ["run", GENERATOR.pathname, "--count", "many"],
      stdout: "null",
      stderr: "piped",
    }).output();
    assert.equal(bad.code, 2);
    assert.match(new TextDecoder().decode(bad.stderr), /--count/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
