import { EmailJSResponseStatus } from '@emailjs/browser';

/** How long the "Message sent!" confirmation stays, in ms. */
export const confirmationMs = 4000;

/**
 * The contact form's states (docs/behaviour.md, "Contact form"): `idle`, `sending` (a send is in
 * flight; the submit button is disabled), `sent` (the confirmation shows).
 */
export type ContactFormState = 'idle' | 'sending' | 'sent';

/**
 * What happens to the form: `submit` (a new send starts), `success`,
 * `failure`, `expire` (the confirmation's 4000 ms are over).
 */
export type ContactFormEvent = 'submit' | 'success' | 'failure' | 'expire';

/**
 * The form's state machine. A submit hides any confirmation first
 * and starts a send; the send's outcome ends it, showing the confirmation on
 * success and nothing on failure; the confirmation expires. Outcomes and
 * expiries that do not belong to the current state change nothing.
 */
export function nextState(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  switch (event) {
    case 'submit':
      return 'sending';
    case 'success':
      return state === 'sending' ? 'sent' : state;
    case 'failure':
      return state === 'sending' ? 'idle' : state;
    case 'expire':
      return state === 'sent' ? 'idle' : state;
  }
}

/** Success as the original site counted it: status 200 or text `OK`. */
export function isSent({ status, text }: { status: number; text: string }): boolean {
  return status === 200 || text === 'OK';
}

/**
 * The console line for a failed send, the only trace a failure
 * leaves. `reason` is what `sendForm` rejected with, or a resolved response
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
