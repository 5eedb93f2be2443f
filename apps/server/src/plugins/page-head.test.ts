import { describe, expect, it } from 'vitest';
import { pageHeadTags, type SiteDetails } from './page-head.ts';

const site: SiteDetails = { siteName: 'wiy', description: 'Curated posts', mediaBaseUrl: '/media/', sitePreview: undefined };

describe('pageHeadTags', () => {
  it('asks search engines not to index a page that says so, and only that page', () => {
    const robots = '<meta name="robots" content="noindex" />';
    expect(pageHeadTags({ status: 200, type: 'website', title: 'Search: rain', noindex: true }, undefined, '/search?q=rain', site)).toContain(robots);
    expect(pageHeadTags({ status: 200, type: 'website', title: 'Trending' }, undefined, '/', site)).not.toContain('name="robots"');
  });
});
