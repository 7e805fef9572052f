/**
 * The one layout of every page and of the embed: head (title, description,
 * canonical and feed links, the inline style sheet, JSON-LD), landmarks and
 * the footer.
 *
 * @module
 */
import type { Child, FC } from "hono/jsx";
import { raw } from "hono/html";
import { type JsonLd, scriptSafeJson } from "./json_ld.ts";
import { PAGE_CSS } from "./styles.ts";

/** What the layout needs besides the page's content. */
export interface LayoutProps {
  /** `<title>`. */
  title: string;
  /** Meta description. */
  description: string;
  /** Public base URL. */
  baseUrl: string;
  /** Path (and query) of the canonical URL. */
  canonicalPath?: string;
  /** Structured data, if the page has any. */
  jsonLd?: JsonLd;
  /** The embed: no header or footer navigation. */
  embed?: boolean;
  /** The header (above `<main>`). */
  header?: Child;
  /** The main content. */
  children?: Child;
}

/** Serialises a page element as an HTML document. */
export function documentHtml(element: unknown): string {
  return `<!DOCTYPE html>${String(element)}`;
}

/** The page around the content. */
export const Layout: FC<LayoutProps> = (props) => {
  const { baseUrl } = props;
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        <meta name="description" content={props.description} />
        <meta name="color-scheme" content="light dark" />
        {props.canonicalPath === undefined
          ? null
          : <link rel="canonical" href={`${baseUrl}${props.canonicalPath}`} />}
        <link
          rel="alternate"
          type="application/atom+xml"
          title="Reviews (Atom)"
          href={`${baseUrl}/feed.xml`}
        />
        <link
          rel="alternate"
          type="application/feed+json"
          title="Reviews (JSON Feed)"
          href={`${baseUrl}/api/feed.json`}
        />
        <link rel="icon" href="data:," />
        <style>{raw(PAGE_CSS)}</style>
        {props.jsonLd
          ? (
            <script type="application/ld+json">
              {raw(scriptSafeJson(props.jsonLd))}
            </script>
          )
          : null}
      </head>
      <body class={props.embed ? "embed" : undefined}>
        {props.embed ? null : (
          <a class="skip" href="#main">
            Skip to content
          </a>
        )}
        {props.header ? <header class="top">{props.header}</header> : null}
        <main id="main">{props.children}</main>
        {props.embed ? null : (
          <footer>
            <nav aria-label="Reviews elsewhere">
              <a href="/">All reviews</a>
              <a href="/search">Search</a>
              <a href="/feed.xml">Atom feed</a>
              <a href="/api/feed.json">JSON Feed</a>
              <a href="/reviews.json">Data (JSON)</a>
              <a href="/.well-known/openapi.json">API</a>
            </nav>
          </footer>
        )}
      </body>
    </html>
  );
};
