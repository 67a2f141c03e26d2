/** Debian's Chromium, or the executable `CHROME_PATH` names. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags that keep a headless Chromium off the network it cannot reach here
 * (it stalls on blocked connections otherwise); used by the browser tests
 * and the benchmark.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
