import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { OrderListQuery, type endpoints, type ResponseOf } from '@academy/contract';
import { isSchoolId, loginUrl } from '@academy/rules';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { getSession } from '../../app/session.ts';

export type OrderList = ResponseOf<typeof endpoints.orders>;
export type OrderDetail = ResponseOf<typeof endpoints.order>;
export type MallGoods = ResponseOf<typeof endpoints.mallGoods>;
export const STATUSES = ['pending', 'paid', 'failed', 'refunding', 'refunded'] as const;
export type Status = (typeof STATUSES)[number];
/** The filters the address holds (so a filtered list can be shared and survives a reload). */
export const FILTERS = ['status', 'from', 'to', 'buyer', 'course'] as const;

const forbiddenTo403 = (error: unknown): never => {
  if (error instanceof ApiError && error.status === 403) throw redirect('/403');
  if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
  throw error;
};

/** order/{schoolId}[/sub-school/{subSchoolId}]: the server decides by role what the caller sees. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = params.schoolId ?? '';
  const subSchoolId = params.subSchoolId;
  if (!isSchoolId(schoolId) || (subSchoolId !== undefined && !isSchoolId(subSchoolId))) throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  if (!(await getSession())) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
  const search = url.searchParams;
  // A filter the contract refuses (a hand-edited or stale link: 30 February, an unknown status) is left out, so the
  // page still lists orders instead of failing.
  const filters = Object.fromEntries(FILTERS.map((key) => [key, search.get(key) || undefined]).filter(([key, value]) => value === undefined || OrderListQuery.shape[key as (typeof FILTERS)[number]].safeParse(value).success));
  const pageNumber = Math.max(1, Number(search.get('page')) || 1);
  const orderId = search.get('orderId');
  const [school, subSchool, orders, goods, detail] = await Promise.all([
    api.schoolDetails({ query: { schoolId } }).catch(forbiddenTo403),
    subSchoolId ? api.schoolDetails({ query: { schoolId: subSchoolId } }).catch(forbiddenTo403) : null,
    api.orders({ query: { schoolId, subSchoolId, ...filters, pageNumber, pageSize: 10 } as never }).catch(forbiddenTo403),
    api.mallGoods({ query: { schoolId } }),
    orderId ? api.order({ query: { schoolId }, params: { orderId } }).catch(() => null) : null,
  ]);
  // Ordering turned off for the school: its page says so (spec §2 /disableOrder).
  if (school.orderDisabled) throw redirect('/disableOrder');
  return { school, subSchool, orders: orders as OrderList, goods: goods as MallGoods, detail: detail as OrderDetail | null, filters, pageNumber };
}
