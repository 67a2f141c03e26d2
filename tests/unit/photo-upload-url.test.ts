import { expect, test } from 'vitest';
import { photoUploadEndpoint } from '../../src/lib/config/photo-upload-url';
import { InputError } from '../../src/lib/input-error';

const worker = 'https://tallinn-finishing-photos.firma.workers.dev';

test.each([
  [worker, `${worker}/photos`],
  [`${worker}/`, `${worker}/photos`],
  [`${worker}/photos`, `${worker}/photos`],
  [`${worker}/photos/`, `${worker}/photos`],
  [` ${worker}/photos `, `${worker}/photos`],
  ['http://127.0.0.1:8799', 'http://127.0.0.1:8799/photos'],
])('%j uploads to %s', (value, endpoint) => {
  expect(photoUploadEndpoint(value)).toBe(endpoint);
});

test.each([
  `${worker}/upload`,
  `${worker}/photos/extra`,
  `${worker}/photos?key=1`,
  `${worker}/photos#top`,
  `${worker}?`,
  'ftp://photos.example.ee/photos',
  `https://user:secret@photos.example.ee/photos`,
  'photos.example.ee/photos',
  '',
])('%j stops the build with one sentence giving the expected form', (value) => {
  const refusal = (() => {
    try {
      photoUploadEndpoint(value);
    } catch (error) {
      return error;
    }
  })();
  expect(refusal).toBeInstanceOf(InputError);
  const { message } = refusal as InputError;
  expect(message).toContain(`PUBLIC_PHOTO_UPLOAD_URL is ${JSON.stringify(value)}`);
  expect(message).toContain('https://tallinn-finishing-photos.<account>.workers.dev/photos');
  expect(message.match(/\. |\.$/g)).toHaveLength(1);
});
