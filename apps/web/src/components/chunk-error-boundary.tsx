import { Component, type ReactNode } from 'react';
import { ChunkTimeoutError } from '../lib/chunk-timeout.ts';
import './screen-controls.css';

interface State {
  error: Error | null;
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
    return (
      <div className="empty" role="alert">
        <h1 className="screen-title">{error instanceof ChunkTimeoutError ? 'This screen took too long to load.' : 'This screen could not be loaded.'}</h1>
        <p>Check your connection and reload the page.</p>
        <button type="button" className="button-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
