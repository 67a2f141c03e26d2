import { expect, test } from 'vitest';
import { defaultRetryAfterSeconds, retryAfterSeconds } from '../../src/lib/photos/upload-photo';

test('Retry-After in seconds, or as an HTTP date, is the wait; at least one second', () => {
  expect(retryAfterSeconds('30')).toBe(30);
  expect(retryAfterSeconds(' 7 ')).toBe(7);
  expect(retryAfterSeconds('0')).toBe(1);
  const now = Date.parse('2026-11-28T14:00:00Z');
  expect(retryAfterSeconds('Sat, 28 Nov 2026 14:00:45 GMT', now)).toBe(45);
});

test('without a readable Retry-After the wait is the default', () => {
  expect(retryAfterSeconds(null)).toBe(defaultRetryAfterSeconds);
  expect(retryAfterSeconds('soon')).toBe(defaultRetryAfterSeconds);
  expect(retryAfterSeconds('-5')).toBe(defaultRetryAfterSeconds);
});
