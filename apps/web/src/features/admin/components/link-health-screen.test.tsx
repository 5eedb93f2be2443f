import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentListItem } from '@wiy/shared/admin.schema';
import { describe, expect, it } from 'vitest';
import { addCatalogue, browserI18n } from '../../../lib/i18n/i18n.tsx';
import { buildContentListItem } from '../../../test/factories.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { editorAnswers } from '../../../test/console-answers.ts';
import { CONSOLE_CATALOGUE } from '../console-catalogue.ts';
import { AdminConsole } from './admin-console.tsx';
import { LinkHealthScreen } from './link-health-screen.tsx';

// Rendered without their route, which loads the console's catalogue (app/routes/admin.tsx).
await addCatalogue(browserI18n, CONSOLE_CATALOGUE);

const removed = buildContentListItem({
  uni_id: 'item1',
  u_title: 'Launch day',
  status: 'approved',
  link: { state: 'removed', failures: 2, checked_at: '2026-11-23T10:00:00.000Z', detail: 'oEmbed answered 404' },
});
const outage = buildContentListItem({
  uni_id: 'item2',
  u_title: 'Match report',
  status: 'unpublished',
  link: { state: 'unreachable', failures: 0, checked_at: '2026-11-23T09:00:00.000Z', detail: 'oEmbed answered 500' },
});
const checked = (item: ContentListItem, link: ContentListItem['link']) => ({ ...item, link });

describe('the link health screen', () => {
  it('lists the broken links with their state, failures, last check and what the platform said, each leading to its editor', async () => {
    mockApi({ '/api/admin/link-health': { record: [removed, outage], total: 2 } });
    renderWithApp(<LinkHealthScreen />);
    const table = await screen.findByRole('table', { name: 'Items whose link is broken' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['removed', '2', '2026-11-23 10:00', 'oEmbed answered 404', 'approved', 'Check now'],
      ['unreachable', '0', '2026-11-23 09:00', 'oEmbed answered 500', 'unpublished', 'Check now'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Launch day' })).toHaveAttribute('href', '/admin/content/item1');
  });

  it('checks a link now and tells the result in a toast', async () => {
    const calls = mockApi({
      '/api/admin/link-health/item1/check': checked(removed, { ...removed.link!, state: 'ok', failures: 0 }),
      '/api/admin/link-health': { record: [removed], total: 1 },
    });
    renderWithApp(<LinkHealthScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Check the link of Launch day now' }));
    expect(await screen.findByText('Launch day: ok')).toBeInTheDocument();
    const call = calls.find((entry) => entry.url === '/api/admin/link-health/item1/check');
    expect(call?.init?.method).toBe('POST');
    await waitFor(() => expect(calls.filter((entry) => entry.url.startsWith('/api/admin/link-health?')).length).toBe(2));
  });

  it('says so when every checked link answered', async () => {
    mockApi({ '/api/admin/link-health': { record: [], total: 0 } });
    renderWithApp(<LinkHealthScreen />);
    expect(await screen.findByText('Every checked link answered.')).toBeInTheDocument();
  });

  it("is in the console's menu, and an item's editor shows its link as last checked", async () => {
    localStorage.setItem('wiytoken', 'curator-token');
    mockApi({
      ...editorAnswers(removed),
      '/api/admin/content': { record: [removed], total: 1 },
      '/api/admin/link-health': { record: [removed], total: 1 },
    });
    renderWithApp(<AdminConsole />, { path: '/admin/content', routePath: '/admin/*' });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Link health' }));
    expect(await screen.findByRole('heading', { name: 'Link health' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Launch day' }));
    expect(await screen.findByRole('heading', { name: 'Edit content item' })).toBeInTheDocument();
    expect(document.querySelector('.admin-link-line')?.textContent).toBe(
      'Link: removed, checked 2026-11-23 10:00 (oEmbed answered 404); 2 failed checks in a row',
    );
  });
});
