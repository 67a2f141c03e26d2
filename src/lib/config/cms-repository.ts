/** Where the backend is: GitHub for the live site (docs/editing.md), the working copy in local mode. */
export interface CmsBackend {
  /** `owner/name` of the GitHub repository. */
  repo: string;
  branch: string;
  /** The OAuth client's address for "Sign In with GitHub" (docs/editing.md); without it, editors sign in with a token. */
  authUrl?: string;
}

/** The repository the CMS's configuration names while `CMS_GITHUB_REPO` is not set: it saves nowhere. */
const placeholderRepository = 'OWNER/REPOSITORY';

/**
 * The GitHub repository the CMS at `/admin` saves to, from `env` (the
 * environment and `.env`): `CMS_GITHUB_REPO` (`owner/name`, else
 * `OWNER/REPOSITORY`), `CMS_GITHUB_BRANCH` (default `main`) and
 * `CMS_GITHUB_AUTH_URL` (the OAuth client, optional; docs/editing.md).
 */
export function cmsBackend(env: Record<string, string | undefined>): CmsBackend {
  return {
    repo: env.CMS_GITHUB_REPO?.trim() || placeholderRepository,
    branch: env.CMS_GITHUB_BRANCH?.trim() || 'main',
    authUrl: env.CMS_GITHUB_AUTH_URL?.trim() || undefined,
  };
}

/**
 * The one-line warning when `backend` (`cmsBackend`) names no repository,
 * or undefined when it names one.
 */
export function cmsRepositoryWarning(backend: CmsBackend): string | undefined {
  if (backend.repo !== placeholderRepository) return undefined;
  return (
    `CMS_GITHUB_REPO is not set: /admin on the live site cannot save. ` +
    `Set it to the repository as owner/name in .env or the build environment (docs/editing.md, "Switching it on for the live site").`
  );
}
