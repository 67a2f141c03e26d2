/** Where Debian's `chromium` package puts the browser (`scripts/ensure-test-tools.sh` installs it there). */
export const debianChromium = '/usr/bin/chromium';

/** Debian's Chromium, or the executable `CHROME_PATH` names. */
export const chromiumPath = process.env.CHROME_PATH ?? debianChromium;

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
