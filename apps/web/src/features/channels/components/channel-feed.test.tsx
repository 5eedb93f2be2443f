import type { ChannelFeedItem } from '@wiy/shared/channel.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRIORITY_CARDS } from '../../../components/card-image.tsx';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { ChannelFeed } from './channel-feed.tsx';
import { ChannelFeedDetail } from './channel-feed-detail.tsx';
import { ChannelItemRoute as DetailRoute } from '../../../app/routes/channel-item.tsx';
import { Route, Routes, useLocation, type Location } from 'react-router';

let lastLocation: Location;
/** The route of the detail, noting where it was opened with what state. */
function ChannelItemRoute() {
  lastLocation = useLocation();
  return <DetailRoute />;
}

const item = (id: string, views: number, likes: number, extra: Partial<ChannelFeedItem> = {}): ChannelFeedItem => ({
  uni_id: id,
  u_name: `Video ${id}`,
  u_views: views,
  u_likes: likes,
  u_video_id: 'https://www.youtube.com/watch?v=abcdefghijk',
  u_image: 'demo/feed-1.svg',
  u_image_source: null,
  u_source_type: 'false',
  u_description: '<p>About the video</p>',
  u_filter_category: null,
  u_list_category: { id: 'music' },
  u_list_channel: { id: 'chan', name: 'The Channel' },
  created: '2026-11-01T00:00:00.000Z',
  updated: '2026-11-01T00:00:00.000Z',
  ...extra,
});

const channel = { channelId: 'chan', categoryId: 'music', channelName: 'The Channel', channelLogo: 'demo/logo.svg' };
const cardIds = () => screen.queryAllByTestId('channel-feed-card').map((c) => c.getAttribute('data-id'));

describe('ChannelFeed', () => {
  it("shows the channel's feed with views and likes shortened", async () => {
    mockApi({
      '/api/get/channel/feed_list/chan/music/1': { record: [item('a', 999, 1_000), item('b', 1_234_567, 5_000_000)] },
      '/api/get/channel/feed_list/chan/music/2': { record: [] },
    });
    renderWithApp(<ChannelFeed channel={channel} />);
    await waitFor(() => expect(cardIds()).toEqual(['a', 'b']));
    expect(screen.getByRole('heading', { level: 1, name: 'The Channel' })).toBeInTheDocument();
    expect(screen.getAllByTestId('views').map((v) => v.textContent)).toEqual(['999 views', '1.2M views']);
    expect(screen.getAllByTestId('likes').map((v) => v.textContent)).toEqual(['1K likes', '5M likes']);
    expect(screen.getAllByTestId('channel-feed-card')[0]).toHaveAttribute('href', '/channel-feed-content?id=a');
  });

  it('asks for page 1 again in the chosen sort with the Refresh button, and shows an item published since first', async () => {
    let published = false;
    const pageOne = '/api/sort/record/likes/chan/music/1';
    const calls = mockApi({
      '/api/get/channel/feed_list/chan/music/1': { record: [item('a', 1, 1)] },
      '/api/get/channel/feed_list/chan/music/2': { record: [] },
      [pageOne]: () => ({ record: published ? [item('new', 9, 9), item('a', 1, 1)] : [item('a', 1, 1)] }),
      '/api/sort/record/likes/chan/music/2': { record: [] },
    });
    renderWithApp(<ChannelFeed channel={channel} />);
    await waitFor(() => expect(cardIds()).toEqual(['a']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'likes');
    await waitFor(() => expect(calls.filter((c) => c.url === pageOne)).toHaveLength(1));
    published = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('feed')).toHaveAttribute('data-count', '2'));
    expect(cardIds()[0]).toBe('new');
    expect(calls.filter((c) => c.url === pageOne)).toHaveLength(2);
  });

  it("loads the first cards' images at once", async () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => item(id, 1, 1));
    mockApi({ '/api/get/channel/feed_list/chan/music/1': { record: items }, '/api/get/channel/feed_list/chan/music/2': { record: [] } });
    const { container } = renderWithApp(<ChannelFeed channel={channel} />);
    // The virtual list mounts the first page's rows, as the server renders them (jsdom has no viewport to fill);
    // the cards past the first screen's load lazily.
    await waitFor(() => expect(cardIds()).toHaveLength(items.length));
    const loading = [...container.querySelectorAll('img.card-image')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual([...Array<string>(PRIORITY_CARDS).fill('eager'), ...Array<string>(items.length - PRIORITY_CARDS).fill('lazy')]);
  });

  it('offers None, Sort By Views and Sort By Likes, and a new sort starts again at page 1', async () => {
    const calls = mockApi({
      '/api/get/channel/feed_list/chan/music/1': { record: [item('a', 1, 3), item('b', 2, 1)] },
      '/api/get/channel/feed_list/chan/music/2': { record: [] },
      '/api/sort/record/likes/chan/music/1': { record: [item('a', 1, 3), item('b', 2, 1)].reverse() },
      '/api/sort/record/likes/chan/music/2': { record: [] },
    });
    const user = userEvent.setup();
    renderWithApp(<ChannelFeed channel={channel} />);
    await waitFor(() => expect(cardIds()).toEqual(['a', 'b']));
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual(['None', 'Sort By Views', 'Sort By Likes']);
    await user.selectOptions(sort, 'Sort By Likes');
    await waitFor(() => expect(cardIds()).toEqual(['b', 'a']));
    expect(calls.map((c) => c.url).filter((u) => u.startsWith('/api/sort/'))[0]).toBe('/api/sort/record/likes/chan/music/1');
  });

  it('narrows the feed by name from 3 characters', async () => {
    mockApi({
      // Listed first: the mock answers the first path the URL starts with.
      '/api/get/channel/feed_list/chan/music/1?search=live': { record: [item('b', 1, 1)] },
      '/api/get/channel/feed_list/chan/music/1': { record: [item('a', 1, 1), item('b', 1, 1)] },
      '/api/get/channel/feed_list/chan/music/2': { record: [] },
    });
    const user = userEvent.setup();
    renderWithApp(<ChannelFeed channel={channel} />);
    await waitFor(() => expect(cardIds()).toEqual(['a', 'b']));
    await user.type(screen.getByRole('searchbox', { name: 'Search this channel' }), 'live');
    await waitFor(() => expect(cardIds()).toEqual(['b']));
  });

  it("says 'No content found.' for an empty channel", async () => {
    mockApi({ '/api/get/channel/feed_list/chan/music/1': { record: [] } });
    renderWithApp(<ChannelFeed channel={channel} />);
    expect(await screen.findByText('No content found.')).toBeInTheDocument();
  });
});

describe('ChannelFeedDetail', () => {
  it("is opened from a card with the id in the URL and the spec's name, image, description and source_type as state", async () => {
    const external = item('a', 1, 1, { u_source_type: 'true', u_image_source: 'https://i.ytimg.com/vi/a/hq.jpg' });
    const calls = mockApi({ '/api/get/channel/feed_list/chan/music/1': { record: [external] }, '/api/get/channel/feed_list/chan/music/2': { record: [] } });
    renderWithApp(
      <Routes>
        <Route index element={<ChannelFeed channel={channel} />} />
        <Route path="channel-feed-content" element={<ChannelItemRoute />} />
      </Routes>,
    );
    await waitFor(() => expect(cardIds()).toEqual(['a']));
    await userEvent.click(screen.getByTestId('channel-feed-card'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Video a' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/api/get/channel/feed_content/a');
    expect(lastLocation.search).toBe('?id=a');
    expect(lastLocation.state).toMatchObject({
      name: 'Video a',
      image: 'https://i.ytimg.com/vi/a/hq.jpg',
      description: '<p>About the video</p>',
      source_type: 'true',
    });
  });

  it('shows the item handed over without asking the server', async () => {
    const calls = mockApi({});
    renderWithApp(<ChannelFeedDetail uniId="a" handed={item('a', 1, 1)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Video a' })).toBeInTheDocument();
    expect(screen.getByText('About the video')).toBeInTheDocument();
    expect(screen.getByTitle('Video: Video a')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk');
    expect(calls).toEqual([]);
  });

  it("fetches the item by id after a reload, using the external picture when u_source_type is 'true'", async () => {
    mockApi({
      '/api/get/channel/feed_content/x': { record: [item('x', 1, 1, { u_source_type: 'true', u_image_source: 'https://i.ytimg.com/vi/x/hq.jpg' })] },
    });
    const { container } = renderWithApp(<ChannelFeedDetail uniId="x" handed={undefined} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Video x' })).toBeInTheDocument();
    expect(container.querySelector('.channel-item-image')).toHaveAttribute('src', 'https://i.ytimg.com/vi/x/hq.jpg');
  });

  it("says 'No content found.' for an unknown id", async () => {
    mockApi({ '/api/get/channel/feed_content/gone': { record: [] } });
    renderWithApp(<ChannelFeedDetail uniId="gone" handed={undefined} />);
    expect(await screen.findByText('No content found.')).toBeInTheDocument();
  });
});
