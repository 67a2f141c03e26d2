/**
 * The quote estimator's selection in a URL: the parameter's name, the
 * largest quantity it may carry, and setting or removing it. Kept apart
 * from the rest of the estimate code so that the contact form can drop the
 * parameter after a send without loading that code.
 */

/** The query parameter that carries a selection (services and contacts pages). */
export const estimateParam = 'estimate';

/** The largest quantity the estimator accepts, in any unit (m², jm, tk, tund). */
export const maxQuantity = 100_000;

/**
 * `url` (a path, optionally with a query and a hash) with the `estimate`
 * parameter set to `encoded`, or removed when it is empty; other
 * parameters and the hash are kept. The value is written as is (it is
 * URL-safe), not percent-encoded.
 */
export function withEstimate(url: string, encoded: string): string {
  const [, path, query = '', hash = ''] = /^([^?#]*)(?:\?([^#]*))?(#.*)?$/.exec(url)!;
  const params = query.split('&').filter((pair) => pair && !pair.startsWith(`${estimateParam}=`));
  if (encoded) params.push(`${estimateParam}=${encoded}`);
  return `${path}${params.length ? `?${params.join('&')}` : ''}${hash}`;
}
