import { InputError } from '../input-error';

/** The photo Worker's upload path (worker/photos/src/index.ts answers `POST /photos` at its origin's root). */
const uploadPath = '/photos';

/**
 * The photo Worker's upload address from `PUBLIC_PHOTO_UPLOAD_URL`: the
 * Worker's origin with `/photos`. Accepts the Worker's origin alone
 * (`https://photos.example.workers.dev`, with or without a final `/`) and
 * adds `/photos` itself, or the upload address as is (`…/photos`, with or
 * without a final `/`). Output: `https://…/photos`. Throws an
 * `InputError` with one sentence giving the expected form for anything
 * else (another scheme than http or https, a user name, another path, a
 * query or a fragment): every upload to such an address would fail.
 * The build calls it (astro.config.mjs) so that the form's call never throws.
 */
export function photoUploadEndpoint(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  const path = url?.pathname.replace(/\/$/, '');
  if (
    !url ||
    !['https:', 'http:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    (path !== '' && path !== uploadPath) ||
    url.search ||
    url.hash ||
    /[?#]/.test(value)
  ) {
    throw new InputError(
      `PUBLIC_PHOTO_UPLOAD_URL is ${JSON.stringify(value)}; expected the photo Worker's address as ` +
        `\`npm run photos:deploy\` prints it, with or without ${uploadPath}, such as ` +
        `https://tallinn-finishing-photos.<account>.workers.dev${uploadPath} (docs/going-live.md, step 7).`,
    );
  }
  return `${url.origin}${uploadPath}`;
}
