/**
 * `GET /`: the business's reviews page (rating, contact, generated summary,
 * aspects, technicians and services, the newest reviews, the search form).
 *
 * @module
 */
import type { FC } from "hono/jsx";
import type {
  Insights,
  ReviewList as ReviewListData,
  ReviewsDataset,
} from "../../schemas/mod.ts";
import {
  AspectList,
  EntityTable,
  Histogram,
  type LinkStyle,
  Pager,
  ProfileLinks,
  RatingSummary,
  ReviewList,
  reviewPath,
  SearchForm,
} from "../components.tsx";
import {
  aspectLabel,
  businessTypeLabel,
  formatAddress,
  formatDays,
  formatRating,
  plural,
  safeHttpUrl,
  telUrl,
} from "../format.ts";
import { homeJsonLd } from "../json_ld.ts";
import { documentHtml, Layout } from "../layout.tsx";

/** A list item of a text. */
function listItem(text: string) {
  return <li>{text}</li>;
}

/** Removed reviews as the dataset may state them (`removed`, optional). */
export function removedCounts(
  dataset: ReviewsDataset,
): { reason: string; count: number }[] {
  const removed = (dataset as { removed?: unknown }).removed;
  if (!Array.isArray(removed)) return [];
  return removed.flatMap((entry) =>
    typeof entry === "object" && entry !== null &&
      typeof entry.reason === "string" && Number.isInteger(entry.count) &&
      entry.count > 0
      ? [{ reason: entry.reason as string, count: entry.count as number }]
      : []
  );
}

/** The business's contact card. */
const BusinessCard: FC<{ dataset: ReviewsDataset }> = ({ dataset }) => {
  const { business } = dataset;
  const website = safeHttpUrl(business.url);
  return (
    <div class="card">
      <h2 id="contact">Contact</h2>
      <p>
        Phone: <a href={telUrl(business.telephone)}>{business.telephone}</a>
      </p>
      <address>{formatAddress(business.address)}</address>
      {website
        ? (
          <p>
            <a href={website}>Website</a>
          </p>
        )
        : null}
      {business.opening_hours.length > 0
        ? (
          <>
            <h3>Opening hours</h3>
            <ul>
              {business.opening_hours.map((rule) => (
                <li>
                  {formatDays(rule.days)}: {rule.opens}–{rule.closes}
                </li>
              ))}
            </ul>
          </>
        )
        : null}
      {business.emergency_service
        ? <p>Emergency calls answered outside opening hours.</p>
        : null}
      {business.service_areas.length > 0
        ? (
          <p>
            Serving{" "}
            {business.service_areas.map((area) => area.name).join(", ")}.
          </p>
        )
        : null}
      <ProfileLinks business={business} />
    </div>
  );
};

/** Props of the home page. */
export interface HomeProps {
  dataset: ReviewsDataset;
  insights: Insights;
  newest: ReviewListData;
  baseUrl: string;
}

/** `GET /`. */
export function homePage(props: HomeProps): string {
  const { dataset, insights, newest, baseUrl } = props;
  const { business, aggregate_rating: aggregate } = dataset;
  const style: LinkStyle = { baseUrl, embed: false };
  const removed = removedCounts(dataset);
  // Two quotes of the most praised aspects, two of the most criticised.
  const quoted = (sentiment: "positive" | "negative") =>
    [...insights.aspects].sort((a, b) => b[sentiment] - a[sentiment])
      .flatMap((aspect) =>
        aspect.examples.filter((example) => example.sentiment === sentiment)
          .slice(0, 1).map((example) => ({ ...example, aspect }))
      ).slice(0, 2);
  const quotes = [...quoted("positive"), ...quoted("negative")];
  const description = `${business.name}: rated ${
    formatRating(aggregate.rating_value)
  } out of 5 from ${
    plural(aggregate.review_count, "verified review")
  }. Read what customers say about ${
    business.services.slice(0, 3).map((service) => service.name).join(", ")
  } and more.`;
  return documentHtml(
    <Layout
      title={`${business.name} reviews: ${
        formatRating(aggregate.rating_value)
      } out of 5`}
      description={description}
      baseUrl={baseUrl}
      canonicalPath="/"
      jsonLd={homeJsonLd(dataset, newest.reviews, baseUrl)}
      header={
        <>
          <h1>{business.name}</h1>
          <p class="muted">
            {businessTypeLabel(business.type)} · {business.address.locality},
            {" "}
            {business.address.region}
          </p>
          {business.description ? <p>{business.description}</p> : null}
        </>
      }
    >
      <div class="grid two">
        <section class="card" aria-labelledby="rating">
          <h2 id="rating">Rating</h2>
          <RatingSummary aggregate={aggregate} />
          <Histogram aggregate={aggregate} style={style} />
        </section>
        <BusinessCard dataset={dataset} />
      </div>

      <section aria-labelledby="summary">
        <h2 id="summary">What customers say</h2>
        <div class="generated">
          <p>
            <span class="tag">Generated</span>{" "}
            This summary was generated automatically from the{" "}
            {plural(aggregate.review_count, "review")}; the business did not
            write it.
          </p>
          <p>{insights.summary.text}</p>
          {insights.summary.highlights.length > 0
            ? (
              <>
                <h3>Praised</h3>
                <ul>
                  {insights.summary.highlights.map(listItem)}
                </ul>
              </>
            )
            : null}
          {insights.summary.concerns.length > 0
            ? (
              <>
                <h3>Criticised</h3>
                <ul>
                  {insights.summary.concerns.map(listItem)}
                </ul>
              </>
            )
            : null}
          {quotes.length > 0
            ? (
              <>
                <h3>Quoted from the reviews</h3>
                <ul>
                  {quotes.map((quote) => (
                    <li>
                      “{quote.text}” (<a href={reviewPath(quote.review_id)}>
                        {aspectLabel(quote.aspect.aspect)}, {quote.sentiment}
                        {" "}
                        review
                      </a>)
                    </li>
                  ))}
                </ul>
              </>
            )
            : null}
        </div>
      </section>

      <section aria-labelledby="aspects">
        <h2 id="aspects">Praise and criticism by topic</h2>
        <AspectList aspects={insights.aspects} />
      </section>

      <div class="grid two">
        <section aria-labelledby="technicians">
          <h2 id="technicians">Technicians</h2>
          <EntityTable
            entities={insights.entities.technicians}
            kind="technicians"
            caption="Reviews that name each technician, and their average rating."
          />
        </section>
        <section aria-labelledby="services">
          <h2 id="services">Services</h2>
          <EntityTable
            entities={insights.entities.services}
            kind="services"
            caption="Reviews about each service, and their average rating."
          />
        </section>
      </div>

      <section aria-labelledby="search">
        <h2 id="search">Search the reviews</h2>
        <SearchForm business={business} values={{}} />
      </section>

      <section aria-labelledby="reviews">
        <h2 id="reviews">Newest reviews</h2>
        <p class="muted">
          {newest.count === newest.total
            ? `All ${plural(newest.total, "review")}.`
            : `The newest ${newest.count} of ${
              plural(newest.total, "review")
            }.`}
        </p>
        {removed.map((entry) => (
          <p class="notice">
            {entry.count === 1
              ? "1 review was removed"
              : `${entry.count} reviews were removed`} ({entry.reason}).
          </p>
        ))}
        <ReviewList
          reviews={newest.reviews}
          business={business}
          style={style}
        />
        <Pager
          first={null}
          next={newest.next_cursor
            ? `/search?cursor=${encodeURIComponent(newest.next_cursor)}`
            : null}
        />
      </section>
    </Layout>,
  );
}
