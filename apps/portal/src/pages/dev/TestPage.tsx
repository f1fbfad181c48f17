import { useIntl } from 'react-intl';
import { Link } from '@academy/ui';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';

/** Spec §2 developer site map: the routes a developer opens most, one click each. */
export const SITE_MAP = ['/', '/login/index', '/login/select', '/register/index', '/register/select', '/register/create', '/register/creating', '/register/success', '/portal/1000000000000000001', '/design/1000000000000000001', '/403', '/404', '/500', '/test'];

export function Component() {
  const intl = useIntl();
  return (
    <div className={styles.stack}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.test)}</h1>
      <nav aria-label={intl.formatMessage(titles.test)}>
        <ul className={styles.stack}>
          {SITE_MAP.map((path) => (
            <li key={path}>
              <Link href={path}>
                <bdi dir="ltr">{path}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
