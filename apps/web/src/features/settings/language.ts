import type { I18n } from '@lingui/core';
import { chosenLocale, firstSpokenLocale, isLocale, LOCALE_COOKIE, type Locale } from '@wiy/shared/locales';
import { activateLocale } from '../../lib/i18n/i18n.tsx';
import { keepChoiceCookie } from './display-preferences.ts';

/** The language the reader chose on this device; undefined when the browser's languages decide. */
export function storedLocaleChoice(): Locale | undefined {
  return chosenLocale(document.cookie);
}

/** The language this reader should read: their choice, else the first of the browser's this app speaks. */
export function preferredLocale(): Locale {
  return storedLocaleChoice() ?? firstSpokenLocale(navigator.languages ?? [navigator.language]);
}

/** The language the page arrived in (the server writes it on `<html>`); a page that names none is read as preferred. */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : preferredLocale();
}

/** Every screen in `locale`, and the page's `lang` with it (screen readers and hyphenation follow it). */
export async function switchLocale(i18n: I18n, locale: Locale): Promise<void> {
  await activateLocale(i18n, locale);
  document.documentElement.lang = locale;
}

/**
 * Keeps the choice in its cookie, which later pages carry to the server so that it renders them in that language;
 * undefined forgets it, and the browser's languages decide again.
 */
export function keepLocaleChoice(locale: Locale | undefined): void {
  keepChoiceCookie(LOCALE_COOKIE, locale);
}
