import { randomInt } from 'node:crypto';
import { sampleSchoolThemes } from '@academy/tokens';
import { LOCALE_CODES, toLocaleCode } from '@academy/rules';
import type { Database, Queryable } from '../../db/index.ts';
import { starterComposition, starterFooter, starterMarketConfig, starterNavigation } from './starter.ts';

export type Kind = 'academy' | 'store';
export type Step = 'school' | 'homePage' | 'theme' | 'footer' | 'languages' | 'store';

/** The provisioning steps of a kind, in order; the creating page shows them as they finish. */
export const stepsOf = (kind: Kind): Step[] => (kind === 'store' ? ['school', 'homePage', 'theme', 'footer', 'languages', 'store'] : ['school', 'homePage', 'theme', 'footer', 'languages']);

/** A new school's id: 19 digits starting with 5, outside every demo range. */
export const newSchoolId = () => `5${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

type SchoolRow = { id: string; name: string; name_en: string | null; region: 'mainland' | 'overseas'; default_locale: string; kind: Kind };

/** One step's writes; each may run again after a crash or a retry without doing anything twice. */
const STEP_WORK: Record<Exclude<Step, 'school'>, (tx: Queryable, school: SchoolRow, userId: string) => Promise<void>> = {
  async homePage(tx, school, userId) {
    const locale = toLocaleCode(school.default_locale) ?? 'zh_CN';
    const composition = JSON.stringify(starterComposition(locale));
    for (const status of ['draft', 'released']) {
      await tx.query('insert into pages (school_id, status, id, version, composition, updated_by) values ($1, $2, $3, 1, $4, $5) on conflict do nothing', [school.id, status, `${school.id}-home`, composition, userId]);
    }
    await tx.query('insert into navigations (school_id, items) values ($1, $2) on conflict do nothing', [school.id, JSON.stringify(starterNavigation(school.id, locale))]);
  },
  async theme(tx, school) {
    // The default theme of the region: the first sample for mainland schools, the second for overseas ones.
    const theme = sampleSchoolThemes[school.region === 'mainland' ? 0 : 1] ?? sampleSchoolThemes[0];
    await tx.query('update schools set theme = coalesce(theme, $2::jsonb) where id = $1', [school.id, JSON.stringify(theme)]);
  },
  async footer(tx, school) {
    await tx.query('insert into footers (school_id, config) values ($1, $2) on conflict do nothing', [school.id, JSON.stringify(starterFooter(school.name_en ?? school.name))]);
  },
  async languages(tx, school) {
    // Every language of the platform, the chosen default first; administrators narrow it later.
    const locales = [school.default_locale, ...LOCALE_CODES.filter((code) => code !== school.default_locale)];
    await tx.query('update schools set locales = $2 where id = $1', [school.id, locales]);
  },
  async store(tx, school) {
    await tx.query('update schools set on_sale = true, market_config = coalesce(market_config, $2::jsonb) where id = $1', [school.id, JSON.stringify(starterMarketConfig(school.name_en ?? school.name, school.region))]);
  },
};

/** Runs a store's market setup (also the initMarketStore call). */
export const makeStore = (tx: Queryable, school: SchoolRow) => STEP_WORK.store(tx, school, '');

/**
 * Runs the steps not done yet, each in its own transaction together with the draft's progress mark, so the creating
 * page sees real progress and a retry continues where a failure stopped.
 */
export async function provisionRemaining(db: Database, schoolId: string, userId: string, onStep?: (step: Step) => Promise<void>): Promise<Step[]> {
  const [school] = await db.query<SchoolRow>('select id, name, name_en, region, default_locale, kind from schools where id = $1', [schoolId]);
  if (!school) throw new Error(`school ${schoolId} vanished`);
  const done = new Set<Step>(['school', ...(await doneSteps(db, schoolId))]);
  for (const step of stepsOf(school.kind)) {
    if (done.has(step) || step === 'school') continue;
    await db.transaction(async (tx) => {
      await STEP_WORK[step](tx, school, userId);
      await tx.query('insert into school_provisioning (school_id, step) values ($1, $2) on conflict do nothing', [schoolId, step]);
      await tx.query("update registration_drafts set done_steps = array_append(done_steps, $2), updated_at = now() where school_id = $1 and not ($2 = any(done_steps))", [schoolId, step]);
    });
    done.add(step);
    await onStep?.(step);
  }
  await db.query("update registration_drafts set status = 'done', updated_at = now() where school_id = $1", [schoolId]);
  return stepsOf(school.kind);
}

export async function doneSteps(db: Queryable, schoolId: string): Promise<Step[]> {
  const rows = await db.query<{ step: Step }>('select step from school_provisioning where school_id = $1', [schoolId]);
  return ['school', ...rows.map((row) => row.step)];
}
