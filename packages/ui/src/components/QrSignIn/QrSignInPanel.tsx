import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { QrCode } from '../QrCode/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { qrSignInMessages as m } from './QrSignIn.messages.ts';
import * as styles from './QrSignIn.css.ts';

/** What the desktop shows: the server's states, plus loading (asking for a code) and failed (a call failed). */
export type QrSignInState = 'loading' | 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'cancelled' | 'failed';

export type QrSignInPanelProps = {
  state: QrSignInState;
  /** What the QR holds; null until the first session is open. */
  qrUrl: string | null;
  /** Seconds until the code is replaced (waiting) or expires. */
  secondsLeft: number;
  /** Asks for a new code (expired, cancelled, failed). */
  onRefresh: () => void;
  /** `card` stands alone on a page; `plain` sits inside another frame. */
  appearance?: 'card' | 'plain';
  className?: string;
};

const STATUS = { loading: m.loading, waiting: m.waiting, scanned: m.scanned, confirmed: m.confirmed, expired: m.expired, cancelled: m.cancelled, failed: m.failed } as const;

/**
 * QR sign-in on the login page (issue 20): the code, a countdown and the state, announced as it changes. Fully
 * controlled — `useQrSignIn` opens, polls and refreshes the session.
 */
export function QrSignInPanel({ state, qrUrl, secondsLeft, onRefresh, appearance = 'card', className }: QrSignInPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const ended = state === 'expired' || state === 'cancelled' || state === 'failed';
  const live = state === 'waiting' || state === 'scanned';
  return (
    <section aria-labelledby={titleId} className={[styles.root, appearance === 'card' && styles.card, className].filter(Boolean).join(' ')}>
      <h2 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h2>
      <p className={styles.intro}>{intl.formatMessage(m.instructions)}</p>
      <div className={styles.codeBox}>
        {qrUrl && state !== 'loading' ? <QrCode value={qrUrl} label={intl.formatMessage(m.qrLabel)} dimmed={state !== 'waiting'} /> : <div className={styles.placeholder}><Spinner /></div>}
      </div>
      {/* Always present, so a screen reader hears each new state; the ticking countdown stays outside it. */}
      <p role="status" className={[styles.status, ended && styles.ended, state === 'scanned' && styles.scanned].filter(Boolean).join(' ')}>
        {intl.formatMessage(STATUS[state])}
      </p>
      {live && <p className={styles.countdown}>{intl.formatMessage(m.expiresIn, { seconds: secondsLeft })}</p>}
      {ended && (
        <Button variant="secondary" onPress={onRefresh}>
          {intl.formatMessage(m.refresh)}
        </Button>
      )}
    </section>
  );
}
