import type { Hono } from 'hono';
import { endpoints, O3CardId } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { CARD_COLUMNS, findCard, o3Refusals, requireO3School, toCard, type CardRow } from './queries.ts';
import { customRanking } from './rankings.ts';
import { requireClean } from '../portalCalls/community/moderation.ts';
import { communityRefusals } from '../portalCalls/community/refusals.ts';

/** A card id from the path, or a 404 (an id that cannot exist is not a server error). */
function cardId(params: Record<string, string>): string {
  const parsed = O3CardId.safeParse(params.id);
  if (!parsed.success) throw notFound(o3Refusals.noCard);
  return parsed.data;
}

const ORDER = { newest: 'c.created_at desc, c.id', hottest: 'c.views desc, c.id' } as const;

export function o3Routes(app: Hono<AppEnv>) {
  register(app, endpoints.o3Cards, async ({ query, services }) => {
    await requireO3School(services.db, query.schoolId);
    const pattern = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%` : null;
    const where = 'c.school_id = $1 and ($2::text is null or c.kind = $2) and ($3::text is null or c.category = $3) and ($4::text is null or c.title ilike $4 or c.summary ilike $4)';
    const args = [query.schoolId, query.kind ?? null, query.category ?? null, pattern];
    const rows = await services.db.query<CardRow>(`select ${CARD_COLUMNS} from o3_cards c where ${where} order by ${ORDER[query.sort]} limit $5 offset $6`, [...args, query.pageSize, (query.pageNumber - 1) * query.pageSize]);
    const [total] = await services.db.query<{ n: number }>(`select count(*)::int as n from o3_cards c where ${where}`, args);
    return { total: total?.n ?? 0, pageNumber: query.pageNumber, pageSize: query.pageSize, list: rows.map(toCard) };
  }, { microCache: true });

  register(app, endpoints.o3Card, async ({ query, params, user, services }) => {
    await requireO3School(services.db, query.schoolId);
    const id = cardId(params);
    const row = await findCard(services.db, query.schoolId, id);
    await services.db.query('update o3_cards set views = views + 1 where id = $1 and school_id = $2', [id, query.schoolId]);
    const mine = user
      ? (await services.db.query<{ focused: boolean; joined: boolean }>(
          'select exists (select 1 from o3_card_focus where card_id = $1 and user_id = $2) as focused, exists (select 1 from o3_activity_people where card_id = $1 and user_id = $2) as joined',
          [id, user.userId],
        ))[0]
      : undefined;
    return { ...toCard({ ...row, views: row.views + 1 }), body: row.body, focused: Boolean(mine?.focused), joined: Boolean(mine?.joined) };
  });

  register(app, endpoints.o3CardFocus, async ({ query, params, body, user, services }) => {
    await requireO3School(services.db, query.schoolId);
    const id = cardId(params);
    return services.db.transaction(async (tx) => {
      await findCard(tx, query.schoolId, id);
      if (body.focus) await tx.query('insert into o3_card_focus (card_id, user_id) values ($1, $2) on conflict do nothing', [id, user!.userId]);
      else await tx.query('delete from o3_card_focus where card_id = $1 and user_id = $2', [id, user!.userId]);
      const [count] = await tx.query<{ n: number }>('select count(*)::int as n from o3_card_focus where card_id = $1', [id]);
      return { focused: body.focus, focusCount: count?.n ?? 0 };
    });
  });

  register(app, endpoints.o3JoinActivity, async ({ query, params, user, services }) => {
    await requireO3School(services.db, query.schoolId);
    const id = cardId(params);
    return services.db.transaction(async (tx) => {
      // The row lock makes concurrent joins wait their turn, so the capacity holds.
      const card = await findCard(tx, query.schoolId, id, true);
      if (card.kind !== 'activity') throw new ApiError(409, o3Refusals.onlyActivity);
      const [already] = await tx.query('select 1 from o3_activity_people where card_id = $1 and user_id = $2', [id, user!.userId]);
      // Counted after the lock, in a statement of its own: the locking one saw the table as it was before waiting.
      const [count] = await tx.query<{ n: number }>('select count(*)::int as n from o3_activity_people where card_id = $1', [id]);
      const people = count?.n ?? 0;
      if (already) return { joined: true as const, alreadyJoined: true, people, capacity: card.capacity };
      if (card.capacity !== null && people >= card.capacity) throw new ApiError(409, communityRefusals.full);
      await tx.query('insert into o3_activity_people (card_id, user_id) values ($1, $2)', [id, user!.userId]);
      return { joined: true as const, alreadyJoined: false, people: people + 1, capacity: card.capacity };
    });
  });

  register(app, endpoints.o3NewProject, async ({ query, body, user, services }) => {
    await requireO3School(services.db, query.schoolId);
    // A proposal is published to the whole zone at once: the school's moderation list applies as to a post (422).
    await requireClean(services.db, query.schoolId, body.title, body.summary);
    const [row] = await services.db.query<CardRow>(
      `insert into o3_cards (id, school_id, kind, source, title, summary, category, cover_url, created_by)
       values ('p-' || substr(md5(random()::text || clock_timestamp()::text), 1, 16), $1, 'project', 'o3', $2, $3, $4, $5, $6)
       returning *, 0 as focus_count, 0 as people`,
      [query.schoolId, body.title, body.summary, body.category, body.coverUrl, user!.userId],
    );
    return toCard(row!);
  }, { changesPublicReads: true });

  register(app, endpoints.o3CustomRankings, async ({ query, services }) => {
    await requireO3School(services.db, query.schoolId);
    return customRanking(services.db, query.schoolId, query.sourceType);
  }, { microCache: true });
}
