import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale, addCatalogue, browserI18n } from '../../../lib/i18n/i18n.tsx';
import { buildContentListItem } from '../../../test/factories.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { editorAnswers } from '../../../test/console-answers.ts';
import { AdminConsole } from './admin-console.tsx';
import { localInputToIso } from './approve-at.tsx';
import { CONSOLE_CATALOGUE } from '../console-catalogue.ts';

// Rendered without their route, which loads the console's catalogue (app/routes/admin.tsx).
await addCatalogue(browserI18n, CONSOLE_CATALOGUE);

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const pending = buildContentListItem({ uni_id: 'item1', u_title: 'Launch day' });
const scheduled = { ...pending, status: 'scheduled' as const, publish_at: '2026-11-23T12:00:00.000Z' };

/** The editor of item1 as `item`, with every call it makes answered; the calls are returned. */
function openEditor(item: typeof pending, answers: Record<string, unknown> = {}) {
  localStorage.setItem('wiytoken', 'curator-token');
  const calls = mockApi({ ...editorAnswers(item), ...answers });
  renderWithApp(<AdminConsole />, { path: '/admin/content/item1', routePath: '/admin/*' });
  return calls;
}

describe('approving at a time', () => {
  it.each([
    ['Asia/Kolkata', '2026-11-23T17:30:00+05:30'],
    ['America/New_York', '2026-11-23T17:30:00-05:00'],
    ['America/St_Johns', '2026-07-01T09:05:00-02:30', '2026-07-01T09:05'],
    ['UTC', '2026-11-23T17:30:00+00:00'],
  ])("writes the curator's local time in %s as an ISO date-time with the offset at that moment", (timeZone, expected, local = '2026-11-23T17:30') => {
    const before = process.env.TZ;
    process.env.TZ = timeZone;
    try {
      expect(localInputToIso(local)).toBe(expected);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('writes nothing for an empty or partial field', () => {
    expect(localInputToIso('')).toBeUndefined();
    expect(localInputToIso('2026-11-')).toBeUndefined();
  });

  it('sends the chosen time with the approval, the field labelled with the time zone it is read in', async () => {
    const calls = openEditor(pending, { '/api/admin/content/item1/approve': scheduled });
    const field = await screen.findByLabelText(`Approve at (your time, ${zone})`);
    expect(field).toHaveAttribute('type', 'datetime-local');
    const submit = screen.getByRole('button', { name: 'Approve at this time' });
    expect(submit).toBeDisabled();
    fireEvent.change(field, { target: { value: '2026-11-23T17:30' } });
    await userEvent.click(submit);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/content/item1/approve')).toBe(true));
    const call = calls.find((c) => c.url === '/api/admin/content/item1/approve');
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ publish_at: localInputToIso('2026-11-23T17:30') });
  });

  it('approves now with an empty body, as before', async () => {
    const calls = openEditor(pending, { '/api/admin/content/item1/approve': { ...pending, status: 'approved' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/content/item1/approve')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.url === '/api/admin/content/item1/approve')?.init?.body))).toEqual({});
  });

  it("shows a scheduled item's time in the curator's zone and cancels it", async () => {
    const calls = openEditor(scheduled, { '/api/admin/content/item1/unschedule': pending });
    const time = await screen.findByText(/^Scheduled for /);
    const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(scheduled.publish_at));
    expect(time).toHaveTextContent(`Scheduled for ${shown} (${zone})`);
    expect(time).toHaveAttribute('datetime', scheduled.publish_at);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/content/item1/unschedule' && c.init?.method === 'POST')).toBe(true));
  });

  it('says it all in Hindi too', async () => {
    await activateLocale(browserI18n, 'hi');
    try {
      openEditor(scheduled);
      expect(await screen.findByLabelText(`इस समय स्वीकृत करें (आपका समय, ${zone})`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'इस समय पर स्वीकृत करें' })).toBeInTheDocument();
      expect(screen.getByText(/के लिए निर्धारित$/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'निर्धारित समय रद्द करें' })).toBeInTheDocument();
    } finally {
      await activateLocale(browserI18n, 'en');
    }
  });

  it('lists scheduled items with their time, and asks the server for them by status', async () => {
    localStorage.setItem('wiytoken', 'curator-token');
    const calls = mockApi({
      '/api/admin/me': { id: 'u1', name: 'Ravi', role: 'curator' },
      '/api/admin/content': { record: [scheduled], total: 1 },
      '/api/admin/records/category': { record: [], total: 0 },
    });
    renderWithApp(<AdminConsole />, { path: '/admin/content', routePath: '/admin/*' });
    const row = (await screen.findByRole('link', { name: 'Launch day' })).closest('tr')!;
    expect(within(row).getByText('scheduled')).toBeInTheDocument();
    expect(row.querySelector('time')).toHaveAttribute('datetime', scheduled.publish_at);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/admin/content?') && c.url.includes('status=scheduled'))).toBe(true));
  });
});
