import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { LearnerQuestionnaire } from '@academy/contract';
import { validateSurveyAnswers, type SurveyAnswerProblemCode, type SurveyAnswers } from '@academy/rules';
import { Banner, Button, Questionnaire, contentProps, useToast } from '@academy/ui';
import { api } from '../../../app/api.ts';
import { useSchoolTime } from '../../lecturing/schoolTime.ts';
import { answersToSend, forgetSurveyDraft, readSurveyDraft, storeSurveyDraft } from './surveyDraft.ts';
import { problemsByQuestion } from './surveyProblems.ts';
import { classInfoMessages as messages } from '../classInfo.messages.ts';
import * as styles from '../classInfo.css.ts';
import { failureMessage } from '../../../app/failureMessage.ts';

const PROBLEM: Record<SurveyAnswerProblemCode, MessageDescriptor> = {
  required: messages.problemRequired,
  unknownQuestion: messages.problemUnknownQuestion,
  unknownOption: messages.problemUnknownOption,
  wrongKind: messages.problemWrongKind,
  tooLong: messages.problemTooLong,
  ratingRange: messages.problemRatingRange,
  duplicateOption: messages.problemDuplicateOption,
};

type SurveyFormProps = {
  questionnaire: LearnerQuestionnaire;
  schoolId: string;
  userId: string;
  /** The answers are stored: the page reloads the questionnaire (now answered). */
  onSent: () => void;
  /** Level of the questionnaire's title in the page outline. */
  headingLevel: 1 | 2 | 3;
};

/**
 * A learner's questionnaire: the form while it is open and unanswered (what is typed is kept in this browser until
 * the server has it), else what happened — answered (with the answers, for a named survey), closed or not open yet.
 */
export function SurveyForm({ questionnaire, schoolId, userId, onSent, headingLevel }: SurveyFormProps) {
  const intl = useIntl();
  const time = useSchoolTime(questionnaire.timeZone);
  const { id, classId, questions } = questionnaire;
  const answered = questionnaire.answerTimes > 0;
  const Heading = `h${headingLevel}` as const;
  const heading = <Heading {...contentProps(headingLevel === 1 ? styles.title : styles.sectionTitle)}>{questionnaire.title}</Heading>;

  if (answered) {
    return (
      <div className={styles.stack} data-testid="survey-answered">
        <Banner tone="success" title={intl.formatMessage(messages.answeredTitle)}>
          {questionnaire.submittedAt ? intl.formatMessage(messages.answeredOn, { date: time.dateTime(questionnaire.submittedAt) }) : null}
        </Banner>
        {questionnaire.myAnswers ? (
          <Questionnaire title={questionnaire.title} description={questionnaire.description || undefined} questions={questions.map(toQuestion)} answers={questionnaire.myAnswers} onChange={() => {}} onSubmit={() => {}} readOnly headingLevel={headingLevel} />
        ) : (
          <>
            {heading}
            <p className={styles.muted}>{intl.formatMessage(messages.anonymousNotShown)}</p>
          </>
        )}
      </div>
    );
  }
  if (questionnaire.state !== 'open') {
    return (
      <div className={styles.stack} data-testid="survey-unavailable">
        {heading}
        <Banner tone="info" title={intl.formatMessage(questionnaire.state === 'closed' ? messages.closedTitle : messages.notOpenTitle)}>
          {intl.formatMessage(questionnaire.state === 'closed' ? messages.closedOn : messages.opensOn, { date: time.dateTime(questionnaire.state === 'closed' ? questionnaire.closesAt : questionnaire.opensAt) })}
        </Banner>
      </div>
    );
  }
  return <OpenSurvey key={`${userId}:${id}`} questionnaire={questionnaire} schoolId={schoolId} userId={userId} classId={classId} onSent={onSent} headingLevel={headingLevel} closesAt={time.dateTime(questionnaire.closesAt)} />;
}

const toQuestion = (question: LearnerQuestionnaire['questions'][number]) => ({ ...question, maxLength: question.maxLength ?? undefined });

function OpenSurvey({ questionnaire, schoolId, userId, classId, onSent, headingLevel, closesAt }: SurveyFormProps & { classId: string; closesAt: string }) {
  const intl = useIntl();
  const toast = useToast();
  const { id, questions } = questionnaire;
  const [answers, setAnswers] = useState<SurveyAnswers>(() => readSurveyDraft(userId, id, questions) ?? {});
  const [restored, setRestored] = useState(() => Object.keys(answers).length > 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (Object.keys(answersToSend(questions, answers)).length > 0) storeSurveyDraft(userId, id, answers);
    else forgetSurveyDraft(userId, id);
  }, [answers, questions, userId, id]);

  const change = (next: SurveyAnswers) => {
    setAnswers(next);
    // A problem goes once its question has been changed.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([questionId]) => next[questionId] === answers[questionId])));
  };

  const send = async () => {
    const body = answersToSend(questions, answers);
    const problems = validateSurveyAnswers(questions, body);
    setFormError(undefined);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.questionId, intl.formatMessage(PROBLEM[problem.code])])));
      return;
    }
    setSending(true);
    try {
      await api.submitAnswers({ params: { classId, qid: id }, body: { answers: body }, tenantId: schoolId });
      forgetSurveyDraft(userId, id);
      toast.show(intl.formatMessage(messages.sentToast), 'success');
      onSent();
    } catch (error) {
      // Everything typed stays in the form and in this browser for another try.
      const byQuestion = problemsByQuestion(error);
      setErrors(Object.fromEntries(Object.entries(byQuestion).map(([questionId, problem]) => [questionId, problem.code ? intl.formatMessage(PROBLEM[problem.code]) : problem.message])));
      setFormError(failureMessage(error, intl.formatMessage(messages.sendFailed)));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.stack} data-testid="survey-form">
      <p className={styles.muted}>{intl.formatMessage(messages.closesOn, { date: closesAt })}</p>
      {restored && (
        <Banner tone="info" title={intl.formatMessage(messages.restoredTitle)}>
          <div className={styles.row}>
            <span>{intl.formatMessage(messages.restoredBody)}</span>
            <Button variant="quiet" size="sm" onPress={() => { forgetSurveyDraft(userId, id); setAnswers({}); setErrors({}); setRestored(false); }}>
              {intl.formatMessage(messages.clearAnswers)}
            </Button>
          </div>
        </Banner>
      )}
      <Questionnaire
        title={questionnaire.title}
        description={questionnaire.description || undefined}
        questions={questions.map(toQuestion)}
        answers={answers}
        onChange={change}
        errors={errors}
        formError={formError}
        onSubmit={() => void send()}
        submitting={sending}
        anonymous={questionnaire.anonymous}
        headingLevel={headingLevel}
      />
    </div>
  );
}
