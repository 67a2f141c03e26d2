import type { Locator, Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { island } from '../support/islands';
import { translate } from '../support/translations';
import { readMailto } from '../support/mailto';
import { pagePath } from '../../src/lib/i18n/routes';
import type { Locale } from '../../src/lib/i18n/locales';
import { maxLongSide, maxPhotos } from '../../src/lib/photos/photo-limits';

/**
 * Photos with the enquiry (docs/behaviour.md, "Photos with the enquiry"),
 * in the sending build, whose photo control uploads to the photo Worker run
 * locally by the `photoWorker` fixture (Miniflare, offline). The build
 * without `PUBLIC_PHOTO_UPLOAD_URL`: lean-js.test.ts.
 */

test.use({ sendingBuild: true, viewport: { width: 390, height: 844 } });

/** A chosen file as Playwright hands it to a file input. */
interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A 4000 × 3000 JPEG (12 megapixels) with a GPS position and a camera serial in its EXIF. */
async function phonePhoto(): Promise<ChosenFile> {
  const buffer = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#9c8a70' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12' },
      IFD2: { BodySerialNumber: 'SN-0042' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 26/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 45/1 0/1' },
    })
    .toBuffer();
  return { name: 'vannituba.jpg', mimeType: 'image/jpeg', buffer };
}

/** A small PNG, `name`d. */
async function smallPhoto(name: string, width = 900, height = 1200): Promise<ChosenFile> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#5f7f8f' } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The multipart fields of an EmailJS send request. */
async function postedFields(request: Request): Promise<Record<string, string>> {
  const body = new Response(new Uint8Array(request.postDataBuffer() ?? []), {
    headers: { 'content-type': request.headers()['content-type'] },
  });
  return Object.fromEntries([...(await body.formData())].map(([name, value]) => [name, String(value)]));
}

const typed = { email: 'mari@example.ee', message: 'Elutoa seinad vajavad värvimist.' };

/** The contacts page's form in `locale`, hydrated, with its fields, photo control and buttons. */
async function openForm(page: Page, locale: Locale) {
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, { maxPhotos, ...values });
  await page.goto(pagePath(locale, 'contacts'));
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  const message = form.getByRole('textbox', { name: t('contactForm.messageLabel') });
  return {
    t,
    form,
    message,
    photos: form.getByLabel(t('contactForm.photos.add')),
    submit: form.getByRole('button', { name: t('contactForm.submit'), exact: true }),
    listed: form.getByRole('listitem'),
    uploaded: form.getByText(t('contactForm.photos.uploaded'), { exact: true }),
    fill: async () => {
      await form.getByRole('textbox', { name: t('contactForm.emailLabel') }).fill(typed.email);
      await message.fill(typed.message);
    },
  };
}

/** The photo lines of a send: "Foto 1 (name): link", …, then the line of photos not attached, if any. */
const photoLinesOf = async (request: Request) =>
  (await postedFields(request)).photo_links.split(/\r?\n/).filter(Boolean);

/** The links of a send's photo lines, in order. */
const linksOf = async (request: Request) =>
  (await photoLinesOf(request)).flatMap((line) => line.match(/https?:\/\/\S+$/) ?? []);

/** The photo Worker's upload address, as the sending build's form posts to it. */
const endpoint = /\/photos$/;

/** The list item of the photo `name`. */
const photoItem = (form: { listed: Locator }, name: string) => form.listed.filter({ hasText: name });

test('two photos are scaled to 1600 px, arrive without metadata, and the e-mail carries links that open them', async ({
  page,
  emailApi,
  photoWorker,
  requestLog,
  consoleErrors,
}) => {
  expect(photoWorker).toBeTruthy();
  const form = await openForm(page, 'et');
  // The scaling code is not loaded with the page, only once the control is used.
  expect(requestLog.urls.filter((url) => /prepare-photo|upload-photo/.test(url))).toEqual([]);
  await form.fill();
  const big = await phonePhoto();
  expect((await sharp(big.buffer).metadata()).exif?.toString('latin1')).toContain('SN-0042');
  await form.photos.setInputFiles([big, await smallPhoto('esik.png')]);
  await expect(form.uploaded).toHaveCount(2);
  await expect(form.listed.getByRole('img')).toHaveCount(0); // thumbnails are decorative (alt="")
  await expect(form.form.locator('img[src^="blob:"]')).toHaveCount(2);
  await form.submit.click();
  await expect(form.form.getByText(form.t('contactForm.sent'), { exact: true })).toBeVisible();
  expect(emailApi.sends).toHaveLength(1);
  const links = await linksOf(emailApi.sends[0]);
  expect(links).toHaveLength(2);
  // Each link numbered, with the visitor's file name.
  expect(await photoLinesOf(emailApi.sends[0])).toEqual([
    form.t('contactForm.photos.linkLine', { n: 1, file: big.name, link: links[0] }),
    form.t('contactForm.photos.linkLine', { n: 2, file: 'esik.png', link: links[1] }),
  ]);
  const sizes = [];
  for (const link of links) {
    const response = await page.request.get(link);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    const photo = await sharp(await response.body()).metadata();
    expect(photo.format).toBe('jpeg');
    expect(photo.exif).toBeUndefined();
    sizes.push([photo.width, photo.height]);
  }
  expect(sizes).toEqual([
    [maxLongSide, (maxLongSide * 3) / 4],
    [900, 1200],
  ]);
  // After the send the list is empty again.
  await expect(form.listed).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a failed upload offers a retry and keeps the text; Send waits for the upload and says so', async ({
  page,
  emailApi,
  photoWorker,
}) => {
  expect(photoWorker).toBeTruthy();
  const form = await openForm(page, 'en');
  await form.fill();
  await page.route(endpoint, (route) => route.abort('connectionrefused'));
  await form.photos.setInputFiles([await smallPhoto('hall.png')]);
  await expect(form.form.getByText(form.t('contactForm.photos.failed'), { exact: true })).toBeVisible();
  await expect(form.message).toHaveValue(typed.message);

  // The retry goes through, held until the test lets it: Send waits meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(endpoint);
  await page.route(endpoint, async (route) => {
    await held;
    await route.continue();
  });
  await form.form.getByRole('button', { name: form.t('contactForm.photos.retryLabel', { file: 'hall.png' }) }).click();
  await expect(form.form.getByText(form.t('contactForm.photos.uploading'), { exact: true })).toBeVisible();
  await form.submit.click();
  await expect(form.form.getByRole('status')).toHaveText(form.t('contactForm.photos.waiting'));
  expect(emailApi.sends).toHaveLength(0);
  release();
  await expect(form.form.getByText(form.t('contactForm.sent'), { exact: true })).toBeVisible();
  expect(emailApi.sends).toHaveLength(1);
  expect(await linksOf(emailApi.sends[0])).toHaveLength(1);
});

test('a sixth photo, a file that is not an image and one the browser cannot decode are refused at the field', async ({
  page,
  photoWorker,
}) => {
  expect(photoWorker).toBeTruthy();
  const form = await openForm(page, 'ru');
  const photos = await Promise.all(
    Array.from({ length: maxPhotos + 1 }, (_, n) => smallPhoto(`foto-${n + 1}.png`, 40, 30)),
  );
  const text = { name: 'smeta.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') };
  await form.photos.setInputFiles([...photos, text]);
  const alert = form.form.getByRole('alert').first();
  await expect(
    alert.getByText(form.t('contactForm.photos.tooMany', { files: `foto-${maxPhotos + 1}.png` })),
  ).toBeVisible();
  await expect(alert.getByText(form.t('contactForm.photos.notImage', { file: text.name }))).toBeVisible();
  await expect(form.uploaded).toHaveCount(maxPhotos);

  // After removing one, an image the browser cannot decode (HEIC here) is refused with advice.
  const removeButton = (file: string) =>
    form.form.getByRole('button', { name: form.t('contactForm.photos.removeLabel', { file }) });
  // Removed with the keyboard, the focus goes to the next photo's remove button, after the last to the control.
  await removeButton('foto-1.png').press('Enter');
  await expect(form.uploaded).toHaveCount(maxPhotos - 1);
  await expect(removeButton('foto-2.png')).toBeFocused();
  await removeButton(`foto-${maxPhotos}.png`).press('Enter');
  await expect(form.photos).toBeFocused();
  await form.photos.setInputFiles([photos[0]]);
  await expect(form.uploaded).toHaveCount(maxPhotos - 1);
  const heic = { name: 'IMG_0001.heic', mimeType: 'image/heic', buffer: Buffer.from('....ftypheic....') };
  await form.photos.setInputFiles([heic]);
  await expect(alert.getByText(form.t('contactForm.photos.undecodable', { file: heic.name }))).toBeVisible();
  await expect(form.uploaded).toHaveCount(maxPhotos - 1);
});

test('when the send fails, the mailto: fallback carries the photo links', async ({ page, emailApi, photoWorker }) => {
  expect(photoWorker).toBeTruthy();
  emailApi.answer = (route) => route.fulfill({ status: 400, body: 'Bad request' });
  const form = await openForm(page, 'et');
  await form.fill();
  await form.photos.setInputFiles([await smallPhoto('lagi.png')]);
  await expect(form.uploaded).toHaveCount(1);
  await form.submit.click();
  const link = form.form.getByRole('link', { name: form.t('contactForm.byEmail') });
  const { body } = readMailto((await link.getAttribute('href'))!);
  const [sent] = await linksOf(emailApi.sends[0]);
  const line = form.t('contactForm.photos.linkLine', { n: 1, file: 'lagi.png', link: sent });
  expect(body).toContain(`${form.t('contactForm.photos.linksLabel')}:\r\n${line}\r\n`);
  await expect(form.message).toHaveValue(typed.message);
});

test('a failed photo is never left out silently: Send asks at the photo, and sent without it the e-mail says so', async ({
  page,
  emailApi,
  photoWorker,
}) => {
  expect(photoWorker).toBeTruthy();
  const form = await openForm(page, 'et');
  await form.fill();
  await form.photos.setInputFiles([await smallPhoto('elutuba.png')]);
  await expect(form.uploaded).toHaveCount(1);
  // The second upload fails after Send was pressed: the background send asks instead of sending.
  let fail = () => {};
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route(endpoint, async (route) => {
    await failing;
    await route.abort('connectionrefused');
  });
  await form.photos.setInputFiles([await smallPhoto('köök.png')]);
  await expect(form.form.getByText(form.t('contactForm.photos.uploading'), { exact: true })).toBeVisible();
  await form.submit.click();
  await expect(form.form.getByRole('status')).toHaveText(form.t('contactForm.photos.waiting'));
  fail();
  const failed = photoItem(form, 'köök.png');
  await expect(failed.getByText(form.t('contactForm.photos.failedAsk'))).toBeVisible();
  const retry = failed.getByRole('button', { name: form.t('contactForm.photos.retryLabel', { file: 'köök.png' }) });
  await expect(retry).toBeFocused();
  await expect(retry).toHaveAccessibleDescription(form.t('contactForm.photos.failedAsk'));
  await expect(
    failed.getByRole('button', { name: form.t('contactForm.photos.removeLabel', { file: 'köök.png' }) }),
  ).toBeVisible();
  expect(emailApi.sends).toHaveLength(0);
  // Send again asks again; "send without it" sends, and the e-mail names the photo left out.
  await form.submit.click();
  await expect(retry).toBeFocused();
  expect(emailApi.sends).toHaveLength(0);
  await failed.getByRole('button', { name: form.t('contactForm.photos.sendWithout') }).click();
  await expect(form.form.getByText(form.t('contactForm.sent'), { exact: true })).toBeVisible();
  expect(emailApi.sends).toHaveLength(1);
  const [link] = await linksOf(emailApi.sends[0]);
  expect(await photoLinesOf(emailApi.sends[0])).toEqual([
    form.t('contactForm.photos.linkLine', { n: 1, file: 'elutuba.png', link }),
    form.t('contactForm.photos.notAttached', { howMany: 1, files: 'köök.png' }),
  ]);
  const status = form.form.getByRole('status');
  await expect(status).toContainText(form.t('contactForm.sentPhotos_one', { count: 1 }));
  await expect(status).toContainText(form.t('contactForm.sentLeftOut_one', { count: 1 }));
});

test('an upload refused for its rate (429) says how long to wait, then goes by itself', async ({
  page,
  photoWorker,
}) => {
  expect(photoWorker).toBeTruthy();
  await page.clock.install();
  const form = await openForm(page, 'et');
  const retryAfter = 30;
  let refused = 0;
  await page.route(endpoint, async (route) => {
    if (refused++ > 0) return route.continue();
    const origin = route.request().headers().origin ?? '*';
    await route.fulfill({
      status: 429,
      body: 'Too many uploads',
      headers: {
        'Retry-After': String(retryAfter),
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Expose-Headers': 'Retry-After',
      },
    });
  });
  await form.photos.setInputFiles([await smallPhoto('lagi.png')]);
  const waiting = form.form.getByText(form.t('contactForm.photos.tooFast', { seconds: retryAfter }));
  await expect(waiting).toBeVisible();
  await page.clock.runFor(retryAfter * 1000);
  await expect(form.uploaded).toHaveCount(1);
  await expect(waiting).toHaveCount(0);
  expect(refused).toBe(2);
});
