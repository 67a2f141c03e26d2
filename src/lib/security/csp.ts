/**
 * Content-Security-Policy strings as data (CSP 3 §2.2: a policy is a list of
 * `;`-separated directives, each a name and its space-separated sources).
 */

/** Directive name → its sources, in the order the policy writes them. */
export type Policy = Map<string, string[]>;

/** Parses a serialised policy; empty directives are skipped, names lowercased. */
export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const directive of text.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** Serialises a policy: `name source source; name source`. */
export function serialisePolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * One policy allowing what any of `texts` allows, directive by directive:
 * the union of their sources, in first-seen order. Used to give every page
 * of the site one header policy carrying every page's script and style
 * hashes. Only meaningful for policies that share their directives (a
 * directive missing from one of them falls back to `default-src` there).
 */
export function mergePolicies(texts: string[]): string {
  const merged: Policy = new Map();
  for (const text of texts) {
    for (const [name, sources] of parsePolicy(text)) {
      merged.set(name, [...new Set([...(merged.get(name) ?? []), ...sources])]);
    }
  }
  return serialisePolicy(merged);
}
