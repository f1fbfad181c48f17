import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { localizedName } from '@academy/rules';
import { useLocaleControl } from '../../app/localeControl.ts';
import { Banner, Button, SchoolTime, TextField, commonMessages, contentProps, formatMinorAmount, formatSchoolTime, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { orderMessages as messages } from './order.messages.ts';
import type { OrderDetail } from './orderData.ts';
import * as styles from './order.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

/** How often a pending (or refunding) order is looked at again, and for how long at most. */
const POLL_MS = 1500;
const POLL_TIMES = 20;

/** One order: items, buyer, amount, status, the payment history, and for administrators the refund. */
export function OrderDetailPanel({ schoolId, order, timeZone }: { schoolId: string; order: OrderDetail; timeZone: string }) {
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [polls, setPolls] = useState(0);
  const moving = order.status === 'pending' || order.status === 'refunding';
  // The provider's notification may arrive a moment after the browser comes back: look again for a while.
  useEffect(() => {
    if (!moving || polls >= POLL_TIMES) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [moving, polls, revalidator]);

  const refund = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await api.refundOrder({ query: { schoolId }, params: { orderId: order.id }, body: { reason } });
      toast.show(intl.formatMessage(messages.refundStarted), 'success');
      setPolls(0);
      await revalidator.revalidate();
    } catch (error) {
      setProblem(failureMessage(error, intl.formatMessage(commonMessages.loadFailedBody)));
    } finally {
      setBusy(false);
    }
  };
  const back = new URLSearchParams(params);
  back.delete('orderId');
  const money = (amount: number, currency: string) => formatMinorAmount(intl, amount, currency);
  return (
    <section className={styles.detail} aria-labelledby="order-detail">
      <h2 id="order-detail" className={styles.sectionTitle}>{intl.formatMessage(messages.detailTitle, { id: order.id })}</h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{intl.formatMessage(messages.status)}</dt>
        <dd className={styles.value} data-testid="order-status">{intl.formatMessage(messages[`status.${order.status}`])}</dd>
        <dt className={styles.term}>{intl.formatMessage(messages.items)}</dt>
        <dd className={styles.value}>
          {order.items.map((item) => (
            <span key={item.goodsId}><span {...contentProps()}>{localizedName({ name: item.title, nameEn: order.titleEn }, locale)}</span> · {money(item.amountMinor, item.currency)}</span>
          ))}
        </dd>
        <dt className={styles.term}>{intl.formatMessage(messages.buyer)}</dt>
        <dd className={styles.value}><span {...contentProps()}>{order.buyerName ?? order.buyerId}</span>{order.buyerMobile ? ` · ${order.buyerMobile}` : ''}</dd>
        <dt className={styles.term}>{intl.formatMessage(messages.amount)}</dt>
        <dd className={`${styles.value} ${styles.number}`}>{money(order.amountMinor, order.currency)}</dd>
        <dt className={styles.term}>{intl.formatMessage(messages.created)}</dt>
        <dd className={styles.value} data-testid="order-created"><SchoolTime time={order.createdAt} timeZone={timeZone} /></dd>
      </dl>
      {order.refundedAt && (
        <p className={styles.muted}>{intl.formatMessage(messages.refundedOn, { date: formatSchoolTime(intl, order.refundedAt, timeZone, 'date'), reason: order.refundReason ?? '' })}</p>
      )}
      {moving && (
        <div className={styles.row} role="status">
          <span>{intl.formatMessage(messages.waiting)}</span>
          <Button variant="secondary" onPress={() => { setPolls(0); void revalidator.revalidate(); }}>{intl.formatMessage(messages.refresh)}</Button>
        </div>
      )}
      <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.events)}</h3>
      <ol className={styles.events}>
        {order.events.map((event, index) => (
          <li key={`${event.kind}-${index}`}>
            {intl.formatMessage(messages[`event.${event.kind}`])} · {formatSchoolTime(intl, event.at, timeZone)}
            {event.amountMinor !== null && event.currency ? ` · ${money(event.amountMinor, event.currency)}` : ''}
          </li>
        ))}
      </ol>
      {order.canRefund && (
        <form className={styles.row} onSubmit={(event) => void refund(event)}>
          <TextField label={intl.formatMessage(messages.refundReason)} value={reason} onChange={setReason} isRequired maxLength={200} />
          <Button type="submit" variant="danger" isPending={busy}>{intl.formatMessage(messages.refund)}</Button>
        </form>
      )}
      {problem && <Banner tone="error">{problem}</Banner>}
      <Link to={`?${back.toString()}`}>{intl.formatMessage(messages.close)}</Link>
    </section>
  );
}
