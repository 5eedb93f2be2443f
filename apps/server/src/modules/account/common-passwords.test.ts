import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_REFUSED, isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('refuses the most common passwords, whatever their case', async () => {
    for (const password of ['123456', 'password', 'qwerty', 'Password', 'DRAGON']) expect(await isCommonPassword(password)).toBe(true);
  });

  it('refuses exactly the first 10,000 of the ranked list', async () => {
    const list = dictionary['passwords-common'];
    expect(list.length).toBeGreaterThan(COMMON_PASSWORDS_REFUSED);
    expect(await isCommonPassword(list[COMMON_PASSWORDS_REFUSED - 1]!)).toBe(true);
    const beyond = list.slice(COMMON_PASSWORDS_REFUSED).find((p) => !list.slice(0, COMMON_PASSWORDS_REFUSED).includes(p.toLowerCase()));
    expect(await isCommonPassword(beyond!)).toBe(false);
  });

  it('accepts an uncommon password', async () => {
    expect(await isCommonPassword('Tiger$Lamp-Rain7')).toBe(false);
  });
});
