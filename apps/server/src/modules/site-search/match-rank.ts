import { prefixed, type MatchRow, type QueryTerm } from './site-search.repository.ts';

/**
 * What a term's hit in an item weighs (decision 270): in the title, elsewhere in its text, or through its loose key
 * alone (the word typed in the other script, or spelt another way).
 */
const WEIGHTS = { title: 2, body: 1, loose: 0.5 };
/** The blend's time constant: an item this much older needs twice the text relevance to rank level (decision 270). */
const HALVING_MICROS = 14 * 86_400 * 1_000_000;

/** Whether `text` is one of `list`, or, for a last word typed so far, starts with the first of it. */
function hits(term: QueryTerm, list: string[], text: string): boolean {
  return list.some((entry, index) => entry === text || (prefixed(term, entry, index) && text.startsWith(entry)));
}

/** Whether a word of an item's text is one a term matches, as the engines match it. */
export const wordHit = (term: QueryTerm, word: string): boolean => hits(term, term.words, word);
/** Whether a loose key of an item's words is one a term matches, as the engines match it. */
export const looseHit = (term: QueryTerm, key: string): boolean => hits(term, term.loose, key);

/**
 * The matches in the order a reader gets them: each term's best hit weighed (title, text, loose key), summed, divided by
 * one plus the item's age in `HALVING_MICROS` (`nowKey` is now as a rank key); newer first among equals.
 */
export function rankMatches(terms: QueryTerm[], rows: MatchRow[], nowKey: number): MatchRow[] {
  const scored = rows.map((row) => {
    const title = row.title.split(' ');
    const words = row.words.split(' ');
    const loose = row.loose.split(' ');
    const relevance = terms.reduce((sum, term) => {
      if (title.some((word) => wordHit(term, word))) return sum + WEIGHTS.title;
      if (words.some((word) => wordHit(term, word))) return sum + WEIGHTS.body;
      return loose.some((key) => looseHit(term, key)) ? sum + WEIGHTS.loose : sum;
    }, 0);
    const key = Number(row.rank_key);
    return { row, key, score: relevance / (1 + Math.max(0, nowKey - key) / HALVING_MICROS) };
  });
  return scored.sort((a, b) => b.score - a.score || b.key - a.key).map(({ row }) => row);
}
