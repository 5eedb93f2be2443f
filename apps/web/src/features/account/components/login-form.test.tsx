import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { answer, renderScreen, sentBody } from './account-test-utils.tsx';
import { LoginForm } from './login-form.tsx';

describe('LoginForm', () => {
  it('links to /sign-up as Signup and to /forgot-password', () => {
    renderScreen(<LoginForm />);
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('answers a blank submit with Fields should not be blank and calls nothing', async () => {
    const calls = mockApi({});
    renderScreen(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fields should not be blank');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fields should not be blank');
    expect(calls).toEqual([]);
  });

  it('keeps digits only in the mobile input, at most 10', async () => {
    renderScreen(<LoginForm />);
    const mobile = screen.getByLabelText('Mobile number');
    await userEvent.type(mobile, '98a7-6543 21099');
    expect(mobile).toHaveValue('9876543210');
  });

  it('shows and hides the password', async () => {
    renderScreen(<LoginForm />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('shows the banner passed in route state until it is dismissed', async () => {
    renderScreen(<LoginForm />, { state: { message: 'Registration successful! Please login to continue' } });
    expect(screen.getByRole('status')).toHaveTextContent('Registration successful! Please login to continue');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    [
      () => answer(401, { authenticated: false, error: 'Invalid mobile number or password', Error: 'Invalid mobile number or password' }),
      'Invalid mobile number or password',
    ],
    [() => answer(502, 'Bad gateway'), 'Something went wrong.'],
  ])("shows the server's error text in the red alert, or 'Something went wrong.' without one", async (reply, text) => {
    mockApi({ '/authenticate': reply });
    renderScreen(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong$1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(localStorage.getItem('wiytoken')).toBeNull();
  });

  it('stores the token, verifies the session, stores the user details and goes home', async () => {
    const calls = mockApi({
      '/authenticate': { authenticated: true, token: 'tok-1', passwordReset: false },
      '/verify': [{ response: 'verified' }, { token: null }, { type: 'noClient' }, { name: 'Asha' }, { userId: 'u1' }],
    });
    renderScreen(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'Tiger$Lamp-Rain7');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/');
    expect(sentBody(calls[0]!.init)).toEqual({ username: '9876543210', password: 'Tiger$Lamp-Rain7', application: 'wiy' });
    expect(localStorage.getItem('wiytoken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('userDetails')!)).toEqual({ userId: 'u1', username: 'Asha' });
  });

  it('stays on the page when the answer says passwordReset', async () => {
    const calls = mockApi({ '/authenticate': { authenticated: true, token: 'tok-1', passwordReset: true } });
    renderScreen(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'Tiger$Lamp-Rain7');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect.poll(() => localStorage.getItem('wiytoken')).toBe('tok-1');
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/authenticate']);
  });
});
