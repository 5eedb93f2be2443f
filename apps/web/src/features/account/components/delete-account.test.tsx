import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { answer, renderScreen, sentBody } from './account-test-utils.tsx';
import { DeleteAccount } from './delete-account.tsx';

const DESCRIPTION = 'I am moving to another service and would like all of my personal data removed from this one, thank you.';
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));

describe('DeleteAccount', () => {
  it("shows the card when the status answers 'Requested'", async () => {
    localStorage.setItem('wiytoken', 'tok-1');
    const calls = mockApi({ '/lom/check/deletestatus': { Message: 'Requested' } });
    renderScreen(<DeleteAccount />);
    expect(await screen.findByRole('heading', { name: 'Account Deletion Request Received' })).toBeInTheDocument();
    expect((calls[0]!.init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('offers the two reasons and counts the characters left to 100', async () => {
    renderScreen(<DeleteAccount />);
    expect(screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['no_longer_needed', 'privacy_concerns']);
    expect(screen.getByText('100 characters remaining')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x'.repeat(30) } });
    expect(screen.getByText('70 characters remaining')).toBeInTheDocument();
  });

  it('says the description is short on blur and on submit, and asks for the password', async () => {
    renderScreen(<DeleteAccount />);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x'.repeat(99) } });
    fireEvent.blur(screen.getByLabelText('Description'));
    expect(await screen.findByText('Description should be of 100 characters')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Description should be at least 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('sends the request, signs out here and shows the card', async () => {
    localStorage.setItem('wiytoken', 'tok-1');
    const calls = mockApi({
      '/lom/check/deletestatus': { Message: 'Not Requested' },
      '/lom/delete/account': { Success: 'Your account deletion request has been received' },
    });
    renderScreen(<DeleteAccount />);
    await screen.findByRole('heading', { name: 'Delete Account' });
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'privacy_concerns');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: DESCRIPTION } });
    await userEvent.type(screen.getByLabelText('Password'), 'Tiger$Lamp-Rain7');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Account Deletion Request Received' })).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/lom/delete/account')!;
    expect(sentBody(sent.init)).toEqual({ reason: 'privacy_concerns', description: DESCRIPTION, password: 'Tiger$Lamp-Rain7' });
    expect(localStorage.getItem('wiytoken')).toBeNull();
  });

  it.each([
    [() => answer(400, { Error: 'Password is incorrect' }), 'Password is incorrect'],
    [() => answer(500, 'oops'), 'Something went wrong.'],
    [undefined, 'Failed to fetch /lom/delete/account'],
  ])("shows the server's Error, 'Something went wrong.' or the network's message as a danger alert", async (reply, text) => {
    // Without an answer, the mocked fetch fails as a network does.
    mockApi(reply ? { '/lom/delete/account': reply } : {});
    renderScreen(<DeleteAccount />);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: DESCRIPTION } });
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong$1');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
