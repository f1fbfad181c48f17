import type { Queryable } from '../../db/index.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { schoolRefusals } from '../schools.ts';
import { toMinor } from './money.ts';

const refusals = defineMessages({
  orderingOff: { id: 'server.market.orderingOff', defaultMessage: 'Ordering is turned off for this school.' },
  notSelling: { id: 'server.market.notSelling', defaultMessage: 'This school does not sell anything at the moment.' },
  noCourse: { id: 'server.market.noCourse', defaultMessage: 'No such course in this school.' },
  freeCourse: { id: 'server.market.freeCourse', defaultMessage: 'This course is free: there is nothing to buy.' },
  owned: { id: 'server.market.owned', defaultMessage: 'You already have this course.' },
  noVipPackage: { id: 'server.market.noVipPackage', defaultMessage: 'No such VIP package in this school.' },
  vipNotOnSale: { id: 'server.market.vipNotOnSale', defaultMessage: 'This VIP package is not on sale.' },
});

/** A paid course: a resource of the school with a price above zero and not in the free zone (zone 2). */
export const PAID_COURSE_SQL = `r.price is not null and r.price > 0 and r.currency is not null and r.zone <> 2`;

export type Goods = { goodsType: 'course' | 'vipPackage'; goodsId: string; title: string; titleEn: string | null; amountMinor: number; currency: string; days: number | null };

/** What a buyer is about to pay for, checked as the mall shows it: on sale, priced, not owned already. */
export async function sellableGoods(db: Queryable, schoolId: string, userId: string, goodsType: Goods['goodsType'], goodsId: string): Promise<Goods> {
  const [school] = await db.query<{ on_sale: boolean; order_disabled: boolean }>('select on_sale, order_disabled from schools where id = $1', [schoolId]);
  // Ordering turned off for the school (issue 21 school states): the portal shows /disableOrder, the server refuses.
  if (school?.order_disabled) throw new ApiError(403, refusals.orderingOff);
  if (!school?.on_sale) throw new ApiError(409, refusals.notSelling);
  if (goodsType === 'course') {
    const [course] = await db.query<{ name: string | null; name_en: string | null; price: string | null; currency: string | null; zone: number; paid: boolean; owned: boolean }>(
      `select r.name, r.name_en, r.price, r.currency, r.zone, (${PAID_COURSE_SQL}) as paid,
         exists (select 1 from enrollments e where e.school_id = r.school_id and e.resource_id = r.id and e.user_id = $3) as owned
       from resources r where r.id = $1 and r.school_id = $2`,
      [goodsId, schoolId, userId],
    );
    if (!course) throw notFound(refusals.noCourse);
    if (!course.paid) throw new ApiError(409, refusals.freeCourse);
    if (course.owned) throw new ApiError(409, refusals.owned);
    return { goodsType, goodsId, title: course.name ?? course.name_en ?? goodsId, titleEn: course.name_en, amountMinor: toMinor(course.price!, course.currency!), currency: course.currency!, days: null };
  }
  const [vip] = await db.query<{ name: string; name_en: string | null; amount_minor: string; currency: string; days: number; on_sale: boolean }>(
    'select name, name_en, amount_minor, currency, days, on_sale from vip_packages where id = $1 and school_id = $2',
    [goodsId, schoolId],
  );
  if (!vip) throw notFound(refusals.noVipPackage);
  if (!vip.on_sale) throw new ApiError(409, refusals.vipNotOnSale);
  return { goodsType, goodsId, title: vip.name, titleEn: vip.name_en, amountMinor: Number(vip.amount_minor), currency: vip.currency, days: vip.days };
}

/** The school's on-sale goods for the portal, and what the caller already owns. */
export async function mallGoods(db: Queryable, schoolId: string, userId: string | null) {
  const [school] = await db.query<{ on_sale: boolean }>('select on_sale from schools where id = $1', [schoolId]);
  if (!school) throw notFound(schoolRefusals.noSchool);
  const [vip] = userId ? await db.query<{ expires_at: Date }>('select expires_at from vip_memberships where school_id = $1 and user_id = $2 and expires_at > now()', [schoolId, userId]) : [];
  const vipUntil = vip ? new Date(vip.expires_at).toISOString() : null;
  if (!school.on_sale) return { onSale: false, courses: [], vipPackages: [], vipUntil };
  const courses = await db.query<{ id: string; name: string | null; name_en: string | null; cover_url: string | null; zone: number; price: string; currency: 'CNY'; owned: boolean }>(
    `select r.id, r.name, r.name_en, r.cover_url, r.zone, r.price, r.currency,
       exists (select 1 from enrollments e where e.school_id = r.school_id and e.resource_id = r.id and e.user_id = $2) as owned
     from resources r where r.school_id = $1 and r.resource_type = 10 and ${PAID_COURSE_SQL} order by r.created_at desc, r.id`,
    [schoolId, userId],
  );
  const packages = await db.query<{ id: string; name: string; name_en: string | null; amount_minor: string; currency: 'CNY'; days: number }>(
    'select id, name, name_en, amount_minor, currency, days from vip_packages where school_id = $1 and on_sale order by position, id',
    [schoolId],
  );
  return {
    onSale: true,
    vipUntil,
    courses: courses.map((row) => ({ id: row.id, name: row.name, nameEn: row.name_en, coverUrl: row.cover_url, zone: row.zone, amountMinor: toMinor(row.price, row.currency), currency: row.currency, owned: row.owned })),
    vipPackages: packages.map((row) => ({ id: row.id, name: row.name, nameEn: row.name_en, amountMinor: Number(row.amount_minor), currency: row.currency, days: row.days, owned: vipUntil !== null })),
  };
}
