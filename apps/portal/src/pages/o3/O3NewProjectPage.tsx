import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { NewO3Project, O3_CATEGORIES, O3_PROJECT_LIMITS } from '@academy/contract';
import { loginUrl, moderatedWordsIn } from '@academy/rules';
import { Button, Link, Select, TextArea, TextField, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { refusedWords } from '../community/communityData.ts';
import { moderationMessage } from '../community/moderation.ts';
import { CATEGORY_LABELS, cardHref, notO3, o3Home, o3SchoolId } from './o3Data.ts';
import { o3Messages as messages } from './o3.messages.ts';
import * as layout from '../../layouts/layout.css.ts';
import * as styles from './o3.css.ts';

type Field = 'title' | 'summary' | 'category' | 'coverUrl';

/** /portal/{schoolId}/o3-school/new-project: propose a project (signed-in people of an O3 school). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = o3SchoolId(params.schoolId);
  const url = new URL(request.url);
  const [user] = await Promise.all([getSession(), api.o3Cards({ query: { schoolId, pageSize: 1 } }).catch(notO3)]);
  if (!user) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
  return { schoolId };
}

/** The fields the contract's schema refuses (the server applies the same schema). */
function problems(values: Record<Field, string>): Set<Field> {
  const parsed = NewO3Project.safeParse({ ...values, category: values.category || undefined });
  return new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0] as Field));
}

export function Component() {
  const { schoolId } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ title: '', summary: '', category: '', coverUrl: '' });
  const [shown, setShown] = useState<Set<Field>>(new Set());
  const [pending, setPending] = useState(false);
  // Words of the school's moderation list the server refused, shown next to the field holding them until it changes.
  const [refused, setRefused] = useState<string[] | null>(null);
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'title' || field === 'summary') setRefused(null);
    // An error shown goes away as soon as the field is right.
    setShown((current) => (current.has(field) && !problems({ ...values, [field]: value }).has(field) ? new Set([...current].filter((entry) => entry !== field)) : current));
  };
  const limits = { title: { min: O3_PROJECT_LIMITS.titleMin, max: O3_PROJECT_LIMITS.titleMax }, summary: { min: O3_PROJECT_LIMITS.summaryMin, max: O3_PROJECT_LIMITS.summaryMax } };
  const error = (field: Field) => {
    const words = refused && (field === 'title' || field === 'summary') ? moderatedWordsIn(values[field], refused) : [];
    if (words.length > 0) return moderationMessage(intl, words);
    if (!shown.has(field)) return undefined;
    if (field === 'title') return intl.formatMessage(messages.titleError, limits.title);
    if (field === 'summary') return intl.formatMessage(messages.summaryError, limits.summary);
    if (field === 'category') return intl.formatMessage(messages.categoryError);
    return intl.formatMessage(messages.coverError);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(values);
    setShown(found);
    if (found.size > 0) return;
    setPending(true);
    try {
      const card = await api.o3NewProject({ query: { schoolId }, body: { title: values.title, summary: values.summary, category: values.category as (typeof O3_CATEGORIES)[number], coverUrl: values.coverUrl || null } });
      toast.show(intl.formatMessage(messages.submitted), 'success');
      void navigate(cardHref(card));
    } catch (failure) {
      const words = refusedWords(failure);
      if (words) {
        setRefused(words);
        return;
      }
      const fields = failure instanceof ApiError ? ((failure.body as { details?: { path: string }[] } | null)?.details ?? []).map((detail) => detail.path.split('.')[0] as Field) : [];
      if (fields.length > 0) setShown(new Set(fields));
      else toast.show(intl.formatMessage(messages.failed), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={layout.stack}>
      <div>
        <Link href={o3Home(schoolId)}>{intl.formatMessage(messages.back)}</Link>
      </div>
      <h1 className={layout.pageTitle}>{intl.formatMessage(messages.formTitle)}</h1>
      <p className={layout.muted}>{intl.formatMessage(messages.formIntro)}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={intl.formatMessage(messages.title)} isRequired value={values.title} onChange={set('title')} description={intl.formatMessage(messages.lengthHint, limits.title)} errorMessage={error('title')} />
        <TextArea label={intl.formatMessage(messages.summary)} isRequired value={values.summary} onChange={set('summary')} rows={5} maxLength={O3_PROJECT_LIMITS.summaryMax} description={intl.formatMessage(messages.lengthHint, limits.summary)} errorMessage={error('summary')} />
        <Select
          label={intl.formatMessage(messages.category)}
          isRequired
          placeholder={intl.formatMessage(messages.chooseCategory)}
          selectedKey={values.category || null}
          onSelectionChange={(key) => set('category')(String(key ?? ''))}
          options={O3_CATEGORIES.map((id) => ({ id, label: intl.formatMessage(CATEGORY_LABELS[id]) }))}
          errorMessage={error('category')}
        />
        <TextField label={intl.formatMessage(messages.cover)} type="url" inputDir="ltr" value={values.coverUrl} onChange={set('coverUrl')} description={intl.formatMessage(messages.coverHint)} errorMessage={error('coverUrl')} />
        <div>
          <Button type="submit" variant="primary" isPending={pending}>{intl.formatMessage(messages.submit)}</Button>
        </div>
      </form>
    </div>
  );
}
