import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { localizedName } from '@academy/rules';
import { Link, isolate } from '@academy/ui';
import { useLocaleControl } from '../../app/localeControl.ts';
import { titles } from '../../routes/titles.messages.ts';
import { NoSchool } from './NoSchool.tsx';
import { registerMessages as messages } from './register.messages.ts';
import { loadAdminSchool } from './schoolPage.ts';
import * as styles from './register.css.ts';

/** /register/success?schoolId=: the school is ready; on to its portal or the first steps. */
export const loader = loadAdminSchool;

export function Component() {
  const loaded = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  if (!loaded) return <div className={styles.page}><h1 className={styles.title}>{intl.formatMessage(titles.registerSuccess)}</h1><NoSchool /></div>;
  const { school } = loaded;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(titles.registerSuccess)}</h1>
      <p>{intl.formatMessage(messages.successIntro, { name: isolate(localizedName(school, locale)) })}</p>
      <p className={styles.row}>
        <Link href={`/portal/${school.id}`}>{intl.formatMessage(messages.openPortal)}</Link>
        <Link href={`/register/guide?schoolId=${school.id}`}>{intl.formatMessage(messages.openGuide)}</Link>
      </p>
    </div>
  );
}
