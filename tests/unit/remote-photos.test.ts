import { expect, test } from 'vitest';
import { remotePhotoOrigins } from '../../src/lib/gallery/remote-photos';
import { cspDirectives } from '../../src/lib/security/security-policy';

test('the origins of the https photos on image hosts, once each, in file order', () => {
  const yaml = [
    '- id: work-01',
    '  image: ../assets/gallery/work-01.jpg',
    '- id: host-a-1',
    '  src: https://images.example.com/a/1.jpg',
    '  width: 1600',
    '  height: 1200',
    '- id: host-b',
    '  src: https://cdn.example.org:8443/b.webp',
    '- id: host-a-2',
    '  src: https://images.example.com/a/2.jpg',
  ].join('\n');
  expect(remotePhotoOrigins(yaml)).toEqual(['https://images.example.com', 'https://cdn.example.org:8443']);
});

test('rows that are not https photos, and a file that does not parse, give no origin', () => {
  expect(
    remotePhotoOrigins('- id: a\n  src: http://images.example.com/a.jpg\n- id: b\n  src: not a url\n- text'),
  ).toEqual([]);
  expect(remotePhotoOrigins('- id: a\n  src: { https://images.example.com')).toEqual([]);
  expect(remotePhotoOrigins('')).toEqual([]);
});

test('img-src allows the site, inline data and each remote photo origin', () => {
  expect(cspDirectives(['https://images.example.com'])).toContain("img-src 'self' data: https://images.example.com");
  expect(cspDirectives()).toContain("img-src 'self' data:");
});

test('with the photo upload address, connect-src gains its origin and img-src blob: (the thumbnails); without it, neither', () => {
  const directives = cspDirectives([], 'https://photos.example.workers.dev/photos');
  expect(directives).toContain("connect-src 'self' https://api.emailjs.com https://photos.example.workers.dev");
  expect(directives).toContain("img-src 'self' data: blob:");
  expect(cspDirectives().join(';')).not.toMatch(/blob:|workers\.dev/);
});
