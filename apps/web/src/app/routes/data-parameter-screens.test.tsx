import { screen } from '@testing-library/react';
import { encodeRouteData } from '@wiy/shared/route-data';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en/app.json';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import { ChannelFeedRoute } from './channel-feed.tsx';
import { ChannelRecipesRoute } from './channel-recipes.tsx';
import { RecipeRoute } from './recipe.tsx';

describe('screens read from a data parameter', () => {
  it.each([
    ['/list-category-channel/list-channel-feed?data=not-base64!!', ChannelFeedRoute, 'Back to the channels'],
    [`/list-category-channel/list-channel-feed?data=${encodeURIComponent(encodeRouteData({ channelId: 'c' }))}`, ChannelFeedRoute, 'Back to the channels'],
    ['/recipe-content-list', ChannelRecipesRoute, 'Back to the recipes'],
    [
      `/recipe-content-list?data=${encodeURIComponent(encodeRouteData({ channelId: 'c', categoryId: 'f', channelName: 'n' }))}`,
      ChannelRecipesRoute,
      'Back to the recipes',
    ],
    [`/recipe-content-page?data=${encodeURIComponent(btoa('{"recordId":'))}`, RecipeRoute, 'Back to the recipes'],
  ])('shows the clear message and a way back for %s', (path, Screen, back) => {
    const calls = mockApi({});
    renderWithApp(<Screen />, { path });
    expect(screen.getByRole('alert')).toHaveTextContent(english['brokenLink.message']);
    expect(screen.getByRole('link', { name: back })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('opens the channel named in a valid data parameter', async () => {
    mockApi({ '/api/get/channel/feed_list/c1/music/1': { record: [] } });
    const data = encodeRouteData({ channelId: 'c1', categoryId: 'music', channelLogo: '', channelName: 'Indie Waves' });
    renderWithApp(<ChannelFeedRoute />, { path: `/list-category-channel/list-channel-feed?data=${encodeURIComponent(data)}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Indie Waves' })).toBeInTheDocument();
    expect(await screen.findByText('No content found.')).toBeInTheDocument();
  });
});
