import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { data, useBeforeUnload, useLoaderData, useNavigate, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { classFormProblemsByField, deepEqual, localizedName, validateClassForm } from '@academy/rules';
import { Banner, Button, CheckboxGroup, DateTimeField, RadioGroup, RichTextEditor, Select, Spinner, Switch, Tabs, TextField, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { classSurveysHref, lecturingSchool, pageError, useLecturing } from './lecturingData.ts';
import { draftFromClass, draftToFormInput, draftToInput, emptyDraft, forgetDraft, readStoredDraft, storeDraft, type ClassDraft } from './classDraft.ts';
import { SessionsEditor } from './SessionsEditor.tsx';
import { CoverPicker } from './CoverPicker.tsx';
import { problemMessages } from './problems.messages.ts';
import { lecturingMessages as messages } from './lecturing.messages.ts';
import * as styles from './lecturing.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { keepDataAcross } from '../../app/viewParam.ts';

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

// The other tabs load when opened: the file list's drag and drop alone is ~28 KB gzip that the form does not need.
const ClassFiles = lazy(() => import('./ClassFiles.tsx').then((module) => ({ default: module.ClassFiles })));
const CoursewarePanel = lazy(() => import('./CoursewarePanel.tsx').then((module) => ({ default: module.CoursewarePanel })));
const RosterPanel = lazy(() => import('./RosterPanel.tsx').then((module) => ({ default: module.RosterPanel })));
const inTab = (content: ReactNode) => <Suspense fallback={<Spinner block />}>{content}</Suspense>;

/** class-edit's tabs; the chosen one is in the address (`&tab=files`), so a reload or a shared link opens it. */
const TABS = ['details', 'files', 'courseware', 'roster'] as const;
type ClassTab = (typeof TABS)[number];
const tabFrom = (value: string | null): ClassTab => TABS.find((tab) => tab === value) ?? 'details';
/** The sub-school select's key for "the whole school" (the class's subSchoolId null). */
const WHOLE_SCHOOL = 'whole-school';

/** Choosing a tab changes only `tab` in the address: the class is not loaded again for it. */
export const shouldRevalidate = keepDataAcross('tab');

export function Component() {
  const { classId, metadata, detail, me } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { schoolId, base } = useLecturing();
  const { locale } = useLocaleControl();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));
  const chooseTab = (key: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'details') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
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
        // The form goes on from what was stored: a session added here now has its id, so the next save keeps it
        // (without, it was sent as new again, and the server replaced it by another with a new id).
        setDraft(draftFromClass(result));
        toast.show(intl.formatMessage(messages.savedToast), 'success');
        void revalidator.revalidate();
      } else {
        toast.show(intl.formatMessage(messages.createdToast), 'success');
        void navigate(`${base}/class-edit?classId=${result.id}`, { replace: true });
      }
    } catch (error) {
      // Everything typed stays in the form (and in this browser) for another try.
      setFailure(failureMessage(error, intl.formatMessage(messages.saveFailed)));
      requestAnimationFrame(() => summaryRef.current?.focus());
    } finally {
      setSaving(false);
    }
  };

  const heading = classId ? intl.formatMessage(messages.editTitle) : intl.formatMessage(messages.addTitle);
  // The form with its banners: class-edit's first tab, or the whole of addClass.
  const details = (
    <div className={styles.stack}>
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
          {(metadata.subSchools.length > 0 || draft.subSchoolId) && (
            <Select
              label={intl.formatMessage(messages.subSchool)}
              description={intl.formatMessage(messages.subSchoolHint)}
              options={[
                { id: WHOLE_SCHOOL, label: intl.formatMessage(messages.wholeSchool) },
                ...metadata.subSchools.map((subSchool) => ({ id: subSchool.id, label: localizedName(subSchool, locale) })),
              ]}
              value={draft.subSchoolId ?? WHOLE_SCHOOL}
              onChange={(key) => set('subSchoolId')(key === null || key === WHOLE_SCHOOL ? null : String(key))}
            />
          )}
          <CoverPicker value={draft.coverUrl} onChange={set('coverUrl')} />
          <RichTextEditor label={intl.formatMessage(messages.description)} description={intl.formatMessage(messages.descriptionHint)} value={draft.description} onChange={set('description')} maxLength={5000} data-testid="class-description-editor" />
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

        <SessionsEditor sessions={draft.sessions} onChange={set('sessions')} timeZone={metadata.timeZone} lecturers={metadata.lecturers} lecturerIds={draft.lecturerIds} problem={problem} />

        <div className={styles.row}>
          <Button type="submit" isPending={saving} data-testid="save-class">
            {intl.formatMessage(classId ? messages.saveChanges : messages.createClass)}
          </Button>
          <Button variant="secondary" onPress={() => void navigate(`${base}/class-management`)}>
            {intl.formatMessage(messages.backToClasses)}
          </Button>
        </div>
      </form>
    </div>
  );
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        {classId && (
          <div className={styles.row}>
            <Button variant="secondary" onPress={() => void navigate(`${base}/preview-class?classId=${classId}`)} data-testid="preview-class">
              {intl.formatMessage(messages.previewAsLearner)}
            </Button>
            <Button variant="secondary" onPress={() => void navigate(classSurveysHref(base, classId))}>
              {intl.formatMessage(messages.surveys)}
            </Button>
          </div>
        )}
      </div>
      {classId && detail ? (
        <Tabs
          aria-label={intl.formatMessage(messages.classSections)}
          selectedKey={tab}
          onSelectionChange={(key) => chooseTab(String(key))}
          items={[
            { id: 'details', label: intl.formatMessage(messages.detailsTab), content: details },
            { id: 'files', label: intl.formatMessage(messages.filesTitle), content: inTab(<ClassFiles classId={classId} />) },
            { id: 'courseware', label: intl.formatMessage(messages.coursewareTitle), content: inTab(<CoursewarePanel classId={classId} />) },
            { id: 'roster', label: intl.formatMessage(messages.rosterTitle), content: inTab(<RosterPanel classId={classId} title={detail.title} />) },
          ]}
        />
      ) : (
        <>
          {details}
          <p className={styles.muted}>{intl.formatMessage(messages.filesAfterCreate)}</p>
        </>
      )}
    </>
  );
}
