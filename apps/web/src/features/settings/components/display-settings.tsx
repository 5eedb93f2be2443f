import { useState } from 'react';
import { TEXT_SIZES, THEMES, type DisplayPreferences } from '@wiy/shared/display-preferences';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { keepDisplayPreferences, storedDisplayPreferences } from '../display-preferences.ts';
import { Choice } from './choice.tsx';
import '../settings.css';

/** Theme and text size, applied as they are chosen and kept on this device (decision 089). */
export function DisplaySettings() {
  const t = useT();
  const [preferences, setPreferences] = useState(storedDisplayPreferences);
  const choose = (change: Partial<DisplayPreferences>) => {
    const next = { ...preferences, ...change };
    keepDisplayPreferences(next);
    setPreferences(next);
  };
  return (
    <section className="settings-section" aria-labelledby="display-heading">
      <h2 id="display-heading">{t('settings.display')}</h2>
      <Choice
        legend={t('settings.theme')}
        name="theme"
        values={THEMES}
        labels={{ system: t('settings.theme.system'), light: t('settings.theme.light'), dark: t('settings.theme.dark') }}
        chosen={preferences.theme}
        onChoose={(theme) => choose({ theme })}
      />
      <Choice
        legend={t('settings.textSize')}
        name="text-size"
        values={TEXT_SIZES}
        labels={{ small: t('settings.textSize.small'), default: t('settings.textSize.default'), large: t('settings.textSize.large') }}
        chosen={preferences.textSize}
        onChoose={(textSize) => choose({ textSize })}
      />
    </section>
  );
}
