import { SITE_SEARCH_MAX_LENGTH } from '@wiy/shared/constants';
import type { FeedItem } from '@wiy/shared/feed.schema';
import type { SiteSearchAnswer, SiteSearchGroups } from '@wiy/shared/site-search.schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, browserI18n } from '../../../lib/i18n/i18n.tsx';
import { mutes } from '../../../lib/mutes.ts';
import { typeThenPause } from '../../../test/debounced-typing.ts';
import { buildFeedItem } from '../../../test/factories.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { SITE_SEARCH_DEBOUNCE_MS, SiteSearch } from './site-search.tsx';

const NO_GROUPS: SiteSearchGroups = { hot_topics: [], categories: [], channels: [], recipes: [], policies: [] };

const answer = (record: FeedItem[], overrides: Partial<SiteSearchAnswer> = {}): SiteSearchAnswer => ({
  record,
  marks: [],
  has_more: false,
  groups: NO_GROUPS,
  ...overrides,
});

/** The address as the router holds it, and how it got there (a push or a replace). */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{`${useNavigationType()} ${search}`}</output>;
}

/**
 * Replaces fetch with one that holds every request until the test settles it, and fails it as the browser does when
 * its signal aborts. The answers come once the test's clock is real again: the query cache tells the screen through
 * a timer.
 */
function holdRequests() {
  const requests: { url: string; signal: AbortSignal; settle: (body: SiteSearchAnswer) => void }[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init!.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      const settle = (body: SiteSearchAnswer) => resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
      requests.push({ url: String(input), signal, settle });
    })) as typeof fetch;
  return requests;
}
const cardTitles = () => screen.queryAllByTestId('feed-card').map((card) => card.querySelector('.card-title')?.textContent);

afterEach(() => {
  vi.useRealTimers();
  mutes.write({ account: false, entries: [] });
});

describe('SiteSearch', () => {
  it('asks once typing has paused for 200 ms, for the whole text, and the address follows by replacing', async () => {
    const requests = holdRequests();
    renderWithApp(
      <>
        <SiteSearch />
        <Address />
      </>,
      { path: '/search' },
    );
    expect(screen.queryByRole('feed')).toBeNull();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('maxlength', String(SITE_SEARCH_MAX_LENGTH));
    await typeThenPause(box, ['mau', 'mausam'], SITE_SEARCH_DEBOUNCE_MS, () => requests.map((request) => request.url));
    expect(requests.map((request) => request.url)).toEqual(['/api/site_search?q=mausam&page=1']);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('REPLACE ?q=mausam'));
    await act(async () => requests[0]!.settle(answer([buildFeedItem({ u_title: 'Mausam today' })])));
    expect(await screen.findByText('Mausam today')).toBeInTheDocument();
  });

  it('keeps one request in flight: a newer query cancels the older, whose late answer never shows', async () => {
    const requests = holdRequests();
    renderWithApp(<SiteSearch />, { path: '/search' });
    const box = screen.getByRole('searchbox', { name: 'Search' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'rain' } });
    await act(() => vi.advanceTimersByTimeAsync(SITE_SEARCH_DEBOUNCE_MS));
    expect(requests.map((request) => request.url)).toEqual(['/api/site_search?q=rain&page=1']);
    fireEvent.change(box, { target: { value: 'rainbow' } });
    await act(() => vi.advanceTimersByTimeAsync(SITE_SEARCH_DEBOUNCE_MS));
    vi.useRealTimers();

    expect(requests.map((request) => request.url)).toEqual(['/api/site_search?q=rain&page=1', '/api/site_search?q=rainbow&page=1']);
    expect(requests.map((request) => request.signal.aborted)).toEqual([true, false]);
    await act(async () => requests[0]!.settle(answer([buildFeedItem({ u_title: 'Rain, the older answer' })])));
    await act(async () => requests[1]!.settle(answer([buildFeedItem({ u_title: 'Rainbow, the newer answer' })])));
    expect(await screen.findByText('Rainbow, the newer answer')).toBeInTheDocument();
    expect(screen.queryByText('Rain, the older answer')).toBeNull();
  });

  it("marks the matched words in titles and descriptions as text, keeping a description's markup inert", async () => {
    const item = buildFeedItem({
      u_title: 'Mausam <b>update</b>: rain in Dilli',
      u_highlight_description: '<p>Heavy <em>rain</em> expected<img src=x onerror="window.__xss=1"></p>',
    });
    mockApi({ '/api/site_search': answer([item], { marks: ['rain', 'dilli'] }) });
    renderWithApp(<SiteSearch />, { path: '/search?q=rain%20dilli' });
    const card = await screen.findByTestId('feed-card');
    const title = card.querySelector('.card-title')!;
    expect(title.textContent).toBe('Mausam <b>update</b>: rain in Dilli');
    expect([...title.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['rain', 'Dilli']);
    expect(title.querySelector('b')).toBeNull();
    const excerpt = card.querySelector('.card-excerpt')!;
    expect([...excerpt.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['rain']);
    expect(excerpt.querySelector('em > mark')).not.toBeNull();
    expect(excerpt.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('lists the other groups after the items, each with a link to all of its results, and leaves out a muted topic', async () => {
    mutes.write({ account: false, entries: [{ kind: 'hot_topic', value: 'muted-topic', label: 'Monsoon', created: '2026-11-23T10:00:00.000Z' }] });
    const groups: SiteSearchGroups = {
      hot_topics: [
        { uni_id: 'topic-1', u_title: 'Rain watch', u_image: null, u_description: '', updated: '2026-11-20T10:00:00.000Z' },
        { uni_id: 'muted-topic', u_title: 'Monsoon rain', u_image: null, u_description: '', updated: '2026-11-20T10:00:00.000Z' },
      ],
      categories: [
        { id: 'weather', name: 'Weather', category_id: null },
        { id: 'weather-rain', name: 'Rain', category_id: 'weather' },
      ],
      channels: [],
      recipes: [
        {
          uni_id: 'pakora',
          u_title: 'Rain pakora',
          u_image: null,
          u_image_source: null,
          u_source_type: 'false',
          u_views: 1,
          u_likes: 1,
          u_url: null,
          u_channel_name: { id: 'c1', name: 'Spice Kitchen' },
          u_language: { id: 'english' },
          u_ingredients: '',
          u_recipes: '',
          created: '2026-03-05T10:00:00.000Z',
          updated: '2026-03-05T10:00:00.000Z',
        },
      ],
      policies: [{ id: 'privacy', title: 'Privacy policy' }],
    };
    mockApi({ '/api/site_search': answer([buildFeedItem({ u_title: 'Rain today' })], { marks: ['rain'], groups }) });
    renderWithApp(<SiteSearch />, { path: '/search?q=rain' });
    await screen.findByText('Privacy policy');
    const sections = screen.getAllByTestId('search-group');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual(['Hot Topics', 'Categories', 'Recipes', 'Policies']);
    const links = (index: number) =>
      within(sections[index]!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    // The heading is the link to all of the group's results.
    expect(links(0)).toEqual([
      ['Hot Topics', '/content-list'],
      ['Rain watch', '/content-list-hot-topic?id=topic-1&name=Rain+watch'],
    ]);
    expect(links(1)).toEqual([
      ['Categories', '/categories?q=rain'],
      ['Weather', '/category?catid=weather&subid=all'],
      ['Rain', '/category?catid=weather&subid=weather-rain'],
    ]);
    expect(links(2)[0]).toEqual(['Recipes', '/search-recipe-list?search=rain']);
    expect(links(3)).toEqual([
      ['Policies', '/policy'],
      ['Privacy policy', '/selectedpolicy?id=privacy'],
    ]);
    expect(within(sections[0]!).getByText('Rain').tagName).toBe('MARK');
    // The items come first.
    const card = screen.getByTestId('feed-card');
    expect(card.compareDocumentPosition(sections[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so when nothing is found, and leaves muted items out as every feed does', async () => {
    mutes.write({ account: false, entries: [{ kind: 'word', value: 'cricket', label: 'cricket', created: '2026-11-23T10:00:00.000Z' }] });
    mockApi({ '/api/site_search': answer([buildFeedItem({ u_title: 'Cricket final tonight' })], { marks: ['cricket'] }) });
    renderWithApp(<SiteSearch />, { path: '/search?q=cricket' });
    expect(await screen.findByText('Nothing found for “cricket”.')).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
  });

  it('shows the screen in Hindi', async () => {
    mockApi({ '/api/site_search': answer([]) });
    await activateLocale(browserI18n, 'hi');
    try {
      renderWithApp(<SiteSearch />, { path: '/search?q=मौसम' });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('खोज: मौसम');
      expect(screen.getByRole('searchbox', { name: 'खोजें' })).toHaveValue('मौसम');
      expect(await screen.findByText('“मौसम” के लिए कुछ नहीं मिला।')).toBeInTheDocument();
    } finally {
      await activateLocale(browserI18n, 'en');
    }
  });
});
