import { expect, it } from 'vitest';
import { keptAnswer, KeptAnswers } from './kept-answers.ts';

it('counts each kept answer with its key and its entry, so tiny answers under made-up addresses stay within the bound', () => {
  const kept = new KeptAnswers(100_000);
  const tiny = keptAnswer(1, 'application/json', '{"count":0}', undefined, true);
  for (let i = 0; i < 10_000; i++) kept.set(`GET /api/get_feed_news/null/all/all/2026-01-01T00:00:00.000Z/made-up-${i}`, tiny);
  expect(kept.bytes).toBeLessThanOrEqual(100_000);
  // Some 11 bytes a body, but over 400 an entry: a few hundred are kept, not nine thousand.
  let held = 0;
  for (let i = 0; i < 10_000; i++) if (kept.get(`GET /api/get_feed_news/null/all/all/2026-01-01T00:00:00.000Z/made-up-${i}`)) held++;
  expect(held).toBeLessThan(300);
  expect(held).toBeGreaterThan(100);
});

it('drops the least recently used answer first, never the answer just kept', () => {
  const answer = keptAnswer(1, 'application/json', 'x'.repeat(100), undefined, true);
  const kept = new KeptAnswers(1200); // three such answers, with what each entry costs
  for (const key of ['a', 'b', 'c']) kept.set(key, answer);
  expect(kept.get('a')).toBeDefined();
  kept.set('d', answer);
  expect(['a', 'b', 'c', 'd'].filter((key) => kept.get(key))).toEqual(['a', 'c', 'd']);
  // Every older answer has just been read: one of them goes, not the new one.
  kept.set('e', answer);
  expect(kept.get('e')).toBeDefined();
  expect(['a', 'c', 'd'].filter((key) => kept.get(key))).toHaveLength(2);
});
