import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { loginUrl } from '@academy/rules';
import { Link } from '@academy/ui';
import { getSession } from '../../app/session.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { titles } from '../../routes/titles.messages.ts';
import { registerMessages as messages } from './register.messages.ts';
import * as styles from './register.css.ts';

/** /register/index: open to everyone; explains, then sends a visitor to sign in and on to the wizard. */
export async function loader() {
  return { signedIn: (await getSession()) !== null };
}

export function Component() {
  const { signedIn } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.indexHeading)}</h1>
      <p className={styles.muted}>{intl.formatMessage(messages.indexIntro)}</p>
      <p className={styles.row}>
        {signedIn ? (
          <Link href="/register/select">{intl.formatMessage(messages.indexStart)}</Link>
        ) : (
          <Link href={loginUrl('/register/select', locale)}>{intl.formatMessage(messages.indexSignIn)}</Link>
        )}
      </p>
      <h2 className={styles.cardTitle}>{intl.formatMessage(titles.registerSelect)}</h2>
      <ul className={styles.choices}>
        <li className={styles.card}>
          <h3 className={styles.cardTitle}>{intl.formatMessage(messages.academyTitle)}</h3>
          <p className={styles.muted}>{intl.formatMessage(messages.academyText)}</p>
        </li>
        <li className={styles.card}>
          <h3 className={styles.cardTitle}>{intl.formatMessage(messages.storeTitle)}</h3>
          <p className={styles.muted}>{intl.formatMessage(messages.storeText)}</p>
        </li>
      </ul>
    </div>
  );
}
