/// <reference lib="dom" />
/**
 * The pages, the embed and the widget in a real browser (Debian's chromium
 * via playwright-core): content with JavaScript off against /reviews.json,
 * axe-core on every page kind, no cookies, no foreign requests, JSON-LD,
 * paging, the embed and the widget on a page of another origin, the
 * screenshots of `/`, and a dataset of hostile texts on every page kind.
 */
import nodeAssert from "node:assert/strict";
import type { BrowserContext, Page } from "../helpers/browser_deps.ts";
import { axeViolations, launchBrowser } from "../helpers/browser.ts";
import { ROOT_PATH } from "../helpers/data.ts";
import { HOSTILE_TEXTS, hostileDataset } from "../helpers/hostile.ts";
import { startPageService } from "../helpers/page_service.ts";
import type { ReviewsDataset } from "../../lib/schemas.ts";

const ARTIFACTS = `${ROOT_PATH}tests/e2e/artifacts`;
const SAMPLE = `${ROOT_PATH}data/reviews.json`;
const HOST_PAGE = `${ROOT_PATH}data/examples/host_page.html`;
const EXAMPLE_BASE = "https://reviews.example.com";

/** Serves the example host page on another port, pointing at `baseUrl`. */
async function serveHostPage(
  baseUrl: string,
): Promise<Deno.HttpServer & { url: string }> {
  const html = (await Deno.readTextFile(HOST_PAGE)).replaceAll(
    EXAMPLE_BASE,
    baseUrl,
  );
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () =>
      new Response(html, {
        headers: { "content-type": "text/html; charset=utf-8" },
      }),
  );
  return Object.assign(server, {
    url: `http://127.0.0.1:${server.addr.port}/`,
  });
}

/** Records every request a context makes, and every page error. */
function recordTraffic(context: BrowserContext): {
  urls: string[];
  errors: string[];
} {
  const record = { urls: [] as string[], errors: [] as string[] };
  context.on("request", (request) => record.urls.push(request.url()));
  context.on("page", (page) => {
    page.on("pageerror", (error) => record.errors.push(String(error)));
  });
  return record;
}

/** What a hostile text could have done to a document, if anything. */
function injectionReport(page: Page) {
  return page.evaluate(() => {
    const offending: string[] = [];
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const attribute of Array.from(element.attributes)) {
        if (attribute.name.startsWith("on")) {
          offending.push(`${element.tagName}[${attribute.name}]`);
        }
      }
    }
    const scripts = Array.from(document.querySelectorAll("script")).filter(
      (script) => script.type !== "application/ld+json",
    ).length;
    const foreign = document.querySelectorAll(
      "img, iframe, i, b, object, embed, svg:not(.bar), math",
    ).length;
    const links = Array.from(document.querySelectorAll("a[href]")).map((a) =>
      (a as HTMLAnchorElement).protocol
    ).filter((protocol) => !["http:", "https:", "tel:"].includes(protocol));
    return {
      // deno-lint-ignore no-explicit-any
      pwned: (globalThis as any).__pwned ?? null,
      offending,
      scripts,
      foreign,
      links,
      overflow: document.documentElement.scrollWidth - innerWidth,
      text: document.body?.innerText ?? document.documentElement.textContent,
    };
  });
}

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
    "paging with the Next link reaches every review once",
    async () => {
      await using context = await browser.browser.newContext({
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      const seen: string[] = [];
      while (true) {
        seen.push(
          ...await page.locator("article.review h3 a").evaluateAll((links) =>
            links.map((link) =>
              decodeURIComponent(link.getAttribute("href")!.slice(9))
            )
          ),
        );
        const next = page.locator('a[rel="next"]');
        if (await next.count() === 0) break;
        await Promise.all([page.waitForURL(/cursor=/), next.click()]);
      }
      nodeAssert.deepEqual(seen, dataset.reviews.map((review) => review.id));
    },
  );

  await t.step(
    "axe finds no violation on any page kind: desktop light and dark, phone",
    async () => {
      for (
        const [width, colorScheme] of [
          [1280, "light"],
          [1280, "dark"],
          [360, "light"],
          [360, "dark"],
        ] as const
      ) {
        await using context = await browser.browser.newContext({
          viewport: { width, height: 900 },
          colorScheme,
          reducedMotion: "reduce",
        });
        const page = await context.newPage();
        for (const path of kinds) {
          await page.goto(`${origin}${path}`);
          const violations = await axeViolations(page);
          nodeAssert.deepEqual(
            violations,
            [],
            `${path} (${width}px, ${colorScheme}): ${
              JSON.stringify(violations, null, 1)
            }`,
          );
          const overflow = await page.evaluate(() =>
            document.documentElement.scrollWidth - innerWidth
          );
          nodeAssert.ok(overflow <= 0, `${path} is wider than ${width}px`);
          nodeAssert.equal(
            await page.evaluate(() => document.getAnimations().length),
            0,
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
        const img = document.getElementById("badge") as HTMLImageElement;
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
        };
      });
      nodeAssert.equal(widget.items, 3);
      nodeAssert.equal(widget.lightDom, 0);
      nodeAssert.match(
        widget.text,
        new RegExp(`${dataset.aggregate_rating.review_count} reviews`),
      );
      const shift = await page.evaluate(() =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
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
    },
  );

  await t.step(
    "screenshots of / at phone and desktop widths, light and dark",
    async () => {
      await Deno.mkdir(ARTIFACTS, { recursive: true });
      for (const width of [360, 1280]) {
        for (const colorScheme of ["light", "dark"] as const) {
          await using context = await browser.browser.newContext({
            viewport: { width, height: 900 },
            colorScheme,
          });
          const page = await context.newPage();
          await page.goto(`${origin}/`);
          const path = `${ARTIFACTS}/home-${width}-${colorScheme}.png`;
          await page.screenshot({ path });
          await page.screenshot({
            path: `${ARTIFACTS}/home-${width}-${colorScheme}-full.png`,
            fullPage: true,
          });
          nodeAssert.ok((await Deno.stat(path)).size > 10_000);
        }
      }
    },
  );
});

Deno.test("hostile texts are shown as text on every page kind, the badge, the embed and the widget", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "hostile-" });
  const file = `${dir}/hostile.json`;
  await Deno.writeTextFile(file, JSON.stringify(await hostileDataset()));
  await using server = await startPageService(file);
  await using browser = await launchBrowser();
  await using host = await serveHostPage(server.url);
  const origin = server.url;
  const dataset: ReviewsDataset = await (await fetch(`${origin}/reviews.json`))
    .json();
  const review = dataset.reviews[0];
  // The policy is bypassed: escaping alone must keep every payload inert.
  await using context = await browser.browser.newContext({
    bypassCSP: true,
    viewport: { width: 360, height: 800 },
  });
  const traffic = recordTraffic(context);
  const page = await context.newPage();

  for (
    const path of [
      "/",
      "/search",
      `/search?query=${encodeURIComponent("<script>")}`,
      `/search?query=${encodeURIComponent(HOSTILE_TEXTS.title)}&rating=9`,
      `/reviews/${encodeURIComponent(review.id)}`,
      "/technicians/zoe",
      "/services/drain-cleaning",
      "/no/<script>such",
      "/embed?limit=20",
      `/embed?technician=${encodeURIComponent(HOSTILE_TEXTS.technician)}`,
    ]
  ) {
    await t.step(path, async () => {
      await page.goto(`${origin}${path}`);
      const report = await injectionReport(page);
      nodeAssert.equal(report.pwned, null, path);
      nodeAssert.deepEqual(report.offending, [], path);
      nodeAssert.equal(report.scripts, 0, path);
      nodeAssert.equal(report.foreign, 0, path);
      nodeAssert.deepEqual(report.links, [], path);
      nodeAssert.ok(
        report.overflow <= 0,
        `${path}: ${report.overflow}px too wide`,
      );
      nodeAssert.ok(
        report.text.includes(HOSTILE_TEXTS.businessName),
        `${path}: the business name is shown as text`,
      );
      if (!path.startsWith("/no/") && !/rating=9|services/.test(path)) {
        nodeAssert.ok(
          report.text.includes(HOSTILE_TEXTS.author),
          `${path}: the author is shown as text`,
        );
      }
      const ld = await page.locator('script[type="application/ld+json"]')
        .allTextContents();
      for (const text of ld) {
        const data = JSON.parse(text);
        if (data["@type"] === "Review") {
          nodeAssert.equal(data.reviewBody, review.text);
          nodeAssert.equal(data.name, review.title);
        } else {
          nodeAssert.equal(data.name, HOSTILE_TEXTS.businessName);
          nodeAssert.equal(data.review[0].reviewBody, review.text);
        }
      }
    });
  }

  await t.step("/badge.svg", async () => {
    await page.goto(`${origin}/badge.svg`);
    const badge = await page.evaluate(() => ({
      root: document.documentElement.tagName,
      title: document.querySelector("title")?.textContent ?? "",
      elements: Array.from(document.querySelectorAll("*")).map((element) =>
        element.tagName
      ),
      // deno-lint-ignore no-explicit-any
      pwned: (globalThis as any).__pwned ?? null,
    }));
    nodeAssert.equal(badge.root, "svg");
    nodeAssert.ok(badge.title.startsWith(HOSTILE_TEXTS.businessName));
    nodeAssert.ok(!badge.elements.includes("script"));
    nodeAssert.equal(badge.pwned, null);
  });

  await t.step("the widget", async () => {
    await page.goto(host.url);
    await page.waitForFunction(() =>
      (document.getElementById("widget")?.shadowRoot?.querySelectorAll("li")
        .length ?? 0) > 0
    );
    const widget = await page.evaluate(() => {
      const root = document.getElementById("widget")!.shadowRoot!;
      return {
        injected: root.querySelectorAll(
          "script, img, iframe, svg, i, b, [onload], [onerror], [onmouseover]",
        ).length,
        text: root.textContent ?? "",
        links: Array.from(root.querySelectorAll("a")).map((a) => a.protocol),
        // deno-lint-ignore no-explicit-any
        pwned: (globalThis as any).__pwned ?? null,
        overflow: root.host.scrollWidth - root.host.clientWidth,
      };
    });
    nodeAssert.equal(widget.injected, 0);
    nodeAssert.equal(widget.pwned, null);
    nodeAssert.ok(widget.text.includes(HOSTILE_TEXTS.author));
    nodeAssert.ok(widget.links.every((protocol) => protocol === "http:"));
    nodeAssert.ok(widget.overflow <= 0, "the widget is not wider than its box");
    const frame = page.frameLocator("#embed");
    await frame.locator("article.review").first().waitFor();
    nodeAssert.ok(
      (await frame.locator("main").innerText()).includes(HOSTILE_TEXTS.author),
    );
  });

  nodeAssert.deepEqual(traffic.errors, []);
  await Deno.remove(dir, { recursive: true });
});
