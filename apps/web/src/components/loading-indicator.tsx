import { appConfig } from '../lib/app-config.ts';
import { useT } from '../lib/i18n/i18n.tsx';

/** The spinner with 'Loading {display name} Content...' (spec 000 §2). */
export function LoadingIndicator() {
  const t = useT();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading.content', { name: appConfig.displayName })}</span>
    </div>
  );
}
