import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PRIORITY_CARDS } from './card-image.tsx';
import { PagedFeed } from './paged-feed.tsx';

const items = Array.from({ length: 6 }, (_, i) => ({ uni_id: `i${i + 1}`, title: `Item ${i + 1}` }));

function renderFeed({ hasNextPage = true, isFetching = false, fetchNextPage = vi.fn(), list = items, at = '/', page = 1 } = {}) {
  const priorities: Record<string, boolean> = {};
  render(
    <MemoryRouter initialEntries={[at]}>
      <PagedFeed
        list={{ data: { pages: [list], pageParams: [page] }, hasNextPage, isFetching, fetchNextPage }}
        items={list}
        label="Things"
        renderCard={(item, priority) => {
          priorities[item.uni_id] = priority;
          return <a href={`/thing/${item.uni_id}`}>{item.title}</a>;
        }}
        emptyText="Nothing here"
      />
    </MemoryRouter>,
  );
  return { fetchNextPage, priorities };
}

describe('PagedFeed', () => {
  it('is a feed of articles, each with its place and an unknown length while more may come', async () => {
    renderFeed();
    const feed = screen.getByRole('feed', { name: 'Things' });
    expect(feed).toHaveAttribute('aria-busy', 'false');
    const [first] = await screen.findAllByRole('article');
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '-1');
  });

  it('gives the length once there is no more, and then no Load more link', async () => {
    renderFeed({ hasNextPage: false });
    expect((await screen.findAllByRole('article'))[0]).toHaveAttribute('aria-setsize', String(items.length));
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page with Load more', async () => {
    const { fetchNextPage } = renderFeed();
    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("links Load more to the list's next page, keeping the rest of the address, for a reader whose app is not live", () => {
    renderFeed({ at: '/category?catid=sports&subid=all&page=2', page: 2 });
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute('href', '/category?catid=sports&subid=all&page=3');
  });

  it('ignores Load more while a page is loading, and says the feed is busy', async () => {
    const { fetchNextPage } = renderFeed({ isFetching: true });
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(more);
    expect(fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
  });

  it('marks the first screen’s cards as priority, and only those', async () => {
    const { priorities } = renderFeed();
    await screen.findAllByRole('article');
    const marked = Object.entries(priorities)
      .filter(([, priority]) => priority)
      .map(([id]) => id);
    expect(marked).toEqual(items.slice(0, PRIORITY_CARDS).map((i) => i.uni_id));
  });

  it('shows the empty text and no feed when there is nothing', () => {
    renderFeed({ hasNextPage: false, list: [] });
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
  });
});
