import { describe, expect, test } from 'vitest';
import { mergePolicies, parsePolicy, serialisePolicy } from '../../src/lib/security/csp';

describe('Content-Security-Policy strings', () => {
  test('parse the way Astro writes them: no space after ";", a trailing ";"', () => {
    const policy = parsePolicy("default-src 'self';img-src 'self' data:; script-src 'self' 'sha256-a=';");
    expect([...policy]).toEqual([
      ['default-src', ["'self'"]],
      ['img-src', ["'self'", 'data:']],
      ['script-src', ["'self'", "'sha256-a='"]],
    ]);
    expect(serialisePolicy(policy)).toBe("default-src 'self'; img-src 'self' data:; script-src 'self' 'sha256-a='");
  });

  test('merge into the union of each directive’s sources, in first-seen order, adding directives only one has', () => {
    const merged = mergePolicies([
      "script-src 'self' 'sha256-a='; style-src 'self' 'sha256-x='",
      "script-src 'self' 'sha256-b=' 'sha256-a='; style-src 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(merged).toBe(
      "script-src 'self' 'sha256-a=' 'sha256-b='; style-src 'self' 'sha256-x='; frame-ancestors 'none'",
    );
  });
});
