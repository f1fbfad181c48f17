import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FileTrigger } from 'react-aria-components';
import { buildFeedbackPayload, checkFeedbackImage, DEFAULT_FEEDBACK_TYPE, normalizeDescription, FEEDBACK_MAX_LENGTH, MAX_FEEDBACK_IMAGES, PHONE_MAX_LENGTH, typedDigits, uploadOutcome, validateFeedback, type FeedbackType } from '@academy/rules';
import { Banner } from '../Banner/index.ts';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { Switch } from '../Switch/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { feedbackMessages as m } from './FeedbackDialog.messages.ts';
import * as styles from './FeedbackDialog.css.ts';

export type UploadResponse = { resultCode: number; message: string; details: string | null; data: { static_url: string } | null };
export type FeedbackPayload = ReturnType<typeof buildFeedbackPayload>;
export type CustomerService = { servicePhone?: string; serviceEmail?: string; serviceWeChat?: string };

export type FeedbackDialogProps = {
  /** Whether the dialog shows (with onOpenChange): the page opens it from the footer's or the help menu's link. */
  isOpen: boolean;
  /** Called with false when the reader closes it (Escape, Cancel, the close button) and after a success. */
  onOpenChange: (open: boolean) => void;
  /** The school the feedback is about; sent with it. */
  schoolId: string;
  /** The school's name, sent with the feedback so its staff see where it came from. */
  schoolName: string;
  /** Who sends it, sent with the feedback (the signed-in reader's display name). */
  userName: string;
  /** Uploads one image that passed the content check; a `resultCode` of 20000 is success. */
  uploadImage: (file: File, fileName: string) => Promise<UploadResponse>;
  /** Sends the feedback; a `code` of 200 is success, any other shows its message. Throwing means the network failed. */
  submit: (payload: FeedbackPayload) => Promise<{ code: number; message: string }>;
  /** The school's phone, e-mail and WeChat for urgent questions, loaded when the dialog opens; null when none. */
  customerService?: CustomerService | null;
  /** Leaves the customer-service box out (hosts whose school handles support elsewhere). */
  hideCustomerService?: boolean;
  /** Called after success, e.g. to show a thank-you toast. */
  onSubmitted?: () => void;
};

type PlainMessage = Exclude<keyof typeof m, 'removeImage'>;
const TYPES: { value: FeedbackType; label: PlainMessage; placeholder: PlainMessage }[] = [
  { value: 1, label: 'typeFault', placeholder: 'placeholderFault' },
  { value: 0, label: 'typeExperience', placeholder: 'placeholderExperience' },
  { value: 2, label: 'typeQuestion', placeholder: 'placeholderQuestion' },
  { value: 3, label: 'typeContent', placeholder: 'placeholderContent' },
];

type Image = { name: string; url: string };

/**
 * Feedback to the school: category, description (n/200), up to 4 images checked by content, contact permission
 * and phone. On any failure the typed text and images stay; closing or success resets every field.
 */
export function FeedbackDialog({ isOpen, onOpenChange, schoolId, schoolName, userName, uploadImage, submit, customerService, hideCustomerService, onSubmitted }: FeedbackDialogProps) {
  const intl = useIntl();
  const [type, setType] = useState<FeedbackType>(DEFAULT_FEEDBACK_TYPE);
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<Image[]>([]);
  const [allowContact, setAllowContact] = useState(false);
  const [phone, setPhone] = useState('');
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [problems, setProblems] = useState<ReturnType<typeof validateFeedback>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const reset = () => {
    setType(DEFAULT_FEEDBACK_TYPE);
    setDescription('');
    setImages([]);
    setAllowContact(false);
    setPhone('');
    setImageError(null);
    setProblems({});
    setFormError(null);
  };

  const close = (open: boolean) => {
    if (!open) reset();
    onOpenChange(open);
  };

  const pick = async (files: FileList | null) => {
    const list = Array.from(files ?? []);
    setImageError(null);
    const checked = checkFeedbackImage(await Promise.all(list.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.slice(0, 16).arrayBuffer()) }))), images.length);
    if (!checked.ok) return setImageError(intl.formatMessage(checked.reason === 'format only' ? m.formatOnly : checked.reason === 'only one' ? m.onlyOne : m.maxImages));
    setUploading(true);
    try {
      const result = await uploadImage(list[0]!, checked.fileName);
      const outcome = uploadOutcome(result);
      if (outcome.ok && result.data) setImages((current) => [...current, { name: checked.fileName, url: result.data!.static_url }]);
      else setImageError(outcome.ok ? intl.formatMessage(m.imageFailed) : outcome.message);
    } catch {
      setImageError(intl.formatMessage(m.imageFailed));
    } finally {
      setUploading(false);
    }
  };

  const send = async (closeDialog: () => void) => {
    const found = validateFeedback({ type, description, allowContact, phone });
    setProblems(found);
    setFormError(null);
    if (found.description || found.phone) return;
    setSending(true);
    try {
      const result = await submit(buildFeedbackPayload({ type, description, allowContact, phone, images: images.map((image) => image.url), schoolId, schoolName, userName }));
      if (result.code === 200) {
        reset();
        closeDialog();
        onSubmitted?.();
      } else setFormError(result.message || intl.formatMessage(m.failed));
    } catch {
      setFormError(intl.formatMessage(m.failed));
    } finally {
      setSending(false);
    }
  };

  const placeholder = TYPES.find((option) => option.value === type)!.placeholder;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable={false}
      size="md"
      title={intl.formatMessage(m.title)}
      footer={(closeDialog) => (
        <>
          <Button variant="secondary" onPress={closeDialog}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button isPending={sending} onPress={() => void send(closeDialog)}>
            {intl.formatMessage(commonMessages.submit)}
          </Button>
        </>
      )}
    >
      <div className={styles.form}>
        <RadioGroup
          label={intl.formatMessage(m.category)}
          value={String(type)}
          onChange={(value) => setType(Number(value) as FeedbackType)}
          options={TYPES.map((option) => ({ value: String(option.value), label: intl.formatMessage(m[option.label]) }))}
        />
        <TextArea
          label={intl.formatMessage(m.description)}
          placeholder={intl.formatMessage(m[placeholder])}
          isRequired
          maxLength={FEEDBACK_MAX_LENGTH}
          value={description}
          // Leading whitespace is stripped as it is typed, so the counter counts what will be sent.
          onChange={(value) => setDescription(normalizeDescription(value))}
          errorMessage={problems.description ? intl.formatMessage(m.enterQuestions) : undefined}
        />
        <div className={styles.images}>
          <span className={styles.imagesLabel}>{intl.formatMessage(m.images)}</span>
          <ul className={styles.thumbs}>
            {images.map((image, index) => (
              <li key={image.url} className={styles.thumb}>
                <img src={image.url} alt={image.name} width={100} className={styles.thumbImage} />
                <IconButton icon="close" size="sm" variant="secondary" className={styles.remove} aria-label={intl.formatMessage(m.removeImage, { name: image.name })} onPress={() => setImages(images.filter((_, i) => i !== index))} />
              </li>
            ))}
            {images.length < MAX_FEEDBACK_IMAGES && (
              <li>
                <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif']} onSelect={(files) => void pick(files)}>
                  <Button variant="secondary" isPending={uploading}>
                    {intl.formatMessage(m.addImage)}
                  </Button>
                </FileTrigger>
              </li>
            )}
          </ul>
          {uploading && <Spinner size="sm" label={intl.formatMessage(m.uploading)} />}
          {imageError && (
            <p role="alert" className={styles.error}>
              {imageError}
            </p>
          )}
        </div>
        <Switch isSelected={allowContact} onChange={setAllowContact}>
          {intl.formatMessage(m.allowContact)}
        </Switch>
        {allowContact && (
          <TextField
            label={intl.formatMessage(m.phone)}
            type="tel"
            inputMode="numeric"
            inputDir="ltr"
            value={phone}
            onChange={(value) => setPhone(typedDigits(value, PHONE_MAX_LENGTH))}
            errorMessage={problems.phone ? intl.formatMessage(m.enterPhone) : undefined}
          />
        )}
        {customerService && !hideCustomerService && (customerService.servicePhone || customerService.serviceEmail || customerService.serviceWeChat) && (
          <section className={styles.service} aria-label={intl.formatMessage(m.service)}>
            <span className={styles.serviceTitle}>{intl.formatMessage(m.service)}</span>
            <dl className={styles.serviceList}>
              {customerService.servicePhone && (<><dt>{intl.formatMessage(m.servicePhone)}</dt><dd dir="ltr">{customerService.servicePhone}</dd></>)}
              {customerService.serviceEmail && (<><dt>{intl.formatMessage(m.serviceEmail)}</dt><dd dir="ltr">{customerService.serviceEmail}</dd></>)}
              {customerService.serviceWeChat && (<><dt>{intl.formatMessage(m.serviceWeChat)}</dt><dd dir="ltr">{customerService.serviceWeChat}</dd></>)}
            </dl>
          </section>
        )}
        {formError && <Banner tone="warning">{formError}</Banner>}
      </div>
    </Dialog>
  );
}
