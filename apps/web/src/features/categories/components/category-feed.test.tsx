import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { CategoryFeed } from './category-feed.tsx';
import { buildFeedItem } from '../../../test/factories.ts';
import { scrollWindowTo } from '../../../test/window-scroll.ts';

const item = (uni_id: string, vendor = 'Twitter'): FeedItem =>
  buildFeedItem({
    uni_id,
    u_social_vendor: { name: vendor },
    u_url: `https://twitter.com/a/status/${uni_id.length}`,
    u_category: { id: 'sports', name: 'Sports' },
    u_sub_category: { id: 'sports-cricket', name: 'Cricket' },
  });

const lists = {
  '/api/get_category': { record: [{ uni_id: 'sports', u_name: 'sports', u_label: 'Sports', u_list_category_order: 1 }] },
  '/api/get_sub_category': { record: [{ uni_id: 'sports-cricket', u_label: 'Cricket', u_category: { id: 'sports' } }] },
};

describe('CategoryFeed', () => {
  it('asks for page 1 with the word null for no vendor, and links each card to its detail', async () => {
    const calls = mockApi({
      ...lists,
      '/api/get_filter_feed/1/null/sports/sports-cricket': { record: [item('c1'), item('c2')] },
      '/api/get_filter_feed/2/null/sports/sports-cricket': { record: [] },
    });
    renderWithApp(<CategoryFeed categoryId="sports" subCategoryId="sports-cricket" />, { path: '/category?catid=sports&subid=sports-cricket' });
    expect(await screen.findByRole('link', { name: /Title c1/ })).toHaveAttribute('href', '/content?id=c1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sports › Cricket');
    expect(calls.map((c) => c.url)).toContain('/api/get_filter_feed/1/null/sports/sports-cricket');
  });

  it("asks how many posts came in above its first card in the sub-category, and shows the 'new posts' pill", async () => {
    const first = item('c1');
    const newsUrl = `/api/get_feed_news/null/sports/sports-cricket/${encodeURIComponent(first.updated)}/c1`;
    const calls = mockApi({
      ...lists,
      '/api/get_filter_feed/1/null/sports/sports-cricket': { record: [first, item('c2')] },
      '/api/get_filter_feed/2/null/sports/sports-cricket': { record: [] },
      [newsUrl]: { count: 3 },
    });
    renderWithApp(<CategoryFeed categoryId="sports" subCategoryId="sports-cricket" />, { path: '/category?catid=sports&subid=sports-cricket' });
    expect(await screen.findByRole('button', { name: '3 new posts' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === newsUrl)).toHaveLength(1);
  });

  it('reads the category lists it already holds, as a hydrated page does, without fetching them again', async () => {
    const calls = mockApi({
      ...lists,
      '/api/get_filter_feed/1/null/sports/sports-cricket': { record: [item('c1')] },
      '/api/get_filter_feed/2/null/sports/sports-cricket': { record: [] },
    });
    const path = '/category?catid=sports&subid=sports-cricket';
    const first = renderWithApp(<CategoryFeed categoryId="sports" subCategoryId="sports-cricket" />, { path });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sports › Cricket'));
    first.unmount();
    renderWithApp(<CategoryFeed categoryId="sports" subCategoryId="sports-cricket" />, { path, client: first.client });
    expect(await screen.findByRole('link', { name: /Title c1/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sports › Cricket');
    expect(calls.filter((c) => c.url === '/api/get_category' || c.url === '/api/get_sub_category')).toHaveLength(2);
  });

  it('asks for nothing until both ids are set', async () => {
    const calls = mockApi(lists);
    renderWithApp(<CategoryFeed categoryId="sports" subCategoryId="" />, { path: '/category?catid=sports' });
    expect(screen.getByText('No content found.')).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBe(2));
    expect(calls.some((c) => c.url.includes('get_filter_feed'))).toBe(false);
  });

  it('starts again at page 1 for the chosen vendor', async () => {
    const calls = mockApi({
      ...lists,
      '/api/get_filter_feed/1/null/sports/sports-cricket': { record: [item('c1'), item('y1', 'Youtube')] },
      '/api/get_filter_feed/2/null/sports/sports-cricket': { record: [] },
      '/api/get_filter_feed/1/Youtube/sports/sports-cricket': { record: [item('y1', 'Youtube')] },
      '/api/get_filter_feed/2/Youtube/sports/sports-cricket': { record: [] },
    });
    const user = userEvent.setup();
    renderWithApp(<CategoryFeed categoryId="sports" subCategoryId="sports-cricket" />, { path: '/category?catid=sports&subid=sports-cricket' });
    await screen.findByRole('link', { name: /Title c1/ });
    await user.click(screen.getByRole('link', { name: 'Youtube' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Title c1/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Title y1/ })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/get_filter_feed/1/Youtube/sports/sports-cricket');
  });

  it("shows 'No content found.' for an empty sub-category", async () => {
    mockApi({ ...lists, '/api/get_filter_feed/1/null/sports/sports-cricket': { record: [] } });
    renderWithApp(<CategoryFeed categoryId="sports" subCategoryId="sports-cricket" />, { path: '/category?catid=sports&subid=sports-cricket' });
    expect(await screen.findByText('No content found.')).toBeInTheDocument();
  });

  it('asks for the next page within 50 px of the bottom, and not at 51', async () => {
    const calls = mockApi({
      ...lists,
      '/api/get_filter_feed/1/null/sports/sports-cricket': { record: [item('c1')] },
      '/api/get_filter_feed/2/null/sports/sports-cricket': { record: [] },
    });
    scrollWindowTo({ scrollTop: 0, viewportHeight: 100, contentHeight: 1000 });
    renderWithApp(<CategoryFeed categoryId="sports" subCategoryId="sports-cricket" />, { path: '/category?catid=sports&subid=sports-cricket' });
    await screen.findByText('Title c1');
    const asked = () => calls.filter((call) => call.url === '/api/get_filter_feed/2/null/sports/sports-cricket').length;
    scrollWindowTo({ scrollTop: 849, viewportHeight: 100, contentHeight: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked()).toBe(0);
    scrollWindowTo({ scrollTop: 850, viewportHeight: 100, contentHeight: 1000 });
    await waitFor(() => expect(asked()).toBe(1));
  });

  it('asks for page 1 again with the Refresh button, and shows what was published since first', async () => {
    let published = false;
    const calls = mockApi({
      ...lists,
      '/api/get_filter_feed/1/null/sports/sports-cricket': () => ({ record: published ? [item('new1'), item('c1')] : [item('c1')] }),
      '/api/get_filter_feed/2/null/sports/sports-cricket': { record: [] },
    });
    renderWithApp(<CategoryFeed categoryId="sports" subCategoryId="sports-cricket" />, { path: '/category?catid=sports&subid=sports-cricket' });
    await screen.findByRole('link', { name: /Title c1/ });
    published = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('Title new1'));
    expect(calls.filter((c) => c.url === '/api/get_filter_feed/1/null/sports/sports-cricket').length).toBe(2);
  });

  it('has no Refresh button before both ids are set', () => {
    mockApi(lists);
    renderWithApp(<CategoryFeed categoryId="sports" subCategoryId="" />, { path: '/category?catid=sports' });
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });
});
