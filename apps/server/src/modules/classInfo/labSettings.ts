import type { Hono } from 'hono';
import { classInfoEndpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import { sha256Hex } from './elab.ts';

const refusals = defineMessages({
  secretNeeded: { id: 'server.classInfo.labSecretNeeded', defaultMessage: 'labSecret: give the secret the lab will show when it trades a code.' },
});

/**
 * The school's lab, set by its administrators: the https address Start sends learners to, and the secret the lab
 * shows when it trades a code (stored as its SHA-256, never answered). Without a lab, Start is not offered.
 */
export function labSettingsRoutes(app: Hono<AppEnv>) {
  register(app, classInfoEndpoints.labSettings, async ({ services, schoolId }) => {
    const [row] = await services.db.query<{ lab_url: string | null }>('select lab_url from schools where id = $1', [schoolId]);
    return { labUrl: row?.lab_url ?? null, configured: Boolean(row?.lab_url) };
  });

  register(app, classInfoEndpoints.saveLabSettings, async ({ body, services, schoolId }) => {
    if (body.labUrl === null) {
      await services.db.query('update schools set lab_url = null, lab_secret_hash = null where id = $1', [schoolId]);
      return { labUrl: null, configured: false };
    }
    // The secret may be left out to keep the stored one; a first lab needs one.
    const [saved] = await services.db.query<{ lab_url: string }>(
      `update schools set lab_url = $2, lab_secret_hash = coalesce($3, lab_secret_hash)
       where id = $1 and coalesce($3, lab_secret_hash) is not null returning lab_url`,
      [schoolId, body.labUrl, body.labSecret ? sha256Hex(body.labSecret) : null],
    );
    if (!saved) throw badRequest(refusals.secretNeeded);
    return { labUrl: saved.lab_url, configured: true };
  });
}
