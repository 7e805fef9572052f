/**
 * The pages: home, search, one review, one technician or service, not
 * found, and the embed. Each is a function of data already computed (see
 * `render.ts`), returning the HTML document as a string.
 *
 * @module
 */
import type { FC } from "hono/jsx";
import type {
  AggregateRating,
  EntityInsight,
  Insights,
  Review,
  ReviewList as ReviewListData,
  ReviewsDataset,
  ValidationIssue,
} from "../schemas/mod.ts";
import {
  AspectList,
  EntityTable,
  Histogram,
  type LinkStyle,
  pageLink,
  Pager,
  ProblemList,
  ProfileLinks,
  RatingSummary,
  ReviewCard,
  ReviewList,
  reviewPath,
  SearchForm,
  type SearchFormValues,
} from "./components.tsx";
import {
  aspectLabel,
  businessTypeLabel,
  formatAddress,
  formatDays,
  formatRating,
  plural,
  safeHttpUrl,
  telUrl,
} from "./format.ts";
import { homeJsonLd, reviewPageJsonLd } from "./json_ld.ts";
import { Layout } from "./layout.tsx";

/** Serialises a page element as an HTML document. */
function documentHtml(element: unknown): string {
  return `<!DOCTYPE html>${String(element)}`;
}

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

/** Props of a list of reviews (search, entity pages). */
export interface ListPageProps {
  dataset: ReviewsDataset;
  baseUrl: string;
  /** Path and query of this page. */
  path: string;
  /** The page of results, or the problems of the request. */
  result: ReviewListData | { issues: ValidationIssue[] };
  /** Filters in words; empty: all reviews. */
  filters: string[];
  /** Values of the search form. */
  values: SearchFormValues;
  /** Link to the next page. */
  next: string | null;
  /** Link to the first page (when this is not it). */
  first: string | null;
}

/** `GET /search`. */
export function searchPage(props: ListPageProps): string {
  const { dataset, baseUrl, result, filters } = props;
  const { business } = dataset;
  const style: LinkStyle = { baseUrl, embed: false };
  const title = "issues" in result
    ? `Invalid search – ${business.name} reviews`
    : filters.length > 0
    ? `Search results – ${business.name} reviews`
    : `All reviews – ${business.name}`;
  return documentHtml(
    <Layout
      title={title}
      description={`Search the verified reviews of ${business.name} by words, stars, technician, service and date.`}
      baseUrl={baseUrl}
      canonicalPath={props.path}
      header={
        <p>
          <a href="/">{business.name}</a>
        </p>
      }
    >
      <h1>
        {filters.length > 0 || "issues" in result
          ? "Search the reviews"
          : `All reviews of ${business.name}`}
      </h1>
      {"issues" in result ? <ProblemList issues={result.issues} /> : null}
      <SearchForm business={business} values={props.values} />
      {"issues" in result ? null : (
        <section aria-labelledby="results">
          <h2 id="results">
            {plural(result.total, "review")}
            {filters.length > 0
              ? " match" + (result.total === 1 ? "es" : "")
              : ""}
          </h2>
          {filters.length > 0
            ? (
              <p class="notice">
                Filtered: only reviews {filters.join(", ")}.{" "}
                <a href="/search">Show all reviews</a>
              </p>
            )
            : null}
          <ReviewList
            reviews={result.reviews}
            business={business}
            style={style}
          />
          <Pager first={props.first} next={props.next} />
        </section>
      )}
    </Layout>,
  );
}

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

/** Props of a technician's or service's page. */
export interface EntityPageProps
  extends Omit<ListPageProps, "result" | "filters" | "values"> {
  kind: "technicians" | "services";
  entity: EntityInsight;
  result: ReviewListData;
}

/** `GET /technicians/{id}` and `GET /services/{id}`. */
export function entityPage(props: EntityPageProps): string {
  const { dataset, baseUrl, entity, kind, result } = props;
  const { business } = dataset;
  const what = kind === "technicians" ? "Technician" : "Service";
  return documentHtml(
    <Layout
      title={`${entity.name} – ${business.name} reviews`}
      description={`${entity.name} (${what.toLowerCase()} at ${business.name}): ${
        plural(entity.mentions, "review")
      }${
        entity.average_rating === null
          ? ""
          : `, average ${formatRating(entity.average_rating)} out of 5`
      }.`}
      baseUrl={baseUrl}
      canonicalPath={props.path}
      header={
        <p>
          <a href="/">{business.name}</a>
        </p>
      }
    >
      <h1>{entity.name}</h1>
      <p class="muted">{what} at {business.name}</p>
      <p>
        Mentioned in {plural(entity.mentions, "review")}
        {entity.average_rating === null
          ? "."
          : `, rated ${
            formatRating(entity.average_rating)
          } out of 5 on average.`}
      </p>
      <section aria-labelledby="aspects">
        <h2 id="aspects">What customers say</h2>
        <table>
          <caption class="muted">
            Statements about each topic in the reviews that mention{" "}
            {entity.name}.
          </caption>
          <thead>
            <tr>
              <th scope="col">Topic</th>
              <th scope="col" class="num">Positive</th>
              <th scope="col" class="num">Negative</th>
            </tr>
          </thead>
          <tbody>
            {entity.aspects.map((aspect) => (
              <tr>
                <td>{aspectLabel(aspect.aspect)}</td>
                <td class="num">{aspect.positive}</td>
                <td class="num">{aspect.negative}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="reviews">
        <h2 id="reviews">Reviews that mention {entity.name}</h2>
        <p class="notice">
          Filtered: only reviews that mention {entity.name} ({result.total} of
          {" "}
          {dataset.aggregate_rating.review_count}).{" "}
          <a href="/search">Show all reviews</a>
        </p>
        <ReviewList
          reviews={result.reviews}
          business={business}
          style={{ baseUrl, embed: false }}
        />
        <Pager first={props.first} next={props.next} />
      </section>
    </Layout>,
  );
}

/** The HTML 404 page for browsers. */
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
