import { useIntl } from 'react-intl';
import { useLoaderData, useLocation } from 'react-router';
import { isolate } from '@academy/ui';
import { localizedName } from '@academy/rules';
import { useLocaleControl } from '../../app/localeControl.ts';
import { Mall } from './Mall.tsx';
import { OrderDetailPanel } from './OrderDetailPanel.tsx';
import { OrderTable } from './OrderTable.tsx';
import { orderMessages as messages } from './order.messages.ts';
import { loader } from './orderData.ts';
import * as styles from './order.css.ts';

export { loader };

/**
 * order/{schoolId} (+ /sub-school/{subSchoolId}): administrators manage the school's orders (filters, details,
 * refunds); everyone else sees their own purchases and the school's goods on sale. The server decides who is who.
 */
export function Component() {
  const { school, subSchool, orders, goods, detail, filters } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const location = useLocation();
  // Orders are the school's events: its clock (a sub-school's own when the page is one's), decision 0039.
  const timeZone = (subSchool ?? school).timeZone;
  const heading = !orders.admin
    ? intl.formatMessage(messages.myTitle)
    : subSchool
      ? intl.formatMessage(messages.subSchoolTitle, { school: isolate(localizedName(subSchool, locale)) })
      : intl.formatMessage(messages.adminTitle, { school: isolate(localizedName(school, locale)) });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      {detail && <OrderDetailPanel key={detail.id} schoolId={school.id} order={detail} timeZone={timeZone} />}
      <OrderTable orders={orders} filters={filters} timeZone={timeZone} />
      {!orders.admin && <Mall schoolId={school.id} goods={goods} returnPath={location.pathname} timeZone={timeZone} />}
    </div>
  );
}
