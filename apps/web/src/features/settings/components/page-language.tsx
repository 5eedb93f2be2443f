import { useEffect } from 'react';
import { useI18n } from '../../../lib/i18n/i18n.tsx';
import { preferredLocale, switchLocale } from '../language.ts';

/**
 * Once the page is live, brings it to the reader's language when it arrived in another: a page from a cache that
 * ignored `Vary`, or kept by the service worker before a choice (decision 095). Renders nothing.
 */
export function PageLanguage() {
  const i18n = useI18n();
  useEffect(() => {
    const wanted = preferredLocale();
    // A catalogue that cannot load leaves the page in the language it has.
    if (wanted !== i18n.locale) switchLocale(i18n, wanted).catch(() => undefined);
  }, [i18n]);
  return null;
}
