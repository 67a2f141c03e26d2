import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { loadEnv } from 'vite';

/** The EmailJS ids the contact form sends with, inlined into the browser's code at build time. */
const emailJsIdNames = [
  'PUBLIC_EMAILJS_PUBLIC_KEY',
  'PUBLIC_EMAILJS_SERVICE_ID',
  'PUBLIC_EMAILJS_TEMPLATE_ID',
] as const;

/**
 * The names in `emailJsIdNames` that `env` lacks or holds only blanks for,
 * in that order.
 */
export function missingEmailJsIds(env: Record<string, string | undefined>): string[] {
  return emailJsIdNames.filter((name) => !env[name]?.trim());
}

/**
 * The one-line warning for the missing ids (`missingEmailJsIds`), or
 * undefined when none is missing.
 */
export function missingEmailJsIdsWarning(missing: string[]): string | undefined {
  if (missing.length === 0) return undefined;
  const names = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  const [verb, pronoun] = missing.length === 1 ? ['is', 'it'] : ['are', 'them'];
  return (
    `${names} ${verb} not set: the contact form will not send. ` +
    `Set ${pronoun} in .env or the build environment (README, "The contact form (EmailJS)").`
  );
}

/**
 * Astro integration that warns, once per `astro build` or `astro dev`, when
 * an EmailJS id is missing, so the owner learns it before a visitor's
 * enquiry is lost. The build still succeeds: a preview without ids is fine.
 * It reads the ids as Astro does for `astro:env`: `.env`, `.env.production`
 * (build) or `.env.development` (dev), and the environment.
 */
export function emailJsIds(): AstroIntegration {
  let warning: string | undefined;
  const warn = (logger: AstroIntegrationLogger) => {
    // Vitest loads this config too, to compile the tests: no warning there.
    if (warning && !process.env.VITEST) logger.warn(warning);
  };
  return {
    name: 'emailjs-ids',
    hooks: {
      'astro:config:setup': ({ command, config }) => {
        const mode = command === 'build' ? 'production' : 'development';
        const envDir = typeof config.vite.envDir === 'string' ? config.vite.envDir : fileURLToPath(config.root);
        warning = missingEmailJsIdsWarning(missingEmailJsIds(loadEnv(mode, envDir, 'PUBLIC_EMAILJS_')));
      },
      // Only when a build or a dev server starts: tools that merely load the
      // config (knip, Vitest) print nothing.
      'astro:build:start': ({ logger }) => warn(logger),
      'astro:server:setup': ({ logger }) => warn(logger),
    },
  };
}
