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

/** /register/welcome?schoolId=: the new school's administrator's welcome, with where to go next. */
export const loader = loadAdminSchool;

export function Component() {
  const loaded = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  if (!loaded) return <div className={styles.page}><h1 className={styles.title}>{intl.formatMessage(titles.registerWelcome)}</h1><NoSchool /></div>;
  const { school } = loaded;
  const links = [
    [`/portal/${school.id}`, messages.openPortal],
    [`/design/${school.id}`, messages.itemDecorate],
    [`/register/invite?schoolId=${school.id}`, messages.itemInvite],
    [`/portal/${school.id}/lecturing-center`, messages.nextClasses],
    [`/register/guide?schoolId=${school.id}`, messages.openGuide],
  ] as const;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.welcomeHeading, { name: isolate(localizedName(school, locale)) })}</h1>
      <p className={styles.muted}>{intl.formatMessage(messages.welcomeIntro)}</p>
      <ul className={styles.choices}>
        {links.map(([href, label]) => (
          <li key={href} className={styles.card}>
            <Link href={href}>{intl.formatMessage(label)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
