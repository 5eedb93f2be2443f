/**
 * jsdom lays nothing out: the window's scroll position, its height and the page's height are set here, and a
 * scroll event tells the page they changed.
 */
export function scrollWindowTo({ scrollTop, viewportHeight, contentHeight }: { scrollTop: number; viewportHeight: number; contentHeight: number }): void {
  Object.defineProperty(window, 'scrollY', { value: scrollTop, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: viewportHeight, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: contentHeight, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
