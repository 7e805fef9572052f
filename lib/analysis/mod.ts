/**
 * The text analysis: aspect-based sentiment, technicians, services and
 * service areas of each review (wink-nlp and a home-services lexicon), and
 * the insights document built from the analysed reviews.
 *
 * Everything outside `lib/analysis/` uses this entry only.
 *
 * @module
 */
export {
  type AnalyzerOptions,
  createAnalyzer,
  createFeatureExtractor,
  type ReviewAnalysis,
  type ReviewAnalyzer,
} from "./analyze.ts";
export { buildInsights } from "./insights.ts";
export type { ReviewList } from "./insights_reviews.ts";
export { ASPECT_LABELS } from "./insights_wording.ts";
export {
  type AspectModel,
  CLASSES,
  classifyFeatures,
  DEFAULT_MODEL,
} from "./classifier.ts";
