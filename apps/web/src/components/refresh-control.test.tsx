import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PULL_RESISTANCE, PULL_THRESHOLD } from '../lib/use-pull-to-refresh.ts';
import { dragFinger, putFinger } from '../test/touch.ts';
import { scrollWindowTo } from '../test/window-scroll.ts';
import { PagedFeed } from './paged-feed.tsx';

const items = Array.from({ length: 3 }, (_, i) => ({ uni_id: `i${i + 1}`, title: `Item ${i + 1}` }));
/** The finger's travel that brings the indicator exactly to the threshold. */
const PULL_ENOUGH = PULL_THRESHOLD / PULL_RESISTANCE;

/** A refresh the test settles when it wants. */
function pendingRefresh() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  const onRefresh = vi.fn(() => new Promise<void>((resolve, reject) => (settle = { resolve, reject })));
  return { onRefresh, settle: () => settle };
}

function renderFeed(onRefresh?: () => Promise<unknown>) {
  render(
    <MemoryRouter>
      <PagedFeed
        list={{ data: { pages: [items] }, hasNextPage: false, isFetching: false, fetchNextPage: vi.fn() }}
        items={items}
        label="Things"
        renderCard={(item) => <a href={`/thing/${item.uni_id}`}>{item.title}</a>}
        emptyText="Nothing here"
        onRefresh={onRefresh}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('feed', { name: 'Things' });
}

const indicator = () => document.querySelector<HTMLElement>('.pull-indicator')!;
/** The control's polite live region. */
const liveRegion = () => document.querySelector<HTMLElement>('.refresh-control [aria-live="polite"]');

describe('the refresh control', () => {
  afterEach(() => scrollWindowTo({ scrollTop: 0, viewportHeight: 800, contentHeight: 2000 }));

  it('refreshes with the Refresh button: the feed is busy and the live region says so, then that it is up to date', async () => {
    const { onRefresh, settle } = pendingRefresh();
    const feed = renderFeed(onRefresh);
    const status = liveRegion();
    expect(status).toBeEmptyDOMElement();
    const button = screen.getByRole('button', { name: 'Refresh' });
    await userEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(feed).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Refreshing…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(indicator().dataset.pull).toBe('held');

    await userEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await act(async () => settle().resolve());
    expect(status).toHaveTextContent('Up to date');
    expect(feed).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(indicator().dataset.pull).toBeUndefined();
  });

  it('is reached with the keyboard before the first card', async () => {
    renderFeed(vi.fn(async () => undefined));
    await screen.findAllByRole('article');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Item 1' })).toHaveFocus();
  });

  it('says so when a refresh fails, and may be asked again', async () => {
    const { onRefresh, settle } = pendingRefresh();
    renderFeed(onRefresh);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await act(async () => settle().reject(new Error('offline')));
    expect(liveRegion()).toHaveTextContent('Could not refresh');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('says nothing when the refresh is cancelled because the feature removed its query (a filter changed)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryKey = ['feed', 'refresh-cancelled'];
    const onRefresh = vi.fn(() => queryClient.fetchQuery({ queryKey, queryFn: () => new Promise<never>(() => undefined), staleTime: 0 }));
    renderFeed(onRefresh);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(liveRegion()).toHaveTextContent('Refreshing…');
    await act(async () => queryClient.removeQueries({ queryKey }));
    await waitFor(() => expect(liveRegion()).toBeEmptyDOMElement());
    expect(screen.getByRole('feed', { name: 'Things' })).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes when the page is pulled down past the threshold at its very top', async () => {
    const { onRefresh, settle } = pendingRefresh();
    scrollWindowTo({ scrollTop: 0, viewportHeight: 800, contentHeight: 2000 });
    const feed = renderFeed(onRefresh);
    dragFinger(feed, { down: PULL_ENOUGH });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Refreshing…'));
    expect(feed).toHaveAttribute('aria-busy', 'true');
    // A second pull while the first runs asks for nothing more.
    dragFinger(feed, { down: 2 * PULL_ENOUGH });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => settle().resolve());
    expect(liveRegion()).toHaveTextContent('Up to date');
    expect(indicator().dataset.pull).toBeUndefined();
  });

  it('does not refresh when the finger is lifted one pixel short of the threshold', () => {
    const onRefresh = vi.fn(async () => undefined);
    scrollWindowTo({ scrollTop: 0, viewportHeight: 800, contentHeight: 2000 });
    dragFinger(renderFeed(onRefresh), { down: PULL_ENOUGH - 1 });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(indicator().dataset.pull).toBeUndefined();
  });

  it('shows the indicator under the finger, ready once past the threshold, and puts it back when let go short', () => {
    scrollWindowTo({ scrollTop: 0, viewportHeight: 800, contentHeight: 2000 });
    const finger = putFinger(renderFeed(vi.fn(async () => undefined)));
    finger.move({ down: PULL_ENOUGH / 2 });
    expect(indicator().dataset.pull).toBe('pulling');
    expect(indicator().style.getPropertyValue('--pull')).toBe(`${PULL_THRESHOLD / 2}px`);
    finger.move({ down: PULL_ENOUGH });
    expect(indicator().dataset.pull).toBe('armed');
    finger.move({ down: PULL_ENOUGH / 4 });
    expect(indicator().dataset.pull).toBe('pulling');
    finger.lift();
    expect(indicator().dataset.pull).toBeUndefined();
    expect(indicator().style.getPropertyValue('--pull')).toBe('0px');
  });

  it('leaves the gesture to the browser when the page is not at its top', () => {
    const onRefresh = vi.fn(async () => undefined);
    scrollWindowTo({ scrollTop: 300, viewportHeight: 800, contentHeight: 2000 });
    dragFinger(renderFeed(onRefresh), { down: 2 * PULL_ENOUGH });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(indicator().dataset.pull).toBeUndefined();
  });

  it('leaves upward and sideways drags to the browser', () => {
    const onRefresh = vi.fn(async () => undefined);
    scrollWindowTo({ scrollTop: 0, viewportHeight: 800, contentHeight: 2000 });
    const feed = renderFeed(onRefresh);
    dragFinger(feed, { down: -2 * PULL_ENOUGH });
    dragFinger(feed, { down: 20, sideways: 40 });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('is not there for a list that cannot be refreshed', () => {
    renderFeed();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(liveRegion()).toBeNull();
  });
});
