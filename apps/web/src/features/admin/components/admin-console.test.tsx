import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale, addCatalogue, browserI18n } from '../../../lib/i18n/i18n.tsx';
import { buildContentListItem } from '../../../test/factories.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { CURATOR_CONSOLE, editorAnswers } from '../../../test/console-answers.ts';
import { AdminConsole } from './admin-console.tsx';
import { CONSOLE_CATALOGUE } from '../console-catalogue.ts';
import { validationFollowsLanguage } from '../console-validation.ts';

// Rendered without their route, which loads the console's catalogue (app/routes/admin.tsx).
await addCatalogue(browserI18n, CONSOLE_CATALOGUE);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const item = buildContentListItem({ uni_id: 'item1', u_title: 'Launch day' });

function renderConsole(path = '/admin/content') {
  return renderWithApp(<AdminConsole />, { path, routePath: '/admin/*' });
}

describe('the curation console', () => {
  it('asks an anonymous visitor to sign in, without calling the API', async () => {
    const calls = mockApi({});
    renderConsole();
    expect(screen.getByRole('heading', { name: 'Sign in to curate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
  });

  it('asks to sign in again when the stored token is no longer valid', async () => {
    localStorage.setItem('wiytoken', 'expired');
    mockApi({ '/api/admin/me': () => json(401, { Error: 'Sign in to continue' }) });
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Sign in to curate' })).toBeInTheDocument();
  });

  it('refuses a signed-in user without the curator role', async () => {
    localStorage.setItem('wiytoken', 'visitor-token');
    mockApi({ '/api/admin/me': () => json(403, { Error: 'You do not have access to this' }) });
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('shows a curator the content items with the bearer token sent, and no Users menu', async () => {
    localStorage.setItem('wiytoken', 'curator-token');
    const calls = mockApi({
      '/api/admin/me': { id: 'u1', name: 'Ravi', role: 'curator' },
      '/api/admin/content': { record: [item], total: 1 },
      '/api/admin/records/category': { record: [], total: 0 },
    });
    renderConsole();
    expect(await screen.findByRole('link', { name: 'Launch day' })).toHaveAttribute('href', '/admin/content/item1');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Categories' })).toBeInTheDocument();
    const headers = calls.find((c) => c.url.startsWith('/api/admin/content'))?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer curator-token');
  });

  it('bulk approves the selected items', async () => {
    localStorage.setItem('wiytoken', 'curator-token');
    const calls = mockApi({
      '/api/admin/me': { id: 'u1', name: 'Ravi', role: 'admin' },
      '/api/admin/content': { record: [item, { ...item, uni_id: 'item2', u_title: 'Second' }], total: 2 },
      '/api/admin/records/category': { record: [], total: 0 },
      '/api/admin/content/bulk': { Success: true },
    });
    renderConsole();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Launch day' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Second' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/content/bulk')).toBe(true));
    const bulk = calls.find((c) => c.url === '/api/admin/content/bulk');
    expect(JSON.parse(String(bulk?.init?.body))).toEqual({ action: 'approve', ids: ['item1', 'item2'] });
  });

  it('refuses a pasted link already present, linking to the existing item', async () => {
    localStorage.setItem('wiytoken', 'curator-token');
    mockApi({
      '/api/admin/me': { id: 'u1', name: 'Ravi', role: 'curator' },
      '/api/admin/content': { record: [], total: 0 },
      '/api/admin/records/category': { record: [], total: 0 },
      '/api/admin/content/lookup': () => json(409, { Error: 'This post is already in the catalogue as item item1', uni_id: 'item1' }),
    });
    renderConsole();
    await userEvent.type(await screen.findByLabelText('Add a post by its link'), 'https://x.com/nasa/status/1');
    await userEvent.click(screen.getByRole('button', { name: 'Add post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already in the catalogue');
    expect(screen.getByRole('link', { name: 'Open the existing item' })).toHaveAttribute('href', '/admin/content/item1');
  });

  it('opens the editor of a looked-up link filled in, and says when the platform did not answer', async () => {
    localStorage.setItem('wiytoken', 'curator-token');
    mockApi({
      ...CURATOR_CONSOLE,
      '/api/admin/content': { record: [], total: 0 },
      '/api/admin/content/lookup': {
        u_url: 'https://twitter.com/a/status/2',
        vendor: 'Twitter',
        u_title: '',
        u_description: '',
        u_image: null,
        fetched: false,
      },
    });
    renderConsole();
    await userEvent.type(await screen.findByLabelText('Add a post by its link'), 'https://x.com/a/status/2');
    await userEvent.click(screen.getByRole('button', { name: 'Add post' }));
    expect(await screen.findByRole('heading', { name: 'New content item' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link to the post')).toHaveValue('https://twitter.com/a/status/2');
    expect(screen.getByRole('status')).toHaveTextContent('did not describe this post');
    await userEvent.type(screen.getByLabelText('Extra link 1'), 'not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Create as pending' }));
    // Every problem at once, each at its field, named by it.
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('must not be blank');
    expect(screen.getByLabelText('Extra link 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Extra link 1')).toHaveAccessibleDescription(expect.stringMatching(/./));
    expect(screen.getByLabelText('Link to the post')).not.toHaveAttribute('aria-invalid');
  });

  it('moves the focus to the first wrong field, also when it has its own control', async () => {
    localStorage.setItem('wiytoken', 'curator-token');
    mockApi(editorAnswers(item));
    renderConsole('/admin/content/item1');
    const image = await screen.findByLabelText('Image (path under the media location)');
    await userEvent.type(image, '../outside.png');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(image).toHaveFocus());
    expect(image).toHaveAccessibleDescription('must be a path under the media location');
  });

  it('shows every problem of a record at its field, and sends nothing until they are fixed', async () => {
    localStorage.setItem('wiytoken', 'curator-token');
    const calls = mockApi({
      '/api/admin/me': { id: 'u1', name: 'Ravi', role: 'curator' },
      '/api/admin/records/category': { record: [], total: 0 },
    });
    renderConsole('/admin/records/category');
    await userEvent.click(await screen.findByRole('button', { name: 'New' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('must not be blank');
    expect(screen.getByLabelText('Label')).toHaveAccessibleDescription('must not be blank');
    expect(screen.getByLabelText('Order')).not.toHaveAttribute('aria-invalid');
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);
  });

  it("says a field's problems in the console's language, zod's own words included (decision 095)", async () => {
    validationFollowsLanguage(browserI18n);
    await activateLocale(browserI18n, 'hi');
    try {
      localStorage.setItem('wiytoken', 'curator-token');
      mockApi({
        '/api/admin/me': { id: 'u1', name: 'Ravi', role: 'curator' },
        '/api/admin/records/category': { record: [], total: 0 },
      });
      renderConsole('/admin/records/category');
      await userEvent.click(await screen.findByRole('button', { name: 'नया' }));
      const name = screen.getByLabelText('नाम');
      await userEvent.click(name);
      await userEvent.paste('x'.repeat(5000));
      await userEvent.click(screen.getByRole('button', { name: 'सहेजें' }));
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
      expect(name).toHaveAccessibleDescription(/[\u0900-\u097F]/);
      expect(screen.getByLabelText('लेबल')).toHaveAccessibleDescription('खाली नहीं हो सकता');
    } finally {
      await activateLocale(browserI18n, 'en');
    }
  });

  it('previews HTML live, sanitised, so a script typed into a field never runs', async () => {
    localStorage.setItem('wiytoken', 'curator-token');
    mockApi({
      '/api/admin/me': { id: 'u1', name: 'Ravi', role: 'curator' },
      '/api/admin/records/policy': { record: [], total: 0 },
    });
    renderConsole('/admin/records/policy');
    await userEvent.click(await screen.findByRole('button', { name: 'New' }));
    const html = screen.getByLabelText('Text (HTML)');
    await userEvent.click(html);
    await userEvent.paste('<p>Visible</p><img src="x" onerror="window.__xss=1"><script>window.__xss=1</script>');
    const preview = screen.getByRole('region', { name: 'Text preview' });
    expect(preview).toHaveTextContent('Visible');
    expect(preview.innerHTML).not.toContain('onerror');
    expect(preview.querySelector('script')).toBeNull();
  });
});
