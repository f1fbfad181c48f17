import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { typedDigits, VERIFICATION_CODE_LENGTH } from '@academy/rules';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { accountMessages } from '../../messages/account.messages.ts';
import * as styles from './LoginBox.css.ts';

export type CodeRowProps = {
  code: string;
  onCodeChange: (value: string) => void;
  invalid?: boolean;
  /** Seconds until another code may be asked for (0: now). */
  resendIn: number;
  sending: boolean;
  onSendCode: () => void;
  /** Said in the live region under the row once a code is on its way. */
  notice?: ReactNode;
};

/**
 * The verification-code field with its send button level beside it, and a live region under both (present even when
 * empty, so screen readers hear the text when it appears). The code sign-in and every step that asks for a fresh
 * code (bind-account's move) use this one row.
 */
export function CodeRow({ code, onCodeChange, invalid = false, resendIn, sending, onSendCode, notice }: CodeRowProps) {
  const intl = useIntl();
  return (
    <div className={styles.codeRow}>
      <TextField
        className={styles.codeField}
        label={intl.formatMessage(accountMessages.code)}
        inputMode="numeric"
        autoComplete="one-time-code"
        inputDir="ltr"
        isRequired
        value={code}
        onChange={(value) => onCodeChange(typedDigits(value, VERIFICATION_CODE_LENGTH))}
        errorMessage={invalid ? intl.formatMessage(accountMessages.codeInvalid) : undefined}
      />
      <Button className={styles.sendButton} variant="secondary" isDisabled={resendIn > 0} isPending={sending} onPress={onSendCode}>
        {resendIn > 0 ? intl.formatMessage(accountMessages.resendIn, { seconds: resendIn }) : intl.formatMessage(accountMessages.sendCode)}
      </Button>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </div>
  );
}
