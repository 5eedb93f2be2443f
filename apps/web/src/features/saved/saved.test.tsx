import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session.ts';
import { buildFeedItem } from '../../test/factories.ts';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import english from '../../locales/en/app.json';
import { SavedFeed } from './components/saved-feed.tsx';
import { SaveButton } from '../../components/card-controls.tsx';
import { browserI18n, type Translate } from '../../lib/i18n/i18n.tsx';
import { takeNotices } from '../../lib/notices.ts';
import { saves, setSaved } from '../../lib/saves.ts';
import { SAVED_FULL, SAVED_ITEMS_MAX } from '@wiy/shared/saved-rules';
import { useMirrorSync } from '../../lib/account-mirror.ts';
import { accountSaves } from './api/saved-calls.ts';

/** The notices' words as the toasts of an English page put them. */
const inEnglish: Translate = (id, values) => browserI18n._(id, values);

const entry = (uni_id: string, saved: string) => ({ uni_id, saved });
const savedIds = () => saves.get().entries.map((saved) => saved.uni_id);

function Synced() {
  useMirrorSync(saves, accountSaves);
  return null;
}

describe('saved items', () => {
  it('saves on the device before sign-in, newest first, and unsaves, the control pressed while saved', async () => {
    mockApi({ '/api/get/feed_content/a': { record: [] }, '/api/get/feed_content/b': { record: [] } });
    renderWithApp(
      <>
        <SaveButton uniId="a" title="First" onCard />
        <SaveButton uniId="b" title="Second" />
      </>,
    );
    const first = screen.getByRole('button', { name: 'Save First' });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(savedIds()).toEqual(['b', 'a']);
    expect(saves.get().account).toBe(false);
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(savedIds()).toEqual(['b']);
  });

  it(`keeps ${SAVED_ITEMS_MAX} saves at most on a device, and says why the next one is refused`, async () => {
    const calls = mockApi({});
    const full = Array.from({ length: SAVED_ITEMS_MAX }, (_, i) => entry(`i${i}`, '2026-11-20T08:00:00.000Z'));
    saves.write({ account: false, entries: full });
    renderWithApp(<SaveButton uniId="one-more" title="One more" onCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Save One more' }));
    expect(screen.getByRole('button', { name: 'Save One more' })).toHaveAttribute('aria-pressed', 'false');
    expect(saves.get().entries).toHaveLength(SAVED_ITEMS_MAX);
    expect(takeNotices(inEnglish).map((notice) => notice.message)).toEqual([SAVED_FULL]);
    expect(calls).toEqual([]);
  });

  it("asks for a saved item's detail at once, so that the service worker keeps it for offline", async () => {
    const calls = mockApi({ '/api/get/feed_content/a': { record: [] } });
    renderWithApp(<SaveButton uniId="a" title="First" onCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Save First' }));
    await waitFor(() => expect(calls.map((call) => `${call.init?.method} ${call.url}`)).toEqual(['POST /api/get/feed_content/a']));
  });

  it("sends a signed-in reader's save to the account, and undoes one the server refuses with its reason", async () => {
    saveSession('token');
    saves.write({ account: true, entries: [entry('old', '2026-11-20T08:00:00.000Z')] });
    const full = 'You can keep 5,000 saved items at most: remove some to save more';
    const calls = mockApi({
      '/api/get/feed_content/a': { record: [] },
      '/api/saved/a': () => new Response(JSON.stringify({ Error: full }), { status: 409, headers: { 'content-type': 'application/json' } }),
    });
    renderWithApp(<SaveButton uniId="a" title="First" onCard />);
    const button = screen.getByRole('button', { name: 'Save First' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(savedIds()).toEqual(['old']);
    expect(takeNotices(inEnglish).map((notice) => notice.message)).toEqual([full]);
    const put = calls.find((call) => call.url === '/api/saved/a');
    expect(put?.init?.method).toBe('PUT');
    expect(new Headers(put?.init?.headers).get('authorization')).toBe('Bearer token');
  });

  it("merges the device's saves into the account on sign-in, mirrors the account's, and forgets them on sign-out", async () => {
    saves.write({ account: false, entries: [entry('device', '2026-11-21T08:00:00.000Z')] });
    const calls = mockApi({ '/api/saved/merge': { saved: [entry('device', '2026-11-21T08:00:00.000Z'), entry('elsewhere', '2026-11-19T08:00:00.000Z')] } });
    renderWithApp(<Synced />);
    expect(calls).toEqual([]);
    act(() => saveSession('token'));
    await waitFor(() => expect(saves.get().account).toBe(true));
    expect(savedIds()).toEqual(['device', 'elsewhere']);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ saved: [entry('device', '2026-11-21T08:00:00.000Z')] });
    act(() => clearSession());
    await waitFor(() => expect(saves.get()).toEqual({ account: false, entries: [] }));
  });

  it("asks for the account's list only once a save on its way has answered, so that the save stays on screen", async () => {
    saveSession('token');
    saves.write({ account: true, entries: [] });
    let answerPut: () => void = () => undefined;
    let putAnswered = false;
    const order: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      order.push(`${init?.method ?? 'GET'} ${url}${url === '/api/saved' ? (putAnswered ? ' after the save' : ' before the save') : ''}`);
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url === '/api/saved/x' && init?.method === 'PUT')
        return new Promise<Response>((resolve) => {
          answerPut = () => {
            putAnswered = true;
            resolve(json(entry('x', '2026-11-23T10:00:00.000Z')));
          };
        });
      if (url === '/api/saved') return json({ saved: putAnswered ? [entry('x', '2026-11-23T10:00:00.000Z')] : [] });
      return json({ record: [] });
    }) as typeof fetch;
    void setSaved('x', true);
    renderWithApp(<Synced />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order.filter((call) => call.startsWith('GET /api/saved'))).toEqual([]);
    act(() => answerPut());
    await waitFor(() => expect(saves.get().synced).toBeDefined());
    expect(order.filter((call) => call.startsWith('GET /api/saved'))).toEqual(['GET /api/saved after the save']);
    expect(savedIds()).toEqual(['x']);
  });

  it('ignores a stored save that the account would not take', () => {
    localStorage.setItem('savedItems', JSON.stringify({ account: false, entries: [entry('good', '2026-11-20T08:00:00.000Z'), entry('bad id', 'yesterday')] }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'savedItems' }));
    expect(savedIds()).toEqual(['good']);
  });

  it("lists the saves' cards newest first, leaves out one no longer public, and lets a card unsaved here go", async () => {
    saves.write({
      account: false,
      entries: [entry('b', '2026-11-22T08:00:00.000Z'), entry('gone', '2026-11-21T08:00:00.000Z'), entry('a', '2026-11-20T08:00:00.000Z')],
    });
    const calls = mockApi({ '/api/saved_cards': { items: [buildFeedItem({ uni_id: 'b', u_title: 'Bee' }), buildFeedItem({ uni_id: 'a', u_title: 'Ay' })] } });
    renderWithApp(<SavedFeed />);
    await waitFor(() => expect(screen.getAllByTestId('feed-card').map((card) => card.dataset.id)).toEqual(['b', 'a']));
    // Asked sorted, so that the same saves make the same address; shown in the order saved.
    expect(calls.map((call) => call.url)).toEqual(['/api/saved_cards?ids=a%2Cb%2Cgone']);
    await userEvent.click(screen.getByRole('button', { name: 'Save Bee' }));
    await waitFor(() => expect(screen.getAllByTestId('feed-card').map((card) => card.dataset.id)).toEqual(['a']));
    expect(calls).toHaveLength(1);
  });

  it('says there is nothing saved, without a call', async () => {
    const calls = mockApi({});
    renderWithApp(<SavedFeed />);
    await screen.findByText(english['saved.nothingSaved']);
    expect(calls).toEqual([]);
  });
});
