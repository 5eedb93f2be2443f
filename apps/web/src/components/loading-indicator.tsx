import { appConfig } from '../lib/app-config.ts';

/** The spinner with 'Loading {display name} Content...' (spec 000 §2). */
export function LoadingIndicator() {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>Loading {appConfig.displayName} Content...</span>
    </div>
  );
}
