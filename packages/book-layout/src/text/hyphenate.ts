import createHyphenator from 'hyphen';
// The file itself, not 'hyphen/de': Node's ESM loader refuses the package's directory imports.
import germanPatterns from 'hyphen/patterns/de-1996.js';

export const SOFT_HYPHEN = '\u00ad';

type HyphenateSync = (text: string) => string;
let hyphenator: HyphenateSync | undefined;
const cache = new Map<string, readonly number[]>();
const CACHE_LIMIT = 50_000;
/**
 * Longer words are not hyphenated. German compounds in a memorial book stay far below this (even
 * 'Donaudampfschifffahrtsgesellschaftskapitän' has 42 letters); a longer run of letters is a typing
 * accident or hostile input, and hyphenating it costs time quadratic in its length. It is cut where the
 * line is full instead, like any word without a hyphenation point. Bounds the cache's keys too.
 */
export const MAX_HYPHENATED_WORD = 50;

/**
 * Where a German word may be hyphenated (new orthography patterns), as offsets into the word: for
 * 'Beerdigungsinstitut' 2, 4, 6, 11, 13, 16 (Be-er-di-gungs-in-sti-tut). Words shorter than five
 * letters are never hyphenated, nor words longer than MAX_HYPHENATED_WORD. Cached: a book repeats its words.
 */
export function hyphenationPoints(word: string): readonly number[] {
  if (word.length > MAX_HYPHENATED_WORD) return [];
  const hit = cache.get(word);
  if (hit) return hit;
  hyphenator ??= createHyphenator(germanPatterns, { hyphenChar: SOFT_HYPHEN }) as HyphenateSync;
  const parts = hyphenator(word).split(SOFT_HYPHEN);
  const points: number[] = [];
  let offset = 0;
  for (const part of parts.slice(0, -1)) {
    offset += part.length;
    points.push(offset);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, points);
  return points;
}
