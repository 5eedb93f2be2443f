import {
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
 * Keeps `preferences` in their cookies, which every later page carries to the server (it writes them on
 * `<html>` before the first paint), and applies them to this page at once.
 */
export function keepDisplayPreferences(preferences: DisplayPreferences): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  for (const key of Object.keys(DISPLAY_COOKIES) as (keyof DisplayPreferences)[]) {
    document.cookie = `${DISPLAY_COOKIES[key]}=${preferences[key]}; path=/; max-age=${DISPLAY_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
  }
  const attributes = displayAttributes(preferences);
  for (const name of Object.values(DISPLAY_ATTRIBUTES)) {
    const value = attributes[name];
    if (value === undefined) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
}
