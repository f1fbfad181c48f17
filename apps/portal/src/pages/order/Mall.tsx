import { useState } from 'react';
import { useIntl } from 'react-intl';
import { localizedName } from '@academy/rules';
import { Badge, Banner, Button, contentProps, formatMinorAmount, formatSchoolTime } from '@academy/ui';
import { purchase } from './purchase.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { marketMessages as messages } from './order.messages.ts';
import type { MallGoods } from './orderData.ts';
import * as styles from './order.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

type Props = { schoolId: string; goods: MallGoods; returnPath: string; timeZone: string };

/** The school's goods on sale: buying creates the order and sends the browser to the payment provider's page. */
export function Mall({ schoolId, goods, returnPath, timeZone }: Props) {
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const buy = async (goodsType: 'course' | 'vipPackage', goodsId: string) => {
    setBusy(goodsId);
    setProblem(null);
    try {
      await purchase(schoolId, goodsType, goodsId, returnPath);
    } catch (error) {
      setProblem(failureMessage(error, intl.formatMessage(messages.buyFailed)));
      setBusy(null);
    }
  };
  if (!goods.onSale) return <Banner tone="info">{intl.formatMessage(messages.notOnSale)}</Banner>;
  const price = (item: { amountMinor: number; currency: string }) => formatMinorAmount(intl, item.amountMinor, item.currency);
  return (
    <>
      {problem && <Banner tone="error" title={intl.formatMessage(messages.buyFailed)}>{problem}</Banner>}
      <section className={styles.section} aria-labelledby="market-vip">
        <h2 id="market-vip" className={styles.sectionTitle}>{intl.formatMessage(messages.vipTitle)}</h2>
        {goods.vipUntil && <p className={styles.muted}>{intl.formatMessage(messages.vipUntil, { date: formatSchoolTime(intl, goods.vipUntil, timeZone, 'date') })}</p>}
        <ul className={styles.goods}>
          {goods.vipPackages.map((item) => (
            <li key={item.id} className={styles.good}>
              <p {...contentProps(styles.goodName)}>{localizedName(item, locale)}</p>
              <p className={styles.muted}>{intl.formatMessage(messages.vipDays, { days: item.days })}</p>
              <Button variant="secondary" isPending={busy === item.id} isDisabled={busy !== null} onPress={() => void buy('vipPackage', item.id)}>
                {intl.formatMessage(messages.buy, { price: price(item) })}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="market-courses">
        <h2 id="market-courses" className={styles.sectionTitle}>{intl.formatMessage(messages.title)}</h2>
        <ul className={styles.goods}>
          {goods.courses.map((item) => (
            <li key={item.id} className={styles.good} data-course={item.id}>
              <p {...contentProps(styles.goodName)}>{localizedName({ name: item.name ?? '', nameEn: item.nameEn }, locale)}</p>
              {item.owned ? (
                // In a div: as a grid item of the card the badge would stretch across it.
                <div>
                  <Badge tone="success">{intl.formatMessage(messages.owned)}</Badge>
                </div>
              ) : (
                <Button variant="primary" isPending={busy === item.id} isDisabled={busy !== null} onPress={() => void buy('course', item.id)}>
                  {intl.formatMessage(messages.buy, { price: price(item) })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
