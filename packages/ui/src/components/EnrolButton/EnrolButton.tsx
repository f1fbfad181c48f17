import { useIntl } from 'react-intl';
import { resourceStatusMessages } from '../../messages/resource.messages.ts';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { DialogTrigger } from '../Dialog/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { StatusBadge } from '../StatusBadge/index.ts';
import * as styles from './EnrolButton.css.ts';
import { enrolButtonMessages } from './EnrolButton.messages.ts';
import { useFocusAfterChange } from '../../hooks/useFocusAfterChange.ts';

/** Where the learner stands with a class: may enrol, is enrolled, or why not. */
export type EnrolState = 'open' | 'enrolled' | 'full' | 'notYetOpen' | 'closed' | 'ended';

export type EnrolButtonProps = {
  state: EnrolState;
  /** The enrol or un-enrol call is under way: the button shows a spinner at its width. */
  pending?: boolean;
  /** When enrolment opens, already formatted (notYetOpen). */
  opensAt?: string;
  /** Free places, shown next to Enrol; null or absent when the class has no limit. */
  seatsLeft?: number | null;
  onEnrol: () => void;
  /** Called after the learner confirms; a returned promise keeps the dialog busy, and a rejection shows in it. */
  onUnenrol: () => void | Promise<unknown>;
  className?: string;
};

const notices = {
  full: { icon: 'lock', message: enrolButtonMessages.full },
  closed: { icon: 'lock', message: enrolButtonMessages.closed },
  notYetOpen: { icon: 'clock', message: enrolButtonMessages.notYetOpen },
  ended: { icon: 'checkCircle', message: enrolButtonMessages.ended },
} as const satisfies Record<Exclude<EnrolState, 'open' | 'enrolled'>, { icon: IconName; message: unknown }>;

/**
 * The learner's enrolment action on a class page: Enrol (with the seats left), or the Enrolled status with
 * Un-enrol behind a confirmation, or — when neither is possible — the reason in words, never a silent disabled
 * button. State changes are announced (a status region), and focus moves to the new control.
 */
export function EnrolButton({ state, pending = false, opensAt, seatsLeft, onEnrol, onUnenrol, className }: EnrolButtonProps) {
  const intl = useIntl();
  const { ref, claim } = useFocusAfterChange<HTMLDivElement>(state);

  const status = () => {
    if (state === 'open') return seatsLeft != null ? <span className={styles.seats}>{intl.formatMessage(enrolButtonMessages.seatsLeft, { count: seatsLeft })}</span> : null;
    if (state === 'enrolled') return <StatusBadge tone="success" label={intl.formatMessage(resourceStatusMessages.enrolled)} />;
    const { icon, message } = notices[state];
    const text = state === 'notYetOpen' && opensAt ? intl.formatMessage(enrolButtonMessages.opensAt, { when: opensAt }) : intl.formatMessage(message);
    return (
      // Focusable by script only: where focus goes when the Enrol button gives way to this reason.
      <span className={styles.notice} tabIndex={-1} data-focus-target data-testid="enrol-notice">
        <Icon name={icon} size="sm" />
        {text}
      </span>
    );
  };

  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} data-state={state}>
      {/* Always present, so a change (Enrolled, This class is full) is announced. */}
      <div role="status" className={styles.status}>
        {status()}
      </div>
      {state === 'open' && (
        <Button variant="primary" isPending={pending} onPress={onEnrol} data-testid="enrol">
          {intl.formatMessage(enrolButtonMessages.enrol)}
        </Button>
      )}
      {state === 'enrolled' && (
        <DialogTrigger>
          <Button variant="secondary" isPending={pending} data-testid="unenrol">
            {intl.formatMessage(enrolButtonMessages.unenrol)}
          </Button>
          <ConfirmDialog
            variant="destructive"
            title={intl.formatMessage(enrolButtonMessages.confirmTitle)}
            confirmLabel={intl.formatMessage(enrolButtonMessages.unenrol)}
            onConfirm={() => {
              claim();
              return onUnenrol();
            }}
          >
            <p>{intl.formatMessage(enrolButtonMessages.confirmBody)}</p>
          </ConfirmDialog>
        </DialogTrigger>
      )}
    </div>
  );
}
