import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { Button } from '../Button/index.ts';
import { Dialog, type DialogProps } from '../Dialog/index.ts';
import { Icon } from '../Icon/index.ts';
import * as styles from './ConfirmDialog.css.ts';
import { confirmDialogMessages } from './ConfirmDialog.messages.ts';

export type ConfirmDialogProps = Pick<DialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & {
  title: ReactNode;
  /** What will happen, and to what ("The class Physics 101 and its 30 enrolments will be deleted."). */
  children?: ReactNode;
  /** `destructive`: a danger-coloured confirm button, and focus starts on Cancel. */
  variant?: 'destructive' | 'neutral';
  /** The confirm button's text: say what it does ("Delete class"). “Delete” or “Confirm” by default. */
  confirmLabel?: ReactNode;
  /** “Cancel” by default. */
  cancelLabel?: ReactNode;
  /**
   * Runs the action. While its promise is pending the confirm button shows progress and the dialog cannot be
   * dismissed; when it resolves the dialog closes; when it rejects the dialog stays open with the error.
   */
  onConfirm: () => unknown;
  /** The message for a failure (a server error's message); a general one by default. */
  errorMessage?: (error: unknown) => ReactNode;
  /** Busy from outside (the page runs the action itself, e.g. a mutation hook); added to onConfirm's own pending state. */
  isPending?: boolean;
  /** A failure reported from outside, shown like onConfirm's own. */
  error?: ReactNode;
};

type Run = { busy: boolean; error: { reason: unknown } | null };
const idle: Run = { busy: false, error: null };

/** Runs once each time the dialog opens (the dialog's content mounts then): a new attempt starts clean. */
function OnOpen({ run }: { run: () => void }) {
  useLayoutEffect(run, []); // oxlint-disable-line react-hooks/exhaustive-deps -- on mount only
  return null;
}

/**
 * Asks before an action that cannot be undone or that interrupts (delete a class, end a live lecture): an
 * alertdialog with a title, what will happen, and Cancel / confirm. Built on Dialog; use it controlled (isOpen,
 * onOpenChange) or inside a DialogTrigger.
 */
export function ConfirmDialog({ title, children, variant = 'neutral', confirmLabel, cancelLabel, onConfirm, errorMessage, isPending = false, error, ...overlay }: ConfirmDialogProps) {
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
