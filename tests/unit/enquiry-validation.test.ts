import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { emptyEnquiry, enquiryFields, type Enquiry } from '../../src/lib/form/enquiry-fields';
import { enquiryErrors, isEmail, isPhone, maxPhoneDigits, minPhoneDigits } from '../../src/lib/form/enquiry-validation';

const enquiry = (fields: Partial<Enquiry>): Enquiry => ({ ...emptyEnquiry, ...fields });

describe('the e-mail rule', () => {
  test.each(['mari@example.ee', ' mari.maasikas+remont@sub.example.ee ', 'о@пример.рф'])('%s is an address', (text) => {
    expect(isEmail(text)).toBe(true);
  });

  test.each(['mari@', 'mari', '@example.ee', 'mari@example', 'mari@example.', 'mari @example.ee', 'mari@@example.ee'])(
    '%s is not',
    (text) => {
      expect(isEmail(text)).toBe(false);
    },
  );
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
