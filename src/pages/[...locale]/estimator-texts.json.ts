import type { APIRoute } from 'astro';
import { localeStaticPaths } from '../../lib/i18n/locales';
import { pageLocale } from '../../lib/i18n/page-locale';
import { estimatorTexts } from '../../lib/prices/estimate-props';

/**
 * `/estimator-texts.json`, `/en/…`, `/ru/…`: the quote estimator's texts
 * that it fetches after hydration (`estimatorTexts`), one language each.
 */
export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = ({ params }) => Response.json(estimatorTexts(pageLocale(params.locale)));
