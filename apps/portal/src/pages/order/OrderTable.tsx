import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { localizedName } from '@academy/rules';
import { useLocaleControl } from '../../app/localeControl.ts';
import { Button, EmptyState, Pagination, SchoolTime, Select, TextField, contentProps, formatMinorAmount } from '@academy/ui';
import { orderMessages as messages } from './order.messages.ts';
import { FILTERS, STATUSES, type OrderList } from './orderData.ts';
import * as styles from './order.css.ts';

type Filters = Record<(typeof FILTERS)[number], string>;

/** Administrators' filters; applying them puts them in the address (the loader reads them from there). */
function OrderFilters({ initial }: { initial: Filters }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const [values, setValues] = useState(initial);
  const set = (key: keyof Filters) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(new URLSearchParams(Object.entries(values).filter(([, value]) => value)));
  };
  return (
    <form onSubmit={apply} aria-label={intl.formatMessage(messages.filters)}>
      <fieldset className={styles.filters}>
        <Select
          label={intl.formatMessage(messages.status)}
          selectedKey={values.status || 'any'}
          onSelectionChange={(key) => set('status')(key === 'any' ? '' : String(key))}
          options={[{ id: 'any', label: intl.formatMessage(messages.anyStatus) }, ...STATUSES.map((status) => ({ id: status, label: intl.formatMessage(messages[`status.${status}`]) }))]}
        />
        <TextField label={intl.formatMessage(messages.from)} type="date" value={values.from} onChange={set('from')} inputDir="ltr" />
        <TextField label={intl.formatMessage(messages.to)} type="date" value={values.to} onChange={set('to')} inputDir="ltr" />
        <TextField label={intl.formatMessage(messages.buyer)} value={values.buyer} onChange={set('buyer')} />
        <TextField label={intl.formatMessage(messages.course)} value={values.course} onChange={set('course')} />
        <Button type="submit" variant="primary">{intl.formatMessage(messages.apply)}</Button>
        <Button variant="secondary" onPress={() => { setValues({ status: '', from: '', to: '', buyer: '', course: '' }); setParams(new URLSearchParams()); }}>{intl.formatMessage(messages.reset)}</Button>
      </fieldset>
    </form>
  );
}

/** The orders, newest first, paged; each opens its details in the address (?orderId=). */
export function OrderTable({ orders, filters, timeZone }: { orders: OrderList; filters: Partial<Filters>; timeZone: string }) {
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const [params, setParams] = useSearchParams();
  const detailsHref = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('orderId', id);
    return `?${next.toString()}`;
  };
  return (
    <div className={styles.section}>
      {/* Keyed by the filters in the address: after Back the fields show the list's own filters, not the last typed. */}
      {orders.admin && <OrderFilters key={JSON.stringify(filters)} initial={{ status: '', from: '', to: '', buyer: '', course: '', ...filters } as Filters} />}
      <p className={styles.muted} role="status">{intl.formatMessage(messages.total, { count: orders.total })}</p>
      {orders.list.length === 0 ? (
        <EmptyState icon="search" title={intl.formatMessage(messages.none)} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">{intl.formatMessage(messages.orderNo)}</th>
                <th className={styles.cell} scope="col">{intl.formatMessage(messages.course)}</th>
                {orders.admin && <th className={styles.cell} scope="col">{intl.formatMessage(messages.buyer)}</th>}
                <th className={styles.cell} scope="col">{intl.formatMessage(messages.amount)}</th>
                <th className={styles.cell} scope="col">{intl.formatMessage(messages.status)}</th>
                <th className={styles.cell} scope="col">{intl.formatMessage(messages.created)}</th>
              </tr>
            </thead>
            <tbody>
              {orders.list.map((order) => (
                <tr key={order.id} data-order={order.id}>
                  <td className={`${styles.cell} ${styles.number}`}>
                    <Link to={detailsHref(order.id)} aria-label={`${intl.formatMessage(messages.details)} ${order.id}`}>{order.id}</Link>
                  </td>
                  <td className={styles.cell}><span {...contentProps()}>{localizedName({ name: order.title, nameEn: order.titleEn }, locale)}</span></td>
                  {orders.admin && <td className={styles.cell}><span {...contentProps()}>{order.buyerName ?? order.buyerId}</span></td>}
                  <td className={`${styles.cell} ${styles.number}`}>{formatMinorAmount(intl, order.amountMinor, order.currency)}</td>
                  <td className={styles.cell}>{intl.formatMessage(messages[`status.${order.status}`])}</td>
                  <td className={`${styles.cell} ${styles.number}`}><SchoolTime time={order.createdAt} timeZone={timeZone} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {orders.total > orders.pageSize && (
        <Pagination
          page={orders.pageNumber}
          totalItems={orders.total}
          pageSize={orders.pageSize}
          onChange={(page) => {
            const next = new URLSearchParams(params);
            next.set('page', String(page));
            setParams(next);
          }}
        />
      )}
    </div>
  );
}
