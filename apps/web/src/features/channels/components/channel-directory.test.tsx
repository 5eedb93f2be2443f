import type { Channel, FilterRecord } from '@wiy/shared/channel.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decodeRouteData } from '../../../lib/route-data.ts';
import { typeThenPause } from '../../../test/debounced-typing.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { CHANNEL_SEARCH_MIN_LENGTH, channelSearchOptions } from '../api/search-channels.ts';
import { ChannelDirectory } from './channel-directory.tsx';

const channel = (id: string, name: string, category = 'music'): Channel => ({
  uni_id: id,
  u_name: name,
  u_logo: `demo/logo-${id}.svg`,
  u_list_category: { id: category, name: category },
  u_list_channel: { id },
});

const filters: FilterRecord[] = [
  { uni_id: 'music-format', u_name: 'Format', u_parent: { id: '0' } },
  { uni_id: 'music-format-short', u_name: 'Short', u_parent: { id: 'music-format' } },
  { uni_id: 'music-format-live', u_name: 'Live', u_parent: { id: 'music-format' } },
  { uni_id: 'music-level', u_name: 'Level', u_parent: { id: '0' } },
  { uni_id: 'music-level-expert', u_name: 'Expert', u_parent: { id: 'music-level' } },
];

function api() {
  return mockApi({
    '/api/get/list/category': { record: [{ uni_id: 'music', u_name: 'music', u_label: 'Music', u_order: 1 }] },
    '/api/get/list/channel/1': { record: [channel('a', 'Alpha Beats'), channel('b', 'Folk Roots')] },
    '/api/get/list/channel/2': { record: [] },
    '/api/get/channel/filter/music/1': { record: [channel('b', 'Folk Roots')] },
    '/api/get/channel/filter/music/2': { record: [] },
    '/api/get/channel/filter/music-format-live/1': { record: [channel('c', 'Live Lounge')] },
    '/api/get/channel/filter/music-format-live/2': { record: [] },
    '/api/get/channel/feed/filter/music': { record: filters },
    '/api/get/record/searchValue': (init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { tableName: string; searchValue: string };
      return { record: [channel('s', `Found ${body.searchValue} in ${body.tableName}`)] };
    },
  });
}

const cardNames = () => screen.queryAllByTestId('channel-card').map((c) => c.textContent);
const searches = (calls: { url: string; init?: RequestInit }[]) => calls.filter((c) => c.url === '/api/get/record/searchValue');

describe('ChannelDirectory', () => {
  it('shows every channel, each linking to its feed with the channel in the data parameter', async () => {
    api();
    renderWithApp(<ChannelDirectory />, { path: '/list-category-channel' });
    await waitFor(() => expect(cardNames()).toEqual(['Alpha Beats', 'Folk Roots']));
    const href = screen.getAllByTestId('channel-card')[0]!.getAttribute('href')!;
    expect(href.startsWith('/list-category-channel/list-channel-feed?data=')).toBe(true);
    const data = new URLSearchParams(href.split('?')[1]).get('data');
    expect(decodeRouteData(data, { channelId: 'string', categoryId: 'string', channelLogo: 'string', channelName: 'string' })).toEqual({
      ok: true,
      value: { channelId: 'a', categoryId: 'music', channelLogo: 'demo/logo-a.svg', channelName: 'Alpha Beats' },
    });
  });

  it('asks the server only from 3 characters', () => {
    expect(channelSearchOptions('ab').enabled).toBe(false);
    expect(channelSearchOptions('abc').enabled).toBe(true);
    expect(CHANNEL_SEARCH_MIN_LENGTH).toBe(3);
  });

  it('shows the search results in place of the grid, and an empty box brings the grid back', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<ChannelDirectory />, { path: '/list-category-channel' });
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    const box = screen.getByRole('searchbox', { name: 'Search channels' });
    await user.type(box, 'abc');
    await waitFor(() => expect(cardNames()).toEqual(['Found abc in wiy_list_channel']));
    // Typing faster than the debounce sends one search, for the whole text.
    expect(searches(calls).map((c) => JSON.parse(String(c.init?.body)).searchValue)).toEqual(['abc']);
    await user.clear(box);
    await waitFor(() => expect(cardNames()).toEqual(['Alpha Beats', 'Folk Roots']));
  });

  it('searches once typing has paused for 100 ms, for the whole text', async () => {
    const calls = api();
    renderWithApp(<ChannelDirectory />, { path: '/list-category-channel' });
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    const box = screen.getByRole('searchbox', { name: 'Search channels' });
    const searched = () => searches(calls).map((c) => JSON.parse(String(c.init?.body)).searchValue);
    await typeThenPause(box, ['abc', 'abcd'], 100, searched);
    expect(searched()).toEqual(['abcd']);
  });

  it('narrows to a category with its link', async () => {
    api();
    const user = userEvent.setup();
    renderWithApp(<ChannelDirectory />, { path: '/list-category-channel' });
    await user.click(await screen.findByRole('link', { name: 'Music' }));
    await waitFor(() => expect(cardNames()).toEqual(['Folk Roots']));
    expect(screen.getByRole('link', { name: 'Music' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('builds the filter modal from parents and children, and applies the chosen filter', async () => {
    api();
    const user = userEvent.setup();
    renderWithApp(<ChannelDirectory />, { path: '/list-category-channel?category=music' });
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    const groups = within(dialog).getAllByRole('group');
    expect(
      groups.map((g) =>
        within(g)
          .getAllByRole('radio')
          .map((r) => r.closest('label')!.textContent),
      ),
    ).toEqual([['Short', 'Live'], ['Expert']]);
    expect(within(dialog).getByRole('group', { name: 'Format' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Live' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Live Lounge']));
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
  });

  it('closes the filter modal on Escape without changing the list', async () => {
    api();
    const user = userEvent.setup();
    renderWithApp(<ChannelDirectory />, { path: '/list-category-channel?category=music' });
    await waitFor(() => expect(cardNames()).toEqual(['Folk Roots']));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Folk Roots']);
  });

  it('offers no filter until a category is chosen', async () => {
    api();
    renderWithApp(<ChannelDirectory />, { path: '/list-category-channel' });
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Filter/ })).not.toBeInTheDocument();
  });
});
