/**
 * The `test` and `expect` of every browser test: how to write one and what
 * each fixture gives is docs/testing.md, "Writing a browser test".
 */
import { test as base, expect as baseExpect, type Locator, type Request, type Route } from '@playwright/test';
import { toBeHydrated } from './islands.ts';
import { emailApiOrigin } from '../../src/lib/security/security-policy.ts';
import { extraBuild } from './extra-builds.ts';
import type { Miniflare } from 'miniflare';
import { startStaticServer, type StaticServer } from '../../scripts/static-server.ts';

/** The EmailJS endpoint the form posts to; answered in the browser, never reached. */
const emailApiEndpoint = `${emailApiOrigin}/api/v1.0/email/send-form`;

/** The EmailJS API as the browser sees it in a test. */
export interface EmailApi {
  /** Every send request, in order. */
  sends: Request[];
  /** Answers a send; default 200 "OK", the provider's success. Set it before the send. */
  answer: (route: Route) => Promise<void>;
}

/** Requests a page made, for tests that check what loaded and when. */
export interface RequestLog {
  /** The URL of every request the page started, in order. */
  urls: string[];
  /** Requests started and not yet finished or failed. */
  pending: Set<Request>;
}

interface WorkerFixtures {
  /** Serve with the headers `dist/_headers` gives each path, as Netlify and Cloudflare Pages do. */
  hostingHeaders: boolean;
  /** Serve the sending build (built with EmailJS ids) instead of `dist/`. */
  sendingBuild: boolean;
  /** The built site served on 127.0.0.1 for this worker. */
  site: StaticServer;
  /**
   * The photo Worker (`tests/support/photo-worker.ts`) on the port the
   * sending build uploads to, taking uploads from `site`. One file at a
   * time can use it (the port is one): keep its tests in photos.test.ts.
   */
  photoWorker: Miniflare;
}

interface TestFixtures {
  /** A language choice (`localStorage.i18nextLng`) stored before the first visit; undefined: none. */
  savedLanguage: string | undefined;
  /** Console errors and uncaught page errors of `page`, as text. */
  consoleErrors: string[];
  /** Requests of `page` to the site that failed or answered 400+: `"STATUS URL"` or `"failed URL"`. */
  failedRequests: string[];
  requestLog: RequestLog;
  emailApi: EmailApi;
  /**
   * `test.step(title, body)` that starts as a new browser context would
   * (docs/testing.md, "Writing a browser test"): the page's
   * storage cleared (`savedLanguage` saved again), the page blank (the last
   * step's page can still load a lazy island's chunk or log an error),
   * no send recorded, sends answered OK, nothing logged in `consoleErrors`.
   */
  freshStep: (title: string, body: () => Promise<void>) => Promise<void>;
}

/** Playwright's `test` with the site's fixtures (docs/testing.md, "Writing a browser test"). */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  hostingHeaders: [false, { scope: 'worker', option: true }],
  sendingBuild: [false, { scope: 'worker', option: true }],
  site: [
    async ({ hostingHeaders, sendingBuild }, use) => {
      const dir = sendingBuild ? (await extraBuild('sending')).dir : undefined;
      const server = await startStaticServer({ dir, hostingHeaders });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  photoWorker: [
    async ({ site }, use) => {
      const { startPhotoWorker } = await import('./photo-worker.ts');
      const { photoWorkerPort: port } = (await extraBuild('sending')).facts;
      const worker = await startPhotoWorker({ siteOrigin: site.origin, port });
      await use(worker);
      await worker.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.origin),

  context: async ({ context }, use) => {
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },

  savedLanguage: [undefined, { option: true }],
  storageState: async ({ savedLanguage, site }, use) =>
    use(
      savedLanguage === undefined
        ? undefined
        : {
            cookies: [],
            origins: [{ origin: site.origin, localStorage: [{ name: 'i18nextLng', value: savedLanguage }] }],
          },
    ),

  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await use(errors);
  },

  failedRequests: async ({ page, site }, use) => {
    const failed: string[] = [];
    const ours = (url: string) => new URL(url).origin === site.origin;
    page.on('requestfailed', (request) => {
      if (ours(request.url())) failed.push(`failed ${request.url()}`);
    });
    page.on('response', (response) => {
      if (ours(response.url()) && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await use(failed);
  },

  requestLog: async ({ page }, use) => {
    const log: RequestLog = { urls: [], pending: new Set() };
    page.on('request', (request) => {
      log.urls.push(request.url());
      log.pending.add(request);
    });
    page.on('requestfinished', (request) => log.pending.delete(request));
    page.on('requestfailed', (request) => log.pending.delete(request));
    await use(log);
  },

  // In every test, so that no send ever fails for want of an answer.
  emailApi: [
    async ({ context }, use) => {
      const api: EmailApi = { sends: [], answer: (route) => route.fulfill({ status: 200, body: 'OK' }) };
      // Registered after the route that aborts foreign requests, so it is asked first.
      await context.route(emailApiEndpoint, (route) => {
        api.sends.push(route.request());
        return api.answer(route);
      });
      await use(api);
    },
    { auto: true },
  ],

  freshStep: async ({ page, consoleErrors, emailApi, savedLanguage }, use) => {
    const okAnswer = emailApi.answer;
    await use((title, body) =>
      base.step(title, async () => {
        if (page.url() !== 'about:blank') {
          await page.evaluate((saved) => {
            localStorage.clear();
            sessionStorage.clear();
            if (saved !== undefined) localStorage.setItem('i18nextLng', saved);
          }, savedLanguage);
          await page.goto('about:blank');
        }
        emailApi.sends.length = 0;
        emailApi.answer = okAnswer;
        consoleErrors.length = 0;
        await body();
      }),
    );
  },
});

/**
 * Playwright's `expect` with `toBeHydrated()` (`islands.ts`): the control
 * `island()` returns shows its island hydrated, as a visitor can tell (the
 * dropdown's button and the nav toggle no longer `aria-disabled`, the
 * form's Send enabled, the photo links opening a dialog, the estimator's
 * buttons shown). `.not.toBeHydrated()`: the control is there and still
 * the server's HTML.
 */
export const expect = baseExpect.extend({ toBeHydrated });

/**
 * Passes when the locator matches exactly one element and it is hidden.
 * (`toBeHidden()` alone also passes when nothing matches; locate with
 * `includeHidden: true` so that a role locator finds the hidden element.)
 */
export async function expectHiddenButPresent(locator: Locator): Promise<void> {
  await expect(locator, `${locator} is in the page`).toHaveCount(1);
  await expect(locator).toBeHidden();
}
