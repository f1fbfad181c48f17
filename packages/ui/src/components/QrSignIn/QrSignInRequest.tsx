import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Banner } from '../Banner/index.ts';
import { Button } from '../Button/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { qrSignInMessages as m } from './QrSignIn.messages.ts';
import * as styles from './QrSignIn.css.ts';

/** The browser asking to be signed in, as the server saw it. */
export type QrRequesterDetails = { browser: string | null; os: string | null; ip: string; requestedAt: string };

export type QrSignInRequestState =
  | { kind: 'loading' }
  | { kind: 'asking'; requester: QrRequesterDetails; busy?: 'confirm' | 'cancel' }
  | { kind: 'confirmed' }
  | { kind: 'cancelled' }
  /** The server's message (expired, unknown, already answered, scanned by someone else). */
  | { kind: 'failed'; message: string };

export type QrSignInRequestProps = {
  state: QrSignInRequestState;
  onConfirm: () => void;
  onCancel: () => void;
  className?: string;
};

/**
 * The phone's side of QR sign-in (issue 20): which browser asks — device, IP address, time — and Confirm / Cancel.
 * The IP address and product names are data, shown left to right in any language.
 */
export function QrSignInRequest({ state, onConfirm, onCancel, className }: QrSignInRequestProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={[styles.root, styles.card, className].filter(Boolean).join(' ')}>
      <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.requestTitle)}</h1>
      {state.kind === 'loading' && <Spinner block />}
      {state.kind === 'asking' && <Asking requester={state.requester} busy={state.busy} onConfirm={onConfirm} onCancel={onCancel} />}
      {state.kind === 'confirmed' && <Banner tone="success">{intl.formatMessage(m.requestConfirmed)}</Banner>}
      {state.kind === 'cancelled' && <Banner tone="info">{intl.formatMessage(m.requestCancelled)}</Banner>}
      {state.kind === 'failed' && (
        <Banner tone="error" title={intl.formatMessage(m.requestFailed)}>
          <span dir="auto">{state.message}</span>
        </Banner>
      )}
    </section>
  );
}

function Asking({ requester, busy, onConfirm, onCancel }: { requester: QrRequesterDetails; busy?: 'confirm' | 'cancel'; onConfirm: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const device = requester.browser && requester.os ? intl.formatMessage(m.deviceValue, { browser: requester.browser, os: requester.os }) : (requester.browser ?? requester.os ?? intl.formatMessage(m.unknownDevice));
  return (
    <>
      <p className={styles.intro}>{intl.formatMessage(m.requestIntro)}</p>
      <dl className={styles.details}>
        <dt className={styles.term}>{intl.formatMessage(m.device)}</dt>
        <dd className={styles.definition}>{device}</dd>
        <dt className={styles.term}>{intl.formatMessage(m.ipAddress)}</dt>
        <dd className={styles.definition}>
          {/* Left to right inside the page's alignment: an address reads the same in every language. */}
          <span dir="ltr">{requester.ip}</span>
        </dd>
        <dt className={styles.term}>{intl.formatMessage(m.requestedAt)}</dt>
        <dd className={styles.definition}>
          <time dateTime={requester.requestedAt}>{intl.formatDate(requester.requestedAt, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="primary" isPending={busy === 'confirm'} isDisabled={busy === 'cancel'} onPress={onConfirm}>
          {intl.formatMessage(m.confirm)}
        </Button>
        <Button variant="secondary" isPending={busy === 'cancel'} isDisabled={busy === 'confirm'} onPress={onCancel}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
      </div>
    </>
  );
}
