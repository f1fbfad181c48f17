import { useIntl } from 'react-intl';
import { Link } from '@academy/ui';
import { registerMessages as messages } from './register.messages.ts';
import * as styles from './register.css.ts';

/** A guide or welcome page for someone who administers no school yet. */
export function NoSchool() {
  const intl = useIntl();
  return (
    <p className={styles.row}>
      <span>{intl.formatMessage(messages.noSchool)}</span>
      <Link href="/register/select">{intl.formatMessage(messages.createOne)}</Link>
    </p>
  );
}
