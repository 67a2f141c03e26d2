import { createHash } from 'node:crypto';

/**
 * Astro's `security.csp` writes into every page's `<meta>` policy the
 * hashes of every inline script and style of the whole site (20 on
 * `/ru/services/`, 6 of them its own), and a hash is 44 characters no
 * compression shrinks: about 450 bytes brotli of each page's first round trip
 * (docs/decisions.md, "Each page's own hashes"). Build-time only.
 */

/** The CSP source of `text`'s SHA-256 hash, as Astro writes it: `'sha256-…='`. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The `<meta http-equiv="content-security-policy">` element and its `content`. */
const policyMeta = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;

/**
 * The built page `html` with its `<meta>` policy holding, in `script-src`
 * and `style-src`, only the hashes of the page's own inline `<script>` and
 * `<style>` elements; every other source and directive stays as it was. A
 * directive with `'unsafe-inline'` is left alone (without its hashes the
 * browser would honour it), and so is a page without such a `<meta>`
 * (`/admin/`, whose policy is its own).
 */
export function withOwnHashes(html: string): string {
  const own = new Set(
    [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)]
      .filter(([, , attributes]) => !/\bsrc=/.test(attributes))
      .map(([, , , text]) => hashSource(text)),
  );
  return html.replace(policyMeta, (_, start: string, policy: string, end: string) => {
    const directives = policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!/^(script|style)-src$/.test(name) || sources.includes("'unsafe-inline'")) return directive;
      const kept = sources.filter((source) => !source.startsWith("'sha256-") || own.has(source));
      return `${directive.startsWith(' ') ? ' ' : ''}${[name, ...kept].join(' ')}`;
    });
    return `${start}${directives.join(';')}${end}`;
  });
}
