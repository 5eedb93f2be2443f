/**
 * The page's entry script, kept small. A server-rendered screen already shows its first screen from the HTML, so
 * the app's code is fetched once the page has loaded and painted, its first cards' images included: on a phone's
 * connection the code would otherwise share the bandwidth with those images and hold the main thread before they
 * paint (issue 9, decision 096). Links work as plain links meanwhile. A page that waits on something slow (an
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

const rendered = document.getElementById('root')?.hasChildNodes() ?? false;
if (!rendered || document.documentElement.hasAttribute('data-mutes')) start();
else {
  addEventListener('load', startAfterPaint, { once: true });
  setTimeout(start, LOAD_WAIT_MS);
}
