/**
 * The HTML 404 page for browsers: the same for every unknown address, so
 * that it is rendered once per dataset version.
 *
 * @module
 */
import { documentHtml, Layout } from "../layout.tsx";

/**
 * The HTML 404 page for browsers. It names no address (and has no
 * canonical link, there being no such page), so one rendering per dataset
 * version answers every unknown path.
 */
export function notFoundPage(
  props: { baseUrl: string; businessName: string },
): string {
  return documentHtml(
    <Layout
      title={`Page not found – ${props.businessName} reviews`}
      description="There is no page at this address."
      baseUrl={props.baseUrl}
      header={
        <p>
          <a href="/">{props.businessName}</a>
        </p>
      }
    >
      <h1>Page not found</h1>
      <p>
        There is no page at this address. It may have been removed, or the
        address may be mistyped.
      </p>
      <p>
        <a href="/">See all reviews of {props.businessName}</a>
      </p>
    </Layout>,
  );
}
