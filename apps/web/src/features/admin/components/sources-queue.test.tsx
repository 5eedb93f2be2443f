import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentListItem } from '@wiy/shared/admin.schema';
import type { Source } from '@wiy/shared/sources.schema';
import { describe, expect, it } from 'vitest';
import { activateLocale, addCatalogue, browserI18n } from '../../../lib/i18n/i18n.tsx';
import { buildContentListItem } from '../../../test/factories.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { CONSOLE_CATALOGUE } from '../console-catalogue.ts';
import { ContentEditorScreen } from './content-editor.tsx';
import { QueueScreen } from './queue-screen.tsx';
import { SourceEditorScreen } from './source-form.tsx';
import { SourcesScreen } from './sources-screen.tsx';

// Rendered without their route, which loads the console's catalogue (app/routes/admin.tsx).
await addCatalogue(browserI18n, CONSOLE_CATALOGUE);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const bodyOf = (call: { init?: RequestInit } | undefined) => JSON.parse(String(call?.init?.body)) as unknown;
const NO_RECORDS = { record: [], total: 0 };
const REFERENCES = {
  '/api/admin/records/category': NO_RECORDS,
  '/api/admin/records/sub_category': NO_RECORDS,
  '/api/admin/records/hot_topic': NO_RECORDS,
};

function buildSource(overrides: Partial<Source> = {}): Source {
  return {
    uni_id: 'src1',
    name: 'NASA blog',
    url: 'https://blog.example/',
    feed_url: 'https://blog.example/feed.xml',
    interval_minutes: 15,
    category_id: null,
    sub_category_id: null,
    hot_topic_id: null,
    mode: 'hold',
    hold_words: [],
    reject_words: [],
    daily_cap: null,
    enabled: true,
    created: '2026-11-20T10:00:00.000Z',
    updated: '2026-11-20T10:00:00.000Z',
    last_polled_at: null,
    last_success_at: null,
    last_error: null,
    failures: 0,
    next_poll_at: '2026-11-20T10:15:00.000Z',
    item_count: 0,
    ...overrides,
  };
}

const renderForm = (id = 'new') => renderWithApp(<SourceEditorScreen />, { path: `/admin/sources/${id}`, routePath: '/admin/sources/:id' });

describe('the source form', () => {
  it('finds the feed of an address, names the source after it, and sends the settings as the server takes them', async () => {
    const calls = mockApi({
      ...REFERENCES,
      '/api/admin/sources/discover': { feed_url: 'https://blog.example/feed.xml', title: 'The Example Blog', format: 'rss', entries: 3 },
      '/api/admin/sources': () => json(201, buildSource()),
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('Address: a feed, or a page that names one'), 'https://blog.example/');
    await userEvent.click(screen.getByRole('button', { name: 'Find the feed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Found the RSS feed “The Example Blog” with 3 entries: https://blog.example/feed.xml');
    expect(bodyOf(calls.find((call) => call.url === '/api/admin/sources/discover'))).toEqual({ url: 'https://blog.example/' });
    expect(screen.getByLabelText('Name')).toHaveValue('The Example Blog');

    const interval = screen.getByLabelText('Poll every (minutes, 5 to 1440)');
    expect(interval).toHaveValue(15);
    await userEvent.clear(interval);
    await userEvent.type(interval, '30');
    await userEvent.click(screen.getByLabelText('Approve automatically unless a word holds or rejects it'));
    await userEvent.type(screen.getByLabelText('Words that hold an entry for review (comma or line separated)'), 'giveaway, contest{Enter}sale');
    await userEvent.type(screen.getByLabelText('At most this many entries a day (empty for no limit)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add source' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/admin/sources' && call.init?.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((call) => call.url === '/api/admin/sources' && call.init?.method === 'POST'))).toEqual({
      name: 'The Example Blog',
      url: 'https://blog.example/',
      interval_minutes: 30,
      category_id: null,
      sub_category_id: null,
      hot_topic_id: null,
      mode: 'auto',
      hold_words: ['giveaway', 'contest', 'sale'],
      reject_words: [],
      daily_cap: 10,
      enabled: true,
    });
  });

  it('keeps a name the curator typed when the feed is found, and says when no feed is there', async () => {
    let found = false;
    mockApi({
      ...REFERENCES,
      '/api/admin/sources/discover': () =>
        found
          ? { feed_url: 'https://blog.example/feed.xml', title: 'Feed title', format: 'atom', entries: 1 }
          : json(400, { Error: 'No feed found at https://blog.example/' }),
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'My name');
    await userEvent.type(screen.getByLabelText('Address: a feed, or a page that names one'), 'https://blog.example/');
    await userEvent.click(screen.getByRole('button', { name: 'Find the feed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No feed found at https://blog.example/');
    found = true;
    await userEvent.click(screen.getByRole('button', { name: 'Find the feed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Found the ATOM feed “Feed title” with 1 entry');
    expect(screen.getByLabelText('Name')).toHaveValue('My name');
  });

  it('refuses a blank name, a bad address and an interval under 5 minutes at their fields, sending nothing', async () => {
    const calls = mockApi(REFERENCES);
    renderForm();
    await userEvent.type(screen.getByLabelText('Address: a feed, or a page that names one'), 'not a link');
    const interval = screen.getByLabelText('Poll every (minutes, 5 to 1440)');
    await userEvent.clear(interval);
    await userEvent.type(interval, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add source' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('must not be blank');
    expect(screen.getByLabelText('Address: a feed, or a page that names one')).toHaveAccessibleDescription('must be an http(s) link');
    expect(interval).toHaveAttribute('aria-invalid', 'true');
    expect(interval).toHaveAccessibleDescription(/5/);
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal at the form, and shows a source's words back as they were typed", async () => {
    const calls = mockApi({
      ...REFERENCES,
      '/api/admin/sources/src1': (init?: RequestInit) =>
        init?.method === 'PUT'
          ? json(409, { Error: 'A source with this feed address exists already' })
          : buildSource({ hold_words: ['giveaway', 'contest'], reject_words: ['casino'], daily_cap: 20 }),
    });
    renderForm('src1');
    expect(await screen.findByRole('heading', { name: 'Edit source' })).toBeInTheDocument();
    expect(screen.getByLabelText('Words that hold an entry for review (comma or line separated)')).toHaveValue('giveaway, contest');
    expect(screen.getByLabelText('Words that reject an entry (comma or line separated)')).toHaveValue('casino');
    expect(screen.getByLabelText('At most this many entries a day (empty for no limit)')).toHaveValue(20);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A source with this feed address exists already');
    expect(calls.filter((call) => call.init?.method === 'PUT')).toHaveLength(1);
  });
});

describe('the sources list', () => {
  it("shows each source's polling, its last error as an alert, and polls one now with a toast of the result", async () => {
    const failing = buildSource({ uni_id: 'src2', name: 'Broken feed', last_error: 'The feed answered 404', failures: 3 });
    const calls = mockApi({
      ...REFERENCES,
      '/api/admin/sources': { record: [buildSource({ last_success_at: '2026-11-20T10:00:00.000Z', item_count: 4 }), failing] },
      '/api/admin/sources/src1/poll': buildSource({ item_count: 7 }),
    });
    renderWithApp(<SourcesScreen />);
    const broken = (await screen.findByRole('heading', { name: 'Broken feed' })).closest('li')!;
    expect(within(broken).getByText('The feed answered 404').closest('.admin-alert')).not.toBeNull();
    expect(within(broken).getByText('Failures in a row').nextSibling).toHaveTextContent('3');
    const nasa = screen.getByRole('heading', { name: 'NASA blog' }).closest('li')!;
    expect(within(nasa).getByText('2026-11-20 10:00')).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
    expect(within(nasa).getByText('every 15 minutes')).toBeInTheDocument();
    await userEvent.click(within(nasa).getByRole('button', { name: 'Poll now NASA blog' }));
    expect(await screen.findByText('Polled NASA blog: 7 items brought in so far.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/admin/sources/src1/poll')?.init?.method).toBe('POST');
    expect(within(nasa).getByRole('link', { name: 'Edit NASA blog' })).toHaveAttribute('href', '/admin/sources/src1');
  });
});

/** A stand-in of the content routes: the pending and rejected lists change as the decisions arrive. */
function queueApi(items: ContentListItem[]) {
  let all = items;
  const listed = (url: string) => {
    const status = new URL(url, 'http://x').searchParams.get('status');
    const record = all.filter((item) => item.status === status);
    return { record, total: record.length };
  };
  const set = (ids: string[], status: ContentListItem['status'], reason: string | null = null) => {
    all = all.map((item) => (ids.includes(item.uni_id) ? { ...item, status, rejected_reason: reason } : item));
  };
  const answers: Record<string, (init?: RequestInit, url?: string) => unknown> = {
    '/api/admin/content': (_init, url) => listed(url!),
    '/api/admin/sources': () => ({ record: [buildSource()] }),
    '/api/admin/content/bulk': (init) => {
      const { action, ids, reason } = JSON.parse(String(init?.body)) as { action: string; ids: string[]; reason?: string };
      set(ids, action === 'approve' ? 'approved' : 'rejected', reason);
      return { Success: true };
    },
  };
  for (const item of items) {
    answers[`/api/admin/content/${item.uni_id}/approve`] = () => (set([item.uni_id], 'approved'), { ...item, status: 'approved' });
    answers[`/api/admin/content/${item.uni_id}/reject`] = (init) => {
      set([item.uni_id], 'rejected', (JSON.parse(String(init?.body)) as { reason: string }).reason);
      return { ...item, status: 'rejected' };
    };
    answers[`/api/admin/content/${item.uni_id}/restore`] = () => (set([item.uni_id], 'pending'), { ...item, status: 'pending' });
  }
  return mockApi(answers);
}

const ITEMS = [
  buildContentListItem({ uni_id: 'q1', u_title: 'First', source: { id: 'src1', name: 'NASA blog' }, decision: { rule: 'hold-word', word: 'giveaway' } }),
  buildContentListItem({ uni_id: 'q2', u_title: 'Second', u_social_vendor: { name: 'Unknown' } }),
  buildContentListItem({ uni_id: 'q3', u_title: 'Third' }),
];

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const currentTitle = () =>
  within(screen.getByRole('list', { name: 'Pending items' }))
    .getAllByRole('listitem')
    .find((row) => row.getAttribute('aria-current') === 'true')
    ?.querySelector('h2')?.textContent;

async function openQueue() {
  renderWithApp(<QueueScreen />);
  await screen.findByRole('link', { name: 'First' });
  await userEvent.click(rowOf('First'));
}

describe('the queue', () => {
  it('words the rule that decided an item in the curator’s language', async () => {
    await activateLocale(browserI18n, 'hi');
    try {
      queueApi(ITEMS);
      renderWithApp(<QueueScreen />);
      await screen.findByRole('link', { name: 'First' });
      expect(within(rowOf('First')).getByText('रोका गया: शब्द “giveaway”')).toBeInTheDocument();
    } finally {
      await activateLocale(browserI18n, 'en');
    }
  });

  it('shows each item with its source, vendor and the rule that held it, and shows the keys', async () => {
    queueApi(ITEMS);
    await openQueue();
    expect(within(rowOf('First')).getByText('Held: the word “giveaway”')).toBeInTheDocument();
    expect(within(rowOf('First')).getByText(/from NASA blog/)).toBeInTheDocument();
    expect(within(rowOf('Second')).getByText(/^Website/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pending items' })).toHaveAccessibleDescription(
      'Keys in the list: j next, k previous, a approve, r reject, x select, e edit',
    );
  });

  it('moves with j and k, marking and focusing the current row', async () => {
    queueApi(ITEMS);
    await openQueue();
    expect(currentTitle()).toBe('First');
    await userEvent.keyboard('j');
    expect(currentTitle()).toBe('Second');
    expect(rowOf('Second')).toHaveFocus();
    await userEvent.keyboard('jj');
    expect(currentTitle()).toBe('Third');
    await userEvent.keyboard('k');
    expect(currentTitle()).toBe('Second');
    expect(rowOf('Second')).toHaveFocus();
  });

  it('approves the current item with a; it leaves the list and the next one becomes current', async () => {
    const calls = queueApi(ITEMS);
    await openQueue();
    await userEvent.keyboard('ja');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Second' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.url === '/api/admin/content/q2/approve')?.init?.method).toBe('POST');
    await waitFor(() => expect(rowOf('Third')).toHaveFocus());
    expect(currentTitle()).toBe('Third');
    expect(screen.getByText('Approved: Second')).toBeInTheDocument();
  });

  it('asks a reason with r (Escape cancels, a blank one is refused) and rejects with it on Enter', async () => {
    const calls = queueApi(ITEMS);
    await openQueue();
    await userEvent.keyboard('r');
    const reason = screen.getByLabelText('Why reject “First”?');
    expect(reason).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Why reject “First”?')).not.toBeInTheDocument();
    expect(rowOf('First')).toHaveFocus();

    await userEvent.keyboard('r{Enter}');
    const asked = screen.getByLabelText('Why reject “First”?');
    await waitFor(() => expect(asked).toHaveAttribute('aria-invalid', 'true'));
    expect(asked).toHaveAccessibleDescription(/must not be blank/);
    // Typed into the reason, a, j and x are letters, not shortcuts.
    await userEvent.type(asked, 'Off topic: a jax contest{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'First' })).not.toBeInTheDocument());
    expect(bodyOf(calls.find((call) => call.url === '/api/admin/content/q1/reject'))).toEqual({ reason: 'Off topic: a jax contest' });
    expect(calls.some((call) => call.url.endsWith('/approve'))).toBe(false);
    await waitFor(() => expect(rowOf('Second')).toHaveFocus());
  });

  it('selects with x and approves or rejects the selection together', async () => {
    const calls = queueApi(ITEMS);
    await openQueue();
    await userEvent.keyboard('xjjx');
    expect(within(rowOf('First')).getByRole('checkbox')).toBeChecked();
    expect(within(rowOf('Third')).getByRole('checkbox')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Reject selected (2)' }));
    await userEvent.type(screen.getByLabelText('Why reject 2 items?'), 'Duplicate{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'First' })).not.toBeInTheDocument());
    expect(bodyOf(calls.find((call) => call.url === '/api/admin/content/bulk'))).toEqual({ action: 'reject', ids: ['q1', 'q3'], reason: 'Duplicate' });
    expect(screen.queryByRole('link', { name: 'Third' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Select all (1)'));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (1)' }));
    await waitFor(() => expect(screen.getByText('Nothing waits for review.')).toBeInTheDocument());
    expect(calls.find((call) => call.url === '/api/admin/content/q2/approve')?.init?.method).toBe('POST');
  });

  it('lists the rejected with their reason, and Undo puts one back in the queue', async () => {
    const calls = queueApi([
      buildContentListItem({ uni_id: 'q9', u_title: 'Gone', status: 'rejected', rejected_reason: 'Spam' }),
      buildContentListItem({ uni_id: 'q1', u_title: 'First' }),
    ]);
    renderWithApp(<QueueScreen />);
    await screen.findByRole('link', { name: 'First' });
    await userEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    const list = await screen.findByRole('list', { name: 'Rejected items' });
    expect(await within(list).findByText('Rejected: Spam')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Undo rejecting Gone' }));
    await waitFor(() => expect(screen.getByText('Nothing is rejected.')).toBeInTheDocument());
    expect(calls.find((call) => call.url === '/api/admin/content/q9/restore')?.init?.method).toBe('POST');
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(await screen.findByRole('link', { name: 'Gone' })).toBeInTheDocument();
  });

  it('asks for the items of one source when a source is chosen', async () => {
    const calls = queueApi(ITEMS);
    renderWithApp(<QueueScreen />);
    await screen.findByRole('option', { name: 'NASA blog' });
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'NASA blog');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/admin/content?status=pending&source=src1&page=1')).toBe(true));
  });
});

describe('the content editor of an item a source brought in', () => {
  const editorApi = (item: ContentListItem) =>
    mockApi({
      ...REFERENCES,
      [`/api/admin/content/${item.uni_id}`]: item,
      [`/api/admin/content/${item.uni_id}/reject`]: { ...item, status: 'rejected' },
      [`/api/admin/content/${item.uni_id}/restore`]: { ...item, status: 'pending' },
      [`/api/admin/reach/${item.uni_id}`]: { uni_id: item.uni_id, days: [], opens: 0, clicks: 0 },
    });
  const renderEditor = (id: string) => renderWithApp(<ContentEditorScreen />, { path: `/admin/content/${id}`, routePath: '/admin/content/:id' });

  it('shows its source and the rule that decided it, and rejects it with a reason', async () => {
    const calls = editorApi(ITEMS[0]!);
    renderEditor('q1');
    expect(await screen.findByRole('link', { name: 'NASA blog' })).toHaveAttribute('href', '/admin/sources/src1');
    expect(screen.getByText('Rule: Held: the word “giveaway”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to the queue' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.type(screen.getByLabelText('Why reject “First”?'), 'Off topic{Enter}');
    await waitFor(() => expect(bodyOf(calls.find((call) => call.url === '/api/admin/content/q1/reject'))).toEqual({ reason: 'Off topic' }));
  });

  it('shows why a rejected item was rejected, and puts it back in the queue', async () => {
    const calls = editorApi(buildContentListItem({ uni_id: 'q7', u_title: 'Gone', status: 'rejected', rejected_reason: 'Spam' }));
    renderEditor('q7');
    expect(await screen.findByText('Rejected because: Spam')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the queue' }));
    await waitFor(() => expect(calls.find((call) => call.url === '/api/admin/content/q7/restore')?.init?.method).toBe('POST'));
  });
});
