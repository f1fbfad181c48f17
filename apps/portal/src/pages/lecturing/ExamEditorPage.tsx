import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { ExamDraft } from '@academy/contract';
import { EXAM_AUTHORING_LIMITS, totalPoints } from '@academy/rules';
import { Banner, Button, QuestionEditor, Switch, TextField, contentProps } from '@academy/ui';
import { api } from '../../app/api.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { classIdOf } from './ClassExamsPage.tsx';
import { badNumbers, blankQuestion, formOf, inputOf, moved, type ExamForm, type FlagField, type NumberField } from './examDraft.ts';
import { lecturingSchool, pageError, useLecturing } from './lecturingData.ts';
import { examAuthoringMessages as messages } from './examAuthoring.messages.ts';
import * as styles from './lecturing.css.ts';

/** The exam to edit (?examId=), or none for a new one of the class. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const tenantId = lecturingSchool(params);
  const classId = classIdOf(request);
  const examId = new URL(request.url).searchParams.get('examId');
  const draft = examId ? await api.examDraft({ params: { classId, examId }, tenantId }).catch(pageError) : null;
  return { classId, draft };
}

const NUMBER_LABELS = { durationMinutes: messages.duration, attemptsAllowed: messages.attempts, passMark: messages.passMark, allowedSwitchScreenTimes: messages.switchesAllowed, switchScreenTolerateTime: messages.tolerate } as const;
const FLAG_LABELS = {
  shuffle: messages.shuffle, switchScreenSumbitFlag: messages.submitOnSwitches, examResultFlag: messages.showResult,
  answerDetailsFlag: messages.showDetails, examContentStatus: messages.showReview, quizStatus: messages.showProvisional,
} satisfies Record<FlagField, unknown>;

export function Component() {
  const { classId, draft: loaded } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  // Saving a new exam puts its id in the address: the form (and what it just said) stays as it is.
  return <Editor key={classId} classId={classId} loaded={loaded} />;
}

type Outcome = { saving?: 'save' | 'publish'; error?: string; done?: 'saved' | 'published' };

function Editor({ classId, loaded }: { classId: string; loaded: ExamDraft | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { schoolId, base } = useLecturing();
  const [draft, setDraft] = useState(loaded);
  const [form, setForm] = useState<ExamForm>(() => formOf(loaded));
  const [outcome, setOutcome] = useState<Outcome>({});
  const [checked, setChecked] = useState(false);
  const locked = (draft?.attempts ?? 0) > 0;
  const bad = checked ? badNumbers(form) : [];
  const update = (change: Partial<ExamForm>) => setForm((last) => ({ ...last, ...change }));

  const save = async (publish: boolean) => {
    setChecked(true);
    if (badNumbers(form).length > 0) return;
    setOutcome({ saving: publish ? 'publish' : 'save' });
    try {
      const input = inputOf(form);
      let saved = draft ? await api.updateExam({ params: { classId, examId: draft.examId }, body: input, tenantId: schoolId }) : await api.createExam({ params: { classId }, body: input, tenantId: schoolId });
      if (publish) saved = await api.publishExam({ params: { classId, examId: saved.examId }, tenantId: schoolId });
      setDraft(saved);
      // The saved questions carry their ids now: the form follows them (what was typed is what was saved).
      setForm((last) => ({ ...last, questions: saved.questions.map((question, at) => ({ ...question, key: last.questions[at]?.key ?? question.id })) }));
      setOutcome({ done: publish ? 'published' : 'saved' });
      if (!draft) void navigate(`${base}/exam-edit?classId=${classId}&examId=${saved.examId}`, { replace: true, preventScrollReset: true });
    } catch (error) {
      setOutcome({ error: failureMessage(error, intl.formatMessage(messages.saveFailed)) });
    }
  };

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(draft ? messages.editorEdit : messages.editorNew)}</h1>
        <Link to={`${base}/class-exams?classId=${classId}`}>{intl.formatMessage(messages.back)}</Link>
      </div>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(false);
        }}
      >
        {locked && <Banner tone="info">{intl.formatMessage(messages.lockedNote, { attempts: draft?.attempts ?? 0 })}</Banner>}
        <TextField label={intl.formatMessage(messages.examTitle)} value={form.title} onChange={(title) => update({ title })} maxLength={EXAM_AUTHORING_LIMITS.titleMax} isRequired />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(messages.rules)}</legend>
          <div className={styles.fieldRow}>
            {(Object.keys(NUMBER_LABELS) as NumberField[]).map((field) => (
              <TextField
                key={field}
                label={intl.formatMessage(NUMBER_LABELS[field])}
                description={field === 'passMark' ? intl.formatMessage(messages.passMarkHint, { total: totalPoints(form.questions.filter((question) => Number.isFinite(question.points))) }) : undefined}
                errorMessage={bad.includes(field) ? intl.formatMessage(messages.notANumber) : undefined}
                value={form.numbers[field]}
                onChange={(text) => update({ numbers: { ...form.numbers, [field]: text } })}
                inputMode={field === 'passMark' ? 'decimal' : 'numeric'}
                maxLength={6}
                isRequired
              />
            ))}
          </div>
          {(Object.keys(FLAG_LABELS) as FlagField[]).map((flag) => (
            <Switch key={flag} isSelected={form.flags[flag]} onChange={(on) => update({ flags: { ...form.flags, [flag]: on } })}>
              {intl.formatMessage(FLAG_LABELS[flag])}
            </Switch>
          ))}
        </fieldset>
        <section className={styles.stack} aria-labelledby="exam-questions">
          <h2 id="exam-questions" className={styles.sectionTitle}>
            {intl.formatMessage(messages.questions)}
          </h2>
          {form.questions.map((question, index) => (
            <QuestionEditor
              key={question.key}
              question={question}
              index={index}
              count={form.questions.length}
              isLocked={locked}
              onChange={(next) => update({ questions: form.questions.map((other) => (other.key === question.key ? { ...next, key: question.key } : other)) })}
              onMove={(to) => update({ questions: moved(form.questions, index, to) })}
              onRemove={() => update({ questions: form.questions.filter((other) => other.key !== question.key) })}
            />
          ))}
          <div>
            <Button variant="secondary" isDisabled={locked || form.questions.length >= EXAM_AUTHORING_LIMITS.questionsMax} onPress={() => update({ questions: [...form.questions, blankQuestion()] })}>
              {intl.formatMessage(messages.addQuestion)}
            </Button>
          </div>
        </section>
        {outcome.error && (
          <Banner tone="error">
            <span {...contentProps()}>{outcome.error}</span>
          </Banner>
        )}
        <div className={styles.row}>
          <Button type="submit" variant="secondary" isPending={outcome.saving === 'save'}>
            {intl.formatMessage(messages.saveDraft)}
          </Button>
          <Button onPress={() => void save(true)} isPending={outcome.saving === 'publish'}>
            {intl.formatMessage(messages.publish)}
          </Button>
          <p role="status" className={styles.muted}>
            {outcome.done === 'saved' ? intl.formatMessage(messages.saved) : outcome.done === 'published' ? intl.formatMessage(messages.publishedNow) : null}
          </p>
        </div>
      </form>
    </>
  );
}
