import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { answer, renderScreen, sentBody } from './account-test-utils.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Password' }));

describe('NewPasswordForm', () => {
  it('sends the visitor to /login unless the reset flag is set', async () => {
    renderScreen(<NewPasswordForm />);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login');
  });

  describe('with the reset flag', () => {
    beforeEach(() => {
      localStorage.setItem('isPasswordReset', 'true');
      localStorage.setItem('mobile', '9876543210');
      localStorage.setItem('resetToken', 'grant-1');
    });

    it('checks the match, then the strength', async () => {
      renderScreen(<NewPasswordForm />);
      await userEvent.type(screen.getByLabelText('New password'), 'abc');
      await userEvent.type(screen.getByLabelText('Confirm password'), 'abd');
      await save();
      expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
      await userEvent.clear(screen.getByLabelText('Confirm password'));
      await userEvent.type(screen.getByLabelText('Confirm password'), 'abc');
      await save();
      expect(await screen.findByRole('alert')).toHaveTextContent('Password should be strong');
    });

    it('saves with the reset token, clears the flag and shows the banner on login', async () => {
      const calls = mockApi({ '/lom/set/createnewpassword': { Success: 'Password changed successfully' } });
      renderScreen(<NewPasswordForm />);
      await userEvent.type(screen.getByLabelText('New password'), 'River@Stone-42');
      await userEvent.type(screen.getByLabelText('Confirm password'), 'River@Stone-42');
      expect(screen.getByText(/Password strength/)).toHaveTextContent('Strong');
      await save();
      expect(await screen.findByTestId('landed')).toHaveTextContent('/login {"messageId":"account.newPassword.changed"}');
      expect(sentBody(calls[0]!.init)).toEqual({ user_name: '9876543210', password: 'River@Stone-42', reset_token: 'grant-1', application: 'wiy' });
      expect(localStorage.getItem('isPasswordReset')).toBeNull();
      expect(localStorage.getItem('resetToken')).toBeNull();
    });

    it.each([
      [() => answer(400, { Error: 'This password is too common. Please choose another one' }), 'This password is too common. Please choose another one'],
      [() => answer(500, {}), 'Something went wrong.'],
    ])("shows the server's Error, or 'Something went wrong.' without one", async (reply, text) => {
      mockApi({ '/lom/set/createnewpassword': reply });
      renderScreen(<NewPasswordForm />);
      await userEvent.type(screen.getByLabelText('New password'), 'Password1!');
      await userEvent.type(screen.getByLabelText('Confirm password'), 'Password1!');
      await save();
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    });
  });
});
