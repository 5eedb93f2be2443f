import { useSyncExternalStore } from 'react';
import { subscribeToUpdates, waitingUpdate } from './register-worker.ts';
import './offline.css';

/** 'A new version is available' with Reload, once a new service worker waits; nothing on the server. */
export function UpdatePrompt() {
  const activate = useSyncExternalStore(subscribeToUpdates, waitingUpdate, () => null);
  if (!activate) return null;
  return (
    <div className="update-prompt" role="status">
      <span>A new version is available</span>
      <button type="button" onClick={activate}>
        Reload
      </button>
    </div>
  );
}
