import { useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { Icon } from '../Icon/index.ts';
import * as styles from './ConfirmDialog.css.ts';
import { confirmDialogMessages } from './ConfirmDialog.messages.ts';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';

// Loaded when a ConfirmDialog first opens (ConfirmDialog.tsx).

type Run = { busy: boolean; error: { reason: unknown } | null };
const idle: Run = { busy: false, error: null };

/** Runs once each time the dialog opens (the dialog's content mounts then): a new attempt starts clean. */
function OnOpen({ run }: { run: () => void }) {
  useLayoutEffect(run, []); // oxlint-disable-line react-hooks/exhaustive-deps -- on mount only
  return null;
}

/** The dialog itself (see ConfirmDialog). */
export function ConfirmDialogModal({ title, children, variant = 'neutral', confirmLabel, cancelLabel, onConfirm, errorMessage, isPending = false, error, ...overlay }: ConfirmDialogProps) {
  const intl = useIntl();
  const [run, setRun] = useState<Run>(idle);
  const destructive = variant === 'destructive';
  const busy = run.busy || isPending;
  const failure = run.error ? (errorMessage?.(run.error.reason) ?? intl.formatMessage(confirmDialogMessages.failed)) : error;

  const confirm = async (close: () => void) => {
    setRun({ busy: true, error: null });
    try {
      await onConfirm();
      setRun(idle);
      close();
    } catch (reason) {
      setRun({ busy: false, error: { reason } });
    }
  };

  return (
    <Dialog
      {...overlay}
      size="md"
      role="alertdialog"
      hideCloseButton
      isDismissable={false}
      isKeyboardDismissDisabled={busy}
      title={title}
      footer={(close) => (
        // The dialog opens on its safest answer (WAI-ARIA alertdialog pattern): Cancel when it destroys, else go ahead.
        <>
          {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- focus placement inside a modal dialog, as the pattern asks */}
          <Button variant="secondary" autoFocus={destructive} isDisabled={busy} onPress={close} data-testid="confirm-dialog-cancel">
            {cancelLabel ?? intl.formatMessage(commonMessages.cancel)}
          </Button>
          {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- see above */}
          <Button variant={destructive ? 'danger' : 'primary'} autoFocus={!destructive} isPending={busy} onPress={() => void confirm(close)} data-testid="confirm-dialog-confirm">
            {confirmLabel ?? intl.formatMessage(destructive ? commonMessages.delete : confirmDialogMessages.confirm)}
          </Button>
        </>
      )}
    >
      <OnOpen run={() => setRun(idle)} />
      {children && <div className={styles.body}>{children}</div>}
      {/* Always present, so the error is announced when it appears. */}
      <div role="alert" className={styles.alert}>
        {failure && !busy && (
          <p className={styles.error}>
            <Icon name="errorCircle" size="sm" />
            <span>{failure}</span>
          </p>
        )}
      </div>
    </Dialog>
  );
}
