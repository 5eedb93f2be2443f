import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { answer, renderScreen, sentBody } from './account-test-utils.tsx';
import { OtpVerifyForm } from './otp-verify-form.tsx';

async function typeCode(code: string) {
  for (const [i, digit] of [...code].entries()) await userEvent.type(screen.getByLabelText(`Digit ${i + 1} of 4`), digit);
}
const verify = () => userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

describe('OtpVerifyForm', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the code when the boxes are empty, and says when the stored mobile is missing', async () => {
    renderScreen(<OtpVerifyForm />);
    await verify();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter OTP');
    await typeCode('1234');
    await verify();
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile number not found...');
  });

  it("shows the sign-up's message from route state until it is dismissed", async () => {
    localStorage.setItem('mobile', '9876543210');
    const message = 'An OTP was already sent to this mobile number. Please enter it, or ask for a new one when the timer ends';
    renderScreen(<OtpVerifyForm />, { state: { message } });
    expect(screen.getByRole('status')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('verifies a sign-up code and goes to login with the success message', async () => {
    localStorage.setItem('mobile', '9876543210');
    localStorage.setItem('register', 'true');
    const calls = mockApi({ '/lom/set/mobile/matchOtp/external': { success: true, Message: 'Registration successful! Please login to continue' } });
    renderScreen(<OtpVerifyForm />);
    await typeCode('0427');
    await verify();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login {"message":"Registration successful! Please login to continue"}');
    expect(sentBody(calls[0]!.init)).toEqual({ mobile: '9876543210', otp: '0427', application: 'wiy' });
    expect(localStorage.getItem('register')).toBeNull();
  });

  it('verifies a reset code, stores the reset flag and token, and goes to /new-pin', async () => {
    localStorage.setItem('mobile', '9876543210');
    localStorage.setItem('register', 'false');
    const calls = mockApi({ '/lom/set/matchOtp': { success: true, Message: 'OTP verified', reset_token: 'grant-1' } });
    renderScreen(<OtpVerifyForm />);
    await typeCode('0427');
    await verify();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/new-pin');
    expect(sentBody(calls[0]!.init)).toEqual({ user_name: '9876543210', otp: '0427', application: 'wiy' });
    expect(localStorage.getItem('isPasswordReset')).toBe('true');
    expect(localStorage.getItem('resetToken')).toBe('grant-1');
  });

  it.each([
    [() => answer(400, { Error: 'OTP does not match' }), 'OTP does not match'],
    [() => answer(503, 'Service Unavailable'), 'Something went wrong.'],
  ])("shows the server's Error for a wrong code, or 'Something went wrong.' without one", async (reply, text) => {
    localStorage.setItem('mobile', '9876543210');
    mockApi({ '/lom/set/mobile/matchOtp/external': reply });
    renderScreen(<OtpVerifyForm />);
    await typeCode('1111');
    await verify();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('counts down from 00:59, then shows Resend OTP, and the ended state survives a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setInterval', 'clearInterval', 'Date'] });
    localStorage.setItem('mobile', '9876543210');
    const first = renderScreen(<OtpVerifyForm />);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 00:59');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 00:01');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    expect(localStorage.getItem('outOfTime')).toBe('true');
    first.unmount();
    renderScreen(<OtpVerifyForm />);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('resends the sign-up code and restarts the countdown', async () => {
    localStorage.setItem('mobile', '9876543210');
    localStorage.setItem('register', 'true');
    localStorage.setItem('outOfTime', 'true');
    const calls = mockApi({ '/lom/set/resend/otp/external': { Message: 'OTP sent to your mobile number' } });
    renderScreen(<OtpVerifyForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('Resend OTP in 00:59');
    expect(sentBody(calls[0]!.init)).toEqual({ mobile: '9876543210', application: 'wiy' });
    expect(localStorage.getItem('outOfTime')).toBeNull();
  });

  it('resends a reset code through forgot password with resend_otp true, and shows a refusal with its wait', async () => {
    localStorage.setItem('mobile', '9876543210');
    localStorage.setItem('register', 'false');
    localStorage.setItem('outOfTime', 'true');
    const calls = mockApi({ '/lom/set/forgetpassword': () => answer(429, { Error: 'Too many OTP requests. Please try again in 55 minutes' }) });
    renderScreen(<OtpVerifyForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many OTP requests. Please try again in 55 minutes');
    expect(sentBody(calls[0]!.init)).toEqual({ user_name: '9876543210', application: 'wiy', resend_otp: 'true' });
  });

  it('fills all four boxes from a pasted code', async () => {
    renderScreen(<OtpVerifyForm />);
    await userEvent.click(screen.getByLabelText('Digit 1 of 4'));
    await userEvent.paste('9081');
    expect([1, 2, 3, 4].map((i) => (screen.getByLabelText(`Digit ${i} of 4`) as HTMLInputElement).value)).toEqual(['9', '0', '8', '1']);
  });
});
