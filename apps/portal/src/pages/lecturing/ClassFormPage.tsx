import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { data, useBeforeUnload, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { classFormProblemsByField, deepEqual, validateClassForm } from '@academy/rules';
import { Banner, Button, CheckboxGroup, DateTimeField, RadioGroup, Switch, TextArea, TextField, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';
import { lecturingSchool, pageError, useLecturing } from './lecturingData.ts';
import { draftFromClass, draftToFormInput, draftToInput, emptyDraft, forgetDraft, readStoredDraft, storeDraft, type ClassDraft } from './classDraft.ts';
import { SessionsEditor } from './SessionsEditor.tsx';
import { CoverPicker } from './CoverPicker.tsx';
import { ClassFiles } from './ClassFiles.tsx';
import { CoursewarePanel } from './CoursewarePanel.tsx';
import { RosterPanel } from './RosterPanel.tsx';
import { problemMessages } from './problems.messages.ts';
import { lecturingMessages as messages } from './lecturing.messages.ts';
import * as styles from './lecturing.css.ts';

/** addClass (new) and class-edit?classId= (an existing class with its files, courseware and roster). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const tenantId = lecturingSchool(params);
  const url = new URL(request.url);
  const editing = url.pathname.endsWith('/class-edit');
  const classId = editing ? url.searchParams.get('classId') : null;
  if (editing && !/^\d{19}$/.test(classId ?? '')) throw data('Not found', { status: 404 });
  const [metadata, detail, user] = await Promise.all([
    api.classMetadata({ tenantId, query: classId ? { classId } : {} }).catch(pageError),
    classId ? api.classDetails({ params: { id: classId }, tenantId }).catch(pageError) : null,
    getSession(),
  ]);
  // A new class is taught by its creator when they can teach (they can add or remove lecturers).
  const me = metadata.lecturers.some((lecturer) => lecturer.userId === user?.userId) ? [user!.userId] : [];
  return { classId, metadata, detail, me };
}

export function Component() {
  const { classId, metadata, detail, me } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { schoolId, base } = useLecturing();
  const saved = useMemo(() => (detail ? draftFromClass(detail) : emptyDraft(me)), [detail, me]);
  // Unsaved values of this class from an earlier visit come back (with a way to drop them).
  const [draft, setDraft] = useState<ClassDraft>(() => {
    const stored = readStoredDraft(schoolId, classId);
    return stored && !deepEqual(stored, saved) ? stored : saved;
  });
  const [restored, setRestored] = useState(() => draft !== saved);
  const [showProblems, setShowProblems] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const dirty = !deepEqual(draft, saved);

  useEffect(() => {
    if (dirty) storeDraft(schoolId, classId, draft);
    else forgetDraft(schoolId, classId);
  }, [dirty, draft, schoolId, classId]);
  useBeforeUnload((event) => {
    if (dirty && !saving) event.preventDefault();
  });

  const input = draftToInput(draft);
  const problems = validateClassForm(draftToFormInput(draft), { enrolledCount: detail?.enrolledCount ?? 0 });
  const byField = classFormProblemsByField(problems);
  const problem = (path: string) => (showProblems && byField[path] ? intl.formatMessage(problemMessages[byField[path]]) : undefined);
  const set = <K extends keyof ClassDraft>(key: K) => (value: ClassDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const save = async () => {
    setFailure(null);
    if (problems.length > 0) {
      setShowProblems(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSaving(true);
    try {
      const result = classId ? await api.updateClass({ params: { id: classId }, body: input, tenantId: schoolId }) : await api.addClass({ body: input, tenantId: schoolId });
      forgetDraft(schoolId, classId);
      setShowProblems(false);
      setRestored(false);
      if (classId) {
        toast.show(intl.formatMessage(messages.savedToast), 'success');
        void revalidator.revalidate();
      } else {
        toast.show(intl.formatMessage(messages.createdToast), 'success');
        void navigate(`${base}/class-edit?classId=${result.id}`, { replace: true });
      }
    } catch (error) {
      // Everything typed stays in the form (and in this browser) for another try.
      setFailure(error instanceof ApiError ? error.message : intl.formatMessage(messages.saveFailed));
      requestAnimationFrame(() => summaryRef.current?.focus());
    } finally {
      setSaving(false);
    }
  };

  const heading = classId ? intl.formatMessage(messages.editTitle) : intl.formatMessage(messages.addTitle);
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        {classId && (
          <Button variant="secondary" onPress={() => void navigate(`${base}/preview-class?classId=${classId}`)} data-testid="preview-class">
            {intl.formatMessage(messages.previewAsLearner)}
          </Button>
        )}
      </div>
      {restored && (
        <Banner tone="info" title={intl.formatMessage(messages.restoredTitle)}>
          <div className={styles.row}>
            <span>{intl.formatMessage(messages.restoredBody)}</span>
            <Button variant="quiet" onPress={() => { setDraft(saved); setRestored(false); forgetDraft(schoolId, classId); }}>
              {intl.formatMessage(messages.discardChanges)}
            </Button>
          </div>
        </Banner>
      )}
      <div ref={summaryRef} tabIndex={-1} className={styles.stack}>
        {showProblems && problems.length > 0 && <Banner tone="error" title={intl.formatMessage(messages.problemSummary, { count: problems.length })} />}
        {failure && <Banner tone="error" title={intl.formatMessage(messages.saveFailed)}><span dir="auto">{failure}</span></Banner>}
      </div>

      <form
        className={styles.form}
        noValidate
        aria-label={heading}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(messages.aboutLegend)}</legend>
          <TextField label={intl.formatMessage(messages.classTitle)} value={draft.title} onChange={set('title')} isRequired errorMessage={problem('title')} inputDir="auto" data-testid="class-title" />
          <TextField label={intl.formatMessage(messages.classTitleEn)} value={draft.titleEn} onChange={set('titleEn')} errorMessage={problem('titleEn')} inputDir="auto" />
          <CoverPicker value={draft.coverUrl} onChange={set('coverUrl')} />
          <TextArea label={intl.formatMessage(messages.description)} description={intl.formatMessage(messages.descriptionHint)} value={draft.description} onChange={set('description')} maxLength={5000} rows={5} />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(messages.whenLegend)}</legend>
          <p className={styles.muted}>{intl.formatMessage(messages.zoneNote, { zone: metadata.timeZone })}</p>
          <div className={styles.fieldRow}>
            <DateTimeField label={intl.formatMessage(messages.startsAt)} value={draft.startsAt} onChange={set('startsAt')} timeZone={metadata.timeZone} isRequired errorMessage={problem('startsAt')} />
            <DateTimeField label={intl.formatMessage(messages.endsAt)} value={draft.endsAt} onChange={set('endsAt')} timeZone={metadata.timeZone} isRequired errorMessage={problem('endsAt')} />
          </div>
          <div className={styles.fieldRow}>
            <DateTimeField label={intl.formatMessage(messages.enrolOpensAt)} value={draft.enrolOpensAt} onChange={set('enrolOpensAt')} timeZone={metadata.timeZone} errorMessage={problem('enrolOpensAt')} description={intl.formatMessage(messages.enrolHint)} />
            <DateTimeField label={intl.formatMessage(messages.enrolClosesAt)} value={draft.enrolClosesAt} onChange={set('enrolClosesAt')} timeZone={metadata.timeZone} errorMessage={problem('enrolClosesAt')} />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(messages.whereLegend)}</legend>
          <RadioGroup
            label={intl.formatMessage(messages.mode)}
            value={draft.mode}
            onChange={(mode) => set('mode')(mode as ClassDraft['mode'])}
            options={[
              { value: 'online', label: intl.formatMessage(messages.online) },
              { value: 'offline', label: intl.formatMessage(messages.offline) },
            ]}
          />
          <TextField label={intl.formatMessage(messages.location)} value={draft.location} onChange={set('location')} isRequired={draft.mode === 'offline'} errorMessage={problem('location')} inputDir="auto" />
          <TextField label={intl.formatMessage(messages.capacity)} description={intl.formatMessage(messages.capacityHint, { enrolled: detail?.enrolledCount ?? 0 })} value={draft.capacity} onChange={set('capacity')} inputMode="numeric" errorMessage={problem('capacity')} inputDir="ltr" />
          <CheckboxGroup
            label={intl.formatMessage(messages.lecturers)}
            value={draft.lecturerIds}
            onChange={set('lecturerIds')}
            isRequired
            errorMessage={problem('lecturerIds')}
            orientation="row"
            options={metadata.lecturers.map((lecturer) => ({ value: lecturer.userId, label: <bdi>{lecturer.name ?? lecturer.userId}</bdi> }))}
          />
          <Switch isSelected={draft.published} onChange={set('published')}>
            {intl.formatMessage(messages.publishedSwitch)}
          </Switch>
        </fieldset>

        <SessionsEditor sessions={draft.sessions} onChange={set('sessions')} timeZone={metadata.timeZone} problem={problem} />

        <div className={styles.row}>
          <Button type="submit" isPending={saving} data-testid="save-class">
            {intl.formatMessage(classId ? messages.saveChanges : messages.createClass)}
          </Button>
          <Button variant="secondary" onPress={() => void navigate(`${base}/class-management`)}>
            {intl.formatMessage(messages.backToClasses)}
          </Button>
        </div>
      </form>

      {classId && detail ? (
        <>
          <ClassFiles classId={classId} />
          <CoursewarePanel classId={classId} />
          <RosterPanel classId={classId} title={detail.title} />
        </>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(messages.filesAfterCreate)}</p>
      )}
    </>
  );
}
