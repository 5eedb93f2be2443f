import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReachSeries, ReachTop } from '@wiy/shared/reach.schema';
import { describe, expect, it } from 'vitest';
import { activateLocale, addCatalogue, browserI18n } from '../../../lib/i18n/i18n.tsx';
import { buildContentListItem } from '../../../test/factories.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { CURATOR_CONSOLE } from '../../../test/console-answers.ts';
import { CONSOLE_CATALOGUE } from '../console-catalogue.ts';
import { AdminConsole } from './admin-console.tsx';
import { ItemReach } from './item-reach.tsx';
import { ReachTopScreen } from './reach-top-screen.tsx';

// Rendered without their route, which loads the console's catalogue (app/routes/admin.tsx).
await addCatalogue(browserI18n, CONSOLE_CATALOGUE);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** 30 days to 2026-11-30, all zeros but those in `counts` (by day of November). */
function series(counts: Record<number, { opens: number; clicks: number }>): ReachSeries {
  const days = Array.from({ length: 30 }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    opens: counts[index + 1]?.opens ?? 0,
    clicks: counts[index + 1]?.clicks ?? 0,
  }));
  const total = (kind: 'opens' | 'clicks') => days.reduce((sum, day) => sum + day[kind], 0);
  return { uni_id: 'item1', days, opens: total('opens'), clicks: total('clicks') };
}

const TOP: ReachTop = {
  from: '2026-11-24',
  to: '2026-11-30',
  items: [
    { uni_id: 'item2', u_title: 'Most opened', opens: 40, clicks: 2 },
    { uni_id: 'item1', u_title: 'Launch day', opens: 12, clicks: 3 },
  ],
};

describe("an item's reach in its editor (decision 098)", () => {
  it('names the days in the curator’s language', async () => {
    await activateLocale(browserI18n, 'hi');
    try {
      mockApi({ '/api/admin/reach/item1': series({ 3: { opens: 10, clicks: 2 } }) });
      renderWithApp(<ItemReach id="item1" />);
      const chart = await screen.findByRole('img');
      expect(chart.querySelectorAll('[data-day]')[2]!.querySelector('title')!.textContent).toMatch(/^3 नवंबर/);
      expect(screen.getAllByText('30 नवंबर')[0]).toHaveAttribute('datetime', '2026-11-30');
    } finally {
      await activateLocale(browserI18n, 'en');
    }
  });

  it('draws a pair of bars for each of the 30 days, zero days too, and gives the totals as text', async () => {
    mockApi({ '/api/admin/reach/item1': series({ 3: { opens: 10, clicks: 2 }, 30: { opens: 2, clicks: 1 } }) });
    renderWithApp(<ItemReach id="item1" />);
    const chart = await screen.findByRole('img', { name: '12 opens and 3 clicks in the last 30 days' });
    const days = chart.querySelectorAll('[data-day]');
    expect(days).toHaveLength(30);
    expect(days[0]).toHaveAttribute('data-day', '2026-11-01');
    expect(days[29]).toHaveAttribute('data-day', '2026-11-30');
    // The highest count reaches the top; a day without counts keeps bars of no height over the baseline.
    const height = (day: Element, kind: 'opens' | 'clicks') => Number(day.querySelector(`.admin-reach-${kind}`)!.getAttribute('height'));
    expect(height(days[2]!, 'opens')).toBeGreaterThan(height(days[29]!, 'opens'));
    expect(height(days[2]!, 'clicks')).toBeGreaterThan(0);
    expect(height(days[0]!, 'opens')).toBe(0);
    expect(chart.querySelector('.admin-reach-base')).not.toBeNull();
    expect(days[2]!.querySelector('title')).toHaveTextContent('3 November: 10 opens, 2 clicks');
    // Each day as text too, for those the bars' titles do not reach.
    await userEvent.click(screen.getByText('Each day'));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('3 November');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10', '2']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0']);
    const totals = chart.closest('figure')!.querySelector('figcaption')!;
    expect(totals).toHaveTextContent('Opens 12');
    expect(totals).toHaveTextContent('Clicks 3');
    expect(screen.getByRole('heading', { name: 'Reach, last 30 days' })).toBeInTheDocument();
  });

  it('says 1 open and 1 click in the singular, and an empty month in zeros', async () => {
    mockApi({ '/api/admin/reach/item1': series({ 30: { opens: 1, clicks: 1 } }) });
    const { unmount } = renderWithApp(<ItemReach id="item1" />);
    expect(await screen.findByRole('img', { name: '1 open and 1 click in the last 30 days' })).toBeInTheDocument();
    unmount();
    mockApi({ '/api/admin/reach/item1': series({}) });
    renderWithApp(<ItemReach id="item1" />);
    const chart = await screen.findByRole('img', { name: '0 opens and 0 clicks in the last 30 days' });
    expect(chart.querySelectorAll('[data-day]')).toHaveLength(30);
  });

  it('asks for the figures again each time they show, since readers add to them all day', async () => {
    mockApi({ '/api/admin/reach/item1': series({ 30: { opens: 1, clicks: 0 } }) });
    const first = renderWithApp(<ItemReach id="item1" />);
    await screen.findByRole('img', { name: '1 open and 0 clicks in the last 30 days' });
    first.unmount();
    mockApi({ '/api/admin/reach/item1': series({ 30: { opens: 2, clicks: 1 } }) });
    renderWithApp(<ItemReach id="item1" />, { client: first.client });
    expect(await screen.findByRole('img', { name: '2 opens and 1 click in the last 30 days' })).toBeInTheDocument();
  });

  it("shows the server's words when the figures cannot be loaded", async () => {
    mockApi({ '/api/admin/reach/item1': () => json(404, { Error: 'Content not found' }) });
    renderWithApp(<ItemReach id="item1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Content not found');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe("'Top this week' (decision 098)", () => {
  it('lists the items in the order given, each linking to its editor, with their opens, clicks and the period', async () => {
    mockApi({ '/api/admin/reach-top': TOP });
    renderWithApp(<ReachTopScreen />);
    const table = await screen.findByRole('table', { name: 'Most reached items' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent))).toEqual([
      ['Most opened', '40', '2'],
      ['Launch day', '12', '3'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Most opened' })).toHaveAttribute('href', '/admin/content/item2');
    expect(within(rows[1]!).getByRole('link', { name: 'Launch day' })).toHaveAttribute('href', '/admin/content/item1');
    const from = screen.getByText('24 November');
    expect(from).toHaveAttribute('datetime', '2026-11-24');
    expect(from.closest('p')).toHaveTextContent('From 24 November to 30 November');
  });

  it('says when nothing was opened this week', async () => {
    mockApi({ '/api/admin/reach-top': { ...TOP, items: [] } });
    renderWithApp(<ReachTopScreen />);
    expect(await screen.findByText('Nothing was opened this week.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("is in the console's menu, and leads to an item's editor with its reach", async () => {
    localStorage.setItem('wiytoken', 'curator-token');
    const item = buildContentListItem({ uni_id: 'item1', u_title: 'Launch day', status: 'approved' });
    const calls = mockApi({
      ...CURATOR_CONSOLE,
      '/api/admin/content': { record: [item], total: 1 },
      '/api/admin/content/item1': item,
      '/api/admin/reach-top': TOP,
      '/api/admin/reach/item1': series({ 30: { opens: 12, clicks: 3 } }),
    });
    renderWithApp(<AdminConsole />, { path: '/admin/content', routePath: '/admin/*' });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Top this week' }));
    expect(await screen.findByRole('heading', { name: 'Top this week' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Launch day' }));
    expect(await screen.findByRole('heading', { name: 'Edit content item' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '12 opens and 3 clicks in the last 30 days' })).toBeInTheDocument();
    const headers = calls.find((call) => call.url === '/api/admin/reach/item1')?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer curator-token');
  });
});
