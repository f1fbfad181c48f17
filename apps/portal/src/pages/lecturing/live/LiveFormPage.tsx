import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { data, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { ClassSummary, LiveLecture } from '@academy/contract';
import { Banner, Button, DateTimeField, EmptyState, Link, RichTextEditor, Select, TextField, commonMessages, contentProps, isolate, useToast } from '@academy/ui';
import { api } from '../../../app/api.ts';
import { getSession } from '../../../app/session.ts';
import { lecturingSchool, pageError, useLecturing } from '../lecturingData.ts';
import { defaultClassId, isId, livePaths, managedClasses, withClass } from './liveData.ts';
import { clearLiveDraft, readLiveDraft, sameValues, writeLiveDraft } from './liveDraft.ts';
import { LIVE_FIELDS, LIVE_LIMITS, defaultStartsAt, descriptionHtmlOf, liveInput, serverProblems, validateLiveForm, valuesOf, type LiveField, type LiveFormValues, type LiveProblem, type ServerProblems } from './liveForm.ts';
import { liveMessages as messages } from './live.messages.ts';
import * as layout from '../lecturing.css.ts';

/**
 * live-learn-create (`?classId=` preselects the class; else the class of an unsaved draft, else the first ongoing
 * or upcoming one) and live-learn-edit/{id}: the lecture, its class's lecturers and who is signed in.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const tenantId = lecturingSchool(params);
  const session = getSession();
  if (params.id !== undefined) {
    if (!isId(params.id)) throw data('Not found', { status: 404 });
    const live = await api.liveDetail({ params: { id: params.id }, tenantId }).catch(pageError);
    const metadata = await api.classMetadata({ tenantId, query: { classId: live.classId } }).catch(pageError);
    return { live, classes: [] as ClassSummary[], classId: live.classId, metadata, me: (await session)?.userId ?? null };
  }
  const asked = new URL(request.url).searchParams.get('classId');
  const classes = await managedClasses(tenantId);
  const drafted = readLiveDraft(tenantId, null)?.values.classId;
  const classId = isId(asked) ? asked : isId(drafted) && classes.some((item) => item.id === drafted) ? drafted : defaultClassId(classes);
  if (!classId) return { live: null, classes, classId: null, metadata: null, me: null };
  const [picker, metadata] = await Promise.all([withClass(classes, classId, tenantId), api.classMetadata({ tenantId, query: { classId } }).catch(pageError)]);
  return { live: null, classes: picker.classes, classId, metadata, me: (await session)?.userId ?? null };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const loaded = useLoaderData<LoaderData>();
  const intl = useIntl();
  const { base } = useLecturing();
  if (!loaded.classId || !loaded.metadata) {
    return (
      <>
        <h1 className={layout.title}>{intl.formatMessage(messages.createTitle)}</h1>
        <EmptyState icon="play" title={intl.formatMessage(messages.noClassesTitle)} description={intl.formatMessage(messages.noClassesBody)} action={<Link href={`${base}/class-management`}>{intl.formatMessage(messages.toClasses)}</Link>} />
      </>
    );
  }
  // A new form for each lecture (or for a new one): nothing typed for one shows up in another.
  return <LiveForm key={loaded.live?.id ?? 'new'} loaded={loaded as LoaderData & { classId: string; metadata: NonNullable<LoaderData['metadata']> }} />;
}

function LiveForm({ loaded }: { loaded: LoaderData & { classId: string; metadata: NonNullable<LoaderData['metadata']> } }) {
  const { live, classes, classId, metadata, me } = loaded;
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const { schoolId, base } = useLecturing();
  const paths = livePaths(base);
  const liveId = live?.id ?? null;
  const classLecturers = metadata.classLecturerIds ?? [];
  const defaultLecturer = (me && classLecturers.includes(me) ? me : classLecturers[0]) ?? '';

  // What the form starts from: the stored lecture, or a new one; the description is the stored HTML (rich text).
  const stored = useMemo(() => (live ? { html: live.descriptionHtml, text: live.descriptionHtml } : undefined), [live]);
  const [initial] = useState<LiveFormValues>(() =>
    live && stored ? valuesOf(live, stored.text) : { classId, title: '', startsAt: defaultStartsAt(Date.now()), durationMinutes: '60', lecturerId: defaultLecturer, description: '', roomUrl: '' },
  );
  // Whatever was typed and not saved comes back (reload, closed tab, failed save), with a way to drop it.
  const [draft] = useState(() => readLiveDraft(schoolId, liveId));
  const [restored, setRestored] = useState(() => (draft && !sameValues(draft.values, initial) ? draft : null));
  const [values, setValues] = useState<LiveFormValues>(() => (restored ? { ...restored.values, classId: live ? live.classId : classId } : initial));
  const [showProblems, setShowProblems] = useState(false);
  const [server, setServer] = useState<ServerProblems['fields']>({});
  /** Why the last save failed, when no field says it. */
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (sameValues(values, initial)) clearLiveDraft(schoolId, liveId);
    else writeLiveDraft(schoolId, liveId, { values, ...(live ? { baseUpdatedAt: live.updatedAt } : {}) });
  }, [values, initial, schoolId, liveId, live]);

  // Another class (create): its lecturers come with the address; the chosen lecturer stays only if it teaches there.
  useEffect(() => {
    if (!live) setValues((current) => (classLecturers.includes(current.lecturerId) ? current : { ...current, lecturerId: defaultLecturer }));
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- when the class (and so its lecturers) changes
  }, [metadata]);

  const descriptionHtml = descriptionHtmlOf(values.description, stored);
  const problems = showProblems ? validateLiveForm(values, { now: Date.now(), storedStartsAt: live?.startsAt, descriptionHtml }) : {};
  const withRoom = !live || live.room !== 'bigBlueButton';

  const change = (field: LiveField, value: string | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's word on a field stands until the field changes.
    if (server[field]) setServer((current) => ({ ...current, [field]: undefined }));
    if (field === 'classId' && value && value !== classId) void setSearchParams({ classId: value }, { replace: true, preventScrollReset: true });
  };

  const problemText = (problem: LiveProblem): string => {
    if (problem === 'titleTooLong') return intl.formatMessage(messages.titleTooLong, { max: LIVE_LIMITS.titleMax });
    if (problem === 'durationInvalid') return intl.formatMessage(messages.durationInvalid, { min: LIVE_LIMITS.durationMin, max: LIVE_LIMITS.durationMax });
    return intl.formatMessage(messages[problem]);
  };
  const errorOf = (field: LiveField) => {
    const problem = problems[field];
    return problem ? problemText(problem) : server[field];
  };

  /** Focus goes to the first field that needs attention, once it is marked. */
  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] [role="spinbutton"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setShowProblems(true);
    const found = validateLiveForm(values, { now: Date.now(), storedStartsAt: live?.startsAt, descriptionHtml });
    if (LIVE_FIELDS.some((field) => found[field])) {
      focusFirstProblem();
      return;
    }
    setPending(true);
    setServer({});
    setFailure(null);
    try {
      const input = liveInput(values, descriptionHtml, { withRoom, withReplay: Boolean(live) });
      if (live) {
        // An unchanged lecturer is left as it is (they may have left the class since).
        const body = { ...input, lecturerId: values.lecturerId === live.lecturerId ? undefined : input.lecturerId, ...(withRoom ? {} : { roomUrl: live.roomUrl }) };
        await api.updateLive({ params: { id: live.id }, body, tenantId: schoolId });
        clearLiveDraft(schoolId, liveId);
        toast.show(intl.formatMessage(messages.savedToast), 'success');
        void navigate(paths.detail(live.id));
      } else {
        const saved = await api.addLive({ body: { classId: values.classId, ...input }, tenantId: schoolId });
        clearLiveDraft(schoolId, null);
        void navigate(paths.created(saved.id));
      }
    } catch (error) {
      const refused = serverProblems(error);
      // A field this form does not show (the class when editing, the room with BigBlueButton) is said above it.
      const hidden = (['classId', 'roomUrl'] as const).filter((field) => refused.fields[field] && (field === 'classId' ? live : !withRoom));
      const general = [refused.general, ...hidden.map((field) => refused.fields[field])].filter(Boolean).join(' ');
      setServer(refused.fields);
      if (general) setFailure(intl.formatMessage(messages.saveFailed, { reason: general }));
      else if (!(error instanceof ApiError)) setFailure(intl.formatMessage(messages.saveFailedOffline));
      focusFirstProblem();
    } finally {
      setPending(false);
    }
  };

  const discard = () => {
    clearLiveDraft(schoolId, liveId);
    setRestored(null);
    setValues({ ...initial, classId: live ? live.classId : classId, lecturerId: live ? initial.lecturerId : defaultLecturer });
    setShowProblems(false);
    setServer({});
    setFailure(null);
  };

  const cancel = () => {
    clearLiveDraft(schoolId, liveId);
    void navigate(live ? paths.detail(live.id) : paths.list(values.classId));
  };

  const lecturerOptions = lecturerChoices(metadata, classLecturers, live, intl.formatMessage(messages.unknownPerson));
  const problemCount = LIVE_FIELDS.filter((field) => errorOf(field)).length;

  return (
    <>
      <h1 className={layout.title}>{intl.formatMessage(live ? messages.editTitle : messages.createTitle)}</h1>
      {live && (
        <p {...contentProps(layout.muted)}>
          {live.title}
        </p>
      )}
      {restored && (
        <Banner tone="info">
          <span className={layout.row}>
            {intl.formatMessage(live && restored.baseUpdatedAt !== live.updatedAt ? messages.restoredChanged : messages.restored)}
            <Button variant="secondary" size="sm" onPress={discard}>
              {intl.formatMessage(messages.discard)}
            </Button>
          </span>
        </Banner>
      )}
      {/* After a save attempt: why it failed, or how many fields need attention (each says what is wrong). */}
      {failure ? <Banner tone="error">{failure}</Banner> : showProblems && problemCount > 0 && <Banner tone="error">{intl.formatMessage(messages.checkFields, { count: problemCount })}</Banner>}
      <form ref={formRef} className={layout.form} aria-label={intl.formatMessage(messages.formLabel)} noValidate onSubmit={(event) => void submit(event)}>
        {live ? (
          <p>
            <span className={layout.muted}>{intl.formatMessage(messages.classLabel)}: </span>
            <span {...contentProps()}>{live.classTitle}</span>
          </p>
        ) : (
          <Select
            label={intl.formatMessage(messages.classLabel)}
            options={classes.map((item) => ({ id: item.id, label: intl.formatMessage(messages.classOption, { title: isolate(item.title), date: intl.formatDate(item.startsAt, { dateStyle: 'medium', calendar: 'gregory', timeZone: metadata.timeZone }) }) }))}
            selectedKey={values.classId || null}
            onSelectionChange={(key) => key !== null && change('classId', String(key))}
            isRequired
            errorMessage={errorOf('classId')}
          />
        )}
        <TextField label={intl.formatMessage(messages.titleLabel)} value={values.title} onChange={(value) => change('title', value)} isRequired errorMessage={errorOf('title')} autoComplete="off" />
        <div className={layout.fieldRow}>
          <DateTimeField
            label={intl.formatMessage(messages.startLabel)}
            value={values.startsAt}
            onChange={(value) => change('startsAt', value)}
            timeZone={metadata.timeZone}
            description={intl.formatMessage(messages.startHelp, { zone: isolate(metadata.timeZone) })}
            errorMessage={errorOf('startsAt')}
            isRequired
          />
          <TextField
            label={intl.formatMessage(messages.durationLabel)}
            value={values.durationMinutes}
            onChange={(value) => change('durationMinutes', value)}
            inputMode="numeric"
            inputDir="ltr"
            description={intl.formatMessage(messages.durationHelp, { min: LIVE_LIMITS.durationMin, max: LIVE_LIMITS.durationMax })}
            errorMessage={errorOf('durationMinutes')}
            isRequired
          />
        </div>
        <Select
          label={intl.formatMessage(messages.lecturerLabel)}
          options={lecturerOptions}
          selectedKey={values.lecturerId || null}
          onSelectionChange={(key) => key !== null && change('lecturerId', String(key))}
          isRequired
          description={lecturerOptions.length === 0 ? intl.formatMessage(messages.noLecturers) : undefined}
          errorMessage={errorOf('lecturerId')}
        />
        <RichTextEditor
          label={intl.formatMessage(messages.descriptionLabel)}
          value={values.description}
          onChange={(value) => change('description', value)}
          data-testid="live-description"
          description={intl.formatMessage(messages.descriptionHelp)}
          errorMessage={errorOf('description')}
        />
        {withRoom && (
          <TextField
            label={intl.formatMessage(messages.roomLabel)}
            value={values.roomUrl}
            onChange={(value) => change('roomUrl', value)}
            type="url"
            inputMode="url"
            inputDir="ltr"
            placeholder="https://"
            description={intl.formatMessage(live ? messages.roomHelpEdit : messages.roomHelpCreate)}
            errorMessage={errorOf('roomUrl')}
          />
        )}
        {live && (
          <TextField
            label={intl.formatMessage(messages.replayLabel)}
            value={values.replayUrl ?? ''}
            onChange={(value) => change('replayUrl', value)}
            type="url"
            inputMode="url"
            inputDir="ltr"
            placeholder="https://"
            description={intl.formatMessage(messages.replayHelp)}
            errorMessage={errorOf('replayUrl')}
          />
        )}
        <div className={layout.row}>
          <Button type="submit" isPending={pending}>
            {intl.formatMessage(live ? messages.submitEdit : messages.submitCreate)}
          </Button>
          <Button variant="secondary" onPress={cancel}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
        </div>
      </form>
    </>
  );
}

/** The class's lecturers by name; when editing, the lecture's own lecturer too (they may have left the class since). */
function lecturerChoices(metadata: { lecturers: { userId: string; name: string | null }[] }, classLecturers: readonly string[], live: LiveLecture | null, unnamed: string) {
  const nameOf = (userId: string) => metadata.lecturers.find((lecturer) => lecturer.userId === userId)?.name ?? (live?.lecturerId === userId ? live.lecturerName : null) ?? unnamed;
  const ids = live && !classLecturers.includes(live.lecturerId) ? [live.lecturerId, ...classLecturers] : classLecturers;
  return ids.map((userId) => ({ id: userId, label: nameOf(userId) }));
}
