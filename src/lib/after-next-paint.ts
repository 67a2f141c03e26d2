/**
 * Calls `run` once the browser has painted what the current task changed:
 * in a task after the next animation frame. For work an interaction's
 * visible answer need not wait for (docs/performance.md, "Taps").
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run));
}
