import { readFile, rm } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dump, load as parseYaml } from 'js-yaml';
import sharp from 'sharp';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { missingEmailJsIds, missingEmailJsIdsWarning } from '../../src/lib/config/emailjs-ids';
import { cmsBackend, cmsRepositoryWarning } from '../../src/lib/config/cms-repository';
import { goingLiveSummary, photoUploadsStep } from '../../src/lib/config/going-live';
import {
  factsStillSample,
  sampleDomainWarning,
  sampleFacts,
  sampleFactsWarning,
} from '../../src/lib/company/sample-facts';
import { parseCompanyFacts } from '../../src/lib/company/company-schema';
import { companyFactLabels } from '../../src/lib/company/fact-labels';
import { sampleCaptions, samplesInUse, samplesWarning } from '../../src/lib/gallery/sample-photos';
import { futureValidFromWarning, priceFileRows, priceListFile } from '../../src/lib/prices/price-file';
import { rowsWithSampleOutput, sampleDailyOutputs, sampleOutputsWarning } from '../../src/lib/prices/daily-output';
import { pastStartWarning } from '../../src/lib/company/earliest-start';
import { dateText } from '../../src/lib/i18n/fact-words';
import { fillPlaceholders } from '../../src/lib/i18n/placeholder';
import { messages } from '../support/translations';

/**
 * What a real `astro build` prints at its end (docs/going-live.md): with
 * the sample data, one warning for each step left, labelled by the part it
 * concerns, and the summary naming those steps; with every fact, id and
 * photo replaced, no warning at all (so that a real one is seen) and "ready
 * to go live", the site's address then taken from the `domain` fact. Both
 * builds succeed. They run in one throwaway copy of the project; the
 * wording of each warning is unit-tested below, on its function.
 */

const buildEnvironment = {
  PUBLIC_EMAILJS_PUBLIC_KEY: undefined,
  PUBLIC_EMAILJS_SERVICE_ID: undefined,
  PUBLIC_EMAILJS_TEMPLATE_ID: undefined,
  CMS_GITHUB_REPO: undefined,
  SITE_URL: undefined,
  PUBLIC_PHOTO_UPLOAD_URL: undefined,
};

const companyFile = 'src/data/company.yaml';

/** The owner's facts: each sample value replaced by another of the same form. */
const ownerFacts: Record<keyof typeof sampleFacts, unknown> = {
  name: 'Maalritööd OÜ',
  domain: 'maalritood.ee',
  email: 'tellimus@maalritood.ee',
  phone: '+372 5123 4567',
  registrationCode: '12345678',
  vatNumber: 'EE123456780',
  streetAddress: 'Pärnu mnt 10',
  postalCode: '10148',
  siteMakerEmail: 'veeb@maalritood.ee',
  mailboxProvider: 'Zone Media OÜ',
  foundedYear: 2009,
  teamSize: 4,
  crewSize: 3,
  earliestStart: `${new Date().getUTCFullYear() + 1}-03-01`,
  insurer: 'ERGO Insurance SE',
  warrantyTerms: { et: 'Garantii katab töö vead; tingimused on lepingus.' },
};

/** The lines of a build's output that warn (Astro's `[WARN]`, Vite's and Node's warnings), timestamps cut. */
function warnings(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /warn/i.test(line))
    .map((line) => line.replace(/^\d\d:\d\d:\d\d /, '').trim());
}

/** Writes the copy's company facts with `values` over the repository's. */
async function writeFacts(values: Record<string, unknown>) {
  const facts = parseYaml(await readFile(companyFile, 'utf-8')) as Record<string, unknown>;
  await project.write(companyFile, dump({ ...facts, ...values }));
}

/** Writes a JPEG of `width` × `height` px, a flat colour unlike any sample drawing, at `path` in the copy. */
function ownPhoto(path: string, width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#7a6650' } })
    .jpeg()
    .toFile(join(project.dir, path));
}

let project: ProjectCopy;

beforeAll(async () => {
  project = await copyProject();
}, 60_000);

afterAll(async () => {
  await project?.remove();
});

describe('astro build', () => {
  test('with the sample data and prices valid from a future day: a warning for each step left, then the summary naming them', async () => {
    await writeFacts(sampleFacts);
    const prices = await project.read(priceListFile);
    const today = new Date().toISOString().slice(0, 10);
    const future = `${new Date().getUTCFullYear() + 1}-01-01`;
    await project.write(priceListFile, prices.replace(/^validFrom: .*$/m, `validFrom: ${future}`));
    const { code, output } = await project.build(buildEnvironment);
    await project.write(priceListFile, prices);
    expect(code).toBe(0);
    const facts = parseCompanyFacts(await project.read(companyFile));
    const photos = samplesWarning(samplesInUse(project.dir));
    const steps = [
      ['company facts', 'company-facts', sampleFactsWarning(factsStillSample(facts))],
      ['daily outputs', 'price-list', sampleOutputsWarning(Object.keys(sampleDailyOutputs), priceListFile)],
      ...(photos ? [['photos', 'sample-photos', photos]] : []),
      ['EmailJS ids', 'emailjs-ids', missingEmailJsIdsWarning(missingEmailJsIds({}))],
      ['domain', 'site-url', sampleDomainWarning(`https://${sampleFacts.domain}`)],
      ['CMS repository', 'admin-cms', cmsRepositoryWarning(cmsBackend({}))],
    ];
    const visitorText = fillPlaceholders(messages.et['priceList.validFrom'], { date: dateText(future, 'et') });
    const pastStart = pastStartWarning(facts.earliestStart, today);
    expect(warnings(output)).toEqual([
      ...(pastStart ? [`[WARN] [company-facts] ${pastStart}`] : []),
      `[WARN] [price-list] ${futureValidFromWarning(future, today, visitorText)}`,
      ...steps.map(([, source, warning]) => `[WARN] [${source}] ${warning}`),
      `[WARN] [going-live] ${goingLiveSummary(
        steps.map(([step]) => step!),
        [photoUploadsStep],
      )}`,
    ]);
  }, 300_000);

  test("with the owner's facts, photos, ids (here in .env), repository and photo uploads: no warning, ready to go live", async () => {
    await writeFacts(ownerFacts);
    // The owner's own daily outputs: each sample figure changed.
    const prices = await project.read(priceListFile);
    await project.write(
      priceListFile,
      prices.replace(/^( {2}dailyOutput: )(\d+)$/gm, (_, field, value) => `${field}${Number(value) + 1}`),
    );
    await ownPhoto('src/assets/hero.jpg', 2400, 1200);
    await ownPhoto('src/assets/gallery/own-01.jpg', 1600, 1200);
    await project.write('src/data/gallery.yaml', dump([{ id: 'own-01', image: '../assets/gallery/own-01.jpg' }]));
    await project.write(
      '.env',
      ['PUBLIC_EMAILJS_PUBLIC_KEY=k', 'PUBLIC_EMAILJS_SERVICE_ID=s', 'PUBLIC_EMAILJS_TEMPLATE_ID=t'].join('\n'),
    );
    const { code, output } = await project.build({
      ...buildEnvironment,
      CMS_GITHUB_REPO: 'maalritood/veebileht',
      PUBLIC_PHOTO_UPLOAD_URL: 'https://photos.maalritood.ee/photos',
    });
    await rm(join(project.dir, '.env'));
    expect(code).toBe(0);
    expect(warnings(output)).toEqual([]);
    expect(output).toContain(`[going-live] ${goingLiveSummary([])}\n`);
    // Without SITE_URL, the site's address is the domain fact's.
    const origin = `https://${ownerFacts.domain}`;
    expect(await project.read('dist/sitemap-0.xml')).toContain(`<loc>${origin}/</loc>`);
    expect(await project.read('dist/index.html')).toContain(`<link rel="canonical" href="${origin}/"`);
  }, 300_000);
});

describe('the going-live summary', () => {
  test('names each step left, with the checklist', () => {
    expect(goingLiveSummary(['photos'])).toBe('1 step left before going live: photos (see docs/going-live.md)');
    expect(goingLiveSummary(['company facts', 'EmailJS ids'])).toBe(
      '2 steps left before going live: company facts, EmailJS ids (see docs/going-live.md)',
    );
  });

  test('says ready when no step is left', () => {
    expect(goingLiveSummary([])).toBe('ready to go live: every step the build can check is done (docs/going-live.md)');
  });

  test('names the optional steps not taken last', () => {
    expect(goingLiveSummary([], [photoUploadsStep])).toBe(
      `ready to go live: every step the build can check is done (docs/going-live.md); optional: ${photoUploadsStep}`,
    );
    expect(goingLiveSummary(['domain'], [photoUploadsStep])).toBe(
      `1 step left before going live: domain (see docs/going-live.md); optional: ${photoUploadsStep}`,
    );
  });
});

describe('the missing-ids warning', () => {
  const advice = 'in .env or the build environment (docs/going-live.md, step 3).';
  test.each([
    [
      {},
      `PUBLIC_EMAILJS_PUBLIC_KEY, PUBLIC_EMAILJS_SERVICE_ID and PUBLIC_EMAILJS_TEMPLATE_ID are not set: the contact form will not send. Set them ${advice}`,
    ],
    [
      { PUBLIC_EMAILJS_SERVICE_ID: 's' },
      `PUBLIC_EMAILJS_PUBLIC_KEY and PUBLIC_EMAILJS_TEMPLATE_ID are not set: the contact form will not send. Set them ${advice}`,
    ],
    [
      { PUBLIC_EMAILJS_PUBLIC_KEY: 'k', PUBLIC_EMAILJS_SERVICE_ID: 's', PUBLIC_EMAILJS_TEMPLATE_ID: '' },
      `PUBLIC_EMAILJS_TEMPLATE_ID is not set: the contact form will not send. Set it ${advice}`,
    ],
  ])('%o', (env, expected) => {
    expect(missingEmailJsIdsWarning(missingEmailJsIds(env))).toBe(expected);
  });

  test('no warning when all three are set', () => {
    const env = { PUBLIC_EMAILJS_PUBLIC_KEY: 'k', PUBLIC_EMAILJS_SERVICE_ID: 's', PUBLIC_EMAILJS_TEMPLATE_ID: 't' };
    expect(missingEmailJsIdsWarning(missingEmailJsIds(env))).toBeUndefined();
  });
});

describe('the sample-facts warning', () => {
  test('names the new facts too: year, team size, insurer and warranty terms', () => {
    const { foundedYear, teamSize, insurer, warrantyTerms } = companyFactLabels;
    expect(sampleFactsWarning(['foundedYear', 'teamSize', 'insurer', 'warrantyTerms'])).toBe(
      `The company facts ${foundedYear} (foundedYear), ${teamSize} (teamSize), ${insurer} (insurer) and ${warrantyTerms} (warrantyTerms) still hold the sample values: ` +
        'change them in src/data/company.yaml (or at /admin, "Ettevõtte andmed"; docs/editing.md).',
    );
  });

  test('names one fact, by its /admin label and its key in the file', () => {
    expect(sampleFactsWarning(['phone'])).toBe(
      `The company fact ${companyFactLabels.phone} (phone) still holds the sample value: ` +
        'change it in src/data/company.yaml (or at /admin, "Ettevõtte andmed"; docs/editing.md).',
    );
  });

  test('names every fact that still holds its sample value, and only those', async () => {
    const facts = parseCompanyFacts(await readFile(companyFile, 'utf-8'));
    const names = Object.keys(sampleFacts) as (keyof typeof sampleFacts)[];
    const stillSample = names.filter((name) => isDeepStrictEqual(facts[name], sampleFacts[name]));
    expect(factsStillSample(facts)).toEqual(stillSample);
    expect(factsStillSample({ ...facts, phone: '+372 5123 4567' })).toEqual(stillSample.filter((n) => n !== 'phone'));
  });

  test('no warning when no fact holds a sample value', () => {
    expect(sampleFactsWarning([])).toBeUndefined();
  });
});

describe('the future-prices warning', () => {
  test('says what the visitor reads until the day comes', () => {
    expect(futureValidFromWarning('2027-01-01', '2026-11-27', 'Hinnad kehtivad alates 1.01.2027.')).toBe(
      "The price list's validFrom, 2027-01-01, is after today (2026-11-27): until then the services page says " +
        '"Hinnad kehtivad alates 1.01.2027.", so today\'s prices read as not yet valid. ' +
        'Change it in src/data/price-list.yaml (or at /admin, "Hinnakiri") unless you mean it.',
    );
  });

  test('no warning from that day on, or without a date', () => {
    expect(futureValidFromWarning('2026-11-27', '2026-11-27', 'x')).toBeUndefined();
    expect(futureValidFromWarning('2026-01-01', '2026-11-27', 'x')).toBeUndefined();
    expect(futureValidFromWarning(undefined, '2026-11-27', 'x')).toBeUndefined();
  });
});

describe('the past-start warning', () => {
  test('names the fact, its date, today and its field at /admin', () => {
    expect(pastStartWarning('2026-11-01', '2026-11-28')).toBe(
      'The company fact earliestStart, 2026-11-01, is before today (2026-11-28): the site shows no start date ' +
        'until it is changed. Set the next day you can start a new job in src/data/company.yaml ' +
        '(or at /admin, "Ettevõtte andmed", "Varaseim võimalik tööde algus"), or leave it empty.',
    );
  });

  test('no warning on that day or later, or without a date', () => {
    expect(pastStartWarning('2026-11-28', '2026-11-28')).toBeUndefined();
    expect(pastStartWarning('2027-01-11', '2026-11-28')).toBeUndefined();
    expect(pastStartWarning(undefined, '2026-11-28')).toBeUndefined();
  });
});

describe('the sample daily outputs warning', () => {
  test('names the rows still holding a sample figure, in the file’s order, and where to change them', async () => {
    const rows = priceFileRows(parseYaml(await readFile(priceListFile, 'utf-8'))) as Record<string, unknown>[];
    const stillSample = rows
      .filter((row) => row.dailyOutput !== undefined && sampleDailyOutputs[String(row.id)] === row.dailyOutput)
      .map((row) => row.id);
    expect(rowsWithSampleOutput(rows)).toEqual(stillSample);
    const [first, ...others] = rowsWithSampleOutput(rows);
    const changed = rows.map((row) => (row.id === first ? { ...row, dailyOutput: 33 } : row));
    expect(rowsWithSampleOutput(changed)).toEqual(others);
    expect(sampleOutputsWarning(['wallpapering'], priceListFile)).toBe(
      "The price row wallpapering still holds the sample daily output: the estimator's working days come from it. " +
        'Set your own (or leave it empty) in src/data/price-list.yaml (or at /admin, "Hinnakiri"; docs/editing.md).',
    );
    expect(sampleOutputsWarning([], priceListFile)).toBeUndefined();
  });
});

describe('the sample-domain warning', () => {
  test.each([`https://${sampleFacts.domain}`, `https://www.${sampleFacts.domain}`])(
    '%s is the sample domain',
    (origin) => {
      expect(sampleDomainWarning(origin)).toBe(
        `The site's address is ${origin}, the sample domain: its canonical links, sitemap and structured data point there. ` +
          `Change the fact ${companyFactLabels.domain} (domain) in src/data/company.yaml (or at /admin, "Ettevõtte andmed"), or set SITE_URL (docs/going-live.md, step 4).`,
      );
    },
  );

  test('no warning for another domain', () => {
    expect(sampleDomainWarning(`https://${ownerFacts.domain}`)).toBeUndefined();
  });
});

describe('the sample-photos warning', () => {
  test.each([
    [
      { photos: ['src/assets/hero.jpg'], captions: [] },
      'The hero image src/assets/hero.jpg is still the samples: replace it',
    ],
    [
      { photos: ['src/assets/gallery/work-01.jpg'], captions: [] },
      'The gallery photo work-01.jpg in src/assets/gallery is still the samples: replace it',
    ],
    [{ photos: [], captions: ['work-02'] }, 'The caption of gallery row work-02 is still the samples: replace it'],
    [
      {
        photos: ['src/assets/hero.jpg', 'src/assets/gallery/work-01.jpg', 'src/assets/gallery/before-01.jpg'],
        captions: ['work-01', 'work-03'],
      },
      'The hero image src/assets/hero.jpg, the gallery photos work-01.jpg, before-01.jpg in src/assets/gallery ' +
        'and the captions of gallery rows work-01 and work-03 are still the samples: replace them',
    ],
    [
      { photos: ['src/assets/gallery/work-01.jpg', 'src/assets/photos/kitchen.jpg'], captions: [] },
      'The gallery photos work-01.jpg in src/assets/gallery and kitchen.jpg in src/assets/photos are still the samples: replace them',
    ],
  ])('%j', (samples, start) => {
    expect(samplesWarning(samples)).toBe(`${start} with your own (docs/editing.md, "Replace the photos").`);
  });

  test('the warning for the shipped gallery names each sample photo and each row with a sample caption', () => {
    const found = samplesInUse(process.cwd());
    const warning = samplesWarning(found)!;
    for (const file of found.photos) expect(warning).toContain(basename(file));
    const captionsPart = warning.slice(warning.indexOf('caption'));
    expect(found.captions.length).toBeGreaterThan(0);
    for (const id of found.captions) expect(captionsPart).toMatch(new RegExp(`\\b${id}\\b(?!\\.)`));
  });

  test('no warning without samples', () => {
    expect(samplesWarning({ photos: [], captions: [] })).toBeUndefined();
  });

  test('finds the shipped drawings, before photos included, and the sample captions of src/data/gallery.yaml', async () => {
    const rows = parseYaml(await readFile('src/data/gallery.yaml', 'utf-8')) as {
      id: string;
      before?: string;
      caption?: { et: string };
    }[];
    const found = samplesInUse(process.cwd());
    expect(found.captions).toEqual(
      rows.filter((row) => sampleCaptions.includes(row.caption?.et ?? '')).map((row) => row.id),
    );
    expect(found.photos).toContain('src/assets/hero.jpg');
    for (const row of rows.filter((row) => row.before))
      expect(found.photos).toContain(row.before!.replace('../', 'src/'));
  });
});

describe('the CMS-repository warning', () => {
  test('when CMS_GITHUB_REPO is not set', () => {
    expect(cmsRepositoryWarning(cmsBackend({ CMS_GITHUB_REPO: ' ' }))).toBe(
      'CMS_GITHUB_REPO is not set: /admin on the live site cannot save. Set it to the repository as owner/name ' +
        'in .env or the build environment (docs/editing.md, "Switching it on for the live site").',
    );
  });

  test('no warning when it is set', () => {
    expect(cmsRepositoryWarning(cmsBackend({ CMS_GITHUB_REPO: 'maalritood/veebileht' }))).toBeUndefined();
  });
});
