import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Banner, Button, ConfirmDialog, contentProps, isolate } from '@academy/ui';
import { api } from '../../../app/api.ts';
import { useSchoolTime } from '../../lecturing/schoolTime.ts';
import { Section } from '../Section.tsx';
import { useCall } from '../useCall.ts';
import { classInfoMessages as messages } from '../classInfo.messages.ts';
import * as styles from '../classInfo.css.ts';
import { failureMessage } from '../../../app/failureMessage.ts';

type Sent = Awaited<ReturnType<typeof api.sendReminders>>;

type FeedbackRecordsPanelProps = { classId: string; questionnaireId: string; timeZone: string; anonymous: boolean; onReminded: () => void };

/**
 * Who answered and who has not (named surveys: by name; anonymous: counts only), every reminder sent, and the way
 * to remind those who have not answered — at most once a day each, which the server enforces.
 */
export function FeedbackRecordsPanel({ classId, questionnaireId, timeZone, anonymous, onReminded }: FeedbackRecordsPanelProps) {
  const intl = useIntl();
  const { schoolId = '' } = useParams();
  const time = useSchoolTime(timeZone);
  const call = useCall(schoolId, () => api.feedbackRecords({ params: { id: questionnaireId }, tenantId: schoolId }), `records:${questionnaireId}`);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);

  const remind = async () => {
    const result = await api.sendReminders({ body: { classId, questionnaireId }, tenantId: schoolId });
    setSent(result);
    call.reload();
    onReminded();
  };
  const names = (list: string[]) => intl.formatList(list.map(isolate), { type: 'conjunction' });

  return (
    <>
    <Section
      title={intl.formatMessage(messages.recordsTitle)}
      call={call}
      testId="feedback-records"
      headingLevel={4}
      action={
        <Button variant="secondary" onPress={() => setConfirming(true)} isDisabled={!call.data} data-testid="send-reminders">
          {intl.formatMessage(messages.sendReminders)}
        </Button>
      }
    >
      {(records) => (
        <div className={styles.stack}>
          {sent && (
            <Banner tone={sent.reminded > 0 ? 'success' : 'info'} title={intl.formatMessage(messages.remindedCount, { count: sent.reminded })} onClose={() => setSent(null)}>
              <div className={styles.tightStack} data-testid="reminded-now">
                {sent.names.length > 0 && <span>{intl.formatMessage(messages.remindedNames, { names: names(sent.names) })}</span>}
                {sent.skippedRecent > 0 && <span>{intl.formatMessage(messages.skippedRecent, { count: sent.skippedRecent })}</span>}
              </div>
            </Banner>
          )}
          <p className={styles.muted}>{intl.formatMessage(messages.responsesOf, { responses: records.responseCount, enrolled: records.enrolledCount, rate: records.enrolledCount ? records.responseCount / records.enrolledCount : 0 })}</p>
          {anonymous ? (
            <p className={styles.muted}>{intl.formatMessage(messages.anonymousRecords)}</p>
          ) : (
            <div className={styles.sections}>
              <div className={styles.tightStack}>
                <h5 className={styles.itemTitle}>{intl.formatMessage(messages.answeredList, { count: records.respondents.length })}</h5>
                {records.respondents.length === 0 ? (
                  <p className={styles.muted}>{intl.formatMessage(messages.nobodyYet)}</p>
                ) : (
                  <ul className={styles.list} data-testid="respondents">
                    {records.respondents.map((person) => (
                      <li key={person.userId} className={styles.row}>
                        <span {...contentProps()}>{person.name ?? person.userId}</span>
                        <span className={styles.muted}>{time.dateTime(person.submittedAt)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className={styles.tightStack}>
                <h5 className={styles.itemTitle}>{intl.formatMessage(messages.pendingList, { count: records.pending.length })}</h5>
                {records.pending.length === 0 ? (
                  <p className={styles.muted}>{intl.formatMessage(messages.everyoneAnswered)}</p>
                ) : (
                  <ul className={styles.list} data-testid="pending">
                    {records.pending.map((person) => (
                      <li key={person.userId} className={styles.row}>
                        <span {...contentProps()}>{person.name ?? person.userId}</span>
                        {person.lastRemindedAt && <span className={styles.muted}>{intl.formatMessage(messages.remindedOn, { date: time.dateTime(person.lastRemindedAt) })}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          )}
          <div className={styles.tightStack}>
            <h5 className={styles.itemTitle}>{intl.formatMessage(messages.reminderLog)}</h5>
            {records.reminders.length === 0 ? (
              <p className={styles.muted}>{intl.formatMessage(messages.noReminders)}</p>
            ) : (
              <ul className={styles.list} data-testid="reminder-log">
                {records.reminders.map((batch) => (
                  <li key={batch.sentAt} className={styles.listItem}>
                    <span>{intl.formatMessage(messages.reminderEntry, { date: time.dateTime(batch.sentAt), count: batch.count, by: isolate(batch.sentBy ?? '—') })}</span>
                    {batch.names.length > 0 && <span {...contentProps(styles.muted)}>{names(batch.names)}</span>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </Section>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(messages.remindTitle)}
        confirmLabel={intl.formatMessage(messages.sendReminders)}
        onConfirm={remind}
        errorMessage={(error) => (failureMessage(error, undefined))}
      >
        {intl.formatMessage(messages.remindBody)}
      </ConfirmDialog>
    </>
  );
}
