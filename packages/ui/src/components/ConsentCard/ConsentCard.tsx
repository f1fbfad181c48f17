import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { isolate } from '../../content/contentProps.ts';
import { consentCardMessages as m } from './ConsentCard.messages.ts';
import * as styles from './ConsentCard.css.ts';

/** What an app may ask to see (the authorization server's scopes). */
export type ConsentScope = 'openid' | 'profile' | 'email' | 'phone';

const SCOPE_MESSAGE = { openid: m.scopeOpenid, profile: m.scopeProfile, email: m.scopeEmail, phone: m.scopePhone } as const;

export type ConsentCardProps = {
  /** The app's registered name and its school's name: school data, shown in their own direction. */
  appName: string;
  /** The school that registered the app, shown in its own direction. */
  schoolName: string;
  /** What the app asks to read (`openid`, `profile`, `email`, `phone`), listed in the reader's language. */
  scopes: ReadonlyArray<ConsentScope>;
  /** Where the browser goes after either answer (host and port of the registered redirect URI). */
  redirectHost: string;
  /** The answer being sent: both buttons wait. */
  busy?: 'allow' | 'deny';
  /** Called by Allow: the page sends the consent and follows the redirect. */
  onAllow: () => void;
  /** Called by Deny: the page tells the app the reader said no. */
  onDeny: () => void;
  /** An extra class on the card's outer box (its place in a page layout). */
  className?: string;
};

/**
 * The consent screen of our authorization server: which app (and which school registered it) asks for what, where
 * the answer goes, then Allow or Deny.
 */
export function ConsentCard({ appName, schoolName, scopes, redirectHost, busy, onAllow, onDeny, className }: ConsentCardProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <Icon name="lock" size="lg" />
      </span>
      <h1 id={titleId} className={styles.title}>
        {intl.formatMessage(m.title, { app: isolate(appName) })}
      </h1>
      <p className={styles.school}>{intl.formatMessage(m.school, { school: isolate(schoolName) })}</p>
      <div className={styles.asks}>
        <p className={styles.asksLabel}>{intl.formatMessage(m.asks)}</p>
        <ul className={styles.scopes}>
          {scopes.map((scope) => (
            <li key={scope} className={styles.scope}>
              <Icon name="check" size="sm" />
              <span>{intl.formatMessage(SCOPE_MESSAGE[scope])}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.note}>
        {intl.formatMessage(m.destination)}{' '}
        {/* A host name reads left to right in every language. */}
        <bdi dir="ltr" className={styles.host}>
          {redirectHost}
        </bdi>
      </p>
      <p className={styles.note}>{intl.formatMessage(m.trust)}</p>
      <div className={styles.actions}>
        <Button variant="primary" isPending={busy === 'allow'} isDisabled={busy === 'deny'} onPress={onAllow}>
          {intl.formatMessage(m.allow)}
        </Button>
        <Button variant="secondary" isPending={busy === 'deny'} isDisabled={busy === 'allow'} onPress={onDeny}>
          {intl.formatMessage(m.deny)}
        </Button>
      </div>
    </section>
  );
}
