import { describe, expect, it } from 'vitest';
import { messages, mobileFromPrefixed, mobileInput, newPasswordProblem, signUpProblem, type SignUpValues } from './account-rules.ts';

const valid: SignUpValues = { mobile: '9876543210', firstName: 'Asha', lastName: 'Rao', email: '', password: 'Abcdef1@', confirmPassword: 'Abcdef1@' };

describe('signUpProblem', () => {
  it('accepts a valid sign-up, with or without an email', () => {
    expect(signUpProblem(valid)).toBeUndefined();
    expect(signUpProblem({ ...valid, email: 'asha.rao@mail.com' })).toBeUndefined();
  });

  it('checks in the spec order: mobile, confirmation, strength, first name, last name, email', () => {
    const allWrong = { mobile: '12', firstName: '', lastName: '', email: 'x', password: 'ab', confirmPassword: 'cd' };
    expect(signUpProblem(allWrong)?.message).toBe(messages.invalidMobile);
    expect(signUpProblem({ ...allWrong, mobile: valid.mobile })?.message).toBe('Confirm password not matched');
    expect(signUpProblem({ ...allWrong, mobile: valid.mobile, confirmPassword: 'ab' })?.message).toBe('Password should be strong');
    const strong = { ...allWrong, mobile: valid.mobile, password: 'abcdef', confirmPassword: 'abcdef' };
    expect(signUpProblem(strong)?.message).toBe('Firstname cannot be empty');
    expect(signUpProblem({ ...strong, firstName: 'Asha' })?.message).toBe('Lastname cannot be empty');
    expect(signUpProblem({ ...strong, firstName: 'Asha', lastName: 'Rao' })?.message).toBe('Enter valid email');
  });

  it.each(['987654321', '98765432101', '98765abcde', ''])('refuses the mobile %j', (mobile) => {
    expect(signUpProblem({ ...valid, mobile })).toEqual({ field: 'mobile', message: 'Please enter valid Mobile No.' });
  });

  it('refuses names shorter than 3 characters and passwords longer than 64', () => {
    expect(signUpProblem({ ...valid, firstName: 'As' })?.message).toBe('Firstname should be at least 3 characters');
    expect(signUpProblem({ ...valid, lastName: 'Ra' })?.message).toBe('Lastname should be at least 3 characters');
    const long = `Ab1@${'é'.repeat(61)}`;
    expect(signUpProblem({ ...valid, password: long, confirmPassword: long })?.message).toBe('Password should be at most 64 characters');
    const limit = `Ab1@${'é'.repeat(60)}`;
    expect(signUpProblem({ ...valid, password: limit, confirmPassword: limit })).toBeUndefined();
  });

  it.each(['a@b', 'a b@mail.com', 'a@mail.c0m', 'a_b@mail.com', 'a@ma-il.com'])('refuses the email %j', (email) => {
    expect(signUpProblem({ ...valid, email })?.message).toBe('Enter valid email');
  });
});

describe('mobile helpers', () => {
  it('keeps digits only, at most 10', () => {
    expect(mobileInput('98a76-54 32109999')).toBe('9876543210');
  });

  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 9876543210', '9876543210'],
    ['98765', undefined],
    ['', undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(mobileFromPrefixed(value)).toBe(expected);
  });
});

describe('newPasswordProblem', () => {
  it('checks the match first, then strength', () => {
    expect(newPasswordProblem('ab', 'cd')).toBe('Passwords do not match');
    expect(newPasswordProblem('ab', 'ab')).toBe('Password should be strong');
    expect(newPasswordProblem('abcdef', 'abcdef')).toBeUndefined();
  });
});
