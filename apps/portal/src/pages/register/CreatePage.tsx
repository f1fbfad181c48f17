import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, MOBILE_MAX_LENGTH, detectImageType, isEmailAddress, isMainlandMobile, textsWithWords, toLocaleCode, typedDigits, type LocaleCode, type LocalizedTexts } from '@academy/rules';
import { Banner, Button, LocalizedTextFields, RadioGroup, Select, TextField, accountMessages, browserTimeZone, commonMessages, isolate } from '@academy/ui';
import { api } from '../../app/api.ts';
import { uploadImage } from '../../app/upload.ts';
import { titles } from '../../routes/titles.messages.ts';
import { registerExtraMessages, registerMessages as messages } from './register.messages.ts';
import { namesOf, newIdempotencyKey, requireUser, startCreate, type Draft, type DraftForm, type Kind } from './registrationData.ts';
import { keepTyped, savedOnServer, typedNotSaved } from './typedDraft.ts';
import * as styles from './register.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

/** /register/create(?type=store): the school's details; kept on the server as they are typed. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const kind: Kind = new URL(request.url).searchParams.get('type') === 'store' ? 'store' : 'academy';
  const [draft, codeRule] = await Promise.all([api.registrationDraft(), api.requireActiveCode()]);
  if (draft?.status === 'provisioning') throw redirect('/register/creating');
  const editing = draft && draft.status === 'editing' && draft.kind === kind ? draft : null;
  // What was typed here a moment before a reload, not yet on the server, is newer than the server's copy.
  return { kind, userId: user.userId, draft: editing, typed: typedNotSaved(user.userId, kind), codeRequired: codeRule.required };
}

type Region = 'mainland' | 'overseas';
type Values = {
  /** The school's name by language (decision 0040): the default language's is required, others optional. */
  names: LocalizedTexts; slug: string; region: Region; defaultLocale: LocaleCode; timeZone: string;
  logoUploadId: string | null; logoUrl: string | null; contactName: string; contactEmail: string; contactMobile: string; idempotencyKey: string;
};
type Problems = Partial<Record<Exclude<keyof Values, 'names'> | 'name' | 'code' | 'general', string>>;
type SlugProblem = 'length' | 'characters' | 'confusable' | 'invisible' | 'hyphen' | 'reserved' | 'taken';
type SlugState = { state: 'idle' } | { state: 'checking' } | { state: 'ok'; slug: string } | { state: 'refused'; problem: SlugProblem };

const SLUG_PROBLEMS: Record<SlugProblem, MessageDescriptor> = {
  length: messages.slugLength, characters: messages.slugCharacters, confusable: messages.slugConfusable, invisible: messages.slugInvisible,
  hyphen: messages.slugHyphen, reserved: messages.slugReserved, taken: messages.slugTaken,
};
const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const timeZones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']);

/** The school's default language is the registrant's (the page's) unless the draft chose another. */
function initialValues(draft: Draft | null, typed: DraftForm | null, pageLocale: LocaleCode | undefined): Values {
  const form = { ...draft?.form, ...typed };
  const region: Region = form.region ?? 'mainland';
  return {
    names: namesOf(form), slug: form.slug ?? '', region,
    defaultLocale: form.defaultLocale ?? pageLocale ?? DEFAULT_LOCALE[region], timeZone: form.timeZone ?? (region === 'mainland' ? 'Asia/Shanghai' : browserTimeZone()),
    logoUploadId: form.logoUploadId ?? null, logoUrl: form.logoUrl ?? null, contactName: form.contactName ?? '', contactEmail: form.contactEmail ?? '',
    contactMobile: form.contactMobile ?? '', idempotencyKey: form.idempotencyKey && form.idempotencyKey.length >= 16 ? form.idempotencyKey : newIdempotencyKey(),
  };
}

/** Waits until `value` has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function Component() {
  const loaded = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const { kind, codeRequired } = loaded;
  const intl = useIntl();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(loaded.draft, loaded.typed, toLocaleCode(intl.locale)));
  const [problems, setProblems] = useState<Problems>({});
  const [slugAnswer, setSlugAnswer] = useState<{ slug: string; state: SlugState } | null>(null);
  const [code, setCode] = useState('');
  const [unlocks, setUnlocks] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const zones = useMemo(() => timeZones().map((zone) => ({ id: zone, label: zone.replace(/_/g, ' ') })), []);
  const set = <K extends keyof Values>(field: K) => (value: Values[K]) => setValues((current) => ({ ...current, [field]: value }));

  // Kept in this browser at once, and on the server as typed (debounced): a reload or another tab resumes from here.
  const { userId } = loaded;
  useEffect(() => keepTyped(userId, kind, values), [userId, kind, values]);
  const settledValues = useSettled(values, 600);
  const firstSave = useRef(true);
  useEffect(() => {
    if (firstSave.current && !loaded.draft && !loaded.typed) {
      firstSave.current = false;
      if (!Object.keys(textsWithWords(settledValues.names)).length && !settledValues.slug) return;
    }
    firstSave.current = false;
    void api.saveRegistrationDraft({ body: { kind, form: settledValues } }).then(() => savedOnServer(userId, kind, settledValues), () => undefined);
  }, [settledValues, kind, userId, loaded.draft, loaded.typed]);

  // The address is checked by the server as it is typed: the same rule as when creating.
  const typedSlug = values.slug.trim();
  const settledSlug = useSettled(typedSlug, 400);
  useEffect(() => {
    if (!settledSlug) return;
    let current = true;
    api.checkSlug({ query: { slug: settledSlug } }).then(
      (answer) => current && setSlugAnswer({ slug: settledSlug, state: answer.available ? { state: 'ok', slug: answer.slug } : { state: 'refused', problem: answer.problem as SlugProblem } }),
      () => current && setSlugAnswer({ slug: settledSlug, state: { state: 'idle' } }),
    );
    return () => {
      current = false;
    };
  }, [settledSlug]);
  // What the user sees: nothing for an empty field, "checking" until the answer for what is typed now arrives.
  const slugState: SlugState = !typedSlug ? { state: 'idle' } : slugAnswer?.slug === typedSlug ? slugAnswer.state : { state: 'checking' };

  const chooseRegion = (region: string) => {
    const next = region === 'overseas' ? 'overseas' : 'mainland';
    // The default language stays the registrant's: the region decides the time zone, not the language.
    setValues((current) => ({ ...current, region: next, timeZone: next === 'mainland' ? 'Asia/Shanghai' : current.timeZone === 'Asia/Shanghai' ? browserTimeZone() : current.timeZone }));
  };

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblems((current) => ({ ...current, logoUploadId: undefined }));
    const type = detectImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (type !== 'png' && type !== 'jpeg') return setProblems((current) => ({ ...current, logoUploadId: intl.formatMessage(messages.logoWrongType) }));
    if (file.size > LOGO_MAX_BYTES) return setProblems((current) => ({ ...current, logoUploadId: intl.formatMessage(messages.logoTooLarge) }));
    setUploading(true);
    try {
      const result = await uploadImage(file, `logo.${type}`);
      if (!result.data) throw new Error(result.message);
      setValues((current) => ({ ...current, logoUploadId: result.data!.id, logoUrl: result.data!.static_url }));
    } catch (error) {
      setProblems((current) => ({ ...current, logoUploadId: error instanceof Error && error.message ? error.message : intl.formatMessage(messages.logoWrongType) }));
    } finally {
      setUploading(false);
    }
  };

  const checkCode = async () => {
    setUnlocks(null);
    try {
      const answer = await api.applyActiveCode({ body: { code } });
      setUnlocks(intl.formatMessage(messages.codeUnlocks, { plan: answer.planName, members: answer.maxMembers, until: new Date(answer.validUntil) }));
      setProblems((current) => ({ ...current, code: undefined }));
    } catch (error) {
      setProblems((current) => ({ ...current, code: failureMessage(error, intl.formatMessage(commonMessages.loadFailedBody)) }));
    }
  };

  const validate = () => {
    const found: typeof problems = {};
    const required = intl.formatMessage(messages.required);
    for (const field of ['slug', 'contactName'] as const) {
      if (!values[field].trim()) found[field] = required;
      else if (field !== 'slug' && values[field].trim().length < 2) found[field] = intl.formatMessage(registerExtraMessages.nameShort);
    }
    const defaultName = values.names[values.defaultLocale]?.trim() ?? '';
    const tooShort = Object.values(values.names).some((text) => text.trim().length === 1);
    if (!defaultName) found.name = required;
    else if (tooShort) found.name = intl.formatMessage(registerExtraMessages.nameShort);
    if (!values.contactEmail.trim() && !values.contactMobile.trim()) found.contactEmail = intl.formatMessage(messages.contactHelp);
    // Checked here as the server does: a wrong address used to stop the setup on the next page, in English.
    else if (values.contactEmail.trim() && !isEmailAddress(values.contactEmail)) found.contactEmail = intl.formatMessage(accountMessages.emailInvalid);
    if (values.contactMobile && !isMainlandMobile(values.contactMobile)) found.contactMobile = intl.formatMessage(accountMessages.mobileInvalid);
    if (codeRequired && !code.trim()) found.code = required;
    if (slugState.state === 'refused') found.slug = intl.formatMessage(SLUG_PROBLEMS[slugState.problem]);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await api.saveRegistrationDraft({ body: { kind, form: values } });
      savedOnServer(userId, kind, values);
      const { logoUrl: _logoUrl, contactEmail, contactMobile, ...rest } = values;
      // Not awaited here: the creating page shows the server's progress while this call runs.
      startCreate({ ...rest, names: textsWithWords(values.names), kind, ...(contactEmail.trim() ? { contactEmail: contactEmail.trim() } : {}), ...(contactMobile.trim() ? { contactMobile } : {}), ...(code.trim() ? { activationCode: code } : {}) }).catch(() => undefined);
      await navigate('/register/creating');
    } catch (error) {
      setProblems({ general: failureMessage(error, intl.formatMessage(commonMessages.loadFailedBody)) });
      setSubmitting(false);
    }
  };

  const slugStatus = (() => {
    if (slugState.state === 'checking') return <p className={styles.status}>{intl.formatMessage(messages.slugChecking)}</p>;
    if (slugState.state === 'ok') return <p className={`${styles.status} ${styles.ok}`}>{intl.formatMessage(messages.slugAvailable, { slug: isolate(slugState.slug) })}</p>;
    return null;
  })();
  const slugError = problems.slug ?? (slugState.state === 'refused' ? intl.formatMessage(SLUG_PROBLEMS[slugState.problem]) : undefined);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(kind === 'store' ? titles.registerCreateStore : titles.registerCreateAcademy)}</h1>
      <p className={styles.muted}>{intl.formatMessage(messages.draftSaved)}</p>
      {problems.general && <Banner tone="error" title={intl.formatMessage(messages.notCreated)}>{problems.general}</Banner>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <LocalizedTextFields label={intl.formatMessage(messages.schoolName)} value={values.names} defaultLocale={values.defaultLocale} isRequired errorMessage={problems.name} maxLength={120} onChange={set('names')} />
        <div className={styles.leftToRight}>
          <TextField label={intl.formatMessage(messages.slugLabel)} description={intl.formatMessage(messages.slugHelp)} value={values.slug} onChange={set('slug')} errorMessage={slugError} isInvalid={Boolean(slugError)} isRequired maxLength={200} inputDir="ltr" autoComplete="off" spellCheck="false" />
        </div>
        <div aria-live="polite">{slugStatus}</div>
        <RadioGroup label={intl.formatMessage(messages.regionLabel)} value={values.region} onChange={chooseRegion} options={[{ value: 'mainland', label: intl.formatMessage(messages.regionMainland) }, { value: 'overseas', label: intl.formatMessage(messages.regionOverseas) }]} />
        <Select
          label={intl.formatMessage(messages.localeLabel)}
          description={intl.formatMessage(messages.localeHelp)}
          options={LOCALE_CODES.map((localeCode) => ({ id: localeCode, label: LOCALES[localeCode].nativeName }))}
          value={values.defaultLocale}
          onChange={(key) => key !== null && set('defaultLocale')(key as LocaleCode)}
        />
        <Select label={intl.formatMessage(messages.timeZoneLabel)} options={zones} value={values.timeZone} onChange={(key) => key !== null && set('timeZone')(String(key))} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(messages.logoLabel)}</legend>
          <label className={styles.status}>
            {intl.formatMessage(messages.logoHelp)}{' '}
            <input type="file" accept="image/png,image/jpeg" onChange={(event) => void chooseLogo(event)} disabled={uploading} aria-describedby={problems.logoUploadId ? 'logo-problem' : undefined} />
          </label>
          {uploading && <p className={styles.status} role="status">{intl.formatMessage(messages.logoUploading)}</p>}
          {problems.logoUploadId && <p id="logo-problem" className={`${styles.status} ${styles.problem}`}>{problems.logoUploadId}</p>}
          {values.logoUrl && (
            <div className={styles.row}>
              <img className={styles.logo} src={values.logoUrl} alt={intl.formatMessage(messages.logoAlt)} />
              <Button size="sm" variant="secondary" onPress={() => setValues((current) => ({ ...current, logoUploadId: null, logoUrl: null }))}>{intl.formatMessage(messages.logoRemove)}</Button>
            </div>
          )}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(messages.contactHeading)}</legend>
          <TextField label={intl.formatMessage(messages.contactName)} value={values.contactName} onChange={set('contactName')} errorMessage={problems.contactName} isRequired maxLength={100} autoComplete="name" />
          <TextField label={intl.formatMessage(messages.contactEmail)} description={intl.formatMessage(messages.contactHelp)} value={values.contactEmail} onChange={set('contactEmail')} errorMessage={problems.contactEmail} type="email" inputDir="ltr" autoComplete="email" />
          <TextField label={intl.formatMessage(messages.contactMobile)} value={values.contactMobile} onChange={(value) => set('contactMobile')(typedDigits(value, MOBILE_MAX_LENGTH))} errorMessage={problems.contactMobile} type="tel" inputDir="ltr" autoComplete="tel" />
        </fieldset>
        {codeRequired && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{intl.formatMessage(messages.codeLabel)}</legend>
            <TextField label={intl.formatMessage(messages.codeLabel)} description={intl.formatMessage(messages.codeHelp)} value={code} onChange={setCode} errorMessage={problems.code} isRequired inputDir="ltr" autoComplete="off" />
            <div className={styles.row}>
              <Button size="sm" variant="secondary" onPress={() => void checkCode()} isDisabled={!code.trim()}>{intl.formatMessage(messages.codeCheck)}</Button>
            </div>
            <div aria-live="polite">{unlocks && <p className={`${styles.status} ${styles.ok}`}>{unlocks}</p>}</div>
          </fieldset>
        )}
        <div className={styles.row}>
          <Button type="submit" isDisabled={submitting || uploading}>{intl.formatMessage(messages.submit, { kind })}</Button>
        </div>
      </form>
    </div>
  );
}
