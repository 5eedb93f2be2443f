import type { FeedItem } from '@wiy/shared/feed.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { TrendingFeed } from './trending-feed.tsx';
import { buildFeedItem } from '../../../test/factories.ts';
import { scrollWindowTo } from '../../../test/window-scroll.ts';
import { dragFinger } from '../../../test/touch.ts';
import { PULL_RESISTANCE, PULL_THRESHOLD } from '../../../lib/use-pull-to-refresh.ts';

function item(id: string, vendor: string, updated: string): FeedItem {
  return buildFeedItem({ uni_id: id, u_image: 'demo/feed-1.svg', updated, u_social_vendor: { name: vendor } });
}

const today = new Date().toISOString();

describe('TrendingFeed', () => {
  it("shows 'No data found' for an empty feed", async () => {
    mockApi({ '/api/get_feed/1': { record: [] } });
    renderWithApp(<TrendingFeed />);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('sends the Application header with every call', async () => {
    const calls = mockApi({ '/api/get_feed/1': { record: [] } });
    renderWithApp(<TrendingFeed />);
    await screen.findByText('No data found');
    expect(new Headers(calls[0]!.init!.headers).get('Application')).toBe('wiy');
  });

  it("groups today's cards under 'Today', each linking to its detail", async () => {
    mockApi({ '/api/get_feed/1': { record: [item('a1', 'Twitter', today)] }, '/api/get_feed/2': { record: [] } });
    renderWithApp(<TrendingFeed />);
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Title a1/ })).toHaveAttribute('href', '/content?id=a1');
  });

  it('offers exactly the seven vendors to filter by', async () => {
    mockApi({ '/api/get_feed/1': { record: [] } });
    renderWithApp(<TrendingFeed />);
    const group = screen.getByRole('group', { name: 'Filter by platform' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.getAttribute('title')),
    ).toEqual(['Twitter', 'Youtube', 'Facebook', 'Instagram', 'Threads', 'Reddit', 'Linkedin']);
  });

  it('shows each card with its updated date as the day and the month name', async () => {
    mockApi({ '/api/get_feed/1': { record: [item('a1', 'Twitter', '2026-03-05T12:00:00.000Z')] }, '/api/get_feed/2': { record: [] } });
    renderWithApp(<TrendingFeed />);
    const card = await screen.findByRole('link', { name: /Title a1/ });
    expect(within(card).getByText('5 March')).toHaveAttribute('datetime', '2026-03-05T12:00:00.000Z');
  });

  it('asks the filtered feed for the chosen vendor, and the plain feed again when it is chosen twice', async () => {
    const calls = mockApi({
      '/api/get_feed/1': { record: [item('a1', 'Twitter', today)] },
      '/api/get_feed/2': { record: [] },
      '/api/get_filter_feed/1/Reddit/all/all/trending': { record: [item('r1', 'Reddit', today)] },
      '/api/get_filter_feed/2/Reddit/all/all/trending': { record: [] },
    });
    renderWithApp(<TrendingFeed />);
    await screen.findByText('Title a1');
    const reddit = screen.getByRole('link', { name: 'Reddit' });
    await userEvent.click(reddit);
    expect(await screen.findByText('Title r1')).toBeInTheDocument();
    expect(reddit).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('Title a1')).not.toBeInTheDocument();
    await userEvent.click(reddit);
    await waitFor(() => expect(reddit).not.toHaveAttribute('aria-current'));
    expect(await screen.findByText('Title a1')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/get_feed/1').length).toBe(2);
  });

  it('asks for page 2 once the scroll reaches 75% of the content height, 50 ms after the scrolling stops', async () => {
    const calls = mockApi({ '/api/get_feed/1': { record: [item('a1', 'Twitter', today)] }, '/api/get_feed/2': { record: [] } });
    scrollWindowTo({ scrollTop: 0, viewportHeight: 100, contentHeight: 1000 });
    renderWithApp(<TrendingFeed />);
    await screen.findByText('Title a1');
    const asked = () => calls.filter((call) => call.url === '/api/get_feed/2').length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      scrollWindowTo({ scrollTop: 649, viewportHeight: 100, contentHeight: 1000 });
      await vi.advanceTimersByTimeAsync(500);
      expect(asked()).toBe(0);
      scrollWindowTo({ scrollTop: 650, viewportHeight: 100, contentHeight: 1000 });
      await vi.advanceTimersByTimeAsync(30);
      scrollWindowTo({ scrollTop: 650, viewportHeight: 100, contentHeight: 1000 });
      await vi.advanceTimersByTimeAsync(49);
      expect(asked()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(asked()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('refresh', () => {
    /** Page 1 is the old item until something is published; then the new one comes first. */
    function publishLater() {
      let published = false;
      const calls = mockApi({
        '/api/get_feed/1': () => ({ record: published ? [item('n1', 'Reddit', today), item('a1', 'Twitter', today)] : [item('a1', 'Twitter', today)] }),
        '/api/get_feed/2': { record: [] },
      });
      return { calls, publish: () => (published = true) };
    }
    const firstCard = async () => within((await screen.findAllByRole('article'))[0]!).getByRole('link');

    it('asks for page 1 again with the Refresh button and shows the new item first', async () => {
      const { calls, publish } = publishLater();
      renderWithApp(<TrendingFeed />);
      await screen.findByText('Title a1');
      publish();
      await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(async () => expect(await firstCard()).toHaveAccessibleName(/Title n1/));
      expect(screen.getByRole('feed')).toHaveAttribute('data-count', '2');
      expect(calls.filter((c) => c.url === '/api/get_feed/1').length).toBe(2);
      await waitFor(() => expect(screen.getByText('Up to date')).toBeInTheDocument());
    });

    it('asks for page 1 again when pulled down at the top, and not when let go short', async () => {
      const { calls, publish } = publishLater();
      scrollWindowTo({ scrollTop: 0, viewportHeight: 800, contentHeight: 2000 });
      renderWithApp(<TrendingFeed />);
      await screen.findByText('Title a1');
      publish();
      const pageOneCalls = () => calls.filter((c) => c.url === '/api/get_feed/1').length;
      dragFinger(screen.getByRole('feed'), { down: PULL_THRESHOLD / PULL_RESISTANCE - 1 });
      // A refresh would have said so at once (the events are dispatched inside act).
      expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument();
      expect(pageOneCalls()).toBe(1);
      dragFinger(screen.getByRole('feed'), { down: PULL_THRESHOLD / PULL_RESISTANCE });
      await waitFor(async () => expect(await firstCard()).toHaveAccessibleName(/Title n1/));
      expect(pageOneCalls()).toBe(2);
    });

    it('drops the pages after the first, to be loaded again as the reader scrolls', async () => {
      const calls = mockApi({
        '/api/get_feed/1': { record: [item('a1', 'Twitter', today)] },
        '/api/get_feed/2': { record: [item('a2', 'Twitter', today)] },
        '/api/get_feed/3': { record: [] },
      });
      scrollWindowTo({ scrollTop: 0, viewportHeight: 800, contentHeight: 2000 });
      renderWithApp(<TrendingFeed />);
      await screen.findByText('Title a1');
      await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
      await waitFor(() => expect(screen.getByRole('feed')).toHaveAttribute('data-count', '2'));
      await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(screen.getByText('Up to date')).toBeInTheDocument());
      expect(screen.getByRole('feed')).toHaveAttribute('data-count', '1');
      const pages = calls.map((c) => c.url).filter((url) => url.startsWith('/api/get_feed/'));
      expect(pages).toEqual(['/api/get_feed/1', '/api/get_feed/2', '/api/get_feed/1']);
    });

    it('does not refresh on a pull while the list is scrolled down', async () => {
      const { calls, publish } = publishLater();
      scrollWindowTo({ scrollTop: 0, viewportHeight: 800, contentHeight: 2000 });
      renderWithApp(<TrendingFeed />);
      await screen.findByText('Title a1');
      publish();
      scrollWindowTo({ scrollTop: 120, viewportHeight: 800, contentHeight: 2000 });
      dragFinger(screen.getByRole('feed'), { down: 3 * (PULL_THRESHOLD / PULL_RESISTANCE) });
      expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument();
      expect(calls.filter((c) => c.url === '/api/get_feed/1').length).toBe(1);
      expect(await firstCard()).toHaveAccessibleName(/Title a1/);
      scrollWindowTo({ scrollTop: 0, viewportHeight: 800, contentHeight: 2000 });
    });
  });

  describe("'new posts' pill", () => {
    it('asks every 30 s how many posts came in above the first card, without a page, and a tap brings them in at the top', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        let published = false;
        const newsUrl = `/api/get_feed_news/null/all/all/${encodeURIComponent(today)}/a1`;
        const calls = mockApi({
          '/api/get_feed/1': () => ({ record: published ? [item('n1', 'Reddit', today), item('a1', 'Twitter', today)] : [item('a1', 'Twitter', today)] }),
          '/api/get_feed/2': { record: [] },
          [newsUrl]: () => ({ count: published ? 1 : 0 }),
          [`/api/get_feed_news/null/all/all/${encodeURIComponent(today)}/n1`]: { count: 0 },
        });
        const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
        renderWithApp(<TrendingFeed />);
        await screen.findByText('Title a1');
        await waitFor(() => expect(calls.filter((c) => c.url === newsUrl)).toHaveLength(1));
        published = true;
        await vi.advanceTimersByTimeAsync(29_000);
        expect(calls.filter((c) => c.url === newsUrl)).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(1_000);
        const pill = await screen.findByRole('button', { name: '1 new post' });
        expect(calls.filter((c) => c.url === '/api/get_feed/1')).toHaveLength(1);
        await userEvent.click(pill);
        await waitFor(() => expect(screen.getByRole('feed')).toHaveAttribute('data-count', '2'));
        expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
        await waitFor(() => expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument());
      } finally {
        vi.useRealTimers();
        vi.restoreAllMocks();
      }
    });

    it('stops asking when the question fails, until the reader comes back to the tab', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        let failing = true;
        const newsUrl = `/api/get_feed_news/null/all/all/${encodeURIComponent(today)}/f1`;
        const calls = mockApi({
          '/api/get_feed/1': { record: [item('f1', 'Twitter', today)] },
          '/api/get_feed/2': { record: [] },
          [newsUrl]: () => (failing ? new Response('', { status: 500 }) : { count: 0 }),
        });
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        renderWithApp(<TrendingFeed />);
        await screen.findByText('Title f1');
        await waitFor(() => expect(calls.filter((c) => c.url === newsUrl)).toHaveLength(1));
        failing = false;
        await vi.advanceTimersByTimeAsync(90_000);
        expect(calls.filter((c) => c.url === newsUrl)).toHaveLength(1);
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        await waitFor(() => expect(calls.filter((c) => c.url === newsUrl)).toHaveLength(2));
        await vi.advanceTimersByTimeAsync(30_000);
        expect(calls.filter((c) => c.url === newsUrl)).toHaveLength(3);
      } finally {
        vi.useRealTimers();
        vi.restoreAllMocks();
      }
    });

    it('never asks while the data saver is on, neither on its timer nor when the reader comes back', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      document.cookie = 'data-saver=on; path=/';
      try {
        const calls = mockApi({
          '/api/get_feed/1': { record: [item('s1', 'Twitter', today)] },
          '/api/get_feed/2': { record: [] },
          [`/api/get_feed_news/null/all/all/${encodeURIComponent(today)}/s1`]: { count: 3 },
        });
        renderWithApp(<TrendingFeed />);
        await screen.findByText('Title s1');
        await vi.advanceTimersByTimeAsync(90_000);
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        await vi.advanceTimersByTimeAsync(1_000);
        expect(calls.filter((c) => c.url.startsWith('/api/get_feed_news/'))).toHaveLength(0);
        expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
      } finally {
        document.cookie = 'data-saver=; path=/; max-age=0';
        vi.useRealTimers();
        vi.restoreAllMocks();
      }
    });
  });
});
