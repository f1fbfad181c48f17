import { api } from '../../app/api.ts';

/**
 * Buys through the market (issue 22): creates the pending order and sends the browser to the payment provider's
 * page, which returns to `returnPath` (a path of this site; the server applies the one redirect rule). The mall and
 * a course's own page (issue 31) both buy this way.
 */
export async function purchase(schoolId: string, goodsType: 'course' | 'vipPackage', goodsId: string, returnPath: string): Promise<void> {
  const created = await api.createOrder({ query: { schoolId }, body: { goodsType, goodsId, returnPath } });
  window.location.assign(created.payUrl);
}
