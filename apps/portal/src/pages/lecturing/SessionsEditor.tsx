import { useIntl } from 'react-intl';
import { Button, DateTimeField, IconButton, Select, TextField } from '@academy/ui';
import { newSessionKey, type SessionDraft } from './classDraft.ts';
import { lecturingMessages as messages } from './lecturing.messages.ts';
import * as styles from './lecturing.css.ts';

type SessionsEditorProps = {
  sessions: SessionDraft[];
  onChange: (sessions: SessionDraft[]) => void;
  timeZone: string;
  /** The school's lecturers, for their names. */
  lecturers: readonly { userId: string; name: string | null }[];
  /** The class's lecturers (those ticked above): who may teach a session. */
  lecturerIds: readonly string[];
  /** Problem text by field path ('sessions.0.title'). */
  problem: (path: string) => string | undefined;
};

/** The class's sessions in time order: each with a title, its start and end in the school's zone, and a room. */
/** The session lecturer select's key for "every lecturer of the class" (the session's lecturerId null). */
const ALL_LECTURERS = 'all-lecturers';

export function SessionsEditor({ sessions, onChange, timeZone, lecturers, lecturerIds, problem }: SessionsEditorProps) {
  const intl = useIntl();
  const update = (index: number, change: Partial<SessionDraft>) => onChange(sessions.map((session, at) => (at === index ? { ...session, ...change } : session)));
  const add = () => {
    const last = sessions.at(-1);
    // A new session starts where the last one ended, an hour long: the usual weekly rhythm is one edit away.
    const startsAt = last?.endsAt ?? null;
    const endsAt = startsAt ? new Date(new Date(startsAt).getTime() + 60 * 60 * 1000).toISOString() : null;
    onChange([...sessions, { key: newSessionKey(), title: '', startsAt, endsAt, room: '' }]);
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage(messages.sessionsLegend)}</legend>
      {sessions.length === 0 && <p className={styles.muted}>{intl.formatMessage(messages.noSessions)}</p>}
      <ol className={styles.list}>
        {sessions.map((session, index) => {
          const path = (field: string) => `sessions.${index}.${field}`;
          const number = index + 1;
          return (
            <li key={session.key} className={styles.fieldset} aria-label={intl.formatMessage(messages.sessionNumber, { number })} data-testid="session-row">
              <div className={styles.header}>
                <span className={styles.legend}>{intl.formatMessage(messages.sessionNumber, { number })}</span>
                <IconButton icon="trash" aria-label={intl.formatMessage(messages.removeSession, { number })} onPress={() => onChange(sessions.filter((_, at) => at !== index))} />
              </div>
              <TextField label={intl.formatMessage(messages.sessionTitle)} value={session.title} onChange={(title) => update(index, { title })} isRequired errorMessage={problem(path('title'))} inputDir="auto" />
              <div className={styles.fieldRow}>
                <DateTimeField label={intl.formatMessage(messages.sessionStarts)} value={session.startsAt} onChange={(startsAt) => update(index, { startsAt })} timeZone={timeZone} isRequired errorMessage={problem(path('startsAt'))} />
                <DateTimeField label={intl.formatMessage(messages.sessionEnds)} value={session.endsAt} onChange={(endsAt) => update(index, { endsAt })} timeZone={timeZone} isRequired errorMessage={problem(path('endsAt'))} />
              </div>
              <Select
                label={intl.formatMessage(messages.sessionLecturer)}
                options={[
                  { id: ALL_LECTURERS, label: intl.formatMessage(messages.allClassLecturers) },
                  // One no longer ticked for the class stays shown, with the problem next to it, until changed.
                  ...lecturers
                    .filter((lecturer) => lecturerIds.includes(lecturer.userId) || lecturer.userId === session.lecturerId)
                    .map((lecturer) => ({ id: lecturer.userId, label: lecturer.name ?? lecturer.userId })),
                ]}
                value={session.lecturerId ?? ALL_LECTURERS}
                onChange={(key) => update(index, { lecturerId: key === null || key === ALL_LECTURERS ? null : String(key) })}
                errorMessage={problem(path('lecturerId'))}
              />
              <TextField label={intl.formatMessage(messages.sessionRoom)} description={intl.formatMessage(messages.sessionRoomHint)} value={session.room} onChange={(room) => update(index, { room })} errorMessage={problem(path('room'))} inputDir="auto" />
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" onPress={add} data-testid="add-session">
          {intl.formatMessage(messages.addSession)}
        </Button>
      </div>
    </fieldset>
  );
}
