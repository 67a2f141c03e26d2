/**
 * The `_headers` file of Netlify and Cloudflare Pages as data: rules of a
 * path pattern and the headers sent with every response whose path matches.
 * A pattern is a path where `*` matches any run of characters (`/_astro/*`).
 * Several matching rules all apply; a header named by several of them is
 * sent once with their values joined by `, ` (what both hosts do).
 * https://docs.netlify.com/manage/routing/headers/,
 * https://developers.cloudflare.com/pages/configuration/headers/
 */

export interface HeaderRule {
  /** A path pattern: `/`, `/en/services/`, `/*`, `/_astro/*`. */
  path: string;
  headers: Record<string, string>;
}

/** The file's text: a rule's path at the start of a line, its headers indented by two spaces. */
export function renderHeadersFile(rules: HeaderRule[], comment: string[] = []): string {
  const lines = comment.map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    if (lines.length > 0) lines.push('');
    lines.push(rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
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
