import type { endpoints } from '@academy/contract';
import type { HandlerInput } from '../../http/register.ts';
import type { Queryable } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { SqlParams } from '../classes/access.ts';
import { ADMIN_SCHOOLS_SQL, ORDER_COLUMNS, ORDER_FROM, toSummary, type OrderRow } from './orderRows.ts';

const refusals = defineMessages({
  noSubSchool: { id: 'server.market.noSubSchool', defaultMessage: 'No such sub-school of this school.' },
});

type Query = HandlerInput<typeof endpoints.orders>['query'];

/** A sub-school named in the address must be a child of the school (schools.parent_id), else 404. */
async function checkSubSchool(db: Queryable, schoolId: string, subSchoolId: string) {
  const [row] = await db.query("select 1 from schools s where s.id = $1 and s.parent_id = $2", [subSchoolId, schoolId]);
  if (!row) throw notFound(refusals.noSubSchool);
}

/** Orders newest first: an administrator's whole school (or one sub-school), anyone else's own purchases. */
export async function listOrders(db: Queryable, query: Query, caller: { userId: string; admin: boolean }) {
  const params = new SqlParams();
  const where: string[] = [];
  if (query.subSchoolId) {
    await checkSubSchool(db, query.schoolId, query.subSchoolId);
    where.push(`o.school_id = ${params.add(query.subSchoolId)}`);
  } else {
    where.push(ADMIN_SCHOOLS_SQL(params.add(query.schoolId)));
  }
  if (!caller.admin) where.push(`o.buyer_id = ${params.add(caller.userId)}`);
  if (query.status) where.push(`o.status = ${params.add(query.status)}`);
  // Dates are days of the school's own time zone, as the page shows them.
  const zone = `(select time_zone from schools where id = o.school_id)`;
  if (query.from) where.push(`(o.created_at at time zone ${zone})::date >= ${params.add(query.from)}::date`);
  if (query.to) where.push(`(o.created_at at time zone ${zone})::date <= ${params.add(query.to)}::date`);
  if (query.buyer) {
    const like = params.add(`%${query.buyer.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where.push(`(u.real_name ilike ${like} or u.nick_name ilike ${like} or u.mobile ilike ${like} or u.email ilike ${like})`);
  }
  if (query.course) {
    const like = params.add(`%${query.course.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    // The name in either language: an English page lists the English title.
    where.push(`(o.title ilike ${like} or o.title_en ilike ${like} or o.goods_id = ${params.add(query.course)})`);
  }
  const filter = where.join(' and ');
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from ${ORDER_FROM} where ${filter}`, params.values);
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from ${ORDER_FROM} where ${filter} order by o.created_at desc, o.id desc limit ${params.add(query.pageSize)} offset ${params.add((query.pageNumber - 1) * query.pageSize)}`,
    params.values,
  );
  return { total: count?.n ?? 0, pageNumber: query.pageNumber, pageSize: query.pageSize, list: rows.map(toSummary), admin: caller.admin };
}
