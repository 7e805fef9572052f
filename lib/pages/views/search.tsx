/**
 * `GET /search`: a page of search results, or the request's problems.
 *
 * @module
 */
import type {
  ReviewList as ReviewListData,
  ReviewsDataset,
  ValidationIssue,
} from "../../schemas/mod.ts";
import {
  type LinkStyle,
  Pager,
  ProblemList,
  ReviewList,
  SearchForm,
  type SearchFormValues,
} from "../components.tsx";
import { plural } from "../format.ts";
import { documentHtml, Layout } from "../layout.tsx";

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
