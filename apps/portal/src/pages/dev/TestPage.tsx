import { useIntl } from 'react-intl';
import { Link } from '@academy/ui';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { SITE_MAP } from './siteMap.ts';


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
