import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { api, baseUrl } from './support.ts';

interface Feeds {
  rss: string;
  json: string;
}

/** The RSS and JSON Feed a screen names in its server-rendered head, as a feed reader finds them. */
async function feedsOf(path: string): Promise<Feeds> {
  const { document } = new JSDOM(await (await fetch(`${baseUrl}${path}`)).text()).window;
  const href = (type: string) => document.querySelector(`link[rel="alternate"][type="${type}"]`)?.getAttribute('href');
  const rss = href('application/rss+xml');
  const json = href('application/feed+json');
  expect(rss && json, `feed links on ${path}`).toBeTruthy();
  return { rss: rss!, json: json! };
}

/** The items' links of an RSS document, read as strict XML (a document that is not well-formed throws). */
async function rssLinks(url: string): Promise<string[]> {
  const response = await fetch(url);
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  const { document } = new JSDOM(await response.text(), { contentType: 'application/xml' }).window;
  expect(document.documentElement.getAttribute('version')).toBe('2.0');
  return [...document.querySelectorAll('channel > item > link')].map((link) => link.textContent!);
}

async function jsonFeedIds(url: string): Promise<string[]> {
  const feed = (await (await fetch(url)).json()) as { version: string; items: { id: string }[] };
  expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
  return feed.items.map((item) => item.id);
}

const detailLinks = (items: { uni_id: string }[]) => items.map((item) => `${baseUrl}/content?id=${item.uni_id}`);

describe('Feeds for feed readers', () => {
  it('are named on Trending, a category and a hot topic, and list the newest items each screen shows first', async () => {
    const trending = await feedsOf('/');
    const newest = detailLinks((await api<{ record: { uni_id: string }[] }>('/api/get_feed/1')).record);
    expect(await rssLinks(trending.rss)).toEqual(newest);
    expect(await jsonFeedIds(trending.json)).toEqual(newest);

    const sports = await feedsOf('/category?catid=sports&subid=sports-cricket');
    const sportsItems = detailLinks((await api<{ record: { uni_id: string }[] }>('/api/get_filter_feed/1/null/sports/sports-cricket')).record);
    expect(sportsItems.length).toBeGreaterThan(0);
    expect(await rssLinks(sports.rss)).toEqual(sportsItems);

    const [topic] = (await api<{ record: { uni_id: string; u_title: string }[] }>('/api/get_parent_topic/1')).record;
    const topicPage = `/content-list-hot-topic?${new URLSearchParams({ id: topic!.uni_id, name: topic!.u_title })}`;
    const topicFeeds = await feedsOf(topicPage);
    const topicItems = detailLinks((await api<{ record: { uni_id: string }[] }>(`/api/get/filter/data/parent/topic/1/${topic!.uni_id}`)).record);
    expect(await jsonFeedIds(topicFeeds.json)).toEqual(topicItems);
  });
});
