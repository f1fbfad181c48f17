import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLoaderData } from 'react-router';
import { localizedName } from '@academy/rules';
import { Badge, Link, isolate } from '@academy/ui';
import { useLocaleControl } from '../../app/localeControl.ts';
import { titles } from '../../routes/titles.messages.ts';
import { NoSchool } from './NoSchool.tsx';
import { registerMessages as messages } from './register.messages.ts';
import { loadAdminSchool, type AdminSchool } from './schoolPage.ts';
import * as styles from './register.css.ts';

/** /register/guide?schoolId=: the first steps, ticked from the server's state each time the page loads. */
export const loader = loadAdminSchool;

const ITEM_NAMES: Record<AdminSchool['guide']['items'][number]['id'], MessageDescriptor> = {
  decorate: messages.itemDecorate, invite: messages.itemInvite, createClass: messages.itemCreateClass,
};

export function Component() {
  const loaded = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  if (!loaded) return <div className={styles.page}><h1 className={styles.title}>{intl.formatMessage(titles.registerGuide)}</h1><NoSchool /></div>;
  const { school, guide } = loaded;
  const done = guide.items.filter((item) => item.done).length;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(titles.registerGuide)}</h1>
      <p className={styles.muted}>{intl.formatMessage(messages.guideIntro, { name: isolate(localizedName(school, locale)) })}</p>
      <p className={styles.status}>{intl.formatMessage(messages.guideProgress, { done, total: guide.items.length })}</p>
      <ol className={styles.steps}>
        {guide.items.map((item) => (
          <li key={item.id} className={`${styles.card} ${styles.step}`}>
            <Link href={item.href}>{intl.formatMessage(ITEM_NAMES[item.id])}</Link>
            <Badge tone={item.done ? 'success' : 'neutral'}>{intl.formatMessage(item.done ? messages.stepDone : messages.itemTodo)}</Badge>
          </li>
        ))}
      </ol>
      <p className={styles.row}>
        <Link href={guide.portalHref}>{intl.formatMessage(messages.openPortal)}</Link>
        <Link href={`/register/welcome?schoolId=${school.id}`}>{intl.formatMessage(messages.toWelcome)}</Link>
      </p>
    </div>
  );
}
