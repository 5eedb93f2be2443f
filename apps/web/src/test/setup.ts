import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetServerWaits } from '../lib/api-client.ts';

// jsdom lays nothing out. The virtual lists (virtua) measure their rows through ResizeObserver and show a
// row only once it has a size, skipping rows without an offsetParent (not laid out). This stand-in gives every
// observed element a 100 px box, every connected element its parent as offsetParent, and the document the
// scrolling element the window virtualiser reads its scroll position from.
class LaidOutResizeObserver {
  private observing = true;
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => {
      if (!this.observing) return;
      const entry = { target, contentRect: { width: 1024, height: 100 } } as unknown as ResizeObserverEntry;
      this.callback([entry], this as unknown as ResizeObserver);
    });
  }
  unobserve() {}
  disconnect() {
    this.observing = false;
  }
}
globalThis.ResizeObserver = LaidOutResizeObserver;
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.isConnected ? this.parentElement : null;
  },
});
Object.defineProperty(Document.prototype, 'scrollingElement', {
  configurable: true,
  get(this: Document) {
    return this.documentElement;
  },
});

// Nor does it open a modal <dialog>: showModal and close toggle `open`, and Escape asks the open modal to
// cancel, as a browser does (the browser's own behaviour is proved by the end-to-end specs).
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') document.querySelector('dialog[open]')?.dispatchEvent(new Event('cancel', { cancelable: true }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A failure a test answered holds that call back for a while (lib/calm-asks.ts): the next test is a new page.
  forgetServerWaits();
  // What reads storage once and holds it (lib/account-mirror.ts) reads it again, as after another tab's change.
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
});
