/**
 * `GET /embed`: the rating summary and the newest reviews, for an iframe on
 * the business's own site.
 *
 * @module
 */
import type {
  AggregateRating,
  ReviewList as ReviewListData,
  ReviewsDataset,
  ValidationIssue,
} from "../../schemas/mod.ts";
import {
  type LinkStyle,
  pageLink,
  ProblemList,
  RatingSummary,
  ReviewList,
} from "../components.tsx";
import { formatRating, plural } from "../format.ts";
import { documentHtml, Layout } from "../layout.tsx";

/** Props of the embed. */
export interface EmbedProps {
  dataset: ReviewsDataset;
  baseUrl: string;
  path: string;
  result: ReviewListData | { issues: ValidationIssue[] };
  filters: string[];
}

/** `GET /embed`: the rating summary and the newest reviews, for an iframe. */
export function embedPage(props: EmbedProps): string {
  const { dataset, baseUrl, result, filters } = props;
  const { business } = dataset;
  const aggregate: AggregateRating = dataset.aggregate_rating;
  const style: LinkStyle = { baseUrl, embed: true };
  return documentHtml(
    <Layout
      title={`${business.name} reviews`}
      description={`${business.name}: rated ${
        formatRating(aggregate.rating_value)
      } out of 5 from ${plural(aggregate.review_count, "verified review")}.`}
      baseUrl={baseUrl}
      canonicalPath={props.path}
      embed
    >
      <h1>
        <a {...pageLink(style, "/")}>{business.name}</a>
      </h1>
      <RatingSummary aggregate={aggregate} />
      {"issues" in result ? <ProblemList issues={result.issues} /> : (
        <>
          {filters.length > 0
            ? (
              <p class="notice">
                Filtered: only reviews {filters.join(", ")}.{" "}
                <a {...pageLink(style, "/search")}>See all reviews</a>
              </p>
            )
            : null}
          <h2>Newest reviews</h2>
          <ReviewList
            reviews={result.reviews}
            business={business}
            style={style}
          />
          <p>
            <a {...pageLink(style, "/")}>
              Read all {plural(aggregate.review_count, "review")}
            </a>
          </p>
        </>
      )}
    </Layout>,
  );
}
