/**
 * The pages, the embed and the widget in a real browser (Debian's chromium
 * via playwright-core): content with JavaScript off against /reviews.json,
 * axe-core on every page kind, no cookies, no foreign requests, JSON-LD,
 * paging, the embed and the widget on a page of another origin, and the
 * screenshots of `/`.
 */
import nodeAssert from "node:assert/strict";
import {
  axeViolations,
  COLOUR_RULES,
  launchBrowser,
} from "../helpers/browser.ts";
import { ROOT_PATH } from "../helpers/data.ts";
import { recordTraffic, serveHostPage } from "../helpers/host_page.ts";
import { startPageService } from "../helpers/page_service.ts";
import type { ReviewsDataset } from "../../lib/schemas/mod.ts";
import { formatDate } from "../../lib/pages/format.ts";

// Browser globals, used inside `page.evaluate` callbacks (they run in the
// page, not in Deno).
// deno-lint-ignore no-explicit-any
declare const document: any;
// deno-lint-ignore no-explicit-any
declare const innerWidth: any;
// deno-lint-ignore no-explicit-any
declare const requestAnimationFrame: any;
// deno-lint-ignore no-explicit-any
declare const PerformanceObserver: any;

const ARTIFACTS = `${ROOT_PATH}tests/e2e/artifacts`;
const SAMPLE = `${ROOT_PATH}data/reviews.json`;

Deno.test("pages in a real browser: content, accessibility, privacy, paging, embeds, screenshots", async (t) => {
  await using server = await startPageService(SAMPLE);
  await using browser = await launchBrowser();
  await using host = await serveHostPage(server.url);
  const origin = server.url;
  const dataset: ReviewsDataset = await (await fetch(`${origin}/reviews.json`))
    .json();
  const kinds = [
    "/",
    "/search?rating=5",
    "/search?rating=9",
    `/reviews/${encodeURIComponent(dataset.reviews[0].id)}`,
    `/technicians/${dataset.business.technicians[0].id}`,
    `/services/${dataset.business.services[0].id}`,
    "/no/such/page",
    "/embed",
  ];

  await t.step(
    "with JavaScript off, / shows what /reviews.json says",
    async () => {
      await using context = await browser.browser.newContext({
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      nodeAssert.equal(await page.locator("h1").count(), 1);
      nodeAssert.equal(
        await page.locator("h1").innerText(),
        dataset.business.name,
      );
      const aggregate = dataset.aggregate_rating;
      nodeAssert.match(
        await page.locator("main").innerText(),
        new RegExp(
          `Rated ${aggregate.rating_value} out of 5, from ${
            aggregate.review_count.toLocaleString("en-US")
          } verified reviews`,
        ),
      );
      for (let stars = 1; stars <= 5; stars++) {
        const row = page.locator(`a[href="/search?rating=${stars}"]`);
        nodeAssert.equal(await row.count(), 1);
        const count = aggregate.distribution[String(stars) as "1"];
        nodeAssert.match(
          await row.locator("xpath=..").innerText(),
          new RegExp(`\\b${count} \\(`),
        );
      }
      nodeAssert.equal(
        await page.locator(`a[href^="tel:"]`).first().innerText(),
        dataset.business.telephone,
      );
      const ids = await page.locator("article.review h3 a").evaluateAll((
        links,
      ) =>
        links.map((link) =>
          decodeURIComponent(link.getAttribute("href")!.slice(9))
        )
      );
      nodeAssert.deepEqual(
        ids,
        dataset.reviews.slice(0, 20).map((review) => review.id),
      );
      const ld = JSON.parse(
        await page.locator('script[type="application/ld+json"]')
          .textContent() ??
          "",
      );
      nodeAssert.equal(ld["@type"], dataset.business.type);
      nodeAssert.equal(ld.aggregateRating.ratingValue, aggregate.rating_value);
      nodeAssert.equal(ld.aggregateRating.reviewCount, aggregate.review_count);
      nodeAssert.deepEqual(
        ld.review.map((review: { reviewBody: string }) => review.reviewBody),
        dataset.reviews.slice(0, 20).map((review) => review.text),
      );
      nodeAssert.deepEqual(
        ld.sameAs,
        (dataset.business.profiles ?? []).map((profile) => profile.url),
      );
    },
  );

  await t.step(
    "paging with the Next link reaches every match once",
    async () => {
      // A filtered view of three pages (first, middle, last without Next):
      // the browser's walk; every page of / is walked over HTTP by
      // tests/routes/pages_test.ts.
      const matches = await (await fetch(
        `${origin}/api/reviews/search?rating=3&limit=100`,
      )).json() as { reviews: { id: string }[] };
      nodeAssert.ok(matches.reviews.length > 40, "more than two pages");
      await using context = await browser.browser.newContext({
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(`${origin}/search?rating=3`);
      const seen: string[] = [];
      while (true) {
        seen.push(
          ...await page.locator("article.review h3 a").evaluateAll((links) =>
            links.map((link) =>
              decodeURIComponent(link.getAttribute("href")!.slice(9))
            )
          ),
        );
        // Followed by its address rather than a click: the same page load,
        // without the click's actionability waits.
        const link = page.locator('a[rel="next"]');
        if (await link.count() === 0) break;
        const next = await link.getAttribute("href");
        nodeAssert.ok(next, "a Next link has an address");
        await page.goto(new URL(next, page.url()).href);
      }
      nodeAssert.deepEqual(seen, matches.reviews.map((review) => review.id));
    },
  );

  await t.step(
    "axe finds no violation on any page kind (dark: the colour rules); / and the embed on a phone",
    async () => {
      const phone = ["/", "/embed"];
      for (const [width, paths] of [[1280, kinds], [360, phone]] as const) {
        await using context = await browser.browser.newContext({
          viewport: { width, height: 900 },
          reducedMotion: "reduce",
        });
        const page = await context.newPage();
        for (const path of paths) {
          await page.emulateMedia({ colorScheme: "light" });
          await page.goto(`${origin}${path}`);
          const light = await axeViolations(page);
          nodeAssert.deepEqual(
            light,
            [],
            `${path} (${width}px, light): ${JSON.stringify(light, null, 1)}`,
          );
          const overflow = await page.evaluate(() =>
            document.documentElement.scrollWidth - innerWidth
          );
          nodeAssert.ok(overflow <= 0, `${path} is wider than ${width}px`);
          nodeAssert.equal(
            await page.evaluate(() => document.getAnimations().length),
            0,
          );
          // The same document in the dark scheme: it differs from light only
          // in colours, so the colour rules suffice (no second page load).
          const background = () =>
            page.evaluate(() =>
              document.defaultView!.getComputedStyle(document.body)
                .backgroundColor
            );
          const lightBackground = await background();
          await page.emulateMedia({ colorScheme: "dark" });
          nodeAssert.notEqual(await background(), lightBackground, "dark");
          const dark = await axeViolations(page, { rules: COLOUR_RULES });
          nodeAssert.deepEqual(
            dark,
            [],
            `${path} (${width}px, dark): ${JSON.stringify(dark, null, 1)}`,
          );
        }
      }
    },
  );

  await t.step(
    "keyboard: the first Tab reaches the skip link, every control is focusable",
    async () => {
      await using context = await browser.browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await page.keyboard.press("Tab");
      nodeAssert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        "Skip to content",
      );
      nodeAssert.equal(await page.locator("[tabindex='-1']").count(), 0);
      await page.locator("#q").focus();
      await page.keyboard.type("water heater");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/search\?/);
      nodeAssert.match(await page.locator("main").innerText(), /Filtered/);
    },
  );

  await t.step("no cookies, no request to another origin", async () => {
    await using context = await browser.browser.newContext();
    const traffic = recordTraffic(context);
    const page = await context.newPage();
    for (const path of [...kinds, "/badge.svg"]) {
      const response = await page.goto(`${origin}${path}`);
      nodeAssert.equal(await response?.headerValue("set-cookie"), null);
    }
    nodeAssert.deepEqual(await context.cookies(), []);
    const foreign = traffic.urls.filter((url) =>
      !url.startsWith(`${origin}/`) && !url.startsWith("data:")
    );
    nodeAssert.deepEqual(foreign, []);
    nodeAssert.deepEqual(traffic.errors, []);
  });

  await t.step(
    "the host page on another port: badge, iframe embed and widget, no layout shift",
    async () => {
      await using context = await browser.browser.newContext({
        viewport: { width: 1000, height: 2400 },
      });
      const traffic = recordTraffic(context);
      const page = await context.newPage();
      await page.goto(host.url);
      // The badge loaded as an image.
      await page.waitForFunction(() => {
        const img = document.getElementById("badge") as {
          complete: boolean;
          naturalWidth: number;
        };
        return img.complete && img.naturalWidth > 0;
      });
      // The embed renders inside the iframe (framing from another origin allowed).
      const frame = page.frameLocator("#embed");
      await frame.locator("article.review").first().waitFor();
      nodeAssert.equal(await frame.locator("article.review").count(), 3);
      const targets = await frame.locator("a").evaluateAll((links) =>
        links.map((link) =>
          `${link.getAttribute("target")} ${link.getAttribute("rel")}`
        )
      );
      nodeAssert.ok(targets.length > 0);
      for (const target of targets) nodeAssert.equal(target, "_blank noopener");
      // The widget renders in its shadow root from the JSON API.
      await page.waitForFunction(() =>
        (document.getElementById("widget")?.shadowRoot?.querySelectorAll("li")
          .length ?? 0) > 0
      );
      const widget = await page.evaluate(() => {
        const root = document.getElementById("widget")!.shadowRoot!;
        return {
          items: root.querySelectorAll("li").length,
          text: root.textContent ?? "",
          lightDom: document.getElementById("widget")!.children.length,
          dates: [...root.querySelectorAll("time")].map((time) => [
            time.getAttribute("datetime") ?? "",
            time.textContent ?? "",
          ]),
        };
      });
      nodeAssert.equal(widget.items, 3);
      // Dates written as the pages write them, the day kept in datetime.
      nodeAssert.equal(widget.dates.length, 3);
      for (const [date, text] of widget.dates) {
        nodeAssert.match(date, /^\d{4}-\d{2}-\d{2}$/);
        nodeAssert.equal(text, formatDate(date));
      }
      nodeAssert.equal(widget.lightDom, 0);
      nodeAssert.match(
        widget.text,
        new RegExp(`${dataset.aggregate_rating.review_count} reviews`),
      );
      const shift = await page.evaluate(() =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list: { getEntries(): unknown[] }) => {
            for (const entry of list.getEntries()) {
              total += (entry as unknown as { value: number }).value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() => setTimeout(() => resolve(total), 0));
        })
      );
      nodeAssert.equal(shift, 0);
      nodeAssert.deepEqual(traffic.errors, []);
      const elsewhere = traffic.urls.filter((url) =>
        !url.startsWith(origin) && !url.startsWith(host.url)
      );
      nodeAssert.deepEqual(elsewhere, []);
      // The widget's own colours pass axe in both schemes (its shadow root).
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        nodeAssert.deepEqual(
          await axeViolations(page, {
            rules: COLOUR_RULES,
            selector: "#widget",
          }),
          [],
          `widget, ${colorScheme}`,
        );
      }
    },
  );

  await t.step(
    "screenshots of / at phone and desktop widths, light and dark",
    async () => {
      await Deno.mkdir(ARTIFACTS, { recursive: true });
      for (const width of [360, 1280]) {
        await using context = await browser.browser.newContext({
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        await page.emulateMedia({ colorScheme: "light" });
        await page.goto(`${origin}/`);
        // The whole page in JPEG: a tall PNG costs seconds to encode.
        await page.screenshot({
          path: `${ARTIFACTS}/home-${width}-light-full.jpg`,
          fullPage: true,
          quality: 85,
        });
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          const path = `${ARTIFACTS}/home-${width}-${colorScheme}.png`;
          await page.screenshot({ path });
          nodeAssert.ok((await Deno.stat(path)).size > 10_000);
        }
      }
    },
  );
});
