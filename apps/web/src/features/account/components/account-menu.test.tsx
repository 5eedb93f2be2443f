import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { AccountMenu } from './account-menu.tsx';
import { renderScreen } from './account-test-utils.tsx';

describe('AccountMenu', () => {
  it('offers Sign In to a visitor', () => {
    renderWithApp(<AccountMenu />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['a stored token', () => localStorage.setItem('wiytoken', 't')],
    ['stored user details', () => localStorage.setItem('userDetails', JSON.stringify({ userId: 'u1', username: 'Asha' }))],
    ['the login flag', () => localStorage.setItem('login', 'true')],
  ])('shows the profile menu with %s', async (_what, store) => {
    store();
    renderWithApp(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    expect(screen.getByRole('menuitem', { name: 'Delete Account' })).toHaveAttribute('href', '/accountdelete');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('closes the menu on a click outside it', async () => {
    localStorage.setItem('userDetails', JSON.stringify({ userId: 'u1', username: 'Asha' }));
    renderWithApp(
      <div>
        <p>outside</p>
        <AccountMenu />
      </div>,
    );
    expect(screen.getByText('Asha')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out: the stored token and user details go, and Sign In comes back', async () => {
    localStorage.setItem('wiytoken', 't');
    localStorage.setItem('userDetails', JSON.stringify({ userId: 'u1', username: 'Asha' }));
    renderWithApp(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('wiytoken')).toBeNull();
    expect(localStorage.getItem('userDetails')).toBeNull();
  });

  it("runs the app's part of logout first, while the token still signs its calls", async () => {
    localStorage.setItem('wiytoken', 't');
    const calls = mockApi({ '/lom/logout': { Message: 'Logged out' } });
    const seen: string[] = [];
    const onLogout = vi.fn(async () => {
      seen.push(`token ${localStorage.getItem('wiytoken')}, ${calls.length} calls`);
    });
    renderWithApp(<AccountMenu onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(seen).toEqual(['token t, 0 calls']);
    expect(calls.map((call) => call.url)).toEqual(['/lom/logout']);
  });

  it('goes home on logout', async () => {
    localStorage.setItem('wiytoken', 't');
    renderScreen(<AccountMenu />, { path: '/category' });
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/ null$/);
  });

  it('ends the session on the server with the stored token before clearing it', async () => {
    localStorage.setItem('wiytoken', 'tok-1');
    const calls = mockApi({ '/lom/logout': { Message: 'Logged out' } });
    renderWithApp(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(calls.map((c) => [c.url, c.init?.method, (c.init?.headers as Record<string, string>).Authorization])).toEqual([
      ['/lom/logout', 'POST', 'Bearer tok-1'],
    ]);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('still signs out here when the server cannot be reached', async () => {
    localStorage.setItem('wiytoken', 'tok-1');
    mockApi({});
    renderWithApp(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('wiytoken')).toBeNull();
  });
});
