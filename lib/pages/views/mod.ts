/**
 * The pages, one module per kind: home, search, one review, one technician
 * or service, not found, and the embed. Each is a function of data already
 * computed, returning the HTML document as a string (lib/pages/render.ts
 * turns it into an answer).
 *
 * @module
 */
export { homePage, type HomeProps, removedCounts } from "./home.tsx";
export { type ListPageProps, searchPage } from "./search.tsx";
export { reviewPage } from "./review.tsx";
export { entityPage, type EntityPageProps } from "./entity.tsx";
export { notFoundPage } from "./not_found.tsx";
export { embedPage, type EmbedProps } from "./embed.tsx";
