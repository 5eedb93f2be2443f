/**
 * The contract with the native mobile wrapper (docs/native-bridge.md). The wrapper hands its values in
 * by setting `window.nativeWrapper` before the app's scripts run, and/or, whenever they arrive or change
 * (a push token comes late on first launch), by dispatching
 * `new CustomEvent('nativewrapper', { detail: { pushToken, deviceId, appVersion, appBuild } })` on window.
 * In a plain browser neither happens, and the app behaves as a web site.
 */
export interface NativeInfo {
  pushToken?: string | undefined;
  deviceId?: string | undefined;
  appVersion?: string | undefined;
  appBuild?: string | undefined;
}

const NATIVE_GLOBAL = 'nativeWrapper';
const NATIVE_EVENT = 'nativewrapper';

declare global {
  interface Window {
    nativeWrapper?: NativeInfo;
  }
  interface WindowEventMap {
    nativewrapper: CustomEvent<NativeInfo>;
  }
}

function clean(value: unknown): NativeInfo | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 4096 ? v : undefined);
  const input = value as Record<string, unknown>;
  return { pushToken: text(input.pushToken), deviceId: text(input.deviceId), appVersion: text(input.appVersion), appBuild: text(input.appBuild) };
}

/** What the wrapper has handed in so far; undefined in a plain browser (that is how the wrapper is detected). */
function nativeInfo(): NativeInfo | undefined {
  return clean(window[NATIVE_GLOBAL]);
}

/** Calls `listener` with the values now (inside the wrapper) and whenever the wrapper sends new ones. */
export function onNativeInfo(listener: (info: NativeInfo) => void): () => void {
  const current = nativeInfo();
  if (current) listener(current);
  const handle = (event: CustomEvent<NativeInfo>) => {
    const info = clean(event.detail);
    if (!info) return;
    window[NATIVE_GLOBAL] = { ...window[NATIVE_GLOBAL], ...Object.fromEntries(Object.entries(info).filter(([, v]) => v !== undefined)) };
    listener(nativeInfo()!);
  };
  window.addEventListener(NATIVE_EVENT, handle);
  return () => window.removeEventListener(NATIVE_EVENT, handle);
}
