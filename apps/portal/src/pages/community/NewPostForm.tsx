import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { NewPost, type CommunityPost } from '@academy/contract';
import { localizedName } from '@academy/rules';
import { Button, Checkbox, Select, TextArea, TextField, useToast } from '@academy/ui';
import { ApiError } from '@academy/api-client';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { communityMessages as messages } from './community.messages.ts';
import { refusedWords } from './communityData.ts';
import { moderationMessage } from './moderation.ts';
import * as styles from './community.css.ts';

type Section = { id: string; name?: string | null; nameEn?: string | null };
type Field = 'title' | 'content' | 'sectionId' | 'capacity';
const LIMITS = { title: 100, content: 5000, capacityMin: 1, capacityMax: 10_000 };

/** The new-post form: what the contract refuses is shown per field, a moderation refusal next to the content; nothing typed is lost. */
export function NewPostForm({ schoolId, sections, sectionId, onPublished }: { schoolId: string; sections: Section[]; sectionId: string | null; onPublished: (post: CommunityPost) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const { locale } = useLocaleControl();
  const [values, setValues] = useState({ title: '', content: '', sectionId: sectionId ?? '', isActivity: false, capacity: '' });
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  const [refused, setRefused] = useState<string[] | null>(null);
  const [pending, setPending] = useState(false);

  const body = () => ({ title: values.title, content: values.content, sectionId: values.sectionId, ...(values.isActivity ? { activity: { capacity: Number(values.capacity) } } : {}) });
  const problems = (): Set<Field> => {
    const parsed = NewPost.safeParse(body());
    const fields = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => (issue.path[0] === 'activity' ? 'capacity' : issue.path[0]) as Field));
    if (values.isActivity && !/^\d+$/.test(values.capacity.trim())) fields.add('capacity');
    return fields;
  };
  const set = <K extends keyof typeof values>(field: K) => (value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A shown error goes when its field is edited; the next Publish checks again.
    const shown: Field | null = field === 'isActivity' ? 'capacity' : field === 'title' || field === 'content' || field === 'sectionId' || field === 'capacity' ? field : null;
    if (shown) setInvalid((current) => new Set([...current].filter((entry) => entry !== shown)));
    if (field === 'title' || field === 'content') setRefused(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems();
    setInvalid(found);
    if (found.size > 0) return;
    setPending(true);
    try {
      const post = await api.createPost({ query: { schoolId }, body: body() });
      if (post.status === 'published') toast.show(intl.formatMessage(messages.published), 'success');
      setValues({ title: '', content: '', sectionId: values.sectionId, isActivity: false, capacity: '' });
      setRefused(null);
      onPublished(post);
    } catch (failure) {
      const words = refusedWords(failure);
      if (words) setRefused(words);
      // Any other refusal says why (the server's message), everything typed stays.
      else toast.show(failure instanceof ApiError ? failure.message : intl.formatMessage(messages.failed), 'error');
    } finally {
      setPending(false);
    }
  };

  const error = (field: Field) => {
    if (field === 'content' && refused) return moderationMessage(intl, refused);
    if (!invalid.has(field)) return undefined;
    if (field === 'title') return intl.formatMessage(messages.titleError, { max: LIMITS.title });
    if (field === 'content') return intl.formatMessage(messages.contentError, { max: LIMITS.content });
    if (field === 'sectionId') return intl.formatMessage(messages.sectionError);
    return intl.formatMessage(messages.capacityError, { min: LIMITS.capacityMin, max: LIMITS.capacityMax });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="new-post-form">
      <TextField label={intl.formatMessage(messages.titleLabel)} isRequired value={values.title} onChange={set('title')} maxLength={LIMITS.title} inputDir="auto" errorMessage={error('title')} />
      <Select
        label={intl.formatMessage(messages.sectionLabel)}
        isRequired
        placeholder={intl.formatMessage(messages.chooseSection)}
        options={sections.map((section) => ({ id: section.id, label: localizedName(section, locale) }))}
        value={values.sectionId || null}
        onChange={(key) => set('sectionId')(key === null ? '' : String(key))}
        errorMessage={error('sectionId')}
      />
      <TextArea label={intl.formatMessage(messages.contentLabel)} isRequired value={values.content} onChange={set('content')} maxLength={LIMITS.content} rows={5} errorMessage={error('content')} />
      <Checkbox isSelected={values.isActivity} onChange={set('isActivity')}>{intl.formatMessage(messages.isActivity)}</Checkbox>
      {values.isActivity && (
        <TextField
          label={intl.formatMessage(messages.capacityLabel)}
          isRequired
          inputMode="numeric"
          inputDir="ltr"
          value={values.capacity}
          onChange={set('capacity')}
          description={intl.formatMessage(messages.capacityHint, { min: LIMITS.capacityMin, max: LIMITS.capacityMax })}
          errorMessage={error('capacity')}
        />
      )}
      <div>
        <Button type="submit" variant="primary" isPending={pending}>{intl.formatMessage(messages.publish)}</Button>
      </div>
    </form>
  );
}
