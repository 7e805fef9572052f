/**
 * `GET /technicians/{id}` and `GET /services/{id}`: an entity's mentions,
 * average rating, aspect sentiment and the reviews that mention it.
 *
 * @module
 */
import type {
  EntityInsight,
  ReviewList as ReviewListData,
} from "../../schemas/mod.ts";
import { Pager, ReviewList } from "../components.tsx";
import { aspectLabel, formatRating, plural } from "../format.ts";
import { documentHtml, Layout } from "../layout.tsx";
import type { ListPageProps } from "./search.tsx";

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
