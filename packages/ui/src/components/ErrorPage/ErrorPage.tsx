import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PlainButton } from '../Button/PlainButton.tsx';
import { Icon, type IconName } from '../Icon/index.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { errorPageMessages } from './ErrorPage.messages.ts';
import * as styles from './ErrorPage.css.ts';

export type ErrorKind = '403' | '404' | '500' | 'abnormal' | 'insufficientPermissions' | 'disable' | 'disableLogin' | 'disableNetwork' | 'disableOrder' | 'chunk';

const ICON: Record<ErrorKind, IconName> = {
  403: 'lock', 404: 'map', 500: 'errorCircle', abnormal: 'alert', insufficientPermissions: 'lock', disable: 'info', disableLogin: 'lock', disableNetwork: 'globe', disableOrder: 'info', chunk: 'refresh',
};
const STATUS: Partial<Record<ErrorKind, string>> = { 403: '403', 404: '404', 500: '500', insufficientPermissions: '403' };

export type ErrorPageProps = {
  kind: ErrorKind;
  title: ReactNode;
  /** Overrides the standard explanation (the chunk-load message comes from the app shell). */
  description?: ReactNode;
  /** HTTP status of an /abnormal/{code} page. */
  code?: string;
  onHome?: () => void;
  onSignIn?: () => void;
  onReload?: () => void;
};

/** Error and information pages (403, 404, 500, abnormal, insufficient permissions, disabled): say what happened and offer a way on. */
export function ErrorPage({ kind, title, description, code, onHome, onSignIn, onReload }: ErrorPageProps) {
  const intl = useIntl();
  const explanation =
    description ??
    (kind === 'abnormal'
      ? intl.formatMessage(errorPageMessages.abnormal, { code: code ?? '—' })
      : kind === 'chunk'
        ? null
        : intl.formatMessage(
            { 403: errorPageMessages.forbidden, 404: errorPageMessages.notFound, 500: errorPageMessages.serverError, insufficientPermissions: errorPageMessages.insufficientPermissions, disable: errorPageMessages.disable, disableLogin: errorPageMessages.disableLogin, disableNetwork: errorPageMessages.disableNetwork, disableOrder: errorPageMessages.disableOrder }[kind],
          ));
  const status = kind === 'abnormal' ? code : STATUS[kind];
  return (
    <div className={styles.page}>
      <div className={styles.box}>
        <span className={styles.icon}>
          <Icon name={ICON[kind]} size="lg" />
        </span>
        {status && <span className={styles.code}>{intl.formatMessage(errorPageMessages.code, { code: status })}</span>}
        <h1 className={styles.title}>{title}</h1>
        {explanation && <p className={styles.body}>{explanation}</p>}
        <div className={styles.actions}>
          {onReload && <PlainButton onClick={onReload}>{intl.formatMessage(errorPageMessages.reload)}</PlainButton>}
          {onSignIn && <PlainButton variant={onReload ? 'secondary' : 'primary'} onClick={onSignIn}>{intl.formatMessage(commonMessages.signIn)}</PlainButton>}
          {onHome && <PlainButton variant="secondary" onClick={onHome}>{intl.formatMessage(errorPageMessages.backHome)}</PlainButton>}
        </div>
      </div>
    </div>
  );
}
