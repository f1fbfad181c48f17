import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DialogProps } from '../Dialog/index.ts';
import { LazyPending } from '../../overlays/LazyPending.tsx';

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

const ConfirmDialogModal = lazy(() => import('./ConfirmDialogModal.tsx').then((module) => ({ default: module.ConfirmDialogModal })));

/**
 * Asks before an action that cannot be undone or that interrupts (delete a class, end a live lecture): an
 * alertdialog with a title, what will happen, and Cancel / confirm. Built on Dialog; use it controlled (isOpen,
 * onOpenChange) or inside a DialogTrigger. Controlled, it loads the dialog (overlay, focus scope: ~30 KB gzip) when
 * it first opens: most visits to a page with a delete button never delete.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const controlled = props.isOpen !== undefined;
  const [opened, setOpened] = useState(!controlled || props.isOpen || props.defaultOpen === true);
  // Remembered from the first opening on, so the dialog can play its closing and keep its state between openings.
  if (!opened && props.isOpen) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<LazyPending />}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
