import type { Source } from '@wiy/shared/sources.schema';

/** The text of some HTML, as a reader sees it: tags dropped, entities decoded, scripts and styles skipped, spaces collapsed. */
export async function plainText(html: string): Promise<string> {
  const { Parser } = await import('htmlparser2');
  let text = '';
  let skipped = 0;
  const parser = new Parser({
    onopentag(name) {
      if (name === 'script' || name === 'style') skipped++;
      else if (BLOCKS.has(name)) text += ' ';
    },
    ontext(chunk) {
      if (!skipped) text += chunk;
    },
    onclosetag(name) {
      if (name === 'script' || name === 'style') skipped = Math.max(0, skipped - 1);
      else if (BLOCKS.has(name)) text += ' ';
    },
  });
  parser.end(html);
  return text.replace(/\s+/g, ' ').trim();
}

/** Elements whose edges separate words ("<p>a</p><p>b</p>" is "a b", not "ab"). */
const BLOCKS = new Set(['p', 'br', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'tr', 'td', 'th', 'hr']);

/** The first of `words` found in `text` as a whole word (or phrase), any case; letters and digits of any script count. */
function firstWordIn(text: string, words: readonly string[]): string | undefined {
  return words.find((word) => {
    const escaped = word
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s+');
    return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'iu').test(text);
  });
}

/** How an entry is taken in, by which rule, and the word that set it off. */
export type Verdict =
  | { outcome: 'rejected'; rule: 'reject-word'; word: string }
  | { outcome: 'pending'; rule: 'hold-word'; word: string }
  | { outcome: 'pending'; rule: 'hold' }
  | { outcome: 'approved'; rule: 'auto-approve' }
  | { outcome: 'capped' };

/**
 * A source's rules for one entry, in their order (decision 099): a reject word rejects it, then a hold word holds
 * it, whatever the cap; past the daily cap (`capLeft` 0) the rest is not taken in today; then the mode approves
 * it or holds it for review.
 */
export function decide(text: string, source: Pick<Source, 'reject_words' | 'hold_words' | 'mode'>, capLeft: number): Verdict {
  const rejectWord = firstWordIn(text, source.reject_words);
  if (rejectWord) return { outcome: 'rejected', rule: 'reject-word', word: rejectWord };
  const holdWord = firstWordIn(text, source.hold_words);
  if (holdWord) return { outcome: 'pending', rule: 'hold-word', word: holdWord };
  if (capLeft <= 0) return { outcome: 'capped' };
  return source.mode === 'auto' ? { outcome: 'approved', rule: 'auto-approve' } : { outcome: 'pending', rule: 'hold' };
}
