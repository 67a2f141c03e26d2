import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { emptyEnquiry, enquiryFields, type Enquiry } from '../../src/lib/form/enquiry-fields';
import { enquiryErrors, isEmail, isPhone, maxPhoneDigits, minPhoneDigits } from '../../src/lib/form/enquiry-validation';
import { counterFrom, maxMessageBytes, messageBytes, messageRoom } from '../../src/lib/form/message-limit';

const enquiry = (fields: Partial<Enquiry>): Enquiry => ({ ...emptyEnquiry, ...fields });

describe('the e-mail rule: one address, as the browser\'s type="email" takes it', () => {
  test.each([
    'mari@example.ee',
    ' mari.maasikas+remont@sub.example.ee ',
    "o'brien@example.ie",
    'a-b_c@x-y.example.com',
  ])('%s is an address', (text) => {
    expect(isEmail(text)).toBe(true);
  });

  test.each([
    'mari@',
    'mari',
    '@example.ee',
    'mari@example',
    'mari@example.',
    'mari @example.ee',
    'mari@@example.ee',
    'a,b@c.ee',
    'a@b.ee, c@d.ee',
    'a@b.ee;c@d.ee',
    '<script>alert(1)</script>@x.ee',
    '"mari"@example.ee',
    'mari@-example.ee',
    'mari@example.ee\nBcc: x@y.ee',
    'о@пример.рф',
  ])('%s is not', (text) => {
    expect(isEmail(text)).toBe(false);
  });
});

describe('the message limit', () => {
  const cyrillic = (count: number) => 'ж'.repeat(count);

  test(`a message of ${maxMessageBytes} bytes is sent, one more is refused; Cyrillic counts 2 bytes a letter`, () => {
    const fits = cyrillic(maxMessageBytes / 2);
    expect(messageBytes(fits)).toBe(maxMessageBytes);
    expect(enquiryErrors(enquiry({ from_email: 'mari@example.ee', message: fits }))).toEqual({});
    expect(enquiryErrors(enquiry({ from_email: 'mari@example.ee', message: `${fits}a` }))).toEqual({
      message: { key: 'messageTooLong', shownAt: 'message' },
    });
  });

  test('a 20,000-character Russian message is refused; a Latin one of the same length is not', () => {
    expect(enquiryErrors(enquiry({ from_phone: '+372 5123 4567', message: cyrillic(20_000) })).message?.key).toBe(
      'messageTooLong',
    );
    expect(enquiryErrors(enquiry({ from_phone: '+372 5123 4567', message: 'a'.repeat(20_000) }))).toEqual({});
  });

  test('a line break counts as the two bytes the form sends (CR LF)', () => {
    expect(messageBytes('a\nb')).toBe(4);
    expect(messageBytes('a\r\nb')).toBe(4);
  });

  test(`the counter shows from ${counterFrom * 100} % of the limit, in characters of the message's own kind`, () => {
    const start = (maxMessageBytes * counterFrom) / 2;
    expect(messageRoom(cyrillic(start - 1))).toMatchObject({ near: false, over: false });
    expect(messageRoom(cyrillic(start))).toEqual({ near: true, over: false, characters: maxMessageBytes / 2 - start });
    expect(messageRoom('a'.repeat(maxMessageBytes - 10))).toEqual({ near: true, over: false, characters: 10 });
    expect(messageRoom(cyrillic(maxMessageBytes / 2 + 5))).toEqual({ near: true, over: true, characters: 5 });
  });
});

describe('the phone rule', () => {
  const digits = (count: number) => '5'.repeat(count);

  test.each(['+372 5123 4567', '5123 4567', '(0) 5123-4567', '+7 (912) 345-67-89', digits(minPhoneDigits)])(
    '%s can be called',
    (text) => {
      expect(isPhone(text)).toBe(true);
    },
  );

  test.each(['512 34', digits(minPhoneDigits - 1), digits(maxPhoneDigits + 1), '5123 4567 ext. 2', 'helista õhtul'])(
    '%s cannot',
    (text) => {
      expect(isPhone(text)).toBe(false);
    },
  );
});

describe('enquiryErrors: what stops a send', () => {
  test('a message and an e-mail, or a message and a phone, can be sent', () => {
    expect(enquiryErrors(enquiry({ message: 'Värvida kaks tuba', from_email: 'mari@example.ee' }))).toEqual({});
    expect(enquiryErrors(enquiry({ message: 'Värvida kaks tuba', from_phone: '5123 4567' }))).toEqual({});
  });

  test('an empty form: the message is required, and a way to reply, whose text shows under the e-mail for both', () => {
    expect(enquiryErrors(emptyEnquiry)).toEqual({
      from_email: { key: 'replyMissing', shownAt: 'from_email' },
      from_phone: { key: 'replyMissing', shownAt: 'from_email' },
      message: { key: 'messageRequired', shownAt: 'message' },
    });
  });

  test('a message of spaces is no message', () => {
    expect(enquiryErrors(enquiry({ message: ' \n ', from_phone: '5123 4567' }))).toEqual({
      message: { key: 'messageRequired', shownAt: 'message' },
    });
  });

  test('"mari@" is refused at the e-mail, even with a good phone', () => {
    expect(enquiryErrors(enquiry({ message: 'Tere', from_email: 'mari@', from_phone: '5123 4567' }))).toEqual({
      from_email: { key: 'emailInvalid', shownAt: 'from_email' },
    });
  });

  test('a phone too short to call is refused at the phone', () => {
    expect(enquiryErrors(enquiry({ message: 'Tere', from_phone: '512' }))).toEqual({
      from_phone: { key: 'phoneInvalid', shownAt: 'from_phone' },
    });
  });

  test('the optional fields never stop a send', () => {
    expect(
      enquiryErrors(
        enquiry({ message: 'Tere', from_phone: '5123 4567', from_name: '', job_location: '', visit_time: '' }),
      ),
    ).toEqual({});
  });
});

test('the EmailJS template in docs/going-live.md shows every field the form sends', () => {
  const guide = readFileSync(new URL('../../docs/going-live.md', import.meta.url), 'utf-8');
  const template = guide.slice(guide.indexOf('### The template'));
  for (const name of enquiryFields) expect(template).toContain(`{{${name}}}`);
});
