import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused (issue 5). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * The 10,000 most common passwords: the head of @zxcvbn-ts/language-common's list, which is ranked most
 * common first and ships inside the package (no download at run time). Compared case-insensitively, as
 * the list itself is lowercase, so 'Password' is refused along with 'password'.
 */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return commonPasswords.has(password.toLowerCase());
}
