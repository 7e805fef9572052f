/**
 * The pieces the pages are made of: rating, histogram, aspects, review
 * card, entity table, search form, pager. Every text from the dataset goes
 * through JSX, which escapes it; only `http(s)` URLs become links.
 *
 * @module
 */
import type { Child, FC } from "hono/jsx";
import type {
  AggregateRating,
  AspectInsight,
  Business,
  EntityInsight,
  Review,
  ValidationIssue,
} from "../schemas/mod.ts";
import {
  aspectLabel,
  formatDate,
  formatRating,
  percent,
  platformName,
  plural,
  safeHttpUrl,
} from "./format.ts";

/** How links are written: plain on our pages, absolute in a new tab in the embed. */
export interface LinkStyle {
  /** Public base URL. */
  baseUrl: string;
  /** Whether the page is the embed (links open the full page in a new tab). */
  embed: boolean;
}

/** The attributes of a link to one of our pages. */
export function pageLink(
  style: LinkStyle,
  path: string,
): { href: string; target?: string; rel?: string } {
  return style.embed
    ? { href: `${style.baseUrl}${path}`, target: "_blank", rel: "noopener" }
    : { href: path };
}

/** Path of a review's page. */
export function reviewPath(id: string): string {
  return `/reviews/${encodeURIComponent(id)}`;
}

/** Five stars as symbols, hidden from assistive technology (text says it). */
export const Stars: FC<{ rating: number }> = ({ rating }) => {
  const full = Math.round(rating);
  return (
    <span class="stars" aria-hidden="true">
      {"★".repeat(full)}
      {"☆".repeat(5 - full)}
    </span>
  );
};

/** A horizontal bar of one or two shares, as inline SVG (text says the numbers). */
export const Bar: FC<{ parts: { share: number; kind: string }[] }> = (
  { parts },
) => {
  let x = 0;
  return (
    <svg
      class="bar"
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect class="bg" x="0" y="0" width="100" height="8" rx="2" />
      {parts.map((part) => {
        const rect = (
          <rect
            class={part.kind}
            x={String(x)}
            y="0"
            width={String(part.share)}
            height="8"
          />
        );
        x += part.share;
        return rect;
      })}
    </svg>
  );
};

/** The aggregate rating: value, stars and count. */
export const RatingSummary: FC<{ aggregate: AggregateRating }> = (
  { aggregate },
) => (
  <div class="rating">
    <p>
      <span class="big">{formatRating(aggregate.rating_value)}</span>{" "}
      <Stars rating={aggregate.rating_value} />
    </p>
    <p>
      Rated {formatRating(aggregate.rating_value)} out of 5, from{" "}
      {plural(aggregate.review_count, "verified review")}.
    </p>
  </div>
);

/** The 1–5 histogram; each row links to the reviews with that rating. */
export const Histogram: FC<{ aggregate: AggregateRating; style: LinkStyle }> = (
  { aggregate, style },
) => (
  <ul class="hist" aria-label="Reviews by star rating">
    {[5, 4, 3, 2, 1].map((stars) => {
      const count = aggregate
        .distribution[String(stars) as keyof typeof aggregate.distribution];
      const share = percent(count, aggregate.review_count);
      return (
        <li>
          <a {...pageLink(style, `/search?rating=${stars}`)}>
            {plural(stars, "star")}
          </a>
          <Bar parts={[{ share, kind: "fg" }]} />
          <span class="num">{count} ({share}%)</span>
        </li>
      );
    })}
  </ul>
);

/** The nine aspects with positive and negative counts and a quote each. */
export const AspectList: FC<{ aspects: readonly AspectInsight[] }> = (
  { aspects },
) => (
  <ul class="aspects">
    {aspects.map((aspect) => {
      const quotes = (["positive", "negative"] as const).flatMap((sentiment) =>
        aspect.examples.filter((example) => example.sentiment === sentiment)
          .slice(0, 1)
      );
      return (
        <li>
          <h3>{aspectLabel(aspect.aspect)}</h3>
          <Bar
            parts={[
              {
                share: percent(aspect.positive, aspect.mentions),
                kind: "pos",
              },
              {
                share: percent(aspect.negative, aspect.mentions),
                kind: "neg",
              },
            ]}
          />
          <p>
            {aspect.mentions === 0
              ? "Not mentioned yet."
              : `${aspect.positive} positive, ${aspect.negative} negative${
                aspect.neutral > 0 ? `, ${aspect.neutral} neutral` : ""
              } (${plural(aspect.mentions, "mention")})`}
          </p>
          {quotes.map((quote) => (
            <p class="muted">
              “{quote.text}” (<a href={reviewPath(quote.review_id)}>
                {quote.sentiment} review
              </a>)
            </p>
          ))}
        </li>
      );
    })}
  </ul>
);

/** A table of technicians or services with mentions and average rating. */
export const EntityTable: FC<{
  entities: readonly EntityInsight[];
  kind: "technicians" | "services";
  caption: string;
}> = ({ entities, kind, caption }) => (
  <table>
    <caption class="muted">{caption}</caption>
    <thead>
      <tr>
        <th scope="col">Name</th>
        <th scope="col" class="num">Reviews</th>
        <th scope="col" class="num">Average</th>
      </tr>
    </thead>
    <tbody>
      {entities.map((entity) => (
        <tr>
          <td>
            <a href={`/${kind}/${encodeURIComponent(entity.id)}`}>
              {entity.name}
            </a>
          </td>
          <td class="num">{entity.mentions}</td>
          <td class="num">
            {entity.average_rating === null
              ? "–"
              : formatRating(entity.average_rating)}
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** One review with its owner reply, source and date. */
export const ReviewCard: FC<{
  review: Review;
  business: Business;
  style: LinkStyle;
  /** Whether the heading links to the review's own page. */
  linkToPage?: boolean;
  /** Heading level of the review's title. */
  level?: 2 | 3;
}> = ({ review, business, style, linkToPage = true, level = 3 }) => {
  const Heading = level === 2 ? "h2" : "h3";
  const heading = review.title && review.title.trim() !== ""
    ? review.title
    : `${review.rating}-star review by ${review.author.name}`;
  const technicianIds = new Map(
    business.technicians.map((technician) => [technician.name, technician.id]),
  );
  const serviceNames = new Map(
    business.services.map((service) => [service.id, service.name]),
  );
  return (
    <article class="review">
      <Heading>
        {linkToPage
          ? <a {...pageLink(style, reviewPath(review.id))}>{heading}</a>
          : heading}
      </Heading>
      <p>
        <Stars rating={review.rating} />{" "}
        <span>Rated {review.rating} out of 5</span>{" "}
        <span class="muted">
          by {review.author.name} on{" "}
          <time datetime={review.date}>{formatDate(review.date)}</time>, via
          {" "}
          <SourceName review={review} style={style} />
        </span>
      </p>
      {review.text.split(/\n{2,}/).filter((part) => part.trim() !== "").map(
        paragraphOf,
      )}
      {review.technicians.length + review.services.length > 0 && !style.embed
        ? (
          <p class="muted">
            Mentions: {joinChildren([
              ...review.technicians.map((name) => {
                const id = technicianIds.get(name);
                return id
                  ? (
                    <a href={`/technicians/${encodeURIComponent(id)}`}>
                      {name}
                    </a>
                  )
                  : name;
              }),
              ...review.services.map((id) => (
                <a href={`/services/${encodeURIComponent(id)}`}>
                  {serviceNames.get(id) ?? id}
                </a>
              )),
            ])}
          </p>
        )
        : null}
      {review.response
        ? (
          <div class="reply">
            <p>
              <strong>Reply from {business.name}</strong>{" "}
              <span class="muted">
                on{" "}
                <time datetime={review.response.date}>
                  {formatDate(review.response.date)}
                </time>
              </span>
            </p>
            <p>{review.response.text}</p>
          </div>
        )
        : null}
    </article>
  );
};

/**
 * The platform a review came from, linked to the review there when the
 * import gave its address (only an `http(s)` one; the link is the
 * reviewer's content, hence `ugc`).
 */
const SourceName: FC<{ review: Review; style: LinkStyle }> = (
  { review, style },
) => {
  const name = platformName(review.source);
  const url = safeHttpUrl(review.source_url);
  if (url === null) return <>{name}</>;
  return (
    <a
      href={url}
      rel={style.embed ? "nofollow ugc noopener" : "nofollow ugc"}
      target={style.embed ? "_blank" : undefined}
    >
      {name}
      <span class="vh">, original review</span>
    </a>
  );
};

/** A paragraph of a review's text. */
function paragraphOf(text: string) {
  return <p>{text}</p>;
}

/** Children separated by commas. */
function joinChildren(children: Child[]): Child[] {
  return children.flatMap((child, index) =>
    index === 0 ? [child] : [", ", child]
  );
}

/** A list of review cards. */
export const ReviewList: FC<{
  reviews: readonly Review[];
  business: Business;
  style: LinkStyle;
}> = ({ reviews, business, style }) => (
  <ol class="reviews">
    {reviews.map((review) => (
      <li>
        <ReviewCard review={review} business={business} style={style} />
      </li>
    ))}
  </ol>
);

/**
 * A labelled filter of the search form: "any" first, then the options. A
 * value in force that is none of the options (a technician's first name
 * or alias from a link, a minimum of 3.5 stars) is shown as one more
 * option, selected, so that searching again keeps it.
 */
const FilterSelect: FC<{
  id: string;
  label: string;
  name: string;
  any: string;
  options: readonly { value: string; label: string }[];
  selected: string | undefined;
}> = ({ id, label, name, any, options, selected }) => {
  const listed = selected === undefined || selected === "" ||
    options.some((option) => option.value === selected);
  return (
    <div>
      <label for={id}>{label}</label>
      <select id={id} name={name}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option value={option.value} selected={selected === option.value}>
            {option.label}
          </option>
        ))}
        {listed ? null : <option value={selected} selected>{selected}</option>}
      </select>
    </div>
  );
};

/** Values of the search form's fields. */
export type SearchFormValues = Partial<Record<string, string>>;

/** The search form (GET /search); every field labelled. */
export const SearchForm: FC<{ business: Business; values: SearchFormValues }> =
  ({ business, values }) => (
    <form class="search" action="/search" method="get" role="search">
      <div>
        <label for="q">Words in the review</label>
        <input
          id="q"
          name="query"
          type="search"
          value={values.query ?? ""}
          maxlength={500}
        />
      </div>
      <FilterSelect
        id="rating"
        label="Stars"
        name="rating"
        any="Any rating"
        options={[5, 4, 3, 2, 1].map((stars) => ({
          value: String(stars),
          label: plural(stars, "star"),
        }))}
        selected={values.rating}
      />
      <FilterSelect
        id="min-rating"
        label="At least"
        name="min_rating"
        any="Any rating"
        options={[4, 3, 2].map((stars) => ({
          value: String(stars),
          label: `${plural(stars, "star")} or more`,
        }))}
        selected={values.min_rating}
      />
      <FilterSelect
        id="technician"
        label="Technician"
        name="mentions_technician"
        any="Any technician"
        options={business.technicians.map(({ name }) => ({
          value: name,
          label: name,
        }))}
        selected={values.mentions_technician}
      />
      <FilterSelect
        id="service"
        label="Service"
        name="mentions_service"
        any="Any service"
        options={business.services.map(({ id, name }) => ({
          value: id,
          label: name,
        }))}
        selected={values.mentions_service}
      />
      <div>
        <label for="since">From</label>
        <input id="since" name="since" type="date" value={values.since ?? ""} />
      </div>
      <div>
        <label for="until">To</label>
        <input id="until" name="until" type="date" value={values.until ?? ""} />
      </div>
      {values.limit
        ? <input type="hidden" name="limit" value={values.limit} />
        : null}
      <div>
        <button type="submit">Search reviews</button>
      </div>
    </form>
  );

/** Links to the first and the next page of a paged list. */
export const Pager: FC<{ first: string | null; next: string | null }> = (
  { first, next },
) =>
  first || next
    ? (
      <nav class="pager" aria-label="Pages">
        {first ? <a href={first}>First page</a> : null}
        {next ? <a href={next} rel="next">Next page</a> : null}
      </nav>
    )
    : null;

/** The problems of an invalid request, one per item. */
export const ProblemList: FC<{ issues: readonly ValidationIssue[] }> = (
  { issues },
) => (
  <div class="notice" role="alert">
    <p>
      <strong>
        This search could not be run: {plural(issues.length, "problem")}.
      </strong>
    </p>
    <ul class="problems">
      {issues.map((issue) => (
        <li>
          <code>{issue.path || "(query)"}</code>: {issue.message}
        </li>
      ))}
    </ul>
  </div>
);

/** Links to the business's pages on review platforms. */
export const ProfileLinks: FC<{ business: Business }> = ({ business }) => {
  const profiles = (business.profiles ?? []).flatMap((profile) => {
    const url = safeHttpUrl(profile.url);
    return url ? [{ platform: profile.platform, url }] : [];
  });
  if (profiles.length === 0) return null;
  return (
    <ul>
      {profiles.map((profile) => (
        <li>
          <a href={profile.url}>
            Read or write a review on {platformName(profile.platform)}
          </a>
        </li>
      ))}
    </ul>
  );
};
