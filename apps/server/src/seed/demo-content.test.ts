import { detectVendor, SOCIAL_VENDORS } from '@wiy/shared/vendor';
import { describe, expect, it } from 'vitest';
import { buildDemoContent } from './demo-content.ts';

const now = new Date('2026-11-23T10:00:00.000Z');
const content = buildDemoContent(now, 'wiy');
const approved = content.feedItems.filter((item) => item.u_approved_date);
const day = 86_400_000;

describe('demo content', () => {
  it('holds at least 300 approved items over the last 60 days, some of them today', () => {
    expect(approved.length).toBeGreaterThanOrEqual(300);
    for (const item of approved) {
      const age = now.getTime() - new Date(item.updated).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(60 * day);
    }
    expect(approved.filter((item) => item.updated.startsWith('2026-11-23')).length).toBeGreaterThan(0);
  });

  it('spreads the items across all seven vendors, each with a link of its own vendor', () => {
    expect(new Set(approved.map((item) => item.social_vendor))).toEqual(new Set(SOCIAL_VENDORS));
    for (const item of content.feedItems) expect(detectVendor(item.u_url)).toBe(item.social_vendor);
  });

  it('gives some items up to four extra links, and no link twice', () => {
    const extras = content.feedItems.map((i) => [i.u_url_2, i.u_url_3, i.u_url_4, i.u_url_5].filter(Boolean).length);
    expect(extras.some((n) => n > 0)).toBe(true);
    expect(extras.some((n) => n === 4)).toBe(true);
    const urls = content.feedItems.flatMap((i) => [i.u_url, i.u_url_2, i.u_url_3, i.u_url_4, i.u_url_5].filter(Boolean));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('keeps some items unapproved', () => {
    expect(content.feedItems.length - approved.length).toBeGreaterThan(0);
  });

  it('has 8 or more categories with 3 to 6 sub-categories each', () => {
    expect(content.categories.length).toBeGreaterThanOrEqual(8);
    for (const category of content.categories) {
      const subs = content.subCategories.filter((s) => s.category_id === category.uni_id).length;
      expect(subs).toBeGreaterThanOrEqual(3);
      expect(subs).toBeLessThanOrEqual(6);
    }
  });

  it('has hot topics with items in them', () => {
    expect(content.hotTopics.length).toBeGreaterThan(0);
    expect(approved.some((item) => item.hot_topic_id)).toBe(true);
  });

  it('has channel-feed items whose views and likes span from under 1,000 to over 1,000,000', () => {
    const views = content.channelFeed.map((i) => i.u_views);
    expect(Math.min(...views)).toBeLessThan(1000);
    expect(Math.max(...views)).toBeGreaterThan(1_000_000);
    const likes = content.channelFeed.map((i) => i.u_likes);
    expect(Math.min(...likes)).toBeLessThan(1000);
    expect(Math.max(...likes)).toBeGreaterThan(100_000);
  });

  it('has recipes in at least two languages, english among them', () => {
    const languages = new Set(content.recipes.map((r) => r.language_id));
    expect(languages.size).toBeGreaterThanOrEqual(2);
    expect(languages.has('english')).toBe(true);
  });

  it("has policies in the knowledge base's 'policy' category of the product", () => {
    const policy = content.knowledgeCategories.find((c) => c.name === 'policy');
    expect(policy?.product).toBe('wiy');
    expect(content.knowledge.filter((k) => k.category_id === policy?.id).length).toBeGreaterThanOrEqual(3);
  });

  it('is the same on every build for the same day', () => {
    expect(buildDemoContent(now, 'wiy')).toEqual(content);
  });
});
