import {
  DEFAULT_DISPLAY,
  DISPLAY_ATTRIBUTES,
  DISPLAY_COOKIE_MAX_AGE_S,
  DISPLAY_COOKIES,
  displayAttributes,
  readDisplayPreferences,
  type DisplayPreferences,
} from '@wiy/shared/display-preferences';

/** The preferences this device keeps. */
export function storedDisplayPreferences(): DisplayPreferences {
  return readDisplayPreferences(document.cookie);
}

/**
 * Writes `preferences` on `<html>`. The server already did for the page it sent; this corrects a page that came
 * from elsewhere (a cache that ignored `Vary: cookie`, the service worker's copy) and applies a new choice.
 */
export function applyDisplayPreferences(preferences: DisplayPreferences): void {
  const attributes = displayAttributes(preferences);
  for (const name of Object.values(DISPLAY_ATTRIBUTES)) {
    const value = attributes[name];
    if (value === undefined) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
}

/**
 * Keeps `preferences` in their cookies, which every later page carries to the server (it writes them on
 * `<html>` before the first paint), and applies them to this page at once. A default leaves no cookie, so that
 * a reader without a choice shares the pages every other such reader gets.
 */
export function keepDisplayPreferences(preferences: DisplayPreferences): void {
  for (const key of Object.keys(DISPLAY_COOKIES) as (keyof DisplayPreferences)[]) {
    keepChoiceCookie(DISPLAY_COOKIES[key], preferences[key] !== DEFAULT_DISPLAY[key] ? preferences[key] : undefined);
  }
  applyDisplayPreferences(preferences);
}

/**
 * A reader's choice in its cookie, which every later page carries to the server: a year long, `SameSite=Lax`,
 * `Secure` on https; undefined removes it (the default needs no cookie).
 */
export function keepChoiceCookie(name: string, value: string | undefined): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  const maxAge = value === undefined ? 0 : DISPLAY_COOKIE_MAX_AGE_S;
  document.cookie = `${name}=${value ?? ''}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
}
