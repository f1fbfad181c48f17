import type { O3Card, O3CardKind, O3Category } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';

export const o3Refusals = defineMessages({
  noZone: { id: 'server.o3.noZone', defaultMessage: 'This school has no O3 zone.' },
  noCard: { id: 'server.o3.noCard', defaultMessage: 'No such card in this school.' },
  onlyActivity: { id: 'server.o3.onlyActivity', defaultMessage: 'Only an activity can be joined.' },
});

export type CardRow = {
  id: string; school_id: string; kind: O3CardKind; source: 'o3' | 'democloud'; title: string; summary: string; category: O3Category; cover_url: string | null;
  body: string; views: number; capacity: number | null; starts_at: Date | string | null; created_at: Date | string; focus_count: number; people: number;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** A card's columns with its follower and people counts. */
export const CARD_COLUMNS = `c.*,
  (select count(*)::int from o3_card_focus f where f.card_id = c.id) as focus_count,
  (select count(*)::int from o3_activity_people p where p.card_id = c.id) as people`;

export const toCard = (row: CardRow): O3Card => ({
  id: row.id, schoolId: row.school_id, kind: row.kind, source: row.source, title: row.title, summary: row.summary, category: row.category, coverUrl: row.cover_url,
  views: row.views, focusCount: row.focus_count, people: row.people, capacity: row.capacity, startsAt: row.starts_at ? iso(row.starts_at) : null, createdAt: iso(row.created_at),
});

/** The O3 zone exists only in O3 schools (spec §4 "School type"): any other school, or none, is a 404. */
export async function requireO3School(db: Queryable, schoolId: string): Promise<void> {
  const [row] = await db.query<{ is_o3: boolean }>('select is_o3 from schools where id = $1', [schoolId]);
  if (!row?.is_o3) throw notFound(o3Refusals.noZone);
}

/** A card of this school (another school's card is a 404 here: tenants never see each other's cards). */
export async function findCard(db: Queryable, schoolId: string, id: string, lock = false): Promise<CardRow> {
  const [row] = await db.query<CardRow>(`select ${CARD_COLUMNS} from o3_cards c where c.id = $1 and c.school_id = $2${lock ? ' for update' : ''}`, [id, schoolId]);
  if (!row) throw notFound(o3Refusals.noCard);
  return row;
}
