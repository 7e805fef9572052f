/**
 * Hashtags read as the words run together in them ("#ontime" is "on
 * time", "#nomess" "no mess", "#ripoff" "rip off"): wink-nlp keeps a
 * hashtag as one symbol, so the reviewer's verdict in it was lost (the
 * labelled sets count such tags as the reviewer's words; tests/eval/README.md,
 * "Settled in session 20").
 *
 * A tag is split into words the lexicon's English cues are written with,
 * in as few words as can be; a tag that cannot be split wholly into them
 * ("#blessed", "#adulting") stays one symbol, as stock tags say nothing of
 * an aspect.
 *
 * @module
 */
import { ENGLISH_ASPECT_CUES, ENGLISH_GENERAL_CUES } from "./lexicon.ts";

/** The longest tag body split; longer ones are sentences, not tags. */
const MAX_BODY = 40;

let vocabulary: ReadonlySet<string> | null = null;

/**
 * The words of the lexicon's English cue patterns, of two letters or more:
 * single letters would split any tag, and other languages' words would
 * keep English tags whole ("ontime" is an Indonesian cue word).
 */
function cueWords(): ReadonlySet<string> {
  if (vocabulary !== null) return vocabulary;
  const words = new Set<string>();
  const specs = [
    ...Object.values(ENGLISH_ASPECT_CUES).flat(),
    ...ENGLISH_GENERAL_CUES,
  ];
  for (const spec of specs) {
    const pattern = spec.split(" ~ ")[0];
    for (const word of pattern.toLowerCase().match(/\p{Ll}{2,}/gu) ?? []) {
      words.add(word);
    }
  }
  vocabulary = words;
  return words;
}

/**
 * The words a hashtag's body runs together, in as few cue words as can
 * be, or undefined when it is not wholly made of them.
 *
 * @param body The tag without its "#", as written.
 * @returns The words, lower-cased, in order.
 */
export function hashtagWords(body: string): string[] | undefined {
  const lower = body.toLowerCase();
  if (lower.length < 2 || lower.length > MAX_BODY) return undefined;
  if (!/^\p{Ll}+$/u.test(lower)) return undefined;
  const words = cueWords();
  // fewest[i]: the fewest words that make lower[0, i); from[i]: where the
  // last of them starts.
  const fewest = new Array<number>(lower.length + 1).fill(Infinity);
  const from = new Array<number>(lower.length + 1).fill(-1);
  fewest[0] = 0;
  for (let end = 2; end <= lower.length; end++) {
    for (let start = end - 2; start >= 0; start--) {
      if (fewest[start] + 1 >= fewest[end]) continue;
      if (words.has(lower.slice(start, end))) {
        fewest[end] = fewest[start] + 1;
        from[end] = start;
      }
    }
  }
  if (fewest[lower.length] === Infinity) return undefined;
  const parts: string[] = [];
  for (let end = lower.length; end > 0; end = from[end]) {
    parts.unshift(lower.slice(from[end], end));
  }
  return parts;
}
