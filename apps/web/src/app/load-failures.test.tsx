import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryFeed } from '../features/categories/components/category-feed.tsx';
import { TrendingFeed } from '../features/feed/components/trending-feed.tsx';
import { HotTopicFeed } from '../features/hot-topics/components/hot-topic-feed.tsx';
import { HotTopicList } from '../features/hot-topics/components/hot-topic-list.tsx';
import { answer } from '../features/account/components/account-test-utils.tsx';
import { buildFeedItem } from '../test/factories.ts';
import { mockApi, renderWithApp } from '../test/render.tsx';

const failing = () => answer(500, { Error: 'The database is down' });
// TanStack Query's first retry would come a second after the failure.
const PAST_A_RETRY_MS = 1_300;

afterEach(() => vi.restoreAllMocks());

async function expectLoggedOnceAndQuiet(calls: { url: string }[], path: string) {
  await waitFor(() => expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Could not load'), expect.objectContaining({ status: 500 })));
  await new Promise((resolve) => setTimeout(resolve, PAST_A_RETRY_MS));
  expect(calls.filter((call) => call.url === path)).toHaveLength(1);
  expect(screen.queryByText('The database is down')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/Loading .* Content\.\.\./)).not.toBeInTheDocument();
}

describe('a failed load is only logged, asked once, and the loader stops (spec 000 §8)', () => {
  it.each<[string, ReactElement, string]>([
    ['the trending feed', <TrendingFeed />, '/api/get_feed/1'],
    ['the hot-topic list', <HotTopicList />, '/api/get_parent_topic/1'],
    ["a hot topic's items", <HotTopicFeed topicId="topic-2" name="Topic" />, '/api/get/filter/data/parent/topic/1/topic-2'],
    ['a category feed', <CategoryFeed categoryId="sports" subCategoryId="sports-cricket" />, '/api/get_filter_feed/1/null/sports/sports-cricket'],
  ])('%s', async (_screen, ui, path) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = mockApi({ [path]: failing });
    renderWithApp(ui);
    await expectLoggedOnceAndQuiet(calls, path);
  });

  it('the filtered feed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const path = '/api/get_filter_feed/1/Reddit/all/all/trending';
    const calls = mockApi({ '/api/get_feed/1': { record: [buildFeedItem({ uni_id: 'a1' })] }, '/api/get_feed/2': { record: [] }, [path]: failing });
    renderWithApp(<TrendingFeed />);
    await screen.findByText('Title a1');
    await userEvent.click(screen.getByRole('link', { name: 'Reddit' }));
    await expectLoggedOnceAndQuiet(calls, path);
  });
});
