import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { EnrolRefusal } from '@academy/contract';
import { Button, ConfirmDialog, SchoolTime, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { communityMessages as messages } from './community.messages.ts';
import { enrolRefusal } from './communityData.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import * as styles from './community.css.ts';

type Activity = { capacity: number; enrolled: number; enrolClosesAt: string | null; isEnrolled: boolean };

const REFUSALS = { full: messages.full, closed: messages.closed, already: messages.already, notEnrolled: messages.notEnrolled } satisfies Record<EnrolRefusal, unknown>;

/**
 * An activity post's places and the enrol button, or, once enrolled, the way to cancel (confirmed: the place may be
 * taken meanwhile) while enrolment is open; a refusal (full, closed, already, not enrolled) stays on the page with its reason.
 */
export function ActivityEnrol({ schoolId, postId, activity, timeZone, signedIn, onChange }: { schoolId: string; postId: string; activity: Activity; timeZone: string; signedIn: boolean; onChange: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<EnrolRefusal | null>(null);
  // Known from what the page holds (as of its opening); the server decides again on the press.
  const [openedAt] = useState(Date.now);
  const closed = activity.enrolClosesAt !== null && new Date(activity.enrolClosesAt).getTime() < openedAt;
  const full = activity.enrolled >= activity.capacity;
  const shownReason = refusal ?? (activity.isEnrolled ? null : closed ? 'closed' : full ? 'full' : null);

  const enrol = async () => {
    setPending(true);
    try {
      await api.enrollActivity({ params: { id: postId }, query: { schoolId } });
      setRefusal(null);
      toast.show(intl.formatMessage(messages.enrolledToast), 'success');
    } catch (failure) {
      const reason = enrolRefusal(failure);
      if (reason) setRefusal(reason);
      else toast.show(intl.formatMessage(messages.failed), 'error');
    } finally {
      setPending(false);
      onChange();
    }
  };

  const [confirming, setConfirming] = useState(false);
  // A refusal (closed meanwhile, cancelled in another tab) closes the dialog and stays on the page with its reason;
  // any other failure keeps the dialog open with its message, to try again.
  const cancel = async () => {
    try {
      await api.cancelActivityEnrollment({ params: { id: postId }, query: { schoolId } });
      setRefusal(null);
      toast.show(intl.formatMessage(messages.cancelledToast), 'success');
    } catch (failure) {
      const reason = enrolRefusal(failure);
      if (!reason) throw failure;
      setRefusal(reason);
    } finally {
      onChange();
    }
  };

  return (
    <div className={styles.actions} data-testid="activity">
      <p role="status" data-testid="activity-places">
        {intl.formatMessage(messages.places, { enrolled: activity.enrolled, capacity: activity.capacity })}
        {activity.enrolClosesAt && !closed && <> · {intl.formatMessage(messages.closesAt, { date: <SchoolTime key="closes" time={activity.enrolClosesAt} timeZone={timeZone} /> })}</>}
      </p>
      {signedIn && (activity.isEnrolled ? (
        <>
          <strong>{intl.formatMessage(messages.enrolled)}</strong>
          {!closed && <Button variant="secondary" onPress={() => setConfirming(true)}>{intl.formatMessage(messages.cancelEnrolment)}</Button>}
        </>
      ) : (
        <Button variant="primary" isPending={pending} isDisabled={closed || full} onPress={() => void enrol()}>{intl.formatMessage(messages.enrol)}</Button>
      ))}
      {/* Announced when a press was refused; a full or closed activity just says so. */}
      {shownReason && <p role={refusal ? 'alert' : undefined} className={styles.excerpt} data-testid="activity-refusal">{intl.formatMessage(REFUSALS[shownReason])}</p>}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        variant="destructive"
        title={intl.formatMessage(messages.cancelTitle)}
        confirmLabel={intl.formatMessage(messages.cancelEnrolment)}
        cancelLabel={intl.formatMessage(messages.keepPlace)}
        onConfirm={cancel}
        errorMessage={(error) => failureMessage(error, intl.formatMessage(messages.failed))}
      >
        {intl.formatMessage(messages.cancelBody)}
      </ConfirmDialog>
    </div>
  );
}
