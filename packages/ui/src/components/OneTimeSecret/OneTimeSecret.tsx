import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Banner } from '../Banner/index.ts';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { copyText } from './copyText.ts';
import * as styles from './OneTimeSecret.css.ts';
import { oneTimeSecretMessages as messages } from './OneTimeSecret.messages.ts';

export type OneTimeSecretProps = {
  /** What the secret is ("Client secret of Harbour Library"): the field's label. */
  label: ReactNode;
  value: string;
  className?: string;
};

/**
 * A secret the server shows once (an app's client secret): read-only, left to right, with a Copy button and the
 * warning that it will not be shown again. Where the clipboard is refused the text is selected instead.
 */
export function OneTimeSecret({ label, value, className }: OneTimeSecretProps) {
  const intl = useIntl();
  const id = useId();
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  const copy = async () => setCopied(await copyText(value, document.getElementById(id) as HTMLInputElement | null));
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Banner tone="warning" title={intl.formatMessage(messages.title)}>
        {intl.formatMessage(messages.body)}
      </Banner>
      <div className={styles.row}>
        <TextField id={id} label={label} value={value} isReadOnly inputDir="ltr" className={styles.field} />
        <Button variant="secondary" onPress={() => void copy()}>
          {intl.formatMessage(messages.copy)}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {copied === 'copied' ? intl.formatMessage(messages.copied) : copied === 'selected' ? intl.formatMessage(messages.copyManually) : null}
      </p>
    </div>
  );
}
