import { describe, expect, test } from 'vitest';
import { enquirySubject, photoLines } from '../../src/lib/form/enquiry-mail';
import { emptyEnquiry } from '../../src/lib/form/enquiry-fields';
import { localeCodes } from '../../src/lib/i18n/locales';
import { contactFormTexts } from '../../src/lib/form/contact-form-texts';
import { translate } from '../support/translations';

describe('the subject names who and where', () => {
  const template = contactFormTexts('et', { photoControl: true }).mailSubject;
  const subject = (fields: Partial<typeof emptyEnquiry>) => enquirySubject(template, { ...emptyEnquiry, ...fields });

  test('the name and the location', () => {
    expect(subject({ from_name: ' Mari  Tamm ', from_phone: '5123 4567', job_location: 'Mustamäe' })).toBe(
      translate('et', 'contactForm.mailSubject', { about: 'Mari Tamm, Mustamäe' }),
    );
  });

  test('the phone when no name is given, else the e-mail address; the location only when given', () => {
    expect(subject({ from_phone: '+372 5123 4567', from_email: 'mari@example.ee' })).toBe(
      translate('et', 'contactForm.mailSubject', { about: '+372 5123 4567' }),
    );
    expect(subject({ from_email: 'mari@example.ee', job_location: 'Saue' })).toBe(
      translate('et', 'contactForm.mailSubject', { about: 'mari@example.ee, Saue' }),
    );
  });

  test.each(localeCodes)('in %s the subject carries what it names', (locale) => {
    const written = enquirySubject(contactFormTexts(locale, { photoControl: true }).mailSubject, {
      ...emptyEnquiry,
      from_name: 'Mari Tamm',
      job_location: 'Mustamäe',
    });
    expect(written).toContain('Mari Tamm, Mustamäe');
    expect(written).not.toContain('{{');
  });
});

describe('the photo lines', () => {
  const texts = contactFormTexts('et', { photoControl: true }).photos;
  const attached = [
    { name: 'elutuba.jpg', link: 'https://photos.example/photos/a?sig=1' },
    { name: 'esik.png', link: 'https://photos.example/photos/b?sig=2' },
  ];

  test('each attached photo numbered, with its file name and link', () => {
    expect(photoLines(attached, [], texts)).toEqual([
      translate('et', 'contactForm.photos.linkLine', { n: 1, file: 'elutuba.jpg', link: attached[0].link }),
      translate('et', 'contactForm.photos.linkLine', { n: 2, file: 'esik.png', link: attached[1].link }),
    ]);
  });

  test('photos that could not be attached are counted and named in one line after the links', () => {
    const lines = photoLines(attached.slice(0, 1), ['köök.jpg', 'lagi.jpg'], texts);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      translate('et', 'contactForm.photos.notAttached', { howMany: 2, files: 'köök.jpg, lagi.jpg' }),
    );
  });

  test('no photos, no lines', () => {
    expect(photoLines([], [], texts)).toEqual([]);
  });
});

test('without a photo control the form gets only the photo texts of its e-mail, the same as with one', () => {
  const [bare, full] = [false, true].map((photoControl) => contactFormTexts('et', { photoControl }).photos);
  expect(full.add).toBe(translate('et', 'contactForm.photos.add'));
  expect(bare).toEqual({
    linksLabel: full.linksLabel,
    linkLine: full.linkLine,
    notAttached: full.notAttached,
    waiting: full.waiting,
  });
});
