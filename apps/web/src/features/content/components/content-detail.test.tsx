import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentDetailItem } from '@wiy/shared/feed.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFeedItem } from '../../../test/factories.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { ContentDetail } from './content-detail.tsx';

function item(overrides: Partial<ContentDetailItem> = {}): ContentDetailItem {
  return {
    ...buildFeedItem({
      uni_id: 'f00001',
      u_title: 'Launch day',
      u_image: 'demo/feed-1.svg',
      u_approved_date: '2026-11-20T10:00:00.000Z',
      u_social_vendor: { name: 'Youtube' },
      u_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      u_description: '<p>The full story</p>',
      u_highlight_description: '<p>The highlight</p>',
    }),
    ...overrides,
  };
}

const answer = (record: ContentDetailItem[]) => ({ '/api/get/feed_content/f00001': { record } });

const counted = () => new Response(null, { status: 204 });
const COUNTS = { '/api/reach/f00001/open': counted, '/api/reach/f00001/click': counted };
const countsSent = (calls: { url: string; init?: RequestInit }[], kind: 'open' | 'click') => calls.filter((call) => call.url === `/api/reach/f00001/${kind}`);

/** Keeps jsdom from following a link out: the count is what is under test, not the new tab. */
function stayOnPage() {
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener('click', stay);
  return () => document.removeEventListener('click', stay);
}

describe('ContentDetail', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads the item with a POST of an empty JSON body and shows its title, image, date and highlight', async () => {
    const calls = mockApi(answer([item()]));
    renderWithApp(<ContentDetail uniId="f00001" />);
    expect(await screen.findByRole('heading', { name: 'Launch day' })).toBeInTheDocument();
    expect(calls[0]!.init?.method).toBe('POST');
    expect(calls[0]!.init?.body).toBe('{}');
    expect(new Headers(calls[0]!.init?.headers).get('content-type')).toBe('application/json');
    expect(screen.getByText('The highlight')).toBeInTheDocument();
    expect(screen.queryByText('The full story')).not.toBeInTheDocument();
    expect(screen.getByText('Approved 20 November 2026')).toBeInTheDocument();
    expect(document.querySelector('.content-hero')).toHaveAttribute('src', '/media/demo/feed-1.svg');
    expect(document.title).toBe('Launch day');
  });

  it("shows the full description when u_show_description is the string 'true'", async () => {
    mockApi(answer([item({ u_show_description: 'true' })]));
    renderWithApp(<ContentDetail uniId="f00001" />);
    expect(await screen.findByText('The full story')).toBeInTheDocument();
    expect(screen.queryByText('The highlight')).not.toBeInTheDocument();
  });

  it('opens the original link from the vendor icon in a new tab without handing it this page', async () => {
    mockApi(answer([item()]));
    renderWithApp(<ContentDetail uniId="f00001" />);
    const link = await screen.findByRole('link', { name: 'Open the original post on Youtube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows a link card a source brought in (vendor 'Unknown') with the website icon and the original site's link", async () => {
    mockApi(answer([item({ u_social_vendor: { name: 'Unknown' }, u_url: 'https://mastodon.social/@nasa/1234' })]));
    renderWithApp(<ContentDetail uniId="f00001" />);
    const source = await screen.findByRole('link', { name: 'Open the original post on its site' });
    expect(source).toHaveAttribute('href', 'https://mastodon.social/@nasa/1234');
    expect(source.querySelector('img')).toHaveAttribute('src', '/icons/unknown.svg');
    const embed = document.querySelector('.embeds > .embed');
    expect(embed).toHaveAttribute('data-vendor', 'Unknown');
    expect(screen.getByRole('link', { name: 'View on the original site' })).toHaveAttribute('href', 'https://mastodon.social/@nasa/1234');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows an embed for the main link and each extra link, five at most', async () => {
    mockApi(
      answer([
        item({
          u_url_2: 'https://x.com/nasa/status/1',
          u_url_3: 'https://www.threads.net/@nasa/post/C1',
          u_url_4: 'https://youtu.be/bad',
          u_url_5: 'https://www.instagram.com/p/Cabcdef1234/',
        }),
      ]),
    );
    renderWithApp(<ContentDetail uniId="f00001" />);
    await screen.findByRole('heading', { name: 'Launch day' });
    const vendors = [...document.querySelectorAll('.embeds > .embed')].map((e) => e.getAttribute('data-vendor'));
    expect(vendors).toEqual(['Youtube', 'Twitter', 'Threads', 'Youtube', 'Instagram']);
    expect(screen.getByText('Invalid YouTube URL')).toBeInTheDocument();
  });

  it.each([
    ['removed', 'This post was removed from YouTube'],
    ['private', 'This post on YouTube is private'],
  ] as const)('shows the fallback at once, no embed, for a main link known %s; the extra links embed as usual', async (state, sentence) => {
    mockApi(answer([item({ u_link_state: state, u_url_2: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' })]));
    renderWithApp(<ContentDetail uniId="f00001" />);
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    const embeds = [...document.querySelectorAll('.embeds > .embed')];
    expect(embeds.map((embed) => embed.className)).toEqual(['embed embed-fallback', expect.not.stringContaining('fallback')]);
    await waitFor(() => expect(embeds[1]!.querySelector('iframe')).not.toBeNull());
    expect(embeds[0]!.querySelector('iframe')).toBeNull();
    expect(within(embeds[0] as HTMLElement).getByRole('link', { name: 'View on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it('shows only the item whose uni_id matches', async () => {
    mockApi(answer([item({ uni_id: 'someone-else', u_title: 'Not me' })]));
    renderWithApp(<ContentDetail uniId="f00001" />);
    expect(await screen.findByText('No content found.')).toBeInTheDocument();
    expect(screen.queryByText('Not me')).not.toBeInTheDocument();
  });

  it("shows 'No content found.' for an unknown id", async () => {
    mockApi(answer([]));
    renderWithApp(<ContentDetail uniId="f00001" />);
    expect(await screen.findByText('No content found.')).toBeInTheDocument();
  });

  it("shows 'No content found.' when the request fails", async () => {
    mockApi({});
    renderWithApp(<ContentDetail uniId="f00001" />);
    expect(await screen.findByText('No content found.')).toBeInTheDocument();
  });

  it("shows 'No content found.' without a request when there is no id", async () => {
    const calls = mockApi({});
    renderWithApp(<ContentDetail uniId="" />);
    expect(screen.getByText('No content found.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('scrolls to the top when it opens', async () => {
    mockApi(answer([item()]));
    renderWithApp(<ContentDetail uniId="f00001" />);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('renders script payloads in the title and description as inert text', async () => {
    const hit = vi.fn();
    (window as unknown as { __hit: () => void }).__hit = hit;
    mockApi(
      answer([
        item({
          u_title: '<img src=x onerror="window.__hit()">',
          u_show_description: 'true',
          u_description: '<p>Safe words</p><script>window.__hit()</script><img src="x" onerror="window.__hit()"><a href="javascript:window.__hit()">link</a>',
          u_url: 'javascript:window.__hit()',
        }),
      ]),
    );
    renderWithApp(<ContentDetail uniId="f00001" />);
    expect(await screen.findByRole('heading', { name: '<img src=x onerror="window.__hit()">' })).toBeInTheDocument();
    const description = document.querySelector('.content-description')!;
    expect(description).toHaveTextContent('Safe words');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onerror]')).toBeNull();
    expect(description.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:');
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(hit).not.toHaveBeenCalled();
  });

  describe('reach figures (decision 098)', () => {
    it('counts one open each time the item is shown, though StrictMode runs its effects twice', async () => {
      // As the app renders (app.tsx): StrictMode at the root, where React runs every effect twice on mounting.
      configure({ reactStrictMode: true });
      try {
        const calls = mockApi({ ...answer([item()]), ...COUNTS });
        const first = renderWithApp(<ContentDetail uniId="f00001" />);
        await screen.findByRole('heading', { name: 'Launch day' });
        await waitFor(() => expect(countsSent(calls, 'open')).toHaveLength(1));
        first.unmount();
        // Back to the item, already loaded: it shows at the first render, whose effects run twice in one commit, so
        // that a second count would be sent with the first.
        renderWithApp(<ContentDetail uniId="f00001" />, { client: first.client });
        expect(screen.getByRole('heading', { name: 'Launch day' })).toBeInTheDocument();
        expect(countsSent(calls, 'open')).toHaveLength(2);
        expect(countsSent(calls, 'click')).toEqual([]);
      } finally {
        configure({ reactStrictMode: false });
      }
    });

    it('sends a count as a beacon: a POST kept alive past the page, with the Application header and without cookies', async () => {
      const calls = mockApi({ ...answer([item()]), ...COUNTS });
      renderWithApp(<ContentDetail uniId="f00001" />);
      await waitFor(() => expect(countsSent(calls, 'open')).toHaveLength(1));
      const { init } = countsSent(calls, 'open')[0]!;
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', body: undefined });
      expect(new Headers(init?.headers).get('application')).toBe('wiy');
      expect(new Headers(init?.headers).get('authorization')).toBeNull();
    });

    it('counts no open when there is no item to show', async () => {
      const calls = mockApi({ ...answer([]), ...COUNTS });
      renderWithApp(<ContentDetail uniId="f00001" />);
      await screen.findByText('No content found.');
      expect(countsSent(calls, 'open')).toEqual([]);
    });

    it("counts a click and a middle-click on the link to the original post, and not a right button's", async () => {
      const calls = mockApi({ ...answer([item()]), ...COUNTS });
      const restore = stayOnPage();
      try {
        renderWithApp(<ContentDetail uniId="f00001" />);
        const link = await screen.findByRole('link', { name: 'Open the original post on Youtube' });
        await userEvent.click(link);
        await waitFor(() => expect(countsSent(calls, 'click')).toHaveLength(1));
        fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
        await waitFor(() => expect(countsSent(calls, 'click')).toHaveLength(2));
        fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
        expect(countsSent(calls, 'click')).toHaveLength(2);
      } finally {
        restore();
      }
    });

    it("counts a click on an embed's link to its platform", async () => {
      const calls = mockApi({ ...answer([item({ u_url_2: 'https://www.threads.net/@nasa/post/C1' })]), ...COUNTS });
      const restore = stayOnPage();
      try {
        renderWithApp(<ContentDetail uniId="f00001" />);
        await userEvent.click(await screen.findByRole('link', { name: 'View on Threads' }));
        await waitFor(() => expect(countsSent(calls, 'click')).toHaveLength(1));
      } finally {
        restore();
      }
    });

    it('says nothing when a count fails', async () => {
      const error = vi.spyOn(console, 'error');
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      const calls = mockApi({ ...answer([item()]), '/api/reach/f00001/open': () => new Response('{"Error":"Too many requests"}', { status: 429 }) });
      renderWithApp(<ContentDetail uniId="f00001" />);
      await waitFor(() => expect(countsSent(calls, 'open')).toHaveLength(1));
      // A few turns of the event loop read the refusal and report a rejection left unhandled.
      await new Promise((resolve) => setTimeout(resolve, 20));
      process.off('unhandledRejection', unhandled);
      expect(unhandled).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
