import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { LearnerLive } from '@academy/contract';
import { LiveLectureCard, LiveLectureList, formatViewerTime, useToast, type LiveLectureState } from '@academy/ui';
import { api } from '../../app/api.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { formatWhen } from '../lecturing/schoolTime.ts';
import { Section } from './Section.tsx';
import { useCall } from './useCall.ts';
import { liveLectureMessages as messages } from './liveLectures.messages.ts';
import * as styles from './classInfo.css.ts';

const STATES: Record<LearnerLive['status'], LiveLectureState> = { 1: 'upcoming', 2: 'live', 3: 'ended' };

/** Opens the room in this tab (a window opened after an answer arrives is blocked as a pop-up). */
export const openRoom = (url: string) => window.location.assign(url);

/** How Remind me is kept: a class's lecture by its own calls; a live resource of the portal by its booking. */
export type LiveReminder = { set: (id: string, schoolId: string) => Promise<unknown>; unset: (id: string, schoolId: string) => Promise<unknown> };
const lectureReminder: LiveReminder = {
  set: (id, schoolId) => api.remindLive({ params: { id }, query: { schoolId } }),
  unset: (id, schoolId) => api.unremindLive({ params: { id }, query: { schoolId } }),
};

type LearnerLiveCardProps = {
  live: LearnerLive;
  schoolId: string;
  showClass?: boolean;
  headingLevel?: 2 | 3 | 4;
  onChange?: (live: LearnerLive) => void;
  /** Where Remind me is kept; null: no toggle (a visitor). */
  reminder?: LiveReminder | null;
};

/**
 * One live lecture of the learner's class: Join asks the server for the room (a BigBlueButton attendee URL or the
 * room's address; it refuses outside the window and says why), Remind me is kept on the server.
 */
export function LearnerLiveCard({ live, schoolId, showClass = false, headingLevel = 3, onChange, reminder = lectureReminder }: LearnerLiveCardProps) {
  const intl = useIntl();
  const toast = useToast();
  const [reminded, setReminded] = useState(live.reminded);
  const [pending, setPending] = useState<'join' | 'remind' | null>(null);
  const [error, setError] = useState<string | undefined>();

  const join = async () => {
    setPending('join');
    setError(undefined);
    try {
      const { url } = await api.liveJoin({ params: { id: live.id }, tenantId: schoolId });
      openRoom(url);
    } catch (failure) {
      setError(failureMessage(failure, intl.formatMessage(messages.joinFailed)));
    } finally {
      setPending(null);
    }
  };

  const remind = async (next: boolean) => {
    setPending('remind');
    setError(undefined);
    try {
      await (next ? reminder!.set : reminder!.unset)(live.id, schoolId);
      setReminded(next);
      onChange?.({ ...live, reminded: next });
      toast.show(intl.formatMessage(next ? messages.reminderSet : messages.reminderRemoved), 'success');
    } catch (failure) {
      setError(failureMessage(failure, intl.formatMessage(messages.remindFailed)));
    } finally {
      setPending(null);
    }
  };

  const state = STATES[live.status];
  return (
    <LiveLectureCard
      title={live.title}
      classTitle={showClass ? live.classTitle : undefined}
      lecturerName={live.lecturerName}
      state={state}
      when={formatWhen(intl, live.startsAt, live.timeZone)}
      ownWhen={formatViewerTime(intl, live.startsAt, live.timeZone) ?? undefined}
      joinable={live.joinable}
      joinOpensAt={formatWhen(intl, live.joinOpensAt, live.timeZone)}
      onJoin={live.room === 'none' ? undefined : () => void join()}
      joinPending={pending === 'join'}
      reminded={state === 'upcoming' && reminder ? reminded : undefined}
      onRemindChange={(next) => void remind(next)}
      remindPending={pending === 'remind'}
      replayUrl={live.replayUrl}
      error={error}
      headingLevel={headingLevel}
    />
  );
}

/** The class page's live lectures: live now and upcoming first, then the ended ones with their replays. */
export function LiveLecturesPanel({ schoolId, classId }: { schoolId: string; classId: string }) {
  const intl = useIntl();
  const call = useCall(schoolId, () => api.classLives({ params: { classId }, query: { schoolId } }), `lives:${classId}`);
  return (
    <Section title={intl.formatMessage(messages.title)} call={call} lines={2} testId="class-lives">
      {(lives) =>
        lives.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>
        ) : (
          <LiveLectureList label={intl.formatMessage(messages.title)}>
            {lives.map((live) => (
              <LearnerLiveCard key={live.id} live={live} schoolId={schoolId} />
            ))}
          </LiveLectureList>
        )
      }
    </Section>
  );
}
