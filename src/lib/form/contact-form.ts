import { EmailJSResponseStatus } from '@emailjs/browser';

/**
 * The contact form's states (docs/behaviour.md, "Contact form"): `idle`,
 * `sending` (a send is in flight; Send ignores presses), `sent`
 * (the confirmation shows, until the visitor starts a new message:
 * docs/decisions.md, "The visitor sure it went"), `failed` (the notice with the `mailto:` fallback
 * and the phone shows), `rateLimited` (the SDK's rate limit refused the
 * send: "please wait a moment" shows), `mailtoOpened` (built without the
 * EmailJS ids: the e-mail program was asked to open, the same notice's
 * links show).
 */
export type ContactFormState = 'idle' | 'sending' | 'sent' | 'failed' | 'rateLimited' | 'mailtoOpened';

/**
 * What happens to the form: `submit` (a new send starts), `refuse` (a
 * submit the rules refused: nothing is sent), `success`,
 * `failure`, `rateLimited`, `openMailto` (the text went to the e-mail
 * program instead), `edit` (the visitor types or chooses photos: a new message).
 */
export type ContactFormEvent = 'submit' | 'refuse' | 'success' | 'failure' | 'rateLimited' | 'openMailto' | 'edit';

const outcomes = {
  success: 'sent',
  failure: 'failed',
  rateLimited: 'rateLimited',
  openMailto: 'mailtoOpened',
} as const;

/**
 * The form's state machine. A submit hides any confirmation or notice
 * first and starts a send; the send's outcome ends it; the confirmation
 * goes when the visitor starts a new message. A refused submit hides them
 * too, but not during a send. Outcomes and edits that do not belong to the
 * current state change nothing.
 */
export function nextState(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  if (event === 'submit') return 'sending';
  if (event === 'refuse') return state === 'sending' ? state : 'idle';
  if (event === 'edit') return state === 'sent' ? 'idle' : state;
  return state === 'sending' ? outcomes[event] : state;
}

/** Success as the original site counted it: status 200 or text `OK`. */
export function isSent({ status, text }: { status: number; text: string }): boolean {
  return status === 200 || text === 'OK';
}

/**
 * The console line for a failed send (the visitor sees the notice).
 * `reason` is what `sendForm` rejected with, or a resolved response
 * that is not a success:
 * - a string, the SDK's own validation error ("The public key is required. …"): kept as is;
 * - an `EmailJSResponseStatus`: its status and text;
 * - anything else (`fetch`'s `TypeError` on a network failure, which the SDK
 *   lets through): status 0, text "Network Error", the SDK's own defaults.
 */
export function failureMessage(reason: unknown): string {
  if (typeof reason === 'string') return `Message not sent: ${reason}`;
  const { status, text } = reason instanceof EmailJSResponseStatus ? reason : new EmailJSResponseStatus();
  return `Message not sent: status ${status}, text ${text}`;
}
