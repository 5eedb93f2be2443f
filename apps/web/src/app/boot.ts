/**
 * The page's entry script, kept small. A server-rendered screen already shows its first screen from the HTML, so
 * the app's code is fetched once the page has loaded and painted, its first cards' images included: on a phone's
 * connection the code would otherwise share the bandwidth with those images and hold the main thread before they
 * paint (decision 096). Links work as plain links meanwhile. A page that waits on something slow (an
 * embed's frame) waits at most `LOAD_WAIT_MS`. A screen the browser renders itself, and a device with mutes (whose
 * cards stay hidden until the app is live), need the code at once.
 */
const LOAD_WAIT_MS = 3000;

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main.tsx');
}
/** After the next frame has painted: the load event can come just before the images' own paint. */
const startAfterPaint = () => requestAnimationFrame(() => setTimeout(start));

/**
 * A tap on a control that only the app answers (`[data-replay]`: Save, Share, a card's menu, the profile menu) before
 * the app is live is held here and made again once it is (`html[data-live]`), so that it is not lost: hydration keeps
 * the server's elements, so the control tapped is the one that then answers. Each control is tapped again once, in the
 * order first tapped; a second impatient tap on the same one is not a second choice. Links need none of this: the
 * browser follows them itself.
 */
function replayEarlyTaps() {
  const root = document.documentElement;
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-replay]') : null;
    if (!control || root.hasAttribute('data-live')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  document.addEventListener('click', hold, true);
  new MutationObserver((_records, observer) => {
    if (!root.hasAttribute('data-live')) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    for (const control of held) if (control.isConnected) control.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-live'] });
}
if (!document.documentElement.hasAttribute('data-live')) replayEarlyTaps();

const rendered = document.getElementById('root')?.hasChildNodes() ?? false;
if (!rendered || document.documentElement.hasAttribute('data-mutes')) start();
else {
  addEventListener('load', startAfterPaint, { once: true });
  setTimeout(start, LOAD_WAIT_MS);
}
