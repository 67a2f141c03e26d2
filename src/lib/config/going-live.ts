/**
 * A step of docs/going-live.md that the build can see is not done yet:
 * `step` names it in the summary, `source` is the part of the build that
 * found it (the label of its warning) and `warning` says what to do.
 */
export interface UndoneStep {
  step: string;
  source: string;
  warning: string;
}

/**
 * The one line `astro build` ends with: "ready to go live" when `steps`
 * (the names of the undone steps, in the checklist's order) is empty, else
 * how many are left and which, pointing at docs/going-live.md; then the
 * `optional` steps not taken, if any.
 */
export function goingLiveSummary(steps: string[], optional: string[] = []): string {
  const rest = optional.length === 0 ? '' : `; optional: ${optional.join(', ')}`;
  if (steps.length === 0) return `ready to go live: every step the build can check is done (docs/going-live.md)${rest}`;
  const count = steps.length === 1 ? '1 step' : `${steps.length} steps`;
  return `${count} left before going live: ${steps.join(', ')} (see docs/going-live.md)${rest}`;
}

/** The optional step of docs/going-live.md the build names while `PUBLIC_PHOTO_UPLOAD_URL` is unset. */
export const photoUploadsStep = 'photo uploads';

/** The optional steps not taken, judged from `env` (the `PUBLIC_PHOTO_*` variables). */
export const optionalStepsLeft = (env: Record<string, string | undefined>): string[] =>
  env.PUBLIC_PHOTO_UPLOAD_URL?.trim() ? [] : [photoUploadsStep];
