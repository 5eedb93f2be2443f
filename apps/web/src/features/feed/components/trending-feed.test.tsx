import type { FeedItem } from '@wiy/shared/feed.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { TrendingFeed } from './trending-feed.tsx';
import { buildFeedItem } from '../../../test/factories.ts';

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

  it('asks the filtered feed for the chosen vendor, and the plain feed again when it is chosen twice', async () => {
    const calls = mockApi({
      '/api/get_feed/1': { record: [item('a1', 'Twitter', today)] },
      '/api/get_feed/2': { record: [] },
      '/api/get_filter_feed/1/Reddit/all/all/trending': { record: [item('r1', 'Reddit', today)] },
      '/api/get_filter_feed/2/Reddit/all/all/trending': { record: [] },
    });
    renderWithApp(<TrendingFeed />);
    await screen.findByText('Title a1');
    const reddit = screen.getByRole('button', { name: 'Reddit' });
    await userEvent.click(reddit);
    expect(await screen.findByText('Title r1')).toBeInTheDocument();
    expect(reddit).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Title a1')).not.toBeInTheDocument();
    await userEvent.click(reddit);
    await waitFor(() => expect(reddit).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('Title a1')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/get_feed/1').length).toBe(2);
  });
});
