/** A `mailto:` link's address, subject and body, decoded as a mail client reads them. */
export function readMailto(href: string): { to: string; subject: string; body: string } {
  const [to, query] = href.replace(/^mailto:/, '').split('?');
  const fields = Object.fromEntries(query.split('&').map((pair) => pair.split('=')));
  return { to, subject: decodeURIComponent(fields.subject), body: decodeURIComponent(fields.body) };
}
