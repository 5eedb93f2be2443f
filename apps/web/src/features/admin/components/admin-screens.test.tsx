import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addCatalogue, browserI18n } from '../../../lib/i18n/i18n.tsx';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { DeletionRequestsScreen } from './deletion-requests-screen.tsx';
import { TransferScreen } from './transfer-screen.tsx';
import { UsersScreen } from './users-screen.tsx';
import { CONSOLE_CATALOGUE } from '../console-catalogue.ts';

// Rendered without their route, which loads the console's catalogue (app/routes/admin.tsx).
await addCatalogue(browserI18n, CONSOLE_CATALOGUE);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the console screens', () => {
  it('lets an admin change a user role', async () => {
    const calls = mockApi({
      '/api/admin/users': {
        record: [{ id: 'u2', user_name: '9876543210', first_name: 'Meera', last_name: 'Rao', role: 'visitor', created: '2026-11-01T00:00:00.000Z' }],
      },
      '/api/admin/users/u2/role': { id: 'u2', role: 'curator' },
    });
    renderWithApp(<UsersScreen />);
    await userEvent.selectOptions(await screen.findByLabelText('Role of 9876543210'), 'curator');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/users/u2/role')).toBe(true));
    const call = calls.find((c) => c.url === '/api/admin/users/u2/role');
    expect(call?.init?.method).toBe('PUT');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ role: 'curator' });
  });

  it('shows which record and field of an imported file are wrong', async () => {
    mockApi({ '/api/admin/import': () => json(400, { Error: 'category[1] (uni_id "x") u_name: must not be blank' }) });
    renderWithApp(<TransferScreen />);
    const file = new File([JSON.stringify({ version: 1, category: [] })], 'export.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText(/Import a file/), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('category[1] (uni_id "x") u_name: must not be blank');
  });

  it('reports what an import wrote', async () => {
    mockApi({ '/api/admin/import': { imported: { category: 2, content: 5 } } });
    renderWithApp(<TransferScreen />);
    await userEvent.upload(screen.getByLabelText(/Import a file/), new File(['{"version":1}'], 'export.json', { type: 'application/json' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported: 2 category, 5 content');
  });

  it('leaves the reach figures out of an imported file, which the import does not read', async () => {
    const calls = mockApi({ '/api/admin/import': { imported: { category: 1 } } });
    renderWithApp(<TransferScreen />);
    const exported = { version: 1, category: [{ uni_id: 'c1' }], reach: [{ uni_id: 'i1', day: '2026-11-20', opens: 3, clicks: 1 }] };
    await userEvent.upload(screen.getByLabelText(/Import a file/), new File([JSON.stringify(exported)], 'export.json', { type: 'application/json' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported: 1 category');
    const call = calls.find((c) => c.url === '/api/admin/import');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ version: 1, category: [{ uni_id: 'c1' }] });
  });

  it('lists deletion requests with reason, description and removal date', async () => {
    mockApi({
      '/api/admin/deletion-requests': {
        record: [
          {
            id: 'd1',
            user_name: '9876543210',
            reason: 'privacy_concerns',
            description: 'Please remove my data.',
            requested: '2026-11-20T00:00:00.000Z',
            remove_after: '2026-12-20T00:00:00.000Z',
            completed: null,
          },
        ],
      },
    });
    renderWithApp(<DeletionRequestsScreen />);
    expect(await screen.findByText('privacy concerns', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Please remove my data.')).toBeInTheDocument();
    expect(screen.getByText('2026-12-20')).toHaveAttribute('datetime', '2026-12-20T00:00:00.000Z');
  });
});
