import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { PROTOCOLS_OF, PROVIDER_KINDS, type AdminProviderKind, type ProviderProtocol, type ProviderSettings } from '@academy/contract';
import { localizedName } from '@academy/rules';
import { Badge, Banner, Button, Link, Select, Switch, TextArea, TextField, isolate, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { loadAdminPage } from './adminPage.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { titles } from '../../routes/titles.messages.ts';
import { signInMethodsMessages as messages } from './signInMethods.messages.ts';
import { oauthClientsMessages } from './oauthClients.messages.ts';
import * as styles from './signInMethods.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

/** admin/{schoolId}/sign-in-methods: only the school's administrators (the server says who; others see /403). */
export async function loader(args: LoaderFunctionArgs) {
  const { school, loaded } = await loadAdminPage(args, (schoolId) => api.schoolProviders({ query: { schoolId } }));
  return { school, providers: loaded };
}

const KIND_NAMES: Record<AdminProviderKind, MessageDescriptor> = {
  enterpriseOauth2: messages.kindEnterpriseOauth2,
  sso: messages.kindSso,
  welink: messages.kindWelink,
  hw: messages.kindHw,
  imc: messages.kindImc,
  bignet: messages.kindBignet,
};
/** Protocol names are the standards' own names, the same in every language. */
const PROTOCOL_NAMES: Record<ProviderProtocol, string> = { oidc: 'OpenID Connect', saml: 'SAML 2.0', oauth2: 'OAuth 2.0', network: 'Network' };

type Values = { displayName: string; issuer: string; clientId: string; clientSecret: string; redirectUris: string; ipRanges: string; signOutUrl: string; samlIdpMetadata: string };
type Field = keyof Values;
type Problems = { fields: Partial<Record<Field, string>>; general: string | null };

const valuesOf = (provider: ProviderSettings | null): Values => ({
  displayName: provider?.displayName ?? '',
  issuer: provider?.issuer ?? '',
  clientId: provider?.clientId ?? '',
  clientSecret: '',
  redirectUris: provider?.redirectUris.join('\n') ?? '',
  ipRanges: provider?.ipRanges.join('\n') ?? '',
  signOutUrl: provider?.signOutUrl ?? '',
  samlIdpMetadata: '',
});
const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** What the form sends: the secret and the metadata only when typed (empty keeps what is stored). */
function bodyOf(values: Values, kind: AdminProviderKind, protocol: ProviderProtocol) {
  return {
    displayName: values.displayName,
    issuer: values.issuer,
    clientId: values.clientId,
    ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
    redirectUris: lines(values.redirectUris),
    ...(kind === 'bignet' ? { ipRanges: lines(values.ipRanges) } : {}),
    signOutUrl: values.signOutUrl,
    ...(protocol === 'saml' && values.samlIdpMetadata.trim() ? { samlIdpMetadata: values.samlIdpMetadata } : {}),
  };
}

export function Component() {
  const loaded = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const [providers, setProviders] = useState(loaded.providers);
  const replace = (saved: ProviderSettings) => setProviders((current) => (current.some((item) => item.id === saved.id) ? current.map((item) => (item.id === saved.id ? saved : item)) : [...current, saved]));
  const { locale } = useLocaleControl();
  const schoolName = localizedName(loaded.school, locale);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(titles.signInMethods)}</h1>
      <p className={styles.muted}>{intl.formatMessage(messages.intro, { school: isolate(schoolName) })}</p>
      <p>
        <Link href={`/admin/${loaded.school.id}/apps`}>{intl.formatMessage(oauthClientsMessages.appsLink)}</Link>
      </p>
      {providers.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className={styles.list}>
          {providers.map((provider) => (
            <li key={provider.id}>
              <ProviderCard schoolId={loaded.school.id} provider={provider} onSaved={replace} />
            </li>
          ))}
        </ul>
      )}
      <AddProvider schoolId={loaded.school.id} taken={providers.map((provider) => provider.kind)} onSaved={replace} />
    </div>
  );
}

function ProviderCard({ schoolId, provider, onSaved }: { schoolId: string; provider: ProviderSettings; onSaved: (saved: ProviderSettings) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [switching, setSwitching] = useState(false);
  const headingId = `provider-${provider.id}`;
  const toggle = async (enabled: boolean) => {
    setSwitching(true);
    try {
      onSaved(await api.updateSchoolProvider({ params: { id: provider.id }, query: { schoolId }, body: { enabled } }));
      toast.show(intl.formatMessage(messages.saved), 'success');
    } catch (error) {
      toast.show(failureMessage(error, intl.formatMessage(messages.notSaved)), 'error');
    } finally {
      setSwitching(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          <span className={styles.kind}>{intl.formatMessage(KIND_NAMES[provider.kind])}</span>
          <span dir="auto">{provider.displayName}</span>
        </h2>
        <Badge tone={provider.enabled ? 'success' : 'neutral'}>{intl.formatMessage(provider.enabled ? messages.statusOn : messages.statusOff)}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>{intl.formatMessage(messages.protocol)}</dt>
        <dd className={styles.factValue} dir="ltr">{PROTOCOL_NAMES[provider.protocol]}</dd>
        <dt className={styles.factTerm}>{intl.formatMessage(messages.issuerFact)}</dt>
        {provider.issuer ? <dd className={styles.factValue} dir="ltr">{provider.issuer}</dd> : <dd className={styles.factValue}>{intl.formatMessage(messages.notSet)}</dd>}
      </dl>
      <div className={styles.row}>
        <Switch isSelected={provider.enabled} isDisabled={switching} onChange={(enabled) => void toggle(enabled)}>
          {intl.formatMessage(messages.enabled)}
        </Switch>
        <Button variant="secondary" size="sm" aria-expanded={editing} onPress={() => setEditing(!editing)}>
          {editing ? intl.formatMessage(messages.closeEdit) : intl.formatMessage(messages.edit, { name: provider.displayName })}
        </Button>
      </div>
      {editing && (
        <ProviderForm
          kind={provider.kind}
          protocol={provider.protocol}
          provider={provider}
          submitLabel={intl.formatMessage(messages.save, { name: provider.displayName })}
          save={(values) => api.updateSchoolProvider({ params: { id: provider.id }, query: { schoolId }, body: bodyOf(values, provider.kind, provider.protocol) })}
          onSaved={onSaved}
        />
      )}
    </section>
  );
}

function AddProvider({ schoolId, taken, onSaved }: { schoolId: string; taken: AdminProviderKind[]; onSaved: (saved: ProviderSettings) => void }) {
  const intl = useIntl();
  const choices = PROVIDER_KINDS.flatMap((kind) => (taken.includes(kind) ? [] : PROTOCOLS_OF[kind].map((protocol) => ({ kind, protocol }))));
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  if (choices.length === 0) return <p className={styles.muted}>{intl.formatMessage(messages.allKinds)}</p>;
  const label = (kind: AdminProviderKind, protocol: ProviderProtocol) =>
    PROTOCOLS_OF[kind].length > 1 ? `${intl.formatMessage(KIND_NAMES[kind])} (${PROTOCOL_NAMES[protocol]})` : intl.formatMessage(KIND_NAMES[kind]);
  const chosen = choices.find(({ kind, protocol }) => `${kind}/${protocol}` === choice) ?? null;
  if (!open) {
    return (
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {intl.formatMessage(messages.add)}
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="add-provider">
      <h2 id="add-provider" className={styles.cardTitle}>{intl.formatMessage(messages.add)}</h2>
      <Select label={intl.formatMessage(messages.addKind)} options={choices.map(({ kind, protocol }) => ({ id: `${kind}/${protocol}`, label: label(kind, protocol) }))} value={choice} onChange={(key) => setChoice(key === null ? null : String(key))} />
      {chosen && (
        <ProviderForm
          key={choice}
          kind={chosen.kind}
          protocol={chosen.protocol}
          provider={null}
          submitLabel={intl.formatMessage(messages.create)}
          save={(values) => api.createSchoolProvider({ query: { schoolId }, body: { kind: chosen.kind, protocol: chosen.protocol, ...bodyOf(values, chosen.kind, chosen.protocol) } })}
          onSaved={(saved) => {
            onSaved(saved);
            setOpen(false);
            setChoice(null);
          }}
        />
      )}
    </section>
  );
}

/** The server's words next to their field; a one-per-line field says which line. */
function problemsOf(error: unknown, lineProblem: (line: number, problem: string) => string): Problems {
  const fields: Problems['fields'] = {};
  if (!(error instanceof ApiError)) return { fields, general: null };
  const details = (error.body as { details?: unknown } | null)?.details;
  const unplaced: string[] = [];
  for (const detail of Array.isArray(details) ? (details as { path?: unknown; message?: unknown }[]) : []) {
    const [name, index] = typeof detail.path === 'string' ? detail.path.split('.') : [];
    const message = typeof detail.message === 'string' ? detail.message : '';
    const field = name && name in valuesOf(null) ? (name as Field) : null;
    const text = index !== undefined && /^\d+$/.test(index) ? lineProblem(Number(index) + 1, message) : message;
    if (field) fields[field] = fields[field] ? `${fields[field]} ${text}` : text;
    else if (message) unplaced.push(message);
  }
  return { fields, general: unplaced.length || Object.keys(fields).length === 0 ? unplaced.join(' ') || error.message : null };
}

function ProviderForm(props: {
  kind: AdminProviderKind;
  protocol: ProviderProtocol;
  provider: ProviderSettings | null;
  submitLabel: string;
  save: (values: Values) => Promise<ProviderSettings>;
  onSaved: (saved: ProviderSettings) => void;
}) {
  const { kind, protocol, provider } = props;
  const intl = useIntl();
  const toast = useToast();
  const [values, setValues] = useState(() => valuesOf(provider));
  const [problems, setProblems] = useState<Problems>({ fields: {}, general: null });
  const [saving, setSaving] = useState(false);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await props.save(values);
      setProblems({ fields: {}, general: null });
      // What was typed stays, except the secret: it is stored now and never shown again.
      setValues((current) => ({ ...current, clientSecret: '', samlIdpMetadata: '' }));
      props.onSaved(saved);
      toast.show(intl.formatMessage(messages.saved), 'success');
    } catch (error) {
      setProblems(problemsOf(error, (line, problem) => intl.formatMessage(messages.lineProblem, { line, problem })));
    } finally {
      setSaving(false);
    }
  };
  const hasProblems = problems.general !== null || Object.keys(problems.fields).length > 0;
  const oidcLike = protocol !== 'saml';
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {hasProblems && (
        <Banner tone="error" title={intl.formatMessage(messages.notSaved)}>
          {problems.general}
        </Banner>
      )}
      <TextField label={intl.formatMessage(messages.displayName)} value={values.displayName} onChange={set('displayName')} errorMessage={problems.fields.displayName} isRequired maxLength={100} />
      {oidcLike && (
        <div className={styles.leftToRight}>
          <TextField label={intl.formatMessage(messages.issuer)} description={intl.formatMessage(messages.issuerHelp)} value={values.issuer} onChange={set('issuer')} errorMessage={problems.fields.issuer} inputDir="ltr" type="url" />
        </div>
      )}
      {oidcLike && <TextField label={intl.formatMessage(messages.clientId)} value={values.clientId} onChange={set('clientId')} errorMessage={problems.fields.clientId} inputDir="ltr" />}
      {oidcLike && (
        <TextField
          label={intl.formatMessage(messages.clientSecret)}
          description={intl.formatMessage(provider?.hasClientSecret ? messages.secretStored : messages.secretMissing)}
          value={values.clientSecret}
          onChange={set('clientSecret')}
          errorMessage={problems.fields.clientSecret}
          type="password"
          autoComplete="new-password"
          inputDir="ltr"
        />
      )}
      <div className={styles.leftToRight}>
        <TextArea label={intl.formatMessage(messages.redirectUris)} description={intl.formatMessage(messages.redirectUrisHelp)} value={values.redirectUris} onChange={set('redirectUris')} errorMessage={problems.fields.redirectUris} rows={3} />
      </div>
      {kind === 'bignet' && (
        <div className={styles.leftToRight}>
          <TextArea label={intl.formatMessage(messages.ipRanges)} description={intl.formatMessage(messages.ipRangesHelp)} value={values.ipRanges} onChange={set('ipRanges')} errorMessage={problems.fields.ipRanges} rows={4} />
        </div>
      )}
      {protocol === 'saml' && (
        <div className={styles.leftToRight}>
          <TextArea
            label={intl.formatMessage(messages.samlMetadata)}
            description={provider?.hasSamlMetadata ? intl.formatMessage(messages.secretStored) : undefined}
            value={values.samlIdpMetadata}
            onChange={set('samlIdpMetadata')}
            errorMessage={problems.fields.samlIdpMetadata}
            rows={6}
          />
        </div>
      )}
      <div className={styles.leftToRight}>
        <TextField label={intl.formatMessage(messages.signOutUrl)} value={values.signOutUrl} onChange={set('signOutUrl')} errorMessage={problems.fields.signOutUrl} inputDir="ltr" type="url" />
      </div>
      <div className={styles.row}>
        <Button type="submit" isDisabled={saving}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
