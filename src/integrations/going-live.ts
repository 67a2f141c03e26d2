import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { loadEnv } from 'vite';
import type { CompanyFacts } from '../lib/company/company-schema';
import { factsStillSample, sampleDomainWarning, sampleFactsWarning } from '../lib/company/sample-facts';
import { cmsBackend, cmsRepositoryWarning } from '../lib/config/cms-repository';
import { missingEmailJsIds, missingEmailJsIdsWarning } from '../lib/config/emailjs-ids';
import { goingLiveSummary, optionalStepsLeft, type UndoneStep } from '../lib/config/going-live';
import { samplesInUse, samplesWarning } from '../lib/gallery/sample-photos';
import { futureValidFromWarning, priceFileRows, priceListFile, validFromOf } from '../lib/prices/price-file';
import { untranslatedRowWarnings } from '../lib/prices/untranslated-rows';
import { rowsWithSampleOutput, sampleOutputsWarning } from '../lib/prices/daily-output';
import { pastStartWarning } from '../lib/company/earliest-start';
import { todayIso } from '../lib/content/iso-date';
import { parseDataFile } from '../lib/content/parse-data-file';
import { dateText } from '../lib/i18n/fact-words';
import { fillPlaceholders } from '../lib/i18n/placeholder';
import { defaultLocale } from '../lib/i18n/locales';

interface Inputs {
  /** The project root. */
  root: string;
  facts: CompanyFacts;
  /** The site's origin, as `astro.config.mjs` settled it. */
  site: string;
  /** The `PUBLIC_EMAILJS_*`, `PUBLIC_PHOTO_*` and `CMS_*` variables of the environment and `.env`. */
  env: Record<string, string | undefined>;
}

/** The price rows whose daily output is still the sample's (none when the file does not parse: its loader names that). */
function sampleOutputRows(root: string): string[] {
  try {
    return rowsWithSampleOutput(
      priceFileRows(parseDataFile(readFileSync(join(root, priceListFile), 'utf-8'), priceListFile)),
    );
  } catch {
    return [];
  }
}

/** The steps of docs/going-live.md the build can see are undone, in the checklist's order. */
function undoneSteps({ root, facts, site, env }: Inputs): UndoneStep[] {
  const checks: [step: string, source: string, warning: string | undefined][] = [
    ['company facts', 'company-facts', sampleFactsWarning(factsStillSample(facts))],
    ['daily outputs', 'price-list', sampleOutputsWarning(sampleOutputRows(root), priceListFile)],
    ['photos', 'sample-photos', samplesWarning(samplesInUse(root))],
    ['EmailJS ids', 'emailjs-ids', missingEmailJsIdsWarning(missingEmailJsIds(env))],
    ['domain', 'site-url', sampleDomainWarning(site)],
    ['CMS repository', 'admin-cms', cmsRepositoryWarning(cmsBackend(env))],
  ];
  return checks.flatMap(([step, source, warning]) => (warning ? [{ step, source, warning }] : []));
}

/**
 * Warnings about the owner's data that are no step of the checklist: an
 * earliest start that has passed (`pastStartWarning`), a
 * price list valid only from a future day (the text the visitor reads is
 * the default language's), a price row without its English or Russian
 * name (`untranslatedRowWarnings`). A file that does not parse gives none here: its
 * loader names the mistake.
 */
function dataWarnings(root: string, facts: CompanyFacts): Omit<UndoneStep, 'step'>[] {
  const pastStart = pastStartWarning(facts.earliestStart, todayIso());
  const startNotice = pastStart ? [{ source: 'company-facts', warning: pastStart }] : [];
  let validFrom: string | undefined;
  let untranslated: string[];
  try {
    const text = readFileSync(join(root, priceListFile), 'utf-8');
    validFrom = validFromOf(text);
    untranslated = untranslatedRowWarnings(priceFileRows(parseDataFile(text, priceListFile)));
  } catch {
    return startNotice;
  }
  const texts = JSON.parse(readFileSync(join(root, 'locales', `${defaultLocale}.json`), 'utf-8'));
  const visitorText =
    validFrom && fillPlaceholders(texts.priceList.validFrom, { date: dateText(validFrom, defaultLocale) });
  const warning = visitorText && futureValidFromWarning(validFrom, todayIso(), visitorText);
  return [
    ...startNotice,
    ...[...(warning ? [warning] : []), ...untranslated].map((line) => ({ source: 'price-list', warning: line })),
  ];
}

/**
 * Astro integration that keeps docs/going-live.md's checklist: when the
 * config loads it finds the steps still undone; `astro build` ends with one
 * warning for each and one summary line (`goingLiveSummary`, with the
 * optional steps not taken), after the warnings of `dataWarnings` (no step
 * of the checklist), `astro dev`
 * prints the warnings when it starts, and nothing fails the build (what it
 * reports: docs/behaviour.md, "What stops the build, and what only warns").
 * Input: `facts` and `site`, the company facts and the origin the config
 * read; the ids and the repository are read as Astro reads `astro:env`:
 * `.env`, `.env.production` (build) or `.env.development` (dev), and the
 * environment.
 */
export function goingLive({ facts, site }: { facts: CompanyFacts; site: string }): AstroIntegration {
  let steps: UndoneStep[] = [];
  let optional: string[] = [];
  let notices: Omit<UndoneStep, 'step'>[] = [];
  const report = (logger: AstroIntegrationLogger, summary: boolean) => {
    // Vitest loads this config too, to compile the tests: no warning there.
    if (process.env.VITEST) return;
    for (const { source, warning } of [...notices, ...steps]) logger.fork(source).warn(warning);
    if (!summary) return;
    const line = goingLiveSummary(
      steps.map(({ step }) => step),
      optional,
    );
    if (steps.length === 0) logger.info(line);
    else logger.warn(line);
  };
  return {
    name: 'going-live',
    hooks: {
      'astro:config:setup': ({ command, config }) => {
        const root = fileURLToPath(config.root);
        const mode = command === 'build' ? 'production' : 'development';
        const envDir = typeof config.vite.envDir === 'string' ? config.vite.envDir : root;
        const env = loadEnv(mode, envDir, ['PUBLIC_EMAILJS_', 'PUBLIC_PHOTO_', 'CMS_']);
        steps = undoneSteps({ root, facts, site, env });
        optional = optionalStepsLeft(env);
        notices = dataWarnings(root, facts);
      },
      'astro:build:done': ({ logger }) => report(logger, true),
      'astro:server:setup': ({ logger }) => report(logger, false),
    },
  };
}
