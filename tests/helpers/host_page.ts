/**
 * Pieces of the browser tests: the example host page served from another
 * port, a record of a context's traffic, and a report of what injected
 * markup could have done to a document.
 *
 * @module
 */
import type { BrowserContext, Page } from "./dev_deps/browser.ts";
import { ROOT_PATH } from "./data.ts";

// Browser globals, used inside `page.evaluate` callbacks (they run in the
// page, not in Deno).
// deno-lint-ignore no-explicit-any
declare const document: any;
// deno-lint-ignore no-explicit-any
declare const innerWidth: any;

const HOST_PAGE = `${ROOT_PATH}data/examples/host_page.html`;
const EXAMPLE_BASE = "https://reviews.example.com";

/** What the tests read of a DOM element. */
interface DomElement {
  tagName: string;
  type?: string;
  protocol?: string;
  attributes: ArrayLike<{ name: string }>;
}

/** Serves the example host page on another port, pointing at `baseUrl`. */
export async function serveHostPage(
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
export function recordTraffic(context: BrowserContext): {
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
export function injectionReport(page: Page) {
  return page.evaluate(() => {
    const offending: string[] = [];
    for (
      const element of Array.from<DomElement>(document.querySelectorAll("*"))
    ) {
      for (const attribute of Array.from(element.attributes)) {
        if (attribute.name.startsWith("on")) {
          offending.push(`${element.tagName}[${attribute.name}]`);
        }
      }
    }
    const scripts =
      Array.from<DomElement>(document.querySelectorAll("script")).filter(
        (script) => script.type !== "application/ld+json",
      ).length;
    const foreign = document.querySelectorAll(
      "img, iframe, i, b, object, embed, svg:not(.bar), math",
    ).length;
    const links = Array.from<DomElement>(document.querySelectorAll("a[href]"))
      .map((a) => a.protocol ?? "").filter((protocol) =>
        !["http:", "https:", "tel:"].includes(protocol)
      );
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
