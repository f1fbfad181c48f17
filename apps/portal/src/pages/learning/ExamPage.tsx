import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { ExamAnswer, ExamAttempt, ExamOverview } from '@academy/contract';
import { isResourceId, localizedName, loginUrl } from '@academy/rules';
import { AttemptSummary, Button, ConfirmDialog, ExamQuestion, ExamTimer, Link, isExamAnswered } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { useLoaderState } from '../../app/loaderState.ts';
import { examMessages as messages } from './exam.messages.ts';
import { classQuery, examClass } from './examClass.ts';
import * as styles from './learning.css.ts';

type ExamData = { overview: ExamOverview; attempt: ExamAttempt | null };

/** The exam's own page: /portal/{school}/exam/{id} (this page's address without /take). */
const examPath = (pathname: string) => pathname.replace(/\/take$/, '');

/**
 * /portal/{schoolId}/exam/{id}/take (issue 33): the exam's rules before starting, the attempt in progress (it always
 * opens again: the server keeps it), or an attempt's result (?attempt=id).
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<ExamData> {
  const url = new URL(request.url);
  const examId = params.resourceId ?? '';
  const query = { schoolId: params.schoolId ?? '' };
  if (!isResourceId(examId)) throw redirect('/404');
  const refused = (error: unknown): never => {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
    if (error instanceof ApiError && error.status === 403) throw redirect('/403');
    if (error instanceof ApiError && error.status === 404) throw redirect('/404');
    throw redirect(`/abnormal/${error instanceof ApiError ? error.status : 503}`);
  };
  const overview = await api.examOverview({ params: { id: examId }, query }).catch(refused);
  const attemptId = overview.openAttemptId ?? url.searchParams.get('attempt');
  const attempt = attemptId ? await api.examAttempt({ params: { id: attemptId }, query }).catch(refused) : null;
  return { overview, attempt };
}

export function Component() {
  const [data, setData] = useLoaderState<ExamData>();
  const { schoolId = '' } = useParams();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { overview, attempt } = data;
  const name = localizedName({ name: overview.name, nameEn: overview.nameEn }, locale) || overview.name;
  const back = `${examPath(window.location.pathname)}${classQuery(window.location.search)}`;
  const show = (next: ExamAttempt) => setData((current) => ({ ...current, attempt: next }));

  const start = async () => {
    setStarting(true);
    setProblem(null);
    try {
      const classId = examClass(window.location.search);
      show(await api.startAttempt({ params: { id: overview.examId }, query: classId ? { schoolId, classId } : { schoolId } }));
    } catch (error) {
      setProblem(failureMessage(error, intl.formatMessage(messages.startFailed)));
    } finally {
      setStarting(false);
    }
  };

  if (attempt?.state === 'inProgress') return <Player key={attempt.attemptId} name={name} attempt={attempt} schoolId={schoolId} onAttempt={show} />;

  if (attempt?.result) {
    const { result } = attempt;
    return (
      <div className={styles.exam}>
        <h1 className={styles.examTitle} dir="auto">
          {name}
        </h1>
        <AttemptSummary {...result} state={result.state === 'inProgress' ? 'submitted' : result.state} questions={attempt.questions} />
        <Link href={back}>{intl.formatMessage(messages.backToExam)}</Link>
      </div>
    );
  }

  const { settings } = overview;
  const switchRule =
    settings.allowedSwitchScreenTimes === 0
      ? intl.formatMessage(messages.switchRuleNone, { seconds: settings.switchScreenTolerateTime })
      : intl.formatMessage(settings.switchScreenSumbitFlag ? messages.switchRuleSubmit : messages.switchRuleRecorded, { seconds: settings.switchScreenTolerateTime, allowed: settings.allowedSwitchScreenTimes });
  const rules: [string, string][] = [
    [intl.formatMessage(messages.duration), intl.formatMessage(messages.durationValue, { minutes: settings.durationMinutes })],
    [intl.formatMessage(messages.questions), intl.formatNumber(overview.questionCount)],
    [intl.formatMessage(messages.attemptsLeft), intl.formatMessage(messages.attemptsLeftValue, { left: overview.attemptsLeft, allowed: settings.attemptsAllowed })],
    [intl.formatMessage(messages.passMark), intl.formatMessage(messages.passMarkValue, { passMark: settings.passMark })],
    [intl.formatMessage(messages.switchRule), switchRule],
  ];
  return (
    <div className={styles.exam}>
      <h1 className={styles.examTitle} dir="auto">
        {name}
      </h1>
      <section aria-labelledby="exam-rules" className={styles.examCard}>
        <h2 id="exam-rules" className={styles.examHeading}>
          {intl.formatMessage(messages.rulesTitle)}
        </h2>
        <dl className={styles.rules}>
          {rules.map(([term, value]) => (
            <div key={term} className={styles.rule}>
              <dt className={styles.ruleTerm}>{term}</dt>
              <dd className={styles.ruleValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <div role="alert" className={styles.examAlert}>
          {problem && <p>{problem}</p>}
        </div>
        {!overview.canTake ? (
          <p>{intl.formatMessage(messages.cannotTake)}</p>
        ) : overview.attemptsLeft > 0 ? (
          <div>
            <Button variant="primary" isPending={starting} onPress={() => void start()}>
              {intl.formatMessage(messages.start)}
            </Button>
          </div>
        ) : (
          <p>{intl.formatMessage(messages.noAttemptsLeft)}</p>
        )}
        {overview.lastAttemptId && <Link href={`?${new URLSearchParams({ attempt: overview.lastAttemptId })}`}>{intl.formatMessage(messages.lastResult)}</Link>}
      </section>
      <Link href={back}>{intl.formatMessage(messages.backToExam)}</Link>
    </div>
  );
}

type SaveState = 'saved' | 'saving' | 'failed';
const TEXT_SAVE_DELAY_MS = 600;
const RETRY_MS = 3000;

/**
 * The attempt in progress: its questions, answers saved as the learner goes (choices at once, text a moment after
 * typing stops; a failed save is sent again), the time left on the server's clock (submitted at the deadline), the
 * screen switches the server counted, and Submit after a confirmation.
 */
function Player({ name, attempt, schoolId, onAttempt }: { name: string; attempt: ExamAttempt; schoolId: string; onAttempt: (attempt: ExamAttempt) => void }) {
  const intl = useIntl();
  const [answers, setAnswers] = useState<Record<string, ExamAnswer>>(attempt.answers);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [confirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [switchNote, setSwitchNote] = useState('');
  const query = { schoolId };
  // Answers not yet stored on the server, by question, and their timers.
  const unsaved = useRef(new Map<string, ExamAnswer>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const done = useRef(false);

  const saveOne = useCallback(
    async (questionId: string) => {
      const answer = unsaved.current.get(questionId);
      if (!answer || done.current) return;
      setSaveState('saving');
      try {
        await api.saveAnswer({ params: { id: attempt.attemptId, questionId }, query, body: answer });
        // Only when nothing newer came meanwhile.
        if (unsaved.current.get(questionId) === answer) unsaved.current.delete(questionId);
        setSaveState(unsaved.current.size ? 'saving' : 'saved');
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          // The attempt is over (its deadline, or submitted elsewhere): show where it stands.
          done.current = true;
          onAttempt(await api.examAttempt({ params: { id: attempt.attemptId }, query }));
          return;
        }
        setSaveState('failed');
        if (error instanceof ApiError && error.status < 500 && error.status !== 408 && error.status !== 429) return;
        timers.current.set(questionId, setTimeout(() => void saveOne(questionId), RETRY_MS));
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attempt.attemptId, schoolId],
  );

  const change = (questionId: string, kind: string, answer: ExamAnswer) => {
    setAnswers((current) => ({ ...current, [questionId]: answer }));
    unsaved.current.set(questionId, answer);
    setSaveState('saving');
    clearTimeout(timers.current.get(questionId));
    const typed = kind === 'fillBlank' || kind === 'shortAnswer';
    if (typed) timers.current.set(questionId, setTimeout(() => void saveOne(questionId), TEXT_SAVE_DELAY_MS));
    else void saveOne(questionId);
  };

  const flush = async () => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    await Promise.all([...unsaved.current.keys()].map((questionId) => saveOne(questionId)));
  };

  const submit = async () => {
    await flush();
    done.current = true;
    onAttempt(await api.submitAttempt({ params: { id: attempt.attemptId }, query }));
  };

  // Screen switches: hidden or blurred, then back after the exam's tolerance → the server counts one.
  useEffect(() => {
    let leftAt: number | null = null;
    const leave = () => {
      leftAt ??= Date.now();
    };
    const back = () => {
      if (leftAt === null || done.current) return;
      const awaySeconds = (Date.now() - leftAt) / 1000;
      leftAt = null;
      if (awaySeconds < attempt.settings.switchScreenTolerateTime) return;
      void api
        .screenSwitch({ params: { id: attempt.attemptId }, query, body: { awaySeconds: Math.min(awaySeconds, 86_400) } })
        .then((next) => {
          if (next.state !== 'inProgress') {
            done.current = true;
            onAttempt(next);
            return;
          }
          if (next.switchesLeft !== null) setSwitchNote(intl.formatMessage(messages.switchCounted, { left: next.switchesLeft }));
          onAttempt(next);
        })
        .catch(() => undefined);
    };
    const visibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt.attemptId]);

  // Leaving with answers unsaved: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.current.size) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const answered = attempt.questions.filter((question) => isExamAnswered(answers[question.id])).length;
  const total = attempt.questions.length;
  return (
    <div className={styles.exam}>
      <div className={styles.examBar}>
        <h1 className={styles.examTitle} dir="auto">
          {name}
        </h1>
        <ExamTimer deadline={attempt.deadline} serverTime={attempt.serverTime} onExpire={() => void submit().catch(() => undefined)} />
        {attempt.switchesLeft !== null && <p className={styles.examMeta} data-testid="switches-left">{intl.formatMessage(messages.switchesLeft, { left: attempt.switchesLeft })}</p>}
        <p className={styles.examMeta}>{intl.formatMessage(messages.answered, { answered, total })}</p>
        <p role="status" className={styles.examMeta} data-save-state={saveState}>
          {intl.formatMessage(saveState === 'saved' ? messages.saved : saveState === 'saving' ? messages.saving : messages.saveFailed)}
        </p>
      </div>
      <div role="alert" className={styles.examAlert}>
        {switchNote && <p>{switchNote}</p>}
      </div>
      <ol className={styles.examQuestions}>
        {attempt.questions.map((question, index) => (
          <li key={question.id}>
            <ExamQuestion question={question} number={index + 1} answer={answers[question.id] ?? null} onChange={(answer) => change(question.id, question.kind, answer)} headingLevel={2} />
          </li>
        ))}
      </ol>
      <div>
        <Button variant="primary" onPress={() => setConfirming(true)}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        variant="neutral"
        title={intl.formatMessage(messages.confirmTitle)}
        confirmLabel={intl.formatMessage(messages.submit)}
        cancelLabel={intl.formatMessage(messages.keepAnswering)}
        onConfirm={async () => {
          setSubmitError(null);
          await submit();
        }}
        errorMessage={(error) => failureMessage(error, intl.formatMessage(messages.submitFailed))}
        error={submitError}
      >
        {intl.formatMessage(messages.confirmBody, { answered, total })}
      </ConfirmDialog>
    </div>
  );
}
