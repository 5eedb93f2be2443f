import { useState, type ReactNode } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@wiy/shared/locales';
import { useI18n, useT } from '../../../lib/i18n/i18n.tsx';
import { keepLocaleChoice, preferredLocale, storedLocaleChoice, switchLocale } from '../language.ts';
import { Choice } from './choice.tsx';
import '../settings.css';

const BROWSER = 'browser';
type LanguageChoice = typeof BROWSER | Locale;

/** Each language's name in its own language, marked as such so that a screen reader speaks it in that language. */
const LANGUAGE_LABELS = Object.fromEntries(LOCALES.map((locale) => [locale, <span lang={locale}>{LOCALE_NAMES[locale]}</span>])) as Record<Locale, ReactNode>;

/**
 * The interface's language (decision 095): the browser's by default, or one chosen here, applied at once to every
 * screen and kept on this device. Recipes keep their own language choice (spec 000).
 */
export function LanguageSettings() {
  const t = useT();
  const i18n = useI18n();
  const [chosen, setChosen] = useState<LanguageChoice>(() => storedLocaleChoice() ?? BROWSER);
  const choose = (choice: LanguageChoice) => {
    keepLocaleChoice(choice === BROWSER ? undefined : choice);
    setChosen(choice);
    // A catalogue that cannot load (offline, before Hindi was ever loaded) leaves the screens as they are.
    switchLocale(i18n, preferredLocale()).catch(() => undefined);
  };
  return (
    <section className="settings-section" aria-labelledby="language-heading">
      <h2 id="language-heading">{t('settings.language')}</h2>
      <Choice
        legend={t('settings.language.legend')}
        name="language"
        values={[BROWSER, ...LOCALES]}
        labels={{ [BROWSER]: t('settings.language.browser'), ...LANGUAGE_LABELS }}
        chosen={chosen}
        onChoose={choose}
      />
    </section>
  );
}
