/** The four levels of the one strength rule every screen and the server use (spec decision 10). */
export type PasswordStrength = 'Very Weak' | 'Weak' | 'Moderate' | 'Strong';

/** The only special characters a Strong password may hold (spec 000, password strength meter). */
export const PASSWORD_SPECIALS = '@$!%*?&^()-_=+';
/** Characters for Strong; fewer than this but at least `MODERATE_MIN_LENGTH` is Moderate. */
export const STRONG_MIN_LENGTH = 8;
export const MODERATE_MIN_LENGTH = 6;
/** The longest password accepted, in characters (code points), Unicode included. */
export const PASSWORD_MAX_LENGTH = 64;

const specials = PASSWORD_SPECIALS.replace(/[-\\^\]]/g, '\\$&');
const STRONG = new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[${specials}])[A-Za-z\\d${specials}]+$`);

/** Length in characters as a person counts them: code points, so an emoji is one. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * The browsing-area meter's rule (spec 000 §5 via spec 001 §5): empty is Very Weak; 8 or more with a
 * lowercase, an uppercase, a digit and a special from the allowed set (and nothing else) is Strong; 6 or
 * more is Moderate (the spec's "letters plus digit/special of 6 or more" is inside that); 1 to 5 is Weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = passwordLength(password);
  if (length === 0) return 'Very Weak';
  if (length >= STRONG_MIN_LENGTH && STRONG.test(password)) return 'Strong';
  if (length >= MODERATE_MIN_LENGTH) return 'Moderate';
  return 'Weak';
}

/** Sign-up and reset refuse Very Weak and Weak (spec decision 10). */
export function isStrongEnough(password: string): boolean {
  const strength = passwordStrength(password);
  return strength === 'Moderate' || strength === 'Strong';
}
