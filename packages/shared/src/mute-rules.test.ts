import { describe, expect, it } from 'vitest';
import type { FeedItem } from './feed.schema.ts';
import { muteLabel, muteMatcher, muteValueProblem, normaliseWords, type Mute } from './mute-rules.ts';

const item = (overrides: Partial<FeedItem> = {}): FeedItem => ({
  uni_id: 'i1',
  u_title: 'Monsoon reaches Kerala',
  u_image: null,
  u_approved_date: null,
  created: '2026-11-23T10:00:00.000Z',
  updated: '2026-11-23T10:00:00.000Z',
  u_social_vendor: { name: 'Twitter' },
  u_url: 'https://x.com/a/status/1',
  u_url_2: null,
  u_url_3: null,
  u_url_4: null,
  u_url_5: null,
  u_show_description: 'false',
  u_description: '<p>Heavy <b>rain</b> in New\nYork and Kochi</p>',
  u_highlight_description: '<p>Rain</p>',
  u_category: { id: 'cat1', name: 'Weather' },
  u_sub_category: null,
  u_hot_topic: { id: 'topic1', name: 'Monsoon' },
  ...overrides,
});
const word = (value: string): Mute => ({ kind: 'word', value, label: value });

describe('mutes', () => {
  it('hides an item by its vendor, its category or its hot topic', () => {
    expect(muteMatcher([{ kind: 'hot_topic', value: 'topic1', label: 'Monsoon' }])(item())).toBe(true);
    expect(muteMatcher([{ kind: 'hot_topic', value: 'topic1', label: 'Monsoon' }])(item({ u_hot_topic: null }))).toBe(false);
    expect(muteMatcher([{ kind: 'vendor', value: 'Twitter', label: 'Twitter' }])(item())).toBe(true);
    expect(muteMatcher([{ kind: 'vendor', value: 'Reddit', label: 'Reddit' }])(item())).toBe(false);
    expect(muteMatcher([{ kind: 'category', value: 'cat1', label: 'Weather' }])(item())).toBe(true);
    expect(muteMatcher([{ kind: 'category', value: 'cat1', label: 'Weather' }])(item({ u_category: null }))).toBe(false);
  });

  it('hides an item by words in its title or descriptions, whole words in any case, tags and line breaks aside', () => {
    expect(muteMatcher([word('monsoon')])(item())).toBe(true);
    expect(muteMatcher([word('rain')])(item())).toBe(true);
    expect(muteMatcher([word('new york')])(item())).toBe(true);
    expect(muteMatcher([word('soon')])(item())).toBe(false);
    expect(muteMatcher([word('koch')])(item())).toBe(false);
    expect(muteMatcher([word('b')])(item())).toBe(false);
  });

  it('reads an item kept from before the wire named its hot topic', () => {
    const { u_hot_topic: _topic, ...older } = item();
    expect(muteMatcher([{ kind: 'hot_topic', value: 'topic1', label: 'Monsoon' }])(older as FeedItem)).toBe(false);
  });

  it('matches words of any script as whole words', () => {
    const hindi = item({ u_title: 'दिल्ली में बारिश', u_description: '', u_highlight_description: '' });
    expect(muteMatcher([word('बारिश')])(hindi)).toBe(true);
    expect(muteMatcher([word('बारि')])(hindi)).toBe(false);
  });

  it('compares words in one Unicode form, with either apostrophe, entities read, and joiners inside words', () => {
    const text = (u_title: string) => item({ u_title, u_description: '', u_highlight_description: '' });
    expect(muteMatcher([word(normaliseWords('Cafe\u0301'))])(text('Café au lait'))).toBe(true);
    expect(muteMatcher([word(normaliseWords('O’Brien'))])(text("O'Brien scores"))).toBe(true);
    expect(muteMatcher([word("o'brien")])(item({ u_description: '<p>O&#39;Brien &amp; co</p>' }))).toBe(true);
    expect(muteMatcher([word('amp')])(item({ u_description: '<p>Salt &amp; pepper</p>' }))).toBe(false);
    expect(muteMatcher([word('می')])(text('می\u200Cخواهم'))).toBe(false);
    expect(muteValueProblem('word', 'می\u200Cخواهم')).toBeUndefined();
  });

  it('cuts a label to what is kept', () => {
    expect(muteLabel(` ${'x'.repeat(300)}`)).toHaveLength(100);
  });

  it('keeps words as one spaced lower-case phrase of letters and digits', () => {
    expect(normaliseWords('  New   York ')).toBe('new york');
    expect(muteValueProblem('word', 'rock-n-roll')).toBeUndefined();
    expect(muteValueProblem('word', "o'brien")).toBeUndefined();
    expect(muteValueProblem('word', 'a.*')).toMatch(/letters and digits/);
    expect(muteValueProblem('word', 'Upper')).toMatch(/letters and digits/);
    expect(muteValueProblem('vendor', 'Myspace')).toMatch(/one of/);
    expect(muteValueProblem('hot_topic', 't-1')).toBeUndefined();
  });
});
