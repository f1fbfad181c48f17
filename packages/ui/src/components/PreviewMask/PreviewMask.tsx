import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './PreviewMask.css.ts';
import { previewMaskMessages } from './PreviewMask.messages.ts';

export type PreviewMaskProps = { className?: string };

const ACTIVATION_KEYS = new Set(['Enter', ' ']);

/**
 * Preview mode (spec §2, `isVisit=true`): the page stays readable — and scrollable, and in the accessibility tree —
 * but nothing in it can be activated, by pointer or by keyboard. A notice at the top says so.
 */
export function PreviewMask({ className }: PreviewMaskProps) {
  const intl = useIntl();
  useEffect(() => {
    const stop = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const onKey = (event: KeyboardEvent) => {
      if (ACTIVATION_KEYS.has(event.key)) stop(event);
    };
    // Capture on the window: before any link, button or react-aria press handler sees the event.
    window.addEventListener('click', stop, true);
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('click', stop, true);
      window.removeEventListener('keydown', onKey, true);
    };
  }, []);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} role="presentation" data-preview-mask="">
      <p className={styles.notice} role="status">
        {intl.formatMessage(previewMaskMessages.notice)}
      </p>
    </div>
  );
}
