import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FileTrigger } from 'react-aria-components';
import { ApiError } from '@academy/api-client';
import type { endpoints, ResponseOf } from '@academy/contract';
import { isSchoolId, localizedName, loginUrl } from '@academy/rules';
import { useLocaleControl } from '../../app/localeControl.ts';
import { Badge, Banner, Button, Checkbox, IconButton, RadioGroup, TextArea, contentProps, isolate } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { getSession } from '../../app/session.ts';
import { uploadImageUrl } from '../../app/upload.ts';
import { complaintMessages as messages } from './complaint.messages.ts';
import * as styles from './complaint.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

const TYPES = ['resource', 'post', 'user'] as const;
type TargetType = (typeof TYPES)[number];
const REASONS = ['spam', 'abuse', 'illegal', 'copyright', 'privacy', 'misleading', 'other'] as const;
type Reason = (typeof REASONS)[number];
/** The server's limits (contract complaints.ts): the form says them before the server has to. */
const DESCRIPTION_MAX = 500;
const IMAGES_MAX = 4;
type Complaints = ResponseOf<typeof endpoints.complaints>;

/** complaintReport/{schoolId}?type=&id=: what is reported comes from the address and is shown by name. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = params.schoolId ?? '';
  if (!isSchoolId(schoolId)) throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  const user = await getSession();
  if (!user) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
  const admin = user.schools.some((school) => school.schoolId === schoolId && school.role === 'admin');
  const type = url.searchParams.get('type');
  const id = url.searchParams.get('id');
  const [target, complaints] = await Promise.all([
    type && id && (TYPES as readonly string[]).includes(type)
      ? api.complaintTarget({ query: { schoolId, type: type as TargetType, id } }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 403) throw redirect('/403');
          return null;
        })
      : null,
    // Administrators also see the reports received (the server checks the role again).
    admin ? (api.complaints({ query: { schoolId, pageNumber: 1, pageSize: 20 } }).catch(() => null) as Promise<Complaints | null>) : null,
  ]);
  return { schoolId, target, complaints };
}

type Image = { name: string; url: string };

export function Component() {
  const { schoolId, target, complaints } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const [reason, setReason] = useState<Reason | null>(null);
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<Image[]>([]);
  const [allowContact, setAllowContact] = useState(false);
  const [uploading, setUploading] = useState(false);
  // What went wrong last: an image that was not added, or the report that was not sent (each says so in its title).
  const [problem, setProblem] = useState<{ title: string; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [tried, setTried] = useState(false);

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file || images.length >= IMAGES_MAX) return;
    setUploading(true);
    setProblem(null);
    try {
      setImages((current) => [...current, { name: file.name, url: '' }].slice(0, IMAGES_MAX));
      const url = await uploadImageUrl(file);
      setImages((current) => current.map((image) => (image.url === '' && image.name === file.name ? { ...image, url } : image)));
    } catch (error) {
      setImages((current) => current.filter((image) => image.url !== ''));
      setProblem({ title: intl.formatMessage(messages.imageNotAdded), text: error instanceof Error && error.message ? error.message : intl.formatMessage(messages.imageNotAdded) });
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!target || !reason || !description.trim()) return;
    setSending(true);
    setProblem(null);
    try {
      await api.addComplaint({ query: { schoolId }, body: { targetType: target.type, targetId: target.id, reason, description, evidenceUrls: images.map((image) => image.url), allowContact } });
      setSent(true);
    } catch (error) {
      // Everything typed stays in the form: only the message changes.
      setProblem({ title: intl.formatMessage(messages.notSent), text: failureMessage(error, '') });
    } finally {
      setSending(false);
    }
  };

  const home = `/portal/${schoolId}`;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
      {!target && <Banner tone="info">{intl.formatMessage(messages.noTarget)}</Banner>}
      {target && sent && (
        <Banner tone="success" title={intl.formatMessage(messages.received)}>
          <Link to={home}>{intl.formatMessage(messages.back)}</Link>
        </Banner>
      )}
      {target && !sent && (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.target}>
            <Badge tone="neutral">{intl.formatMessage(messages[`type.${target.type}`])}</Badge>
            <strong>{intl.formatMessage(messages.reporting, { name: isolate(localizedName(target, locale)) })}</strong>
          </p>
          {problem && <Banner tone="error" title={problem.title}>{problem.text}</Banner>}
          <RadioGroup
            label={intl.formatMessage(messages.reason)}
            value={reason}
            onChange={(value) => setReason(value as Reason)}
            isRequired
            errorMessage={tried && !reason ? intl.formatMessage(messages.reasonMissing) : undefined}
            options={REASONS.map((value) => ({ value, label: intl.formatMessage(messages[`reason.${value}`]) }))}
          />
          <TextArea
            label={intl.formatMessage(messages.description)}
            value={description}
            onChange={setDescription}
            isRequired
            errorMessage={tried && !description.trim() ? intl.formatMessage(messages.descriptionMissing) : undefined}
            maxLength={DESCRIPTION_MAX}
            rows={5}
          />
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{intl.formatMessage(messages.images)}</legend>
            <p className={styles.muted}>{intl.formatMessage(messages.imagesHelp, { max: IMAGES_MAX })}</p>
            {images.length > 0 && (
              <ul className={styles.images}>
                {images.map((image, index) => (
                  <li key={`${image.name}-${index}`} className={styles.image}>
                    {image.url ? <img src={image.url} alt={image.name} className={styles.thumbnail} /> : null}
                    <IconButton icon="close" size="sm" variant="secondary" aria-label={intl.formatMessage(messages.removeImage, { name: image.name })} onPress={() => setImages(images.filter((_, i) => i !== index))} />
                  </li>
                ))}
              </ul>
            )}
            {images.length < IMAGES_MAX && (
              <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif']} onSelect={(files) => void pick(files)}>
                <Button variant="secondary" isPending={uploading}>{intl.formatMessage(messages.addImage)}</Button>
              </FileTrigger>
            )}
          </fieldset>
          <Checkbox isSelected={allowContact} onChange={setAllowContact}>{intl.formatMessage(messages.contact)}</Checkbox>
          <div>
            <Button type="submit" variant="primary" isPending={sending} isDisabled={uploading}>{intl.formatMessage(messages.submit)}</Button>
          </div>
        </form>
      )}
      {complaints && (
        <section className={styles.form} aria-labelledby="complaints-received">
          <h2 id="complaints-received" className={styles.sectionTitle}>{intl.formatMessage(messages.adminTitle)}</h2>
          {complaints.list.length === 0 && <p className={styles.muted}>{intl.formatMessage(messages.adminEmpty)}</p>}
          <ul className={styles.list}>
            {complaints.list.map((complaint) => (
              <li key={complaint.id} className={styles.item}>
                <strong {...contentProps()}>{localizedName(complaint.target, locale)}</strong>
                <span>{intl.formatMessage(messages[`reason.${complaint.reason}`])} · {intl.formatDate(complaint.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
                <p {...contentProps(undefined, { paragraph: true })}>{complaint.description}</p>
                <span className={styles.muted}>
                  {intl.formatMessage(messages.reporter)}: <span {...contentProps()}>{complaint.reporterName ?? ''}</span>{complaint.reporterContact ? ` · ${complaint.reporterContact}` : ''}
                </span>
                {complaint.evidenceUrls.length > 0 && (
                  <ul className={styles.images}>
                    {complaint.evidenceUrls.map((url, index) => (
                      <li key={url}><img src={url} alt={`${intl.formatMessage(messages.images)} ${index + 1}`} className={styles.thumbnail} /></li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
