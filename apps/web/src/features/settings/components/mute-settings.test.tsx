import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedGroups } from '../../../components/feed-groups.tsx';
import { CardMenu } from '../../../components/card-menu.tsx';
import { mutes } from '../../../lib/mutes.ts';
import { browserI18n, type Translate } from '../../../lib/i18n/i18n.tsx';
import { takeNotices } from '../../../lib/notices.ts';
import { MUTES_FULL, MUTES_MAX } from '@wiy/shared/mute-rules';
import { saveSession } from '../../../lib/session.ts';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { buildFeedItem } from '../../../test/factories.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { MuteSettings } from './mute-settings.tsx';

/** The notices' words as the toasts of an English page put them. */
const inEnglish: Translate = (id, values) => browserI18n._(id, values);

const muted = (kind: 'vendor' | 'category' | 'hot_topic' | 'word', value: string) => ({ kind, value, label: value, created: '2026-11-23T10:00:00.000Z' });

describe('mutes', () => {
  it('mutes words from the settings, lists them, says why words are refused, and unmutes', async () => {
    renderWithApp(<MuteSettings />);
    expect(screen.getByText('Nothing muted.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Words or phrase to mute'), '  Cricket  World ');
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    await screen.findByText('cricket world');
    expect(mutes.get().entries.map((mute) => `${mute.kind}:${mute.value}`)).toEqual(['word:cricket world']);
    expect(document.cookie).toContain('mutes=1');

    await userEvent.type(screen.getByLabelText('Words or phrase to mute'), 'a.*');
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Words to mute are letters and digits');
    expect(mutes.get().entries).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Unmute words cricket world' }));
    await screen.findByText('Nothing muted.');
    expect(document.cookie).not.toContain('mutes=1');
  });

  it('never says a mute was made when the device refused it (the limit), and lists no stored mute of a kind it does not know', async () => {
    const full = Array.from({ length: MUTES_MAX }, (_, i) => muted('word', `word${i}`));
    mutes.write({ account: false, entries: full });
    renderWithApp(<CardMenu title="A post" mutes={[{ mute: { kind: 'vendor', value: 'Reddit', label: 'Reddit' }, text: 'Mute posts from Reddit' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'More for A post' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mute posts from Reddit' }));
    expect(takeNotices(inEnglish)).toEqual([{ message: MUTES_FULL, kind: 'error' }]);
    expect(mutes.get().entries).toHaveLength(MUTES_MAX);

    localStorage.setItem(
      'mutes',
      JSON.stringify({ account: false, entries: [{ kind: 'planet', value: 'Mars', label: 'Mars', created: '2026-11-23T10:00:00.000Z' }] }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'mutes' }));
    expect(mutes.get().entries).toEqual([]);
  });

  it("sends a signed-in reader's mute to the account", async () => {
    saveSession('token');
    mutes.write({ account: true, entries: [] });
    const calls = mockApi({ '/api/mutes': muted('word', 'rain') });
    renderWithApp(<MuteSettings />);
    await userEvent.type(screen.getByLabelText('Words or phrase to mute'), 'Rain');
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.init?.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ kind: 'word', value: 'rain', label: 'rain' });
  });

  it('leaves muted items out of a feed, by vendor, category, hot topic or words', async () => {
    mutes.write({
      account: false,
      entries: [muted('vendor', 'Reddit'), muted('category', 'sports'), muted('hot_topic', 'rains'), muted('word', 'cricket')],
    });
    const items = [
      buildFeedItem({ uni_id: 'kept', u_title: 'Monsoon', u_social_vendor: { name: 'Twitter' } }),
      buildFeedItem({ uni_id: 'reddit', u_title: 'Thread', u_social_vendor: { name: 'Reddit' } }),
      buildFeedItem({ uni_id: 'sports', u_title: 'Final', u_category: { id: 'sports', name: 'Sports' } }),
      buildFeedItem({ uni_id: 'rains', u_title: 'Flooded roads', u_hot_topic: { id: 'rains', name: 'Rains' } }),
      buildFeedItem({ uni_id: 'cricket', u_title: 'Cricket final tonight', u_social_vendor: { name: 'Twitter' } }),
    ];
    const list = { data: { pages: [items] }, isFetching: false, hasNextPage: false, fetchNextPage: () => undefined };
    renderWithApp(<FeedGroups list={list} items={items} label="Trending" emptyText="No data found" />);
    await waitFor(() => expect(screen.getAllByTestId('feed-card').map((card) => card.dataset.id)).toEqual(['kept']));
  });

  it('asks for the next page when a mute leaves the list shorter, so that the screen fills again', async () => {
    const items = [buildFeedItem({ uni_id: 'a', u_social_vendor: { name: 'Reddit' } }), buildFeedItem({ uni_id: 'b' })];
    const fetchNextPage = vi.fn();
    function Feed() {
      const list = { data: { pages: [items] }, isFetching: false, hasNextPage: true, fetchNextPage };
      return <FeedGroups list={list} items={usePagedItems(list)} label="Trending" emptyText="No data found" />;
    }
    renderWithApp(<Feed />);
    // A page too short to scroll asks once as it shows (the spec's rule, checked when loading becomes possible).
    await waitFor(() => expect(fetchNextPage).toHaveBeenCalledTimes(1));
    act(() => mutes.write({ account: false, entries: [muted('vendor', 'Reddit')] }));
    await waitFor(() => expect(fetchNextPage).toHaveBeenCalledTimes(2));
    expect(screen.getAllByTestId('feed-card').map((card) => card.dataset.id)).toEqual(['b']);
  });
});
