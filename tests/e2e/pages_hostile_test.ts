/**
 * A dataset whose reviews, names and replies carry `<script>`, `</script>`,
 * `<!--`, attribute-breaking quotes, `javascript:` URLs and very long words,
 * in a real browser with the Content-Security-Policy bypassed: every page
 * kind, the badge, the embed and the widget show them as text, run nothing,
 * inject nothing and keep their layout.
 */
import nodeAssert from "node:assert/strict";
import { launchBrowser } from "../helpers/browser.ts";
import { HOSTILE_TEXTS, hostileDataset } from "../helpers/hostile.ts";
import {
  injectionReport,
  recordTraffic,
  serveHostPage,
} from "../helpers/host_page.ts";
import { startPageService } from "../helpers/page_service.ts";
import type { ReviewsDataset } from "../../lib/schemas/mod.ts";

// Browser globals, used inside `page.evaluate` callbacks (they run in the
// page, not in Deno).
// deno-lint-ignore no-explicit-any
declare const document: any;

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
      elements: Array.from<{ tagName: string }>(document.querySelectorAll("*"))
        .map((element) => element.tagName),
      // deno-lint-ignore no-explicit-any
      pwned: (globalThis as any).__pwned ?? null,
      // Where the name's glyphs end (the box ignores the clip).
      nameEnd: (() => {
        const box = (document.querySelector("text") as unknown as {
          getBBox(): { x: number; width: number };
        }).getBBox();
        return box.x + box.width;
      })(),
    }));
    nodeAssert.equal(badge.root, "svg");
    // The cut name ends inside the badge's margin (220 wide, 12 each side).
    nodeAssert.ok(badge.nameEnd <= 208, `the name ends at ${badge.nameEnd}`);
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
        links: Array.from<{ protocol: string }>(root.querySelectorAll("a")).map(
          (a) => a.protocol,
        ),
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
