import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { EnrolRefusal } from '@academy/contract';
import { Button, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { communityMessages as messages } from './community.messages.ts';
import { enrolRefusal } from './communityData.ts';
import * as styles from './community.css.ts';

type Activity = { capacity: number; enrolled: number; enrolClosesAt: string | null; isEnrolled: boolean };

const REFUSALS = { full: messages.full, closed: messages.closed, already: messages.already } satisfies Record<EnrolRefusal, unknown>;

/** An activity post's places and the enrol button; a refusal (full, closed, already) stays on the page with its reason. */
export function ActivityEnrol({ schoolId, postId, activity, signedIn, onChange }: { schoolId: string; postId: string; activity: Activity; signedIn: boolean; onChange: () => void }) {
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

  return (
    <div className={styles.actions} data-testid="activity">
      <p role="status" data-testid="activity-places">
        {intl.formatMessage(messages.places, { enrolled: activity.enrolled, capacity: activity.capacity })}
        {activity.enrolClosesAt && !closed && ` · ${intl.formatMessage(messages.closesAt, { date: intl.formatDate(activity.enrolClosesAt, { dateStyle: 'medium', timeStyle: 'short' }) })}`}
      </p>
      {signedIn && (activity.isEnrolled ? (
        <strong>{intl.formatMessage(messages.enrolled)}</strong>
      ) : (
        <Button variant="primary" isPending={pending} isDisabled={closed || full} onPress={() => void enrol()}>{intl.formatMessage(messages.enrol)}</Button>
      ))}
      {/* Announced when a press was refused; a full or closed activity just says so. */}
      {shownReason && <p role={refusal ? 'alert' : undefined} className={styles.excerpt} data-testid="activity-refusal">{intl.formatMessage(REFUSALS[shownReason])}</p>}
    </div>
  );
}
