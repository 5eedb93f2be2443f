import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { answer, renderScreen, sentBody } from './account-test-utils.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const template = {
  formRecord: [
    { name: 'name', value: '' },
    { name: 'last_name', value: '' },
    { name: 'user_name', value: '' },
    { name: 'email_id', value: '' },
    { name: 'password', value: '' },
    { name: 'type', value: 'noClient' },
    { name: 'application', value: 'wiy' },
  ],
};

async function fill(values: Partial<Record<'Mobile number' | 'First name' | 'Last name' | 'Email (optional)' | 'Password' | 'Confirm password', string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
const valid = { 'Mobile number': '9876543210', 'First name': 'Asha', 'Last name': 'Rao', Password: 'Tiger$Lamp-Rain7', 'Confirm password': 'Tiger$Lamp-Rain7' };

describe('SignUpForm', () => {
  it('links to /login as Login', async () => {
    mockApi({ '/lom/registration/user': template });
    renderScreen(<SignUpForm />);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('checks in the spec order, one message at a time', async () => {
    mockApi({ '/lom/registration/user': template });
    renderScreen(<SignUpForm />);
    await fill({ Password: 'ab', 'Confirm password': 'cd', 'Email (optional)': 'x' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid Mobile No.');
    await fill({ 'Mobile number': '9876543210' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm password not matched');
    await fill({ 'Confirm password': 'ab' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password should be strong');
    await fill({ Password: 'abcdef', 'Confirm password': 'abcdef' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Firstname cannot be empty');
    await fill({ 'First name': 'Asha' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Lastname cannot be empty');
    await fill({ 'Last name': 'Rao' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter valid email');
  });

  it('shows the live strength label and the Passwords Match indicator', async () => {
    mockApi({ '/lom/registration/user': template });
    renderScreen(<SignUpForm />);
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Password strength: Very Weak');
    await fill({ Password: 'abc' });
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Weak');
    await fill({ Password: 'abcdef' });
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Moderate');
    await fill({ Password: 'Abcdef1@' });
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Strong');
    expect(screen.getByText(/Passwords Match/)).toHaveTextContent('Passwords Match: No');
    await fill({ 'Confirm password': 'Abcdef1@' });
    expect(screen.getByText(/Passwords Match/)).toHaveTextContent('Passwords Match: Yes');
  });

  it('ignores mobile input beyond 10 digits and shows passwords on the checkbox', async () => {
    mockApi({ '/lom/registration/user': template });
    renderScreen(<SignUpForm />);
    await fill({ 'Mobile number': '987654321012' });
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
  });

  it('fills the template by field name, stores the mobile and register flag and goes to /otpverify', async () => {
    const calls = mockApi({ '/lom/registration/user': template, '/lom/create/externalrecord/user': { isUserPresent: false, Message: 'OTP sent' } });
    renderScreen(<SignUpForm />);
    await fill(valid);
    await submit();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/otpverify {"message":"OTP sent"}');
    const body = sentBody(calls.find((c) => c.url === '/lom/create/externalrecord/user')!.init) as { formRecord: { name: string; value: string }[] };
    expect(Object.fromEntries(body.formRecord.map((f) => [f.name, f.value]))).toEqual({
      name: 'Asha',
      last_name: 'Rao',
      user_name: '9876543210',
      email_id: '',
      password: 'Tiger$Lamp-Rain7',
      type: 'noClient',
      application: 'wiy',
    });
    expect(localStorage.getItem('mobile')).toBe('9876543210');
    expect(localStorage.getItem('register')).toBe('true');
    expect(localStorage.getItem('outOfTime')).toBeNull();
    expect(Number(localStorage.getItem('otpTimerEnd'))).toBeGreaterThan(Date.now() + 58_000);
  });

  it('goes to /otpverify with the message when a code already waits for the number', async () => {
    const Message = 'An OTP was already sent to this mobile number. Please enter it, or ask for a new one when the timer ends';
    mockApi({ '/lom/registration/user': template, '/lom/create/externalrecord/user': { isUserPresent: false, Message } });
    renderScreen(<SignUpForm />);
    await fill(valid);
    await submit();
    expect(await screen.findByTestId('landed')).toHaveTextContent(`/otpverify ${JSON.stringify({ message: Message })}`);
    expect(localStorage.getItem('mobile')).toBe('9876543210');
    expect(localStorage.getItem('register')).toBe('true');
  });

  it('sends a registered number to login with the message', async () => {
    mockApi({ '/lom/registration/user': template, '/lom/create/externalrecord/user': { isUserPresent: true } });
    renderScreen(<SignUpForm />);
    await fill(valid);
    await submit();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login {"message":"You are already registered user! Please login to continue"}');
  });

  it.each([
    [() => answer(400, { Error: 'This password is too common. Please choose another one' }), 'This password is too common. Please choose another one'],
    [() => answer(500, {}), 'Something went wrong.'],
  ])("shows the server's Error in the red alert, or 'Something went wrong.' without one", async (reply, text) => {
    mockApi({ '/lom/registration/user': template, '/lom/create/externalrecord/user': reply });
    renderScreen(<SignUpForm />);
    await fill(valid);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
