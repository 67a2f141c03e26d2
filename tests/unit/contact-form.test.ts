import { describe, expect, test } from 'vitest';
import { EmailJSResponseStatus } from '@emailjs/browser';
import {
  failureMessage,
  isSent,
  nextState,
  type ContactFormEvent,
  type ContactFormState,
} from '../../src/lib/form/contact-form';

describe('contact form state machine', () => {
  test.each<[ContactFormState, ContactFormEvent, ContactFormState]>([
    ['idle', 'submit', 'sending'],
    // A new submit hides the confirmation or notice first.
    ['sent', 'submit', 'sending'],
    ['failed', 'submit', 'sending'],
    ['rateLimited', 'submit', 'sending'],
    ['mailtoOpened', 'submit', 'sending'],
    // A refused submit hides them too, and sends nothing; during a send it changes nothing.
    ['failed', 'refuse', 'idle'],
    ['sent', 'refuse', 'idle'],
    ['sending', 'refuse', 'sending'],
    ['sending', 'success', 'sent'],
    ['sending', 'failure', 'failed'],
    ['sending', 'rateLimited', 'rateLimited'],
    ['sending', 'openMailto', 'mailtoOpened'],
    // The confirmation stays until the visitor starts a new message.
    ['sent', 'edit', 'idle'],
    // Events that do not belong to the state change nothing.
    ['sending', 'edit', 'sending'],
    ['failed', 'edit', 'failed'], // the notice stays until the next submit
    ['idle', 'edit', 'idle'],
    ['idle', 'success', 'idle'],
    ['idle', 'failure', 'idle'],
    ['sent', 'success', 'sent'],
    ['sent', 'failure', 'sent'],
    ['failed', 'rateLimited', 'failed'],
  ])('%s + %s → %s', (state, event, expected) => {
    expect(nextState(state, event)).toBe(expected);
  });
});

describe('isSent: status 200 or text OK', () => {
  test.each([
    [200, 'OK', true],
    [200, 'Accepted', true],
    [201, 'OK', true],
    [204, '', false],
    [400, 'The service ID is invalid', false],
  ])('status %i, text %j → %s', (status, text, expected) => {
    expect(isSent(new EmailJSResponseStatus(status, text))).toBe(expected);
  });
});

describe('failureMessage: the console line of a failed send', () => {
  test('keeps the SDK\'s own "… is required" error', () => {
    const error = 'The public key is required. Visit https://dashboard.emailjs.com/admin/account';
    expect(failureMessage(error)).toBe(`Message not sent: ${error}`);
  });

  test('gives the status and text of a rejected send', () => {
    expect(failureMessage(new EmailJSResponseStatus(400, 'The service ID is invalid'))).toBe(
      'Message not sent: status 400, text The service ID is invalid',
    );
  });

  test('reports a network failure as status 0, Network Error', () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('Message not sent: status 0, text Network Error');
  });
});
