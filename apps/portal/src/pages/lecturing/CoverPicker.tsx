import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, FileDropZone, Image } from '@academy/ui';
import { uploadImageUrl } from '../../app/upload.ts';
import { lecturingMessages as messages } from './lecturing.messages.ts';
import * as styles from './lecturing.css.ts';

/** The class's cover picture: uploaded like every portal image (the server checks its bytes), shown as learners see it. */
export function CoverPicker({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async ([file]: File[]) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      onChange(await uploadImageUrl(file));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : intl.formatMessage(messages.uploadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.stack} role="group" aria-label={intl.formatMessage(messages.cover)}>
      <span className={styles.legend}>{intl.formatMessage(messages.cover)}</span>
      {value && (
        <div className={styles.cover}>
          <Image src={value} alt={intl.formatMessage(messages.coverAlt)} aspectRatio="16 / 9" />
        </div>
      )}
      <FileDropZone onFiles={(files) => void upload(files)} accept={['.png', '.jpg', '.jpeg', '.gif']} maxSize={5 * 1024 * 1024} allowsMultiple={false} isDisabled={busy} />
      {failure && <p role="alert" dir="auto">{failure}</p>}
      {value && (
        <div>
          <Button variant="quiet" onPress={() => onChange(null)} data-testid="remove-cover">
            {intl.formatMessage(messages.removeCover)}
          </Button>
        </div>
      )}
    </div>
  );
}
