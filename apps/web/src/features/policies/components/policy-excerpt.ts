import { htmlExcerpt } from '../../../components/safe-html.tsx';

/** Visible characters of a policy a card shows (spec 000 §9). */
const POLICY_EXCERPT_LENGTH = 200;

/**
 * A policy card's excerpt (spec 000 §2, decision 044): the policy's sanitised HTML cut after 200 visible
 * characters with '…', every tag it leaves open closed, no character split.
 */
export function policyExcerpt(html: string): string {
  return htmlExcerpt(html, POLICY_EXCERPT_LENGTH);
}
