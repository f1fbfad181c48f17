import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { isClientRedirectUri, type OAuthClientSummary } from '@academy/contract';
import { localizedName } from '@academy/rules';
import { Badge, Banner, Button, Link, OneTimeSecret, TextArea, TextField, isolate, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { loadAdminPage } from './adminPage.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { titles } from '../../routes/titles.messages.ts';
import { oauthClientsMessages as messages } from './oauthClients.messages.ts';
import { signInMethodsMessages } from './signInMethods.messages.ts';
import * as styles from './signInMethods.css.ts';

/** admin/{schoolId}/apps: only the school's administrators (the server says who; others see /403). */
export async function loader(args: LoaderFunctionArgs) {
  const { school, loaded } = await loadAdminPage(args, (schoolId) => api.schoolOAuthClients({ query: { schoolId } }));
  return { school, clients: loaded };
}

/** A secret just made: shown under its app until the administrator says it is copied. */
type Revealed = { clientId: string; secret: string } | null;

export function Component() {
  const loaded = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const [clients, setClients] = useState(loaded.clients);
  const [revealed, setRevealed] = useState<Revealed>(null);
  const schoolId = loaded.school.id;
  const discovery = `${window.location.origin}/.well-known/openid-configuration`;
  const show = (client: OAuthClientSummary, secret: string) => {
    setClients((current) => (current.some((item) => item.clientId === client.clientId) ? current.map((item) => (item.clientId === client.clientId ? client : item)) : [...current, client]));
    setRevealed({ clientId: client.clientId, secret });
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(titles.oauthClients)}</h1>
      <p className={styles.muted}>{intl.formatMessage(messages.intro, { school: isolate(localizedName(loaded.school, locale)) })}</p>
      <p className={styles.muted}>
        {intl.formatMessage(messages.pkce)} <span dir="ltr">{discovery}</span>
      </p>
      <p>
        <Link href={`/admin/${schoolId}/sign-in-methods`}>{intl.formatMessage(messages.signInMethodsLink)}</Link>
      </p>
      {clients.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage(titles.oauthClients)}>
          {clients.map((client) => (
            <li key={client.clientId}>
              <ClientCard
                schoolId={schoolId}
                client={client}
                secret={revealed?.clientId === client.clientId ? revealed.secret : null}
                onSecret={(secret) => show(client, secret)}
                onSecretCopied={() => setRevealed(null)}
                onRemoved={() => setClients((current) => current.filter((item) => item.clientId !== client.clientId))}
              />
            </li>
          ))}
        </ul>
      )}
      <AddClient schoolId={schoolId} onCreated={show} />
    </div>
  );
}

function ClientCard(props: { schoolId: string; client: OAuthClientSummary; secret: string | null; onSecret: (secret: string) => void; onSecretCopied: () => void; onRemoved: () => void }) {
  const { schoolId, client } = props;
  const intl = useIntl();
  const toast = useToast();
  const [asking, setAsking] = useState<'rotate' | 'remove' | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `app-${client.clientId}`;
  const act = async () => {
    setBusy(true);
    try {
      if (asking === 'rotate') props.onSecret((await api.rotateSchoolOAuthClientSecret({ params: { clientId: client.clientId }, query: { schoolId } })).secret);
      else {
        await api.deleteSchoolOAuthClient({ params: { clientId: client.clientId }, query: { schoolId } });
        toast.show(intl.formatMessage(messages.removed, { name: isolate(client.name) }), 'success');
        props.onRemoved();
      }
      setAsking(null);
    } catch (error) {
      toast.show(failureMessage(error, intl.formatMessage(messages.failed)), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle} dir="auto">{client.name}</h2>
        <Badge tone="neutral">{intl.formatMessage(client.confidential ? messages.confidential : messages.public)}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>{intl.formatMessage(messages.clientId)}</dt>
        <dd className={styles.factValue} dir="ltr">{client.clientId}</dd>
        <dt className={styles.factTerm}>{intl.formatMessage(messages.redirectUrisFact)}</dt>
        <dd className={styles.factValue} dir="ltr">
          {client.redirectUris.map((uri) => (
            <div key={uri}>{uri}</div>
          ))}
        </dd>
        <dt className={styles.factTerm}>{intl.formatMessage(messages.createdAt)}</dt>
        <dd className={styles.factValue}>{intl.formatDate(client.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
      </dl>
      {props.secret && (
        <>
          <OneTimeSecret label={intl.formatMessage(messages.secretLabel, { name: isolate(client.name) })} value={props.secret} />
          <div className={styles.row}>
            <Button variant="secondary" onPress={props.onSecretCopied}>{intl.formatMessage(messages.done)}</Button>
          </div>
        </>
      )}
      {asking ? (
        <div className={styles.form}>
          <Banner tone="warning">{intl.formatMessage(asking === 'rotate' ? messages.rotateConfirm : messages.removeConfirm)}</Banner>
          <div className={styles.row}>
            <Button variant={asking === 'remove' ? 'danger' : 'primary'} isDisabled={busy} onPress={() => void act()}>
              {intl.formatMessage(asking === 'rotate' ? messages.rotateYes : messages.removeYes)}
            </Button>
            <Button variant="secondary" onPress={() => setAsking(null)}>{intl.formatMessage(messages.cancel)}</Button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          {client.confidential && (
            <Button variant="secondary" size="sm" onPress={() => setAsking('rotate')}>{intl.formatMessage(messages.rotate, { name: isolate(client.name) })}</Button>
          )}
          <Button variant="secondary" size="sm" onPress={() => setAsking('remove')}>{intl.formatMessage(messages.remove, { name: isolate(client.name) })}</Button>
        </div>
      )}
    </section>
  );
}

type Problems = { name?: string; redirectUris?: string; general?: string };
const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** The server's per-field details (`redirectUris.1`) placed next to their field, a line number where it has one. */
function serverProblems(error: unknown, lineProblem: (line: number, problem: string) => string): Problems {
  if (!(error instanceof ApiError)) return { general: error instanceof Error ? error.message : String(error) };
  const problems: Problems = {};
  const details = (error.body as { details?: { path?: string; message?: string }[] } | null)?.details ?? [];
  for (const { path = '', message = '' } of details) {
    const [field, index] = path.split('.');
    const text = index && /^\d+$/.test(index) ? lineProblem(Number(index) + 1, message) : message;
    if (field === 'name' || field === 'redirectUris') problems[field] = problems[field] ? `${problems[field]} ${text}` : text;
    else problems.general = message;
  }
  return Object.keys(problems).length ? problems : { general: error.message };
}

function AddClient({ schoolId, onCreated }: { schoolId: string; onCreated: (client: OAuthClientSummary, secret: string) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const lineProblem = (line: number, problem: string) => intl.formatMessage(signInMethodsMessages.lineProblem, { line, problem });
  // The server's rules, checked here first so the administrator sees every mistake at once.
  const check = (): Problems => {
    const found: Problems = {};
    if (!name.trim()) found.name = intl.formatMessage(messages.nameMissing);
    const entered = lines(uris);
    const wrong = entered.flatMap((uri, index) => (isClientRedirectUri(uri) ? [] : [lineProblem(index + 1, intl.formatMessage(messages.uriInvalid))]));
    if (!entered.length) found.redirectUris = intl.formatMessage(messages.uriMissing);
    else if (wrong.length) found.redirectUris = wrong.join(' ');
    return found;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const made = await api.createSchoolOAuthClient({ query: { schoolId }, body: { name: name.trim(), redirectUris: lines(uris) } });
      onCreated(made.client, made.secret);
      setName('');
      setUris('');
      setOpen(false);
    } catch (error) {
      setProblems(serverProblems(error, lineProblem));
    } finally {
      setSaving(false);
    }
  };
  if (!open) {
    return (
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>{intl.formatMessage(messages.add)}</Button>
      </div>
    );
  }
  const hasProblems = Object.keys(problems).length > 0;
  return (
    <section className={styles.card} aria-labelledby="add-app">
      <h2 id="add-app" className={styles.cardTitle}>{intl.formatMessage(messages.add)}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {hasProblems && (
          <Banner tone="error" title={intl.formatMessage(messages.notSaved)}>
            {problems.general}
          </Banner>
        )}
        <TextField label={intl.formatMessage(messages.name)} description={intl.formatMessage(messages.nameHelp)} value={name} onChange={setName} errorMessage={problems.name} isRequired maxLength={100} />
        <div className={styles.leftToRight}>
          <TextArea label={intl.formatMessage(messages.redirectUris)} description={intl.formatMessage(messages.redirectUrisHelp)} value={uris} onChange={setUris} errorMessage={problems.redirectUris} isRequired rows={3} />
        </div>
        <div className={styles.row}>
          <Button type="submit" isDisabled={saving}>{intl.formatMessage(messages.create)}</Button>
          <Button variant="secondary" onPress={() => setOpen(false)}>{intl.formatMessage(messages.cancel)}</Button>
        </div>
      </form>
    </section>
  );
}
