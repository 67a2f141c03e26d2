import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import ts from 'typescript';

/**
 * The photo Worker (`worker/photos/`) run offline in Cloudflare's own
 * runtime by Miniflare's Node API, with a local R2 bucket in memory: for
 * the Worker's tests (`tests/worker/`) and the browser tests' local Worker.
 * Nothing reaches Cloudflare.
 */

const workerDir = fileURLToPath(new URL('../../worker/photos/', import.meta.url));
const configFile = `${workerDir}wrangler.jsonc`;

/** The part of `worker/photos/wrangler.jsonc` the tests read. */
interface WorkerConfig {
  main: string;
  compatibility_date: string;
  ratelimits: { name: string; simple: { limit: number; period: number } }[];
}

/** `worker/photos/wrangler.jsonc`, read as wrangler reads it (JSON with comments and trailing commas). */
export function workerConfig(): WorkerConfig {
  const { config, error } = ts.parseConfigFileTextToJson(configFile, readFileSync(configFile, 'utf-8'));
  if (error) throw new Error(`${configFile}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return config as WorkerConfig;
}

/** The signing secret the local Worker runs with. */
const testSigningKey = 'test-signing-key';

export interface PhotoWorkerOptions {
  /** The site origin allowed to upload. */
  siteOrigin: string;
  /** Listen on 127.0.0.1 at this port (for a browser); without it, reach it with `dispatchFetch` only. */
  port?: number;
  /** Run without the rate-limiting binding, as the Worker's fallback does. */
  withoutLimiter?: boolean;
  /** The `SIGNING_KEY` secret, `''` for an empty one, `null` for none set. Default: a test key. */
  signingKey?: string | null;
  /** Receives each line the Worker logs (`console.*`). */
  onLog?: (message: string) => void;
}

/**
 * Starts the Worker as wrangler.jsonc configures it (its source bundled by
 * esbuild, as wrangler does; its compatibility date and rate limit), with
 * `siteOrigin` as `SITE_ORIGIN` and `signingKey`. Call `dispose()` after.
 */
export async function startPhotoWorker({
  siteOrigin,
  port,
  withoutLimiter,
  signingKey = testSigningKey,
  onLog,
}: PhotoWorkerOptions): Promise<Miniflare> {
  const config = workerConfig();
  const bundle = await build({
    entryPoints: [`${workerDir}${config.main}`],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
  });
  const ratelimits = Object.fromEntries(config.ratelimits.map(({ name, simple }) => [name, { simple }]));
  const worker = new Miniflare({
    modules: true,
    script: bundle.outputFiles[0].text,
    compatibilityDate: config.compatibility_date,
    r2Buckets: ['PHOTOS'],
    ...(withoutLimiter ? {} : { ratelimits }),
    bindings: { SITE_ORIGIN: siteOrigin, ...(signingKey === null ? {} : { SIGNING_KEY: signingKey }) },
    ...(onLog ? { handleStructuredLogs: ({ message }: { message: string }) => void onLog(message) } : {}),
    ...(port === undefined ? {} : { host: '127.0.0.1', port }),
  });
  await worker.ready;
  return worker;
}
