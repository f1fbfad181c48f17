import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { resolveText, textsWithWords, toLocaleCode } from '@academy/rules';
import { Badge, Banner, Button, Link, ProgressBar, isolate } from '@academy/ui';
import { api } from '../../app/api.ts';
import { titles } from '../../routes/titles.messages.ts';
import { registerExtraMessages, registerMessages as messages } from './register.messages.ts';
import { namesOf, requireUser, startCreate, takePendingCreate, type Created, type Draft } from './registrationData.ts';
import * as styles from './register.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

/** /register/creating: the server's provisioning progress, polled while the create call runs. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const draft = await api.registrationDraft();
  if (!draft) throw redirect('/register/select');
  return { draft };
}

type Step = Draft['steps'][number];
const STEP_NAMES: Record<Step, MessageDescriptor> = {
  school: messages.stepSchool, homePage: messages.stepHomePage, theme: messages.stepTheme, footer: messages.stepFooter, languages: messages.stepLanguages, store: messages.stepStore,
};
const POLL_MS = 300;

/** The create call again from the draft (a reload, a retry): the draft's key makes the server return the same school. */
function createFromDraft(draft: Draft): Promise<Created> {
  const { form } = draft;
  // The names as the form gave them (any of the 12 languages, decision 0040): an empty spec name would be refused.
  return startCreate({
    idempotencyKey: form.idempotencyKey ?? '', kind: draft.kind, names: textsWithWords(namesOf(form)), slug: form.slug ?? '',
    region: form.region ?? 'mainland', defaultLocale: form.defaultLocale ?? 'zh_CN', timeZone: form.timeZone ?? 'UTC', logoUploadId: form.logoUploadId ?? null,
    contactName: form.contactName ?? '', ...(form.contactEmail ? { contactEmail: form.contactEmail } : {}), ...(form.contactMobile ? { contactMobile: form.contactMobile } : {}),
  });
}

export function Component() {
  const loaded = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(loaded.draft);
  const [failure, setFailure] = useState<string | null>(null);
  // Each retry calls create again with the draft's key: the server answers with the same school.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const call = (attempt === 0 ? takePendingCreate() : null) ?? createFromDraft(loaded.draft);
    const timer = setInterval(() => {
      void api.registrationDraft().then((next) => live && next && setDraft(next), () => undefined);
    }, POLL_MS);
    call.then(
      (created) => {
        if (!live) return;
        setDraft((current) => ({ ...current, schoolId: created.schoolId, doneSteps: created.doneSteps, status: 'done' }));
        void navigate(`/register/success?schoolId=${created.schoolId}`, { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        const details = error instanceof ApiError ? (error.body as { details?: { path?: string; message?: string }[] } | null)?.details : undefined;
        const name = details?.find((detail) => detail.path === 'name');
        // The server's words for a refusal; a lost connection has none (the banner's title says it stopped).
        setFailure(name ? intl.formatMessage(registerExtraMessages.nameTaken) : failureMessage(error, ''));
      },
    ).finally(() => clearInterval(timer));
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [attempt, loaded.draft, navigate, intl]);

  const done = new Set(draft.doneSteps);
  const percent = Math.round((draft.steps.filter((step) => done.has(step)).length / draft.steps.length) * 100);
  const name = resolveText(namesOf(draft.form), toLocaleCode(intl.locale) ?? 'en_US', draft.form.defaultLocale);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(titles.registerCreating)}</h1>
      <p className={styles.muted}>{intl.formatMessage(messages.creatingIntro, { name: isolate(name) })}</p>
      {failure !== null && (
        <Banner tone="error" title={intl.formatMessage(messages.creatingFailed)}>
          {failure && <p className={styles.status}>{failure}</p>}
          <div className={styles.row}>
            <Button size="sm" onPress={() => {
              setFailure(null);
              setAttempt((count) => count + 1);
            }}>{intl.formatMessage(messages.retry)}</Button>
            <Link href={`/register/create?type=${draft.kind}`}>{intl.formatMessage(messages.backToForm)}</Link>
          </div>
        </Banner>
      )}
      <ProgressBar label={intl.formatMessage(messages.progressLabel)} value={percent} showValue />
      <ol className={styles.steps}>
        {draft.steps.map((step) => (
          <li key={step} className={styles.step}>
            <span>{intl.formatMessage(STEP_NAMES[step])}</span>
            <Badge tone={done.has(step) ? 'success' : 'neutral'}>{intl.formatMessage(done.has(step) ? messages.stepDone : messages.stepWaiting)}</Badge>
          </li>
        ))}
      </ol>
    </div>
  );
}
