import { useIntl } from 'react-intl';
import { titles } from '../../routes/titles.messages.ts';
import * as styles from '../../layouts/layout.css.ts';
import { SiteMapLinks } from './SiteMapLinks.tsx';

export function Component() {
  const intl = useIntl();
  return (
    <div className={styles.stack}>
      <h1 className={styles.pageTitle}>{intl.formatMessage(titles.test)}</h1>
      <SiteMapLinks label={intl.formatMessage(titles.test)} className={styles.stack} />
    </div>
  );
}
