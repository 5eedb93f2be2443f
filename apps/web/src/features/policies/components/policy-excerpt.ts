import { htmlToText } from '../../../components/safe-html.tsx';

/** Characters of a policy a card shows (spec 000 §9). */
export const POLICY_EXCERPT_LENGTH = 200;

/**
 * A policy card's excerpt: the first 200 characters of the policy's visible TEXT, with '…' when cut
 * (decision 044). Cutting text rather than markup means no tag can be left half open, and counting
 * code points means no emoji or accented letter is split in two.
 */
export function policyExcerpt(html: string): string {
  const characters = Array.from(htmlToText(html));
  if (characters.length <= POLICY_EXCERPT_LENGTH) return characters.join('');
  return `${characters.slice(0, POLICY_EXCERPT_LENGTH).join('').trimEnd()}…`;
}
