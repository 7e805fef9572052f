/**
 * The HTML 404 page for browsers.
 *
 * @module
 */
import { documentHtml, Layout } from "../layout.tsx";

/**
 * The HTML 404 page for browsers: it names the address that was asked for,
 * which is also its canonical link (every page has one).
 */
export function notFoundPage(
  props: { baseUrl: string; path: string; businessName: string },
): string {
  return documentHtml(
    <Layout
      title={`Page not found – ${props.businessName} reviews`}
      description="There is no page at this address."
      baseUrl={props.baseUrl}
      canonicalPath={props.path}
      header={
        <p>
          <a href="/">{props.businessName}</a>
        </p>
      }
    >
      <h1>Page not found</h1>
      <p>
        There is no page at{" "}
        <code>{props.path}</code>. It may have been removed, or the address may
        be mistyped.
      </p>
      <p>
        <a href="/">See all reviews of {props.businessName}</a>
      </p>
    </Layout>,
  );
}
