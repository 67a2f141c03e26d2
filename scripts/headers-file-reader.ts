/**
 * Reading the `_headers` file of Netlify and Cloudflare Pages
 * (`src/lib/security/headers-file-writer.ts` writes it) as those hosts do:
 * several matching rules all apply; a header named by several of them is
 * sent once with their values joined by `, `.
 */

export interface HeaderRule {
  /** A path pattern: `/`, `/en/services/`, `/*`, `/_astro/*`. */
  path: string;
  headers: Record<string, string>;
}

/** Reads a `_headers` file. Throws on a header line before any path, or a line that is neither. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const match = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!match || !rule) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path: ${line}`);
    rule.headers[match[1]] = match[2].trim();
  }
  return rules;
}

/** The headers `rules` give the response to a request for `pathname`. */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternToRegExp(rule.path).test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = Object.keys(headers).find((existing) => existing.toLowerCase() === name.toLowerCase()) ?? name;
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    }
  }
  return headers;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}
