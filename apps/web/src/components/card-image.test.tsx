import { fireEvent, render, screen } from '@testing-library/react';
import type { FeedItem } from '@wiy/shared/feed.schema';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderContext } from '../lib/render-context.ts';
import { renderWithApp } from '../test/render.tsx';
import { MemoryRouter } from 'react-router';
import { CardImage, PRIORITY_CARDS } from './card-image.tsx';
import { FeedCard } from './feed-card.tsx';
import { FeedGroups } from './feed-groups.tsx';
import { buildFeedItem } from '../test/factories.ts';

const image = (ui: ReactElement) => render(ui).container.querySelector('img')!;

describe('CardImage', () => {
  it('loads a first-screen image at once and first', () => {
    const img = image(<CardImage image="demo/feed-1.svg" priority />);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves any other image until it nears the viewport, at the default priority', () => {
    const img = image(<CardImage image="demo/feed-1.svg" />);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it("reserves the card's box with width and height, on every card kind", () => {
    expect(image(<CardImage image="demo/feed-1.svg" />)).toMatchObject({ width: 358, height: 200, className: 'card-image' });
    expect(image(<CardImage image="demo/topic-1.svg" shape="topic" />)).toMatchObject({ width: 358, height: 160, className: 'topic-image' });
    expect(image(<CardImage image="demo/logo-1.svg" shape="logo" />)).toMatchObject({ width: 72, height: 72, className: 'channel-logo' });
    expect(image(<CardImage image="https://i.ytimg.com/vi/x/hqdefault.jpg" />)).toMatchObject({ width: 358, height: 200 });
  });

  it('offers the WebP variants of a stored image at the width the card shows, keeping the stored image as src', () => {
    const img = image(<CardImage image="uploads/abc.webp" />);
    expect(img).toHaveAttribute('src', '/media/uploads/abc.webp');
    expect(img).toHaveAttribute(
      'srcset',
      '/media/variants/320/uploads/abc.webp.webp 320w, /media/variants/640/uploads/abc.webp.webp 640w, /media/variants/960/uploads/abc.webp.webp 960w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 448px) 416px, calc(100vw - 32px)');
  });

  it("shows another site's image as it is", () => {
    const img = image(<CardImage image="https://i.ytimg.com/vi/x/hqdefault.jpg" priority />);
    expect(img).toHaveAttribute('src', 'https://i.ytimg.com/vi/x/hqdefault.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it("keeps a card's place without an image, and a detail shows nothing", () => {
    expect(render(<CardImage image={null} />).container.innerHTML).toBe('<div class="card-image"></div>');
    expect(render(<CardImage image="" shape="detail" className="content-hero" />).container.innerHTML).toBe('');
  });

  it("shows a detail's picture in its own shape, at once, keeping a 16:9 box until it arrives", () => {
    const img = image(<CardImage image="uploads/abc.webp" shape="detail" className="content-hero" priority />);
    expect(img).toHaveClass('content-hero');
    expect(img).not.toHaveAttribute('width');
    expect(img).not.toHaveAttribute('height');
    expect(img.style.aspectRatio).toBe('auto 16 / 9');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.getAttribute('srcset')).toContain('/media/variants/960/uploads/abc.webp.webp 960w');
  });
});

describe('CardImage saving data (decision 242)', () => {
  afterEach(() => {
    document.cookie = 'data-saver=; path=/; max-age=0';
    vi.unstubAllGlobals();
  });
  const smallest = '/media/variants/320/uploads/abc.webp.webp';

  it("shows a detail's or a card's picture at the smallest variant only when the reader turned the data saver on", () => {
    document.cookie = 'data-saver=on; path=/';
    for (const shape of ['card', 'detail'] as const) {
      const img = image(<CardImage image="uploads/abc.webp" shape={shape} />);
      expect(img).toHaveAttribute('src', smallest);
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
    }
    // Another site's image has no variants: it stays as it is.
    expect(image(<CardImage image="https://i.ytimg.com/vi/x/hqdefault.jpg" />)).toHaveAttribute('src', 'https://i.ytimg.com/vi/x/hqdefault.jpg');
  });

  it('saves data in Automatic on a 2G connection or when the browser asks, and never when the reader turned it off', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: Object.assign(new EventTarget(), { effectiveType: '2g', saveData: false }) });
    expect(image(<CardImage image="uploads/abc.webp" />)).toHaveAttribute('src', smallest);
    vi.stubGlobal('navigator', { ...navigator, connection: Object.assign(new EventTarget(), { effectiveType: '4g', saveData: true }) });
    expect(image(<CardImage image="uploads/abc.webp" />)).toHaveAttribute('src', smallest);
    document.cookie = 'data-saver=off; path=/';
    expect(image(<CardImage image="uploads/abc.webp" />)).toHaveAttribute('srcset');
    vi.stubGlobal('navigator', { ...navigator, connection: Object.assign(new EventTarget(), { effectiveType: '4g', saveData: false }) });
    document.cookie = 'data-saver=; path=/; max-age=0';
    expect(image(<CardImage image="uploads/abc.webp" />)).toHaveAttribute('srcset');
  });

  it("renders on the server as the request asked, and in Automatic the page's Save-Data counts in the browser", () => {
    const markup = (render: { dataSaver?: boolean; saveData?: boolean }) =>
      renderToString(
        <RenderContext value={render}>
          <CardImage image="uploads/abc.webp" />
        </RenderContext>,
      );
    expect(markup({ dataSaver: true })).toContain(`src="${smallest}"`);
    expect(markup({ dataSaver: true })).not.toContain('srcSet');
    expect(markup({})).toContain('srcSet');
    const browser = render(
      <RenderContext value={{ dataSaver: true, saveData: true }}>
        <CardImage image="uploads/abc.webp" />
      </RenderContext>,
    );
    expect(browser.container.querySelector('img')).toHaveAttribute('src', smallest);
  });
});

describe('a card saving data (decision 242)', () => {
  afterEach(() => {
    document.cookie = 'data-saver=; path=/; max-age=0';
  });
  const card = (u_image: string, uni_id = 'tapped') =>
    renderWithApp(<FeedCard item={buildFeedItem({ uni_id, u_image })} to={`/content?id=${uni_id}`} />).container;
  const images = (container: HTMLElement) => [...container.querySelectorAll('img.card-image, .card-image > img')].map((img) => img.getAttribute('src'));

  it("shows the tiny placeholder, blurred in the picture's box, with a button to show the picture, and links to the detail still", () => {
    document.cookie = 'data-saver=on; path=/';
    const container = card('uploads/abc.webp', 'held');
    expect(images(container)).toEqual(['/media/variants/24/uploads/abc.webp.webp']);
    expect(container.querySelector('.card-image.image-held > img')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Show image' })).toHaveStyle({ height: '200px' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/content?id=held');
    // Beside the link, never inside it.
    expect(screen.getByRole('link')).not.toContainElement(screen.getByRole('button'));
  });

  it('loads the 320 px variant of that card only on a tap, and keeps it when the card comes back', () => {
    document.cookie = 'data-saver=on; path=/';
    const tapped = card('uploads/tapped.webp');
    const other = card('uploads/other.webp', 'other');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show image' })[0]!);
    expect(images(tapped)).toEqual(['/media/variants/320/uploads/tapped.webp.webp']);
    expect(tapped.querySelector('button')).toBeNull();
    expect(tapped.querySelector('a')).toHaveFocus();
    expect(images(other)).toEqual(['/media/variants/24/uploads/other.webp.webp']);
    // The virtual list drops a card off screen and mounts it anew on the way back.
    expect(images(card('uploads/tapped.webp'))).toEqual(['/media/variants/320/uploads/tapped.webp.webp']);
  });

  it("holds back another site's picture behind a neutral placeholder with the same button", () => {
    document.cookie = 'data-saver=on; path=/';
    const container = card('https://i.ytimg.com/vi/x/hqdefault.jpg', 'outside');
    expect(images(container)).toEqual([]);
    expect(container.querySelector('div.card-image')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show image' }));
    expect(images(container)).toEqual(['https://i.ytimg.com/vi/x/hqdefault.jpg']);
  });

  it('leaves a card as it was without the data saver: its link alone, with the variants at every width', () => {
    const container = card('uploads/abc.webp', 'plain');
    expect(container.firstElementChild?.tagName).toBe('A');
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('/media/variants/960/'));
  });

  it('renders the placeholder and its button on the server for a page that saves data', () => {
    const markup = renderToString(
      <RenderContext value={{ dataSaver: true }}>
        <MemoryRouter>
          <FeedCard item={buildFeedItem({ uni_id: 'served', u_image: 'uploads/abc.webp' })} to="/content?id=served" />
        </MemoryRouter>
      </RenderContext>,
    );
    expect(markup).toContain('src="/media/variants/24/uploads/abc.webp.webp"');
    expect(markup).not.toMatch(/variants\/(320|640|960)\//);
    expect(markup).toContain('Show image</span></button>');
  });
});

const feedItem = (n: number, updated: string): FeedItem =>
  buildFeedItem({
    uni_id: `item${n}`,
    u_title: `Item ${n}`,
    u_image: `demo/feed-${n}.svg`,
    updated,
    u_url: `https://twitter.com/a/status/${n}`,
    u_category: { id: 'news', name: 'News' },
  });

describe('FeedGroups', () => {
  it('gives priority to the first cards on screen, across day groups, and to no others', () => {
    // Two cards today and the rest the day before: the priority runs on into the second group.
    const items = [1, 2].map((n) => feedItem(n, '2026-11-23T09:00:00.000Z')).concat([3, 4, 5, 6].map((n) => feedItem(n, '2026-11-22T09:00:00.000Z')));
    const list = { data: { pages: [items] }, isFetching: false, hasNextPage: false, fetchNextPage: () => undefined };
    const { container } = renderWithApp(<FeedGroups list={list} items={items} label="Trending" emptyText="No data found" />);
    expect(container.querySelectorAll('.feed-group-title')).toHaveLength(2);
    const loading = [...container.querySelectorAll('img.card-image')].map((img) => img.getAttribute('loading'));
    // The virtual list mounts the first screen's rows; whatever else it mounts loads lazily.
    expect(loading.length).toBeGreaterThanOrEqual(PRIORITY_CARDS);
    expect(loading).toEqual(loading.map((_, index) => (index < PRIORITY_CARDS ? 'eager' : 'lazy')));
  });
});
