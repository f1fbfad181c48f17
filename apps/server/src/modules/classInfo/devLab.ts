import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { DEV_LAB_SECRET } from '../../seed/classInfo.ts';
import { redeemCode } from './elab.ts';

export const DEV_LAB_PATH = '/dev/elab';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (status: number, heading: string, detail: string) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Demo lab</title></head>` +
      `<body><main><h1 dir="auto">${escape(heading)}</h1><p dir="auto">${escape(detail)}</p></main></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'", 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } },
  );

/**
 * The demo's stand-in for a school's external lab (school …001's lab address): it redeems the code server-side, as a
 * real lab would with its secret, and says who came for what. Answers 404 outside the demo.
 */
export function devLabRoutes(app: Hono<AppEnv>) {
  app.get(DEV_LAB_PATH, async (c) => {
    const { db, config } = c.get('services');
    if (!config.demo) return c.json({ code: 404, message: `No API at GET ${DEV_LAB_PATH}` }, 404);
    const code = c.req.query('code') ?? '';
    try {
      const who = await redeemCode(db, code, DEV_LAB_SECRET);
      return page(200, `Lab session for ${who.experimentTitle} — ${who.userName ?? who.userId}`, 'This is the demo lab: a real school’s lab would open the experiment here.');
    } catch (error) {
      if (error instanceof ApiError) return page(error.status, 'The lab could not be opened', error.message);
      throw error;
    }
  });
}
