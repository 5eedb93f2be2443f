import { isSlowConnection, readDataSaverMode, savesData } from '@wiy/shared/data-saver';
import { useContext, useSyncExternalStore } from 'react';
import { RenderContext } from './render-context.ts';

/** The Network Information API: Chromium's browsers have it, Firefox and Safari do not (then nothing signals). */
interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

const connection = (): NetworkInformation | undefined => (navigator as Navigator & { connection?: NetworkInformation }).connection;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const network = connection();
  network?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    network?.removeEventListener('change', listener);
  };
}

/** Tells every screen that the reader changed the data saver (its cookie). */
export function dataSaverChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * Whether this browser saves data now (decision 242): the reader's mode, and for Automatic the browser's signals.
 * `requestSaveData` is the page's request's `Save-Data: on`, which a proxy or an extension can add unseen by script.
 */
function browserSavesData(requestSaveData = false): boolean {
  const network = connection();
  return savesData(readDataSaverMode(document.cookie), {
    saveData: requestSaveData || network?.saveData === true,
    slowConnection: isSlowConnection(network?.effectiveType),
  });
}

/**
 * Whether the screen saves data: as the server rendered the page until hydration ends (so the markup matches),
 * then as this browser says, following a change of connection or of the reader's choice.
 */
export function useDataSaver(): boolean {
  const { dataSaver, saveData } = useContext(RenderContext);
  return useSyncExternalStore(
    subscribe,
    () => browserSavesData(saveData),
    () => dataSaver ?? false,
  );
}
