/**
 * A reader's display preferences: colour theme and text size. Kept in cookies, not in
 * storage, so that the server writes them on the page's `<html>` and the first paint already has them: the
 * content security policy allows no inline script to apply them earlier (decision 089).
 */
import { readCookies } from './cookies.ts';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const TEXT_SIZES = ['small', 'default', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export interface DisplayPreferences {
  theme: Theme;
  textSize: TextSize;
}

export const DEFAULT_DISPLAY: DisplayPreferences = { theme: 'system', textSize: 'default' };

/** Each preference's cookie and the `<html>` attribute the style sheet reads (`styles.css`). */
export const DISPLAY_COOKIES = { theme: 'theme', textSize: 'text-size' } as const;
export const DISPLAY_ATTRIBUTES = { theme: 'data-theme', textSize: 'data-text-size' } as const;
/**
 * Set while the device has mutes (decision 093): the server cannot know which cards they hide,
 * so it marks the page (`data-mutes` on `<html>`) and the style sheet hides its cards until the page is live.
 */
export const MUTE_COOKIE = 'mutes';
const MUTE_ATTRIBUTE = 'data-mutes';

/** A year: the choice lasts across visits until changed. */
export const DISPLAY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** The preferences a `Cookie` header (or `document.cookie`) holds; anything unknown is the default. */
export function readDisplayPreferences(cookieHeader: string | undefined): DisplayPreferences {
  const cookies = readCookies(cookieHeader);
  return {
    theme: oneOf(THEMES, cookies.get(DISPLAY_COOKIES.theme), DEFAULT_DISPLAY.theme),
    textSize: oneOf(TEXT_SIZES, cookies.get(DISPLAY_COOKIES.textSize), DEFAULT_DISPLAY.textSize),
  };
}

/** The attributes `<html>` carries for `preferences` (none for a default one: the style sheet's default applies). */
export function displayAttributes(preferences: DisplayPreferences): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (preferences.theme !== DEFAULT_DISPLAY.theme) attributes[DISPLAY_ATTRIBUTES.theme] = preferences.theme;
  if (preferences.textSize !== DEFAULT_DISPLAY.textSize) attributes[DISPLAY_ATTRIBUTES.textSize] = preferences.textSize;
  return attributes;
}

/** The attribute `<html>` carries while the reader's device has mutes (its `Cookie` header holds the flag). */
export function muteAttributes(cookieHeader: string | undefined): Record<string, string> {
  return readCookies(cookieHeader).get(MUTE_COOKIE) === '1' ? { [MUTE_ATTRIBUTE]: '' } : {};
}
