/** Debian's Chromium, with the flags this closed network needs (see docs/development.md, "Tests"): for the specs, the benchmarks and scripts. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
