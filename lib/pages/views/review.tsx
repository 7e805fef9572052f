/**
 * `GET /reviews/{id}`: one review's page.
 *
 * @module
 */
import type { Review, ReviewsDataset } from "../../schemas/mod.ts";
import { ReviewCard, reviewPath } from "../components.tsx";
import { reviewPageJsonLd } from "../json_ld.ts";
import { documentHtml, Layout } from "../layout.tsx";

/** `GET /reviews/{id}`. */
export function reviewPage(
  props: { dataset: ReviewsDataset; review: Review; baseUrl: string },
): string {
  const { dataset, review, baseUrl } = props;
  const { business } = dataset;
  const excerpt = review.text.length > 150
    ? `${review.text.slice(0, 150)}…`
    : review.text;
  return documentHtml(
    <Layout
      title={`${review.rating}-star review of ${business.name} by ${review.author.name}`}
      description={excerpt ||
        `${review.author.name} rated ${business.name} ${review.rating} out of 5.`}
      baseUrl={baseUrl}
      canonicalPath={reviewPath(review.id)}
      jsonLd={reviewPageJsonLd(dataset, review, baseUrl)}
      header={
        <p>
          <a href="/">{business.name}</a>
        </p>
      }
    >
      <h1>Review of {business.name}</h1>
      <ReviewCard
        review={review}
        business={business}
        style={{ baseUrl, embed: false }}
        linkToPage={false}
        level={2}
      />
      <p>
        <a href="/search">All reviews</a>
      </p>
    </Layout>,
  );
}
