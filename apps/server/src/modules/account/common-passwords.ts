/** How many of the most common passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * The 10,000 most common passwords: the head of @zxcvbn-ts/language-common's list, which is ranked most
 * common first and ships inside the package (no download at run time). Compared case-insensitively, as
 * the list itself is lowercase, so 'Password' is refused along with 'password'. The package's dictionaries
 * are large and slow to load: loaded at the first password checked, not at start.
 */
let commonPasswords: Promise<Set<string>> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED)));
  return (await commonPasswords).has(password.toLowerCase());
}
