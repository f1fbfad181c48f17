import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ToggleButton } from 'react-aria-components';
import { contentProps } from '../../content/contentProps.ts';
import { Button } from '../Button/index.ts';
import { button } from '../Button/Button.css.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { Link } from '../Link/index.ts';
import { StatusBadge, type StatusTone } from '../StatusBadge/index.ts';
import * as styles from './LiveLectureCard.css.ts';
import { liveLectureCardMessages as messages } from './LiveLectureCard.messages.ts';

/** A live lecture as a learner sees it: not started, running now, or over. */
export type LiveLectureState = 'upcoming' | 'live' | 'ended';

export type LiveLectureCardProps = {
  /** The lecture's title, as the lecturer wrote it. */
  title: string;
  /** The class it belongs to (My learning lists several classes' lectures). */
  classTitle?: string;
  /** Who gives it, as the school wrote the name; no line when unknown. */
  lecturerName?: string | null;
  /** `upcoming`, `live` or `ended`: the badge, and which action the card offers. */
  state: LiveLectureState;
  /** When it takes place in the school's time zone, already formatted. */
  when: string;
  /** The same in the viewer's own zone, when it differs (already formatted). */
  ownWhen?: string;
  /** The room is open to the learner now (upcoming lectures open a few minutes early). */
  joinable?: boolean;
  /** When the room opens (upcoming, not joinable yet), already formatted. */
  joinOpensAt?: string;
  /** Called by Join (upcoming in the join window, or live): the page opens the room. */
  onJoin?: () => void;
  /** Opening the room is under way: Join waits. */
  joinPending?: boolean;
  /** Remind me (upcoming): set or not; left out, no remind toggle. */
  reminded?: boolean;
  /** Called by the Remind me toggle with the new choice. */
  onRemindChange?: (remind: boolean) => void;
  /** Saving the reminder is under way: the toggle waits. */
  remindPending?: boolean;
  /** The recording of an ended lecture. */
  replayUrl?: string | null;
  /** Why the last action failed (the server's message), announced. */
  error?: string;
  /** The title's heading level in the page outline (h3 under a section's h2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** An extra class on the card's outer box (its place in a page layout). */
  className?: string;
};

const badges = {
  upcoming: { tone: 'neutral', icon: 'calendar', message: messages.upcoming },
  live: { tone: 'danger', icon: 'play', message: messages.live },
  ended: { tone: 'success', icon: 'checkCircle', message: messages.ended },
} as const satisfies Record<LiveLectureState, { tone: StatusTone; icon: IconName; message: unknown }>;

/**
 * One live lecture of a learner's class: its status, when it is (in the school's zone, and the viewer's own when it
 * differs), and the one thing to do — Remind me and Join (enabled in the join window) while upcoming, Join while it is
 * live, Watch the replay once it has ended.
 */
export function LiveLectureCard(props: LiveLectureCardProps) {
  const { title, classTitle, lecturerName, state, when, ownWhen, joinable = state === 'live', joinOpensAt, onJoin, joinPending = false, reminded, onRemindChange, remindPending = false, replayUrl, error, headingLevel = 3, className } = props;
  const intl = useIntl();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const badge = badges[state];

  let actions: ReactNode = null;
  if (state === 'ended') {
    actions = replayUrl ? (
      <Link href={replayUrl} newTab>
        {intl.formatMessage(messages.replay)}
      </Link>
    ) : (
      <span>{intl.formatMessage(messages.noReplay)}</span>
    );
  } else {
    actions = (
      <>
        {onJoin && (
          <Button variant={state === 'live' || joinable ? 'primary' : 'secondary'} isDisabled={!joinable} isPending={joinPending} onPress={onJoin} aria-describedby={!joinable && joinOpensAt ? `${id}-opens` : undefined} data-testid="live-join">
            <Icon name="play" size="sm" />
            {intl.formatMessage(messages.join)}
          </Button>
        )}
        {state === 'upcoming' && reminded !== undefined && onRemindChange && (
          <ToggleButton
            className={button({ variant: reminded ? 'primary' : 'secondary', size: 'md' })}
            isSelected={reminded}
            isDisabled={remindPending}
            onChange={onRemindChange}
            data-testid="live-remind"
          >
            <Icon name={reminded ? 'checkCircle' : 'clock'} size="sm" />
            {intl.formatMessage(reminded ? messages.reminded : messages.remind)}
          </ToggleButton>
        )}
      </>
    );
  }

  return (
    <article aria-labelledby={`${id}-title`} className={[styles.card, className].filter(Boolean).join(' ')} data-state={state}>
      <div className={styles.head}>
        <div className={styles.titleBox}>
          <Heading id={`${id}-title`} {...contentProps(styles.title)}>
            {title}
          </Heading>
          {classTitle && <p {...contentProps(styles.classTitle)}>{classTitle}</p>}
        </div>
        <StatusBadge tone={badge.tone} icon={badge.icon} label={intl.formatMessage(badge.message)} />
      </div>
      <div className={styles.details}>
        <p className={styles.detail}>
          <Icon name="calendar" size="sm" />
          <span>{when}</span>
        </p>
        {ownWhen && (
          <p className={styles.detail}>
            <Icon name="globe" size="sm" />
            <span>{intl.formatMessage(messages.yourTime, { when: ownWhen })}</span>
          </p>
        )}
        {lecturerName && (
          <p className={styles.detail}>
            <Icon name="user" size="sm" />
            <span>{intl.formatMessage(messages.lecturer, { name: lecturerName })}</span>
          </p>
        )}
        {state === 'upcoming' && !joinable && joinOpensAt && (
          <p className={styles.detail} id={`${id}-opens`}>
            <Icon name="clock" size="sm" />
            <span>{intl.formatMessage(messages.joinOpens, { when: joinOpensAt })}</span>
          </p>
        )}
      </div>
      <div className={styles.actions}>{actions}</div>
      <div role="alert" className={styles.alertRegion}>
        {error && (
          <p className={styles.error}>
            <Icon name="errorCircle" size="sm" />
            <span {...contentProps()}>{error}</span>
          </p>
        )}
      </div>
    </article>
  );
}

export type LiveLectureListProps = {
  /** The cards, one per lecture (keyed by the caller). */
  children: ReactNode;
  /** Accessible name of the list; "Live lectures" by default. */
  label?: string;
  /** An extra class on the card's outer box (its place in a page layout). */
  className?: string;
};

/** Live lectures as a list (soonest first is the caller's order); each child is a LiveLectureCard. */
export function LiveLectureList({ children, label, className }: LiveLectureListProps) {
  const intl = useIntl();
  const items = Array.isArray(children) ? children : [children];
  return (
    <ul aria-label={label ?? intl.formatMessage(messages.listLabel)} className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((child, index) => (
        <li key={(child as { key?: string | null })?.key ?? index}>{child}</li>
      ))}
    </ul>
  );
}
