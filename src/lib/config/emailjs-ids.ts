import { englishList } from '../i18n/english-list';

/** The EmailJS ids the contact form sends with, inlined into the browser's code at build time. */
const emailJsIdNames = [
  'PUBLIC_EMAILJS_PUBLIC_KEY',
  'PUBLIC_EMAILJS_SERVICE_ID',
  'PUBLIC_EMAILJS_TEMPLATE_ID',
] as const;

/**
 * The names in `emailJsIdNames` that `env` lacks or holds only blanks for,
 * in that order.
 */
export function missingEmailJsIds(env: Record<string, string | undefined>): string[] {
  return emailJsIdNames.filter((name) => !env[name]?.trim());
}

/**
 * The one-line warning for the missing ids (`missingEmailJsIds`), or
 * undefined when none is missing.
 */
export function missingEmailJsIdsWarning(missing: string[]): string | undefined {
  if (missing.length === 0) return undefined;
  const names = englishList(missing);
  const [verb, pronoun] = missing.length === 1 ? ['is', 'it'] : ['are', 'them'];
  return (
    `${names} ${verb} not set: the contact form will not send. ` +
    `Set ${pronoun} in .env or the build environment (docs/going-live.md, step 3).`
  );
}
