/**
 * The enquiry form's fields, in the form's order, named as the EmailJS
 * template reads them (docs/going-live.md, "The template"). The form, its
 * draft, its validation and its `mailto:` fallback all derive from this list.
 */
export const enquiryFields = [
  'from_name',
  'from_email',
  'from_phone',
  'message',
  'job_location',
  'visit_time',
] as const;

export type EnquiryField = (typeof enquiryFields)[number];

/** What the visitor typed, field by field. */
export type Enquiry = Record<EnquiryField, string>;

/** An enquiry with every field empty. */
export const emptyEnquiry: Enquiry = Object.fromEntries(enquiryFields.map((name) => [name, ''])) as Enquiry;
