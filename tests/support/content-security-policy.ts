/**
 * A Content-Security-Policy as a map of directive name → sources (CSP 3
 * §2.2: `;`-separated directives); empty directives skipped, names lowercased.
 */
export function parsePolicy(text: string): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const directive of text.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}
