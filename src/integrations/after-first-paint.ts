import { afterNextPaint } from '../lib/after-next-paint';

/**
 * Calls `run` once the page's content is on screen: after the browser's
 * first `paint` entry and the end of parsing (`DOMContentLoaded`),
 * whichever comes last, and then one more frame. The first paint can come
 * while the parser is still reading the page (the header on screen, the
 * main content not yet); the frame after parsing is the one that paints
 * the content (docs/decisions.md, "Hydration after the first paint").
 * Where there are no `paint` entries, the first frame stands in for the
 * first paint.
 *
 * Runs in the browser, bundled into the `client:after-paint` directive.
 */
export function afterFirstPaint(run: () => void): void {
  let waitingFor = 2;
  const done = () => {
    waitingFor -= 1;
    if (waitingFor === 0) afterNextPaint(run);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    afterNextPaint(done);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', done, { once: true });
  else done();
}
