import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { contentProps } from '../../content/contentProps.ts';
import { Button } from '../Button/index.ts';
import { useFocusAfterChange } from '../../hooks/useFocusAfterChange.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { StatusBadge, type StatusTone } from '../StatusBadge/index.ts';
import * as styles from './CheckInCard.css.ts';
import { checkInCardMessages } from './CheckInCard.messages.ts';

/** An attendance check as the learner sees it. */
export type CheckInState = 'notOpen' | 'open' | 'checkedIn' | 'missed';

export type CheckInCardProps = {
  /** The check's or the session's title, as the school wrote it. */
  title: string;
  /** When the session takes place, already formatted. */
  sessionTime: string;
  /** `notOpen` (when it opens), `open` (the Check in button), `checkedIn` (when) or `missed`; said in words and an icon. */
  state: CheckInState;
  /** When the learner checked in, already formatted (checkedIn). */
  checkedInAt?: string;
  /** When check-in opens (notOpen) and closes (open, missed), already formatted. */
  opensAt?: string;
  /** When check-in closes (open, missed), already formatted. */
  closesAt?: string;
  /** Called by the Check in button (open only). */
  onCheckIn: () => void;
  /** The check-in call is under way. */
  pending?: boolean;
  /** Why the last check-in failed (the server's message), shown under the button and announced. */
  error?: string;
  /** Shown once checked in: the attendance attachments (the portal's photo list and drop zone). */
  children?: ReactNode;
  /** The title's heading level in the page outline (h3 under a section's h2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** An extra class on the card's outer box (its place in a page layout). */
  className?: string;
};

const badges = {
  notOpen: { tone: 'neutral', icon: 'lock', message: checkInCardMessages.notOpen },
  open: { tone: 'info', icon: 'clock', message: checkInCardMessages.open },
  checkedIn: { tone: 'success', icon: 'checkCircle', message: checkInCardMessages.checkedIn },
  missed: { tone: 'danger', icon: 'errorCircle', message: checkInCardMessages.missed },
} as const satisfies Record<CheckInState, { tone: StatusTone; icon: IconName; message: unknown }>;

/**
 * One attendance check of a class session: its status in words and icon, when the session is and when check-in
 * opens or closes, the Check in button while it is open, and the attendance attachments once checked in.
 */
export function CheckInCard({ title, sessionTime, state, checkedInAt, opensAt, closesAt, onCheckIn, pending = false, error, children, headingLevel = 3, className }: CheckInCardProps) {
  const intl = useIntl();
  const id = useId();
  const { ref, claim } = useFocusAfterChange<HTMLElement>(state);
  const Heading = `h${headingLevel}` as const;
  const badge = badges[state];

  const when = (() => {
    switch (state) {
      case 'notOpen':
        return opensAt ? intl.formatMessage(checkInCardMessages.opensAt, { when: opensAt }) : intl.formatMessage(checkInCardMessages.notOpenHint);
      case 'open':
        return closesAt ? intl.formatMessage(checkInCardMessages.closesAt, { when: closesAt }) : null;
      case 'checkedIn':
        return checkedInAt ? intl.formatMessage(checkInCardMessages.checkedInAt, { when: checkedInAt }) : null;
      case 'missed':
        return closesAt ? intl.formatMessage(checkInCardMessages.closedAt, { when: closesAt }) : intl.formatMessage(checkInCardMessages.missedHint);
    }
  })();

  return (
    <article ref={ref} aria-labelledby={`${id}-title`} className={[styles.card, className].filter(Boolean).join(' ')} data-state={state}>
      <div className={styles.head}>
        <div className={styles.titleBox}>
          {/* Where focus goes when the Check in button gives way to the attachments. */}
          <Heading id={`${id}-title`} tabIndex={-1} data-focus-target={state === 'open' ? undefined : true} {...contentProps(styles.title)}>
            {title}
          </Heading>
        </div>
        {/* A status region: "Checked in" is announced when it replaces "Open". */}
        <div role="status" data-testid="check-in-status">
          <StatusBadge tone={badge.tone} icon={badge.icon} label={intl.formatMessage(badge.message)} />
        </div>
      </div>
      <div className={styles.details}>
        <p className={styles.detail}>
          <Icon name="calendar" size="sm" />
          <span>{intl.formatMessage(checkInCardMessages.session, { when: sessionTime })}</span>
        </p>
        {when && (
          <p className={styles.detail}>
            <Icon name="clock" size="sm" />
            <span>{when}</span>
          </p>
        )}
      </div>
      {state === 'open' && (
        <div className={styles.actions}>
          <Button
            variant="primary"
            isPending={pending}
            onPress={() => {
              claim();
              onCheckIn();
            }}
            data-testid="check-in"
          >
            {intl.formatMessage(checkInCardMessages.checkIn)}
          </Button>
        </div>
      )}
      {/* Always present, so a failure is announced when it appears. */}
      <div role="alert" className={styles.alertRegion}>
        {error && !pending && (
          <p className={styles.error}>
            <Icon name="errorCircle" size="sm" />
            <span {...contentProps()}>{error}</span>
          </p>
        )}
      </div>
      {state === 'checkedIn' && children && <div className={styles.attachments}>{children}</div>}
    </article>
  );
}
