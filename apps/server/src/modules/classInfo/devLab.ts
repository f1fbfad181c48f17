import type { Hono } from 'hono';
import { LOCALES, type LocaleCode } from '@academy/rules';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { readerLocale } from '../../http/requestLocale.ts';
import { defineMessages, say, wordsIn, type Words } from '../../http/words.ts';
import { DEV_LAB_SECRET } from '../../seed/classInfo.ts';
import { redeemCode } from './elab.ts';
import { escapeMarkup } from '../../http/markup.ts';

export const DEV_LAB_PATH = '/dev/elab';

const words = defineMessages({
  title: { id: 'server.classInfo.demoLabTitle', defaultMessage: 'Demo lab' },
  session: { id: 'server.classInfo.labSession', defaultMessage: 'Lab session for {experiment} — {learner}' },
  demo: { id: 'server.classInfo.demoLab', defaultMessage: 'This is the demo lab: a real school’s lab would open the experiment here.' },
  notOpened: { id: 'server.classInfo.labNotOpened', defaultMessage: 'The lab could not be opened' },
});


/** The page in the reader's language (readerLocale: the lab tab sends the sxz_lang cookie, else the browser's language). */
const page = (locale: LocaleCode, status: number, heading: Words, detail: string) => {
  const { tag, dir } = LOCALES[locale];
  return new Response(
    `<!doctype html><html lang="${tag}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(wordsIn(locale, words.title))}</title></head>` +
      `<body><main><h1 dir="auto">${escapeMarkup(wordsIn(locale, heading))}</h1><p dir="auto">${escapeMarkup(detail)}</p></main></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'", 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } },
  );
};

/**
 * The demo's stand-in for a school's external lab (school …001's lab address): it redeems the code server-side, as a
 * real lab would with its secret, and says who came for what. Answers 404 outside the demo.
 */
export function devLabRoutes(app: Hono<AppEnv>) {
  app.get(DEV_LAB_PATH, async (c) => {
    const { db, config } = c.get('services');
    // The API's own answer to an unknown path ("No API at GET /dev/elab", in the reader's language).
    if (!config.demo) return c.notFound();
    const locale = readerLocale(c);
    const code = c.req.query('code') ?? '';
    try {
      const who = await redeemCode(db, code, DEV_LAB_SECRET);
      return page(locale, 200, say(words.session, { experiment: who.experimentTitle, learner: who.userName ?? who.userId }), wordsIn(locale, words.demo));
    } catch (error) {
      if (error instanceof ApiError) return page(locale, error.status, words.notOpened, error.in(locale));
      throw error;
    }
  });
}
