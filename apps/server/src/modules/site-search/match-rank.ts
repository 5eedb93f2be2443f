import { looseKey } from './search-text.ts';
import { prefixed, type MatchRow, type QueryTerm } from './site-search.repository.ts';

/**
 * What a term's hit in an item weighs (decision 270): in the title, or elsewhere in its text; a hit through a word's
 * loose key (the word typed in the other script, or spelt another way) weighs as much as the word's own.
 */
const WEIGHTS = { title: 2, body: 1 };
/** The blend's time constant: an item this much older needs twice the text relevance to rank level (decision 270). */
const HALVING_MICROS = 14 * 86_400 * 1_000_000;

/** What a term matches, ready for many words: its exact words and loose keys, and what a word typed so far starts. */
interface TermMatcher {
  words: Set<string>;
  loose: Set<string>;
  wordStart?: string;
  looseStart?: string;
}

/** A term's matcher: as the engines match it, a listed word or key, or for a last word typed so far the start of one. */
export function termMatcher(term: QueryTerm): TermMatcher {
  const start = (list: string[]) => (list[0] !== undefined && prefixed(term, list[0], 0) ? list[0] : undefined);
  return { words: new Set(term.words), loose: new Set(term.loose), wordStart: start(term.words), looseStart: start(term.loose) };
}

/** Whether a word of an item's text is one a term matches. */
export const wordHit = (matcher: TermMatcher, word: string): boolean =>
  matcher.words.has(word) || (matcher.wordStart !== undefined && word.startsWith(matcher.wordStart));
/** Whether a loose key of an item's words is one a term matches. */
export const looseHit = (matcher: TermMatcher, key: string): boolean =>
  matcher.loose.has(key) || (matcher.looseStart !== undefined && key.startsWith(matcher.looseStart));

/**
 * The matches in the order a reader gets them: each term's best hit weighed (title or text), summed, divided by
 * one plus the item's age in `HALVING_MICROS` (`nowKey` is now as a rank key); newer first among equals.
 */
export function rankMatches(terms: QueryTerm[], rows: MatchRow[], nowKey: number): MatchRow[] {
  const matchers = terms.map(termMatcher);
  const scored = rows.map((row) => {
    const title = row.title.split(' ');
    const words = row.words.split(' ');
    const loose = row.loose.split(' ');
    const titleLoose = title.map(looseKey);
    const relevance = matchers.reduce((sum, matcher) => {
      if (title.some((word) => wordHit(matcher, word)) || titleLoose.some((key) => looseHit(matcher, key))) return sum + WEIGHTS.title;
      if (words.some((word) => wordHit(matcher, word)) || loose.some((key) => looseHit(matcher, key))) return sum + WEIGHTS.body;
      return sum;
    }, 0);
    const key = Number(row.rank_key);
    return { row, key, score: relevance / (1 + Math.max(0, nowKey - key) / HALVING_MICROS) };
  });
  return scored.sort((a, b) => b.score - a.score || b.key - a.key).map(({ row }) => row);
}
