import { useRef, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { useOverflows } from '../../hooks/useOverflows.ts';
import { dialogMessages } from './Dialog.messages.ts';
import * as styles from './Dialog.css.ts';

export type DialogProps = Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'> & {
  /** The heading of the dialog, which also names it for screen readers (say what the reader is doing). */
  title: ReactNode;
  /** Body content, or a function that receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Actions row (buttons) under the body. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** `sm` for a question, `md` (default) for a short form, `lg` for a form with several sections. */
  size?: keyof typeof styles.width;
  /** Clicking the scrim closes the dialog. Off for dialogs holding typed input. */
  isDismissable?: boolean;
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the × button (alert dialogs answer with their own buttons). */
  hideCloseButton?: boolean;
};

/**
 * A modal dialog: focus moves in, stays in (trap) and returns to the trigger on close; Escape closes.
 * Use inside react-aria's <DialogTrigger> with a Button, or controlled with isOpen/onOpenChange.
 */
export function Dialog({ title, children, footer, size = 'md', isDismissable = true, role = 'dialog', hideCloseButton = false, ...overlayProps }: DialogProps) {
  const intl = useIntl();
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={[styles.modal, styles.width[size]].join(' ')}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              {/* Plain divs: <header>/<footer> outside sectioning content would add a second banner and contentinfo landmark to the page. */}
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <IconButton icon="close" size="sm" aria-label={intl.formatMessage(dialogMessages.close)} onPress={close} className={styles.closeButton} />
                )}
              </div>
              <DialogBody>{typeof children === 'function' ? children(close) : children}</DialogBody>
              {footer && <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The body scrolls when it is too long, and then takes keyboard focus so it can be scrolled with the arrows. */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(ref);
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be keyboard-reachable (WCAG 2.1.1)
    <div ref={ref} className={styles.body} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}

export { DialogTrigger } from 'react-aria-components';
