import { describe, expect, test } from 'vitest';
import { cutMark, mailtoFallback, mailtoMaxLength } from '../../src/lib/form/mailto-fallback';
import { readMailto } from '../support/mailto';

const enquiry = {
  to: 'info@example.ee',
  subject: 'Päring veebilehelt',
  details: [
    { label: 'Nimi', value: 'Mari Maasikas' },
    { label: 'E-post', value: 'mari@example.ee' },
    { label: 'Telefon', value: '+372 5123 4567' },
    { label: 'Töö asukoht', value: 'Mustamäe' },
    { label: 'Millal sobiks objekti ülevaatus?', value: 'reedel pärast 16' },
  ],
  message: 'Vannituba vajab värvimist.\nMillal saate tulla? 50% & rohkem',
};

describe('mailtoFallback: the typed enquiry as a mailto: link', () => {
  test('the subject, then a line for each detail, a blank line and the message, line breaks as CRLF; nothing cut', () => {
    const { href, cut } = mailtoFallback(enquiry);
    expect(cut).toBe(false);
    expect(href.startsWith('mailto:info@example.ee?subject=')).toBe(true);
    expect(href).not.toMatch(/\s/);
    expect(readMailto(href)).toEqual({
      to: 'info@example.ee',
      subject: 'Päring veebilehelt',
      body:
        'Nimi: Mari Maasikas\r\nE-post: mari@example.ee\r\nTelefon: +372 5123 4567\r\nTöö asukoht: Mustamäe\r\n' +
        'Millal sobiks objekti ülevaatus?: reedel pärast 16\r\n\r\nVannituba vajab värvimist.\r\nMillal saate tulla? 50% & rohkem',
    });
  });

  test('a detail left empty (or only spaces) has no line; with none, the body is the message alone', () => {
    const phoneOnly = enquiry.details.map((detail) =>
      detail.label === 'Telefon' ? detail : { ...detail, value: ' ' },
    );
    expect(readMailto(mailtoFallback({ ...enquiry, details: phoneOnly }).href).body).toBe(
      'Telefon: +372 5123 4567\r\n\r\nVannituba vajab värvimist.\r\nMillal saate tulla? 50% & rohkem',
    );
    expect(readMailto(mailtoFallback({ ...enquiry, details: [], message: 'Tere' }).href).body).toBe('Tere');
  });

  test("the photos' links follow the details, one a line, under their label; none, no line", () => {
    const links = ['https://photos.example/photos/a?sig=1', 'https://photos.example/photos/b?sig=2'];
    const nameOnly = enquiry.details.map((detail) => (detail.label === 'Nimi' ? detail : { ...detail, value: '' }));
    const { href } = mailtoFallback({ ...enquiry, details: nameOnly, photos: { label: 'Fotod', lines: links } });
    expect(readMailto(href).body).toBe(
      `Nimi: Mari Maasikas\r\nFotod:\r\n${links.join('\r\n')}\r\n\r\n${enquiry.message.replace('\n', '\r\n')}`,
    );
    expect(mailtoFallback({ ...enquiry, photos: { label: 'Fotod', lines: [] } })).toEqual(mailtoFallback(enquiry));
  });

  test.each([500, 2000, 10_000])(
    'a %i-character message is cut to fit, whole characters only, ending with the mark',
    (length) => {
      const message = 'Тёплый пол 🙂 ja värv.\n'.repeat(length / 20).slice(0, length);
      const { href, cut } = mailtoFallback({ ...enquiry, message });
      expect(href.length).toBeLessThanOrEqual(mailtoMaxLength);
      const body = readMailto(href).body;
      if (!cut) {
        expect(body.endsWith(message.replace(/\n/g, '\r\n'))).toBe(true);
        return;
      }
      expect(body.endsWith(cutMark)).toBe(true);
      const kept = body.slice(body.indexOf('\r\n\r\n') + 4, -cutMark.length);
      expect(message.replace(/\n/g, '\r\n').startsWith(kept)).toBe(true);
      // As much as fits: one more character would not.
      expect(href.length).toBeGreaterThan(mailtoMaxLength - 40);
    },
  );

  test('a message that fits exactly is not cut', () => {
    const { href } = mailtoFallback({ ...enquiry, message: '' });
    const room = mailtoMaxLength - href.length;
    expect(mailtoFallback({ ...enquiry, message: 'a'.repeat(room) }).cut).toBe(false);
    expect(mailtoFallback({ ...enquiry, message: 'a'.repeat(room + 1) }).cut).toBe(true);
  });
});
