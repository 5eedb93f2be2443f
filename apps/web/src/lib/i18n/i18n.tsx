import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useContext, type ReactElement } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@wiy/shared/locales';
import type appMessages from '../../locales/en/app.json';
import type consoleMessages from '../../locales/en/console.json';
import { messages as englishApp } from '../../locales/en/app.json?lingui';

/** Every text's id; a call with an id the English catalogue lacks fails the type check. */
export type MessageId = keyof typeof appMessages | keyof typeof consoleMessages;
export type MessageValues = Record<string, string | number>;

type CatalogueLoaders = Record<Locale, () => Promise<Messages>>;

/**
 * The reader's catalogue in each language. English, the default, comes with the app's first script so that no
 * English page waits for a second request; Hindi loads when a page is in it or a reader chooses it.
 */
const APP_CATALOGUE: CatalogueLoaders = {
  en: async () => englishApp,
  hi: () => import('../../locales/hi/app.json?lingui').then((catalogue) => catalogue.messages),
};

/** The parts' catalogues each instance has met beyond the reader's (the console's, once its screens have loaded). */
const addedCatalogues = new WeakMap<I18n, CatalogueLoaders[]>();

/**
 * The browser's instance, English until `main.tsx` activates the page's language; also what a component
 * rendered outside the app's provider (a component test) reads.
 */
export const browserI18n: I18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: englishApp } });

/** An instance with `locale` active, its catalogues loaded: the server makes one for each page it renders. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n();
  await activateLocale(i18n, locale);
  return i18n;
}

/** Loads every catalogue `i18n` has met in `locale`, then makes it the active language (screens re-render). */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  const loaded = await Promise.all([APP_CATALOGUE, ...(addedCatalogues.get(i18n) ?? [])].map((catalogue) => catalogue[locale]()));
  i18n.load(locale, Object.assign({}, ...loaded) as Messages);
  i18n.activate(locale);
}

/** Adds a part's catalogue (the console's) to `i18n` in its active language, and to its every later switch. */
export async function addCatalogue(i18n: I18n, catalogue: CatalogueLoaders): Promise<void> {
  const added = addedCatalogues.get(i18n) ?? [];
  if (!added.includes(catalogue)) addedCatalogues.set(i18n, [...added, catalogue]);
  i18n.load(i18n.locale, await catalogue[i18n.locale as Locale]());
}

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The active language's text for an id, typed by the English catalogue; the component re-renders on a switch. */
export function useT(): Translate {
  // The context's own function: the same until the language changes, so effects that use it do not rerun.
  return useI18nContext()._ as Translate;
}

/** The active language, as the `lang` of the page and the formats of dates and counts. */
export function useLocale(): Locale {
  return useI18nContext().i18n.locale as Locale;
}

/**
 * A text with elements inside it: `<0>…</0>` in the message is `components[0]` around that part, so that a
 * translation can move the link where its language puts it.
 */
export function Message(props: { id: MessageId; values?: MessageValues; components?: Record<string, ReactElement> }) {
  return <TransNoContext {...props} lingui={useI18nContext()} />;
}

/** The active instance, to switch its language. */
export function useI18n(): I18n {
  return useI18nContext().i18n;
}

// Outside a provider only in component tests.
const withoutProvider = { i18n: browserI18n, _: browserI18n._.bind(browserI18n) };

/** The provider's instance (its value changes on a switch, which re-renders the caller), else the browser's. */
function useI18nContext(): { i18n: I18n; _: I18n['_'] } {
  return useContext(LinguiContext) ?? withoutProvider;
}
