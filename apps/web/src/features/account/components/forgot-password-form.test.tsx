import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { Toasts } from '../../../components/toasts.tsx';
import { answer, renderScreen, sentBody } from './account-test-utils.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const screenWithToasts = (
  <>
    <ForgotPasswordForm />
    <Toasts />
  </>
);
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

describe('ForgotPasswordForm', () => {
  it('links to /login as Login', () => {
    renderScreen(<ForgotPasswordForm />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it.each(['', '12345'])('alerts check your mobile number for %j', async (value) => {
    const calls = mockApi({});
    renderScreen(screenWithToasts);
    if (value) await userEvent.type(screen.getByLabelText('Mobile number'), value);
    await send();
    expect(await screen.findByText('check your mobile number')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks for a code with the 10 digits of a prefixed number and goes to /otpverify as a reset', async () => {
    const calls = mockApi({ '/lom/set/forgetpassword': { Message: 'If this mobile number is registered, an OTP has been sent to it' } });
    renderScreen(screenWithToasts);
    await userEvent.type(screen.getByLabelText('Mobile number'), '+919876543210');
    await send();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/otpverify');
    expect(sentBody(calls[0]!.init)).toEqual({ user_name: '9876543210', application: 'wiy', resend_otp: 'false' });
    expect(localStorage.getItem('mobile')).toBe('9876543210');
    expect(localStorage.getItem('register')).toBe('false');
  });

  it("alerts the server's Error", async () => {
    mockApi({ '/lom/set/forgetpassword': () => answer(429, { Error: 'Please wait before asking for another OTP. Please try again in 40 seconds' }) });
    renderScreen(screenWithToasts);
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await send();
    expect(await screen.findByText('Please wait before asking for another OTP. Please try again in 40 seconds')).toBeInTheDocument();
  });

  it('flags and shows a network failure', async () => {
    mockApi({});
    renderScreen(screenWithToasts);
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await send();
    // Once in the page's own alert (the flag) and once in the toast.
    await expect.poll(() => screen.queryAllByText('Failed to fetch /lom/set/forgetpassword').length).toBe(2);
  });
});
