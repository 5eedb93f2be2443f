import type { Channel } from '@wiy/shared/channel.schema';
import type { Recipe } from '@wiy/shared/recipe.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRIORITY_CARDS } from '../../../components/card-image.tsx';
import { decodeRouteData } from '../../../lib/route-data.ts';
import { typeThenPause } from '../../../test/debounced-typing.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { RecipeCards } from './recipe-card.tsx';
import { RecipeHome } from './recipe-home.tsx';
import { RecipeList } from './recipe-list.tsx';
import { RecipePage } from './recipe-page.tsx';
import { RecipeSearchResults } from './recipe-search-results.tsx';

const channel = (id: string, name: string): Channel => ({
  uni_id: id,
  u_name: name,
  u_logo: null,
  u_list_category: { id: 'food_and_cooking', name: 'Food & Cooking' },
  u_list_channel: { id },
});

const recipe: Recipe = {
  uni_id: 'dosa',
  u_title: 'Masala Dosa',
  u_image: 'demo/feed-1.svg',
  u_image_source: null,
  u_source_type: 'false',
  u_views: 12_345,
  u_likes: 617,
  u_url: null,
  u_channel_name: { id: 'c1', name: 'Spice Kitchen' },
  u_language: { id: 'english' },
  u_ingredients: '<ul><li>Rice batter</li><li>Potato</li></ul><img src=x onerror="window.__xss=1">',
  u_recipes: '<ol><li>Spread the batter.</li></ol><script>window.__xss=1</script>',
  created: '2026-03-05T10:00:00.000Z',
  updated: '2026-03-05T10:00:00.000Z',
};

const languages = {
  record: [
    { uni_id: 'english', name: 'english', label: 'English' },
    { uni_id: 'tamil', name: 'tamil', label: 'Tamil' },
  ],
};
const cardNames = () => screen.queryAllByTestId('channel-card').map((c) => c.textContent);

describe('RecipeHome', () => {
  it('lists the channels with English recipes first, and the language switch changes them', async () => {
    mockApi({
      '/api/get/language/record': languages,
      '/api/get/all/channel/recipe/null/english/1': { record: [channel('c1', 'Spice Kitchen'), channel('c2', 'Bake It Easy')] },
      '/api/get/all/channel/recipe/null/english/2': { record: [] },
      '/api/get/all/channel/recipe/null/tamil/1': { record: [channel('c1', 'Spice Kitchen')] },
      '/api/get/all/channel/recipe/null/tamil/2': { record: [] },
    });
    const user = userEvent.setup();
    renderWithApp(<RecipeHome />, { path: '/recipe-channel-list' });
    await waitFor(() => expect(cardNames()).toEqual(['Spice Kitchen', 'Bake It Easy']));
    const select = screen.getByRole('combobox', { name: 'Select Language' });
    expect(select).toHaveValue('english');
    await screen.findByRole('option', { name: 'Tamil' });
    await user.selectOptions(select, 'tamil');
    await waitFor(() => expect(cardNames()).toEqual(['Spice Kitchen']));
    const href = screen.getByTestId('channel-card').getAttribute('href')!;
    expect(href.startsWith('/recipe-content-list?data=')).toBe(true);
    const data = decodeRouteData(new URLSearchParams(href.split('?')[1]).get('data'), { channelId: 'string', languageId: 'string', categoryId: 'string' });
    expect(data).toEqual({ ok: true, value: { channelId: 'c1', languageId: 'tamil', categoryId: 'food_and_cooking' } });
  });

  it('narrows the channels by the recipe search text', async () => {
    mockApi({
      '/api/get/language/record': languages,
      '/api/get/all/channel/recipe/null/english/1': { record: [channel('c1', 'Spice Kitchen'), channel('c2', 'Bake It Easy')] },
      '/api/get/all/channel/recipe/null/english/2': { record: [] },
      '/api/get/all/channel/recipe/cake/english/1': { record: [channel('c2', 'Bake It Easy')] },
      '/api/get/all/channel/recipe/cake/english/2': { record: [] },
    });
    const user = userEvent.setup();
    renderWithApp(<RecipeHome />, { path: '/recipe-channel-list' });
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'cake');
    await waitFor(() => expect(cardNames()).toEqual(['Bake It Easy']));
  });
});

it('narrows the recipe channels once typing has paused for 200 ms, for the whole text', async () => {
  const calls = mockApi({
    '/api/get/language/record': languages,
    '/api/get/all/channel/recipe/null/english/1': { record: [channel('c1', 'Spice Kitchen'), channel('c2', 'Bake It Easy')] },
    '/api/get/all/channel/recipe/null/english/2': { record: [] },
    '/api/get/all/channel/recipe/cake/english/1': { record: [channel('c2', 'Bake It Easy')] },
    '/api/get/all/channel/recipe/cake/english/2': { record: [] },
  });
  renderWithApp(<RecipeHome />, { path: '/recipe-channel-list' });
  await waitFor(() => expect(cardNames()).toHaveLength(2));
  const box = screen.getByRole('searchbox', { name: 'Search recipes' });
  const searched = () => calls.map((c) => c.url).filter((url) => !url.includes('/recipe/null/') && url.includes('/api/get/all/channel/recipe/'));
  await typeThenPause(box, ['ca', 'cake'], 200, searched);
  expect(searched()).toEqual(['/api/get/all/channel/recipe/cake/english/1']);
});

describe('RecipeCards', () => {
  it("loads the first cards' images at once and the others lazily", () => {
    const recipes = [1, 2, 3, 4, 5, 6].map((n) => ({ ...recipe, uni_id: `r${n}` }));
    const { container } = renderWithApp(<RecipeCards recipes={recipes} loading={false} />);
    const loading = [...container.querySelectorAll('img.card-image')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(recipes.map((_, index) => (index < PRIORITY_CARDS ? 'eager' : 'lazy')));
  });
});

describe('RecipePage', () => {
  it('shows the title, picture, created date, Ingredients and Recipes, with the HTML sanitised', async () => {
    mockApi({ '/api/get/recipe/content/dosa': { record: [recipe] } });
    const { container } = renderWithApp(<RecipePage recordId="dosa" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Masala Dosa' })).toBeInTheDocument();
    expect(screen.getByText('5 March 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recipes' })).toBeInTheDocument();
    expect(screen.getByText('Rice batter')).toBeInTheDocument();
    expect(screen.getByText('Spread the batter.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('.recipe-image')).toHaveAttribute('src', '/media/demo/feed-1.svg');
  });

  it("says 'No content found.' for an unknown recipe", async () => {
    mockApi({ '/api/get/recipe/content/nope': new Response(JSON.stringify({ Error: 'Recipe not found' }), { status: 404 }) });
    renderWithApp(<RecipePage recordId="nope" />);
    expect(await screen.findByText('No content found.')).toBeInTheDocument();
  });
});

describe('RecipeSearchResults', () => {
  it('searches recipes by the text in the query string, with counts shortened', async () => {
    const calls = mockApi({ '/api/get/record/searchValue': { record: [recipe] } });
    renderWithApp(<RecipeSearchResults />, { path: '/search-recipe-list?search=dosa' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Masala Dosa' })).toBeInTheDocument();
    expect(screen.getByText('12.3K views')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ tableName: 'wiy_list_feed', searchValue: 'dosa' });
    expect(screen.getByTestId('recipe-card').getAttribute('href')).toMatch(/^\/recipe-content-page\?data=/);
  });

  it("says 'No content found.' when nothing matches", async () => {
    mockApi({ '/api/get/record/searchValue': { record: [] } });
    renderWithApp(<RecipeSearchResults />, { path: '/search-recipe-list?search=zzz' });
    expect(await screen.findByText('No content found.')).toBeInTheDocument();
  });
});

describe('RecipeList', () => {
  it("asks for the channel's page 1 again with the Refresh button and shows a recipe published since first", async () => {
    let published = false;
    const pageOne = '/api/get/recipe/content/records/food_and_cooking/c1/english/1';
    const calls = mockApi({
      [pageOne]: () => ({ record: published ? [{ ...recipe, uni_id: 'idli', u_title: 'Idli' }, recipe] : [recipe] }),
      '/api/get/recipe/content/records/food_and_cooking/c1/english/2': { record: [] },
    });
    renderWithApp(<RecipeList channel={{ categoryId: 'food_and_cooking', channelId: 'c1', languageId: 'english', channelName: 'Spice Kitchen' }} />);
    await screen.findByText('Masala Dosa');
    published = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('Idli');
    expect(calls.filter((c) => c.url === pageOne)).toHaveLength(2);
  });
});
