import { useState } from 'react';
import { DATA_SAVER_COOKIE, DATA_SAVER_MODES, DEFAULT_DATA_SAVER_MODE, readDataSaverMode, type DataSaverMode } from '@wiy/shared/data-saver';
import { dataSaverChanged } from '../../../lib/data-saver.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { keepChoiceCookie } from '../display-preferences.ts';
import { Choice } from './choice.tsx';
import '../settings.css';

/**
 * The data saver (decision 242): Automatic, On or Off, kept in its cookie so that the server renders the next page
 * with it, and applied to the screens open now at once.
 */
export function DataSaverSettings() {
  const t = useT();
  const [mode, setMode] = useState<DataSaverMode>(() => readDataSaverMode(document.cookie));
  const choose = (next: DataSaverMode) => {
    keepChoiceCookie(DATA_SAVER_COOKIE, next === DEFAULT_DATA_SAVER_MODE ? undefined : next);
    setMode(next);
    dataSaverChanged();
  };
  return (
    <section className="settings-section" aria-labelledby="data-saver-heading">
      <h2 id="data-saver-heading">{t('settings.dataSaver')}</h2>
      <p className="settings-hint">{t('settings.dataSaver.hint')}</p>
      <Choice
        legend={t('settings.dataSaver.legend')}
        name="data-saver"
        values={DATA_SAVER_MODES}
        labels={{ auto: t('settings.dataSaver.auto'), on: t('settings.dataSaver.on'), off: t('settings.dataSaver.off') }}
        chosen={mode}
        onChoose={choose}
      />
    </section>
  );
}
