import { Component, type ReactNode } from 'react';
import { ChunkTimeoutError } from '../lib/chunk-timeout.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import './screen-controls.css';

interface State {
  error: Error | null;
}

/** Why the screen is missing, and the Reload that brings it. */
function ScreenFailed({ error }: { error: Error }) {
  const t = useT();
  return (
    <div className="empty" role="alert">
      <h1 className="screen-title">{error instanceof ChunkTimeoutError ? t('chunkError.tooSlow') : t('chunkError.failed')}</h1>
      <p>{t('chunkError.checkConnection')}</p>
      <button type="button" className="button-primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
}

/**
 * Around each lazy screen: a chunk that failed or timed out (spec 000 §9) shows why and offers a reload,
 * which fetches the chunk again (React keeps a failed lazy load failed until then). An error thrown while
 * the screen renders lands here too, and a reload is the way out of it as well.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ScreenFailed error={error} />;
  }
}
