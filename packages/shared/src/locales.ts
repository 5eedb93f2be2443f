import { readCookies } from './cookies.ts';

/**
 * The interface's languages (decision 095): English, the spec's own texts, and Hindi. A
 * reader's choice is kept in a cookie, like the display preferences, so that the server renders the page in it;
 * without a choice the browser's languages decide.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The names a language choice shows, each in its own language, as a reader looking for theirs reads them. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export const LOCALE_COOKIE = 'lang';

export function isLocale(value: string | undefined): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The language a tag such as `hi-IN` names, as this app has it; undefined for one it has not. */
export function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().split('-')[0]!.toLowerCase();
  return isLocale(primary) ? primary : undefined;
}

/** The first of `tags` (a browser's languages, most wanted first) this app speaks; English when none. */
export function firstSpokenLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The languages an `Accept-Language` header asks for, most wanted first: by `q`, and in the header's order where
 * two weigh the same, as a browser lists `navigator.languages`; `q=0` refuses a language.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/** The language a reader chose, from a `Cookie` header or `document.cookie`; undefined without a choice. */
export function chosenLocale(cookieHeader: string | undefined): Locale | undefined {
  const value = readCookies(cookieHeader).get(LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}
